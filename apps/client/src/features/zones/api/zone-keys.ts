import type { ZoneActivityParams } from './zone-activity-params';

/** Query keys of the zones feature: every key starts with 'zones', so invalidating ['zones'] refreshes all. */
export const zoneKeys = {
  all: ['zones'] as const,
  lists: () => [...zoneKeys.all, 'list'] as const,
  list: (filters: { includeArchived?: boolean } = {}) => [...zoneKeys.lists(), filters] as const,
  details: () => [...zoneKeys.all, 'detail'] as const,
  detail: (zoneId: string) => [...zoneKeys.details(), zoneId] as const,
  members: (zoneId: string) => [...zoneKeys.detail(zoneId), 'members'] as const,
  activity: (zoneId: string, params: ZoneActivityParams) =>
    [...zoneKeys.detail(zoneId), 'activity', params] as const,
  access: (zoneId: string, resource: string, action: string, hubId?: string) =>
    [...zoneKeys.detail(zoneId), 'access', resource, action, hubId ?? null] as const,
};
