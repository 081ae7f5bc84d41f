import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi } from '@/features/schema-ui/api/collections-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

/** DELETE /rest/:name?id=in.(…), 100 ids a request. */
export function useDeleteRecords(name: string, noun: string, plural: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => collectionsApi.deleteRecords(name, ids),
    onSuccess: (deleted) => {
      toastSuccess(deleted === 1 ? `${noun} deleted` : `${deleted} ${plural.toLowerCase()} deleted`);
    },
    onError: (error) => toastFailure(`Could not delete the ${plural.toLowerCase()}`, error),
    // Some chunks may have gone before a failure: refresh either way.
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.records(name) }),
  });
}
