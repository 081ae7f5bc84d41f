import { FilterError } from './filter-error.js';
import type { Filter, OrderTerm, ParsedQuery } from './filter-types.js';
import { likePatternToSql } from './like-pattern.js';

export interface ToSqlOptions {
  /** Qualifies every column as `"table"."col"`; a dotted name (`schema.table`) is quoted per part. */
  table?: string;
  /** Identifier quoting; defaults to {@link quoteIdent}. */
  quote?: (ident: string) => string;
  /** Number of parameters already used by the caller: the first placeholder is `$(paramOffset + 1)`. */
  paramOffset?: number;
}

export interface SqlFragments {
  /** `''` when there are no filters, else `WHERE <cond> AND <cond> ...`. */
  where: string;
  /** `''` when there is no order, else `ORDER BY "a" ASC, "b" DESC NULLS LAST`. */
  orderBy: string;
  /** Values for the `$n` placeholders in `where`, in order. */
  params: unknown[];
  /** `*` when no select was given, else the quoted column list (`"a", "b"`). */
  select: string;
}

/** Quotes a PostgreSQL identifier: `my"col` → `"my""col"`. */
export function quoteIdent(ident: string): string {
  return `"${ident.replace(/"/g, '""')}"`;
}

const COMPARATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  lt: '<',
  gte: '>=',
  lte: '<=',
} as const;

/**
 * One filter as a SQL condition on `column` (an already quoted, qualified identifier), values
 * bound through `bind` (which returns the placeholder). Negation is left to the caller. Throws
 * {@link FilterError} for a hand-built filter whose value does not fit its operator.
 */
export function filterToSql(filter: Filter, column: string, bind: (value: unknown) => string): string {
  const { op, value } = filter;
  switch (op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'lt':
    case 'gte':
    case 'lte':
      return `${column} ${COMPARATORS[op]} ${bind(value)}`;
    case 'like':
    case 'ilike':
      if (typeof value !== 'string') {
        throw new FilterError(
          `Operator "${op}" on column "${filter.column}" needs a text pattern`,
          filter.column,
        );
      }
      return `${column} ${op === 'like' ? 'LIKE' : 'ILIKE'} ${bind(likePatternToSql(value))}`;
    case 'in':
      if (!Array.isArray(value)) {
        throw new FilterError(`Operator "in" on column "${filter.column}" needs a list`, filter.column);
      }
      return `${column} = ANY(${bind(value)})`;
    case 'is':
      if (value === null) return `${column} IS NULL`;
      if (value === true) return `${column} IS TRUE`;
      if (value === false) return `${column} IS FALSE`;
      throw new FilterError(
        `Operator "is" on column "${filter.column}" needs null, true or false`,
        filter.column,
      );
    default:
      throw new FilterError(
        `Unknown operator ${JSON.stringify(String(op))} for column "${filter.column}"`,
        filter.column,
      );
  }
}

function orderTerm(term: OrderTerm, column: string): string {
  let sql = `${column} ${term.direction === 'desc' ? 'DESC' : 'ASC'}`;
  if (term.nulls === 'first') sql += ' NULLS FIRST';
  else if (term.nulls === 'last') sql += ' NULLS LAST';
  return sql;
}

/**
 * Renders a {@link ParsedQuery} as parameterised PostgreSQL fragments. Identifiers are always
 * quoted, values always bound (`"col" = $1`, `"col" ILIKE $2`, `"col" = ANY($3)`,
 * `"col" IS NULL`, negation as `NOT (...)`); `like`/`ilike` patterns are translated
 * (`*` → `%`, literal `%`, `_`, `\` escaped). LIMIT and OFFSET are left to the caller
 * (`parsed.limit`/`parsed.offset` are validated non-negative integers).
 *
 * Throws {@link FilterError} for a hand-built filter whose value does not fit its operator.
 */
export function toSql(parsed: ParsedQuery, options: ToSqlOptions = {}): SqlFragments {
  const quote = options.quote ?? quoteIdent;
  const prefix = options.table ? `${options.table.split('.').map(quote).join('.')}.` : '';
  const ident = (name: string): string => `${prefix}${quote(name)}`;
  const offset = options.paramOffset ?? 0;
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${offset + params.length}`;
  };

  const conditions = parsed.filters.map((filter) => {
    const sql = filterToSql(filter, ident(filter.column), bind);
    return filter.negate ? `NOT (${sql})` : sql;
  });
  const order = parsed.order.map((term) => orderTerm(term, ident(term.column)));

  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: order.length > 0 ? `ORDER BY ${order.join(', ')}` : '',
    params,
    select: parsed.select && parsed.select.length > 0 ? parsed.select.map(ident).join(', ') : '*',
  };
}
