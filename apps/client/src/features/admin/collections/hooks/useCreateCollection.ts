import type { SchemaChangeResult } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { collectionsApi } from '@/features/schema-ui/api/collections-api';
import { toastSuccess } from '@/lib/mutation-feedback';

/** POST /schemas?dry_run=true: what registering the schema would do (SQL, changes), nothing applied. */
export function useCollectionDryRun() {
  return useMutation({
    mutationFn: (schema: Record<string, unknown>) => collectionsApi.createSchema(schema, true),
  });
}

/** POST /schemas: registers the collection (its table is created); the collections list refreshes. */
export function useCreateCollection() {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (schema: Record<string, unknown>) => collectionsApi.createSchema(schema, false),
    onSuccess: (result: SchemaChangeResult) => {
      void client.invalidateQueries({ queryKey: collectionKeys.schemas() });
      const name = result.name;
      toastSuccess(t`Collection created`, t`/api/rest/${name} is live, with its table and admin screen.`);
    },
  });
}
