import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorBodySchema, collectionColumns, enumOptionValues, isWritableField } from '@atrium/schema';
import type { Collection, CollectionColumn, CollectionField } from '@atrium/schema';
import { CachedBody } from '../../common/http/cached-response.js';
import { cacheCounts } from '../../common/cache/cache-stats.js';
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

/** What a column's filter takes, by its field type (as libs/schema's parseFilter checks it). */
function filterHelp(type: CollectionField['type']): string {
  switch (type) {
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

/** The columns a client may write: fields only, those a write may set. */
function writableColumns(collection: Collection): CollectionColumn[] {
  return visibleColumns(collection).filter((c) => c.origin === 'field' && isWritableField(c.field));
}

/**
 * Every field a client may write, each with its label, help text and constraints, written once:
 * the create, update and keyed-update bodies (and the row, when it shows them all) refer to it.
 * No keys are refused here; each body that refers to it refuses the keys it does not name.
 */
export function fieldsJsonSchema(writable: Collection): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      writableColumns(writable).map((c) => [c.name, fieldJsonSchema(c.field, c.nullable)]),
    ),
  };
}

/**
 * A row as a client writes it: the writable fields (`fields`, a reference to fieldsJsonSchema's
 * component), unknown keys refused (`unevaluatedProperties`, which sees the referred properties).
 */
export function writeJsonSchema(
  writable: Collection,
  mode: 'create' | 'update',
  fields: { $ref: string },
): Schema {
  const required =
    mode === 'create'
      ? writableColumns(writable)
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
    allOf: [fields],
    unevaluatedProperties: false,
    ...(mode === 'update' ? { minProperties: 1 } : {}),
    ...(required.length ? { required } : {}),
  };
}

/**
 * An item of an array PATCH / PUT …/update: the row's key column(s), which find it, and the
 * fields to set (at least one). Null when the caller may not read a key column (then no row can
 * be found by it).
 */
export function keyedUpdateJsonSchema(collection: Collection, fields: { $ref: string }): Schema | null {
  const key = collection.primary_key ?? ['id'];
  const columns = visibleColumns(collection);
  const keyColumns = key.map((name) => columns.find((c) => c.name === name));
  if (keyColumns.some((c) => c === undefined)) return null;
  return {
    type: 'object',
    allOf: [fields],
    properties: Object.fromEntries(keyColumns.map((c) => [c!.name, fieldJsonSchema(c!.field, false)])),
    unevaluatedProperties: false,
    minProperties: key.length + 1,
    required: [...key],
  };
}

/**
 * A row as GET returns it, the writable fields by reference to `fields` and the other columns the
 * caller reads (system columns, read-only fields) written here; null when the caller may write a
 * field it may not read (the row then lists its own columns: rowJsonSchema).
 */
function rowOverFields(
  collection: Collection,
  writable: Collection,
  fields: { $ref: string },
): Schema | null {
  const readable = new Set(visibleColumns(collection).map((c) => c.name));
  const written = new Set(writableColumns(writable).map((c) => c.name));
  if ([...written].some((name) => !readable.has(name))) return null;
  return {
    type: 'object',
    allOf: [fields],
    properties: Object.fromEntries(
      visibleColumns(collection)
        .filter((c) => !written.has(c.name))
        .map((c) => [c.name, fieldJsonSchema(c.field, c.nullable)]),
    ),
  };
}

const EXAMPLE_UUID = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';

/** A PostgREST-style example for a filter of a column of `type` (the fuzzer reads the operator from it). */
function filterExample(type: Exclude<CollectionField['type'], 'enum'>): string {
  switch (type) {
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
    default:
      return 'ilike.*a*';
  }
}

/**
 * The filters of columns alike, one shared component each (`rest.filter_<kind>`): what a filter
 * of such a column takes and an example; a collection's filters refer to them rather than repeat
 * them for every column. An enum's filter refers to the text filter (it takes the same operators)
 * with an example of its own, which names one of its options (JSON Schema 2020-12 reads a `$ref`
 * with keywords beside it).
 */
