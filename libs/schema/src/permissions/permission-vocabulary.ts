import { z } from 'zod';

/**
 * The one permission vocabulary: what can be acted on inside a zone, and how. Used by the
 * server's guards and `requireAccess`, by POST /permissions/check and by the client's
 * `useHasPermission`.
 */
export const PERMISSION_RESOURCES = Object.freeze(['zone', 'hub', 'module', 'dashboard'] as const);
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = Object.freeze([
  'read',
  'create',
  'update',
  'delete',
  'manage_members',
] as const);
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The specification's default action. */
export const DEFAULT_PERMISSION_ACTION: PermissionAction = 'read';

/** A user's role inside one zone, strongest first. */
export const ZONE_ROLES = Object.freeze(['owner', 'admin', 'member', 'viewer'] as const);
export type ZoneRole = (typeof ZONE_ROLES)[number];

export const permissionResourceSchema = z.enum(PERMISSION_RESOURCES, {
  error: `Resource must be one of: ${PERMISSION_RESOURCES.join(', ')}`,
});
export const permissionActionSchema = z.enum(PERMISSION_ACTIONS, {
  error: `Action must be one of: ${PERMISSION_ACTIONS.join(', ')}`,
});
export const zoneRoleSchema = z.enum(ZONE_ROLES, { error: `Role must be one of: ${ZONE_ROLES.join(', ')}` });

export function isZoneRole(value: unknown): value is ZoneRole {
  return typeof value === 'string' && (ZONE_ROLES as readonly string[]).includes(value);
}

export function isPermissionResource(value: unknown): value is PermissionResource {
  return typeof value === 'string' && (PERMISSION_RESOURCES as readonly string[]).includes(value);
}

export function isPermissionAction(value: unknown): value is PermissionAction {
  return typeof value === 'string' && (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

/** Higher is stronger: owner 4, admin 3, member 2, viewer 1. */
export const ZONE_ROLE_RANK: Readonly<Record<ZoneRole, number>> = Object.freeze({
  owner: 4,
  admin: 3,
  member: 2,
  viewer: 1,
});
