import { isAdminRole, platformRoleRank } from '@atrium/schema';
import type { NavigationItem } from '@atrium/schema';

/**
 * Whether a caller with platform role `role` may see an item requiring `requiredRole`: no
 * requirement; the same role (the specification's hasRole is equality); or, for a platform admin,
 * any role that does not rank above theirs — an admin sees what users and admins see, not a
 * super_admin's items; a platform owner sees everything.
 */
export function roleSees(requiredRole: string | null, role: string): boolean {
  if (requiredRole === null || requiredRole === role) return true;
  return isAdminRole(role) && platformRoleRank(requiredRole) <= platformRoleRank(role);
}

/**
 * The one filter behind GET /navigation and GET /navigation/preview: active and visible items
 * the role may see, global (zone_id null) or in one of `zones`, in the input's order (the
 * repository's display order: order_index, created_at, id). An item whose parent is filtered out
 * stays in the list; the tree builder drops it, as the specification says.
 */
export function filterNavigation(
  items: readonly NavigationItem[],
  role: string,
  zones: ReadonlySet<string>,
): NavigationItem[] {
  const out: NavigationItem[] = [];
  for (const item of items) {
    if (!item.is_active || !item.is_visible) continue;
    if (item.zone_id !== null && !zones.has(item.zone_id)) continue;
    if (!roleSees(item.required_role, role)) continue;
    out.push(item);
  }
  return out;
}