const FILTER_KINDS = {
  text: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  uuid: 'uuid',
  json: 'json',
} as const satisfies Record<string, Exclude<CollectionField['type'], 'enum'>>;

function filterKind(type: Exclude<CollectionField['type'], 'enum'>): keyof typeof FILTER_KINDS {
  switch (type) {
    case 'string':
    case 'text':
      return 'text';
    case 'integer':
    case 'number':
      return 'number';
    case 'uuid':
    case 'relation':
      return 'uuid';
    default:
      return type;
  }
}

const filterSchema = (description: string, example: string): Schema => ({
  type: 'string',
  description,
  examples: [example],
});

function sharedFilterSchemas(): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(FILTER_KINDS).map(([kind, type]) => [
      `rest.filter_${kind}`,
      filterSchema(filterHelp(type), filterExample(type)),
    ]),
  );
}

/**
 * The filters a collection's reads and writes take, as one query parameter exploded in PostgREST's
 * way (`style: form, explode: true`: each property is a query parameter of its own, `title=ilike.*a*`),
 * so an operation names them with one reference whatever the number of columns. Each column's
 * value is a filter expression of its kind: the columns of one kind are named together, by a
 * pattern that matches exactly their names (`^(?:title|notes)$`; names are snake_case
 * identifiers, nothing to escape), whose schema refers to the shared filter of that kind
 * (`rest.filter_<kind>`: its description names the operators the type takes, its example is a
 * filter of that type, from which the contract fuzzer reads the operator); an enum's example,
 * beside its reference, names one of its options. Other names are refused. A property and its
 * reference per column were a tenth of an admin's document (200 collections of 30 fields).
 */
export function filtersJsonSchema(collection: Collection): Schema {
  const kinds = new Map<string, { schema: Schema; columns: string[] }>();
  for (const { name, field } of visibleColumns(collection)) {
    const schema =
      field.type === 'enum'
        ? { ...ref('schemas', 'rest.filter_text'), examples: [`eq.${enumOptionValues(field)[0]}`] }
        : ref('schemas', `rest.filter_${filterKind(field.type)}`);
    const key = JSON.stringify(schema);
    const kind = kinds.get(key) ?? { schema, columns: [] as string[] };
    kind.columns.push(name);
    kinds.set(key, kind);
  }
  return {
    type: 'object',
    additionalProperties: false,
    patternProperties: Object.fromEntries(
      [...kinds.values()].map(({ schema, columns }) => [filterColumnsPattern(columns), schema]),
    ),
  };
}

/** The pattern naming exactly `columns` (snake_case identifiers) among a collection's filters. */
export function filterColumnsPattern(columns: readonly string[]): string {
  return `^(?:${columns.join('|')})$`;
}

/** A column name in `select` and `order` (collections' and fields' names are snake_case identifiers). */
const COLUMN = '\\w+';
/** An embed's columns in `select`: `*` or column names, comma-separated. */
const EMBED_COLUMNS = `(?:\\*|${COLUMN})(?:,(?:\\*|${COLUMN}))*`;

/**
 * `select`'s grammar as a pattern: columns, `*`, and one level of embeds `rel(cols)`, comma-
 * separated. One parameter for every collection: the columns it may name are its row's (and its
 * filters'), the embeds its relation fields (by name, name without `_id` or target); a name the
 * caller may not read is refused with 400 naming it. Written per collection with every column and
 * every target's columns, the patterns were a seventh of an admin's document (200 collections).
 */
export const SELECT_PATTERN = `^(?!,)(?:(?:^|,)(?:\\*|${COLUMN}(?:\\(${EMBED_COLUMNS}\\))?))+$`;

