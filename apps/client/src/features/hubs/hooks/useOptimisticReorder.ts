import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastFailure } from '@/lib/mutation-feedback';
import { applyOrder } from '../utils/move-item';

export interface OptimisticReorderOptions {
  /** The cached list(s) shown in the new order at once (every query under this key). */
  listKey: QueryKey;
  /** What to refetch once the server answered (either way). */
  invalidateKey: QueryKey;
  /** PUT …/order with the ids in their new order. */
  save: (ids: string[]) => Promise<unknown>;
}

/**
 * Saves a new order of a cached list: shown at once, rolled back with a toast when the server
 * refuses, then refetched (hubs, modules).
 */
export function useOptimisticReorder<T extends { id: string }>({
  listKey,
  invalidateKey,
  save,
}: OptimisticReorderOptions) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: save,
    onMutate: async (ids: string[]) => {
      await client.cancelQueries({ queryKey: listKey });
      // Every cached list under the key (e.g. with and without inactive rows).
      const previous = client.getQueriesData<T[]>({ queryKey: listKey });
      client.setQueriesData<T[]>({ queryKey: listKey }, (items) => items && applyOrder(items, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      for (const [key, items] of context?.previous ?? []) client.setQueryData(key, items);
      toastFailure(t`Could not save the order`, error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: invalidateKey }),
  });
}
