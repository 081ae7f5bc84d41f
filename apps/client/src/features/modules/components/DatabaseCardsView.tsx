import type { Collection, CollectionField, SchemaEntry } from '@atrium/schema';
import { Button, EmptyState, Skeleton, cn, describePageRange, type DataTablePage } from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Plus, Table2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { collectionNouns, nounInSentence } from '@/features/admin/collections/utils/collection-nouns';
import { RecordPanel, type PanelState } from '@/features/admin/collections/components/RecordPanel';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import {
  collectionsApi,
  type CollectionRecord,
  type RecordsPage,
} from '@/features/schema-ui/api/collections-api';
import { FieldDisplay, FieldFormattersProvider } from '@/features/schema-ui/components/FieldDisplay';
import { useRecordPage } from '@/features/schema-ui/hooks/useRecordPage';
import { defaultSorting } from '@/features/schema-ui/utils/columns-from-collection';
import { enumLabel, fieldLabel, shortUuid } from '@/features/schema-ui/utils/field-labels';
import { isFormWritable } from '@/features/schema-ui/utils/form-sections';
import {
  keyColumns,
  listQuery,
  recordId,
  recordKeyFilter,
  type ListQueryState,
} from '@/features/schema-ui/utils/records-query';
import { displayFieldOf, relationDisplays } from '@/features/schema-ui/utils/relations';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { toastFailure } from '@/lib/mutation-feedback';
import { isBoardField, isOrderField } from '../utils/board-field';
import { byOrderField, reorderChanges, type RowChange } from '../utils/board-order';
import { DatabaseBoard } from './DatabaseBoard';

/** Fields shown on a card besides its title. */
const CARD_FIELDS = 4;

/**
 * A board's lanes: the options of the module's board field, or else of the first enum field, or
 * yes/no of the first boolean one.
 */
export interface BoardLanes {
  field: CollectionField;
  lanes: BoardLane[];
}

export interface BoardLane {
  key: string;
  label: string;
  matches: (value: unknown) => boolean;
  /** The field's value a card dropped here gets; `droppable` false: none (a required field's "Other"). */
  value: unknown;
  droppable: boolean;
}

export function boardLanes(
  collection: Collection,
  readable: readonly string[],
  i18n: I18n,
  /** The module's `board_field`; one the collection lacks or the reader may not read is passed over. */
  preferred?: string | null,
): BoardLanes | null {
  const fields = collection.fields.filter((f) => isBoardField(f) && readable.includes(f.name));
  const field =
    fields.find((f) => f.name === preferred) ??
    fields.find((f) => f.type === 'enum') ??
    fields.find((f) => f.type === 'boolean');
  if (!field) return null;
  const empty = {
    key: '∅',
    label: i18n._(msg`No value`),
    matches: (v: unknown) => v === null || v === undefined,
    value: null,
    droppable: true,
  };
  if (field.type === 'boolean') {
    return {
      field,
      lanes: [
        { key: 'true', label: i18n._(msg`Yes`), matches: (v) => v === true, value: true, droppable: true },
        { key: 'false', label: i18n._(msg`No`), matches: (v) => v === false, value: false, droppable: true },
        ...(field.required ? [] : [empty]),
      ],
    };
  }
  if (field.type !== 'enum') return null;
  const values = field.options.map((o) => (typeof o === 'string' ? o : o.value));
  return {
    field,
    lanes: [
      ...values.map((value) => ({
        key: value,
        label: enumLabel(field, value),
        matches: (v: unknown) => v === value,
        value,
        droppable: true,
      })),
      // Values no longer among the options (a schema changed) and empty ones.
      {
        key: '∅',
        label: field.required ? i18n._(msg`Other`) : i18n._(msg`No value`),
        matches: (v: unknown) => typeof v !== 'string' || !values.includes(v),
        value: null,
        // A required field's stray values have nowhere to go but a real option.
        droppable: !field.required,
      },
    ],
  };
}

