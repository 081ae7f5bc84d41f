import type { PermissionAction, PermissionResource } from '@atrium/schema';

export const ZONE_ACCESS_KEY = 'atrium:zoneAccess';

/**
 * What a zone- or hub-scoped route needs: the ids come from the path (`:zoneId`, and `:hubId` for
 * hub scope), the resource and action from the decorator.
 */
export interface ZoneAccessRequirement {
  scope: 'zone' | 'hub';
  resource: PermissionResource;
  action: PermissionAction;
}
