import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { collectionColumns, enumOptionValues, isWritableField } from '@atrium/schema';
import type { Collection, CollectionColumn, CollectionField } from '@atrium/schema';
import { documentCommonResponses, jsonSchemaOf } from '../../common/http/openapi.js';
import { CollectionCatalog } from '../collections/collection-catalog.js';
import { mayDo } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';
import { builtinWriteRefusal } from './rest-builtin-writes.js';
import type { WriteAction } from './rest-builtin-writes.js';
import {
  REST_DEFAULT_LIMIT,
  REST_MAX_CHANGED_ROWS,
  REST_MAX_INSERT_ROWS,
  REST_MAX_LIMIT,
} from './rest.limits.js';
import { RestCatalog } from './rest.catalog.js';
import { RpcService } from './rpc.service.js';

type Schema = Record<string, unknown>;
type PathItem = Record<string, unknown>;

const ERROR = { description: 'API error shape {error, code, message, timestamp, details?}' };
/** What a column's filter takes, by its field type (as libs/schema's parseFilter checks it). */
function filterHelp(field: CollectionField): string {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'enum':
      return 'Filter: [not.]op.value with eq neq gt lt gte lte like ilike (* or % is the wildcard) in.(a,"b,c") is.null';
    case 'boolean':
      return 'Filter: [not.]op.value with eq neq in.(true,false) is.null|true|false';
    case 'json':
      return 'Filter: [not.]is.null (a JSON column takes no other operator)';
    case 'date':
    case 'datetime':
      return 'Filter: [not.]op.value with eq neq gt lt gte lte in.(…) is.null; values YYYY-MM-DD or ISO 8601 date-times';
    default:
      return 'Filter: [not.]op.value with eq neq gt lt gte lte in.(…) is.null';
  }
}

/**
 * A column's value in a row, as JSON Schema 2020-12 (OpenAPI 3.1): a column that may be NULL
 * takes `null` as well, by its type list (and among an enum's values).
 */
export function fieldJsonSchema(field: CollectionField, nullable: boolean): Schema {
  const schema = valueJsonSchema(field);
  if (!nullable || typeof schema.type !== 'string') return schema;
  return {
    ...schema,
    type: [schema.type, 'null'],
    ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
  };
}

/** A column's value when it holds one, as JSON Schema. */
function valueJsonSchema(field: CollectionField): Schema {
  const base: Schema = {};
  if (field.label) base.title = field.label;
  if (field.help) base.description = field.help;
  // The value the table fills in when a create leaves the field out (a generator's default too).
  if ('default' in field && field.default !== undefined) base.default = field.default;
  switch (field.type) {
    case 'string':
    case 'text': {
      const out: Schema = { ...base, type: 'string' };
      if (field.type === 'string' && field.length !== undefined) {
        out.minLength = field.length;
        out.maxLength = field.length;
      } else {
        if (field.min !== undefined) out.minLength = field.min;
        out.maxLength = field.max ?? (field.type === 'string' ? 1000 : 100_000);
      }
      // RE2 syntax, which the API checks it with; a linear-time subset of what OpenAPI's ECMA
      // dialect reads alike.
      if (field.type === 'string' && field.pattern !== undefined) out.pattern = field.pattern;
      if (field.type === 'string' && field.format === 'email') out.format = 'email';
      if (field.type === 'string' && field.format === 'url') out.format = 'uri';
      return out;
    }
    case 'enum':
      return { ...base, type: 'string', enum: enumOptionValues(field) };
    case 'number':
      return {
        ...base,
        type: 'number',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'integer':
      return {
        ...base,
        type: 'integer',
        format: field.bits === 64 ? 'int64' : 'int32',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'datetime':
      return { ...base, type: 'string', format: 'date-time' };
    case 'uuid':
      return { ...base, type: 'string', format: 'uuid' };
    case 'relation':
      return {
        ...base,
        type: 'string',
        format: 'uuid',
        description: `${field.help ?? 'Id of a row'} of "${field.target}"`,
      };
    case 'json':
      return field.shape === 'object'
        ? { ...base, type: 'object' }
        : field.shape === 'array'
          ? { ...base, type: 'array', items: {} }
          : { ...base, description: `${field.help ?? 'Any JSON value'}` };
  }
}

function visibleColumns(collection: Collection): CollectionColumn[] {
  return collectionColumns(collection).filter((c) => !c.field.internal);
}

/** A row as GET returns it (every column an admin reads; a role may read fewer). */
export function rowJsonSchema(collection: Collection): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      visibleColumns(collection).map((c) => [c.name, fieldJsonSchema(c.field, c.nullable)]),
    ),
  };
}

