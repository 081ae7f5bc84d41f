import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  columnVisibilityFeature,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronsUpDown, ListFilter, RotateCw, Search, X } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import { Button } from './button';
import { cn } from './cn';
import { DataTableColumnMenu } from './data-table-column-menu';
import { createKeptCoreRowModel } from './data-table-row-model';
import { DataTableFilterBuilder, type FilterableColumn } from './data-table-filter-builder';
import { DataTablePagination, type DataTablePage, type DataTableScrollMode } from './data-table-pagination';
import {
  dataTableOperators,
  type DataTableFilter,
  type DataTableFilterKind,
  type DataTableSort,
} from './data-table-query';
import { Input } from './input';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** Stable id: the field name, used for sorting, filters and visibility. */
  id: string;
  header: string;
  /** The cell's content (default: the value as text). */
  cell?: (row: TRow) => ReactNode;
  /** The value (default: `row[id]`). */
  accessor?: (row: TRow) => unknown;
  /** Sortable by its header (the server sorts). */
  sortable?: boolean;
  /** Offered in the column menu (default true). */
  hideable?: boolean;
  /** Offered in the filter builder with these operators. */
  filter?: { kind: DataTableFilterKind; options?: readonly { value: string; label: string }[] };
  align?: 'start' | 'end' | 'center';
  /** Smallest width, as CSS (`8rem`): the box scrolls sideways rather than squeeze it. */
  minWidth?: string;
}

/** What a bulk action gets: the selected ids (across pages) and the selected rows loaded now. */
export interface DataTableSelection<TRow> {
  ids: string[];
  rows: TRow[];
  clear: () => void;
}

export interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  /** The current page of rows (already sorted, filtered and cut by the server). */
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  /** Rows in all pages, when known (`Prefer: count=exact`). */
  rowCount?: number;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** A refetch with rows on screen: a spinner in the toolbar. */
  fetching?: boolean;
  /** The reason the rows could not be loaded; shown with Retry. */
  error?: ReactNode;
  onRetry?: () => void;

  sorting: readonly DataTableSort[];
  onSortingChange: (sorting: DataTableSort[]) => void;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  pageSizes?: readonly number[];

  /** The search box (absent: none). Changes are reported 300 ms after typing stops. */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;
  /** The longest search text the box takes (the server bounds like patterns). */
  searchMaxLength?: number;
  filters?: readonly DataTableFilter[];
  onFiltersChange?: (filters: DataTableFilter[]) => void;

  /** Hidden columns: `{ id: false }` (absent ids are shown). Uncontrolled when not given. */
  columnVisibility?: Record<string, boolean>;
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  defaultColumnVisibility?: Record<string, boolean>;

  /** Checkboxes per row and a bar of bulk actions while some are selected. */
  bulkActions?: (selection: DataTableSelection<TRow>) => ReactNode;
  onRowClick?: (row: TRow) => void;
  /** Describes a row for its checkbox and click target ("Select <title>"). */
  rowLabel?: (row: TRow) => string;
  /** Toolbar end: export, the primary action. */
  actions?: ReactNode;
  /** Shown when there are no rows and no search or filter (say what to do next). */
  emptyState?: ReactNode;
  /**
   * Shown when a search or filter finds no rows (name what is missing: "No forms match"); the
   * default says "No rows match" and offers to clear them.
   */
  noMatchState?: ReactNode;
  /** Row count above which only the rows in view are rendered (default 100). */
  virtualizeAbove?: number;
  /**
   * Offers loading rows while scrolling (a "Scroll" choice among the page sizes). While enabled,
   * `rows` are all the rows loaded so far and `onLoadMore` is called as the last ones come into view.
   */
  scroll?: DataTableScrollMode;
  className?: string;
}

const FEATURES = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  // Keeps the rows already built when a scroll-mode load appends more (data-table-row-model.ts).
  coreRowModel: createKeptCoreRowModel(),
});

const SELECT_COLUMN = '__select';
const ROW_HEIGHT = 41;
/** In scroll mode the next load starts when the last row rendered is this close to the end. */
const LOAD_AHEAD_ROWS = 200;
/**
 * Rows rendered beyond each edge of the view. The rows are drawn in the frame that scrolls them
 * (flushSync on the scroll event), so a few are enough; each one more is laid out and painted on
 * every frame of a scroll.
 */