/** `order`'s grammar: columns, each with its direction and where NULLs go, comma-separated. */
export const ORDER_PATTERN = `^(?!,)(?:(?:^|,)${COLUMN}(?:\\.(?:asc|desc))?(?:\\.(?:nullsfirst|nullslast))?)+$`;

const SELECT_PARAMETER: Schema = {
  name: 'select',
  in: 'query',
  required: false,
  schema: { type: 'string', pattern: SELECT_PATTERN },
  description:
    "Columns to return (the row's), and one level of embedded relations: id,title,zone(name) (a relation field, its name without _id, or its target; in the parentheses the target's columns). Default: every column the role may read; a column it may not read is refused (400).",
};

const ORDER_PARAMETER: Schema = {
  name: 'order',
  in: 'query',
  required: false,
  schema: { type: 'string', pattern: ORDER_PATTERN },
  description:
    "col[.asc|.desc][.nullsfirst|.nullslast], comma-separated, col one of the row's columns; the primary key breaks ties",
};

/** The kinds of the document's components this module adds to. */
type ComponentKind = 'schemas' | 'parameters' | 'requestBodies' | 'responses' | 'headers';
/** Components of the OpenAPI document, by kind and name. */
export type Components = Partial<Record<ComponentKind, Record<string, Schema>>>;

/** A reference to the component `name` of `kind`. */
const ref = (kind: ComponentKind, name: string): { $ref: string } => ({
  $ref: `#/components/${kind}/${name}`,
});

/**
 * A name as one part of a component name, which OpenAPI limits to `^[a-zA-Z0-9._-]+$`: letters,
 * digits and `_` stay, any other character (`-` and `.` too) becomes `-` and its four hex digits.
 * Distinct names give distinct parts, and no part holds a `.`, the separator between parts.
 */
