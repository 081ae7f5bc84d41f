import {
  DEFAULT_ROUTE_PATHS,
  NOT_FOUND_FALLBACK_PATH,
  buildPath,
  findRouteByName,
  routePathParams,
  validateRoutePath,
  type RouteParams,
  type RouteRecord,
} from '@atrium/schema';
import { logger } from '@/lib/app-logger';

const warn = (message: string) => logger.warn(message);

function defaultPath(name: string): string | null {
  return Object.hasOwn(DEFAULT_ROUTE_PATHS, name)
    ? DEFAULT_ROUTE_PATHS[name as keyof typeof DEFAULT_ROUTE_PATHS]
    : null;
}

/**
 * The path of the route called `name` with `params` filled in (an unfilled parameter is
 * warned about), else its default path (login, dashboard, forgot_password, signup, zones),
 * else null.
 */
export function namedPath(
  routes: readonly RouteRecord[],
  name: string,
  params: RouteParams = {},
): string | null {
  const route = findRouteByName(routes, name);
  if (route) return buildPath(route.path, params, warn);
  return defaultPath(name);
}

/* eslint-disable lingui/no-unlocalized-strings -- the specification's log messages, in English */
const GUARD_TARGET_MISSING = {
  login: 'Login route not found in database',
  dashboard: 'Dashboard route not found in database',
  unauthorized: 'Unauthorized route not found in database',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export type GuardTarget = keyof typeof GUARD_TARGET_MISSING;

/**
 * Where a guard sends the user. A missing route is logged with the specification's message;
 * the default path is used when there is one (login, dashboard), else the guard does nothing
 * (null).
 */
export function guardTargetPath(routes: readonly RouteRecord[], target: GuardTarget): string | null {
  const route = findRouteByName(routes, target);
  if (route && routePathParams(route.path).length === 0) return route.path;
  logger.warn(GUARD_TARGET_MISSING[target]);
  return defaultPath(target);
}

/** Where unknown paths go: the route named not_found, or /404 when that lookup fails. */
export function notFoundPath(routes: readonly RouteRecord[]): string {
  const route = findRouteByName(routes, 'not_found');
  if (route && validateRoutePath(route.path) === null && routePathParams(route.path).length === 0)
    return route.path;
  return NOT_FOUND_FALLBACK_PATH;
}
