import type { Hub } from '@atrium/schema';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';
import { useOptimisticReorder } from './useOptimisticReorder';

/** Saves a new hub order through PUT /zones/:zoneId/hubs/order, optimistic with rollback. */
export function useReorderHubs(zoneId: string) {
  return useOptimisticReorder<Hub>({
    listKey: hubKeys.list(zoneId),
    invalidateKey: hubKeys.all(zoneId),
    save: (ids) => hubsApi.reorder(zoneId, ids),
  });
}
