import {
  dataTableFilterProblem,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableSort,
} from '@atrium/ui';

/**
 * What a list remembers across a reload, in this tab (sessionStorage, per account): its order,
 * filters, search, page size and hidden columns. Not the page number, which only the page's
 * address carries (list-view-url.ts, where the same view also travels, so a link carries it): a
 * list opened without a view in its address starts at the first page of the tab's view.
 */
export interface ListViewState {
  sorting: DataTableSort[];
  filters: DataTableFilter[];
  search: string;
  pageSize: number;
  visibility: Record<string, boolean>;
}

/** sessionStorage key of one list's state for one account. */
export const listViewKey = (userId: string, list: string) => `atrium:list-view:${userId}:${list}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The columns a stored or linked view is checked against. */
export type ListViewColumn = Pick<DataTableColumn<never>, 'id' | 'sortable' | 'filter'>;

/** Bounds of a view read from storage or a link: terms kept of each list, characters of a text. */
export const LIST_VIEW_MAX_TERMS = 20;
export const LIST_VIEW_MAX_TEXT = 1000;

/**
 * The stored state, kept only where it still fits the list: sort terms on sortable columns,
 * filters on filterable columns whose operator and value the column accepts, a page size the
 * list offers, visibility of columns that exist. Anything else (an old schema's column, a value
 * edited by hand, not JSON at all) is dropped, never sent to the server.
 */
export function readListView(
  raw: string | null,
  columns: readonly ListViewColumn[],
  pageSizes: readonly number[],
): Partial<ListViewState> {
  if (!raw || raw.length > 100_000) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  return sanitizeListView(parsed, columns, pageSizes);
}

/**
 * What readListView keeps of an already parsed view (from storage or from a link's parameters,
 * list-view-url.ts): one set of checks for both, so a link can send the server nothing a stored
 * view could not.
 */
export function sanitizeListView(
  parsed: unknown,
  columns: readonly ListViewColumn[],
  pageSizes: readonly number[],
): Partial<ListViewState> {
  if (!isRecord(parsed)) return {};
  const byId = new Map(columns.map((c) => [c.id, c]));
  const out: Partial<ListViewState> = {};
  if (Array.isArray(parsed.sorting)) {
    const seen = new Set<string>();
    out.sorting = parsed.sorting
      .slice(0, LIST_VIEW_MAX_TERMS)
      .filter(
        (s): s is DataTableSort =>
          isRecord(s) &&
          typeof s.id === 'string' &&
          typeof s.desc === 'boolean' &&
          !!byId.get(s.id)?.sortable,
      )
      .filter((s) => !seen.has(s.id) && seen.add(s.id))
      .map((s) => ({ id: s.id, desc: s.desc }));
  }
  if (Array.isArray(parsed.filters)) {
    out.filters = parsed.filters.slice(0, LIST_VIEW_MAX_TERMS).flatMap((f) => {
      if (!isRecord(f) || typeof f.column !== 'string' || typeof f.operator !== 'string') return [];
      if (typeof f.value !== 'string' || f.value.length > LIST_VIEW_MAX_TEXT) return [];
      const kind = byId.get(f.column)?.filter?.kind;
      const filter = { column: f.column, operator: f.operator, value: f.value } as DataTableFilter;
      return kind && dataTableFilterProblem(kind, filter) === null ? [filter] : [];
    });
  }
  if (typeof parsed.search === 'string' && parsed.search.length <= LIST_VIEW_MAX_TEXT)
    out.search = parsed.search;
  if (typeof parsed.pageSize === 'number' && pageSizes.includes(parsed.pageSize))
    out.pageSize = parsed.pageSize;
  if (isRecord(parsed.visibility)) {
    out.visibility = Object.fromEntries(
      Object.entries(parsed.visibility).filter(([id, v]) => byId.has(id) && typeof v === 'boolean'),
    ) as Record<string, boolean>;
  }
  return out;
}

/** One list's raw stored text, or null (no account, no key, nothing stored, storage refused). */
export function loadListViewRaw(userId: string | undefined, list: string | undefined): string | null {
  if (!userId || !list) return null;
  try {
    return sessionStorage.getItem(listViewKey(userId, list));
  } catch {
    return null;
  }
}

/** Writes one list's state (quietly does nothing when storage refuses). */
export function saveListViewRaw(userId: string | undefined, list: string | undefined, state: unknown): void {
  if (!userId || !list) return;
  try {
    sessionStorage.setItem(listViewKey(userId, list), JSON.stringify(state));
  } catch {
    // a full or disabled storage only costs the memory of the view
  }
}

/** Reads one list's state from this tab's storage; {} without storage, an account or a key. */
export function loadListView(
  userId: string | undefined,
  list: string | undefined,
  columns: readonly ListViewColumn[],
  pageSizes: readonly number[],
): Partial<ListViewState> {
  return readListView(loadListViewRaw(userId, list), columns, pageSizes);
}

/** Writes one list's state. */
export function saveListView(
  userId: string | undefined,
  list: string | undefined,
  state: ListViewState,
): void {
  saveListViewRaw(userId, list, state);
}
