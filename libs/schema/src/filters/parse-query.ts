import { coerceValue } from './coerce-value.js';
import { countParamProblem, QUERY_PARAM_ONCE } from '../common/count-param.js';
import {
  FilterError,
  filterErrorCollector,
  parameterValueError,
  queryParamValues,
  quoteForMessage,
} from './filter-error.js';
import {
  DEFAULT_MAX_LIMIT,
  FILTER_VALUE_MAX_LENGTH,
  FILTER_OPERATORS,
  LIKE_PATTERN_MAX_CHARS,
  likePatternCost,
  type ColumnSpec,
  type ColumnType,
  type Filter,
  type FilterOperator,
  type OrderTerm,
  type ParsedQuery,
  type ParseQueryOptions,
  type QueryInput,
} from './filter-types.js';
import { parseInList } from './parse-in-list.js';

const OPERATORS: ReadonlySet<string> = new Set(FILTER_OPERATORS);
const COMPARISON_OPS: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'lt', 'gte', 'lte', 'in']);
const show = quoteForMessage;

function isOperator(token: string): token is FilterOperator {
  return OPERATORS.has(token);
}

function columnTypeOf(columns: ColumnSpec, name: string): ColumnType | undefined {
  return Object.hasOwn(columns, name) ? columns[name] : undefined;
}

const valuesOf = queryParamValues;

/** Parses one `[not.]op.value` string for a whitelisted column. */
export function parseFilter(column: string, type: ColumnType, raw: string): Filter {
  const fail = (message: string): never => {
    throw new FilterError(message, column);
  };
  let rest = raw;
  let negate = false;
  if (rest === 'not' || rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opToken = dot === -1 ? rest : rest.slice(0, dot);
  if (opToken === '') {
    return fail(`Missing operator for column "${column}" (expected e.g. "eq.value")`);
  }
  if (!isOperator(opToken)) {
    if (dot === -1 && !negate) {
      return fail(`Missing operator for column "${column}" (expected e.g. "eq.value")`);
    }
    return fail(`Unknown operator ${show(opToken)} for column "${column}"`);
  }
  if (dot === -1) return fail(`Missing value for operator "${opToken}" on column "${column}"`);
  const op: FilterOperator = opToken;
  const text = rest.slice(dot + 1);
  if (text.length > FILTER_VALUE_MAX_LENGTH) {
    return fail(`Value for column "${column}" is too long (at most ${FILTER_VALUE_MAX_LENGTH} characters)`);
  }

  if (op === 'is') {
    if (text === 'null') return { column, op, negate, value: null, type };
    if (text === 'true' || text === 'false') {
      if (type !== 'boolean') {
        return fail(
          `Invalid "is" value ${show(text)} for column "${column}" of type ${type} (expected null)`,
        );
      }
      return { column, op, negate, value: text === 'true', type };
    }
    return fail(
      `Invalid "is" value ${show(text)} for column "${column}" (expected ${type === 'boolean' ? 'null, true or false' : 'null'})`,
    );
  }
  if (op === 'like' || op === 'ilike') {
    if (type !== 'text')
      return fail(`Operator "${op}" is not supported for column "${column}" of type ${type}`);
    if (likePatternCost(text) > LIKE_PATTERN_MAX_CHARS) {
      return fail(
        `Pattern for column "${column}" is too long (at most ${LIKE_PATTERN_MAX_CHARS} characters besides the wildcards "*" and "%")`,
      );
    }
    return { column, op, negate, value: coerceValue(text, 'text', column), type };
  }
  if (type === 'json' || !COMPARISON_OPS.has(op)) {
    return fail(`Operator "${op}" is not supported for column "${column}" of type ${type}`);
  }
  if (op === 'in') {
    const items = parseInList(text, column).map((item) => coerceValue(item, type, column));
    return { column, op, negate, value: items, type };
  }
  return { column, op, negate, value: coerceValue(text, type, column), type };
}

function parseSelect(values: string[], columns: ColumnSpec): string[] | undefined {
  const out: string[] = [];
  let all = false;
  for (const value of values) {
    for (const part of value.split(',')) {
      const name = part.trim();
      if (name === '') throw new FilterError('Empty column name in select', 'select');
      if (name === '*') {
        all = true;
        continue;
      }
      if (columnTypeOf(columns, name) === undefined) {
        throw new FilterError(`Unknown column ${show(name)} in select`, 'select');
      }
      if (!out.includes(name)) out.push(name);
    }
  }
  return all ? undefined : out;
}

/**
 * `order` values (each `col[.asc|.desc][.nullsfirst|.nullslast]`, comma-separated) as terms, for
 * the filter module and the server's table API alike. `isColumn` says which columns may be named;
 * at most `maxTerms` terms. Throws a FilterError at `order`.
 */
export function parseOrderTerms(
  values: string[],
  isColumn: (name: string) => boolean,
  maxTerms = Infinity,
): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const term = part.trim();
      if (term === '') throw new FilterError('Empty term in order', 'order');
      if (terms.length >= maxTerms) {
        throw new FilterError(`Too many terms in order (at most ${maxTerms})`, 'order');
      }
      const [column, ...modifiers] = term.split('.');
      if (!isColumn(column)) throw new FilterError(`Unknown column ${show(column)} in order`, 'order');
      const result: OrderTerm = { column, direction: 'asc' };
      let sawDirection = false;
      let sawNulls = false;
      for (const modifier of modifiers) {
        if ((modifier === 'asc' || modifier === 'desc') && !sawDirection && !sawNulls) {
          result.direction = modifier;
          sawDirection = true;
        } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !sawNulls) {
          result.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
          sawNulls = true;
        } else {
          throw new FilterError(`Unknown order direction ${show(modifier)} for column "${column}"`, 'order');
        }
      }
      terms.push(result);
    }
  }
  return terms;
}

