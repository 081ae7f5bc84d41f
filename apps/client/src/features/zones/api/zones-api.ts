import type {
  MemberAddInput,
  PermissionAction,
  PermissionCheckResult,
  PermissionResource,
  Zone,
  ZoneCreateInput,
  ZoneInvitation,
  ZoneMember,
  ZoneRole,
  ZoneUpdateInput,
} from '@atrium/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { fetchAuditPage } from '@/features/audit/api/audit-page';
import { zoneActivitySearch, type ZoneActivityParams } from './zone-activity-params';
import { zoneKeys } from './zone-keys';

const zonePath = (zoneId: string) => `/zones/${encodeURIComponent(zoneId)}`;

export const zonesApi = {
  list: (includeArchived = false) =>
    request<Zone[]>(`/zones${includeArchived ? '?include_archived=true' : ''}`),
  get: (zoneId: string) => request<Zone>(zonePath(zoneId)),
  create: (input: ZoneCreateInput) => request<Zone>('/zones', { method: 'POST', json: input }),
  update: (zoneId: string, patch: ZoneUpdateInput) =>
    request<Zone>(zonePath(zoneId), { method: 'PATCH', json: patch }),
  remove: (zoneId: string) => request<void>(zonePath(zoneId), { method: 'DELETE' }),
  members: (zoneId: string) => request<ZoneMember[]>(`${zonePath(zoneId)}/members`),
  addMember: (zoneId: string, input: MemberAddInput) =>
    request<{ invitation: ZoneInvitation }>(`${zonePath(zoneId)}/members`, { method: 'POST', json: input }),
  updateMember: (zoneId: string, userId: string, role: ZoneRole) =>
    request<ZoneMember>(`${zonePath(zoneId)}/members/${encodeURIComponent(userId)}`, {
      method: 'PATCH',
      json: { role },
    }),
  removeMember: (zoneId: string, userId: string) =>
    request<void>(`${zonePath(zoneId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  /** The zone's recorded changes (owners, admins, platform admins), one page, counted. */
  activity: (zoneId: string, params: ZoneActivityParams, signal?: AbortSignal) =>
    fetchAuditPage(`${zonePath(zoneId)}/activity`, zoneActivitySearch(params), signal),
  checkAccess: (resource: PermissionResource, action: PermissionAction, zoneId?: string, hubId?: string) =>
    request<PermissionCheckResult>('/permissions/check', {
      method: 'POST',
      json: { resource, action, context: { zone_id: zoneId, hub_id: hubId } },
    }),
};

export const zoneQueries = {
  list: (includeArchived = false) =>
    queryOptions({
      queryKey: zoneKeys.list({ includeArchived }),
      queryFn: () => zonesApi.list(includeArchived),
    }),
  detail: (zoneId: string) =>
    queryOptions({
      queryKey: zoneKeys.detail(zoneId),
      queryFn: () => zonesApi.get(zoneId),
      enabled: !!zoneId,
    }),
  members: (zoneId: string) =>
    queryOptions({
      queryKey: zoneKeys.members(zoneId),
      queryFn: () => zonesApi.members(zoneId),
      enabled: !!zoneId,
    }),
  /** One page of the zone's activity; the previous page stays on screen while the next loads. */
  activity: (zoneId: string, params: ZoneActivityParams) =>
    queryOptions({
      queryKey: zoneKeys.activity(zoneId, params),
      queryFn: ({ signal }) => zonesApi.activity(zoneId, params, signal),
      placeholderData: keepPreviousData,
      // A log: read again whenever it is shown (a change made elsewhere is in it at once).
      staleTime: 0,
      enabled: !!zoneId,
    }),
  access: (zoneId: string, resource: PermissionResource, action: PermissionAction, hubId?: string) =>
    queryOptions({
      queryKey: zoneKeys.access(zoneId, resource, action, hubId),
      queryFn: () => zonesApi.checkAccess(resource, action, zoneId, hubId),
      staleTime: 30_000,
      // A guard's answer, or its failure, is shown as it is (Access Denied with the reason).
      retry: false,
    }),
};
