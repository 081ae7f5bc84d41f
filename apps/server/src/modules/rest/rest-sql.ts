import { filterToSql, quoteIdent } from '@atrium/schema';
import type {
  CollectionColumn,
  OrderTerm,
  ResolvedRowScope,
  ResolvedSingleRowScope,
  RowScopeStep,
} from '@atrium/schema';
import { mayDo } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';
import type { Condition, EmbedItem, RestQuery, SelectItem } from './rest-query.js';

/**
 * SQL of the table API, built from a parsed query and the caller's access. Identifiers come only
 * from the collection's schema (always quoted) and values are always bound ($1, $2…); nothing of
 * the request is ever spliced into the text. The same request shape always gives the same text,
 * so the executor can keep it as a prepared statement.
 *
 * Rows leave PostgreSQL as one JSON text (`json_agg`, as PostgREST does): Node neither parses rows
 * into objects nor serialises them again, which keeps the hot path lean. Date-times are rendered
 * as `toISOString()` renders them elsewhere in the API (UTC, milliseconds, `Z`).
 *
 * SQL kept for speed: the generic table API (/api/rest/*) is measured by tools/bench/rest.mjs
 * (goal ≥ 0.7× a bare pg handler), and its tables include integrators' collections registered
 * at run time.
 */

export interface Statement {
  text: string;
  values: unknown[];
}

/** The signed-in caller, for the row scope (`role`: their platform role, for `role` scopes). */
export interface Caller {
  userId: string;
  role?: string;
}

const q = quoteIdent;
const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Collects bound values; the caller's id is bound once and reused. */
class Binder {
  readonly values: unknown[] = [];
  private callerRef?: string;
  private roleRef?: string;

  constructor(private readonly caller: Caller) {}

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  callerId(): string {
    this.callerRef ??= this.bind(this.caller.userId);
    return this.callerRef;
  }

  /** The caller's platform role as text (null when unknown: a `role` scope then passes null rows only). */
  callerRole(): string {
    this.roleRef ??= `${this.bind(this.caller.role ?? null)}::text`;
    return this.roleRef;
  }
}

/** A column's value as it appears in a row of the response. */
export function renderColumn(column: CollectionColumn, alias: string): string {
  const ref = `${alias}.${q(column.name)}`;
  return column.sqlType === 'timestamp with time zone'
    ? `to_char(${ref} AT TIME ZONE 'UTC', ${ISO_FORMAT})`
    : ref;
}

/**
 * `ref IN (SELECT id FROM step1 WHERE field2 IN (SELECT id FROM step2 … WHERE <test of last>))`:
 * a relation path as nested semi-joins on the targets' primary keys, each alias numbered by its
 * depth under `alias`. `test` gets the last table's alias (the row's own at depth 0).
 */
function pathSql(steps: readonly RowScopeStep[], alias: string, test: (last: string) => string): string {
  const walk = (i: number, from: string): string => {
    if (i === steps.length) return test(from);
    const s = `${alias}_s${i}`;
    return `${from}.${q(steps[i].field)} IN (SELECT ${s}."id" FROM ${q(steps[i].table)} ${s} WHERE ${walk(i + 1, s)})`;
  };
  return walk(0, alias);
}

/**
 * The row scope of the caller's grant on `alias`, or null for every row: `own` compares a column
 * with the caller's id (`zonePeers`: or looks it up among the members of the caller's zones), `zone_member` looks the column up in the caller's zone memberships — on
 * the row itself, or at the end of the scope's relation path; `flag` tests a boolean column,
 * `role` compares a column with the caller's platform role (bound), `all_of` joins its parts with
 * AND. Every identifier is the schema's.
 */
export function scopeSql(scope: ResolvedRowScope, alias: string, binder: Binder): string | null {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'none':
      return 'false';
    case 'all_of':
      return `(${scope.of.map((part) => singleScopeSql(part, alias, binder)).join(' AND ')})`;
    default:
      return singleScopeSql(scope, alias, binder);
  }
}

