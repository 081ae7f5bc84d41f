import type { ColumnSpec, ColumnType } from '../filters/filter-types.js';
import type { Collection, CollectionField, FieldType, SystemField } from './collection-schema.js';

/**
 * The table behind a collection: its declared fields plus what the engine adds — the implied
 * `id` primary key (unless the collection names its own `primary_key`) and the enabled system
 * fields. One list, derived here only, for the DDL, the column whitelist of the table API, the
 * permission field lists and the test that keeps the built-in declarations in step with the
 * migrations.
 */

/** PostgreSQL types as `information_schema.columns.data_type` names them. */
export type ColumnSqlType =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'double precision'
  | 'boolean'
  | 'date'
  | 'timestamp with time zone'
  | 'uuid'
  | 'jsonb';

export interface CollectionColumn {
  name: string;
  /** The declared field, or the one the engine implies for `id` and the system fields. */
  field: CollectionField;
  /** `field`: declared; `id`: the implied primary key; `system`: a system field. */
  origin: 'field' | 'id' | 'system';
  primaryKey: boolean;
  sqlType: ColumnSqlType;
  nullable: boolean;
  /** The column default as a SQL expression (`now()`, `'draft'::text`), or null for none. */
  defaultSql: string | null;
}

/** The implied primary key of a collection without `primary_key`: filled by the database. */
export const IMPLIED_ID_FIELD: CollectionField = Object.freeze({
  type: 'uuid',
  name: 'id',
  label: 'ID',
  required: true,
  unique: false,
  readonly: true,
  hidden: false,
  internal: false,
  default_fn: 'gen_random_uuid',
});

/** The system fields: stamped by the engine on insert and update, never written by a client. */
export const SYSTEM_FIELD_DEFINITIONS: Readonly<Record<SystemField, CollectionField>> = Object.freeze({
  created_at: {
    type: 'datetime',
    name: 'created_at',
    label: 'Created',
    required: true,
    unique: false,
    readonly: true,
    hidden: false,
    internal: false,
    default_fn: 'now',
  },
  updated_at: {
    type: 'datetime',
    name: 'updated_at',
    label: 'Updated',
    required: true,
    unique: false,
    readonly: true,
    hidden: false,
    internal: false,
    default_fn: 'now',
  },
  created_by: {
    type: 'relation',
    name: 'created_by',
    label: 'Created by',
    required: false,
    unique: false,
    readonly: true,
    hidden: false,
    internal: false,
    target: 'users',
    on_delete: 'set_null',
  },
});

/** True when the collection has the implied `id` primary key (no `primary_key` of its own). */
export function hasImpliedId(collection: Pick<Collection, 'primary_key'>): boolean {
  return collection.primary_key === undefined;
}

/** The PostgreSQL type of a field's column. */
export function fieldSqlType(field: CollectionField): ColumnSqlType {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'enum':
      return 'text';
    case 'number':
      return 'double precision';
    case 'integer':
      return field.bits === 64 ? 'bigint' : 'integer';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp with time zone';
    case 'uuid':
    case 'relation':
      return 'uuid';
    case 'json':
      return 'jsonb';
  }
}

const DEFAULT_FUNCTIONS: Readonly<Record<string, string>> = {
  now: 'now()',
  clock_timestamp: 'clock_timestamp()',
  gen_random_uuid: 'gen_random_uuid()',
  today: 'CURRENT_DATE',
};

function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A field's default as a SQL expression: a function call or a typed literal (`'0'::integer`). */
export function fieldDefaultSql(field: CollectionField): string | null {
  if ('default_fn' in field && field.default_fn !== undefined) return DEFAULT_FUNCTIONS[field.default_fn];
  if (!('default' in field) || field.default === undefined) return null;
  const value = field.default;
  const text = field.type === 'json' ? JSON.stringify(value) : String(value);
  return `${sqlString(text)}::${fieldSqlType(field)}`;
}

function columnOf(
  field: CollectionField,
  origin: CollectionColumn['origin'],
  primaryKey: boolean,
): CollectionColumn {
  return {
    name: field.name,
    field,
    origin,
    primaryKey,
    sqlType: fieldSqlType(field),
    nullable: !field.required && !primaryKey,
    defaultSql: fieldDefaultSql(field),
  };
}

/** Every column of the collection's table: the implied `id` first, the fields, then the system fields. */
export function collectionColumns(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
): CollectionColumn[] {
  const keys = new Set(collection.primary_key ?? []);
  const columns: CollectionColumn[] = [];
  if (hasImpliedId(collection)) columns.push(columnOf(IMPLIED_ID_FIELD, 'id', true));
  for (const field of collection.fields) columns.push(columnOf(field, 'field', keys.has(field.name)));
  for (const name of collection.system_fields) {
    columns.push(columnOf(SYSTEM_FIELD_DEFINITIONS[name], 'system', false));
  }
  return columns;
}

/**
 * The filter parser's column type for a field type. Dates compare as timestamps (no like/ilike);
 * 64-bit integers as `bigint` (see filterTypeOf).
 */
const FILTER_TYPES: Readonly<Record<FieldType, ColumnType>> = {
  string: 'text',
  text: 'text',
  enum: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'timestamp',
  datetime: 'timestamp',
  uuid: 'uuid',
  relation: 'uuid',
  json: 'json',
};

/** A field's filter column type: FILTER_TYPES, with 64-bit integers as `bigint`. */
function filterTypeOf(field: CollectionField): ColumnType {
  return field.type === 'integer' && field.bits === 64 ? 'bigint' : FILTER_TYPES[field.type];
}

/**
 * The column whitelist `parseQuery` takes, limited to `names` when given (a role's readable
 * fields). Internal columns are never in it.
 */
export function collectionColumnSpec(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  names?: readonly string[],
): ColumnSpec {
  const allowed = names ? new Set(names) : null;
  const spec: ColumnSpec = {};
  for (const column of collectionColumns(collection)) {
    if (column.field.internal || (allowed && !allowed.has(column.name))) continue;
    spec[column.name] = filterTypeOf(column.field);
  }
  return spec;
}
