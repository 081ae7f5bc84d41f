import { plural as pluralOf } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi } from '@/features/schema-ui/api/collections-api';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { nounInSentence } from '../utils/collection-nouns';

/** DELETE /rest/:name?id=in.(…), 100 ids a request. */
export function useDeleteRecords(name: string, noun: string, plural: string) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  const lowerPlural = nounInSentence(plural, i18n.locale);
  return useMutation({
    mutationFn: (ids: readonly string[]) => collectionsApi.deleteRecords(name, ids),
    onSuccess: (deleted) => {
      const shown = number(deleted);
      toastSuccess(
        t`${pluralOf(deleted, { 1: `${noun} deleted`, other: `${shown} ${lowerPlural} deleted` })}`,
      );
    },
    onError: (error) => toastFailure(t`Could not delete the ${lowerPlural}`, error),
    // Some chunks may have gone before a failure: refresh either way.
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.records(name) }),
  });
}
