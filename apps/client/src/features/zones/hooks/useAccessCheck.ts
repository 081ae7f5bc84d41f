import type { PermissionAction, PermissionResource } from '@atrium/schema';
import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '../api/zones-api';
import { useSignedIn } from '@/auth/useSignedIn';

/** POST /permissions/check for a zone (and hub): the zone-scoped and hub-scoped guards. */
export function useAccessCheck(
  zoneId: string,
  resource: PermissionResource,
  action: PermissionAction,
  hubId?: string,
) {
  return useQuery({
    ...zoneQueries.access(zoneId, resource, action, hubId),
    enabled: useSignedIn(),
  });
}
