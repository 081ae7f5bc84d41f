import type { HubModule } from '@atrium/schema';
import { useQuery } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

export interface RecentModule extends HubModule {
  zoneId: string;
}

/**
 * How many modules a zone's hubs show and the most recently changed of them, counted by the
 * server over every hub in one call (not one list per hub, which also stopped at the first 8).
 */
export function useRecentModules(zoneId: string, limit = 5) {
  const query = useQuery(moduleQueries.inZone(zoneId, limit));
  return {
    isPending: query.isPending,
    isError: query.isError,
    total: query.data?.total,
    modules: (query.data?.modules ?? []).map((m): RecentModule => ({ ...m, zoneId })),
  };
}
