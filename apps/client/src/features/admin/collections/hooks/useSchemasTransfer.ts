import type { SchemasImportResult } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type SchemasImportOptions } from '@/features/schema-ui/api/collections-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { downloadText } from '../utils/records-csv';

/** `atrium-collections-2026-12-06.json`: what the export is, and from when. */
export function schemasFileName(now = new Date()): string {
  return `atrium-collections-${now.toISOString().slice(0, 10)}.json`;
}

/** "Export": every registered collection's schema as one JSON file, downloaded. */
export function useExportSchemas() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => collectionsApi.exportSchemas(),
    onSuccess: (file) =>
      downloadText(schemasFileName(), `${JSON.stringify(file, null, 2)}\n`, 'application/json'),
    onError: (error) => toastFailure(t`The collections could not be exported`, error),
  });
}

/**
 * POST /schemas/import: a dry run (nothing changes) or the import applied in one transaction;
 * once applied, every schema and row query refreshes.
 */
export function useImportSchemas() {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ file, ...options }: SchemasImportOptions & { file: unknown }) =>
      collectionsApi.importSchemas(file, options),
    onSuccess: (result: SchemasImportResult) => {
      if (!result.applied) return;
      void client.invalidateQueries({ queryKey: collectionKeys.all });
      toastSuccess(t`Collections imported`);
    },
  });
}
