import { namedPath } from '../routing/navigation/route-paths';
import { currentRouteSet } from '../routing/route-set-context';
import { routeSetKeys } from '../routing/route-set-query';
import type { QueryClient } from '@tanstack/react-query';
import { logger } from '../lib/app-logger';
import { authApi } from './auth-api';
import { AuthStore } from './auth-store';
import { clearCookies } from './clear-cookies';

/**
 * The app's auth store: the browser's storage, timers and events, the app logger, and the
 * query client whose user data is dropped on sign-out (the route set is kept: it is the same
 * for everyone and the router is built from it).
 */
export function createAppAuthStore(queryClient: QueryClient): AuthStore {
  return new AuthStore({
    api: authApi,
    logger,
    clearCookies: () => clearCookies(document),
    clearQueryCache: () => {
      void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== routeSetKeys.all[0] });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== routeSetKeys.all[0] });
      queryClient.getMutationCache().clear();
    },
    loginPath: () => {
      const path = namedPath(currentRouteSet().routes, 'login');
      if (path === null) throw new Error('Unable to redirect to login');
      return path;
    },
  });
}
