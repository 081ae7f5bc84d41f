import { useQuery } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

/** A hub's modules; `includeInactive` for those who may edit them (to switch them back on). */
export function useModules(zoneId: string, hubId: string, { includeInactive = false } = {}) {
  return useQuery(moduleQueries.list(zoneId, hubId, includeInactive));
}
