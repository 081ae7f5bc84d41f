import { isAdminRole } from '../routes/fallback-routes.js';
import { PERMISSION_ACTIONS, ZONE_ROLES } from './permission-vocabulary.js';
import type { PermissionAction, PermissionResource, ZoneRole } from './permission-vocabulary.js';

type Grants = Readonly<Record<PermissionResource, readonly PermissionAction[]>>;

const ALL = PERMISSION_ACTIONS;
const CONTENT = ['read', 'create', 'update', 'delete'] as const;
const READ = ['read'] as const;

/**
 * What each zone role may do inside its zone, as a Slack or Notion workspace would have it:
 *
 * - **owner**: everything, including deleting the zone and granting or removing ownership.
 * - **admin**: everything except deleting the zone (and, by the member rules, touching owners or
 *   granting the owner role).
 * - **member**: reads everything and edits content: creates, updates and deletes modules and
 *   dashboards. Hubs (the zone's structure), zone settings and members are not theirs.
 * - **viewer**: reads everything, changes nothing.
 *
 * `manage_members` is zone-wide (there is no per-hub membership), so it is granted alike on every
 * resource. `zone:create` is not an act inside a zone (any signed-in user may create a zone);
 * inside a zone context it follows the zone's managers.
 *
 * Platform admins (admin, super_admin, platform_owner) may do everything everywhere.
 */
export const ZONE_ROLE_PERMISSIONS: Readonly<Record<ZoneRole, Grants>> = Object.freeze({
  owner: { zone: ALL, hub: ALL, module: ALL, dashboard: ALL },
  admin: { zone: ['read', 'create', 'update', 'manage_members'], hub: ALL, module: ALL, dashboard: ALL },
  member: { zone: READ, hub: READ, module: CONTENT, dashboard: CONTENT },
  viewer: { zone: READ, hub: READ, module: READ, dashboard: READ },
});

/** Precomputed role → resource → action → true table: `can` is three property reads, no allocation. */
const GRANTED: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, true>>>>>> =
  Object.freeze(
    Object.fromEntries(
      ZONE_ROLES.map((role) => [
        role,
        Object.freeze(
          Object.fromEntries(
            Object.entries(ZONE_ROLE_PERMISSIONS[role]).map(([resource, actions]) => [
              resource,
              Object.freeze(Object.fromEntries(actions.map((a) => [a, true as const]))),
            ]),
          ),
        ),
      ]),
    ),
  );

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** True when a zone role may perform `action` on `resource` in its zone. No role (not a member) → false. */
export function can(
  role: ZoneRole | null | undefined,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  if (!role || !own(GRANTED, role)) return false;
  const byResource = GRANTED[role];
  if (!own(byResource, resource)) return false;
  const actions = byResource[resource];
  return own(actions, action) && actions[action] === true;
}

const PLURAL: Record<PermissionResource, string> = {
  zone: 'zones',
  hub: 'hubs',
  module: 'modules',
  dashboard: 'dashboards',
};

/** "update hubs", "delete this zone", "manage the members of this zone". */
export function describePermission(resource: PermissionResource, action: PermissionAction): string {
  if (action === 'manage_members') return 'manage the members of this zone';
  if (resource === 'zone') return action === 'create' ? 'create zones' : `${action} this zone`;
  return `${action} ${PLURAL[resource]}`;
}

/** Who is asking, as far as the matrix cares. */
export interface PermissionSubject {
  /** user_profiles.role (the platform role). */
  platformRole?: string | null;
  /** The caller's role in the zone; null or undefined when not a member. */
  zoneRole?: ZoneRole | null;
  /** The zone is archived (is_active false): its content is read-only. */
  zoneArchived?: boolean;
}

export interface PermissionDecision {
  allowed: boolean;
  /** Always set: why access was granted or refused. */
  reason: string;
  /** Why it was refused: not a member, the role lacks the action, or the zone is archived. */
  denial?: 'not_member' | 'forbidden' | 'archived';
}

/** Writes allowed in an archived zone: restoring or renaming it, deleting it, and its members. */
function allowedWhenArchived(resource: PermissionResource, action: PermissionAction): boolean {
  return action === 'read' || action === 'manage_members' || (resource === 'zone' && action !== 'create');
}

export const NOT_A_MEMBER_REASON = 'You are not a member of this zone';
export const ARCHIVED_ZONE_REASON = 'This zone is archived: restore it before changing its content';

/** The whole decision for one subject, resource and action, with its reason. Pure. */
export function decidePermission(
  subject: PermissionSubject,
  resource: PermissionResource,
  action: PermissionAction,
): PermissionDecision {
  const what = describePermission(resource, action);
  if (isAdminRole(subject.platformRole)) {
    if (subject.zoneArchived && !allowedWhenArchived(resource, action)) {
      return { allowed: false, reason: ARCHIVED_ZONE_REASON, denial: 'archived' };
    }
    return { allowed: true, reason: `Platform role "${subject.platformRole}" may ${what}` };
  }
  const role = subject.zoneRole;
  if (!role) return { allowed: false, reason: NOT_A_MEMBER_REASON, denial: 'not_member' };
  if (!can(role, resource, action)) {
    return { allowed: false, reason: `Zone role "${role}" may not ${what}`, denial: 'forbidden' };
  }
  if (subject.zoneArchived && !allowedWhenArchived(resource, action)) {
    return { allowed: false, reason: ARCHIVED_ZONE_REASON, denial: 'archived' };
  }
  return { allowed: true, reason: `Zone role "${role}" may ${what}` };
}