function singleScopeSql(scope: ResolvedSingleRowScope, alias: string, binder: Binder): string {
  switch (scope.kind) {
    case 'flag':
      return `${alias}.${q(scope.field)} IS TRUE`;
    case 'role': {
      const ref = `${alias}.${q(scope.field)}`;
      return `(${ref} IS NULL OR ${ref} = ${binder.callerRole()})`;
    }
    case 'own':
      return pathSql(scope.steps, alias, (last) => {
        const ref = `${last}.${q(scope.field)}`;
        if (!scope.zonePeers) return `${ref} = ${binder.callerId()}`;
        // The caller, or anyone in one of the caller's zones.
        const peers = `SELECT zp.user_id FROM zone_members zp WHERE zp.zone_id IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = ${binder.callerId()})`;
        return `(${ref} = ${binder.callerId()} OR ${ref} IN (${peers}))`;
      });
    case 'zone_member': {
      const zones = (roles: readonly string[] | undefined, activeZones: boolean) => {
        const role = roles ? ` AND zm.role = ANY(${binder.bind([...roles])})` : '';
        const active = activeZones
          ? ` AND EXISTS (SELECT 1 FROM zones zz WHERE zz."id" = zm.zone_id AND zz."is_active")`
          : '';
        return (last: string) =>
          `${last}.${q(scope.field)} IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = ${binder.callerId()}${role}${active})`;
      };
      let member = pathSql(scope.steps, alias, zones(scope.zoneRoles, false));
      // Rows of no zone (the field on the row itself: include_null is refused with a path).
      if (scope.includeNull) member = `(${alias}.${q(scope.field)} IS NULL OR ${member})`;
      if (!scope.inactive) return member;
      // Inactive rows (the flag on the row, or at the end of its own path: a module's hub): only
      // where the caller's zone role may edit them, in a zone not archived (or, with
      // includeArchived, where it manages them whatever the zone's state).
      const { inactive } = scope;
      const active = pathSql(inactive.steps, alias, (last) => `${last}.${q(inactive.field)}`);
      const editors = pathSql(scope.steps, alias, zones(inactive.zoneRoles, !inactive.includeArchived));
      return `(${member} AND (${active} OR ${editors}))`;
    }
  }
}

/**
 * A parsed condition as SQL; groups are parenthesised, negation is `NOT (…)`.
 *
 * A compared value is bound with its column's type (`"qty" = $1::integer`, `= ANY($2::text[])`),
 * so the statement's text names the types it was planned for. Each text is a named prepared
 * statement on every connection that ran it (RestDatabase): left to inference, a parameter keeps
 * the type of the column at the time it was prepared, and after a field's type changed (same
 * name, same text) PostgreSQL re-plans the old statement with the old parameter type — `integer
 * = text` — refusing it on that connection for as long as it lives. With the type in the text,
 * the changed column makes a new statement.
 */
export function conditionSql(
  condition: Condition,
  alias: string,
  binder: Binder,
  columns: ReadonlyMap<string, Pick<CollectionColumn, 'sqlType'>>,
): string {
  if (condition.kind === 'filter') {
    const { filter } = condition;
    const sqlType = columns.get(filter.column)?.sqlType;
    // like/ilike bind a text pattern, whatever the column (the filter parser allows them on text).
    const cast =
      !sqlType || filter.op === 'like' || filter.op === 'ilike'
        ? ''
        : `::${sqlType}${filter.op === 'in' ? '[]' : ''}`;
    const sql = filterToSql(filter, `${alias}.${q(filter.column)}`, (v) => `${binder.bind(v)}${cast}`);
    return filter.negate ? `NOT (${sql})` : sql;
  }
  const joined = condition.items
    .map((c) => conditionSql(c, alias, binder, columns))
    .join(condition.op === 'or' ? ' OR ' : ' AND ');
  return condition.negate ? `NOT (${joined})` : `(${joined})`;
}

function whereSql(parts: Array<string | null>): string {
  const present = parts.filter((p): p is string => p !== null && p !== '');
  return present.length > 0 ? ` WHERE ${present.join(' AND ')}` : '';
}

/** An ORDER BY on any alias: the caller's terms, then the primary key as tie-breaker (stable pages). */
interface Ordering {
  sql(alias: string): string;
  /** Columns it reads (the embed path carries them through its page subquery). */
  columns: readonly string[];
  /**
   * The source's own order (POST: the rows as sent, which `INSERT … RETURNING` yields): the embed
   * path numbers the rows before its joins, which may reorder them, and sorts by that number.
   */
  ordinal?: true;
}

function keyOrdering(access: CollectionAccess, order: readonly OrderTerm[]): Ordering {
  const terms: OrderTerm[] = [...order];
  for (const key of access.key) {
    if (!order.some((t) => t.column === key)) terms.push({ column: key, direction: 'asc' });
  }
  return {
    columns: terms.map((t) => t.column),
    sql: (alias) =>
      ` ORDER BY ${terms
        .map((t) => {
          let sql = `${alias}.${q(t.column)} ${t.direction === 'desc' ? 'DESC' : 'ASC'}`;
          if (t.nulls === 'first') sql += ' NULLS FIRST';
          else if (t.nulls === 'last') sql += ' NULLS LAST';
          return sql;
        })
        .join(', ')}`,
  };
}

