import type { DataTableFilter, DataTableSort } from '@atrium/ui';
import {
  LIST_VIEW_MAX_TERMS,
  LIST_VIEW_MAX_TEXT,
  sanitizeListView,
  type ListViewColumn,
  type ListViewState,
} from './list-view-state';

/**
 * A list's view in its page's address, so a copied link opens the same view (as Supabase
 * Studio's table editor does). Only what differs from the list's defaults is written, so an
 * untouched list keeps a clean address:
 *
 * - `sort=-created_at,title`: the order, column by column; `-` before a column sorts it descending.
 * - `filter=<column>.<operator>.<value>`, once per filter, in order: `filter=status.eq.done`,
 *   `filter=priority.gte.3`, `filter=done.is_true` (an operator without a value has no third part).
 *   The value is everything after the second dot, dots and commas included.
 * - `q=<text>`: the search box's text (written after typing pauses, as the search is sent).
 * - `size=50`: rows a page.
 * - `hide=code,lead`: the hidden columns, all of them, when they are not the list's default
 *   ones (`hide=` with nothing after it: every column shown).
 * - `page=3`: the page, counted from 1 (a page past the end steps back to the last one).
 *
 * The address is plain text: the app's router writes repeated parameters as repeated keys and
 * reads every value as a string (lib/search-params.ts). Reading goes through the same checks as
 * a view kept in the tab's storage (sanitizeListView): an unknown column, an operator or value
 * the column does not take, a page size the list does not offer are dropped and never sent to
 * the server; each parameter's length and number of terms is bounded before it is split.
 */
export const LIST_VIEW_PARAMS = ['sort', 'filter', 'q', 'size', 'hide', 'page'] as const;
export type ListViewParam = (typeof LIST_VIEW_PARAMS)[number];
/** The view's parameters; undefined: not in the address (the list's default). */
export type ListViewSearch = Record<ListViewParam, string | string[] | undefined>;

/** A view from a link: the stored parts, plus the page (0-based). */
export interface LinkedListView extends Partial<ListViewState> {
  pageIndex?: number;
}

/** What a list shows when nothing says otherwise; a view equal to it leaves the address clean. */
export interface ListViewDefaults {
  sorting: readonly DataTableSort[];
  pageSize: number;
  visibility: Readonly<Record<string, boolean>>;
}

/** A `filter=` of one column, operator and value: at most this long (column and operator included). */
const MAX_FILTER_PARAM = LIST_VIEW_MAX_TEXT + 200;
/** A `sort=` or `hide=` list: at most this long. */
const MAX_LIST_PARAM = 4000;
/** The last page a link may open (1-based). */
const MAX_PAGE = 1_000_000;

/** A parameter's texts as the router parsed them: a repeated key is an array. */
function textsOf(value: unknown): string[] {
  const one = (v: unknown) =>
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const v of value.slice(0, LIST_VIEW_MAX_TERMS)) {
      const text = one(v);
      if (text !== undefined) out.push(text);
    }
    return out;
  }
  const text = one(value);
  return text === undefined ? [] : [text];
}

/** A single-valued parameter as text (the first one when repeated), or undefined. */
export const firstText = (search: Readonly<Record<string, unknown>>, key: string): string | undefined =>
  textsOf(search[key])[0];

/** Whether the address carries any part of a list's view (then it wins over the tab's storage). */
export function hasListViewSearch(search: Readonly<Record<string, unknown>>): boolean {
  return LIST_VIEW_PARAMS.some((key) => search[key] !== undefined);
}

const splitList = (text: string) =>
  text
    .split(',', LIST_VIEW_MAX_TERMS * 4)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** `column.operator.value` (value optional) as a filter to check, or null. */
function parseFilter(text: string): { column: string; operator: string; value: string } | null {
  if (text.length > MAX_FILTER_PARAM) return null;
  const first = text.indexOf('.');
  if (first <= 0) return null;
  const second = text.indexOf('.', first + 1);
  const operator = second < 0 ? text.slice(first + 1) : text.slice(first + 1, second);
  if (operator === '') return null;
  return { column: text.slice(0, first), operator, value: second < 0 ? '' : text.slice(second + 1) };
}

