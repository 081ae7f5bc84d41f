/**
 * Route loading (specification §2 "Route loading", §4): the active routes from the database,
 * else the built-in fallback set, else an error the app shows as 'Database Configuration
 * Required'. Failures with the database codes 42501 and PGRST301 fall back quietly.
 */
import {
  EARLY_FALLBACK_ROUTES,
  routeRecordFromDefinition,
  parseRouteRecords,
  type RouteRecord,
} from '@atrium/schema';
import { ApiError } from '../api/http';
import { logger } from '../lib/app-logger';
import { fetchFallbackRoutes } from './fallback-routes-api';
import { fetchActiveRoutes } from './routes-api';

export type RouteSetSource = 'database' | 'fallback' | 'early';

export interface RouteSet {
  source: RouteSetSource;
  /** Active routes, oldest first. */
  routes: readonly RouteRecord[];
  /** The ETag of a database set, for conditional refetches. */
  etag: string | null;
}

/**
 * What the app knows before the first load finishes (specification: the smaller fallback of
 * the early start-up stage — `/`, `/login`, `/dashboard`): named-route lookups made while
 * starting (by the auth work, say) resolve against it.
 */
export const EARLY_ROUTE_SET: RouteSet = Object.freeze({
  source: 'early',
  routes: Object.freeze(EARLY_FALLBACK_ROUTES.map(routeRecordFromDefinition)),
  etag: null,
});

/** Load failures with these codes use the fallback without a warning. */
export const QUIET_ROUTE_ERROR_CODES: readonly string[] = ['42501', 'PGRST301'];

/**
 * The specification's messages, in English: errors and log lines (the 'Database Configuration
 * Required' screen shows its own translated text).
 */
export const ROUTES_UNAVAILABLE_MESSAGE = 'Application routes unavailable. Please try again later.';
export const NO_ROUTES_MESSAGE = 'Database configuration required: No routes found';

/** Both the routes API and the fallback set failed. */
export class RoutesUnavailableError extends Error {
  override readonly name = 'RoutesUnavailableError';
  constructor(
    readonly causes: readonly string[],
    options?: ErrorOptions,
  ) {
    super(ROUTES_UNAVAILABLE_MESSAGE, options);
  }
}

function isQuiet(error: unknown): boolean {
  return error instanceof ApiError && QUIET_ROUTE_ERROR_CODES.includes(error.code);
}

/** A failure in technical English: logged, and listed under the error screen's technical details. */
/* eslint-disable lingui/no-unlocalized-strings */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (isQuiet(error) || /^[0-9A-Z]{5}$/.test(error.code) || error.code.startsWith('PGRST')) {
      return `Database error: ${error.message}`;
    }
    return `Routes API failed: ${error.status}`;
  }
  return error instanceof Error ? error.message : String(error);
}
/* eslint-enable lingui/no-unlocalized-strings */

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function loadFromDatabase(previous: RouteSet | undefined, signal?: AbortSignal): Promise<RouteSet> {
  const etag = previous?.source === 'database' ? previous.etag : null;
  const response = await fetchActiveRoutes(etag, signal);
  if (response.kind === 'not-modified') {
    if (previous) return previous;
    return loadFromDatabase(undefined, signal); // a 304 we did not ask for: ask again, unconditionally
  }
  const parsed = parseRouteRecords(response.body);
  if (!parsed) throw new Error('Routes API returned an unexpected body');
  for (const problem of parsed.problems) logger.warn(problem, { source: 'routes' });
  const routes = parsed.routes.filter((route) => route.is_active);
  if (routes.length === 0) throw new Error(NO_ROUTES_MESSAGE);
  return { source: 'database', routes, etag: response.etag };
}

async function loadFallback(signal?: AbortSignal): Promise<RouteSet> {
  const routes = await fetchFallbackRoutes(signal);
  if (routes.length === 0) throw new Error('The fallback route set has no active routes');
  return { source: 'fallback', routes, etag: null };
}

/**
 * Loads the route set. With a `previous` set (a refetch), a failure keeps it rather than
 * falling back, so a blip never takes pages away from an open browser.
 */
export async function loadRouteSet(previous?: RouteSet, signal?: AbortSignal): Promise<RouteSet> {
  try {
    return await loadFromDatabase(previous, signal);
  } catch (error) {
    if (isAbort(error)) throw error;
    const description = describeFailure(error);
    if (isQuiet(error)) logger.debug(description, { fallback: true });
    else logger.warn(description, { error });
    if (previous && previous.source !== 'early') return previous;
    try {
      return await loadFallback(signal);
    } catch (fallbackError) {
      if (isAbort(fallbackError)) throw fallbackError;
      const causes = [description, describeFailure(fallbackError)];
      logger.error(ROUTES_UNAVAILABLE_MESSAGE, { causes });
      throw new RoutesUnavailableError(causes, { cause: fallbackError });
    }
  }
}