/**
 * The writes of a card dropped on the board (its lane field; with an order field, the numbers of
 * its column's cards): one PATCH, all or nothing. The cards move at once (the page's cached rows
 * change), go back with a toast when the server refuses, and the rows are read again either way.
 */
function useCardChanges(collection: Collection, query: URLSearchParams, noun: string) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const pageKey = collectionKeys.recordPage(collection.name, query.toString());
  const keys = keyColumns(collection);
  return useMutation({
    mutationFn: async (changes: readonly RowChange[]) => {
      // No row answered: it was deleted meanwhile, or the grant's row scope leaves it out.
      const gone = () => new Error(t`It may have been deleted, or your role may not change it.`);
      if (changes.length === 1) {
        const [{ row, values }] = changes;
        const changed = await collectionsApi.updateRecord(
          collection.name,
          recordKeyFilter(collection, row),
          values,
        );
        if (!changed) throw gone();
        return;
      }
      const rows = changes.map(({ row, values }) => ({
        ...Object.fromEntries(keys.map((k) => [k, row[k]])),
        ...values,
      }));
      const changed = await collectionsApi.updateRecords(collection.name, rows, keys.join(','));
      if (changed.length !== changes.length) throw gone();
    },
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: pageKey });
      const previous = client.getQueryData<RecordsPage>(pageKey);
      const byId = new Map(changes.map((c) => [recordId(collection, c.row), c.values]));
      client.setQueryData<RecordsPage>(
        pageKey,
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((r) => {
              const values = byId.get(recordId(collection, r));
              return values ? { ...r, ...values } : r;
            }),
          },
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(pageKey, context.previous);
      const lowerNoun = nounInSentence(noun, i18n.locale);
      toastFailure(t`Could not move the ${lowerNoun}`, error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.records(collection.name) }),
  });
}

/**
 * The module's order field when the board can use it: a number field of the collection the
 * reader may read; else null (the list's sort).
 */
export function boardOrderField(
  collection: Collection,
  readable: readonly string[],
  preferred: string | null | undefined,
): CollectionField | null {
  const field = collection.fields.find((f) => f.name === preferred);
  return field && isOrderField(field) && readable.includes(field.name) ? field : null;
}

/**
 * The Database module's board and list views: the same rows as its table (the collection's list
 * order, the module's page size, the caller's grant through /api/rest), drawn as cards — in lanes
 * by the module's board field (else the first enum or boolean field) for the board, one under
 * another for the list. A card opens
 * the record (editable where the grant allows), "New" the empty form; on the board, a caller who
 * may write the lane field drags a card to another lane (DatabaseBoard). A board over a collection
 * without such a field shows the list and says why.
 */
