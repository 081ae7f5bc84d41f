import type { DataTableFilter, DataTableFilterKind, DataTablePage, DataTableSort } from '@atrium/ui';

/**
 * The route manager's list state applied in the browser: the DataTable's search, filters, sort
 * and page over rows already loaded (the route set this browser runs on), with the meaning the
 * table API gives them on the server (records-query.ts): text compared case-insensitively for
 * contains / starts with, `is` exact, a date-time compared with the start of a UTC day, empty =
 * null or ''.
 */
export interface LocalListState {
  search: string;
  /** Columns the search box looks in. */
  searchable: readonly string[];
  filters: readonly DataTableFilter[];
  sorting: readonly DataTableSort[];
  page: DataTablePage;
}

export interface LocalListOptions<TRow> {
  /** A column's value of a row. */
  value: (row: TRow, column: string) => unknown;
  /** A column's filter kind (from its schema field). */
  kind: (column: string) => DataTableFilterKind | undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function asText(value: unknown): string {
  if (isEmpty(value)) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function asNumber(value: unknown, kind: DataTableFilterKind | undefined): number {
  if (kind === 'date' || kind === 'datetime') return typeof value === 'string' ? Date.parse(value) : NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** Whether a row's value meets one filter condition. */
export function matchesFilter(
  value: unknown,
  filter: DataTableFilter,
  kind: DataTableFilterKind | undefined,
): boolean {
  const wanted = filter.value.trim();
  switch (filter.operator) {
    case 'is_empty':
      return isEmpty(value);
    case 'is_not_empty':
      return !isEmpty(value);
    case 'is_true':
      return value === true;
    case 'is_false':
      return value === false;
    case 'contains':
      return asText(value).toLowerCase().includes(wanted.toLowerCase());
    case 'not_contains':
      // SQL's NOT ILIKE leaves null out, as the server does.
      return !isEmpty(value) && !asText(value).toLowerCase().includes(wanted.toLowerCase());
    case 'starts_with':
      return asText(value).toLowerCase().startsWith(wanted.toLowerCase());
    case 'eq':
    case 'neq': {
      if (isEmpty(value)) return false;
      const same =
        kind === 'number' || kind === 'date'
          ? asNumber(value, kind) === asNumber(wanted, kind)
          : kind === 'uuid'
            ? asText(value).toLowerCase() === wanted.toLowerCase()
            : asText(value) === wanted;
      return filter.operator === 'eq' ? same : !same;
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (isEmpty(value)) return false;
      const a = asNumber(value, kind);
      const b = asNumber(wanted, kind);
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      return filter.operator === 'gt'
        ? a > b
        : filter.operator === 'gte'
          ? a >= b
          : filter.operator === 'lt'
            ? a < b
            : a <= b;
    }
  }
}

function compare(a: unknown, b: unknown): number {
  // Empty values last whatever the direction is, as PostgreSQL's default NULLS LAST for asc.
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return asText(a).localeCompare(asText(b), undefined, { sensitivity: 'base', numeric: true });
}

/** The rows the search and filters keep, sorted, and the page of them: `{rows, total}`. */
export function applyLocalList<TRow>(
  rows: readonly TRow[],
  state: LocalListState,
  { value, kind }: LocalListOptions<TRow>,
): { rows: TRow[]; total: number } {
  const search = state.search.trim().toLowerCase();
  const kept = rows.filter(
    (row) =>
      (search === '' ||
        state.searchable.some((column) => asText(value(row, column)).toLowerCase().includes(search))) &&
      state.filters.every((filter) => matchesFilter(value(row, filter.column), filter, kind(filter.column))),
  );
  if (state.sorting.length > 0) {
    kept.sort((x, y) => {
      for (const { id, desc } of state.sorting) {
        const a = value(x, id);
        const b = value(y, id);
        const order = compare(a, b);
        if (order !== 0) return isEmpty(a) || isEmpty(b) ? order : desc ? -order : order;
      }
      return 0;
    });
  }
  const start = state.page.pageIndex * state.page.pageSize;
  return { rows: kept.slice(start, start + state.page.pageSize), total: kept.length };
}
