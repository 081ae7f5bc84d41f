import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi } from '@/features/schema-ui/api/collections-api';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage, toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { translateServerMessage } from '@/lib/server-messages';
import { nounInSentence } from '../utils/collection-nouns';
import type { CsvRecord } from '../utils/csv-import';

/** Rows per POST: the table API's limit, each request all or nothing. */
const IMPORT_CHUNK = 1000;

export class ImportStopped extends Error {
  constructor(
    readonly imported: number,
    /** Problems of the refused request, by line of the file (null: not one row's, a unique value say). */
    readonly problems: { line: number | null; message: string }[],
    message: string,
  ) {
    super(message);
  }
}

/**
 * POSTs the checked rows, 1000 a request (each all or nothing). A refused request stops the
 * import: the rows before it are in, and its 400 details are mapped back to lines of the file.
 */
export function useImportRecords(name: string, plural: string) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  const lowerPlural = nounInSentence(plural, i18n.locale);
  return useMutation({
    mutationFn: async (records: readonly CsvRecord[]) => {
      let imported = 0;
      for (let i = 0; i < records.length; i += IMPORT_CHUNK) {
        const chunk = records.slice(i, i + IMPORT_CHUNK);
        try {
          await collectionsApi.createRecords(
            name,
            chunk.map((r) => r.values),
          );
        } catch (error) {
          const details = isApiError(error) ? (error.details ?? []) : [];
          const problems = details.map((d) => {
            const detail = translateServerMessage(d.message);
            const [index, ...field] = d.path.split('.');
            // `3.title`: row 3 of the request; a path without a row (`code` of a 409 for a value
            // taken by a stored record) names no line of the file.
            const record = /^\d+$/.test(index) ? chunk[Number(index)] : undefined;
            if (!record) return { line: null, message: d.path ? `${d.path}: ${detail}` : detail };
            return {
              line: record.line,
              message: field.length > 0 ? `${field.join('.')}: ${detail}` : detail,
            };
          });
          throw new ImportStopped(
            imported,
            problems,
            error instanceof Error ? errorMessage(error) : t`Import failed`,
          );
        }
        imported += chunk.length;
      }
      return imported;
    },
    onSuccess: (count) => {
      const shown = number(count);
      toastSuccess(t`${shown} ${lowerPlural} imported`);
    },
    onError: (error) => {
      const imported = error instanceof ImportStopped ? error.imported : 0;
      const shown = number(imported);
      toastFailure(
        imported > 0 ? t`Import stopped after ${shown} rows` : t`Could not import the ${lowerPlural}`,
        error,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.records(name) }),
  });
}
