import type { Dashboard, DashboardCreateInput, DashboardUpdateInput } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { hubPath } from '@/features/hubs/api/hubs-api';
import { dashboardKeys } from './dashboard-keys';

const dashboardsPath = (zoneId: string, hubId: string) => `${hubPath(zoneId, hubId)}/dashboards`;
const dashboardPath = (zoneId: string, hubId: string, id: string) =>
  `${dashboardsPath(zoneId, hubId)}/${encodeURIComponent(id)}`;

/**
 * The layout reader (the widget schemas, zod): loaded beside the request, not before it, so this
 * module stays small enough for the app's first chunk and a dashboard's requests leave as soon as
 * its address is known (preloadLikelyData), without waiting for the schemas' code.
 */
const layoutReader = () => import('../utils/normalize-layout');

async function readOne(answer: Promise<Dashboard>): Promise<Dashboard> {
  const [dashboard, { normalizeDashboard }] = await Promise.all([answer, layoutReader()]);
  return normalizeDashboard(dashboard);
}

async function readList(answer: Promise<Dashboard[]>): Promise<Dashboard[]> {
  const [dashboards, { normalizeDashboard }] = await Promise.all([answer, layoutReader()]);
  return dashboards.map(normalizeDashboard);
}

/** Dashboards as the API returns them, each layout read with the current widget schemas. */
export const dashboardsApi = {
  list: (zoneId: string, hubId: string) => readList(request<Dashboard[]>(dashboardsPath(zoneId, hubId))),
  get: (zoneId: string, hubId: string, id: string) =>
    readOne(request<Dashboard>(dashboardPath(zoneId, hubId, id))),
  create: (zoneId: string, hubId: string, input: DashboardCreateInput) =>
    readOne(request<Dashboard>(dashboardsPath(zoneId, hubId), { method: 'POST', json: input })),
  /**
   * `base`: the `updated_at` the change was made from, sent as If-Match: a dashboard someone else
   * saved since is refused (412) rather than overwritten.
   */
  update: (zoneId: string, hubId: string, id: string, patch: DashboardUpdateInput, base?: string) =>
    readOne(
      request<Dashboard>(dashboardPath(zoneId, hubId, id), {
        method: 'PATCH',
        json: patch,
        ...(base ? { headers: { 'If-Match': `"${base}"` } } : {}),
      }),
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
