import { useQuery } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

export function useModules(zoneId: string, hubId: string) {
  return useQuery(moduleQueries.list(zoneId, hubId));
}