/** A row as a client writes it: writable fields only, unknown keys refused. */
export function writeJsonSchema(collection: Collection, mode: 'create' | 'update'): Schema {
  const writable = visibleColumns(collection).filter((c) => c.origin === 'field' && isWritableField(c.field));
  const required =
    mode === 'create'
      ? writable
          .filter(
            (c) =>
              c.field.required &&
              !('default' in c.field && c.field.default !== undefined) &&
              !('default_fn' in c.field && c.field.default_fn !== undefined),
          )
          .map((c) => c.name)
      : [];
  return {
    type: 'object',
    additionalProperties: false,
    ...(mode === 'update' ? { minProperties: 1 } : {}),
    ...(required.length ? { required } : {}),
    properties: Object.fromEntries(writable.map((c) => [c.name, fieldJsonSchema(c.field, c.nullable)])),
  };
}

/**
 * An item of an array PATCH / PUT …/update: the row's key column(s), which find it, and the
 * fields to set (at least one). Null when the caller may not read a key column (then no row can
 * be found by it).
 */
export function keyedUpdateJsonSchema(collection: Collection, writable: Collection): Schema | null {
  const key = collection.primary_key ?? ['id'];
  const columns = visibleColumns(collection);
  const keyColumns = key.map((name) => columns.find((c) => c.name === name));
  if (keyColumns.some((c) => c === undefined)) return null;
  const update = writeJsonSchema(writable, 'update');
  return {
    ...update,
    minProperties: key.length + 1,
    required: [...key],
    properties: {
      ...Object.fromEntries(keyColumns.map((c) => [c!.name, fieldJsonSchema(c!.field, false)])),
      ...(update.properties as Schema),
    },
  };
}

const EXAMPLE_UUID = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';

/** A PostgREST-style example for a column's filter (the fuzzer reads the operator from it). */
function filterExample(field: CollectionField): string {
  switch (field.type) {
    case 'integer':
    case 'number':
      return 'gte.1';
    case 'boolean':
      return 'is.true';
    case 'date':
      return 'gte.2024-01-01';
    case 'datetime':
      return 'gte.2024-01-01T00:00:00Z';
    case 'uuid':
    case 'relation':
      return `eq.${EXAMPLE_UUID}`;
    case 'json':
      return 'is.null';
    case 'enum':
      return `eq.${enumOptionValues(field)[0]}`;
    default:
      return 'ilike.*a*';
  }
}

function filterParameters(collection: Collection): Schema[] {
  return visibleColumns(collection).map((c) => ({
    name: c.name,
    in: 'query',
    required: false,
    schema: { type: 'string' },
    example: filterExample(c.field),
    description: filterHelp(c.field),
  }));
}

/** Finds a relation's target collection (for the embeds `select` may name). */
type TargetOf = (name: string) => Collection | undefined;

const alt = (names: readonly string[]) => `(?:${names.join('|')})`;

/**
 * `select`'s grammar as a pattern over the collection's own names (snake_case, so nothing to
 * escape): columns, `*`, and one level of embeds `rel(cols)` under each name a relation answers
 * to. Exact for an admin; a role that reads fewer columns is refused the rest with 400.
 */
export function selectPattern(collection: Collection, targetOf: TargetOf): string {
  const columns = visibleColumns(collection);
  const items = ['\\*', ...columns.map((c) => c.name)];
  for (const c of columns) {
    if (c.field.type !== 'relation') continue;
    const target = targetOf(c.field.target);
    if (!target) continue;
    const inner = alt(['\\*', ...visibleColumns(target).map((t) => t.name)]);
    const names = [...new Set([c.name, c.name.replace(/_id$/, ''), c.field.target])];
    items.push(`${alt(names)}\\(${inner}(?:,${inner})*\\)`);
  }
  const item = alt(items);
  return `^${item}(?:,${item})*$`;
}

