import { fillRoutePath } from '../routes/route-path.js';

/** Machine-readable kinds of {@link RouteNavigationError}. */
export type RouteNavigationErrorCode =
  | 'ROUTE_NOT_IN_DATABASE'
  | 'ROUTE_ID_NOT_FOUND'
  | 'ROUTE_NAME_NOT_FOUND'
  | 'ROUTE_NOT_CONFIGURED'
  | 'HARD_CODED_PATH';

/** A failed navigation by name or id, with the specification's messages (§2, "Navigation by name"). */
export class RouteNavigationError extends Error {
  override readonly name = 'RouteNavigationError';

  constructor(
    message: string,
    readonly code: RouteNavigationErrorCode,
    /** The route name, id or path the caller asked for. */
    readonly target: string,
  ) {
    super(message);
  }
}

/** Navigating by a name that is not in the routes table. */
export function routeNotInDatabaseError(name: string): RouteNavigationError {
  return new RouteNavigationError('Route not found in database', 'ROUTE_NOT_IN_DATABASE', name);
}

/** Navigating by an id that is not in the routes table. */
export function routeIdNotFoundError(id: string): RouteNavigationError {
  return new RouteNavigationError('Route with ID not found', 'ROUTE_ID_NOT_FOUND', id);
}

/** The named views whose absence is a configuration problem rather than a typo. */
export const NAMED_VIEW_LABELS = Object.freeze({
  zone_dashboard: 'Zone dashboard',
  hub_view: 'Hub view',
  module_view: 'Module view',
  dashboard_view: 'Dashboard view',
} as const);
export type NamedViewName = keyof typeof NAMED_VIEW_LABELS;

/**
 * Looking up the path of a name that is not in the route set: `Route "{name}" not found`, or
 * '{View} route not configured' for the zone, hub, module and dashboard views.
 */
export function routeNameNotFoundError(name: string): RouteNavigationError {
  if (Object.hasOwn(NAMED_VIEW_LABELS, name)) {
    const label = NAMED_VIEW_LABELS[name as NamedViewName];
    return new RouteNavigationError(`${label} route not configured`, 'ROUTE_NOT_CONFIGURED', name);
  }
  return new RouteNavigationError(`Route "${name}" not found`, 'ROUTE_NAME_NOT_FOUND', name);
}

/** True for a hard-coded path string ('/dashboard'): navigation must go by route name. */
export function isHardCodedPath(target: unknown): target is string {
  return typeof target === 'string' && target.startsWith('/');
}

/** The developer-violation error for navigating to a hard-coded path. */
export function hardCodedPathError(path: string): RouteNavigationError {
  return new RouteNavigationError(
    `Developer violation: navigation to the hard-coded path "${path}" is not allowed. Routes live in the database: navigate by route name (navigateByName) or id instead.`,
    'HARD_CODED_PATH',
    path,
  );
}

/** Throws the developer-violation error for a hard-coded path; anything else passes. */
export function assertNotHardCodedPath(target: unknown): void {
  if (isHardCodedPath(target)) throw hardCodedPathError(target);
}

export type RouteParams = Readonly<Record<string, string | number | null | undefined>>;

/** The warning for a parameter left unfilled. */
export function unfilledParamWarning(param: string, template: string): string {
  return `Route parameter "${param}" was not provided for path "${template}"`;
}

/**
 * Builds a URL path from a route template: each `:name` is replaced by `params[name]`
 * (URI-encoded); an optional `:name?` with no value is dropped; a required parameter with no
 * value stays as `:name` and `warn` is called once for it.
 */
export function buildPath(
  template: string,
  params: RouteParams = {},
  warn: (message: string) => void = () => {},
): string {
  const { path, missing } = fillRoutePath(template, params);
  for (const param of missing) warn(unfilledParamWarning(param, template));
  return path;
}

interface NamedRoute {
  id: string | null;
  name: string;
  path: string;
}

/** The route called `name`, or undefined. */
export function findRouteByName<T extends NamedRoute>(routes: readonly T[], name: string): T | undefined {
  return routes.find((route) => route.name === name);
}

/** The route with `id`, or undefined. */
export function findRouteById<T extends NamedRoute>(routes: readonly T[], id: string): T | undefined {
  return routes.find((route) => route.id !== null && route.id === id);
}

/**
 * The path of the route called `name` with `params` filled in. Throws
 * {@link routeNameNotFoundError} when there is no such route.
 */
export function routePathByName(
  routes: readonly NamedRoute[],
  name: string,
  params: RouteParams = {},
  warn?: (message: string) => void,
): string {
  const route = findRouteByName(routes, name);
  if (!route) throw routeNameNotFoundError(name);
  return buildPath(route.path, params, warn);
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Link to a zone: `/zones/{id}`. */
export function zoneHref(zoneId: string | number): string {
  return `/zones/${segment(zoneId)}`;
}

/** Link to a hub: `/zones/{zoneId}/hubs/{hubId}`. */
export function hubHref(zoneId: string | number, hubId: string | number): string {
  return `/zones/${segment(zoneId)}/hubs/${segment(hubId)}`;
}
