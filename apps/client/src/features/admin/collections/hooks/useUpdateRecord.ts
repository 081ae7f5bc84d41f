import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { failureToast, toastSuccess, type FeedbackOptions } from '@/lib/mutation-feedback';
import { nounInSentence } from '../utils/collection-nouns';

/**
 * PATCH /rest/:name?<key>=eq.<value> with the changed fields only; with `inlineErrors` (a form
 * that shows its failures) no failure toast.
 */
export function useUpdateRecord(name: string, noun: string, options: FeedbackOptions = {}) {
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
    onError: failureToast(t`Could not save the ${lowerNoun}`, options),
  });
}