/** `order`'s grammar over the collection's columns. */
export function orderPattern(collection: Collection): string {
  const term = `${alt(visibleColumns(collection).map((c) => c.name))}(?:\\.(?:asc|desc))?(?:\\.(?:nullsfirst|nullslast))?`;
  return `^${term}(?:,${term})*$`;
}

function selectParameter(collection: Collection, targetOf: TargetOf): Schema {
  return {
    name: 'select',
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: selectPattern(collection, targetOf) },
    description:
      'Columns to return, and one level of embedded relations: id,title,zone(name) (a relation field, its name without _id, or its target). Default: every column the role may read.',
  };
}

const LOGIC = (name: 'or' | 'and' | 'not.or' | 'not.and') => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: `(${name.endsWith('or') ? 'a.eq.1,b.is.null' : 'a.gte.1,or(b.eq.x,c.eq.y)'}): ${name.startsWith('not.') ? 'rows where the group does not hold; ' : ''}a group of conditions column.[not.]op.value, nesting and(…), or(…), not.and(…), not.or(…) up to 4 levels; quote values holding , ( ) in "…"`,
});
function readParameters(collection: Collection, targetOf: TargetOf): Schema[] {
  return [
    selectParameter(collection, targetOf),
    LOGIC('or'),
    LOGIC('and'),
    LOGIC('not.or'),
    LOGIC('not.and'),
    {
      name: 'order',
      in: 'query',
      required: false,
      schema: { type: 'string', pattern: orderPattern(collection) },
      description: 'col[.asc|.desc][.nullsfirst|.nullslast], comma-separated; the primary key breaks ties',
    },
    {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 0, maximum: REST_MAX_LIMIT, default: REST_DEFAULT_LIMIT },
    },
    { name: 'offset', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
    {
      name: 'Prefer',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: ['count=exact', 'count=planned', 'count=estimated'] },
      description:
        'count=exact: Content-Range carries the total (0-24/3573); planned and estimated count exactly too',
    },
    ACCEPT,
  ];
}

/** PostgREST's Accept (postgrest-js `.single()`): the rows, or the one row as an object (406 unless exactly one). */
const ACCEPT: Schema = {
  name: 'Accept',
  in: 'header',
  required: false,
  schema: { type: 'string', enum: ['application/json', 'application/vnd.pgrst.object+json'] },
  description:
    'application/vnd.pgrst.object+json: the one row as an object, 406 when the request reads or changes another number of rows (a write is then rolled back). text/csv and other media types: 406',
};

/** Prefer on writes (rest-prefer.ts). */
const WRITE_PREFER: Schema = {
  name: 'Prefer',
  in: 'header',
  required: false,
  schema: { type: 'string', enum: ['return=representation', 'return=minimal', 'max-affected=1'] },
  description:
    'return=minimal: no body (201 for POST, 204 otherwise); max-affected=<n>: a change of more rows is refused (400) and rolled back; resolution=… (upsert) and tx=rollback are refused (400)',
};

function rowsResponse(collection: Collection, description: string): Schema {
  return {
    description,
    content: { 'application/json': { schema: { type: 'array', items: rowJsonSchema(collection) } } },
  };
}

function writeOperation(collection: Collection, summary: string, extra: Schema): Schema {
  return {
    tags: ['rest'],
    summary,
    security: [{ bearer: [] }],
    ...extra,
    responses: {
      ...(extra.responses as Schema),
      '400': ERROR,
      '401': ERROR,
      '403': ERROR,
      '404': ERROR,
      '406': ERROR,
      '409': ERROR,
    },
  };
}

const NO_BODY = { description: 'Prefer: return=minimal: done, no body' };

/**
 * The path items of one collection as one caller sees it: `collection` restricted to the columns
 * the caller may read, `writable` to the fields it may set, and only the writes it may make (and
 * the table API serves for a built-in).
 */
