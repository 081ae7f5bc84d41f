import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isUuid } from '@atrium/schema';
import { useAuthSource } from '@/auth/useAuthSource';
import { navigationMenuKey, navigationQuery, type NavigationApiItem } from './navigation-query';

const NONE: NavigationApiItem[] = [];

/**
 * The signed-in user's menu rows for a zone (or outside zones): the menu shown before while
 * another zone's loads, else empty while loading; empty when the server has none, and when the
 * load failed (already logged by fetchNavigation). A zone id that is no UUID (a mistyped link)
 * names no zone: the menu outside zones, not a refused request.
 */
export function useNavigationItems(zoneId: string | null): {
  items: NavigationApiItem[];
  isLoading: boolean;
} {
  const { user } = useAuthSource();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const zone = isUuid(zoneId) ? zoneId : null;
  const query = useQuery({
    ...navigationQuery(userId, zone),
    // Into another zone (or out of one), the menu stays as it was until the zone's own arrives —
    // or, in a new shell (another layout), the menu outside zones: no blank menu for that moment,
    // nor for good while offline. Never another user's.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] === userId ? previous : undefined) ??
      (zone ? queryClient.getQueryData<NavigationApiItem[]>(navigationMenuKey(userId, null)) : undefined),
  });
  return { items: query.data ?? NONE, isLoading: query.isLoading };
}
