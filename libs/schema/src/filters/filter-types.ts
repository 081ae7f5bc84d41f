/** The type of a filterable column; decides how filter values are coerced and which operators apply. */
export type ColumnType = 'text' | 'uuid' | 'boolean' | 'integer' | 'bigint' | 'number' | 'timestamp' | 'json';

/** Every {@link ColumnType}. */
export const COLUMN_TYPES: readonly ColumnType[] = Object.freeze([
  'text',
  'uuid',
  'boolean',
  'integer',
  'bigint',
  'number',
  'timestamp',
  'json',
]);

/** Whitelist of the columns that may be selected, filtered and ordered on, with their types. */
export type ColumnSpec = Record<string, ColumnType>;

/** Filter operators (each may be negated with a `not.` prefix). */
export const FILTER_OPERATORS = Object.freeze([
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
] as const);
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * One parsed `column=[not.]op.value` condition.
 *
 * `value` is coerced to the column type: `boolean` → boolean, `integer`/`bigint`/`number` → number,
 * `uuid` → lower-case string, `timestamp` → canonical ISO string in UTC
 * (`2024-01-01T00:00:00.000Z`), `text` → string. For `in` it is an array of such values; for
 * `is` it is `null`, `true` or `false`; for `like`/`ilike` it is the pattern as written, with
 * `*` as the wildcard.
 */
export interface Filter {
  column: string;
  op: FilterOperator;
  negate: boolean;
  value: unknown;
  /** The column's type, set by `parseQuery`; optional for hand-built filters. */
  type?: ColumnType;
}

export type OrderDirection = 'asc' | 'desc';
export type NullsOrder = 'first' | 'last';

export interface OrderTerm {
  column: string;
  direction: OrderDirection;
  nulls?: NullsOrder;
}

export interface ParsedQuery {
  /** Conditions to AND together. */
  filters: Filter[];
  /** Columns to return; absent means all. */
  select?: string[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** A query-string object as produced by Express/Nest or `URLSearchParams` (see `searchParamsToQuery`). */
export type QueryInput = Record<string, string | string[] | undefined>;

export interface ParseQueryOptions {
  /** Extra parameter names to ignore (besides select, order, limit and offset). */
  reserved?: readonly string[];
  /** Largest `limit` returned; larger values are capped silently. Default 1000. */
  maxLimit?: number;
}

/**
 * Longest filter value (the text after `[not.]op.`, in UTF-16 code units) `parseQuery`
 * accepts; longer ones are a FilterError (400). The matchers are linear in their input
 * anyway; the cap keeps each request's work and memory small and predictable.
 */
export const FILTER_VALUE_MAX_LENGTH = 4096;

/**
 * Most characters a like/ilike pattern may hold besides its `*` wildcards. PostgreSQL's LIKE
 * compares a pattern against a text in up to |text| × |pattern| steps (a run of `a`s searched for
 * `*aaa…ab*` retries the whole literal at every position), so the pattern's length is a
 * multiplier on the scan: without this cap one 4,000-character pattern held a 960-row table for
 * 14 s, and the embedded database with it. Longer patterns are a FilterError (400).
 */
export const LIKE_PATTERN_MAX_CHARS = 100;

/**
 * Most like/ilike pattern characters (besides `*`) one table API request may carry in all, over
 * its conditions and `or`/`and` groups: the bound on the request's matching work whatever the
 * number of conditions. A search box that repeats its text over several fields keeps
 * `k × (text + 2) ≤` this ({@link likeSearchMaxLength}).
 */
export const LIKE_REQUEST_MAX_CHARS = 256;

/**
 * Most like/ilike conditions one table API request may carry. Each one is a pass over the text of
 * every row it is tried on, however short its pattern: a hundred two-character patterns held the
 * embedded database (which cannot cancel a running statement) for 8 s over 5 MB of a member's own
 * text. As many as a collection may have searchable fields (LIST_MAX_SEARCHABLE), so a search box
 * over all of them always fits.
 */
export const LIKE_REQUEST_MAX_CONDITIONS = 20;

/**
 * The longest search text a box may send as `field.ilike.*text*` over `fields` fields at once:
 * within one pattern's cap and, all fields together, within the request's.
 */
export function likeSearchMaxLength(fields: number): number {
  return Math.max(
    1,
    Math.min(LIKE_PATTERN_MAX_CHARS, Math.floor(LIKE_REQUEST_MAX_CHARS / Math.max(1, fields))),
  );
}

/** Characters of a like/ilike pattern that cost matching work: all but its `*` and `%` wildcards. */
export function likePatternCost(pattern: string): number {
  let wildcards = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c === 42 || c === 37) wildcards++;
  }
  return pattern.length - wildcards;
}

/** Default cap on `limit`. */
export const DEFAULT_MAX_LIMIT = 1000;

/** Parameter names with a meaning of their own; never treated as columns. */
export const RESERVED_QUERY_PARAMS = Object.freeze(['select', 'order', 'limit', 'offset'] as const);
