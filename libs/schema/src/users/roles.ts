import { z } from 'zod';
import { GUEST_ROLE } from '../auth/auth-limits.js';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { rolesCollection } from '../collections/builtin/roles.collection.js';
import {
  createPayloadSchema,
  declaredField,
  declaredMax,
  updatePayloadSchema,
} from '../collections/collection-payload.js';

/**
 * Platform roles (user_profiles.role) as rows of the `roles` table: the system roles Atrium's
 * own checks know, and custom ones an admin adds. A custom role counts as `user` for every
 * platform-admin check; collection permissions are keyed by role name, so a custom role named
 * in a collection's `permissions` gets that grant. Served by GET/POST/PATCH/DELETE /api/roles.
 */

export {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_LABEL_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_NAME_PATTERN,
} from './role-limits.js';

export const PLATFORM_OWNER_ROLE = 'platform_owner';

/** The platform roles of the specification, weakest first. */
export const PLATFORM_ROLES = Object.freeze(['user', 'admin', 'super_admin', 'platform_owner'] as const);
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/**
 * Seeded as system roles (neither deletable nor renamable): the platform roles, and `guest`, the
 * role of a user without a profile row, which profile edits store as such.
 */
export const SYSTEM_ROLES = Object.freeze([GUEST_ROLE, ...PLATFORM_ROLES] as const);

export function isSystemRole(name: string): boolean {
  return (SYSTEM_ROLES as readonly string[]).includes(name);
}

/**
 * How much a role may do on the platform: admin 1, super_admin 2, platform_owner 3, anything
 * else (user, guest, custom roles) 0.
 */
const RANK: Readonly<Record<string, number>> = Object.freeze({
  admin: 1,
  super_admin: 2,
  platform_owner: 3,
});

export function platformRoleRank(role: string | null | undefined): number {
  return role && Object.hasOwn(RANK, role) ? RANK[role] : 0;
}

/**
 * Whether `actorRole` may give someone `role`: platform admins only, and never a role above
 * their own. So only a platform owner grants platform_owner; a super_admin grants up to
 * super_admin, an admin up to admin.
 */
export function mayGrantRole(actorRole: string, role: string): boolean {
  const actor = platformRoleRank(actorRole);
  return actor > 0 && platformRoleRank(role) <= actor;
}

/**
 * Whether `actorRole` may act on a user whose role is `targetRole` (change the role, disable,
 * reset 2FA, sign out): platform admins only, and never on someone above them. So only a
 * platform owner demotes or disables a platform owner.
 */
export function mayManageUser(actorRole: string, targetRole: string): boolean {
  const actor = platformRoleRank(actorRole);
  return actor > 0 && platformRoleRank(targetRole) <= actor;
}

const roleNameField = declaredField(rolesCollection, 'name');

/** A role's name (its key), with the declared bounds of `roles.name`. */
export const platformRoleNameSchema = z
  .string()
  .min(1, 'Role name is required')
  .max(roleNameField.max, `Role names are at most ${roleNameField.max} characters`)
  .regex(
    new RegExp(roleNameField.pattern),
    'Role names are snake_case: a lowercase letter, then lowercase letters, digits or "_"',
  );

// Trimmed before the bounds are checked; "Label is required" is the API's word for an empty label.
const roleLabelSchema = safeTextSchema(declaredMax(rolesCollection, 'label')).refine((s) => s.length > 0, {
  message: 'Label is required',
});
const roleDescriptionSchema = safeTextSchema(declaredMax(rolesCollection, 'description'));

/**
 * Body of POST /roles: a custom role, derived from the `roles` declaration (description defaults
 * to ''). The name is its key for good (no renames).
 */
export const createRoleSchema = createPayloadSchema(rolesCollection, {
  name: platformRoleNameSchema,
  label: roleLabelSchema,
  description: roleDescriptionSchema,
});
export type CreateRoleInput = z.input<typeof createRoleSchema>;
export type CreateRole = z.output<typeof createRoleSchema>;

/** Body of PATCH /roles/:name: label and/or description (system roles too). `name` is refused. */
export const updateRoleSchema = updatePayloadSchema(
  rolesCollection,
  { label: roleLabelSchema, description: roleDescriptionSchema },
  'Nothing to update: send label or description',
);
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;
export type UpdateRole = z.output<typeof updateRoleSchema>;

/** A role as the API returns it; `user_count` is how many users have it. */
export const roleSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  is_system: z.boolean(),
  user_count: z.number().int().min(0),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Role = z.infer<typeof roleSchema>;
