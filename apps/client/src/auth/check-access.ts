/**
 * `AuthSource.checkAccess` for guard types the client cannot decide alone: POST
 * /permissions/check (specification §3, §6). A guard type reads `resource` or
 * `resource.action` / `resource:action` (`zone`, `hub:update`); the zone and hub come from the
 * page's URL parameters (`zoneId`, `hubId`). With neither id the server grants access.
 */
import type { AccessResult } from '@atrium/schema';
import { request } from '../api/http';
import type { AccessRequest } from './auth-source';

// String literals, not libs/schema's zod vocabulary: that would pull zod into the first chunk.
const CHECKABLE_RESOURCES = new Set(['zone', 'hub']);
const ACTIONS = new Set(['read', 'create', 'update', 'delete', 'manage_members']);
const DEFAULT_ACTION = 'read';

export interface PermissionCheckBody {
  resource: 'zone' | 'hub';
  action: string;
  context: { zone_id?: string; hub_id?: string };
}

/** The request body for a guard type, or null when it names no resource the server can check. */
export function permissionCheckFor(
  guardType: string,
  params: Readonly<Record<string, string>>,
): PermissionCheckBody | null {
  const [resource = '', action = DEFAULT_ACTION] = guardType.trim().split(/[.:]/, 2);
  if (!CHECKABLE_RESOURCES.has(resource) || !ACTIONS.has(action)) return null;
  const context: PermissionCheckBody['context'] = {};
  if (params.zoneId) context.zone_id = params.zoneId;
  if (resource === 'hub' && params.hubId) context.hub_id = params.hubId;
  return { resource: resource as 'zone' | 'hub', action, context };
}

export function unknownGuardReason(guardType: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a route configuration error, reported like the server's (English) reasons
  return `Unknown permission "${guardType}"`;
}

export async function checkAccess({ guardType, params }: AccessRequest): Promise<AccessResult> {
  const body = permissionCheckFor(guardType, params);
  if (!body) return { hasAccess: false, reason: unknownGuardReason(guardType) };
  const result = await request<AccessResult>('/permissions/check', { method: 'POST', json: body });
  return {
    hasAccess: result?.hasAccess === true,
    reason: typeof result?.reason === 'string' ? result.reason : '',
  };
}
