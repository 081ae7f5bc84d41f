import { useQuery } from '@tanstack/react-query';
import { hubQueries } from '../api/hubs-api';

export function useHub(zoneId: string, hubId: string) {
  return useQuery(hubQueries.detail(zoneId, hubId));
}
