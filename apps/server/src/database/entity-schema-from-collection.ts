import { collectionColumns, collectionSchema } from '@atrium/schema';
import type { CollectionColumn, CollectionInput, CollectionRow, OnDeleteAction } from '@atrium/schema';
import { EntitySchema } from 'typeorm';
import type { ColumnType, EntitySchemaColumnOptions, EntitySchemaIndexOptions } from 'typeorm';

type OnDeleteType = 'RESTRICT' | 'CASCADE' | 'SET NULL';

/** A CHECK constraint (TypeORM's EntitySchemaCheckOptions, not exported from its index). */
export interface EntityCheck {
  name: string;
  expression: string;
}

/**
 * A TypeORM entity derived from a collection declaration (libs/schema), so a table's columns are
 * written once — in the declaration — and the entity, the row type (`CollectionRow`) and the
 * payload schemas follow from it. The migrations stay hand-written SQL; the test
 * test/schema/entity-schema-diff.spec.ts fails when TypeORM's schema diff between these entities
 * and a freshly migrated database is not empty.
 *
 * What a declaration has no words for is passed in `table`: non-unique indexes and CHECK
 * constraints (they are the migration's, named as it names them). Everything about a column —
 * type, nullability, default, unique, primary key, foreign key and its on-delete — comes from the
 * declaration only.
 */

/** The table-level parts a declaration does not describe (TypeORM compares them by name). */
export interface EntityTableOptions {
  /**
   * Non-unique indexes, as the migration names them. An index on an expression (`lower(name)`)
   * takes `synchronize: false`: TypeORM cannot describe it and must leave it alone.
   */
  indices?: EntitySchemaIndexOptions[];
  /** CHECK constraints, as the migration names them (PostgreSQL: `<table>_<column>_check`). */
  checks?: EntityCheck[];
}

/** PostgreSQL's column type of a collection column, as the migrations write it. */
const COLUMN_TYPES: Readonly<Record<CollectionColumn['sqlType'], ColumnType>> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  'double precision': 'double precision',
  boolean: 'boolean',
  date: 'date',
  'timestamp with time zone': 'timestamptz',
  uuid: 'uuid',
  jsonb: 'jsonb',
};

/** SQL of a `default_fn`, as PostgreSQL reports it back (so the diff compares equal). */
const DEFAULT_FUNCTIONS: Readonly<Record<string, string>> = {
  now: 'now()',
  clock_timestamp: 'clock_timestamp()',
  gen_random_uuid: 'gen_random_uuid()',
  today: 'CURRENT_DATE',
};

const ON_DELETE: Readonly<Record<OnDeleteAction, OnDeleteType>> = {
  restrict: 'RESTRICT',
  cascade: 'CASCADE',
  set_null: 'SET NULL',
};

function columnOptions(column: CollectionColumn): EntitySchemaColumnOptions {
  const { field } = column;
  const options: EntitySchemaColumnOptions = {
    type: COLUMN_TYPES[column.sqlType],
    nullable: column.nullable,
    primary: column.primaryKey || undefined,
  };
  if (column.origin === 'id') options.generated = 'uuid';
  else if ('default_fn' in field && field.default_fn !== undefined) {
    const sql = DEFAULT_FUNCTIONS[field.default_fn];
    options.default = () => sql;
  } else if ('default' in field && field.default !== undefined) {
    // TypeORM renders a literal (`'user'`, `0`, `false`, `'{}'` for an object) as PostgreSQL reports it.
    options.default = field.default;
  }
  if (field.unique === true) options.unique = true;
  // Secrets (password hash, 2FA secret): TypeORM leaves them out of every select unless asked.
  if (field.internal) options.select = false;
  return options;
}

/**
 * The EntitySchema of a collection's table: entity name and table name are the collection's,
 * columns are `collectionColumns` (implied id, fields, system fields), relations are foreign keys
 * named as PostgreSQL names them (`<table>_<column>_fkey`), unique fields are unique columns, and
 * a case-insensitive unique field is its `lower(<column>)` unique index `<table>_<column>_lower_key`
 * (left to the migration: TypeORM cannot describe an expression index). A relation's target is
 * the entity of that name (the target collection's), registered beside this one.
 */
export function entitySchemaFromCollection<const C extends CollectionInput>(
  declaration: C,
  table: EntityTableOptions = {},
): EntitySchema<CollectionRow<C>> {
  const collection = collectionSchema.parse(declaration);
  const columns: Record<string, EntitySchemaColumnOptions> = {};
  const foreignKeys = [];
  const indices: EntitySchemaIndexOptions[] = [...(table.indices ?? [])];
  for (const column of collectionColumns(collection)) {
    columns[column.name] = columnOptions(column);
    const { field } = column;
    if (field.type === 'relation') {
      foreignKeys.push({
        name: `${collection.table}_${column.name}_fkey`,
        target: field.target,
        columnNames: [column.name],
        referencedColumnNames: ['id'],
        onDelete: ON_DELETE[field.on_delete],
      });
    }
    if (field.type === 'string' && field.unique === 'case_insensitive') {
      indices.push({
        name: `${collection.table}_${column.name}_lower_key`,
        columns: [column.name],
        unique: true,
        synchronize: false,
      });
    }
  }
  return new EntitySchema<CollectionRow<C>>({
    name: collection.name,
    tableName: collection.table,
    columns: columns as EntitySchema<CollectionRow<C>>['options']['columns'],
    foreignKeys,
    indices,
    checks: table.checks ?? [],
  });
}
