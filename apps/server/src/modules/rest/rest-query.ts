import {
  countParamProblem,
  FilterError,
  filterErrorCollector,
  LIKE_REQUEST_MAX_CHARS,
  LIKE_REQUEST_MAX_CONDITIONS,
  likePatternCost,
  parameterValueError,
  parseFilter,
  parseOrderTerms,
  QUERY_PARAM_ONCE,
  queryParamValues,
  quoteForMessage,
} from '@atrium/schema';
import type { Filter, FilterErrorDetail, OrderTerm, QueryInput } from '@atrium/schema';
import { mayDo } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';
import {
  REST_DEFAULT_LIMIT,
  REST_MAX_CONDITIONS,
  REST_MAX_EMBEDS,
  REST_MAX_LIMIT,
  REST_MAX_LOGIC_DEPTH,
  REST_MAX_ORDER_TERMS,
  REST_MAX_SELECT_ITEMS,
} from './rest.limits.js';

/**
 * The table API's query string, PostgREST style, parsed against what the caller may read:
 *
 *     select=id,title,zone(name)   columns, and one level of embedded relations
 *     title=ilike.*report*         column=[not.]operator.value, ANDed (libs/schema parseFilter)
 *     or=(status.eq.done,and(priority.gte.3,due.is.null))    groups, nested up to 4 levels
 *     order=due.desc.nullslast,title
 *     limit=20&offset=40
 *
 * Only names in the caller's readable columns resolve; anything else — a column that does not
 * exist, a hidden one, a cast (`id::text`), a JSON path, an unknown parameter — is the same 400
 * "Unknown column", so a hidden column cannot be told from a missing one. Every problem found is
 * listed (one detail per parameter). Pure and total: for any input it returns a query or throws
 * FilterError, and its work is linear in the query string (REST_MAX_LOGIC_DEPTH bounds the
 * rescans of nested groups).
 */

export interface ColumnItem {
  kind: 'column';
  name: string;
}

/** `key(columns)`: the row `field` points to, in `target`, as an object under `key`. */
export interface EmbedItem {
  kind: 'embed';
  /** The name as written in select (or its alias, `alias:relation(…)`), used as the output key. */
  key: string;
  /** The relation field of the queried collection holding the target's id. */
  field: string;
  target: CollectionAccess;
  columns: string[];
}

export type SelectItem = ColumnItem | EmbedItem;

export type Condition =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'group'; op: 'and' | 'or'; negate: boolean; items: Condition[] };

export interface RestQuery {
  /** Output keys in order (`select`, else every readable column). */
  select: SelectItem[];
  /** Conditions to AND together (the caller's filters only; the row scope is added later). */
  where: Condition[];
  order: OrderTerm[];
  limit: number;
  offset: number;
  /** POST `columns=a,"b"` (PostgREST's, sent by postgrest-js with an array insert): the keys the body's rows may carry. */
  columns?: string[];
}

/** `read`: GET. `create`: POST (select only). `change`: PATCH, PUT, DELETE (select and filters). */
export type RestMode = 'read' | 'create' | 'change';

export interface ParseRestOptions {
  mode: RestMode;
  /** The caller's access to another collection (a relation's target); null when it has none. */
  accessTo: (collection: string) => CollectionAccess | null;
}

/** A name or value quoted for a message, cut to a readable length. */
export const show = quoteForMessage;

/** `alias:column` (PostgREST's renaming), refused with its own message; `code::text` is not one. */
const COLUMN_ALIAS = /^[a-z_][a-z0-9_]*:[a-z_][a-z0-9_]*$/;
/** Group parameters: `or=(…)`, `and=(…)`, and negated at the top as PostgREST has them (`not.or=(…)`). */
const LOGIC_PARAMS: ReadonlySet<string> = new Set(['or', 'and', 'not.or', 'not.and']);
const WRITE_REFUSED: ReadonlySet<string> = new Set(['order', 'limit', 'offset']);
const GROUP_START = /^(not\.)?(and|or)\(/;

function fail(path: string, message: string): never {
  throw new FilterError(message, path);
}

const valuesOf = queryParamValues;

/**
 * Splits at the commas outside parentheses and double quotes (`\` escapes inside quotes). One
 * pass; unbalanced parentheses or an open quote are a 400 naming `path`.
 */
export function splitTopLevel(text: string, path: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) fail(path, `Unbalanced ")" in ${path}`);
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) fail(path, `Unterminated quote in ${path}`);
  if (depth !== 0) fail(path, `Unbalanced "(" in ${path}`);
  parts.push(text.slice(start));
  return parts;
}

