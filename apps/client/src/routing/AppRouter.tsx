import { toast } from '@atrium/ui';
import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DeferredToaster } from '../lib/DeferredToaster';
import { OfflineNotice } from '../lib/OfflineNotice';
import { buildAppRouteTree } from './app-route-tree';
import { createAppRouter, type AppRouter as Router } from './router';
import { RoutesUnavailableError, type RouteSet } from './route-set';
import { RouteSetContext, setCurrentRouteSet } from './route-set-context';
import { routeSetQueryOptions } from './route-set-query';
import { BootScreen } from './screens/BootScreen';

// Shown only when the route list cannot be loaded: not part of the first chunk.
const DatabaseConfigurationRequired = lazy(() =>
  import('./screens/DatabaseConfigurationRequired').then((m) => ({
    default: m.DatabaseConfigurationRequired,
  })),
);

/** The routes on screen now, by their TanStack path, with the name of their database route. */
function routesOnScreen(router: Router): { path: string; name: string | null }[] {
  const out: { path: string; name: string | null }[] = [];
  for (const match of router.state.matches) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    const path =
      route?.options && 'path' in route.options ? (route.options.path as string | undefined) : undefined;
    if (path) out.push({ path, name: route.options.staticData?.entry?.route.name ?? null });
  }
  return out;
}

interface RoutedAppProps {
  routeSet: RouteSet;
  history?: RouterHistory;
  /** Read once, when the router is created. */
  onNavigationStart?: (pathname: string) => void;
}

function RoutedApp({ routeSet, history, onNavigationStart }: RoutedAppProps) {
  setCurrentRouteSet(routeSet); // for code outside React; a plain assignment, nobody re-renders
  const built = useMemo(() => buildAppRouteTree(routeSet.routes), [routeSet]);
  const [router] = useState(() => {
    const created = createAppRouter({ routeTree: built.routeTree, history });
    // An in-app navigation to another address: its likely data is asked for while the router
    // resolves the route and renders the guard, the layout and the page (the first address is
    // handled at start, before the route list is even in). Subscribed here, not in an effect:
    // a redirect made by the first page's own effects (which run before this component's) counts.
    // The router lives as long as the app, and so does the subscription.
    if (onNavigationStart) {
      let path = created.history.location.pathname;
      created.subscribe('onBeforeNavigate', ({ toLocation }) => {
        if (toLocation.pathname === path) return; // the first load, or a search or hash change
        path = toLocation.pathname;
        onNavigationStart(path);
      });
    }
    return created;
  });

  // Live routes: a changed set becomes a new tree on the running router (STACK.md).
  useEffect(() => {
    if (router.routeTree === built.routeTree) return;
    // The few paths on screen that the new set lacks (no set of all 10,000 paths per rebuild).
    const onScreen = routesOnScreen(router);
    const missing = new Set(onScreen.map((route) => route.path));
    for (const entry of built.entries) {
      if (missing.size === 0) break;
      missing.delete(entry.routerPath);
    }
    const removed = onScreen.filter((route) => missing.has(route.path));
    const routeTree =
      removed.length === 0
        ? built.routeTree
        : buildAppRouteTree(
            routeSet.routes,
            removed.map((route) => route.path),
          ).routeTree;
    router.clearCache(); // cached matches of removed routes would break the next commit
    router.update({ ...router.options, routeTree });
    void router.invalidate();
    const name = removed.find((route) => route.name !== null)?.name;
    if (name) {
      // Built when the set changes (never at module load), so in the active language.
      toast({
        variant: 'warning',
        title: t`This page is no longer available`,
        description: t`The route "${name}" was removed or deactivated by an administrator.`,
      });
    }
  }, [router, built, routeSet]);

  // The toaster loads once the first page is on screen, out of the way of its chunks.
  const [rendered, setRendered] = useState(false);
  useEffect(() => router.subscribe('onRendered', () => setRendered(true)), [router]);

  return (
    <RouteSetContext.Provider value={routeSet}>
      <RouterProvider router={router} />
      {rendered ? <DeferredToaster /> : null}
      <OfflineNotice />
    </RouteSetContext.Provider>
  );
}

/**
 * Loads the route set (database → built-in fallback → 'Database Configuration Required'),
 * builds the router from it and keeps it in step with the database while the app is open.
 */
export function AppRouter({
  history,
  onNavigationStart,
}: {
  history?: RouterHistory;
  /** Called with the new address when an in-app navigation to another path starts. */
  onNavigationStart?: (pathname: string) => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(routeSetQueryOptions(queryClient));
  if (query.data)
    return <RoutedApp routeSet={query.data} history={history} onNavigationStart={onNavigationStart} />;
  if (query.isError) {
    return (
      <Suspense fallback={<BootScreen />}>
        <DatabaseConfigurationRequired
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          causes={query.error instanceof RoutesUnavailableError ? query.error.causes : [String(query.error)]}
        />
      </Suspense>
    );
  }
  return <BootScreen />;
}
