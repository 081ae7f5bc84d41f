import { useQueries, useQuery } from '@tanstack/react-query';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { zoneQueries } from '@/features/zones/api/zones-api';
import { dashboardQueries } from '../api/dashboards-api';
import type { LiveData, LiveNeeds } from '../utils/live-data';
import { useDashboardScope } from './useDashboardScope';

export interface LiveDataResult {
  data: LiveData;
  isError: boolean;
  retry: () => void;
}

/**
 * The zone's and hub's lists a live widget needs (hubs, members, modules, dashboards), through the
 * same cached queries the zone and hub pages use: only what `needs` asks for is fetched.
 */
export function useLiveData(needs: LiveNeeds): LiveDataResult {
  const scope = useDashboardScope();
  const zoneId = scope?.zoneId ?? '';
  const hubId = scope?.hubId ?? '';
  const hubs = useQuery({ ...hubQueries.list(zoneId), enabled: !!zoneId && needs.hubs });
  const members = useQuery({ ...zoneQueries.members(zoneId), enabled: !!zoneId && needs.members });
  const hubIdsFor = (need: LiveNeeds['modules']) =>
    need === 'zone' ? (hubs.data ?? []).map((h) => h.id) : need === 'hub' && hubId ? [hubId] : [];
  const modules = useQueries({
    queries: hubIdsFor(needs.modules).map((id) => moduleQueries.list(zoneId, id)),
  });
  const dashboards = useQueries({
    queries: hubIdsFor(needs.dashboards).map((id) => dashboardQueries.list(zoneId, id)),
  });
  const modulesByHub: Record<string, NonNullable<(typeof modules)[number]['data']>> = {};
  hubIdsFor(needs.modules).forEach((id, i) => {
    const list = modules[i]?.data;
    if (list) modulesByHub[id] = list;
  });
  const dashboardsByHub: Record<string, NonNullable<(typeof dashboards)[number]['data']>> = {};
  hubIdsFor(needs.dashboards).forEach((id, i) => {
    const list = dashboards[i]?.data;
    if (list) dashboardsByHub[id] = list;
  });
  const used = [
    needs.hubs ? hubs : null,
    needs.members ? members : null,
    ...(needs.modules ? modules : []),
    ...(needs.dashboards ? dashboards : []),
  ].filter((q) => q !== null);
  return {
    // Only the lists this widget reads: a query result tracks the fields read from it, so a widget
    // that reads no members (a typed chart, say) does not render again when another widget's
    // members arrive.
    data: {
      hubId,
      hubs: needs.hubs ? hubs.data : undefined,
      members: needs.members ? members.data : undefined,
      modulesByHub,
      dashboardsByHub,
    },
    isError: used.some((q) => q.isError),
    retry: () => {
      for (const q of used) if (q.isError) void q.refetch();
    },
  };
}
