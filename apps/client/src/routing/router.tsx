/**
 * The foundation's code-based route tree. A later issue replaces it with routes loaded from
 * the database (GET /api/routes); pages stay lazy so the first chunk holds only the shell.
 */
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router';
import { RouteError } from './RouteError';
import { RoutePending } from './RoutePending';

const LandingPage = lazyRouteComponent(() => import('../pages/LandingPage'), 'LandingPage');
const NotFoundPage = lazyRouteComponent(() => import('../pages/NotFoundPage'), 'NotFoundPage');

export function createRouteTree() {
  const rootRoute = createRootRoute({
    component: Outlet,
    notFoundComponent: NotFoundPage,
  });

  const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });
  // The specification's not_found route; unknown paths also land on the page through the splat.
  const notFoundRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/404',
    component: NotFoundPage,
  });
  const catchAllRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: NotFoundPage });

  return rootRoute.addChildren([landingRoute, notFoundRoute, catchAllRoute]);
}

export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree: createRouteTree(),
    history: history ?? createBrowserHistory(),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
