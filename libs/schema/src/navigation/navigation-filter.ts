import { isAdminRole } from '../routes/fallback-routes.js';
import { platformRoleRank } from '../users/roles.js';

/** What the menu filter reads of an item. */
export interface NavigationFilterItem {
  is_active: boolean;
  is_visible: boolean;
  required_role: string | null;
  zone_id: string | null;
}

/**
 * Whether a caller with platform role `role` may see an item requiring `requiredRole`: no
 * requirement; the same role (the specification's hasRole is equality); or, for a platform admin,
 * any role that does not rank above theirs — an admin sees what users and admins see, not a
 * super_admin's items; a platform owner sees everything.
 */
export function navigationRoleSees(requiredRole: string | null, role: string): boolean {
  if (requiredRole === null || requiredRole === role) return true;
  return isAdminRole(role) && platformRoleRank(requiredRole) <= platformRoleRank(role);
}

/**
 * The one menu filter: behind GET /navigation and GET /navigation/preview on the server, and the
 * builder's preview of an unsaved draft on the client. Active and visible items the role may see,
 * global (zone_id null) or in one of `zones`, in the input's order. An item whose parent is
 * filtered out stays in the list; the tree builder drops it, as the specification says.
 */
export function filterNavigation<T extends NavigationFilterItem>(
  items: readonly T[],
  role: string,
  zones: ReadonlySet<string>,
): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (!item.is_active || !item.is_visible) continue;
    if (item.zone_id !== null && !zones.has(item.zone_id)) continue;
    if (!navigationRoleSees(item.required_role, role)) continue;
    out.push(item);
  }
  return out;
}
