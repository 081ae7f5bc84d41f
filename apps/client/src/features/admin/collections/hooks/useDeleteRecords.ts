import { plural as pluralOf } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi } from '@/features/schema-ui/api/collections-api';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { isApiError } from '@/api/http';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { toast } from '@atrium/ui';
import { nounInSentence } from '../utils/collection-nouns';

/**
 * The table API's one answer to a foreign-key refusal, for writes and deletes alike. A delete is
 * refused only by rows elsewhere that still point to these (a missing related record is a write's
 * problem), so the delete's toast says that alone — it tells no more than the server's answer.
 */
const RELATED_REFUSAL = 'A related record does not exist, or other records still refer to this one';

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
    onError: (error) => {
      const title = t`Could not delete the ${lowerPlural}`;
      if (isApiError(error) && error.code === 'CONFLICT' && error.message === RELATED_REFUSAL) {
        toast({
          variant: 'destructive',
          title,
          description: t`Records of another collection still point to them: delete those or change their relation first.`,
        });
      } else toastFailure(title, error);
    },
    // Some chunks may have gone before a failure: refresh either way.
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.records(name) }),
  });
}