export function componentPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, (ch) => `-${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The name of one of a collection's components: `rest.<collection>.<what>…` (three parts or more;
 * the table API's shared components have two, `rest.<what>`, so none can be taken for another).
 */
export function restComponentName(collection: string, ...what: string[]): string {
  return ['rest', componentPart(collection), ...what.map(componentPart)].join('.');
}

const LOGIC = (name: 'or' | 'and' | 'not.or' | 'not.and') => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: `(${name.endsWith('or') ? 'a.eq.1,b.is.null' : 'a.gte.1,or(b.eq.x,c.eq.y)'}): ${name.startsWith('not.') ? 'rows where the group does not hold; ' : ''}a group of conditions column.[not.]op.value, nesting and(…), or(…), not.and(…), not.or(…) up to 4 levels; quote values holding , ( ) in "…"`,
});

const ERROR_DESCRIPTION = 'API error shape {error, code, message, timestamp, details?}';
const errorResponse = (description: string): Schema => ({
  description,
  content: { 'application/json': { schema: ref('schemas', 'rest.ApiError') } },
});

/** The client errors a read and a write of the table API answer, each status with its code. */
const READ_ERRORS = [
  '400 VALIDATION_FAILED: a parameter, filter or header that is not valid (a column the role may not read is unknown)',
  '401 UNAUTHENTICATED: no valid access token',
  '403 FORBIDDEN: the role may not do this',
  '404 NOT_FOUND: no collection of this name the role may read',
  '406 NOT_ACCEPTABLE: a media type other than JSON, or the one-row object (Accept: application/vnd.pgrst.object+json) and another number of rows',
];
const WRITE_ERRORS = [
  ...READ_ERRORS.map((line) =>
    line.startsWith('400') ? `${line.replace(/\)$/, '')}; a body the collection does not take)` : line,
  ),
  '409 CONFLICT: a unique, relation or other constraint refused the write, or a built-in collection written elsewhere',
  '413 PAYLOAD_TOO_LARGE: the body is over the size limit',
  '415 UNSUPPORTED_MEDIA_TYPE: a body that is not application/json',
];
const clientErrors = (lines: string[]): Schema =>
  errorResponse(`Any of these, in the ${ERROR_DESCRIPTION}:\n\n${lines.map((l) => `- ${l}`).join('\n')}`);

/**
 * What every collection's operations share, once in the document: the API error shape and its
 * answers, the paging header, PostgREST's query parameters and headers.
 */
function sharedComponents(): Components {
  return {
    schemas: { 'rest.ApiError': jsonSchemaOf(apiErrorBodySchema), ...sharedFilterSchemas() },
    responses: {
      'rest.error': errorResponse(ERROR_DESCRIPTION),
      // The table API's operations answer their client errors with one range each (`4XX`, as
      // OpenAPI writes a range of statuses): its description lists the statuses and their codes.
      'rest.read_errors': clientErrors(READ_ERRORS),
      'rest.write_errors': clientErrors(WRITE_ERRORS),
      'rest.query_timeout': errorResponse('QUERY_TIMEOUT: the statement ran past REST_STATEMENT_TIMEOUT_MS'),
      'rest.no_body': { description: 'Prefer: return=minimal: done, no body' },
    },
    headers: {
      'rest.content_range': {
        description:
          'first-last/total: the rows sent and, with Prefer: count=exact, how many there are (* otherwise)',
        schema: { type: 'string' },
      },
    },
    parameters: {
      'rest.select': SELECT_PARAMETER,
      'rest.order': ORDER_PARAMETER,
      'rest.or': LOGIC('or'),
      'rest.and': LOGIC('and'),
      'rest.not_or': LOGIC('not.or'),
      'rest.not_and': LOGIC('not.and'),
      'rest.limit': {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 0, maximum: REST_MAX_LIMIT, default: REST_DEFAULT_LIMIT },
      },
      'rest.offset': {
        name: 'offset',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 0 },
      },
      'rest.count': {
        name: 'Prefer',
        in: 'header',
        required: false,
        schema: { type: 'string', enum: ['count=exact', 'count=planned', 'count=estimated'] },
        description:
          'count=exact: Content-Range carries the total (0-24/3573); planned and estimated count exactly too',
      },
      // PostgREST's Accept (postgrest-js `.single()`): the rows, or the one row as an object (406 unless exactly one).
      'rest.accept': {
        name: 'Accept',
        in: 'header',
        required: false,
        schema: { type: 'string', enum: ['application/json', 'application/vnd.pgrst.object+json'] },
        description:
          'application/vnd.pgrst.object+json: the one row as an object, 406 when the request reads or changes another number of rows (a write is then rolled back). text/csv and other media types: 406',
      },
      // Prefer on writes (rest-prefer.ts).
      'rest.write_prefer': {
        name: 'Prefer',
        in: 'header',
        required: false,
        schema: { type: 'string', enum: ['return=representation', 'return=minimal', 'max-affected=1'] },
        description:
          'return=minimal: no body (201 for POST, 204 otherwise); max-affected=<n>: a change of more rows is refused (400) and rolled back; resolution=… (upsert) and tx=rollback are refused (400)',
      },
      'rest.columns': {
        name: 'columns',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description:
          'PostgREST\'s list of the keys the rows carry ("title","zone_id"; postgrest-js sends it with an array): a key not listed is refused',
      },
    },
  };
}

const ERROR = ref('responses', 'rest.error');
const NO_BODY = ref('responses', 'rest.no_body');

/**
 * A write of the table API: its client errors are one `4XX` answer (rest.write_errors names
 * 400, 401, 403, 404, 406, 409, 413 and 415 with their codes; written status by status, they
 * were a seventh of an admin's document).
 */
function writeOperation(summary: string, extra: Schema): Schema {
  return {
    tags: ['rest'],
    summary,
    security: [{ bearer: [] }],
    ...extra,
    responses: { ...(extra.responses as Schema), '4XX': ref('responses', 'rest.write_errors') },
  };
}

/**
 * The path items of one collection as one caller sees it, and the components they refer to:
 * `collection` restricted to the columns the caller may read, `writable` to the fields it may
 * set, and only the writes it may make (and the table API serves for a built-in). Each schema
 * (the row, the create and update bodies, the filters) and the filters parameter are components,
 * `rest.<collection>.<what>`, named once and referred to by every operation that takes them;
 * `select` and `order`, whose grammar is the same for every collection, are shared
 * (`rest.select`, `rest.order`) and said once on each path. The writable fields, with their labels and help texts, are written
 * once (`fields`): the bodies refer to it through `allOf` and refuse other keys with
 * `unevaluatedProperties: false`, and so does the row (adding the columns it reads but may not
 * write) unless the caller may write a field it may not read.
 */
export function collectionApi(
  collection: Collection,
  writable: Collection,
  can: (action: WriteAction) => boolean,
  opts: { arrayUpdates: boolean },
): { paths: Record<string, PathItem>; components: Components } {
  const name = collection.name;
  const component = (...what: string[]) => restComponentName(name, ...what);
  const title = collection.label_plural ?? collection.label;
  const writes = can('create') || can('update');
  const fields = ref('schemas', component('fields'));
  const schemas: Record<string, Schema> = writes ? { [component('fields')]: fieldsJsonSchema(writable) } : {};
  schemas[component('row')] =
    (writes && rowOverFields(collection, writable, fields)) || rowJsonSchema(collection);
  const parameters: Record<string, Schema> = {};
  schemas[component('filters')] = filtersJsonSchema(collection);
  parameters[component('filters')] = {
    name: 'filters',
    in: 'query',
    required: false,
    style: 'form',
    explode: true,
    description:
      'Filters, each column=[not.]op.value as a query parameter of its own (title=ilike.*a*); each column lists the operators its type takes',
    schema: ref('schemas', component('filters')),
    // Swagger UI's "Try it out" starts with no filter rather than one on every column.
    example: {},
  };
  const requestBodies: Record<string, Schema> = {};

  const filters = ref('parameters', component('filters'));
  const select = ref('parameters', 'rest.select');
  const rows = (description: string): Schema => ({
    description,
    content: { 'application/json': { schema: { type: 'array', items: ref('schemas', component('row')) } } },
  });
  // What every write answers with: the rows it wrote, once per collection.
  const responses: Record<string, Schema> = {};
  const written = (): { $ref: string } => {
    responses[component('rows')] ??= rows(
      'The rows written: stored, changed or deleted, as the caller reads them (no body with Prefer: return=minimal)',
    );
    return ref('responses', component('rows'));
  };
  // What every operation of the collection's path takes, said once on the path.
  const everyOperation = [select, ref('parameters', 'rest.accept')];
  const writeParameters = [
    ref('parameters', 'rest.or'),
    ref('parameters', 'rest.and'),
    ref('parameters', 'rest.write_prefer'),
    filters,
  ];

  const item: PathItem = {
    parameters: everyOperation,
    get: {
      tags: ['rest'],
      summary: `${title}: rows the caller's role may read`,
      description: collection.description,
      security: [{ bearer: [] }],
      parameters: [
        ref('parameters', 'rest.or'),
        ref('parameters', 'rest.and'),
        ref('parameters', 'rest.not_or'),
        ref('parameters', 'rest.not_and'),
        ref('parameters', 'rest.order'),
        ref('parameters', 'rest.limit'),
        ref('parameters', 'rest.offset'),
        ref('parameters', 'rest.count'),
        filters,
      ],
      responses: {
        '200': {
          ...rows('Rows; Content-Range: first-last/total (* unless Prefer: count=exact)'),
          headers: { 'Content-Range': ref('headers', 'rest.content_range') },
        },
        '4XX': ref('responses', 'rest.read_errors'),
        '503': ref('responses', 'rest.query_timeout'),
      },
    },
  };
  if (can('create')) {
    schemas[component('create')] = writeJsonSchema(writable, 'create', fields);
    const row = ref('schemas', component('create'));
    requestBodies[component('create')] = {
      required: true,
      content: {
        'application/json': {
          schema: {
            oneOf: [row, { type: 'array', minItems: 1, maxItems: REST_MAX_INSERT_ROWS, items: row }],
          },
        },
      },
    };
    item.post = writeOperation(`Add ${title}: one row or an array`, {
      parameters: [ref('parameters', 'rest.columns'), ref('parameters', 'rest.write_prefer')],
      requestBody: ref('requestBodies', component('create')),
      responses: { '201': written() },
    });
  }
  const paths: Record<string, PathItem> = { [`/api/rest/${name}`]: item };
  if (can('update')) {
    schemas[component('update')] = writeJsonSchema(writable, 'update', fields);
    const object = ref('schemas', component('update'));
    const keyed = opts.arrayUpdates ? keyedUpdateJsonSchema(collection, fields) : null;
    if (keyed) schemas[component('update_each')] = keyed;
    requestBodies[component('update')] = {
      required: true,
      content: {
        'application/json': {
          schema: keyed
            ? {
                oneOf: [
                  object,
                  {
                    type: 'array',
                    minItems: 1,
                    maxItems: REST_MAX_CHANGED_ROWS,
                    items: ref('schemas', component('update_each')),
                  },
                ],
              }
            : object,
        },
      },
    };
    const update = writeOperation(
      keyed
        ? `Change the ${title} the filters select, or each row of an array by its key; all or nothing`
        : `Change the ${title} the filters select`,
      {
        parameters: writeParameters,
        requestBody: ref('requestBodies', component('update')),
        responses: { '200': written(), '204': NO_BODY },
      },
    );
    item.patch = update;
    paths[`/api/rest/${name}/update`] = { parameters: everyOperation, put: update };
  }
  if (can('delete')) {
    const remove = writeOperation(`Delete the ${title} the filters select`, {
      parameters: writeParameters,
      responses: { '200': written(), '204': NO_BODY },
    });
    item.delete = remove;
    paths[`/api/rest/${name}/delete`] = { parameters: everyOperation, delete: remove };
  }
  return { paths, components: { schemas, parameters, requestBodies, responses } };
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

