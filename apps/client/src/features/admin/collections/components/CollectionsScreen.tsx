import { PageHeader } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { CollectionsTable } from './CollectionsTable';
import { NewCollectionDialog } from './NewCollectionDialog';

/** Every collection: Atrium's own tables and the registered ones, each opening its records. */
export function CollectionsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Collections · Atrium admin`);
  const schemas = useCollectionSchemas();
  const { navigateByName } = useAppNavigation();
  const open = (name: string) => void navigateByName('admin_collection', { name });
  return (
    <>
      <PageHeader
        title={t`Collections`}
        description={t`Tables described by schemas. Each one has an API at /api/rest/<name>, OpenAPI entries and a screen here.`}
        actions={<NewCollectionDialog onCreated={open} />}
      />
      <CollectionsTable
        entries={schemas.data}
        loading={schemas.isPending}
        error={schemas.isError ? schemas.error : null}
        onRetry={() => void schemas.refetch()}
        onOpen={open}
      />
    </>
  );
}
