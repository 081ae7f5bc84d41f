import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '@/features/dashboards/api/dashboards-api';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';

/** Hubs whose modules and dashboards the sidebar lists (more are reached from the hub page). */
export const MAX_HUBS_WITH_CHILDREN = 40;

/**
 * What the zone's part of the sidebar reads (useZoneMenu): the zone's hubs, then the modules and
 * dashboards of each listed hub, through the same cached queries. Asked for when a zone page's
 * address is known (preloadLikelyData), so these no longer wait for the layout to render, and the
 * live widgets that count a zone's modules or dashboards find them cached or on their way.
 * Failures are left to the sidebar (it shows them); settles when the answers are in.
 */
export async function prefetchZoneMenu(client: QueryClient, zoneId: string): Promise<void> {
  const hubs = await client.ensureQueryData(hubQueries.list(zoneId)).catch(() => null);
  await Promise.all(
    (hubs ?? [])
      .slice(0, MAX_HUBS_WITH_CHILDREN)
      .flatMap((hub) => [
        client.prefetchQuery(moduleQueries.list(zoneId, hub.id)),
        client.prefetchQuery(dashboardQueries.list(zoneId, hub.id)),
      ]),
  );
}