/** The rows in the order the source yields them (a POST's rows as sent). */
const SOURCE_ORDER: Ordering = { columns: [], sql: () => '', ordinal: true };

function column(access: CollectionAccess, name: string): CollectionColumn {
  const c = access.columns.get(name);
  if (!c) throw new Error(`Column ${name} is not in collection ${access.collection.name}`);
  return c;
}

/** The lateral subquery of one embedded relation: the target row, under the target's own scope. */
function embedJoin(embed: EmbedItem, index: number, parentAlias: string, binder: Binder): string {
  const e = `e${index}`;
  const target = embed.target;
  const cols = embed.columns
    .map((name) => `${renderColumn(column(target, name), e)} AS ${q(name)}`)
    .join(', ');
  const where = whereSql([
    `${e}.${q('id')} = ${parentAlias}.${q(embed.field)}`,
    scopeSql(target.rowScope, e, binder),
  ]);
  return ` LEFT JOIN LATERAL (SELECT ${cols} FROM ${q(target.collection.table)} ${e}${where}) ${e}x ON true`;
}

/** The select list of the response rows, reading `alias`. */
function outputList(access: CollectionAccess, select: readonly SelectItem[], alias: string): string {
  let embedIndex = 0;
  return select
    .map((item) =>
      item.kind === 'column'
        ? `${renderColumn(column(access, item.name), alias)} AS ${q(item.name)}`
        : `row_to_json(e${embedIndex++}x.*) AS ${q(item.key)}`,
    )
    .join(', ');
}

interface RowsSource {
  /** `"table" t` or `_w t` (a CTE of written rows). */
  from: string;
  where: string;
  order: Ordering;
  /** ` LIMIT $n OFFSET $m`, or '' */
  page: string;
}

/**
 * `SELECT coalesce(json_agg(r.*), '[]')::text, count(*)` over the response rows (`r.*`, not a
 * bare `r`, which PostgreSQL reads as the column `r` when the collection has a field of that name:
 * the answer was that field's values instead of the rows). Without embeds the rows are selected,
 * rendered and paged in one level. With embeds the page is cut first (so each
 * relation is looked up for the page's rows only, whatever the filter matched) and the lookups
 * are LEFT JOIN LATERAL on the target's primary key, under the target's scope: a target row the
 * caller may not read embeds as null.
 */
function rowsSql(
  access: CollectionAccess,
  select: readonly SelectItem[],
  source: RowsSource,
  binder: Binder,
): string {
  const embeds = select.filter((i): i is EmbedItem => i.kind === 'embed');
  if (embeds.length === 0) {
    const inner = `SELECT ${outputList(access, select, 't')} FROM ${source.from}${source.where}${source.order.sql('t')}${source.page}`;
    return `SELECT coalesce(json_agg(r.*), '[]')::text AS body, count(*) AS n FROM (${inner}) r`;
  }
  const needed = new Set<string>(access.key);
  for (const item of select) needed.add(item.kind === 'column' ? item.name : item.field);
  for (const name of source.order.columns) needed.add(name);
  const raw = [...needed].map((name) => `t.${q(name)}`).join(', ');
  // "_ord" cannot be a field's name (fields start with a letter).
  const ordinal = source.order.ordinal ? `, row_number() OVER () AS "_ord"` : '';
  const page = `SELECT ${raw}${ordinal} FROM ${source.from}${source.where}${source.order.sql('t')}${source.page}`;
  const joins = embeds.map((embed, i) => embedJoin(embed, i, 'b', binder)).join('');
  const order = source.order.ordinal ? ' ORDER BY b."_ord"' : source.order.sql('b');
  const outer = `SELECT ${outputList(access, select, 'b')} FROM (${page}) b${joins}${order}`;
  return `SELECT coalesce(json_agg(r.*), '[]')::text AS body, count(*) AS n FROM (${outer}) r`;
}

/** The caller's scope (for writes, its write scope) and the query's filters, on `alias`. */
function conditions(
  access: CollectionAccess,
  query: RestQuery,
  binder: Binder,
  alias = 't',
  scope: 'read' | 'write' = 'read',
): Array<string | null> {
  return [
    scopeSql(scope === 'write' ? access.writeScope : access.rowScope, alias, binder),
    ...query.where.map((c) => conditionSql(c, alias, binder, access.readable)),
  ];
}

