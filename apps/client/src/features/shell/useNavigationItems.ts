import { useQuery } from '@tanstack/react-query';
import { isUuid } from '@atrium/schema';
import { useAuthSource } from '@/auth/useAuthSource';
import { navigationQuery, type NavigationApiItem } from './navigation-query';

const NONE: NavigationApiItem[] = [];

/**
 * The signed-in user's menu rows for a zone (or outside zones): empty while loading, when the
 * server has none, and when the load failed (already logged by fetchNavigation). A zone id that
 * is no UUID (a mistyped link) names no zone: the menu outside zones, not a refused request.
 */
export function useNavigationItems(zoneId: string | null): {
  items: NavigationApiItem[];
  isLoading: boolean;
} {
  const { user } = useAuthSource();
  const query = useQuery(navigationQuery(user?.id ?? null, isUuid(zoneId) ? zoneId : null));
  return { items: query.data ?? NONE, isLoading: query.isLoading };
}