/** Mutable state of one parse: the condition budget and the like/ilike pattern characters spent. */
interface Budget {
  conditions: number;
  likeChars: number;
  likeConditions: number;
}

/** Charges a parsed filter's like/ilike condition and pattern to the request
 * (LIKE_REQUEST_MAX_CONDITIONS, LIKE_REQUEST_MAX_CHARS). */
function chargeFilter(budget: Budget, path: string, filter: Filter): Filter {
  if ((filter.op === 'like' || filter.op === 'ilike') && typeof filter.value === 'string') {
    if (++budget.likeConditions > LIKE_REQUEST_MAX_CONDITIONS) {
      fail(path, `Too many like/ilike conditions in one request (at most ${LIKE_REQUEST_MAX_CONDITIONS})`);
    }
    budget.likeChars += likePatternCost(filter.value);
    if (budget.likeChars > LIKE_REQUEST_MAX_CHARS) {
      fail(
        path,
        `Too much like/ilike pattern in one request (at most ${LIKE_REQUEST_MAX_CHARS} characters besides the wildcards "*" and "%", all conditions together)`,
      );
    }
  }
  return filter;
}

function countCondition(budget: Budget, path: string): void {
  if (++budget.conditions > REST_MAX_CONDITIONS) {
    fail(path, `Too many filter conditions (at most ${REST_MAX_CONDITIONS})`);
  }
}

/** Re-labels a parser error with the parameter it came from (the message names the column). */
function within<T>(path: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FilterError) {
      throw new FilterError(error.details.map((d) => ({ path, message: d.message })));
    }
    throw error;
  }
}

/**
 * Inside `or=(…)` a value holding `,` `(` `)` is written in double quotes (`name.eq."a,b"`), as in
 * PostgREST; the quotes are removed here (`in.(…)` lists keep theirs: parseInList reads them).
 */
function unquoteValue(condition: string): string {
  const negated = condition.startsWith('not.') ? 4 : 0;
  const dot = condition.indexOf('.', negated);
  if (dot === -1) return condition;
  const op = condition.slice(negated, dot);
  const value = condition.slice(dot + 1);
  if (op === 'in' || value.length < 2 || value[0] !== '"' || value[value.length - 1] !== '"')
    return condition;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    if (value[i] === '\\' && i + 1 < value.length - 1) i++;
    out += value[i];
  }
  return condition.slice(0, dot + 1) + out;
}

