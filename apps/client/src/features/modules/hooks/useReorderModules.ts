import type { HubModule } from '@atrium/schema';
import { useOptimisticReorder } from '@/features/hubs/hooks/useOptimisticReorder';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

/** Saves a new order through PUT …/modules/order, showing it at once and rolling back on failure. */
export function useReorderModules(zoneId: string, hubId: string) {
  return useOptimisticReorder<HubModule>({
    listKey: moduleKeys.list(zoneId, hubId),
    invalidateKey: moduleKeys.all(zoneId, hubId),
    save: (ids) => modulesApi.reorder(zoneId, hubId, ids),
  });
}
