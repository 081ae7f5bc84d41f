import type { Zone } from '@atrium/schema';
import { useQueries } from '@tanstack/react-query';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { dashboardQueries } from '../api/dashboards-api';
import { recentlyUpdated, zonesByActivity, type ZoneContent } from '../utils/workspace-activity';

/** How far the home page looks: the most recently changed zones, and their first hubs. */
const ZONES = 6;
const HUBS_PER_ZONE = 6;

/**
 * What changed lately in the member's zones, from the same cached queries the zone and hub pages
 * use: each zone's hubs, then the modules and dashboards of its first hubs.
 */
export function useWorkspaceActivity(zones: readonly Zone[] | undefined) {
  const shown = [...(zones ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, ZONES);
  const hubs = useQueries({ queries: shown.map((z) => hubQueries.list(z.id)) });
  const pairs = shown.flatMap((zone, i) =>
    (hubs[i]?.data ?? []).slice(0, HUBS_PER_ZONE).map((hub) => ({ zone, hub })),
  );
  const modules = useQueries({ queries: pairs.map(({ zone, hub }) => moduleQueries.list(zone.id, hub.id)) });
  const dashboards = useQueries({
    queries: pairs.map(({ zone, hub }) => dashboardQueries.list(zone.id, hub.id)),
  });
  const all = [...hubs, ...modules, ...dashboards];
  const content: ZoneContent[] = shown.map((zone, i) => ({
    zone,
    hubs: hubs[i]?.data ?? [],
    modulesByHub: {},
    dashboardsByHub: {},
  }));
  pairs.forEach(({ zone, hub }, i) => {
    const entry = content.find((c) => c.zone.id === zone.id);
    if (!entry) return;
    if (modules[i]?.data) entry.modulesByHub[hub.id] = modules[i].data;
    if (dashboards[i]?.data) entry.dashboardsByHub[hub.id] = dashboards[i].data;
  });
  return {
    isPending: zones === undefined || all.some((q) => q.isPending),
    isError: all.some((q) => q.isError),
    error: all.find((q) => q.isError)?.error ?? null,
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
    zones: zonesByActivity(content),
    recent: recentlyUpdated(content),
  };
}
