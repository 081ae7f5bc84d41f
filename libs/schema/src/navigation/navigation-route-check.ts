import type { RouteProblem } from '../routes/route-validation.js';
import { isInternalNavigationPath } from './navigation-item.js';

/** What the check needs of a navigation item. */
export interface NavigationLinkItem {
  id: string;
  title: string;
  path: string | null;
}

/** What the check needs of a route row. */
export interface NavigationRouteCandidate {
  name: string;
  path: string;
  is_active: boolean;
}

/** A path's segments; a link's query and fragment are dropped (a route's `?` marks an optional parameter). */
function segmentsOf(path: string, isLink: boolean): string[] {
  const end = isLink ? path.search(/[?#]/) : -1;
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.split('/').filter((s) => s.length > 0);
}

/**
 * Whether a route path (`/zones/:zoneId`, `/files/*`, `/a/:b?`) serves a navigation link. A link
 * may itself name parameters (`/zones/:zoneId`): a `:x` segment matches a route parameter only.
 * Query and fragment are ignored. Iterative over the route's segments, with one branch per
 * optional parameter (route paths are short).
 */
export function routeServesLink(routePath: string, link: string): boolean {
  const route = segmentsOf(routePath, false);
  const target = segmentsOf(link, true);
  const stack: Array<[number, number]> = [[0, 0]];
  while (stack.length > 0) {
    const [r, l] = stack.pop()!;
    if (r === route.length) {
      if (l === target.length) return true;
      continue;
    }
    const segment = route[r];
    if (segment === '*') return true;
    if (segment.startsWith(':')) {
      if (segment.endsWith('?')) stack.push([r + 1, l]);
      if (l < target.length) stack.push([r + 1, l + 1]);
      continue;
    }
    if (l < target.length && target[l] === segment && !target[l].startsWith(':')) stack.push([r + 1, l + 1]);
  }
  return false;
}

/**
 * The route validator's navigation warnings: each item whose internal path no route serves, or
 * only an inactive one. External (http/https) links and items without a path are not checked.
 */
export function navigationRouteProblems(
  items: readonly NavigationLinkItem[],
  routes: readonly NavigationRouteCandidate[],
): RouteProblem[] {
  const problems: RouteProblem[] = [];
  for (const item of items) {
    if (!isInternalNavigationPath(item.path)) continue;
    const serving = routes.filter((route) => routeServesLink(route.path, item.path!));
    if (serving.some((route) => route.is_active)) continue;
    const message =
      serving.length === 0
        ? `Navigation item "${item.title}" links to "${item.path}", which no route serves`
        : `Navigation item "${item.title}" links to "${item.path}", which only the inactive route "${serving[0].name}" serves`;
    problems.push({ route_id: null, navigation_id: item.id, name: item.title, severity: 'warning', message });
  }
  return problems;
}