/**
 * GET: one row `{body, n[, total]}` — the page as JSON text, its row count, and with `count`
 * the number of rows matching the filters and scope (Prefer: count=exact).
 */
export function buildReadStatement(
  access: CollectionAccess,
  query: RestQuery,
  caller: Caller,
  opts: { count: boolean },
): Statement {
  const binder = new Binder(caller);
  const table = `${q(access.collection.table)} t`;
  const where = whereSql(conditions(access, query, binder));
  const page = ` LIMIT ${binder.bind(query.limit)} OFFSET ${binder.bind(query.offset)}`;
  const rows = rowsSql(
    access,
    query.select,
    { from: table, where, order: keyOrdering(access, query.order), page },
    binder,
  );
  const text = opts.count
    ? `SELECT x.*, (SELECT count(*) FROM ${table}${where}) AS total FROM (${rows}) x`
    : rows;
  return { text, values: binder.values };
}

/** The ids (primary key `id`) of the rows a write's filters select within the scope, at most `cap`. */
export function buildMatchIdsStatement(
  access: CollectionAccess,
  query: RestQuery,
  caller: Caller,
  cap: number,
): Statement {
  const binder = new Binder(caller);
  const where = whereSql(conditions(access, query, binder));
  const text = `SELECT t."id" AS id FROM ${q(access.collection.table)} t${where}${keyOrdering(access, []).sql('t')} LIMIT ${binder.bind(cap)}`;
  return { text, values: binder.values };
}

/**
 * Rows by id within the caller's scope, in the order of `ids`, rendered as a GET renders them
 * (built-in writes answer with these).
 */
export function buildRowsByIdStatement(
  access: CollectionAccess,
  select: readonly SelectItem[],
  ids: readonly string[],
  caller: Caller,
): Statement {
  const binder = new Binder(caller);
  const list = binder.bind(ids);
  const rows = rowsSql(
    access,
    select,
    {
      from: `${q(access.collection.table)} t`,
      where: whereSql([`t."id" = ANY(${list}::uuid[])`, scopeSql(access.rowScope, 't', binder)]),
      order: { columns: ['id'], sql: (alias) => ` ORDER BY array_position(${list}::uuid[], ${alias}."id")` },
      page: '',
    },
    binder,
  );
  return { text: rows, values: binder.values };
}

/** A value bound with the column's type: `$3::jsonb`, `$4::uuid`… (JSON values are sent as text). */
function typedValue(col: CollectionColumn, value: unknown, binder: Binder): string {
  const bound = col.sqlType === 'jsonb' && value !== null ? JSON.stringify(value) : value;
  return `${binder.bind(bound)}::${col.sqlType}`;
}

/**
 * The test that a row (`alias`) is content of an archived zone: one of the collection's relations
 * to `zones` points at a zone whose `is_active` is false. Null when the collection has none.
 * Archiving a zone makes its content read-only (docs/api-additions.md), rows of integrators'
 * collections as well as its hubs.
 */
function inArchivedZoneSql(access: CollectionAccess, alias: string): string | null {
  const fields = access.collection.fields.filter((f) => f.type === 'relation' && f.target === 'zones');
  if (fields.length === 0) return null;
  const tests = fields.map(
    (f) => `${alias}.${q(f.name)} IN (SELECT az."id" FROM "zones" az WHERE az."is_active" IS FALSE)`,
  );
  return `(${tests.join(' OR ')})`;
}

/** How many of the written rows (`_w`) are content of an archived zone. */
function archivedSql(access: CollectionAccess): string {
  const test = inArchivedZoneSql(access, 't');
  return test ? `(SELECT count(*) FROM _w t WHERE ${test})` : '0';
}

/**
 * What a write statement answers: `{body, n, outside, archived, archived_before}` — the written rows rendered (or `[]` for a
 * role that may not read), how many rows were written, and how many of them now lie outside the
 * caller's row scope (the service refuses and rolls back when that is not 0).
 */
