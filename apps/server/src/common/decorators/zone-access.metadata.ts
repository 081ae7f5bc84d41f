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
  /**
   * What the route does, as a refusal words it ("read this zone's activity"), when it borrows
   * another action's permission: a member then reads `Zone role "member" may not read this zone's
   * activity` rather than the borrowed action's "may not update this zone".
   */
  refusalAction?: string;
}
