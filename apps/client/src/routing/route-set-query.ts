import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { loadRouteSet, type RouteSet } from './route-set';

/**
 * How often open browsers ask for route changes. Each check is a conditional GET answered by
 * a body-less 304 while nothing changed (the server keeps the serialised set and its ETag in
 * memory), and window focus triggers one at once. See README.md.
 */
export const ROUTES_POLL_INTERVAL_MS = 5000;

export const routeSetKeys = {
  all: ['routes'] as const,
  active: () => [...routeSetKeys.all, 'active'] as const,
};

export function routeSetQueryOptions(queryClient: QueryClient) {
  const queryKey = routeSetKeys.active();
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => loadRouteSet(queryClient.getQueryData<RouteSet>(queryKey), signal),
    staleTime: 0,
    gcTime: Infinity,
    // The fallback chain is the retry strategy; the error screen offers a manual retry.
    retry: false,
    refetchInterval: (query) => (query.state.data ? ROUTES_POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
