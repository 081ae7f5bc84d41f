import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { nounInSentence } from '../utils/collection-nouns';

/** PATCH /rest/:name?<key>=eq.<value> with the changed fields only. */
export function useUpdateRecord(name: string, noun: string) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const lowerNoun = nounInSentence(noun, i18n.locale);
  return useMutation({
    mutationFn: ({ key, values }: { key: [string, string][]; values: CollectionRecord }) =>
      collectionsApi.updateRecord(name, key, values),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: collectionKeys.records(name) });
      toastSuccess(t`${noun} saved`);
    },
    onError: (error) => toastFailure(t`Could not save the ${lowerNoun}`, error),
  });
}
