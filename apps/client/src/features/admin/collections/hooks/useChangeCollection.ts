import type { SchemaChangeResult } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi, type SchemaChangeOptions } from '@/features/schema-ui/api/collections-api';
import { toastSuccess } from '@/lib/mutation-feedback';

/** PATCH /schemas/:name (a dry run, or applied: then the schemas and the collection's rows refresh). */
export function useUpdateCollection(name: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ schema, ...options }: SchemaChangeOptions & { schema: Record<string, unknown> }) =>
      collectionsApi.updateSchema(name, schema, options),
    onSuccess: (result: SchemaChangeResult) => {
      if (!result.applied) return;
      void client.invalidateQueries({ queryKey: collectionKeys.all });
      const version = result.version;
      toastSuccess(t`Schema saved`, t`"${name}" is at version ${version}.`);
    },
  });
}

/** DELETE /schemas/:name?confirm=destructive: the table and its rows are dropped. */
export function useDeleteCollection(name: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (version: number | null) =>
      collectionsApi.deleteSchema(name, { dryRun: false, confirm: true, version }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: collectionKeys.all });
      toastSuccess(t`Collection deleted`, t`"${name}", its table and its rows are gone.`);
    },
  });
}