function writeResult(
  access: CollectionAccess,
  select: readonly SelectItem[],
  binder: Binder,
  opts: WriteOptions & { ordered: boolean; archivedBefore?: string; linked: readonly string[] },
): string {
  const body = opts.render
    ? `(SELECT body FROM (${rowsSql(access, select, { from: '_w t', where: '', order: opts.ordered ? keyOrdering(access, []) : SOURCE_ORDER, page: '' }, binder)}) x)`
    : `'[]'::text`;
  const scope = scopeSql(access.writeScope, 't', binder);
  const outside = scope ? `(SELECT count(*) FROM _w t WHERE (${scope}) IS NOT TRUE)` : '0';
  return `SELECT ${body} AS body, (SELECT count(*) FROM _w) AS n, ${outside} AS outside, ${archivedSql(access)} AS archived, ${opts.archivedBefore ?? '0'} AS archived_before, ${unlinkedSql(access, opts, binder)} AS unlinked`;
}

/** How a write statement renders its rows, and whom its written relations may point at. */
export interface WriteOptions {
  render: boolean;
  /**
   * The caller's access to a relation's target collection (null: none). Where the caller may read
   * the target, a relation they write may only point at a row they may read there; without it,
   * the table API is an oracle for ids of other zones and lets a member pin another zone's rows (a
   * `restrict` relation then blocks their owner's delete).
   */
  targetAccess?: (collection: string) => CollectionAccess | null;
}

/**
 * The rows of a target a caller knows without a read grant on it, so a relation may still point
 * there: their own account (GET /auth/me) and the zones they belong to (GET /zones). Nothing else.
 */
function knownWithoutRead(target: string, ref: string, binder: Binder): string | null {
  if (target === 'users') return `${ref} = ${binder.callerId()}`;
  if (target === 'zones') {
    return `${ref} IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = ${binder.callerId()})`;
  }
  return null;
}

/**
 * The condition that the relation value `ref` (not null) points at a row of its target the caller
 * may not read: outside their read scope there, or, with `missingToo`, one that does not exist
 * (without it, null when the caller reads every row of the target: the foreign key is then the
 * whole check). `alias` names the target's row in the subquery.
 */
function pointsAtUnreadable(
  c: ReturnType<typeof column>,
  target: CollectionAccess | null,
  ref: string,
  alias: string,
  binder: Binder,
  missingToo: boolean,
): string | null {
  if (c.field.type !== 'relation') return null;
  if (!target || !mayDo(target, 'read')) {
    // No read grant on the target at all (a custom role and a built-in target, say): the role
    // reads none of its rows, so one that exists must be answered like one that does not.
    // Written blind, the foreign key alone told a random id (409) from an account's (stored).
    const known = knownWithoutRead(c.field.target, ref, binder);
    return known ? `NOT (${known})` : 'TRUE';
  }
  const scope = scopeSql(target.rowScope, alias, binder);
  if (!scope && !missingToo) return null;
  return `NOT EXISTS (SELECT 1 FROM ${q(target.collection.table)} ${alias} WHERE ${alias}.${q('id')} = ${ref}${scope ? ` AND ${scope}` : ''})`;
}

/**
 * How many written rows point, through a relation the request wrote (`linked`), at a row of the
 * target the caller may not read. The foreign key already refuses a row that does not exist; the
 * service answers both the same way, so neither tells whether an id exists.
 */
function unlinkedSql(
  access: CollectionAccess,
  opts: { linked: readonly string[]; targetAccess?: WriteOptions['targetAccess'] },
  binder: Binder,
): string {
  const tests: string[] = [];
  for (const [i, name] of opts.linked.entries()) {
    const c = column(access, name);
    if (c.field.type !== 'relation' || !opts.targetAccess) continue;
    const ref = `t.${q(name)}`;
    const test = pointsAtUnreadable(c, opts.targetAccess(c.field.target), ref, `r${i}`, binder, false);
    if (test) tests.push(`(${ref} IS NOT NULL AND ${test})`);
  }
  return tests.length ? `(SELECT count(*) FROM _w t WHERE ${tests.join(' OR ')})` : '0';
}

/**
 * An array POST writing one relation (`name`): the index of the first row sent whose value points
 * at no row of the target the caller may read — one that does not exist, or one outside their
 * read scope there, by one test, so the index never tells the two apart — as `first` (null: none).
 * Run before the INSERT: its foreign key refuses the whole statement without saying which row.
 * Null (nothing to run) when no row gives the relation a value.
 */
export function buildFirstUnlinkedRowStatement(
  access: CollectionAccess,
  name: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  caller: Caller,
  opts: WriteOptions,
): Statement | null {
  const c = column(access, name);
  if (c.field.type !== 'relation' || !opts.targetAccess) return null;
  const binder = new Binder(caller);
  const values = rows.flatMap((row, i) =>
    row[name] === null || row[name] === undefined ? [] : [`(${typedValue(c, row[name], binder)}, ${i})`],
  );
  if (values.length === 0) return null;
  const unlinked = pointsAtUnreadable(c, opts.targetAccess(c.field.target), 'v.ref', 'r0', binder, true);
  if (!unlinked) return null;
  return {
    text: `SELECT min(v.i) AS first FROM (VALUES ${values.join(', ')}) AS v(ref, i) WHERE ${unlinked}`,
    values: binder.values,
  };
}

