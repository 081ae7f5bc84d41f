import { NAMED_PARAM_ROUTES, normalizeLayoutName } from '@atrium/schema';
import { preloadPageComponent, resolvePageComponent } from './component-registry';
import { preloadLayout } from './layout-registry';
import { EARLY_ROUTE_SET } from './route-set';

/** Whether `pathname` fits `pattern` segment by segment (`:name` takes any non-empty segment). */
export function fitsPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
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
