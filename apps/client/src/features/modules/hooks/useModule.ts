import { useQuery } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

export function useModule(zoneId: string, hubId: string, moduleId: string) {
  return useQuery(moduleQueries.detail(zoneId, hubId, moduleId));
}