/** `limit` or `offset`: a whole number from 0, sent once, worded as every list endpoint's. */
function parseCount(name: 'limit' | 'offset', values: string[]): number {
  if (values.length !== 1) throw parameterValueError(name, QUERY_PARAM_ONCE);
  const raw = values[0].trim();
  const problem = countParamProblem(raw, 0);
  if (problem !== null) throw parameterValueError(name, problem);
  return Number(raw);
}

/**
 * Parses a PostgREST-style query (`col=[not.]op.value`, `select`, `order`, `limit`, `offset`)
 * against a whitelist of columns.
 *
 * Repeated parameters (array values) are ANDed (filters) or concatenated (select, order).
 * Parameters named in `opts.reserved` are ignored, as are `undefined` values. `limit` above
 * `opts.maxLimit` (default 1000) is capped silently.
 *
 * Throws only {@link FilterError}, whose `details` list every problem found (one per
 * parameter), for any input.
 */
export function parseQuery(
  query: QueryInput,
  columns: ColumnSpec,
  opts: ParseQueryOptions = {},
): ParsedQuery {
  const maxLimit =
    typeof opts.maxLimit === 'number' && Number.isInteger(opts.maxLimit) && opts.maxLimit >= 0
      ? opts.maxLimit
      : DEFAULT_MAX_LIMIT;
  const ignored = new Set<string>(opts.reserved ?? []);
  const result: ParsedQuery = { filters: [], order: [] };
  const { collect, details } = filterErrorCollector();

  const entries = query !== null && typeof query === 'object' ? Object.entries(query) : [];
  for (const [name, rawValue] of entries) {
    if (rawValue === undefined || ignored.has(name)) continue;
    collect(() => {
      const values = valuesOf(name, rawValue);
      if (values.length === 0) return;
      switch (name) {
        case 'select':
          result.select = parseSelect(values, columns);
          if (result.select === undefined) delete result.select;
          return;
        case 'order':
          result.order.push(...parseOrderTerms(values, (name) => columnTypeOf(columns, name) !== undefined));
          return;
        case 'limit':
          result.limit = Math.min(parseCount('limit', values), maxLimit);
          return;
        case 'offset':
          result.offset = parseCount('offset', values);
          return;
      }
      const type = columnTypeOf(columns, name);
      if (type === undefined) throw new FilterError(`Unknown column ${show(name)}`, name);
      for (const value of values) {
        collect(() => result.filters.push(parseFilter(name, type, value)));
      }
    });
  }

  if (details.length > 0) throw new FilterError(details);
  return result;
}

/**
 * Converts `URLSearchParams` (browser or Node) into the object {@link parseQuery} takes;
 * repeated keys become arrays.
 */
export function searchParamsToQuery(params: Iterable<[string, string]>): QueryInput {
  // Null prototype: a key such as "__proto__" stays an ordinary (and then unknown) parameter.
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of params) {
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined) out[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}
