import type { Hub, HubCreateInput, HubUpdateInput } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { hubKeys } from './hub-keys';

export const hubsPath = (zoneId: string) => `/zones/${encodeURIComponent(zoneId)}/hubs`;
export const hubPath = (zoneId: string, hubId: string) => `${hubsPath(zoneId)}/${encodeURIComponent(hubId)}`;

export const hubsApi = {
  list: (zoneId: string) => request<Hub[]>(hubsPath(zoneId)),
  get: (zoneId: string, hubId: string) => request<Hub>(hubPath(zoneId, hubId)),
  create: (zoneId: string, input: HubCreateInput) =>
    request<Hub>(hubsPath(zoneId), { method: 'POST', json: input }),
  update: (zoneId: string, hubId: string, patch: HubUpdateInput) =>
    request<Hub>(hubPath(zoneId, hubId), { method: 'PATCH', json: patch }),
  remove: (zoneId: string, hubId: string) => request<void>(hubPath(zoneId, hubId), { method: 'DELETE' }),
  /** PUT …/hubs/order: these hubs first, in this order; answers every hub in the new order. */
  reorder: (zoneId: string, ids: string[]) =>
    request<Hub[]>(`${hubsPath(zoneId)}/order`, { method: 'PUT', json: { ids } }),
};

export const hubQueries = {
  list: (zoneId: string) =>
    queryOptions({ queryKey: hubKeys.list(zoneId), queryFn: () => hubsApi.list(zoneId), enabled: !!zoneId }),
  detail: (zoneId: string, hubId: string) =>
    queryOptions({
      queryKey: hubKeys.detail(zoneId, hubId),
      queryFn: () => hubsApi.get(zoneId, hubId),
      enabled: !!zoneId && !!hubId,
    }),
};