/** One role's document: the object, and its JSON text once it has been asked for. */
interface RoleDocument {
  document: OpenAPIObject;
  text?: CachedBody;
}

/**
 * The table API's and RPC's entries of the OpenAPI document: one set of paths per collection the
 * caller may read (row and body schemas derived from the collection, restricted to the columns the
 * caller's role may read and the fields it may write), one per RPC function. The document Nest
 * builds at start knows none of them; `document(base, role)` returns it with them, and
 * `documentText(base, role)` its JSON text (with its ETag and compressed copies), both kept per
 * role until the catalog changes (a schema registered, changed or removed on any node):
 * http-setup.ts sends that text on every request for /api/docs/json, so a warm request costs no
 * JSON work (an admin's document of 200 collections took 0.2 s to serialise).
 *
 * As GET /schemas lists only the collections the caller may read, an anonymous caller's document
 * names no collection, and a member's only those granted to their role: an integrator's tables
 * and columns are not disclosed to whoever asks for the docs.
 */
/**
 * The `rest` tag, which every table API operation carries: the rules of its writes, said once
 * rather than in every collection's summaries.
 */
export const REST_TAG = {
  name: 'rest',
  description: [
    "The table API: each collection the caller's role may read, in PostgREST's dialect.",
    `POST adds one row or an array of at most ${REST_MAX_INSERT_ROWS}.`,
    `PATCH (or PUT …/update) with an object sets its values on every row the filters select (at least one filter; at most ${REST_MAX_CHANGED_ROWS} rows); with an array (no filter; at most ${REST_MAX_CHANGED_ROWS} items; not on a built-in collection), each item's key finds its row and its other values are set on it.`,
    `DELETE (or DELETE …/delete) removes the rows the filters select (at least one filter; at most ${REST_MAX_CHANGED_ROWS} rows).`,
    'Every write is all or nothing.',
  ].join(' '),
};

