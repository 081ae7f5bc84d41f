import { Button, PageHeader } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { useExportSchemas } from '../hooks/useSchemasTransfer';
import { CollectionsTable } from './CollectionsTable';
import { ImportSchemasDialog } from './ImportSchemasDialog';
import { NewCollectionDialog } from './NewCollectionDialog';

/**
 * Every collection: Atrium's own tables and the registered ones, each opening its records; the
 * registered ones exported as one file and imported from one (a configuration moved between
 * environments, its dry run shown before it applies).
 */
export function CollectionsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Collections · Atrium admin`);
  const schemas = useCollectionSchemas();
  const { navigateByName } = useAppNavigation();
  const exportSchemas = useExportSchemas();
  const [importing, setImporting] = useState(false);
  const open = (name: string) => void navigateByName('admin_collection', { name });
  return (
    <>
      <PageHeader
        title={t`Collections`}
        description={t`Tables described by schemas. Each one has an API at /api/rest/<name>, OpenAPI entries and a screen here.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              loading={exportSchemas.isPending}
              onClick={() => exportSchemas.mutate()}
            >
              <Download aria-hidden="true" />
              <Trans>Export</Trans>
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              <Trans>Import</Trans>
            </Button>
            <NewCollectionDialog onCreated={open} />
          </div>
        }
      />
      <CollectionsTable
        entries={schemas.data}
        loading={schemas.isPending}
        error={schemas.isError ? schemas.error : null}
        onRetry={() => void schemas.refetch()}
        onOpen={open}
      />
      {importing ? <ImportSchemasDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
