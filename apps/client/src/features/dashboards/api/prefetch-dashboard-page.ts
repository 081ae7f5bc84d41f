import type { QueryClient } from '@tanstack/react-query';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { zoneQueries } from '@/features/zones/api/zones-api';
import { dashboardQueries } from './dashboards-api';

export { prefetchZoneMenu } from '@/features/shell/api/prefetch-zone-menu';

/**
 * A dashboard opened by a full page load (see preloadLikelyData): what DashboardLoader reads
 * first — its hub-scoped guard, zone, hub and layout — through the same cached queries. Kept apart
 * from prefetchDashboard (which reads the layout for what its widgets need, and loads their code)
 * so that this chunk is small and its requests leave before the app's first render. DashboardLoader
 * then finds the layout cached and asks for the widgets' data at once. The zone's sidebar lists
 * (prefetchZoneMenu, re-exported here for the same chunk) are asked for beside these.
 */
export async function prefetchDashboardPage(
  client: QueryClient,
  zoneId: string,
  hubId: string,
  dashboardId: string,
): Promise<void> {
  await Promise.all([
    client.prefetchQuery(zoneQueries.access(zoneId, 'hub', 'read', hubId)),
    client.prefetchQuery(zoneQueries.detail(zoneId)),
    client.prefetchQuery(hubQueries.detail(zoneId, hubId)),
    client.prefetchQuery(dashboardQueries.detail(zoneId, hubId, dashboardId)),
  ]);
}