export function collectionPaths(
  collection: Collection,
  writable: Collection,
  can: (action: WriteAction) => boolean,
  targetOf: TargetOf,
  opts: { arrayUpdates: boolean },
): Record<string, PathItem> {
  const name = collection.name;
  const title = collection.label_plural ?? collection.label;
  const filters = filterParameters(collection);
  const select = selectParameter(collection, targetOf);
  const object = writeJsonSchema(writable, 'update');
  const keyed = opts.arrayUpdates ? keyedUpdateJsonSchema(collection, writable) : null;
  const updateBody = {
    required: true,
    content: {
      'application/json': {
        schema: keyed
          ? {
              oneOf: [object, { type: 'array', minItems: 1, maxItems: REST_MAX_CHANGED_ROWS, items: keyed }],
            }
          : object,
      },
    },
  };
  const update = writeOperation(
    collection,
    keyed
      ? `Change the ${title} the filters select (one object; at least one filter; at most ${REST_MAX_CHANGED_ROWS} rows), or each row of an array found by its key with its own values (no filter; at most ${REST_MAX_CHANGED_ROWS}), all or nothing`
      : `Change the ${title} the filters select (at least one filter; at most ${REST_MAX_CHANGED_ROWS} rows)`,
    {
      parameters: [select, LOGIC('or'), LOGIC('and'), ACCEPT, WRITE_PREFER, ...filters],
      requestBody: updateBody,
      responses: { '200': rowsResponse(collection, 'The changed rows'), '204': NO_BODY },
    },
  );
  const remove = writeOperation(
    collection,
    `Delete the ${title} the filters select (at least one filter; at most 1000 rows)`,
    {
      parameters: [select, LOGIC('or'), LOGIC('and'), ACCEPT, WRITE_PREFER, ...filters],
      responses: { '200': rowsResponse(collection, 'The deleted rows'), '204': NO_BODY },
    },
  );
  const item: PathItem = {
    get: {
      tags: ['rest'],
      summary: `${title}: rows the caller's role may read`,
      description: collection.description,
      security: [{ bearer: [] }],
      parameters: [...readParameters(collection, targetOf), ...filters],
      responses: {
        '200': {
          ...rowsResponse(collection, 'Rows; Content-Range: first-last/total (* unless Prefer: count=exact)'),
          headers: { 'Content-Range': { schema: { type: 'string' } } },
        },
        '400': ERROR,
        '401': ERROR,
        '403': ERROR,
        '404': ERROR,
        '406': ERROR,
        '503': { description: 'QUERY_TIMEOUT: the statement ran past REST_STATEMENT_TIMEOUT_MS' },
      },
    },
  };
  if (can('create')) {
    const row = writeJsonSchema(writable, 'create');
    item.post = writeOperation(
      collection,
      `Add ${title}: one row or an array (at most ${REST_MAX_INSERT_ROWS}), all or nothing`,
      {
        parameters: [
          select,
          {
            name: 'columns',
            in: 'query',
            required: false,
            schema: { type: 'string' },
            description:
              'PostgREST\'s list of the keys the rows carry ("title","zone_id"; postgrest-js sends it with an array): a key not listed is refused',
          },
          ACCEPT,
          WRITE_PREFER,
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                oneOf: [row, { type: 'array', minItems: 1, maxItems: REST_MAX_INSERT_ROWS, items: row }],
              },
            },
          },
        },
        responses: { '201': rowsResponse(collection, 'The stored rows (none with Prefer: return=minimal)') },
      },
    );
  }
  if (can('update')) item.patch = update;
  if (can('delete')) item.delete = remove;
  const paths: Record<string, PathItem> = { [`/api/rest/${name}`]: item };
  if (can('update')) paths[`/api/rest/${name}/update`] = { put: update };
  if (can('delete')) paths[`/api/rest/${name}/delete`] = { delete: remove };
  return paths;
}

/** Documents kept per caller role (platform roles are few; a role name is data, so bounded). */
const MAX_CACHED_DOCUMENTS = 100;

/** `collection` with only the named fields (and system fields). */
function restrictedTo(collection: Collection, names: ReadonlySet<string>): Collection {
  return {
    ...collection,
    fields: collection.fields.filter((f) => names.has(f.name)),
    system_fields: collection.system_fields.filter((f) => names.has(f)),
  };
}

