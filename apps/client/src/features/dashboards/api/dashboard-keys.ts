import { hubKeys } from '@/features/hubs/api/hub-keys';

/** Dashboard keys live under their hub, so invalidating a hub refreshes its dashboards. */
export const dashboardKeys = {
  all: (zoneId: string, hubId: string) => [...hubKeys.detail(zoneId, hubId), 'dashboards'] as const,
  list: (zoneId: string, hubId: string) => [...dashboardKeys.all(zoneId, hubId), 'list'] as const,
  detail: (zoneId: string, hubId: string, dashboardId: string) =>
    [...dashboardKeys.all(zoneId, hubId), 'detail', dashboardId] as const,
};
