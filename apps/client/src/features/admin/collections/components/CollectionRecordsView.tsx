import { likeSearchMaxLength, type Collection, type SchemaEntry } from '@atrium/schema';
import {
  Button,
  DATA_TABLE_PAGE_SIZES,
  DataTable,
  EmptyState,
  type DataTableFilter,
  type DataTablePage,
  type DataTableSelection,
  type DataTableSort,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Plus, Table2, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { RECORD_LOAD_SIZE, useRecordLoads } from '@/features/schema-ui/hooks/useRecordLoads';
import { useRecordPage } from '@/features/schema-ui/hooks/useRecordPage';
import { FieldFormattersProvider } from '@/features/schema-ui/components/FieldDisplay';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import {
  columnsFromCollection,
  defaultSorting,
  searchableFields,
} from '@/features/schema-ui/utils/columns-from-collection';
import { shortUuid } from '@/features/schema-ui/utils/field-labels';
import { loadListView, saveListView } from '@/features/schema-ui/utils/list-view-state';
import { useListViewInAddress, useMountSearch } from '@/features/schema-ui/hooks/useListViewAddress';
import {
  hasListViewSearch,
  listViewSearch,
  readListViewSearch,
  type LinkedListView,
} from '@/features/schema-ui/utils/list-view-url';
import { listQuery, recordId, type ListQueryState } from '@/features/schema-ui/utils/records-query';
import { displayFieldOf } from '@/features/schema-ui/utils/relations';
import { errorMessage } from '@/lib/mutation-feedback';
import { useDeleteRecords } from '../hooks/useDeleteRecords';
import { useExportCsv } from '../hooks/useExportCsv';
import { collectionNouns, nounInSentence } from '../utils/collection-nouns';
import { DeleteRecordsDialog } from './DeleteRecordsDialog';
import { RecordPanel, type PanelState } from './RecordPanel';

// The import checks rows with the field validators (and re2js): its own chunk, loaded on use.
const ImportCsvDialog = lazy(() => import('./ImportCsvDialog').then((m) => ({ default: m.ImportCsvDialog })));

/**
 * A collection's rows in the DataTable, everything done by the server through /api/rest: sort,
 * search over the list's searchable fields, filters, pages with the exact total; row click opens
 * the record, "New" the empty form; selected rows can be deleted after a confirmation; CSV export
 * of everything the current search and filters match. Built-in collections are read-only here.
 * "Scroll" among the page sizes loads RECORD_LOAD_SIZE rows at a time while scrolling (the
 * DataTable renders only the rows in view), for going through thousands of rows without pages.
 * Also the Database module's view (features/modules), which passes the module's page size.
 */
export function CollectionRecordsView({
  entry,
  collections,
  pageSize,
  newRecordPrefill,
  scope,
  listKey,
}: {
  entry: SchemaEntry;
  collections: readonly Collection[];
  /** Rows a page; the collection's list setting (or 25) when not given. */
  pageSize?: number;
  /** Values a new record's form starts with (a Database module's zone). */
  newRecordPrefill?: CollectionRecord;
  /** Conditions every read carries, unseen (a Database module's zone; records-query.ts). */
  scope?: ListQueryState['scope'];
  /**
   * Names this list in the tab's storage, so its order, filters, search, page size and columns
   * survive a reload (list-view-state.ts), and mirrors them (and the page) in the page's address,
   * so a copied link opens the same view (list-view-url.ts; one such list a page). None, and it
   * starts from the defaults each time. Give the schema's version in it: a new version starts
   * from its own stored defaults (its order may differ).
   */
  listKey?: string;
}) {
  const collection = entry.schema;
  const { t, i18n } = useLingui();
  const { noun, plural } = collectionNouns(collection);
  const lowerNoun = nounInSentence(noun, i18n.locale);
  const lowerPlural = nounInSentence(plural, i18n.locale);
  const collectionName = collection.name;
  const may = (action: 'create' | 'update' | 'delete') =>
    !entry.builtin && entry.access.actions.includes(action);

  const { columns, defaultVisibility } = useMemo(
    () => columnsFromCollection(collection, collections),
    [collection, collections],
  );
  const searchable = useMemo(() => searchableFields(collection), [collection]);
  const formatters = useFormatters();
  const userId = useAuthSource().user?.id;
  const firstPageSize = pageSize ?? collection.list?.page_size ?? 25;
  const address = useMountSearch();
  // Read once, when the list mounts (a new schema version mounts a new list): a view in the
  // address (a copied link, a reload) wins over the one kept in the tab, which applies when the
  // address has none. Both are checked against the columns before anything is asked for.
  const [stored] = useState<LinkedListView>(() => {
    const sizes = [...DATA_TABLE_PAGE_SIZES, firstPageSize];
    return listKey && hasListViewSearch(address)
      ? readListViewSearch(address, columns, sizes)
      : loadListView(userId, listKey, columns, sizes);
  });
  const [sorting, setSorting] = useState<DataTableSort[]>(() => stored.sorting ?? defaultSorting(collection));
  const [page, setPage] = useState<DataTablePage>({
    pageIndex: stored.pageIndex ?? 0,
    pageSize: stored.pageSize ?? firstPageSize,
  });
  const [filters, setFilters] = useState<DataTableFilter[]>(stored.filters ?? []);
  const [search, setSearch] = useState(stored.search ?? '');
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() => ({
    ...defaultVisibility,
    ...stored.visibility,
  }));
  useEffect(() => {
    saveListView(userId, listKey, { sorting, filters, search, pageSize: page.pageSize, visibility });
  }, [userId, listKey, sorting, filters, search, page.pageSize, visibility]);
  // The view in the address (list-view-url.ts), written as the search is sent: after typing pauses.
  const addressView = useMemo(
    () =>
      listKey
        ? listViewSearch(
            { sorting, filters, search, pageSize: page.pageSize, visibility, pageIndex: page.pageIndex },
            { sorting: defaultSorting(collection), pageSize: firstPageSize, visibility: defaultVisibility },
            columns,
          )
        : null,
    [
      listKey,
      collection,
      columns,
      defaultVisibility,
      firstPageSize,
      sorting,
      filters,
      search,
      page,
      visibility,
    ],
  );
  useListViewInAddress(addressView);
  const [panel, setPanel] = useState<PanelState>(null);
  const [toDelete, setToDelete] = useState<DataTableSelection<CollectionRecord> | null>(null);
  const [importing, setImporting] = useState(false);
  const [scrolling, setScrolling] = useState(false);

  const query = useMemo(
    () => listQuery(collection, collections, { sorting, filters, search, searchable, page, scope }),
    [collection, collections, sorting, filters, search, searchable, page, scope],
  );
  const unpaged = useMemo(
    () => listQuery(collection, collections, { sorting, filters, search, searchable, scope }),
    [collection, collections, sorting, filters, search, searchable, scope],
  );
  const paged = useRecordPage(collection.name, query, !scrolling);
  const loads = useRecordLoads(collection.name, unpaged, scrolling);
  const loadedRows = useMemo(() => loads.data?.pages.flatMap((p) => p.rows), [loads.data]);
  const records = scrolling
    ? {
        data: loadedRows ? { rows: loadedRows, total: loads.data?.pages[0]?.total } : undefined,
        isPending: loads.isPending,
        isFetching: loads.isFetching && !loads.isFetchingNextPage,
        isError: loads.isError,
        error: loads.error,
        refetch: loads.refetch,
      }
    : paged;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = loads;
  // A linked page past the end (rows were deleted since): the last page that has rows.
  const pagedTotal = !scrolling && !paged.isPlaceholderData ? paged.data?.total : undefined;
  useEffect(() => {
    if (pagedTotal === undefined) return;
    const lastPage = Math.max(0, Math.ceil(pagedTotal / page.pageSize) - 1);
    if (page.pageIndex > lastPage) setPage({ pageIndex: lastPage, pageSize: page.pageSize });
  }, [pagedTotal, page]);
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scroll = useMemo(
    () => ({
      enabled: scrolling,
      onEnabledChange: (enabled: boolean) => {
        setScrolling(enabled);
        setPage((current) => ({ ...current, pageIndex: 0 }));
      },
      loadSize: RECORD_LOAD_SIZE,
      hasMore: hasNextPage,
      loadingMore: isFetchingNextPage,
      onLoadMore,
    }),
    [scrolling, hasNextPage, isFetchingNextPage, onLoadMore],
  );
  const remove = useDeleteRecords(collection.name, noun, plural);
  const exportCsv = useExportCsv(collection);

  const titleField = useMemo(() => displayFieldOf(collection), [collection]);
  const describe = useCallback(
    (row: CollectionRecord) => {
      const value = titleField ? row[titleField] : undefined;
      return typeof value === 'string' && value !== '' ? value : shortUuid(recordId(collection, row));
    },
    [collection, titleField],
  );
  // Stable: a new function would redraw every row drawn (the DataTable's rows are memoised).
  const openRecord = useCallback((record: CollectionRecord) => setPanel({ mode: 'update', record }), []);
  const onSearchChange = useCallback((text: string) => {
    setSearch(text);
    setPage((current) => ({ ...current, pageIndex: 0 }));
  }, []);

  function confirmDelete() {
    if (!toDelete) return;
    const { ids, clear } = toDelete;
    remove.mutate(ids, {
      onSuccess: () => {
        clear();
        setToDelete(null);
        // The last page may now be empty: step back to one that has rows.
        const left = (records.data?.total ?? 0) - ids.length;
        const lastPage = Math.max(0, Math.ceil(left / page.pageSize) - 1);
        if (page.pageIndex > lastPage) setPage({ ...page, pageIndex: lastPage });
      },
    });
  }

  const shownColumns = columns.map((c) => c.id).filter((id) => visibility[id] !== false);
  const newButton = may('create') ? (
    <Button size="sm" onClick={() => setPanel({ mode: 'create', prefill: newRecordPrefill })}>
      <Plus aria-hidden="true" />
      <Trans>New {lowerNoun}</Trans>
    </Button>
  ) : null;

  return (
    <FieldFormattersProvider value={formatters}>
      <DataTable<CollectionRecord>
        label={plural}
        columns={columns}
        rows={records.data?.rows}
        rowCount={records.data?.total}
        getRowId={(row) => recordId(collection, row)}
        rowLabel={describe}
        loading={records.isPending}
        fetching={records.isFetching}
        error={records.isError ? errorMessage(records.error) : undefined}
        onRetry={() => void records.refetch()}
        sorting={sorting}
        // Clearing the order (a third click on a header) goes back to the list's default one, not
        // to the key's order, which reads as random.
        onSortingChange={(next) => setSorting(next.length > 0 ? next : defaultSorting(collection))}
        page={page}
        onPageChange={setPage}
        scroll={scroll}
        search={searchable.length > 0 ? search : undefined}
        onSearchChange={searchable.length > 0 ? onSearchChange : undefined}
        searchMaxLength={likeSearchMaxLength(searchable.length)}
        searchPlaceholder={t`Search ${lowerPlural}…`}
        filters={filters}
        onFiltersChange={setFilters}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        onRowClick={openRecord}
        bulkActions={
          may('delete')
            ? (selection) => (
                <Button variant="destructive" size="sm" onClick={() => setToDelete(selection)}>
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete…</Trans>
                </Button>
              )
            : undefined
        }
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              loading={exportCsv.isPending}
              disabled={!records.data || records.data.rows.length === 0}
              onClick={() =>
                exportCsv.mutate({ filters, search, searchable, sorting, scope, columns: shownColumns })
              }
            >
              <Download aria-hidden="true" />
              <Trans>Export CSV</Trans>
            </Button>
            {may('create') ? (
              <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                <Trans>Import CSV</Trans>
              </Button>
            ) : null}
            {newButton}
          </>
        }
        emptyState={
          <EmptyState
            className="m-4"
            icon={<Table2 />}
            title={t`No ${lowerPlural} yet`}
            description={
              may('create')
                ? t`Add the first ${lowerNoun}: its form is generated from the collection's fields.`
                : t`Rows appear here as they are added through /api/rest/${collectionName}.`
            }
            action={newButton}
          />
        }
      />
      <RecordPanel
        collection={collection}
        collections={collections}
        state={panel}
        onClose={() => setPanel(null)}
        writable={entry.builtin ? null : entry.access.write_fields}
        canUpdate={may('update')}
        noun={noun}
        describe={describe}
      />
      {importing ? (
        <Suspense fallback={null}>
          <ImportCsvDialog
            collection={collection}
            writable={entry.access.write_fields}
            plural={plural}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      ) : null}
      <DeleteRecordsDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        count={toDelete?.ids.length ?? 0}
        names={toDelete?.rows.map(describe) ?? []}
        noun={noun}
        plural={plural}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </FieldFormattersProvider>
  );
}
