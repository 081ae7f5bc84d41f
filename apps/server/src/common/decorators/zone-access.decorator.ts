import { applyDecorators, createParamDecorator, SetMetadata, UseGuards } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { PermissionAction, PermissionResource } from '@atrium/schema';
import { ZoneAccessGuard } from '../guards/zone-access.guard.js';
import type { RequestWithZoneAccess } from '../guards/zone-access.guard.js';
import { PermissionException } from '../../modules/permissions/permission.exception.js';
import type { ZoneAccess as GrantedZoneAccess } from '../../modules/permissions/permission-engine.js';
import { ZONE_ACCESS_KEY } from './zone-access.metadata.js';
import type { ZoneAccessRequirement } from './zone-access.metadata.js';

const zoneParam = ApiParam({ name: 'zoneId', format: 'uuid', description: 'Zone id (400 when malformed)' });
const hubParam = ApiParam({
  name: 'hubId',
  format: 'uuid',
  description: 'Hub id; must belong to the zone (404 otherwise)',
});
const refusals = [
  ApiForbiddenResponse({ description: 'FORBIDDEN: the zone role lacks this permission' }),
  ApiNotFoundResponse({ description: 'NOT_FOUND: no such zone or hub, or the caller is not a member' }),
];

/**
 * The route acts on `resource` (default the zone) in the zone named by `:zoneId`; the caller needs
 * `action` there. Platform admins pass. The grant is available to the handler as @ZoneScope().
 * `options.refusalAction` words a 403 for a route that borrows `action`'s permission.
 */
export const ZoneAccess = (
  action: PermissionAction,
  resource: PermissionResource = 'zone',
  options: Pick<ZoneAccessRequirement, 'refusalAction'> = {},
) =>
  applyDecorators(
    SetMetadata(ZONE_ACCESS_KEY, {
      scope: 'zone',
      resource,
      action,
      ...options,
    } satisfies ZoneAccessRequirement),
    UseGuards(ZoneAccessGuard),
    zoneParam,
    ...refusals,
  );

/**
 * The route acts on `resource` (default the hub) in the hub named by `:hubId`, which must belong to
 * the zone named by `:zoneId`.
 */
export const HubAccess = (action: PermissionAction, resource: PermissionResource = 'hub') =>
  applyDecorators(
    SetMetadata(ZONE_ACCESS_KEY, { scope: 'hub', resource, action } satisfies ZoneAccessRequirement),
    UseGuards(ZoneAccessGuard),
    zoneParam,
    hubParam,
    ...refusals,
  );

/** The access the zone guard granted (zone id, hub id, the caller's zone role). Refuses when absent. */
export const ZoneScope = createParamDecorator((_data: unknown, ctx: ExecutionContext): GrantedZoneAccess => {
  const access = ctx.switchToHttp().getRequest<RequestWithZoneAccess>().zoneAccess;
  if (!access) throw PermissionException.misconfigured();
  return access;
});
