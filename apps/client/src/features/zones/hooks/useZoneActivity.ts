import { useQuery } from '@tanstack/react-query';
import type { ZoneActivityParams } from '../api/zone-activity-params';
import { zoneQueries } from '../api/zones-api';

/** One page of the zone's Activity (GET /zones/:zoneId/activity). */
export function useZoneActivity(zoneId: string, params: ZoneActivityParams) {
  return useQuery(zoneQueries.activity(zoneId, params));
}