const OVERSCAN_ROWS = 4;
const SEARCH_DELAY_MS = 300;
const NO_ROWS: never[] = [];
const estimateSize = () => ROW_HEIGHT;

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '')
    return <span className="text-muted-foreground">—</span>;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A column's value in a row: its accessor, else the row's property of the column's id. */
function cellValue<TRow>(column: DataTableColumn<TRow>, row: TRow): unknown {
  return column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.id];
}

/** Cell alignment; end-aligned (number) columns line their digits up. Not the whole table: Inter's
 * tabular figures widen punctuation too ("sign-on" read "sign - on"). */
const ALIGN = { start: 'text-left', end: 'text-right tabular-nums', center: 'text-center' } as const;

const SELECT_BOX_CLASS =
  'size-4 cursor-pointer rounded border-input accent-primary align-middle focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none';
const stopClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The header's checkbox, with the mixed state (some rows of the page selected). */
function SelectBox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      onClick={stopClick}
      className={SELECT_BOX_CLASS}
    />
  );
}

/** The search box: local text, reported after typing pauses, following outside changes (a reset). */
function SearchBox({
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return (
    <div className="relative min-w-0 flex-1 basis-full sm:basis-0 sm:max-w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={t`Search`}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        className="h-8 pl-8"
      />
    </div>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp className="size-3.5" aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown className="size-3.5" aria-hidden="true" />;
  return <ChevronsUpDown className="size-3.5 opacity-40 group-hover:opacity-100" aria-hidden="true" />;
}

/** Text for a filter chip: "Status is done", "Due is before 2024-01-01". */
function describeFilter(filter: DataTableFilter, column: FilterableColumn | undefined, i18n: I18n): string {
  const name = column?.label ?? filter.column;
  const op = column ? dataTableOperators(column.kind, i18n).find((o) => o.id === filter.operator) : undefined;
  const value = column?.options?.find((o) => o.value === filter.value)?.label ?? filter.value;
  return op && !op.takesValue ? `${name} ${op.label}` : `${name} ${op?.label ?? filter.operator} ${value}`;
}

/** A body row's cells, in order: the selection box, or a column drawn from the row. */
type CellColumn<TRow> = typeof SELECT_COLUMN | DataTableColumn<TRow>;

interface DataTableRowProps<TRow extends RowData> {
  row: Row<typeof FEATURES, TRow>;
  selected: boolean;
  /** The visible columns, one array while they do not change: the row redraws when they do. */
  cells: readonly CellColumn<TRow>[];
  rowIndex: number | undefined;
  height: number | undefined;
  selectable: boolean;
  onRowClick?: (row: TRow) => void;
  rowLabel?: (row: TRow) => string;
}

function DataTableRowView<TRow extends RowData>({
  row,
  selected,
  cells,
  rowIndex,
  height,
  selectable,
  onRowClick,
  rowLabel,
}: DataTableRowProps<TRow>) {
  const original = row.original;
  const { t } = useLingui();
  const described = rowLabel ? rowLabel(original) : undefined;
  const rowName = described ?? t`row ${row.index + 1}`;
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={selectable ? selected : undefined}
      aria-label={onRowClick ? described : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(original) : undefined}
      onKeyDown={
        onRowClick
          ? (event: KeyboardEvent<HTMLTableRowElement>) => {
              if (event.target !== event.currentTarget) return;
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onRowClick(original);
              }
            }
          : undefined
      }
      style={height !== undefined ? { height } : undefined}
      className={cn(
        'outline-none focus-visible:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        onRowClick && 'cursor-pointer hover:bg-muted/50',
        selected && 'bg-accent/40',
      )}
    >
      {/* The cells straight from the columns: TanStack's per-row cell objects would be made and
          kept for every row scrolled past (10,000 in a long list), only to read the same value. */}
      {cells.map((column) => {
        if (column === SELECT_COLUMN) {
          return (
            <td key={SELECT_COLUMN} className="w-10 border-b px-3 py-2">
              <input
                type="checkbox"
                aria-label={t`Select ${rowName}`}
                checked={selected}
                onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
                onClick={stopClick}
                className={SELECT_BOX_CLASS}
              />
            </td>
          );
        }
        return (
          <td
            key={column.id}
            className={cn(
              'max-w-96 truncate border-b px-3 py-2 align-middle',
              ALIGN[column.align ?? 'start'],
            )}
          >
            {column.cell ? column.cell(original) : defaultCell(cellValue(column, original))}
          </td>
        );
      })}
    </tr>
  );
}

/** One body row, memoised: see `cells`. */
const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;

