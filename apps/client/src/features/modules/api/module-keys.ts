import { hubKeys } from '@/features/hubs/api/hub-keys';

/** Module keys live under their hub, so invalidating a hub refreshes its modules. */
export const moduleKeys = {
  all: (zoneId: string, hubId: string) => [...hubKeys.detail(zoneId, hubId), 'modules'] as const,
  list: (zoneId: string, hubId: string) => [...moduleKeys.all(zoneId, hubId), 'list'] as const,
  /** Inactive modules included (editors); under `list`, so reordering updates both. */
  listAll: (zoneId: string, hubId: string) => [...moduleKeys.list(zoneId, hubId), 'all'] as const,
  detail: (zoneId: string, hubId: string, moduleId: string) =>
    [...moduleKeys.all(zoneId, hubId), 'detail', moduleId] as const,
  types: () => ['module-types'] as const,
  /**
   * A zone's module count and latest changed modules (POST /rpc/zone_modules): under the zone's
   * hubs, so a hub's change refreshes it; module changes invalidate it themselves.
   */
  inZone: (zoneId: string) => [...hubKeys.all(zoneId), 'modules-in-zone'] as const,
};
