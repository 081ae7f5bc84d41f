import { builtinCollections, collectionColumns } from '@atrium/schema';
import type { Collection } from '@atrium/schema';
import type { DataSource } from 'typeorm';

/**
 * Compares a collection's declaration with its table in the database, in both directions: a
 * column, type, nullability, default, unique index, primary key or foreign key present on one
 * side only is listed. Used for the built-in collections (against the migrations) and for the
 * registry's tables (against the DDL it ran). `known` resolves relation targets to tables.
 */

interface DbColumn {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}
interface DbIndex {
  primary: boolean;
  def: string;
  cols: string[];
  has_expressions: boolean;
}
interface DbForeignKey {
  col: string;
  target: string;
  on_delete: string;
}

/** pg_constraint.confdeltype → the meta-schema's on_delete (no action and restrict both refuse the delete). */
const ON_DELETE: Record<string, string> = { a: 'restrict', r: 'restrict', c: 'cascade', n: 'set_null' };
const FUNCTION_DEFAULT = /^(?:[a-z_]+\(\)|CURRENT_DATE)$/;

export async function tableDifferences(
  dataSource: DataSource,
  collection: Collection,
  known: readonly Collection[] = builtinCollections(),
): Promise<string[]> {
  const table = collection.table;
  const out: string[] = [];
  const dbColumns: DbColumn[] = await dataSource.query(
    `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  if (dbColumns.length === 0) return [`${table}: no such table`];
  const declared = collectionColumns(collection);
  const byName = new Map(dbColumns.map((c) => [c.column_name, c]));
  for (const column of declared) {
    const db = byName.get(column.name);
    if (!db) {
      out.push(`${table}.${column.name}: declared, but not in the table`);
      continue;
    }
    if (db.data_type !== column.sqlType) {
      out.push(`${table}.${column.name}: type ${db.data_type} in the table, ${column.sqlType} declared`);
    }
    if ((db.is_nullable === 'YES') !== column.nullable) {
      out.push(
        `${table}.${column.name}: ${db.is_nullable === 'YES' ? 'nullable' : 'NOT NULL'} in the table, the opposite declared`,
      );
    }
    const expected = column.defaultSql;
    const actual = db.column_default;
    if (expected === null || actual === null || FUNCTION_DEFAULT.test(expected)) {
      if (expected !== actual)
        out.push(`${table}.${column.name}: default ${actual} in the table, ${expected} declared`);
    } else {
      // Literals print differently ('0'::integer vs 0): let PostgreSQL compare the values.
      const [{ same }]: { same: boolean }[] = await dataSource.query(
        `SELECT (${expected}) IS NOT DISTINCT FROM (${actual}) AS same`,
      );
      if (!same) out.push(`${table}.${column.name}: default ${actual} in the table, ${expected} declared`);
    }
  }
  const declaredNames = new Set(declared.map((c) => c.name));
  for (const db of dbColumns) {
    if (!declaredNames.has(db.column_name))
      out.push(`${table}.${db.column_name}: in the table, not declared`);
  }

  const indexes: DbIndex[] = await dataSource.query(
    `SELECT i.indisprimary AS primary, pg_get_indexdef(i.indexrelid) AS def, i.indexprs IS NOT NULL AS has_expressions,
            array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.n) AS cols
       FROM pg_index i WHERE i.indrelid = $1::regclass AND i.indisunique`,
    [table],
  );
  const dbPrimary = indexes.find((i) => i.primary)?.cols ?? [];
  const declaredPrimary = declared.filter((c) => c.primaryKey).map((c) => c.name);
  if (dbPrimary.join(',') !== declaredPrimary.join(',')) {
    out.push(
      `${table}: primary key (${dbPrimary.join(', ')}) in the table, (${declaredPrimary.join(', ')}) declared`,
    );
  }
  const dbUnique = new Map<string, boolean | 'case_insensitive'>();
  for (const index of indexes.filter((i) => !i.primary)) {
    const lower = /USING btree \(lower\(([a-z_][a-z0-9_]*)\)\)$/.exec(index.def);
    if (index.has_expressions && lower) dbUnique.set(lower[1], 'case_insensitive');
    else if (!index.has_expressions && index.cols.length === 1) dbUnique.set(index.cols[0], true);
    else out.push(`${table}: unique index the meta-schema cannot express: ${index.def}`);
  }
  for (const column of declared) {
    const db = dbUnique.get(column.name) ?? false;
    if (db !== column.field.unique) {
      out.push(
        `${table}.${column.name}: unique ${String(db)} in the table, ${String(column.field.unique)} declared`,
      );
    }
  }

  const foreignKeys: DbForeignKey[] = await dataSource.query(
    `SELECT a.attname::text AS col, c.confrelid::regclass::text AS target, c.confdeltype::text AS on_delete
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.conrelid = $1::regclass AND array_length(c.conkey, 1) = 1`,
    [table],
  );
  const tables = new Map([...builtinCollections(), ...known].map((c) => [c.name, c.table]));
  const dbForeign = new Map(
    foreignKeys.map((f) => [f.col, `${f.target} on delete ${ON_DELETE[f.on_delete] ?? f.on_delete}`]),
  );
  for (const column of declared) {
    const { field } = column;
    const expected =
      field.type === 'relation' ? `${tables.get(field.target)} on delete ${field.on_delete}` : undefined;
    const db = dbForeign.get(column.name);
    if (expected !== db) {
      out.push(
        `${table}.${column.name}: references ${db ?? 'nothing'} in the table, ${expected ?? 'nothing'} declared`,
      );
    }
  }
  return out;
}
