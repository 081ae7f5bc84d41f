import { normalizeLayoutName } from '@atrium/schema';
import { preloadPageComponent, resolvePageComponent } from './component-registry';
import { preloadLayout } from './layout-registry';
import { EARLY_ROUTE_SET } from './route-set';

/**
 * At start, while the route list is still on its way, starts downloading the page and layout
 * the early start-up set names for this address (the landing page at `/`, say). A guess: if
 * the database says otherwise, the right chunks load once the list arrives.
 */
export function preloadLikelyPage(pathname: string): void {
  const route = EARLY_ROUTE_SET.routes.find((r) => r.path === pathname);
  if (!route) return;
  const component = resolvePageComponent(route.component_name);
  if (component) void preloadPageComponent(component.key);
  const layout = normalizeLayoutName(route.layout);
  if (layout) void preloadLayout(layout);
}
