import type { ColumnType, Filter } from './filter-types.js';
import { compileLikePattern, type LikeMatcher } from './like-pattern.js';
import { toEpochMillis } from './parse-timestamp.js';

/** SQL three-valued logic: `null` is UNKNOWN. */
type Truth = boolean | null;

type Kind = 'timestamp' | 'number' | 'boolean' | 'uuid' | 'text';

function kindOf(filter: Filter, rowValue: unknown): Kind {
  const type: ColumnType | undefined = filter.type;
  if (type === 'timestamp' || filter.value instanceof Date || rowValue instanceof Date) return 'timestamp';
  if (type === 'integer' || type === 'bigint' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'uuid') return 'uuid';
  if (type === 'text') return 'text';
  const sample = Array.isArray(filter.value) ? filter.value[0] : filter.value;
  if (typeof sample === 'number') return 'number';
  if (typeof sample === 'boolean') return 'boolean';
  return 'text';
}

/** Brings a value to a comparable primitive of the given kind, or `null` when it cannot be. */
function normalize(value: unknown, kind: Kind): number | string | boolean | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'timestamp':
      return toEpochMillis(value);
    case 'number': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : null;
      if (typeof value === 'bigint') return Number(value);
      if (typeof value === 'string' && value.trim() !== '') {
        const n = Number(value); // numeric/bigint columns arrive as strings from pg
        return Number.isFinite(n) ? n : null;
      }
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'uuid':
      return typeof value === 'string' ? value.toLowerCase() : null;
    case 'text':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        return String(value);
      return null;
  }
}

/** -1/0/1, or `null` when either side is NULL or the two cannot be compared. */
function compare(a: unknown, b: unknown, kind: Kind): number | null {
  const x = normalize(a, kind);
  const y = normalize(b, kind);
  if (x === null || y === null || typeof x !== typeof y) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}

const likeCache = new WeakMap<Filter, LikeMatcher>();

/** The filter's pattern compiled once, however many rows it is tested against. */
function likeMatcher(filter: Filter, pattern: string): LikeMatcher {
  let matcher = likeCache.get(filter);
  if (matcher === undefined) {
    matcher = compileLikePattern(pattern, filter.op === 'ilike');
    likeCache.set(filter, matcher);
  }
  return matcher;
}

function evaluate(filter: Filter, rowValue: unknown): Truth {
  const { op, value } = filter;
  if (op === 'is') {
    if (value === null) return rowValue === null || rowValue === undefined;
    return rowValue === value;
  }
  if (rowValue === null || rowValue === undefined) return null;
  const kind = kindOf(filter, rowValue);
  switch (op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'lt':
    case 'gte':
    case 'lte': {
      const c = compare(rowValue, value, kind);
      if (c === null) return null;
      if (op === 'eq') return c === 0;
      if (op === 'neq') return c !== 0;
      if (op === 'gt') return c > 0;
      if (op === 'lt') return c < 0;
      if (op === 'gte') return c >= 0;
      return c <= 0;
    }
    case 'like':
    case 'ilike': {
      if (typeof value !== 'string') return null;
      const text = normalize(rowValue, 'text');
      if (typeof text !== 'string') return null;
      return likeMatcher(filter, value)(text);
    }
    case 'in': {
      if (!Array.isArray(value)) return null;
      let sawNull = false;
      for (const item of value) {
        const c = compare(rowValue, item, kind);
        if (c === 0) return true;
        if (c === null) sawNull = true;
      }
      return sawNull ? null : false;
    }
    default:
      return null;
  }
}

/**
 * Evaluates filters against an in-memory row with the same meaning as the SQL from `toSql`:
 * all filters must hold; a comparison with a NULL (or missing) row value is UNKNOWN, so it
 * fails whether negated or not (`is` never is UNKNOWN); timestamps compare as instants
 * (Date, ISO string or epoch ms in the row); numeric strings compare as numbers for numeric
 * columns; uuids compare case-insensitively; `like`/`ilike` use the linear-time wildcard
 * matcher of `compileLikePattern` (no RegExp is built from the pattern).
 *
 * Text ordering (`gt`/`lt` on text) uses UTF-16 code-unit order, which matches the database
 * only under the "C" collation.
 */
export function matchRow(row: Record<string, unknown>, filters: readonly Filter[]): boolean {
  for (const filter of filters) {
    const rowValue = Object.hasOwn(row, filter.column) ? row[filter.column] : undefined;
    let result = evaluate(filter, rowValue);
    if (filter.negate && result !== null) result = !result;
    if (result !== true) return false;
  }
  return true;
}

/** Keeps the rows for which {@link matchRow} holds. */
export function filterRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  filters: readonly Filter[],
): T[] {
  return rows.filter((row) => matchRow(row, filters));
}