/**
 * The table API's and RPC's entries of the OpenAPI document: one set of paths per collection the
 * caller may read (row and body schemas derived from the collection, restricted to the columns the
 * caller's role may read and the fields it may write), one per RPC function. The document Nest
 * builds at start knows none of them; `document(base, role)` returns it with them, kept per role
 * until the catalog changes (a schema registered, changed or removed on any node), and
 * http-setup.ts serves that on every request for /api/docs.
 *
 * As GET /schemas lists only the collections the caller may read, an anonymous caller's document
 * names no collection, and a member's only those granted to their role: an integrator's tables
 * and columns are not disclosed to whoever asks for the docs.
 */
@Injectable()
export class RestOpenApi implements OnModuleDestroy {
  private cache?: { base: OpenAPIObject; byRole: Map<string, OpenAPIObject> };
  private readonly unsubscribe: () => void;

  constructor(
    catalog: CollectionCatalog,
    private readonly access: RestCatalog,
    private readonly rpc: RpcService,
  ) {
    this.unsubscribe = catalog.onChange(() => {
      this.cache = undefined;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The document for a caller with platform role `role` (null: not signed in). */
  document(base: OpenAPIObject, role: string | null): OpenAPIObject {
    if (this.cache?.base !== base) this.cache = { base, byRole: new Map() };
    const key = role ?? '';
    const cached = this.cache.byRole.get(key);
    if (cached) return cached;
    const added = { ...this.restPaths(role), ...this.rpcPaths() };
    documentCommonResponses(added);
    const document = { ...base, paths: { ...base.paths, ...added } };
    if (this.cache.byRole.size < MAX_CACHED_DOCUMENTS) this.cache.byRole.set(key, document);
    return document;
  }

  private restPaths(role: string | null): OpenAPIObject['paths'] {
    const paths: OpenAPIObject['paths'] = {};
    if (role === null) return paths;
    // What the role may read of a collection: the rows' columns, the embeds' targets.
    const readable = (access: CollectionAccess) =>
      restrictedTo(access.collection, new Set(access.readable.keys()));
    for (const collection of this.access.list()) {
      const access = this.access.access(collection.name, role);
      if (!access) continue;
      const builtin = this.access.isBuiltin(collection.name);
      const can = (action: WriteAction) =>
        mayDo(access, action) && (!builtin || builtinWriteRefusal(collection.name, action) === null);
      Object.assign(
        paths,
        collectionPaths(
          readable(access),
          restrictedTo(collection, new Set(access.permission.writeFields)),
          can,
          (target) => {
            const targetAccess = this.access.access(target, role);
            return targetAccess ? readable(targetAccess) : undefined;
          },
          // Built-in collections are written through their services, one object at a time.
          { arrayUpdates: !builtin },
        ),
      );
    }
    return paths;
  }

  private rpcPaths(): OpenAPIObject['paths'] {
    const paths: OpenAPIObject['paths'] = {};
    for (const fn of this.rpc.list()) {
      const call = (summary: string, answer: { description: string; schema: object }) => ({
        post: {
          tags: ['rpc'],
          summary,
          security: [{ bearer: [] }],
          requestBody: {
            required: false,
            content: { 'application/json': { schema: jsonSchemaOf(fn.input, 'input') } },
          },
          responses: {
            '200': {
              description: answer.description,
              content: { 'application/json': { schema: answer.schema } },
            },
            '400': ERROR,
            '401': ERROR,
            '403': ERROR,
            '404': ERROR,
          },
        },
      });
      // Where postgrest-js calls it from a client for /api/rest: the value itself, as PostgREST.
      paths[`/api/rest/rpc/${fn.name}`] = call(`${fn.summary} (PostgREST's path: the value, not wrapped)`, {
        description: 'The value',
        schema: jsonSchemaOf(fn.output),
      });
      paths[`/api/rpc/${fn.name}`] = call(fn.summary, {
        description: '{data}',
        schema: { type: 'object', properties: { data: jsonSchemaOf(fn.output) } },
      });
    }
    return paths;
  }
}
