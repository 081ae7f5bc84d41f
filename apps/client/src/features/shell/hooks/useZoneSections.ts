import { useMemo } from 'react';
import { namedPath } from '../../../routing/navigation/route-paths';
import { useRouteSet } from '../../../routing/useRouteSet';
import { useHubs } from '../../hubs/hooks/useHubs';
import type { SidebarSection } from '../components/SidebarNav';

/** The zone sidebar: the zone's overview, then its hubs (ordered as the zone orders them). */
export function useZoneSections(zoneId: string | undefined): SidebarSection[] {
  const { routes } = useRouteSet();
  const hubs = useHubs(zoneId ?? '');
  return useMemo<SidebarSection[]>(() => {
    if (!zoneId) return [];
    const overview = namedPath(routes, 'zone_dashboard', { zoneId });
    const hubItems = (hubs.data ?? []).flatMap((hub) => {
      const path = namedPath(routes, 'hub_view', { zoneId, hubId: hub.id });
      return path ? [{ name: `hub:${hub.id}`, path, label: hub.name }] : [];
    });
    return [
      {
        title: 'Zone',
        items: overview ? [{ name: 'zone_dashboard', path: overview, label: 'Overview' }] : [],
      },
      {
        title: 'Hubs',
        items: hubItems,
        empty: hubs.isLoading ? 'Loading hubs…' : hubs.isError ? 'Could not load the hubs.' : 'No hubs yet.',
      },
    ];
  }, [routes, zoneId, hubs.data, hubs.isLoading, hubs.isError]);
}
