/**
 * The menu's data: GET /api/navigation (the server filters it for the caller: active, visible,
 * role, zone), cached by TanStack Query for the specification's navigation cache TTL.
 *
 * - Empty data → empty menu; a failed load → empty list, logged as the specification's
 *   'Navigation API failed: {status}' (status 0 when no answer came).
 * - After an admin changes the navigation in this browser, call `invalidateNavigation` so every
 *   open menu refetches at once instead of waiting out the five minutes.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NavigationItem } from '@atrium/schema';
import { isApiError, request } from '@/api/http';

/** The specification's navigation cache TTL: 5 minutes. */
export const NAVIGATION_CACHE_MS = 5 * 60 * 1000;

/** One row of GET /api/navigation (../shared/API.md "Navigation"). */
export type NavigationApiItem = NavigationItem;

/** The prefix of every navigation query: invalidating it refreshes every menu. */
export const navigationQueryKey = ['navigation'] as const;

/** The key of the menu one user sees, in one zone (null: outside any zone). */
export function navigationMenuKey(userId: string | null, zoneId: string | null) {
  return [...navigationQueryKey, userId, zoneId] as const;
}

/**
 * Fetches the caller's menu. A failure is logged with the specification's message and thrown,
 * so the query is in error (read as an empty list by `useNavigationItems`) and is tried again
 * on the next mount or focus instead of caching an empty menu for five minutes.
 */
export async function fetchNavigation(
  zoneId: string | null,
  signal?: AbortSignal,
): Promise<NavigationApiItem[]> {
  const query = zoneId ? `?zone_id=${encodeURIComponent(zoneId)}` : '';
  try {
    const items = await request<NavigationApiItem[] | undefined>(`/navigation${query}`, { signal });
    return Array.isArray(items) ? items : [];
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error('Navigation API failed: ' + (isApiError(error) ? error.status : 0));
    }
    throw error;
  }
}

export function navigationQuery(userId: string | null, zoneId: string | null) {
  return queryOptions({
    queryKey: navigationMenuKey(userId, zoneId),
    queryFn: ({ signal }) => fetchNavigation(zoneId, signal),
    enabled: userId !== null,
    retry: false,
    staleTime: NAVIGATION_CACHE_MS,
    gcTime: NAVIGATION_CACHE_MS,
  });
}

/** Call after creating, editing, deleting or reordering navigation items in this browser. */
export function invalidateNavigation(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: navigationQueryKey });
}
