import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '../api/zones-api';

export function useZoneMembers(zoneId: string) {
  return useQuery(zoneQueries.members(zoneId));
}
