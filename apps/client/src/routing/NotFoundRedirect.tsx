import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { BareFrame } from './BareFrame';
import { notFoundPath } from './navigation/route-paths';
import { useRouteSet } from './useRouteSet';

// The not-found screen is rare: not part of the first chunk.
const NotFoundScreen = lazy(() =>
  import('./screens/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);

/**
 * Unknown paths go to the route named not_found (or /404 if that lookup fails), remembering
 * the address that was asked for. If that path is not routed either, the not-found screen
 * shows in place.
 */
/** True when a route matches the whole path (a fuzzy, partial match carries the rest as "**"). */
function isRouted([, params, route]: [unknown, Record<string, string>, unknown]): boolean {
  return route !== undefined && !Object.hasOwn(params, '**');
}

export function NotFoundRedirect() {
  const { routes } = useRouteSet();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const target = notFoundPath(routes);
  const atTarget = location.pathname === target;
  // While the router moves on to a real page this screen is still mounted for a moment:
  // only an address that no route matches is redirected.
  const unknown = !isRouted(router.getMatchedRoutes(location.pathname));

  useEffect(() => {
    if (atTarget || !unknown) return;
    void navigate({
      to: target,
      replace: true,
      state: { notFoundFrom: location.state.notFoundFrom ?? `${location.pathname}${location.searchStr}` },
    });
  }, [atTarget, unknown, target, navigate, location]);

  return atTarget ? (
    <BareFrame>
      <Suspense fallback={null}>
        <NotFoundScreen fullPage />
      </Suspense>
    </BareFrame>
  ) : null;
}
