import type { HubModule } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../zones/utils/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

/** Saves a new order through PUT …/modules/order, showing it at once and rolling back on failure. */
export function useReorderModules(zoneId: string, hubId: string) {
  const client = useQueryClient();
  const key = moduleKeys.list(zoneId, hubId);
  return useMutation({
    mutationFn: (ids: string[]) => modulesApi.reorder(zoneId, hubId, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<HubModule[]>(key);
      if (previous) {
        const byId = new Map(previous.map((m) => [m.id, m]));
        client.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((m): m is HubModule => !!m),
        );
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toastFailure('Could not save the order', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) }),
  });
}
