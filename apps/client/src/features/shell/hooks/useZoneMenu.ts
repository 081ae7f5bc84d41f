import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { namedPath } from '@/routing/navigation/route-paths';
import { useRouteSet } from '@/routing/useRouteSet';
import { dashboardQueries } from '@/features/dashboards/api/dashboards-api';
import { useHubs } from '@/features/hubs/hooks/useHubs';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { useSignedIn } from '@/auth/useSignedIn';
import type { MenuNode } from '../utils/menu-tree';
import { isNotFoundError } from '@/api/not-found';
import { MAX_HUBS_WITH_CHILDREN } from '../api/prefetch-zone-menu';

/** Icon keys of zone entries, drawn by ZoneMenuIcon. */
export const ZONE_OVERVIEW_ICON = 'zone:overview';
export const hubIconKey = (icon: string | null | undefined) => `hub:${icon ?? ''}`;
export const MODULE_ICON = 'zone:module';
export const DASHBOARD_ICON = 'zone:dashboard';

/**
 * The current zone's part of the sidebar: its overview, then its hubs in the zone's order (each
 * with the icon it was given), each opening onto its modules and dashboards.
 */
export function useZoneMenu(zoneId: string | null): {
  nodes: MenuNode[];
  isLoading: boolean;
  isError: boolean;
  /** The zone does not exist for this caller (404, or not a member): the sidebar shows no part for it. */
  notFound: boolean;
  /**
   * The hubs could not be had: the request failed, or it waits for a connection (offline, a query
   * is paused rather than failed). Only the overview is listed then, and the sidebar says so.
   */
  hubsUnavailable: boolean;
  /** Asks for the hubs again (resumed by itself once back online). */
  retryHubs: () => void;
} {
  const { routes } = useRouteSet();
  const signedIn = useSignedIn();
  const { t } = useLingui();
  const hubs = useHubs(zoneId ?? '');
  const hubList = useMemo(() => (zoneId ? (hubs.data ?? []) : []), [zoneId, hubs.data]);
  const listed = hubList.slice(0, MAX_HUBS_WITH_CHILDREN);
  const children = useQueries({
    queries: listed.flatMap((hub) => [
      { ...moduleQueries.list(zoneId ?? '', hub.id), enabled: signedIn },
      { ...dashboardQueries.list(zoneId ?? '', hub.id), enabled: signedIn },
    ]),
  });
  const childData = children.map((query) => query.data);
  const childKey = children.map((query) => query.dataUpdatedAt).join(',');

  const nodes = useMemo<MenuNode[]>(() => {
    if (!zoneId) return [];
    const link = (name: string, params: Record<string, string>) => namedPath(routes, name, params);
    const overview: MenuNode = {
      id: `zone:${zoneId}`,
      label: t`Overview`,
      href: link('zone_dashboard', { zoneId }),
      external: false,
      icon: ZONE_OVERVIEW_ICON,
      children: [],
    };
    const hubNodes = hubList.map((hub, index): MenuNode => {
      const modules =
        (childData[index * 2] as
          { id: string; name: string; type?: string; is_active?: boolean }[] | undefined) ?? [];
      const dashboards = (childData[index * 2 + 1] as { id: string; name: string }[] | undefined) ?? [];
      const params = { zoneId, hubId: hub.id };
      return {
        id: `hub:${hub.id}`,
        label: hub.name,
        href: link('hub_view', params),
        external: false,
        icon: hubIconKey(hub.icon),
        children: [
          ...modules
            .filter((module) => module.is_active !== false)
            .map((module) => ({
              id: `module:${module.id}`,
              label: module.name,
              href: link('module_view', { ...params, moduleId: module.id }),
              external: false,
              icon: module.type ? `${MODULE_ICON}:${module.type}` : MODULE_ICON,
              children: [],
            })),
          ...dashboards.map((dashboard) => ({
            id: `dashboard:${dashboard.id}`,
            label: dashboard.name,
            href: link('dashboard_view', { ...params, dashboardId: dashboard.id }),
            external: false,
            icon: DASHBOARD_ICON,
            children: [],
          })),
        ],
      };
    });
    return [overview, ...hubNodes];
    // childKey stands for childData (a new array each render).
  }, [routes, zoneId, hubList, childKey, t]);

  const notFound = hubs.isError && isNotFoundError(hubs.error);
  const hubsUnavailable =
    !!zoneId && !notFound && hubs.data === undefined && (hubs.isError || hubs.fetchStatus === 'paused');
  return {
    nodes: notFound ? [] : nodes,
    isLoading: hubs.isLoading,
    isError: hubs.isError,
    notFound,
    hubsUnavailable,
    retryHubs: () => void hubs.refetch(),
  };
}
