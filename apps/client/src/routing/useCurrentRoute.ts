import type { RouteRecord } from '@atrium/schema';
import { useRouter, useRouterState } from '@tanstack/react-router';

/** The database route being shown (the deepest match), or null on the not-found screen. */
export function useCurrentRoute(): RouteRecord | null {
  const router = useRouter();
  return useRouterState({
    select: (state): RouteRecord | null => {
      const match = state.matches[state.matches.length - 1];
      if (!match) return null;
      const route = router.routesById[match.routeId as keyof typeof router.routesById];
      return route?.options.staticData?.entry?.route ?? null;
    },
  });
}