interface DataTableRowsProps<TRow extends RowData> {
  rows: Row<typeof FEATURES, TRow>[];
  /** Only the rows in view are rendered (and the box below is where they scroll). */
  virtual: boolean;
  scrollBox: HTMLDivElement | null;
  cells: readonly CellColumn<TRow>[];
  /** Read by the rows through the table; a new selection redraws the rows that changed. */
  rowSelection: RowSelectionState;
  /** `aria-rowindex` of the first row, when the total is known. */
  firstRowIndex: number | undefined;
  selectable: boolean;
  onRowClick?: (row: TRow) => void;
  rowLabel?: (row: TRow) => string;
  /** Scroll mode, while a next load may start: called as the last rows come into view. */
  loadMore?: () => void;
}

/**
 * The body rows and, above `virtualizeAbove`, the virtualizer that picks them. Its own component
 * (memoised) so that a scrolled frame re-renders only these rows' list, not the toolbar, header,
 * menus and pager around them.
 */
function DataTableRowsView<TRow extends RowData>({
  rows,
  virtual,
  scrollBox,
  cells,
  firstRowIndex,
  selectable,
  onRowClick,
  rowLabel,
  loadMore,
}: DataTableRowsProps<TRow>) {
  // Stable between renders: the virtualizer recomputes every row's measurements (10,000 in a
  // long list) whenever these change, and a scroll re-renders the rows every frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const getScrollElement = useCallback(() => scrollBox, [scrollBox]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padTop = items && items.length > 0 ? items[0].start : 0;
  const padBottom = items && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const shownRows = items ? items.map((item) => rows[item.index]).filter(Boolean) : rows;

  // Scroll mode: ask for the next load while the end is still a few screens away.
  const lastShown = items ? (items.at(-1)?.index ?? -1) : rows.length - 1;
  const wantsMore = loadMore !== undefined && lastShown >= rows.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (wantsMore) loadMore?.();
  }, [wantsMore, loadMore]);

  return (
    <>
      {padTop > 0 ? (
        <tr aria-hidden="true" style={{ height: padTop }}>
          <td colSpan={cells.length} />
        </tr>
      ) : null}
      {shownRows.map((row) => (
        <DataTableRow<TRow>
          key={row.id}
          row={row}
          selected={row.getIsSelected()}
          cells={cells}
          rowIndex={firstRowIndex !== undefined ? firstRowIndex + row.index : undefined}
          height={virtual ? ROW_HEIGHT : undefined}
          selectable={selectable}
          onRowClick={onRowClick}
          rowLabel={rowLabel}
        />
      ))}
      {padBottom > 0 ? (
        <tr aria-hidden="true" style={{ height: padBottom }}>
          <td colSpan={cells.length} />
        </tr>
      ) : null}
    </>
  );
}

const DataTableRows = memo(DataTableRowsView) as typeof DataTableRowsView;

/**
 * In a long (virtual) list, the columns' widths as the browser first laid them out, then held:
 * the table switches to a fixed layout with those widths, so a scroll frame lays out the rows it
 * brings in without re-measuring every column (about half the slow frames of a fast scroll in
 * tools/bench/admin-list.mjs), and columns do not jump as longer or shorter values scroll into
 * view. Measured again when the shown columns change or the box's width does. Null: not held.
 */
