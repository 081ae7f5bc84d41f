import {
  assertNotHardCodedPath,
  buildPath,
  findRouteById,
  findRouteByName,
  routeIdNotFoundError,
  routeNotInDatabaseError,
  routePathByName,
  type RouteParams,
} from '@atrium/schema';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { logger } from '@/lib/app-logger';
import { useRouteSet } from '../useRouteSet';

export interface NavigateOptions {
  replace?: boolean;
}

/** A route name, `{ name, params }`, or a history step (-1 back, 1 forward). */
export type NavigationTarget = string | number | { name: string; params?: RouteParams };

export interface AppNavigation {
  /** Navigates to the route called `name`; throws 'Route not found in database' when there is none. */
  navigateByName(name: string, params?: RouteParams, options?: NavigateOptions): Promise<void>;
  /** Navigates to the route with `id`; throws 'Route with ID not found' when there is none. */
  navigateById(id: string, params?: RouteParams, options?: NavigateOptions): Promise<void>;
  /**
   * Navigates by name or history step. A hard-coded path string ('/dashboard') throws a
   * developer-violation error: routes live in the database, so code names them.
   */
  navigate(target: NavigationTarget, options?: NavigateOptions): Promise<void>;
  back(): void;
  forward(): void;
  /** The path of a named route; throws `Route "{name}" not found` or '… route not configured'. */
  pathFor(name: string, params?: RouteParams): string;
}

const warn = (message: string) => logger.warn(message);

/** Navigation by route name or id (specification §2, "Navigation by name"). */
export function useAppNavigation(): AppNavigation {
  const router = useRouter();
  const { routes } = useRouteSet();

  return useMemo<AppNavigation>(() => {
    const go = (path: string, options: NavigateOptions = {}) =>
      router.navigate({ to: path, replace: options.replace });
    const fail = (error: Error): never => {
      logger.error(error.message, { error });
      throw error;
    };
    const navigation: AppNavigation = {
      navigateByName(name, params = {}, options) {
        const route = findRouteByName(routes, name);
        if (!route) return fail(routeNotInDatabaseError(name));
        return go(buildPath(route.path, params, warn), options);
      },
      navigateById(id, params = {}, options) {
        const route = findRouteById(routes, id);
        if (!route) return fail(routeIdNotFoundError(id));
        return go(buildPath(route.path, params, warn), options);
      },
      navigate(target, options) {
        if (typeof target === 'number') {
          router.history.go(target);
          return Promise.resolve();
        }
        try {
          assertNotHardCodedPath(target);
        } catch (error) {
          return fail(error as Error);
        }
        return typeof target === 'string'
          ? navigation.navigateByName(target, {}, options)
          : navigation.navigateByName(target.name, target.params, options);
      },
      back: () => router.history.back(),
      forward: () => router.history.forward(),
      pathFor: (name, params = {}) => routePathByName(routes, name, params, warn),
    };
    return navigation;
  }, [router, routes]);
}