function parseLogicItem(
  item: string,
  access: CollectionAccess,
  budget: Budget,
  depth: number,
  path: string,
): Condition {
  const group = GROUP_START.exec(item);
  if (group) {
    return parseGroup(
      item.slice(group[0].length - 1),
      group[2] as 'and' | 'or',
      !!group[1],
      access,
      budget,
      depth + 1,
      path,
    );
  }
  const dot = item.indexOf('.');
  if (dot <= 0) fail(path, `Invalid condition ${show(item)} in ${path}: expected column.operator.value`);
  const column = item.slice(0, dot);
  const type = Object.hasOwn(access.spec, column) ? access.spec[column] : undefined;
  if (type === undefined) fail(path, `Unknown column ${show(column)} in ${path}`);
  countCondition(budget, path);
  return {
    kind: 'filter',
    filter: chargeFilter(
      budget,
      path,
      within(path, () => parseFilter(column, type, unquoteValue(item.slice(dot + 1)))),
    ),
  };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` as an and/or group. */
function parseGroup(
  text: string,
  op: 'and' | 'or',
  negate: boolean,
  access: CollectionAccess,
  budget: Budget,
  depth: number,
  path: string,
): Condition {
  if (depth > REST_MAX_LOGIC_DEPTH) {
    fail(path, `Groups in ${path} are nested too deeply (at most ${REST_MAX_LOGIC_DEPTH} levels)`);
  }
  if (text.length < 2 || text[0] !== '(' || text[text.length - 1] !== ')') {
    fail(path, `Invalid ${path}: expected "(condition,condition,…)"`);
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') fail(path, `Empty group in ${path}`);
  const items = splitTopLevel(inner, path).map((part) =>
    parseLogicItem(part.trim(), access, budget, depth, path),
  );
  return { kind: 'group', op, negate, items };
}

/** The relation field `name` refers to: `zone_id`, `zone` (for zone_id) or the target's name. */
function relationField(access: CollectionAccess, name: string): string | undefined {
  const relations = [...access.readable.values()].filter((c) => c.field.type === 'relation');
  const byName = relations.find((c) => c.name === name) ?? relations.find((c) => c.name === `${name}_id`);
  if (byName) return byName.name;
  const byTarget = relations.filter((c) => c.field.type === 'relation' && c.field.target === name);
  return byTarget.length === 1 ? byTarget[0].name : undefined;
}

function parseEmbed(
  name: string,
  inner: string,
  access: CollectionAccess,
  accessTo: ParseRestOptions['accessTo'],
): EmbedItem {
  const unknown = () => fail('select', `Unknown relation ${show(name)} in select`);
  if (inner.includes('(')) {
    fail('select', `Only one level of embedding is supported (in ${show(name)})`);
  }
  const field = relationField(access, name);
  if (field === undefined) return unknown();
  const column = access.readable.get(field)!;
  const target = column.field.type === 'relation' ? accessTo(column.field.target) : null;
  // A target the caller may not read is answered exactly as a relation that does not exist.
  if (!target || !mayDo(target, 'read')) return unknown();
  const columns: string[] = [];
  for (const part of inner.split(',')) {
    const c = part.trim();
    if (c === '') fail('select', `Empty column name in select of ${show(name)}`);
    if (c === '*') {
      for (const k of target.readable.keys()) if (!columns.includes(k)) columns.push(k);
    } else if (!target.readable.has(c)) {
      fail('select', `Unknown column ${show(c)} in select of ${show(name)}`);
    } else if (!columns.includes(c)) {
      columns.push(c);
    }
  }
  return { kind: 'embed', key: name, field, target, columns };
}

/** An embed's alias: a lowercase name as a column's, at most 63 characters. */
const EMBED_ALIAS = /^[a-z_][a-z0-9_]{0,62}$/;

function parseSelect(
  values: string[],
  access: CollectionAccess,
  accessTo: ParseRestOptions['accessTo'],
): SelectItem[] {
  const items: SelectItem[] = [];
  const keys = new Set<string>();
  let embeds = 0;
  const add = (item: SelectItem) => {
    const key = item.kind === 'column' ? item.name : item.key;
    if (keys.has(key)) {
      if (item.kind === 'column' && items.some((i) => i.kind === 'column' && i.name === key)) return;
      fail('select', `${show(key)} appears twice in select`);
    }
    keys.add(key);
    items.push(item);
  };
  for (const value of values) {
    const parts = splitTopLevel(value, 'select');
    if (parts.length > REST_MAX_SELECT_ITEMS) {
      fail('select', `Too many items in select (at most ${REST_MAX_SELECT_ITEMS})`);
    }
    for (const raw of parts) {
      const part = raw.trim();
      if (part === '') fail('select', 'Empty column name in select');
      if (part === '*') {
        for (const name of access.readable.keys()) add({ kind: 'column', name });
        continue;
      }
      const open = part.indexOf('(');
      if (open !== -1) {
        if (open === 0 || part[part.length - 1] !== ')')
          fail('select', `Invalid item ${show(part)} in select`);
        if (++embeds > REST_MAX_EMBEDS)
          fail('select', `Too many embedded relations (at most ${REST_MAX_EMBEDS})`);
        // `alias:relation(…)` names the embedded row (PostgREST's alias), for a relation whose own
        // name is a selected column: `owner_row:owner(email)`. An alias is a plain lowercase
        // name, checked before use and quoted as the output column's name; it names nothing in
        // the database.
        let head = part.slice(0, open).trim();
        let alias: string | undefined;
        const colon = head.indexOf(':');
        if (colon !== -1) {
          alias = head.slice(0, colon).trim();
          head = head.slice(colon + 1).trim();
          if (!EMBED_ALIAS.test(alias) || head.includes(':')) {
            fail('select', `Invalid alias ${show(alias)} in select: expected a lowercase name`);
          }
        }
        const embed = parseEmbed(head, part.slice(open + 1, -1), access, accessTo);
        add(alias === undefined ? embed : { ...embed, key: alias });
        continue;
      }
      if (COLUMN_ALIAS.test(part)) {
        // Said alike whatever the column, so it cannot probe one.
        fail(
          'select',
          `Column aliases such as ${show(part)} are not supported in select: only an embedded relation takes one (alias:relation(columns))`,
        );
      }
      if (!access.readable.has(part)) fail('select', `Unknown column ${show(part)} in select`);
      add({ kind: 'column', name: part });
    }
  }
  return items;
}

/** `limit` or `offset`: a whole number from 0, sent once, worded as every list endpoint's. */
function parseCount(name: 'limit' | 'offset', values: string[]): number {
  if (values.length !== 1) throw parameterValueError(name, QUERY_PARAM_ONCE);
  const problem = countParamProblem(values[0], 0);
  if (problem !== null) throw parameterValueError(name, problem);
  return Number(values[0]);
}

/** `columns=a,"b"`: the names, each unquoted; they are compared with body keys only, never used in SQL. */
function parseColumnList(values: string[]): string[] {
  const names: string[] = [];
  for (const value of values) {
    for (const raw of value.split(',')) {
      let name = raw.trim();
      if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1);
      if (name === '') fail('columns', 'Empty column name in columns');
      names.push(name);
      if (names.length > REST_MAX_SELECT_ITEMS)
        fail('columns', `Too many names in columns (at most ${REST_MAX_SELECT_ITEMS})`);
    }
  }
  return names;
}

const MODE_NAMES: Record<RestMode, string> = { read: 'GET', create: 'POST', change: 'writes' };

/**
 * Parses the query string of a table API request (see the file comment). Throws FilterError
 * (400 VALIDATION_FAILED with one detail per problem) for anything it cannot take.
 */
export function parseRestQuery(
  query: QueryInput,
  access: CollectionAccess,
  opts: ParseRestOptions,
): RestQuery {
  const result: RestQuery = { select: [], where: [], order: [], limit: REST_DEFAULT_LIMIT, offset: 0 };
  let select: SelectItem[] | undefined;
  const budget: Budget = { conditions: 0, likeChars: 0, likeConditions: 0 };
  const { collect, details } = filterErrorCollector();

  const entries = query !== null && typeof query === 'object' ? Object.entries(query) : [];
  for (const [name, raw] of entries) {
    if (raw === undefined) continue;
    collect(() => {
      const values = valuesOf(name, raw);
      if (opts.mode !== 'read' && WRITE_REFUSED.has(name)) {
        fail(name, `Parameter "${name}" is not supported on ${MODE_NAMES[opts.mode]}`);
      }
      switch (name) {
        case 'select':
          select = [...(select ?? []), ...parseSelect(values, access, opts.accessTo)];
          return;
        case 'order':
          result.order.push(
            ...parseOrderTerms(values, (name) => access.readable.has(name), REST_MAX_ORDER_TERMS),
          );
          return;
        case 'limit':
          result.limit = Math.min(parseCount('limit', values), REST_MAX_LIMIT);
          return;
        case 'offset':
          result.offset = parseCount('offset', values);
          return;
        case 'columns':
          if (opts.mode !== 'create') fail(name, 'Parameter "columns" is only read on POST');
          result.columns = [...(result.columns ?? []), ...parseColumnList(values)];
          return;
        case 'on_conflict':
          fail(
            name,
            'Upsert (on_conflict) is not supported: insert new rows with POST and change existing ones with PATCH ?<key>=eq.<value>',
          );
      }
      const isLogic = LOGIC_PARAMS.has(name);
      if (!isLogic && !Object.hasOwn(access.spec, name)) fail(name, `Unknown column ${show(name)}`);
      if (opts.mode === 'create') fail(name, `Filters are not supported on POST (${show(name)})`);
      for (const value of values) {
        collect(() => {
          if (isLogic) {
            const negate = name.startsWith('not.');
            const op = (negate ? name.slice(4) : name) as 'and' | 'or';
            result.where.push(parseGroup(value, op, negate, access, budget, 1, name));
          } else {
            countCondition(budget, name);
            const filter = parseFilter(name, access.spec[name], value);
            result.where.push({ kind: 'filter', filter: chargeFilter(budget, name, filter) });
          }
        });
      }
    });
  }
  if (details.length > 0) throw new FilterError(dedupe(details));
  result.select = select ?? [...access.readable.keys()].map((name) => ({ kind: 'column', name }));
  return result;
}

/** One "too many conditions" per parameter is enough. */
function dedupe(details: FilterErrorDetail[]): FilterErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((d) => {
    const key = `${d.path}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** True when the query has at least one filter condition (PATCH and DELETE need one). */
export function hasFilter(query: RestQuery): boolean {
  return query.where.length > 0;
}