function useHeldColumnWidths(
  virtual: boolean,
  box: HTMLElement | null,
  headerRow: RefObject<HTMLTableRowElement | null>,
  columnsKey: string,
  hasRows: boolean,
): number[] | null {
  const [held, setHeld] = useState<{ key: string; widths: number[] } | null>(null);
  const current = virtual && held?.key === columnsKey ? held.widths : null;
  useLayoutEffect(() => {
    if (!virtual || !hasRows || current) return;
    const cells = headerRow.current ? [...headerRow.current.children] : [];
    const widths = cells.map((cell) => cell.getBoundingClientRect().width);
    // Nothing laid out yet (or no layout at all, as in a test DOM): keep the automatic layout.
    if (widths.length > 0 && widths.every((w) => w > 0)) setHeld({ key: columnsKey, widths });
  }, [virtual, hasRows, current, headerRow, columnsKey]);
  useEffect(() => {
    if (!virtual || !box) return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      setHeld(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [virtual, box]);
  return current;
}

/** How long after the last scroll event the rows take the pointer again. */
const SCROLL_SETTLE_MS = 150;

/**
 * Marks the box `data-scrolling` while it scrolls (until SCROLL_SETTLE_MS after the last scroll
 * event). The body's rows ignore the pointer meanwhile: rows sliding under a still pointer would
 * otherwise each get pointerover/out (which makes React finish pending renders at once) and a
 * hover style, every frame of a fast scroll.
 */
function useScrollingFlag(box: HTMLElement | null): void {
  useEffect(() => {
    if (!box) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (settle === undefined) box.dataset.scrolling = '';
      else clearTimeout(settle);
      settle = setTimeout(() => {
        settle = undefined;
        delete box.dataset.scrolling;
      }, SCROLL_SETTLE_MS);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      box.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
      delete box.dataset.scrolling;
    };
  }, [box]);
}

/**
 * The one table of the admin screens (TanStack Table, headless): the server sorts, filters and
 * pages, so every slice of state is controlled by the screen that fetches; this component only
 * draws it and reports what the admin asks for. Sorting by header (Shift adds a column), a search
 * box, a filter builder producing PostgREST conditions (data-table-query.ts), column visibility,
 * row selection with a bulk action bar, and loading, empty and error states. The rows scroll
 * inside the table's own box (both ways, header sticky), so a phone never scrolls sideways;
 * above `virtualizeAbove` rows only those in view are rendered (TanStack Virtual).
 */
export function DataTable<TRow extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  rowCount,
  loading = false,
  fetching = false,
  error,
  onRetry,
  sorting,
  onSortingChange,
  page,
  onPageChange,
  pageSizes,
  search,
  onSearchChange,
  searchPlaceholder,
  searchMaxLength,
  filters = NO_ROWS,
  onFiltersChange,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  defaultColumnVisibility,
  bulkActions,
  onRowClick,
  rowLabel,
  actions,
  emptyState,
  noMatchState,
  virtualizeAbove = 100,
  scroll,
  className,
}: DataTableProps<TRow>) {
  const { t, i18n } = useLingui();
  const [ownVisibility, setOwnVisibility] = useState<Record<string, boolean>>(defaultColumnVisibility ?? {});
  const columnVisibility = visibilityProp ?? ownVisibility;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  /** Closes the filter panel; the focus goes back to the button that opened it (not to <body>). */
  const closeFilters = () => {
    setFiltersOpen(false);
    requestAnimationFrame(() => filtersButton.current?.focus());
  };
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows' virtualizer is in a child, whose layout effects run before this box's ref is set:
  // it gets the box as state once a long list needs it (no extra render for a short one).
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const selectable = bulkActions !== undefined;

  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const filterable = useMemo<FilterableColumn[]>(
    () =>
      columns.flatMap((c) =>
        c.filter ? [{ id: c.id, label: c.header, kind: c.filter.kind, options: c.filter.options }] : [],
      ),
    [columns],
  );

  const tableColumns = useMemo(() => {
    const defs: ColumnDef<typeof FEATURES, TRow, unknown>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (row: TRow) => cellValue(column, row),
      enableSorting: column.sortable ?? false,
      enableHiding: column.hideable ?? true,
    }));
    if (selectable) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: the column draws checkboxes
      defs.unshift({ id: SELECT_COLUMN, header: 'Select', enableSorting: false, enableHiding: false });
    }
    return defs;
  }, [columns, selectable]);

  const data = (rows ?? NO_ROWS) as TRow[];
  const sortingState = sorting as SortingState;
  const table = useTable<typeof FEATURES, TRow>({
    features: FEATURES,
    columns: tableColumns,
    data,
    getRowId: (row) => getRowId(row),
    rowCount,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: true,
    // Ascending first for every column (TanStack starts numbers descending by default).
    sortDescFirst: false,
    isMultiSortEvent: (e) => Boolean((e as { shiftKey?: boolean }).shiftKey),
    enableRowSelection: selectable,
    state: {
      sorting: sortingState,
      pagination: page,
      columnVisibility: columnVisibility as ColumnVisibilityState,
      rowSelection,
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      onSortingChange(functionalUpdate(updater, sortingState).map(({ id, desc }) => ({ id, desc })));
      // A new order starts at the first page: page 7 of another order means nothing.
      if (page.pageIndex !== 0) onPageChange({ ...page, pageIndex: 0 });
    },
    onPaginationChange: (updater) => onPageChange(functionalUpdate(updater, page)),
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility as ColumnVisibilityState);
      if (visibilityProp === undefined) setOwnVisibility(next);
      onColumnVisibilityChange?.(next);
    },
    onRowSelectionChange: setRowSelection,
  });

  const tableRows = table.getRowModel().rows;
  const virtual = tableRows.length > virtualizeAbove;
  useLayoutEffect(() => {
    if (virtual) setScrollBox(scrollRef.current);
  }, [virtual]);
  useScrollingFlag(virtual ? scrollBox : null);
  const headerRowRef = useRef<HTMLTableRowElement>(null);
  const loadMore =
    scroll !== undefined && scroll.enabled && scroll.hasMore && !scroll.loadingMore
      ? scroll.onLoadMore
      : undefined;

  const visibleColumns = table.getVisibleLeafColumns();
  // Rows are memoised (scrolling re-renders the table, not the rows already drawn): they redraw
  // when their row, selection or the visible columns change.
  const cellsKey = visibleColumns.map((c) => c.id).join(',');
  const cells = useMemo(
    () =>
      cellsKey === ''
        ? []
        : cellsKey.split(',').flatMap((id): CellColumn<TRow>[] => {
            if (id === SELECT_COLUMN) return [SELECT_COLUMN];
            const column = byId.get(id);
            return column ? [column] : [];
          }),
    [cellsKey, byId],
  );
  const heldWidths = useHeldColumnWidths(virtual, scrollBox, headerRowRef, cellsKey, tableRows.length > 0);
  const selectedIds = Object.keys(rowSelection);
  const selectedCount = selectedIds.length;
  const clearSelection = () => setRowSelection({});
  const searching = (search ?? '').trim() !== '' || filters.length > 0;
  const showSkeleton = loading && data.length === 0 && !error;

  function resetSearch() {
    onFiltersChange?.([]);
    onSearchChange?.('');
  }

  const menuColumns = table
    .getAllLeafColumns()
    .filter((c) => c.id !== SELECT_COLUMN)
    .map((c) => ({
      id: c.id,
      label: byId.get(c.id)?.header ?? c.id,
      visible: c.getIsVisible(),
      canHide: c.getCanHide(),
    }));

  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="font-medium">
          <Trans>The rows could not be loaded</Trans>
        </p>
        <p className="max-w-md text-sm text-muted-foreground">{error}</p>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            <Trans>Retry</Trans>
          </Button>
        ) : null}
      </div>
    );
  } else if (!showSkeleton && data.length === 0) {
    body = searching
      ? (noMatchState ?? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <p className="font-medium">
              <Trans>No rows match</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Try other words, or clear the search and filters.</Trans>
            </p>
            <Button size="sm" variant="outline" onClick={resetSearch}>
              <Trans>Clear search and filters</Trans>
            </Button>
          </div>
        ))
      : (emptyState ?? (
          <p className="px-6 py-12 text-center text-sm text-muted-foreground">
            <Trans>No rows yet.</Trans>
          </p>
        ));
  }

  return (
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        {onSearchChange ? (
          <SearchBox
            value={search ?? ''}
            onChange={onSearchChange}
            placeholder={searchPlaceholder ?? t`Search…`}
            maxLength={searchMaxLength}
          />
        ) : null}
        {onFiltersChange && filterable.length > 0 ? (
          <Button
            ref={filtersButton}
            variant={filtersOpen ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <ListFilter aria-hidden="true" />
            <Trans>Filters</Trans>
            {filters.length > 0 ? <span className="tabular-nums">· {filters.length}</span> : null}
          </Button>
        ) : null}
        <DataTableColumnMenu
          columns={menuColumns}
          onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
          onShowAll={() => table.toggleAllColumnsVisible(true)}
        />
        {fetching && !showSkeleton ? <Spinner size="sm" label={t`Loading rows`} /> : null}
        {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>

      {filters.length > 0 && onFiltersChange ? (
        <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
          {filters.map((filter, index) => {
            const text = describeFilter(
              filter,
              filterable.find((c) => c.id === filter.column),
              i18n,
            );
            return (
              <li
                key={`${filter.column}-${index}`}
                className="inline-flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-xs"
              >
                {text}
                <button
                  type="button"
                  aria-label={t`Remove filter: ${text}`}
                  className="rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onFiltersChange(filters.filter((_, i) => i !== index))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {filtersOpen && onFiltersChange ? (
        <DataTableFilterBuilder
          columns={filterable}
          filters={filters}
          onClose={closeFilters}
          onApply={(next) => {
            onFiltersChange(next);
            if (page.pageIndex !== 0) onPageChange({ ...page, pageIndex: 0 });
            closeFilters();
          }}
        />
      ) : null}

      {selectable && selectedIds.length > 0 ? (
        <div
          role="region"
          aria-label={t`Selected rows`}
          className="flex flex-wrap items-center gap-2 rounded-lg border bg-accent/40 px-3 py-2 text-sm"
        >
          <span className="font-medium tabular-nums">
            <Trans>{selectedCount} selected</Trans>
          </span>
          <div className="flex flex-wrap items-center gap-2">
            {bulkActions({
              ids: selectedIds,
              rows: table.getSelectedRowModel().rows.map((r) => r.original),
              clear: clearSelection,
            })}
          </div>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={clearSelection}>
            <Trans>Clear selection</Trans>
          </Button>
        </div>
      ) : null}

      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        className={cn(
          'relative max-h-[70vh] min-h-0 overflow-auto rounded-lg border',
          // Opaque: the browser can then scroll the rows on the compositor without repainting
          // them (on a low-density screen it will not, with a transparent box, to keep LCD text).
          virtual && 'bg-background',
        )}
        // A long list fills the box anyway: sizing it outright lets the browser lay out and paint
        // what scrolls inside without touching the page around it (containment), every frame.
        style={virtual ? { height: '70vh', contain: 'strict' } : undefined}
      >
        <table
          aria-label={label}
          aria-busy={loading || fetching || undefined}
          aria-rowcount={rowCount !== undefined ? rowCount + 1 : undefined}
          className={cn(
            'w-full caption-bottom border-separate border-spacing-0 text-sm',
            heldWidths && 'table-fixed',
          )}
          style={heldWidths ? { width: heldWidths.reduce((sum, w) => sum + w, 0) } : undefined}
        >
          {heldWidths ? (
            <colgroup>
              {heldWidths.map((width, i) => (
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
          ) : null}
          <thead className="sticky top-0 z-10 bg-muted text-xs text-muted-foreground">
            {table.getHeaderGroups().map((group, i, groups) => (
              <tr key={group.id} ref={i === groups.length - 1 ? headerRowRef : undefined}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  if (header.column.id === SELECT_COLUMN) {
                    return (
                      <th key={header.id} scope="col" className="w-10 border-b px-3 py-2">
                        <SelectBox
                          label={t`Select all rows on this page`}
                          // Both go through every row of the page (10,000 in a long list):
                          // not asked while nothing is selected.
                          checked={selectedCount > 0 && table.getIsAllPageRowsSelected()}
                          indeterminate={selectedCount > 0 && table.getIsSomePageRowsSelected()}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      </th>
                    );
                  }
                  const sorted = header.column.getIsSorted();
                  const align = ALIGN[column?.align ?? 'start'];
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      style={{ minWidth: column?.minWidth }}
                      className={cn('border-b px-3 py-2 font-medium whitespace-nowrap', align)}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            'group -mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                            sorted && 'text-foreground',
                          )}
                        >
                          {column?.header}
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody
            className={cn(
              'in-data-scrolling:pointer-events-none',
              fetching && !showSkeleton && 'opacity-70 transition-opacity',
            )}
          >
            {showSkeleton
              ? Array.from({ length: Math.min(page.pageSize, 8) }, (_, i) => (
                  <tr key={`skeleton-${i}`} data-testid="data-table-skeleton">
                    {visibleColumns.map((c) => (
                      <td key={c.id} className="border-b px-3 py-3">
                        <Skeleton className={cn('h-4', c.id === SELECT_COLUMN ? 'w-4' : 'w-full max-w-40')} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {body === undefined ? (
              <DataTableRows<TRow>
                rows={tableRows}
                virtual={virtual}
                scrollBox={scrollBox}
                cells={cells}
                rowSelection={rowSelection}
                firstRowIndex={rowCount !== undefined ? page.pageIndex * page.pageSize + 2 : undefined}
                selectable={selectable}
                onRowClick={onRowClick}
                rowLabel={rowLabel}
                loadMore={loadMore}
              />
            ) : null}
          </tbody>
        </table>
        {body !== undefined ? <div className="sticky left-0 w-full">{body}</div> : null}
      </div>

      <DataTablePagination
        page={page}
        rowsOnPage={data.length}
        rowCount={rowCount}
        pageSizes={pageSizes}
        disabled={showSkeleton}
        onChange={onPageChange}
        scroll={scroll}
      />
    </div>
  );
}
