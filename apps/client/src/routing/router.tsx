import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import type { AppRouteTree } from './build-route-tree';
import { RouteError } from './RouteError';
import { RoutePending } from './RoutePending';

export interface CreateAppRouterOptions {
  routeTree: AppRouteTree;
  history?: RouterHistory;
}

/** The router, built once the first route set is known (routes come from the database). */
export function createAppRouter({ routeTree, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    history: history ?? createBrowserHistory(),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // Query values are plain text, a repeated key a list (a list view's `filter=`; search-params.ts).
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
