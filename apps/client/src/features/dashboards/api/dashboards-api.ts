import type { Dashboard, DashboardCreateInput, DashboardUpdateInput } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { hubPath } from '@/features/hubs/api/hubs-api';
import { normalizeDashboard } from '../utils/normalize-layout';
import { dashboardKeys } from './dashboard-keys';

const dashboardsPath = (zoneId: string, hubId: string) => `${hubPath(zoneId, hubId)}/dashboards`;
const dashboardPath = (zoneId: string, hubId: string, id: string) =>
  `${dashboardsPath(zoneId, hubId)}/${encodeURIComponent(id)}`;

/** Dashboards as the API returns them, each layout read with the current widget schemas. */
export const dashboardsApi = {
  list: async (zoneId: string, hubId: string) =>
    (await request<Dashboard[]>(dashboardsPath(zoneId, hubId))).map(normalizeDashboard),
  get: async (zoneId: string, hubId: string, id: string) =>
    normalizeDashboard(await request<Dashboard>(dashboardPath(zoneId, hubId, id))),
  create: async (zoneId: string, hubId: string, input: DashboardCreateInput) =>
    normalizeDashboard(
      await request<Dashboard>(dashboardsPath(zoneId, hubId), { method: 'POST', json: input }),
    ),
  update: async (zoneId: string, hubId: string, id: string, patch: DashboardUpdateInput) =>
    normalizeDashboard(
      await request<Dashboard>(dashboardPath(zoneId, hubId, id), { method: 'PATCH', json: patch }),
    ),
  remove: (zoneId: string, hubId: string, id: string) =>
    request<void>(dashboardPath(zoneId, hubId, id), { method: 'DELETE' }),
  reorder: (zoneId: string, hubId: string, ids: string[]) =>
    request<unknown>(`${dashboardsPath(zoneId, hubId)}/order`, { method: 'PUT', json: { ids } }),
};

export const dashboardQueries = {
  list: (zoneId: string, hubId: string) =>
    queryOptions({
      queryKey: dashboardKeys.list(zoneId, hubId),
      queryFn: () => dashboardsApi.list(zoneId, hubId),
      enabled: !!zoneId && !!hubId,
    }),
  detail: (zoneId: string, hubId: string, id: string) =>
    queryOptions({
      queryKey: dashboardKeys.detail(zoneId, hubId, id),
      queryFn: () => dashboardsApi.get(zoneId, hubId, id),
      enabled: !!zoneId && !!hubId && !!id,
    }),
};
