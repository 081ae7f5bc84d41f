import { isUuid, type PermissionAction, type PermissionResource } from '@atrium/schema';
import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '../api/zones-api';
import { useSignedIn } from '@/auth/useSignedIn';

/**
 * POST /permissions/check for a zone (and hub): the zone-scoped and hub-scoped guards. Not sent
 * for ids that are no UUIDs (AccessGate shows such a link's zone or hub as not found).
 */
export function useAccessCheck(
  zoneId: string,
  resource: PermissionResource,
  action: PermissionAction,
  hubId?: string,
) {
  return useQuery({
    ...zoneQueries.access(zoneId, resource, action, hubId),
    enabled: useSignedIn() && isUuid(zoneId) && (hubId === undefined || isUuid(hubId)),
  });
}
