import { Badge, EmptyState, PageHeader, Skeleton } from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { collectionNouns } from '../utils/collection-nouns';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { CollectionRecordsView } from './CollectionRecordsView';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { EditSchemaDialog } from './EditSchemaDialog';
import { NavIcon } from '@/features/shell/components/NavIcon';

function BackLink() {
  return (
    <RouteLink
      name="admin_collections"
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>All collections</Trans>
    </RouteLink>
  );
}

/** One collection's records, rendered from its schema (the schemas of the others name its relations). */
export function CollectionScreen({ name }: { name: string }) {
  const { t } = useLingui();
  const { navigateByName } = useAppNavigation();
  const schemas = useCollectionSchemas();
  const entry = schemas.data?.find((e) => e.name === name);
  const collections = useMemo(() => (schemas.data ?? []).map((e) => e.schema), [schemas.data]);
  const nouns = entry ? collectionNouns(entry.schema) : null;
  const heading = nouns?.plural ?? name;
  useDocumentTitle(t`${heading} · Atrium admin`);

  if (schemas.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t`Loading the collection`}>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (schemas.isError) {
    return (
      <>
        <BackLink />
        <QueryErrorCard
          title={t`The collection could not be loaded`}
          error={schemas.error}
          onRetry={() => void schemas.refetch()}
        />
      </>
    );
  }
  if (!entry || !nouns) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t`No such collection`}
        description={t`There is no collection called "${name}", or you may not read it.`}
        action={<BackLink />}
      />
    );
  }
  const fieldCount = entry.schema.fields.length;
  const apiName = entry.name;
  const version = entry.version;
  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            <NavIcon
              name={entry.schema.icon ?? 'database'}
              className="size-6 shrink-0 text-muted-foreground"
            />
            {nouns.plural}
            {entry.builtin ? (
              <Badge variant="secondary">
                <Trans>Built-in</Trans>
              </Badge>
            ) : null}
          </span>
        }
        actions={
          // Built-in collections are changed by migrations, not here (the server refuses). This screen
          // is for platform admins (its route's guard), who may change and delete the others.
          entry.builtin ? undefined : (
            <>
              <EditSchemaDialog entry={entry} />
              <DeleteCollectionDialog
                entry={entry}
                onDeleted={() => void navigateByName('admin_collections', {})}
              />
            </>
          )
        }
        description={
          entry.schema.description ??
          (version
            ? t`${plural(fieldCount, { one: '# field', other: '# fields' })} · /api/rest/${apiName} · schema v${version}`
            : t`${plural(fieldCount, { one: '# field', other: '# fields' })} · /api/rest/${apiName}`)
        }
      />
      {/* A new schema version starts the list afresh: its columns, order and filters may have changed. */}
      <CollectionRecordsView
        key={`${entry.name}@${entry.version ?? 'builtin'}`}
        entry={entry}
        collections={collections}
        listKey={`collection:${entry.name}@${entry.version ?? 'builtin'}`}
      />
    </>
  );
}