/**
 * The view a page's address carries, kept only where it fits the list (as readListView keeps a
 * stored one). A part the address lacks is left out: the list's default applies to it.
 */
export function readListViewSearch(
  search: Readonly<Record<string, unknown>>,
  columns: readonly ListViewColumn[],
  pageSizes: readonly number[],
): LinkedListView {
  const candidate: Record<string, unknown> = {};
  const sort = firstText(search, 'sort');
  if (sort !== undefined && sort.length <= MAX_LIST_PARAM && sort.trim() !== '') {
    candidate.sorting = splitList(sort).map((term) =>
      term.startsWith('-') ? { id: term.slice(1), desc: true } : { id: term, desc: false },
    );
  }
  const filters = textsOf(search.filter);
  if (filters.length > 0) candidate.filters = filters.map(parseFilter).filter((f) => f !== null);
  const q = firstText(search, 'q');
  if (q !== undefined) candidate.search = q;
  const size = firstText(search, 'size');
  if (size !== undefined && /^\d{1,6}$/.test(size)) candidate.pageSize = Number(size);
  const hide = firstText(search, 'hide');
  if (hide !== undefined && hide.length <= MAX_LIST_PARAM) {
    const hidden = new Set(splitList(hide));
    candidate.visibility = Object.fromEntries(columns.map((c) => [c.id, !hidden.has(c.id)]));
  }
  const out: LinkedListView = sanitizeListView(candidate, columns, pageSizes);
  // An empty order in a link reads as none given: the list's default order applies.
  if (out.sorting?.length === 0) delete out.sorting;
  const page = firstText(search, 'page');
  if (page !== undefined && /^\d{1,7}$/.test(page)) {
    const n = Number(page);
    if (n >= 1 && n <= MAX_PAGE) out.pageIndex = n - 1;
  }
  return out;
}

const sameSorting = (a: readonly DataTableSort[], b: readonly DataTableSort[]) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.desc === b[i]!.desc);

const filterParam = (f: DataTableFilter) =>
  f.value === '' ? `${f.column}.${f.operator}` : `${f.column}.${f.operator}.${f.value}`;

/**
 * The parameters of a list's view (undefined: the default, not written). `columns` gives the
 * order `hide=` lists its columns in.
 */
export function listViewSearch(
  view: ListViewState & { pageIndex: number },
  defaults: ListViewDefaults,
  columns: readonly Pick<ListViewColumn, 'id'>[],
): ListViewSearch {
  const hiddenIn = (visibility: Readonly<Record<string, boolean>>) =>
    columns.filter((c) => visibility[c.id] === false).map((c) => c.id);
  const hidden = hiddenIn(view.visibility);
  const defaultHidden = hiddenIn(defaults.visibility);
  const sameHidden =
    hidden.length === defaultHidden.length && hidden.every((id, i) => id === defaultHidden[i]);
  return {
    sort:
      view.sorting.length === 0 || sameSorting(view.sorting, defaults.sorting)
        ? undefined
        : view.sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(','),
    filter: view.filters.length === 0 ? undefined : view.filters.map(filterParam),
    q: view.search.trim() === '' ? undefined : view.search,
    size: view.pageSize === defaults.pageSize ? undefined : String(view.pageSize),
    hide: sameHidden ? undefined : hidden.join(','),
    page: view.pageIndex > 0 ? String(view.pageIndex + 1) : undefined,
  };
}

/**
 * Whether the address already says `next`, for each of its keys (undefined: absent); a single
 * value and a one-item list read the same.
 */
export function sameListViewSearch(
  current: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  return Object.keys(next).every((key) => {
    const a = current[key] === undefined ? [] : textsOf(current[key]);
    const b = next[key] === undefined ? [] : textsOf(next[key]);
    const present = (current[key] === undefined) === (next[key] === undefined);
    return present && a.length === b.length && a.every((v, i) => v === b[i]);
  });
}