/**
 * POST: one INSERT of `rows` (validated values; a key left out takes the column's default), with
 * `created_by` stamped when the collection has it.
 */
export function buildInsertStatement(
  access: CollectionAccess,
  rows: ReadonlyArray<Record<string, unknown>>,
  select: readonly SelectItem[],
  caller: Caller,
  opts: WriteOptions,
): Statement {
  const binder = new Binder(caller);
  const stampCreatedBy = access.collection.system_fields.includes('created_by');
  const names = [...access.columns.keys()].filter(
    (name) =>
      rows.some((row) => Object.hasOwn(row, name) && row[name] !== undefined) && name !== 'created_by',
  );
  const columnsSql = [...names, ...(stampCreatedBy ? ['created_by'] : [])].map(q).join(', ');
  const values = rows
    .map((row) => {
      const cells = names.map((name) =>
        Object.hasOwn(row, name) && row[name] !== undefined
          ? typedValue(column(access, name), row[name], binder)
          : 'DEFAULT',
      );
      if (stampCreatedBy) cells.push(`${binder.callerId()}::uuid`);
      return `(${cells.join(', ')})`;
    })
    .join(', ');
  const insert =
    columnsSql === ''
      ? `INSERT INTO ${q(access.collection.table)} DEFAULT VALUES RETURNING *`
      : `INSERT INTO ${q(access.collection.table)} (${columnsSql}) VALUES ${values} RETURNING *`;
  return {
    text: `WITH _w AS (${insert}) ${writeResult(access, select, binder, { ...opts, ordered: false, linked: names })}`,
    values: binder.values,
  };
}

/** PATCH / PUT …/update: the filtered rows of the caller's scope get `values`; `updated_at` is stamped. */
export function buildUpdateStatement(
  access: CollectionAccess,
  values: Record<string, unknown>,
  query: RestQuery,
  caller: Caller,
  opts: WriteOptions,
): Statement {
  const binder = new Binder(caller);
  const linked = Object.keys(values).filter((name) => values[name] !== undefined);
  const sets = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => `${q(name)} = ${typedValue(column(access, name), v, binder)}`);
  if (access.collection.system_fields.includes('updated_at')) sets.push(`"updated_at" = now()`);
  const where = whereSql(conditions(access, query, binder, 't', 'write'));
  const update = `UPDATE ${q(access.collection.table)} AS t SET ${sets.join(', ')}${where} RETURNING t.*`;
  // The matched rows as they were (a CTE reads the snapshot before the UPDATE): moving a row out
  // of an archived zone changes that zone's content too.
  const archivedTest = inArchivedZoneSql(access, 't');
  const archivedBefore = archivedTest
    ? `(SELECT count(*) FROM ${q(access.collection.table)} AS t${whereSql([...conditions(access, query, binder, 't', 'write'), archivedTest])})`
    : undefined;
  return {
    text: `WITH _w AS (${update}) ${writeResult(access, query.select, binder, { ...opts, ordered: true, archivedBefore, linked })}`,
    values: binder.values,
  };
}

/** DELETE / DELETE …/delete: the filtered rows of the caller's scope. */
export function buildDeleteStatement(
  access: CollectionAccess,
  query: RestQuery,
  caller: Caller,
  opts: { render: boolean },
): Statement {
  const binder = new Binder(caller);
  const where = whereSql(conditions(access, query, binder, 't', 'write'));
  const del = `DELETE FROM ${q(access.collection.table)} AS t${where} RETURNING t.*`;
  // Deleted rows were inside the scope by the WHERE clause; nothing to check afterwards.
  const body = opts.render
    ? `(SELECT body FROM (${rowsSql(access, query.select, { from: '_w t', where: '', order: keyOrdering(access, []), page: '' }, binder)}) x)`
    : `'[]'::text`;
  return {
    text: `WITH _w AS (${del}) SELECT ${body} AS body, (SELECT count(*) FROM _w) AS n, 0 AS outside, ${archivedSql(access)} AS archived, 0 AS archived_before, 0 AS unlinked`,
    values: binder.values,
  };
}
