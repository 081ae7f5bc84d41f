import { zoneKeys } from '@/features/zones/api/zone-keys';

/** Hub keys live under their zone's detail key, so invalidating a zone refreshes its hubs. */
export const hubKeys = {
  all: (zoneId: string) => [...zoneKeys.detail(zoneId), 'hubs'] as const,
  list: (zoneId: string) => [...hubKeys.all(zoneId), 'list'] as const,
  detail: (zoneId: string, hubId: string) => [...hubKeys.all(zoneId), 'detail', hubId] as const,
};
