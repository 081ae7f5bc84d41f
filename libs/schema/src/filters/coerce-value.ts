import { UUID_PATTERN } from '../common/uuid.js';
import { FilterError } from './filter-error.js';
import type { ColumnType } from './filter-types.js';
import { parseTimestamp } from './parse-timestamp.js';

/** Range of PostgreSQL `integer` (int4), the column type behind `ColumnType` `'integer'`. */
export const INTEGER_MIN = -2147483648;
export const INTEGER_MAX = 2147483647;

/**
 * Range of a `'bigint'` column's values through the API: PostgreSQL's bigint (int8) is wider, but
 * JSON numbers are exact only up to 2^53 − 1, so rows are written and read within this range.
 */
export const BIGINT_MIN = Number.MIN_SAFE_INTEGER;
export const BIGINT_MAX = Number.MAX_SAFE_INTEGER;

const INTEGER_RANGES = {
  integer: [INTEGER_MIN, INTEGER_MAX],
  bigint: [BIGINT_MIN, BIGINT_MAX],
} as const;

const INTEGER = /^[+-]?\d{1,20}$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function quoteForMessage(raw: string): string {
  const shown = raw.length > 60 ? `${raw.slice(0, 60)}…` : raw;
  return JSON.stringify(shown);
}

/**
 * Coerces one textual filter value to the column's type, throwing {@link FilterError}
 * (`Invalid boolean "maybe" for column "is_active"`) when it cannot be.
 */
export function coerceValue(raw: string, type: ColumnType, column: string): unknown {
  const fail = (kind: string, note?: string): never => {
    const suffix = note === undefined ? '' : ` (${note})`;
    throw new FilterError(`Invalid ${kind} ${quoteForMessage(raw)} for column "${column}"${suffix}`, column);
  };
  switch (type) {
    case 'text':
      if (raw.includes('\u0000')) fail('text', 'contains a NUL character');
      return raw;
    case 'uuid':
      if (!UUID_PATTERN.test(raw)) fail('uuid');
      return raw.toLowerCase();
    case 'boolean':
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      return fail('boolean');
    case 'integer':
    case 'bigint': {
      if (!INTEGER.test(raw)) return fail('integer');
      const n = Number(raw);
      const [min, max] = INTEGER_RANGES[type];
      if (n < min || n > max) return fail('integer', `out of range ${min}..${max}`);
      return n === 0 ? 0 : n; // no -0
    }
    case 'number': {
      if (!NUMBER.test(raw)) return fail('number');
      const n = Number(raw);
      if (!Number.isFinite(n)) return fail('number', 'out of range');
      // Below the smallest double (`1e-400`) Number() gives 0: refused as `1e400` is, not read as 0.
      if (n === 0 && /[1-9]/.test(raw.split(/e/i)[0])) return fail('number', 'out of range');
      return n === 0 ? 0 : n;
    }
    case 'timestamp': {
      const t = parseTimestamp(raw);
      if (t === null) return fail('date or date-time', 'expected YYYY-MM-DD or an ISO 8601 date-time');
      return new Date(t).toISOString();
    }
    case 'json':
      // Only `is` applies to json columns; parse-query rejects other operators before this.
      return fail('value', 'json columns support only "is"');
    default:
      return fail('value', `unsupported column type ${JSON.stringify(String(type))}`);
  }
}
