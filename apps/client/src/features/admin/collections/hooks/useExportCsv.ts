import type { Collection } from '@atrium/schema';
import type { DataTableFilter, DataTableSort } from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { collectionsApi, type CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { listQuery, type ListQueryState } from '@/features/schema-ui/utils/records-query';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { csvFileName, downloadText, recordsToCsv } from '../utils/records-csv';

/** Rows one export fetches at most (10 requests of the table API's 1000). */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 1000;

export interface ExportRequest {
  filters: readonly DataTableFilter[];
  search: string;
  searchable: readonly string[];
  sorting: readonly DataTableSort[];
  /** The columns shown, in order: the file has what the admin sees. */
  columns: readonly string[];
  /** The list's unseen conditions (a Database module's zone): the file has the rows it shows. */
  scope?: ListQueryState['scope'];
}

/**
 * CSV of every row the current search and filters match (not only the page on screen), in the
 * current order, fetched 1000 at a time up to EXPORT_MAX_ROWS; relations as ids, JSON as text.
 */
export function useExportCsv(
  collection: Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'list'>,
) {
  const { t } = useLingui();
  const { number } = useFormatters();
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const rows: CollectionRecord[] = [];
      for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_PAGE) {
        const query = listQuery(collection, [], { ...request, limit: EXPORT_PAGE });
        query.set('select', request.columns.join(','));
        if (offset > 0) query.set('offset', String(offset));
        const page = await collectionsApi.findRecords(collection.name, query);
        rows.push(...page);
        if (page.length < EXPORT_PAGE) break;
      }
      downloadText(csvFileName(collection.name), recordsToCsv(request.columns, rows));
      return rows.length;
    },
    onSuccess: (count) => {
      const max = number(EXPORT_MAX_ROWS);
      const shown = number(count);
      toastSuccess(
        t`CSV exported`,
        count >= EXPORT_MAX_ROWS
          ? t`The first ${max} rows: narrow the filters for the rest.`
          : t`${plural(count, { one: `${shown} row`, other: `${shown} rows` })}`,
      );
    },
    onError: (error) => toastFailure(t`Could not export the rows`, error),
  });
}
