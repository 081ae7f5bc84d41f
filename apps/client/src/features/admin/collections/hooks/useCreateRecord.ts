import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { failureToast, toastSuccess, type FeedbackOptions } from '@/lib/mutation-feedback';
import { nounInSentence } from '../utils/collection-nouns';

/**
 * POST /rest/:name; the collection's lists and counts refresh. Field errors stay in the form;
 * with `inlineErrors` (a form that shows its failures) no failure toast either.
 */
export function useCreateRecord(name: string, noun: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const lowerNoun = nounInSentence(noun, i18n.locale);
  return useMutation({
    mutationFn: (values: CollectionRecord) => collectionsApi.createRecord(name, values),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: collectionKeys.records(name) });
      toastSuccess(t`${noun} added`);
    },
    onError: failureToast(t`Could not add the ${lowerNoun}`, options),
  });
}
