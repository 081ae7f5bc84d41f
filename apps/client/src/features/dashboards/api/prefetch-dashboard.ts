import type { DashboardLayout } from '@atrium/schema';
import type { QueryClient } from '@tanstack/react-query';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { zoneQueries } from '@/features/zones/api/zones-api';
import { preloadMarkdownRenderer } from '@/features/modules/components/MarkdownView';
import { preloadChartCode } from '../components/ChartView';
import { chartNeeds, type LiveNeeds } from '../utils/live-data';
import { statDataNeeds } from '../utils/stat-value';
import { dashboardQueries } from './dashboards-api';

const NOTHING: LiveNeeds = { hubs: false, members: false, modules: false, dashboards: false };
const wider = (a: LiveNeeds['modules'], b: LiveNeeds['modules']) =>
  a === 'zone' || b === 'zone' ? 'zone' : a || b;

/** Everything the layout's live widgets read (the union of each stat's and chart's needs). */
export function layoutNeeds(layout: DashboardLayout): LiveNeeds {
  let needs = NOTHING;
  for (const widget of layout) {
    const own =
      widget.type === 'stat'
        ? statDataNeeds(widget.config)
        : widget.type === 'chart'
          ? chartNeeds(widget.config.source)
          : NOTHING;
    needs = {
      hubs: needs.hubs || own.hubs,
      members: needs.members || own.members,
      modules: wider(needs.modules, own.modules),
      dashboards: wider(needs.dashboards, own.dashboards),
    };
  }
  return needs;
}

/**
 * Opening a dashboard: as soon as its layout arrives, asks for everything its widgets will read
 * (the zone's members, hubs, each hub's modules and dashboards — through the same cached queries
 * useLiveData reads) and starts loading the chart code, all at once. Without it these start only
 * when the 20 widgets have rendered and mounted, one round trip after the layout, and the widgets
 * render a second time when they arrive. The chart and Markdown code start loading too. Failures are left to the widgets (they show a retry).
 */
export async function prefetchDashboard(
  client: QueryClient,
  zoneId: string,
  hubId: string,
  dashboardId: string,
): Promise<void> {
  if (!zoneId || !hubId || !dashboardId) return;
  const dashboard = await client
    .ensureQueryData(dashboardQueries.detail(zoneId, hubId, dashboardId))
    .catch(() => null);
  if (!dashboard || dashboard.hub_id !== hubId) return;
  if (dashboard.layout.some((w) => w.type === 'chart')) preloadChartCode();
  if (dashboard.layout.some((w) => w.type === 'markdown' && w.config.content)) preloadMarkdownRenderer();
  const needs = layoutNeeds(dashboard.layout);
  const waits: Promise<unknown>[] = [];
  if (needs.members) waits.push(client.prefetchQuery(zoneQueries.members(zoneId)));
  if (needs.modules === 'hub') waits.push(client.prefetchQuery(moduleQueries.list(zoneId, hubId)));
  if (needs.dashboards === 'hub') waits.push(client.prefetchQuery(dashboardQueries.list(zoneId, hubId)));
  if (needs.hubs || needs.modules === 'zone' || needs.dashboards === 'zone') {
    const hubs = await client.ensureQueryData(hubQueries.list(zoneId)).catch(() => null);
    for (const hub of hubs ?? []) {
      if (needs.modules === 'zone') waits.push(client.prefetchQuery(moduleQueries.list(zoneId, hub.id)));
      if (needs.dashboards === 'zone')
        waits.push(client.prefetchQuery(dashboardQueries.list(zoneId, hub.id)));
    }
  }
  await Promise.all(waits);
}
