import { NAMED_PARAM_ROUTES, normalizeLayoutName } from '@atrium/schema';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboardPage, prefetchZoneMenu } from '@/features/dashboards/api/prefetch-dashboard-page';
import { preloadPageComponent, resolvePageComponent } from './component-registry';
import { preloadLayout } from './layout-registry';
import { EARLY_ROUTE_SET } from './route-set';

/**
 * The parameters of `pathname` when it fits `pattern` segment by segment (`:name` takes any
 * non-empty segment), else null.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (!want[i].startsWith(':')) {
      if (want[i] !== have[i]) return null;
    } else if (have[i] === '') return null;
    else params[want[i].slice(1)] = have[i];
  }
  return params;
}

/** Whether `pathname` fits `pattern` segment by segment (`:name` takes any non-empty segment). */
export function fitsPattern(pattern: string, pathname: string): boolean {
  return matchPattern(pattern, pathname) !== null;
}

/**
 * At start, while the route list and the session check are still on their way, starts
 * downloading the page and layout the early start-up set names for this address (the landing
 * page at `/`, say), or the built-in page with parameters it fits (a zone, hub, module or
 * dashboard opened from a bookmark). A guess: if the database says otherwise, the right chunks
 * load once the list arrives.
 */
export function preloadLikelyPage(pathname: string): void {
  const route: { component_name: string; layout: string | null } | undefined =
    EARLY_ROUTE_SET.routes.find((r) => r.path === pathname) ??
    NAMED_PARAM_ROUTES.find((r) => fitsPattern(r.path, pathname));
  if (!route) return;
  const component = resolvePageComponent(route.component_name);
  if (component) void preloadPageComponent(component.key);
  const layout = normalizeLayoutName(route.layout);
  if (layout) void preloadLayout(layout);
}

const DASHBOARD_PATH = NAMED_PARAM_ROUTES.find((r) => r.component_name === 'DashboardViewPage')?.path;

/**
 * With a session, a dashboard's address asks at once for what its page reads — its guard, zone,
 * hub and layout, then, as soon as the layout is in, what its widgets read and the chart code —
 * the way a router's loader runs beside the page's code. Called at start (a bookmark, a reload:
 * while the app's code, the session check and the route list are still on their way) and when an
 * in-app navigation starts (`AppRouter`'s `onNavigationStart`: while the router resolves the
 * route, renders the guard, the layout and the page). Without it these start only once the page
 * has rendered and its effects have run, one request after another (measured: the 20-widget
 * dashboard's full load, median 598 → 552 ms over three alternating runs of the bench, for the
 * first part at start).
 * A guess like {@link preloadLikelyPage}: the same cached queries the page reads, so nothing is
 * asked twice; signed out (no token) nothing is asked. Settles when the answers are in; never fails.
 */
export async function preloadLikelyData(
  pathname: string,
  client: QueryClient,
  accessToken: () => Promise<string | null>,
): Promise<void> {
  const params = DASHBOARD_PATH ? matchPattern(DASHBOARD_PATH, pathname) : null;
  if (!params) return;
  try {
    if (!(await accessToken())) return;
    // The page's first requests are part of the app's first chunk (their queries and the HTTP
    // client, a few kB; the layout's schemas load beside the answer): they leave now, not after a
    // chunk has loaded — on a full load that chunk waited behind the page's own code (measured
    // ~110 ms on a busy 2-core machine), in the app behind the click's render.
    // The widgets' data and code hang on the layout: asked for as soon as it is in, not after the
    // page has rendered (its own call then finds them cached or on their way).
    const widgets = import('@/features/dashboards/api/prefetch-dashboard');
    // The sidebar's lists (the zone's hubs, then each hub's modules and dashboards) do not: asked
    // for now, beside the page's, instead of once the layout has rendered. Widgets that count the
    // zone's modules or dashboards read the same queries, a round trip sooner.
    const menu = prefetchZoneMenu(client, params.zoneId);
    await prefetchDashboardPage(client, params.zoneId, params.hubId, params.dashboardId);
    const { prefetchDashboard } = await widgets;
    await Promise.all([prefetchDashboard(client, params.zoneId, params.hubId, params.dashboardId), menu]);
  } catch {
    // The page asks again, and shows what goes wrong.
  }
}
