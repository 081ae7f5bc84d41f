import { Injectable } from '@nestjs/common';
import type { QueryInput } from '@atrium/schema';
import { contentRange } from '../../common/http/content-range.js';
import type { Principal } from '../../common/http/principal.js';
import {
  checkConstraintField,
  foreignKeyConstraintField,
  uniqueConstraintField,
} from '../collections/collection-ddl.js';
import { mayDo } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';
import { BuiltinWrites, allowedMethods, builtinWriteRefusal } from './rest-builtin-writes.js';
import type { WriteAction } from './rest-builtin-writes.js';
import { RestCatalog } from './rest.catalog.js';
import { RestDatabase } from './rest.database.js';
import type { RestWants } from './rest-prefer.js';
import { atRow, RestException } from './rest.exception.js';
import { REST_MAX_BUILT_READS, REST_MAX_CHANGED_ROWS, REST_MAX_INSERT_PARAMS } from './rest.limits.js';
import { hasFilter, parseRestQuery, show } from './rest-query.js';
import type { RestMode, RestQuery } from './rest-query.js';
import { checkPatternWork, recordSchemaFor, validateKeyedRecords, validateRecords } from './rest-records.js';
import {
  buildDeleteStatement,
  buildFirstUnlinkedRowStatement,
  buildInsertStatement,
  buildReadStatement,
  buildUpdateStatement,
} from './rest-sql.js';
import type { Statement } from './rest-sql.js';

/** A table API answer: the rows as JSON text (straight from PostgreSQL) and the headers to send. */
export interface RestAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** What a request asks for beyond its query (rest-prefer.ts); all off when not given. */
const NOTHING_MORE: RestWants = { count: false, one: false, minimal: false };

/** Which path of a collection a write came in on (for the Allow header of a 405). */
export type RestPath = 'collection' | 'update' | 'delete';

/** A read parsed and built, and the access it was built against. */
interface BuiltRead {
  access: CollectionAccess;
  statement: Statement;
  offset: number;
}

interface WriteRow {
  body: string;
  n: string;
  outside: string;
  /** Written rows in an archived zone, and (an update) matched rows that were in one before. */
  archived: string;
  archived_before: string;
  /** Written rows whose written relation points at a row the caller may not read. */
  unlinked: string;
}

/**
 * The checks every written statement's answer must pass before its transaction commits. A
 * relation to a row the caller may not read comes first: it must answer as a missing row does (the
 * foreign key's 409), not as a zone that is archived or outside the caller's write scope, which
 * would tell that the row exists.
 */
function checkWritten(row: WriteRow, collection: string, named: NamedRelation): void {
  if (Number(row.unlinked) > 0) throw RestException.relatedMissing(named.paths);
  if (Number(row.archived) + Number(row.archived_before) > 0) throw RestException.zoneArchived();
  if (Number(row.outside) > 0) throw RestException.outsideScope(collection);
}

/**
 * The relation a refused write names: the only relation field the request gives a value (in any
 * of its rows), else none. Both refusals — the foreign key's (no such row) and the read scope's (a
 * row the caller may not read) — name it alike, so the answer tells an integrator which id to fix
 * and still never tells a hidden row from a missing one (with several relations written, which
 * one the database checked first would).
 */
interface NamedRelation {
  field: string | undefined;
  /** The paths the `unlinked` refusal names (`2.zone_id` for a keyed row of an array PATCH). */
  paths: string[];
}

function namedRelation(
  access: CollectionAccess,
  rows: ReadonlyArray<Record<string, unknown>>,
): NamedRelation {
  const written = new Set<string>();
  for (const row of rows) {
    for (const [name, value] of Object.entries(row)) {
      if (value !== null && value !== undefined && access.columns.get(name)?.field.type === 'relation')
        written.add(name);
    }
  }
  const field = written.size === 1 ? [...written][0] : undefined;
  return { field, paths: field === undefined ? [] : [field] };
}

