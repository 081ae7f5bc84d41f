import type { RouteProblem } from '../routes/route-validation.js';
import { isAdminRole } from '../routes/fallback-routes.js';
import { guardPlanFor } from '../routes/route-guard.js';
import type { GuardedRouteFields } from '../routes/route-guard.js';
import { isInternalNavigationPath } from './navigation-item.js';

/** What the check needs of a navigation item. */
export interface NavigationLinkItem {
  id: string;
  title: string;
  path: string | null;
  /** Who sees the item (null: everyone signed in); when absent, its audience is not checked. */
  required_role?: string | null;
}

/** What the check needs of a route row; without `is_public` and `metadata` its guard is not checked. */
export interface NavigationRouteCandidate {
  name: string;
  path: string;
  is_active: boolean;
  is_public?: boolean;
  metadata?: GuardedRouteFields['metadata'];
}

/** Whether a route's guard admits admins only (guard type `admin`, as `decideGuard` decides it). */
function isAdminOnlyRoute(route: NavigationRouteCandidate): boolean {
  if (route.is_public === undefined || route.metadata === undefined) return false;
  const plan = guardPlanFor({ name: route.name, is_public: route.is_public, metadata: route.metadata });
  return plan.kind === 'guarded' && plan.guardType === 'admin';
}

/**
 * The admin-only route an item links to while people who are not admins see the item, or null.
 * The menu shows an item without a required role to everyone signed in, and one requiring a role
 * that is not an admin role to that role (`navigationRoleSees`); a route guarded `admin` refuses
 * them all with 403. Only when every active route serving the link is admin-only (the item's link
 * opens nothing else); external links, items without a path and admin audiences are never refused.
 */
export function navigationAudienceRefusingRoute<R extends NavigationRouteCandidate>(
  item: { path: string | null; required_role: string | null },
  routes: readonly R[],
): R | null {
  if (isAdminRole(item.required_role) || !isInternalNavigationPath(item.path)) return null;
  const serving = routes.filter((route) => route.is_active && routeServesLink(route.path, item.path!));
  if (serving.length === 0 || !serving.every(isAdminOnlyRoute)) return null;
  return serving[0];
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

/** The route check's words for an item shown to people its admin-only route refuses. */
function audienceMessage(title: string, role: string | null, route: string): string {
  if (role === null)
    return `Navigation item "${title}" is shown to everyone signed in, but only admins may open its route "${route}"`;
  return `Navigation item "${title}" is shown to role "${role}", but only admins may open its route "${route}"`;
}

/**
 * The route validator's navigation warnings: each item whose internal path no route serves, or
 * only an inactive one, or only admin-only ones while people who are not admins see the item
 * (`navigationAudienceRefusingRoute`). External (http/https) links and items without a path are
 * not checked.
 */
export function navigationRouteProblems(
  items: readonly NavigationLinkItem[],
  routes: readonly NavigationRouteCandidate[],
): RouteProblem[] {
  const problems: RouteProblem[] = [];
  for (const item of items) {
    if (!isInternalNavigationPath(item.path)) continue;
    const serving = routes.filter((route) => routeServesLink(route.path, item.path!));
    if (serving.some((route) => route.is_active)) {
      const role = item.required_role;
      const refusing =
        role === undefined
          ? null
          : navigationAudienceRefusingRoute({ path: item.path, required_role: role }, routes);
      if (!refusing || role === undefined) continue;
      const message = audienceMessage(item.title, role, refusing.name);
      problems.push({
        route_id: null,
        navigation_id: item.id,
        name: item.title,
        severity: 'warning',
        message,
      });
      continue;
    }
    const message =
      serving.length === 0
        ? `Navigation item "${item.title}" links to "${item.path}", which no route serves`
        : `Navigation item "${item.title}" links to "${item.path}", which only the inactive route "${serving[0].name}" serves`;
    problems.push({ route_id: null, navigation_id: item.id, name: item.title, severity: 'warning', message });
  }
  return problems;
}
