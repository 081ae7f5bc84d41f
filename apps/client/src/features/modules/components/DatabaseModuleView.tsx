import type { Collection, HubModule } from '@atrium/schema';
import { EmptyState, Skeleton } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { DatabaseZap, Lock, Table2 } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { CollectionRecordsView } from '@/features/admin/collections/components/CollectionRecordsView';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { QueryErrorCard } from '@/components/QueryErrorCard';

// The board and list views: their own chunk, loaded when a module uses them.
const DatabaseCardsView = lazy(() =>
  import('./DatabaseCardsView').then((m) => ({ default: m.DatabaseCardsView })),
);

/**
 * The Database module: the chosen collection's rows in the collections DataTable, with the
 * caller's own grant (GET /schemas answers each collection with the caller's access) deciding
 * whether "New", row edit and delete appear; /api/rest enforces the same grant on every call.
 * GET /schemas lists only what the caller may read, and the server does not reveal whether an
 * unlisted collection exists — so "deleted" and "not yours to read" are one state, worded for
 * each audience: editors get the way to pick another collection, members a calm explanation.
 * The module's view decides the drawing: the table, or cards on a board (lanes by its board field,
 * else the first enum or yes/no field) or in a list (DatabaseCardsView), over the same rows and grant.
 * Lazy (its own chunk): the DataTable and record panel stay out of the first load.
 */
export function DatabaseModuleView({
  module,
  editAction,
  readOnly = false,
  zoneId,
}: {
  module: HubModule;
  /** The module's zone: a new record's relation to zones starts there (it shows on this board). */
  zoneId?: string;
  /** The edit-module control, for those who may edit it; absent for members. */
  editAction?: ReactNode;
  /**
   * The caller may not change this zone's content (its viewer, or the zone is archived): rows are
   * shown without New, edit or delete, whatever the grant — the table API refuses a viewer's
   * writes to rows of the zones they view (writeRowScope in libs/schema).
   */
  readOnly?: boolean;
}) {
  const name = typeof module.config.collection === 'string' ? module.config.collection : null;
  const pageSize = typeof module.config.page_size === 'number' ? module.config.page_size : undefined;
  const view = module.config.view === 'board' || module.config.view === 'list' ? module.config.view : 'table';
  const schemas = useCollectionSchemas();
  const { t } = useLingui();
  const collections = useMemo(() => (schemas.data ?? []).map((e) => e.schema), [schemas.data]);
  // One array while the schema and zone stay: the lists' queries are memoised on it.
  const found = schemas.data?.find((e) => e.name === name);
  const scope = useMemo(
    () => (found && zoneId ? zoneScope(found.schema, found.access.read_fields, zoneId) : undefined),
    [found, zoneId],
  );

  if (!name) {
    return (
      <EmptyState
        icon={<Table2 />}
        title={t`No collection chosen yet`}
        description={
          editAction
            ? t`Edit the module and pick the collection whose rows it shows.`
            : t`An editor of this zone has not picked the collection this module shows yet.`
        }
        action={editAction}
      />
    );
  }
  if (schemas.isPending) {
    return <Skeleton className="h-72 w-full" aria-busy="true" aria-label={t`Loading the collection`} />;
  }
  if (schemas.isError) {
    return (
      <QueryErrorCard
        title={t`The collection could not be loaded`}
        error={schemas.error}
        onRetry={() => void schemas.refetch()}
      />
    );
  }
  const entry =
    found && readOnly
      ? { ...found, access: { ...found.access, actions: found.access.actions.filter((a) => a === 'read') } }
      : found;
  const prefill = entry && zoneId ? zonePrefill(entry.schema, entry.access.write_fields, zoneId) : undefined;
  if (!entry) {
    return editAction ? (
      <EmptyState
        icon={<DatabaseZap />}
        title={t`This module's collection is not available`}
        description={t`The collection "${name}" has been deleted, or your role may not read it. Edit the module to pick another collection.`}
        action={editAction}
      />
    ) : (
      <EmptyState
        icon={<Lock />}
        title={t`Nothing to show you here`}
        description={t`Your role does not have access to the data this module shows. If you need it, ask an admin of Atrium to grant your role access to the collection.`}
      />
    );
  }
  if (view !== 'table') {
    return (
      <Suspense
        fallback={<Skeleton className="h-72 w-full" aria-busy="true" aria-label={t`Loading the view`} />}
      >
        <DatabaseCardsView
          key={`${entry.name}:${view}`}
          entry={entry}
          collections={collections}
          view={view}
          pageSize={pageSize}
          boardField={typeof module.config.board_field === 'string' ? module.config.board_field : null}
          orderField={typeof module.config.order_field === 'string' ? module.config.order_field : null}
          newRecordPrefill={prefill}
          scope={scope}
        />
      </Suspense>
    );
  }
  return (
    <CollectionRecordsView
      key={entry.name}
      entry={entry}
      collections={collections}
      pageSize={pageSize}
      newRecordPrefill={prefill}
      scope={scope}
      listKey={`module:${module.id}:${entry.name}@${entry.version ?? 'builtin'}`}
    />
  );
}

/**
 * A new record's start in a module of `zoneId`: each writable relation to zones set to that zone
 * (a roadmap item added on a zone's board belongs to that zone, and stays on the board).
 */
export function zonePrefill(
  collection: Collection,
  writable: readonly string[],
  zoneId: string,
): Record<string, string> | undefined {
  const fields = zoneRelations(collection).filter((f) => !f.readonly && writable.includes(f.name));
  return fields.length > 0 ? Object.fromEntries(fields.map((f) => [f.name, zoneId])) : undefined;
}

/**
 * What a module of `zoneId` reads: the rows whose relations to zones (those the role may read)
 * name that zone, as `field=eq.<zone>` conditions every request carries. A roadmap board in one
 * zone shows that zone's items, not those of every zone the member can read. A collection with no
 * relation to zones has nothing to narrow by: all its rows the role may read.
 */
export function zoneScope(
  collection: Collection,
  readable: readonly string[],
  zoneId: string,
): [string, string][] | undefined {
  const fields = zoneRelations(collection).filter((f) => readable.includes(f.name));
  return fields.length > 0 ? fields.map((f) => [f.name, `eq.${zoneId}`]) : undefined;
}

/** The collection's relations to zones (a roadmap item's zone_id). */
function zoneRelations(collection: Collection) {
  return collection.fields.filter((f) => f.type === 'relation' && f.target === 'zones');
}
