import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppRouteTree } from './build-route-tree';
import type { PageContext } from './component-registry';
import { RouteError } from './RouteError';
import { RoutePending } from './RoutePending';

export interface CreateAppRouterOptions {
  routeTree: AppRouteTree;
  history?: RouterHistory;
  /** Given to pages' prefetch (component-registry.ts) by the route loaders. */
  page?: PageContext;
}

/** The router, built once the first route set is known (routes come from the database). */
export function createAppRouter({ routeTree, history, page }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { page },
    history: history ?? createBrowserHistory(),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