/** Whom a document is for, said under its title (Swagger UI shows whoever is signed in). */
export function documentedFor(role: string | null): string {
  return role === null
    ? 'Not signed in: this document names no collection of the table API. Sign in to Atrium in this browser (or use Authorize) to see the collections your role may read.'
    : `This document is for the role "${role}": the table API's collections are the ones that role may read.`;
}

@Injectable()
export class RestOpenApi implements OnModuleDestroy {
  private cache?: { base: OpenAPIObject; byRole: Map<string, RoleDocument> };
  private readonly unsubscribe: () => void;
  /** Requests for the text answered from memory, or that built it (GET /api/metrics, `api_docs`). */
  private readonly counts = cacheCounts('api_docs');

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
    return this.entry(base, role).document;
  }

  /** The document for `role` as JSON text, serialised once per role until the catalog changes. */
  documentText(base: OpenAPIObject, role: string | null): CachedBody {
    const entry = this.entry(base, role);
    if (entry.text) {
      this.counts.hits++;
      return entry.text;
    }
    this.counts.misses++;
    return (entry.text = CachedBody.of(entry.document));
  }

  private entry(base: OpenAPIObject, role: string | null): RoleDocument {
    if (this.cache?.base !== base) this.cache = { base, byRole: new Map() };
    const key = role ?? '';
    const cached = this.cache.byRole.get(key);
    if (cached) return cached;
    const components = sharedComponents();
    const added = { ...this.restPaths(role, components), ...this.rpcPaths() };
    documentCommonResponses(added);
    const baseComponents = (base.components ?? {}) as Components;
    const merged: Components = { ...baseComponents };
    for (const kind of Object.keys(components) as Array<keyof Components>) {
      merged[kind] = { ...baseComponents[kind], ...components[kind] };
    }
    const entry: RoleDocument = {
      document: {
        ...base,
        info: {
          ...base.info,
          description: `${base.info.description ?? ''}\n\n${documentedFor(role)}`.trim(),
        },
        paths: { ...base.paths, ...added },
        // The table API's tag and its rules, when the document names a collection.
        ...(Object.keys(added).some(
          (path) => path.startsWith('/api/rest/') && !path.startsWith('/api/rest/rpc/'),
        )
          ? { tags: [...(base.tags ?? []), REST_TAG] }
          : {}),
        components: merged as OpenAPIObject['components'],
      },
    };
    if (this.cache.byRole.size < MAX_CACHED_DOCUMENTS) this.cache.byRole.set(key, entry);
    return entry;
  }

  /** The table API's paths for `role`; the components they refer to are added to `components`. */
  private restPaths(role: string | null, components: Components): OpenAPIObject['paths'] {
    const paths: OpenAPIObject['paths'] = {};
    if (role === null) return paths;
    // What the role may read of a collection: the rows' columns.
    const readable = (access: CollectionAccess) =>
      restrictedTo(access.collection, new Set(access.readable.keys()));
    for (const collection of this.access.list()) {
      const access = this.access.access(collection.name, role);
      if (!access) continue;
      const builtin = this.access.isBuiltin(collection.name);
      const can = (action: WriteAction) =>
        mayDo(access, action) && (!builtin || builtinWriteRefusal(collection.name, action) === null);
      const api = collectionApi(
        readable(access),
        restrictedTo(collection, new Set(access.permission.writeFields)),
        can,
        // Built-in collections are written through their services, one object at a time.
        { arrayUpdates: !builtin },
      );
      Object.assign(paths, api.paths);
      for (const kind of Object.keys(api.components) as Array<keyof Components>) {
        components[kind] = Object.assign(components[kind] ?? {}, api.components[kind]);
      }
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
