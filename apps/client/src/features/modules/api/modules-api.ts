import type { HubModule, ModuleCreateInput, ModuleTypeInfo, ModuleUpdateInput } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { hubPath } from '@/features/hubs/api/hubs-api';
import { moduleKeys } from './module-keys';

const modulesPath = (zoneId: string, hubId: string) => `${hubPath(zoneId, hubId)}/modules`;
const modulePath = (zoneId: string, hubId: string, moduleId: string) =>
  `${modulesPath(zoneId, hubId)}/${encodeURIComponent(moduleId)}`;

export const modulesApi = {
  /** `all`: inactive modules too (members who may edit them; the server refuses others). */
  list: (zoneId: string, hubId: string, all = false) =>
    request<HubModule[]>(`${modulesPath(zoneId, hubId)}${all ? '?all=true' : ''}`),
  get: (zoneId: string, hubId: string, moduleId: string) =>
    request<HubModule>(modulePath(zoneId, hubId, moduleId)),
  create: (zoneId: string, hubId: string, input: ModuleCreateInput) =>
    request<HubModule>(modulesPath(zoneId, hubId), { method: 'POST', json: input }),
  update: (zoneId: string, hubId: string, moduleId: string, patch: ModuleUpdateInput) =>
    request<HubModule>(modulePath(zoneId, hubId, moduleId), { method: 'PATCH', json: patch }),
  remove: (zoneId: string, hubId: string, moduleId: string) =>
    request<void>(modulePath(zoneId, hubId, moduleId), { method: 'DELETE' }),
  reorder: (zoneId: string, hubId: string, ids: string[]) =>
    request<unknown>(`${modulesPath(zoneId, hubId)}/order`, { method: 'PUT', json: { ids } }),
  types: () => request<ModuleTypeInfo[]>('/module-types'),
  /** How many modules the zone's hubs show and the `limit` most recently changed (one call). */
  inZone: async (zoneId: string, limit: number) =>
    (
      await request<{ data: ZoneModules }>('/rpc/zone_modules', {
        method: 'POST',
        json: { zone_id: zoneId, limit },
      })
    ).data,
};

export interface ZoneModules {
  total: number;
  modules: HubModule[];
}

export const moduleQueries = {
  list: (zoneId: string, hubId: string, all = false) =>
    queryOptions({
      queryKey: all ? moduleKeys.listAll(zoneId, hubId) : moduleKeys.list(zoneId, hubId),
      queryFn: () => modulesApi.list(zoneId, hubId, all),
      enabled: !!zoneId && !!hubId,
    }),
  detail: (zoneId: string, hubId: string, moduleId: string) =>
    queryOptions({
      queryKey: moduleKeys.detail(zoneId, hubId, moduleId),
      queryFn: () => modulesApi.get(zoneId, hubId, moduleId),
      enabled: !!zoneId && !!hubId && !!moduleId,
    }),
  types: () => queryOptions({ queryKey: moduleKeys.types(), queryFn: modulesApi.types, staleTime: Infinity }),
  inZone: (zoneId: string, limit: number) =>
    queryOptions({
      queryKey: [...moduleKeys.inZone(zoneId), limit],
      queryFn: () => modulesApi.inZone(zoneId, limit),
      enabled: !!zoneId,
    }),
};
