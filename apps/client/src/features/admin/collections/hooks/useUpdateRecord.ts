import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

/** PATCH /rest/:name?<key>=eq.<value> with the changed fields only. */
export function useUpdateRecord(name: string, noun: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, values }: { key: [string, string][]; values: CollectionRecord }) =>
      collectionsApi.updateRecord(name, key, values),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: collectionKeys.records(name) });
      toastSuccess(`${noun} saved`);
    },
    onError: (error) => toastFailure(`Could not save the ${noun.toLowerCase()}`, error),
  });
}