function atIndex(named: NamedRelation, index: number): NamedRelation {
  return { ...named, paths: named.paths.map((path) => `${index}.${path}`) };
}

const ACTION_VERBS: Record<WriteAction | 'read', string> = {
  read: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/**
 * The table API: GET, POST, PATCH/PUT and DELETE on /api/rest/:collection. Each request resolves
 * the caller's access (RestCatalog), parses its query against it (rest-query.ts), builds SQL
 * (rest-sql.ts) and runs it in one transaction (RestDatabase). Writes to built-in collections go
 * through their domain services (rest-builtin-writes.ts). See README.md for the decisions.
 */
@Injectable()
export class RestService {
  private readonly builtReads = new Map<string, BuiltRead>();

  constructor(
    private readonly catalog: RestCatalog,
    private readonly database: RestDatabase,
    private readonly builtins: BuiltinWrites,
  ) {}

  /**
   * A read. `rawQuery` is the query string as sent, which keys the read built from it (see
   * {@link builtRead}); `query` is that string parsed.
   */
  async find(
    me: Principal,
    name: string,
    query: QueryInput,
    rawQuery: string,
    wants: RestWants = NOTHING_MORE,
  ): Promise<RestAnswer> {
    const access = this.resolve(me, name, 'read');
    const count = wants.count;
    const { statement, offset } = this.builtRead(me, name, access, query, count, rawQuery);
    const [row] = await this.database.read<{ body: string; n: string; total?: string }>(statement);
    const total = count ? Number(row.total) : undefined;
    return {
      status: 200,
      body: wants.one ? oneRow(row.body, Number(row.n), false) : row.body,
      headers: { 'content-range': contentRange(offset, Number(row.n), total) },
    };
  }

  /**
   * The read's SQL, parsed and built once per (collection, role, caller, count, query string) and
   * reused: an app asks the same reads again and again (lists, pickers, dashboards), and parsing
   * and building were about a tenth of a warm read's CPU (tools/bench/rest.mjs). The statement
   * holds only the query's values and the caller's id, bound; what the caller may see now (row
   * scope, zone membership) is decided by PostgreSQL when it runs. An entry built against an
   * older access (the catalog changed: every access is replaced) is built again. Only reads that
   * parsed are kept; past REST_MAX_BUILT_READS the oldest goes first.
   */
  private builtRead(
    me: Principal,
    name: string,
    access: CollectionAccess,
    query: QueryInput,
    count: boolean,
    rawQuery: string,
  ): BuiltRead {
    const key = `${name}\0${me.role}\0${me.userId}\0${count ? 'count' : ''}\0${rawQuery}`;
    const known = this.builtReads.get(key);
    if (known?.access === access) return known;
    const parsed = this.parse(me, access, query, 'read');
    const built = {
      access,
      statement: buildReadStatement(access, parsed, me, { count }),
      offset: parsed.offset,
    };
    if (!known && this.builtReads.size >= REST_MAX_BUILT_READS) {
      this.builtReads.delete(this.builtReads.keys().next().value as string);
    }
    this.builtReads.set(key, built);
    return built;
  }

  async create(
    me: Principal,
    name: string,
    query: QueryInput,
    body: unknown,
    wants: RestWants = NOTHING_MORE,
  ): Promise<RestAnswer> {
    const access = this.resolveWrite(me, name, 'create', 'collection');
    const parsed = this.parse(me, access, query, 'create');
    checkListedColumns(parsed, body);
    if (wants.one && Array.isArray(body) && body.length !== 1)
      throw RestException.notOneRow(body.length, true);
    if (this.catalog.isBuiltin(name))
      return written(201, await this.builtins.create(me, access, parsed, body), wants);
    checkPatternWork(access, body);
    const { rows } = validateRecords(recordSchemaFor(access, 'create'), body, { many: true });
    const named = namedRelation(access, rows);
    const render = mayDo(access, 'read');
    // One INSERT per chunk of rows (PostgreSQL binds at most 65535 values per statement), all in
    // one transaction: every row is stored, or none.
    const perRow = access.columns.size + 1;
    const chunk = Math.max(1, Math.floor(REST_MAX_INSERT_PARAMS / perRow));
    const bodies = await this.database.transaction(
      async (exec) => {
        if (Array.isArray(body) && named.field !== undefined) {
          // Which row: checked before the INSERT, whose foreign key would refuse them all at once
          // (a target deleted between the two still meets it, which names the field alone).
          const check = buildFirstUnlinkedRowStatement(access, named.field, rows, me, {
            render,
            targetAccess: this.targetsFor(me),
          });
          const [first] = check ? await exec<{ first: number | string | null }>(check) : [];
          if (first !== undefined && first.first !== null) {
            throw RestException.relatedMissing([`${Number(first.first)}.${named.field}`]);
          }
        }
        const out: string[] = [];
        for (let i = 0; i < rows.length; i += chunk) {
          const [result] = await exec<WriteRow>(
            buildInsertStatement(access, rows.slice(i, i + chunk), parsed.select, me, {
              render,
              targetAccess: this.targetsFor(me),
            }),
          );
          checkWritten(result, name, named);
          out.push(result.body);
        }
        return out;
      },
      checkedFieldOf(access, named),
    );
    return written(201, { body: joinArrays(bodies) }, wants);
  }

  async update(
    me: Principal,
    name: string,
    query: QueryInput,
    body: unknown,
    path: RestPath,
    wants: RestWants = NOTHING_MORE,
  ): Promise<RestAnswer> {
    const access = this.resolveWrite(me, name, 'update', path);
    const parsed = this.parse(me, access, query, 'change');
    if (Array.isArray(body) && !this.catalog.isBuiltin(name)) {
      if (wants.one && body.length !== 1) throw RestException.notOneRow(body.length, true);
      return this.updateEach(me, access, parsed, body, wants);
    }
    if (!hasFilter(parsed)) throw RestException.filterRequired(path === 'update' ? 'PUT …/update' : 'PATCH');
    if (this.catalog.isBuiltin(name)) {
      if (wants.one || wants.maxAffected !== undefined) throw builtinWantsRefused();
      return written(200, await this.builtins.update(me, access, parsed, body), wants);
    }
    checkPatternWork(access, body);
    const [values] = validateRecords(recordSchemaFor(access, 'update'), body, { many: false }).rows;
    const named = namedRelation(access, [values]);
    const render = mayDo(access, 'read');
    const result = await this.database.transaction(
      async (exec) => {
        const [row] = await exec<WriteRow>(
          buildUpdateStatement(access, values, parsed, me, { render, targetAccess: this.targetsFor(me) }),
        );
        if (Number(row.n) > REST_MAX_CHANGED_ROWS)
          throw RestException.tooManyRows(row.n, REST_MAX_CHANGED_ROWS);
        checkAffected(row.n, wants);
        checkWritten(row, name, named);
        return row;
      },
      checkedFieldOf(access, named),
    );
    return written(200, result, wants);
  }

  /**
   * PATCH / PUT …/update with an array body: each row found by its key and given its own values,
   * one UPDATE per row (under the row scope, as any PATCH), all in one transaction. A row that
   * matches nothing (absent, or outside the caller's scope: the same answer) is a 404 and nothing
   * is changed. The query may carry `select` only. Answers the rows in the order sent.
   */
  private async updateEach(
    me: Principal,
    access: CollectionAccess,
    parsed: RestQuery,
    body: unknown[],
    wants: RestWants,
  ): Promise<RestAnswer> {
    checkAffected(String(body.length), { ...wants, one: false });
    if (hasFilter(parsed))
      throw RestException.invalid('Rows sent as an array are found by their keys: send no filter');
    checkPatternWork(access, body);
    const rows = validateKeyedRecords(recordSchemaFor(access, 'update'), access.key, body, (keyText) => {
      const keyFilters = Object.fromEntries(Object.entries(keyText).map(([k, v]) => [k, `eq.${v}`]));
      const { where } = this.parse(me, access, keyFilters, 'change');
      return { key: where, same: JSON.stringify(where) };
    });
    const named = namedRelation(
      access,
      rows.map((row) => row.values),
    );
    const render = mayDo(access, 'read');
    const bodies = await this.database.transaction(
      async (exec) => {
        const out: string[] = [];
        for (const [index, row] of rows.entries()) {
          const [result] = await exec<WriteRow>(
            buildUpdateStatement(access, row.values, { ...parsed, where: row.key }, me, {
              render,
              targetAccess: this.targetsFor(me),
            }),
          ).catch((err: unknown) => {
            throw atRow(err, index); // a conflict's details then name the row
          });
          if (Number(result.n) === 0) throw RestException.rowNotFound(index, row.keyText);
          checkWritten(result, access.collection.name, atIndex(named, index));
          out.push(result.body);
        }
        return out;
      },
      checkedFieldOf(access, named),
    );
    return written(200, { body: joinArrays(bodies) }, wants);
  }

  async remove(
    me: Principal,
    name: string,
    query: QueryInput,
    path: RestPath,
    wants: RestWants = NOTHING_MORE,
  ): Promise<RestAnswer> {
    const access = this.resolveWrite(me, name, 'delete', path);
    const parsed = this.parse(me, access, query, 'change');
    if (!hasFilter(parsed))
      throw RestException.filterRequired(path === 'delete' ? 'DELETE …/delete' : 'DELETE');
    if (this.catalog.isBuiltin(name)) {
      if (wants.one || wants.maxAffected !== undefined) throw builtinWantsRefused();
      return written(200, await this.builtins.remove(me, access, parsed), wants);
    }
    const render = mayDo(access, 'read');
    const result = await this.database.transaction(async (exec) => {
      const [row] = await exec<WriteRow>(buildDeleteStatement(access, parsed, me, { render }));
      if (Number(row.n) > REST_MAX_CHANGED_ROWS)
        throw RestException.tooManyRows(row.n, REST_MAX_CHANGED_ROWS);
      checkAffected(row.n, wants);
      if (Number(row.archived) + Number(row.archived_before) > 0) throw RestException.zoneArchived();
      return row;
    });
    return written(200, result, wants);
  }

  /**
   * The caller's access, refused as the API promises: a collection that does not exist and one
   * whose schema grants the caller's role nothing (no grant, or a grant of no action) are the
   * same 404, so existence is not revealed; a grant without the action is a 403.
   */
  private resolve(me: Principal, name: string, action: WriteAction | 'read'): CollectionAccess {
    const access = this.catalog.access(name, me.role);
    if (!access || access.permission.actions.length === 0) throw RestException.collectionNotFound(name);
    if (!mayDo(access, action)) throw RestException.actionForbidden(me.role, ACTION_VERBS[action], name);
    return access;
  }

  /**
   * As {@link resolve}, and a built-in collection written through its own endpoints is a 405 —
   * for a caller whose grant has the action; one without it gets the 403 first (a member reading
   * navigation may not write it anywhere, so pointing them to other endpoints would mislead).
   */
  private resolveWrite(me: Principal, name: string, action: WriteAction, path: RestPath): CollectionAccess {
    const access = this.resolve(me, name, action);
    if (this.catalog.isBuiltin(name)) {
      const refusal = builtinWriteRefusal(name, action);
      if (refusal) throw RestException.writtenElsewhere(refusal, allowedMethods(name, true, path));
    }
    return access;
  }

  /** The caller's access to a relation's target (what a written relation may point at). */
  private targetsFor(me: Principal): (collection: string) => CollectionAccess | null {
    return (collection) => this.catalog.access(collection, me.role);
  }

  private parse(me: Principal, access: CollectionAccess, query: QueryInput, mode: RestMode): RestQuery {
    return parseRestQuery(query, access, {
      mode,
      accessTo: (target) => this.catalog.access(target, me.role),
    });
  }
}

/**
 * For a write refused by a CHECK constraint: the field it guards (the engine names each
 * `<table>_<column>_check`), told only when the caller may read or write that field.
 */
/** The field a CHECK or unique constraint guards, when the caller may be told its name. */
function checkedFieldOf(access: CollectionAccess, named?: NamedRelation) {
  return (constraint: string): string | undefined => {
    const relation = foreignKeyConstraintField(access.collection, constraint);
    // A foreign key names its field only as the read scope's refusal would (namedRelation).
    if (relation !== undefined) return relation === named?.field ? relation : undefined;
    const field =
      checkConstraintField(access.collection, constraint) ??
      uniqueConstraintField(access.collection, constraint);
    if (field === undefined) return undefined;
    const told = access.readable.has(field) || access.permission.writeFields.includes(field);
    return told ? field : undefined;
  };
}

/**
 * A write's answer: the rows, the one row as an object (`wants.one`, checked to be one before the
 * commit: see {@link checkAffected}), or no body (`Prefer: return=minimal`: 201 for a POST, 204
 * for the others, as PostgREST).
 */
function written(status: number, result: { body: string }, wants: RestWants = NOTHING_MORE): RestAnswer {
  if (wants.minimal) return { status: status === 201 ? 201 : 204, body: '', headers: {} };
  if (wants.one) return { status, body: oneRow(result.body, 1, true), headers: {} };
  return { status, body: result.body, headers: {} };
}

/**
 * Inside a write's transaction: `.single()` (one row) and `Prefer: max-affected=<n>` refuse a
 * change of another number of rows, so the transaction rolls back and nothing is changed.
 */
function checkAffected(n: string, wants: RestWants): void {
  const rows = Number(n);
  if (wants.one && rows !== 1) throw RestException.notOneRow(rows, true);
  if (wants.maxAffected !== undefined && rows > wants.maxAffected) {
    throw RestException.invalid(
      `The write would change ${rows} rows, more than Prefer: max-affected=${wants.maxAffected}; nothing was changed`,
    );
  }
}

/** A built-in collection's writes run in their domain services, which count no rows for these. */
function builtinWantsRefused(): RestException {
  return RestException.invalid(
    'Built-in collections answer their writes as rows: drop .single() and Prefer: max-affected',
  );
}

/**
 * `Accept: application/vnd.pgrst.object+json`: the one row of a JSON array text as an object,
 * without parsing it, or 406 when `rows` is not one.
 */
function oneRow(body: string, rows: number, write: boolean): string {
  if (rows !== 1) throw RestException.notOneRow(rows, write);
  return body.trim().slice(1, -1).trim();
}

/**
 * `columns=` (postgrest-js sends it with an array insert: every key of its rows): each key of
 * each row must be listed. The names only restrict the body; they never reach SQL, and a listed
 * name no row carries changes nothing (a missing key gets its default, as without `columns`).
 */
function checkListedColumns(parsed: RestQuery, body: unknown): void {
  if (parsed.columns === undefined) return;
  const listed = new Set(parsed.columns);
  const rows = Array.isArray(body) ? body : [body];
  for (const [index, row] of rows.entries()) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) continue;
    for (const key of Object.keys(row)) {
      if (!listed.has(key)) {
        const at = Array.isArray(body) ? `${index}.${key}` : key;
        throw RestException.invalid(`Key ${show(key)} is not listed in columns`, [
          { path: at, message: 'Not listed in columns' },
        ]);
      }
    }
  }
}

/** Concatenates JSON array texts (`[a]`, `[b,c]` → `[a,b,c]`) without parsing them. */
function joinArrays(bodies: string[]): string {
  if (bodies.length === 1) return bodies[0];
  const inner = bodies.map((b) => b.trim().slice(1, -1).trim()).filter((b) => b !== '');
  return `[${inner.join(',')}]`;
}