export function DatabaseCardsView({
  entry,
  collections,
  view,
  pageSize,
  boardField,
  orderField,
  newRecordPrefill,
  scope,
}: {
  /** Values a new record's form starts with (the module's zone), beside its lane's value. */
  newRecordPrefill?: CollectionRecord;
  /** Conditions every read carries, unseen (the module's zone; records-query.ts). */
  scope?: ListQueryState['scope'];
  entry: SchemaEntry;
  collections: readonly Collection[];
  view: 'board' | 'list';
  pageSize?: number;
  /** The module's `board_field` (null: the first enum or yes/no field). */
  boardField?: string | null;
  /** The module's `order_field` (null: the list's sort, and cards only change lanes). */
  orderField?: string | null;
}) {
  const collection = entry.schema;
  const { noun, plural } = collectionNouns(collection);
  const may = (action: 'create' | 'update') => !entry.builtin && entry.access.actions.includes(action);
  const formatters = useFormatters();
  const { t, i18n } = useLingui();
  // Lower case inside a sentence in English only: German nouns keep their capital.
  const nounLower = nounInSentence(noun, i18n.locale);
  const pluralLower = nounInSentence(plural, i18n.locale);
  const [page, setPage] = useState<DataTablePage>({
    pageIndex: 0,
    pageSize: pageSize ?? collection.list?.page_size ?? 50,
  });
  const [panel, setPanel] = useState<PanelState>(null);
  const readable = useMemo(
    () =>
      entry.access.read_fields.length > 0 ? entry.access.read_fields : collection.fields.map((f) => f.name),
    [entry.access.read_fields, collection.fields],
  );
  const lanes = useMemo(
    () => (view === 'board' ? boardLanes(collection, readable, i18n, boardField) : null),
    // i18n stays the same object when the language changes; its locale does not.
    [view, collection, readable, i18n, i18n.locale, boardField],
  );
  // A board with an order field reads its cards in that order (the page holds the first ones).
  const order = useMemo(
    () => (lanes ? boardOrderField(collection, readable, orderField) : null),
    [lanes, collection, readable, orderField],
  );
  const query = useMemo(
    () =>
      listQuery(collection, collections, {
        sorting: order
          ? [
              { id: order.name, desc: false },
              ...defaultSorting(collection).filter((s) => s.id !== order.name),
            ]
          : defaultSorting(collection),
        filters: [],
        search: '',
        searchable: [],
        page,
        scope,
      }),
    [collection, collections, page, order, scope],
  );
  const records = useRecordPage(collection.name, query);
  // The board's cards in their lane order (the same array while the page's rows are).
  const boardRows = useMemo(() => {
    const rows = records.data?.rows ?? [];
    return order ? byOrderField(rows, order.name) : rows;
  }, [records.data, order]);
  const titleField = useMemo(() => displayFieldOf(collection), [collection]);
  const relations = useMemo(() => relationDisplays(collection, collections), [collection, collections]);
  const shown = useMemo(() => {
    const listed = collection.list?.columns ?? collection.fields.filter((f) => !f.hidden).map((f) => f.name);
    return listed
      .filter((name) => name !== titleField && name !== lanes?.field.name && readable.includes(name))
      .map((name) => collection.fields.find((f) => f.name === name))
      .filter((f): f is CollectionField => f !== undefined && !f.internal)
      .slice(0, CARD_FIELDS);
  }, [collection, titleField, lanes, readable]);

  const title = (row: CollectionRecord) => {
    const value = titleField ? row[titleField] : undefined;
    return typeof value === 'string' && value !== '' ? value : shortUuid(recordId(collection, row));
  };
  // A card's lane changes by dragging it when the caller may write the lane's field.
  const canMove =
    lanes !== null &&
    may('update') &&
    isFormWritable(lanes.field) &&
    entry.access.write_fields.includes(lanes.field.name);
  // …and its place in the column when it may also write the order field.
  const canReorder =
    canMove && order !== null && isFormWritable(order) && entry.access.write_fields.includes(order.name);
  const move = useCardChanges(collection, query, noun);
  // "+" on a column starts a new record with the column's value, when a new one may set that field.
  const canAddInLane =
    lanes !== null &&
    may('create') &&
    isFormWritable(lanes.field) &&
    entry.access.write_fields.includes(lanes.field.name);
  const idOf = useCallback((row: CollectionRecord) => recordId(collection, row), [collection]);
  const renderCard = (row: CollectionRecord) => (
    <button
      type="button"
      onClick={() => setPanel({ mode: 'update', record: row })}
      className={cn(
        'w-full rounded-lg border bg-card p-3 text-left text-sm shadow-xs outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring',
        canMove && 'pr-10',
      )}
    >
      <span className="block font-medium break-words">{title(row)}</span>
      {shown.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-muted-foreground">
          {shown.map((field) => {
            const relation = relations.get(field.name);
            return (
              <div key={field.name} className="contents">
                <dt>{fieldLabel(field)}</dt>
                <dd className="truncate text-foreground">
                  <FieldDisplay
                    field={field}
                    value={row[field.name]}
                    related={relation?.embed ? row[relation.embed] : undefined}
                    relation={relation}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </button>
  );

  const newButton = may('create') ? (
    <Button size="sm" onClick={() => setPanel({ mode: 'create', prefill: newRecordPrefill })}>
      <Plus aria-hidden="true" />
      <Trans>New {nounLower}</Trans>
    </Button>
  ) : null;

  let body;
  if (records.isPending) {
    body = <Skeleton className="h-48 w-full" aria-busy="true" aria-label={t`Loading ${pluralLower}`} />;
  } else if (records.isError) {
    body = (
      <QueryErrorCard
        title={t`The ${pluralLower} could not be loaded`}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  } else if (records.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<Table2 />}
        title={t`No ${pluralLower} yet`}
        description={may('create') ? t`Add the first ${nounLower}.` : undefined}
        action={newButton}
      />
    );
  } else if (lanes) {
    const laneFieldLabel = fieldLabel(lanes.field);
    const laneField = nounInSentence(laneFieldLabel, i18n.locale);
    body = (
      <div className="grid min-w-0 gap-2">
        {/* Which field the columns are (a board over users: "Yes" and "No" of what?). */}
        <p className="text-sm text-muted-foreground" data-testid="board-grouping">
          {t`Columns by ${laneFieldLabel}`}
        </p>
        <DatabaseBoard
          board={lanes}
          rows={boardRows}
          idOf={idOf}
          titleOf={title}
          renderCard={renderCard}
          onMove={
            canMove && !canReorder
              ? (row, lane) => move.mutate([{ row, values: { [lanes.field.name]: lane.value } }])
              : undefined
          }
          onReorder={
            canReorder && order
              ? (row, lane, laneIds) => {
                  const changes = reorderChanges({
                    rowsById: new Map(records.data.rows.map((r) => [idOf(r), r])),
                    laneIds,
                    movedId: idOf(row),
                    orderField: order.name,
                    laneField: lanes.field.name,
                    laneValue: lane.value,
                  });
                  if (changes.length > 0) move.mutate(changes);
                }
              : undefined
          }
          onAdd={
            canAddInLane
              ? (lane) =>
                  setPanel({
                    mode: 'create',
                    prefill: { ...newRecordPrefill, [lanes.field.name]: lane.value },
                  })
              : undefined
          }
          addLabel={({ label: column }) => t`New ${nounLower} in ${column}`}
          label={t`${plural} by ${laneField}`}
        />
      </div>
    );
  } else {
    body = (
      <ul aria-label={plural} className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {records.data.rows.map((row) => (
          <li key={idOf(row)}>{renderCard(row)}</li>
        ))}
      </ul>
    );
  }

  const total = records.data?.total;
  const rowsOnPage = records.data?.rows.length ?? 0;
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / page.pageSize));
  return (
    <FieldFormattersProvider value={formatters}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {view === 'board' && !lanes
              ? t`Shown as a list: the ${nounLower} collection has no enum or yes/no field to make a board's columns.`
              : null}
          </p>
          {newButton}
        </div>
        {body}
        {records.data && (page.pageIndex > 0 || (pageCount ?? 1) > 1) ? (
          <nav
            aria-label={t`Pagination`}
            className="flex items-center justify-end gap-2 text-sm text-muted-foreground"
          >
            <p aria-live="polite" className="tabular-nums">
              {describePageRange(page, rowsOnPage, total, i18n)}
            </p>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t`Previous page`}
              disabled={page.pageIndex === 0}
              onClick={() => setPage({ ...page, pageIndex: page.pageIndex - 1 })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t`Next page`}
              disabled={pageCount === undefined || page.pageIndex + 1 >= pageCount}
              onClick={() => setPage({ ...page, pageIndex: page.pageIndex + 1 })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </div>
      <RecordPanel
        collection={collection}
        collections={collections}
        state={panel}
        onClose={() => setPanel(null)}
        writable={entry.builtin ? null : entry.access.write_fields}
        canUpdate={may('update')}
        noun={noun}
        describe={title}
      />
    </FieldFormattersProvider>
  );
}
