import type { Hub, HubModule } from '@atrium/schema';
import { useQueries } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

export interface RecentModule extends HubModule {
  zoneId: string;
}

/** The most recently changed modules across a zone's first hubs (one cached query per hub). */
export function useRecentModules(zoneId: string, hubs: readonly Hub[] | undefined, limit = 5) {
  return useQueries({
    queries: (hubs ?? []).slice(0, 8).map((hub) => moduleQueries.list(zoneId, hub.id)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      total: results.reduce((sum, r) => sum + (r.data?.length ?? 0), 0),
      modules: results
        .flatMap((r) => r.data ?? [])
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, limit)
        .map((m): RecentModule => ({ ...m, zoneId })),
    }),
  });
}
