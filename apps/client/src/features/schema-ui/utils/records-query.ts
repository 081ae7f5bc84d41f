import { collectionColumns, likeSearchMaxLength, type Collection } from '@atrium/schema';
import {
  dataTableFilterParams,
  dataTableOrderParam,
  dataTableSearchParam,
  type DataTableFilter,
  type DataTablePage,
  type DataTableSort,
} from '@atrium/ui';
import { relationDisplays } from './relations';

type Schema = Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'list'>;

/** The table API embeds at most 10 relations per request (rest.limits.ts). */
const MAX_EMBEDS = 10;

/**
 * The `select` of a list: every readable column, and each relation's target row with its id and
 * display field under a name that clashes with no column (`*,zone(id,name)`).
 */
export function listSelect(collection: Schema, collections: readonly Schema[]): string {
  const embeds = [...relationDisplays(collection, collections).values()]
    .filter((r) => r.embedSelect && r.displayField)
    .slice(0, MAX_EMBEDS)
    .map((r) => `${r.embedSelect}(id,${r.displayField})`);
  return ['*', ...embeds].join(',');
}

export interface ListQueryState {
  sorting: readonly DataTableSort[];
  filters: readonly DataTableFilter[];
  search: string;
  searchable: readonly string[];
  /** Absent for an export (every matching row, up to `limit`). */
  page?: DataTablePage;
  /**
   * Conditions every request of the list carries, not shown as filters and not removable: a
   * Database module's zone (`zone_id=eq.…`), so its table shows that zone's rows only.
   */
  scope?: readonly (readonly [string, string])[];
  limit?: number;
}

/**
 * A list's request in PostgREST syntax: select, the filter builder's conditions, the search as one
 * `or` group over the searchable fields, order (the key breaks ties on the server) and the page.
 */
export function listQuery(
  collection: Schema,
  collections: readonly Schema[],
  state: ListQueryState,
): URLSearchParams {
  const query = new URLSearchParams();
  query.set('select', listSelect(collection, collections));
  for (const [column, condition] of state.scope ?? []) query.append(column, condition);
  for (const [column, condition] of dataTableFilterParams(state.filters)) query.append(column, condition);
  // A longer text (from a URL) is cut to what the server takes over these fields (LIKE_REQUEST_MAX_CHARS)
  const text = state.search.slice(0, likeSearchMaxLength(state.searchable.length));
  const search = dataTableSearchParam(text, state.searchable);
  if (search) query.set('or', search);
  const order = dataTableOrderParam(state.sorting);
  if (order) query.set('order', order);
  if (state.page) {
    query.set('limit', String(state.page.pageSize));
    if (state.page.pageIndex > 0) query.set('offset', String(state.page.pageIndex * state.page.pageSize));
  } else if (state.limit !== undefined) {
    query.set('limit', String(state.limit));
  }
  return query;
}

/** The key columns of a collection: its `id`, or the built-in `primary_key`. */
export function keyColumns(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
): string[] {
  return collectionColumns(collection)
    .filter((c) => c.primaryKey)
    .map((c) => c.name);
}

/** A row's identity for the table (its key values joined). */
export function recordId(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  row: Record<string, unknown>,
): string {
  return keyColumns(collection)
    .map((name) => String(row[name]))
    .join('/');
}

/** The filter that selects exactly this row: `id=eq.…` (each key column of a built-in). */
export function recordKeyFilter(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  row: Record<string, unknown>,
): [string, string][] {
  return keyColumns(collection).map((name) => [name, `eq.${String(row[name])}`]);
}
