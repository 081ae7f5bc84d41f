import { parseRouteRecords, type RouteRecord } from '@atrium/schema';

/**
 * The built-in fallback route set (libs/schema FALLBACK_ROUTES), which the build writes next
 * to index.html as fallback-routes.json (vite/route-artifacts-plugin.ts). Fetched only when
 * the routes API fails, so it costs nothing on a normal start; if it cannot be fetched either,
 * the app shows 'Database Configuration Required'.
 */
export const FALLBACK_ROUTES_URL = `${import.meta.env.BASE_URL}fallback-routes.json`;

/** The active fallback routes. Throws when the file cannot be fetched or read. */
export async function fetchFallbackRoutes(signal?: AbortSignal): Promise<RouteRecord[]> {
  const response = await fetch(FALLBACK_ROUTES_URL, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Fallback routes failed: ${response.status}`);
  const parsed = parseRouteRecords(await response.json());
  if (!parsed) throw new Error('Fallback routes are not a list');
  return parsed.routes.filter((route) => route.is_active);
}
