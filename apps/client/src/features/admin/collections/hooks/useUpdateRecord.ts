import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { failureToast, toastSuccess, type FeedbackOptions } from '@/lib/mutation-feedback';
import { nounInSentence } from '../utils/collection-nouns';

/**
 * PATCH /rest/:name?<key>=eq.<value> with the changed fields only; with `inlineErrors` (a form
 * that shows its failures) no failure toast. A PATCH that changed no row is a failure.
 */
export function useUpdateRecord(name: string, noun: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const lowerNoun = nounInSentence(noun, i18n.locale);
  return useMutation({
    mutationFn: async ({ key, values }: { key: [string, string][]; values: CollectionRecord }) => {
      const row = await collectionsApi.updateRecord(name, key, values);
      // No row answered (the table API's 200 []): someone deleted it since it was opened, or the
      // grant's row scope leaves it out. Nothing was saved; "saved" would lose the edit silently.
      if (!row) throw new Error(t`It may have been deleted, or your role may not change it.`);
      return row;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: collectionKeys.records(name) });
      toastSuccess(t`${noun} saved`);
    },
    onError: failureToast(t`Could not save the ${lowerNoun}`, options),
  });
}
