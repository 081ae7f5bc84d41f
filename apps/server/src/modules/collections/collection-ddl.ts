import { createHash } from 'node:crypto';
import { collectionColumns, IDENTIFIER_MAX_LENGTH, enumOptionValues } from '@atrium/schema';
import type {
  Collection,
  CollectionChange,
  CollectionColumn,
  CollectionField,
  ColumnSqlType,
} from '@atrium/schema';

/**
 * The DDL behind a collection schema, as SQL text: pure functions, so a dry run shows exactly the
 * statements a change would run and the unit tests read them.
 *
 * Every identifier is quoted (they are validated snake_case names anyway) and every value is a
 * literal made by `sqlLiteral` from validated schema values. Constraints and indexes get
 * PostgreSQL's conventional names derived from the table and column (`<table>_<column>_key`,
 * `_fkey`, `_check`, `_idx`), so a later change finds them without reading the catalogs.
 *
 * Changes to an existing table keep the time they hold its ACCESS EXCLUSIVE lock short:
 * ADD COLUMN is metadata-only (nullable, or a non-volatile default), new CHECK and FOREIGN KEY
 * constraints are added NOT VALID (checked for new writes at once) and validated after commit,
 * when validation holds only a lock that lets reads and writes through, and the index of a new
 * relation column is built CONCURRENTLY after commit. Unique indexes are built inside the
 * transaction: a schema never claims a uniqueness its table does not enforce (README.md,
 * "Locks").
 */

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function sqlLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * `<table>_<column>_<suffix>`, or, past PostgreSQL's 63-character limit (which would silently
 * truncate it, so two long names could collide), its first characters and a hash of the whole.
 */
export function objectName(...parts: string[]): string {
  const name = parts.join('_');
  if (name.length <= IDENTIFIER_MAX_LENGTH) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, IDENTIFIER_MAX_LENGTH - 9)}_${hash}`;
}

const ON_DELETE_SQL = { restrict: 'RESTRICT', cascade: 'CASCADE', set_null: 'SET NULL' } as const;

/** Default `max` of string and text fields when the schema gives none (libs/schema's limits). */
const STRING_DEFAULT_MAX = 1000;
const TEXT_DEFAULT_MAX = 100_000;

/** Everything the DDL needs to know about one column. */
export interface ColumnShape {
  name: string;
  field: CollectionField;
  origin: CollectionColumn['origin'];
  primaryKey: boolean;
  sqlType: ColumnSqlType;
  nullable: boolean;
  defaultSql: string | null;
  /** True when the default is evaluated per row (a new column with it rewrites the table). */
  volatileDefault: boolean;
  unique: false | true | 'case_insensitive';
  /** The CHECK expression, or null when the field's rules have none the database can state. */
  check: string | null;
  /** The foreign key of a relation: the target table and what deleting a target row does. */
  foreignKey: { table: string; onDelete: keyof typeof ON_DELETE_SQL } | null;
  /** A plain index (relation columns that are not unique: joins, embeds and cascades use it). */
  indexed: boolean;
}

/**
 * An index a plan creates or drops, by name. Index names share one namespace with every table
 * and index of the schema, unlike constraint names (per table): the registry checks each against
 * the catalog before anything runs, so a derived name that happens to be another table's index
 * (`zones_created` + `by` → `zones_created_by_idx`, an index of `zones`) is refused rather than
 * skipped by IF NOT EXISTS or dropped by DROP INDEX.
 */
export interface PlannedIndex {
  name: string;
  /** The field it serves; null for the primary key. */
  field: string | null;
}

/** Finds a relation target's table (built-in, registered, or created by the same import). */
export type TableOf = (collection: string) => string;

function isVolatile(field: CollectionField): boolean {
  const fn = 'default_fn' in field ? field.default_fn : undefined;
  return fn === 'gen_random_uuid' || fn === 'clock_timestamp';
}

/** A finite number as SQL (JavaScript's shortest form, `1e+21` included, is valid numeric syntax). */
function numberLiteral(n: number): string {
  return String(n);
}

/** The CHECK expression of a field's bounds, options or JSON shape (patterns and formats stay in the API). */
export function checkExpression(field: CollectionField, column: string): string | null {
  const c = quoteIdent(column);
  const parts: string[] = [];
  switch (field.type) {
    case 'string':
    case 'text': {
      if (field.type === 'string' && field.length !== undefined) {
        parts.push(`char_length(${c}) = ${field.length}`);
        break;
      }
      if (field.min !== undefined && field.min > 0) parts.push(`char_length(${c}) >= ${field.min}`);
      const max = field.max ?? (field.type === 'string' ? STRING_DEFAULT_MAX : TEXT_DEFAULT_MAX);
      parts.push(`char_length(${c}) <= ${max}`);
      break;
    }
    case 'number':
    case 'integer':
      if (field.min !== undefined) parts.push(`${c} >= ${numberLiteral(field.min)}`);
      if (field.max !== undefined) parts.push(`${c} <= ${numberLiteral(field.max)}`);
      break;
    case 'enum':
      parts.push(`${c} IN (${enumOptionValues(field).map(sqlLiteral).join(', ')})`);
      break;
    case 'json':
      if (field.shape !== 'any') parts.push(`jsonb_typeof(${c}) = ${sqlLiteral(field.shape)}`);
      break;
    default:
      break;
  }
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** The table's columns as the DDL sees them. */
export function columnShapes(collection: Collection, tableOf: TableOf): ColumnShape[] {
  return collectionColumns(collection).map((column) => {
    const { field } = column;
    const unique = column.primaryKey ? false : field.unique;
    const foreignKey =
      field.type === 'relation' ? { table: tableOf(field.target), onDelete: field.on_delete } : null;
    return {
      name: column.name,
      field,
      origin: column.origin,
      primaryKey: column.primaryKey,
      sqlType: column.sqlType,
      nullable: column.nullable,
      defaultSql: column.defaultSql,
      volatileDefault: isVolatile(field),
      unique,
      check: column.origin === 'field' ? checkExpression(field, column.name) : null,
      foreignKey,
      indexed: foreignKey !== null && !unique && !column.primaryKey,
    };
  });
}

function columnDefinition(shape: ColumnShape): string {
  let sql = `${quoteIdent(shape.name)} ${shape.sqlType}`;
  if (shape.defaultSql !== null) sql += ` DEFAULT ${shape.defaultSql}`;
  if (!shape.nullable) sql += ' NOT NULL';
  return sql;
}

function uniqueIndex(table: string, shape: ColumnShape, concurrently = false): string {
  const target =
    shape.unique === 'case_insensitive' ? `lower(${quoteIdent(shape.name)})` : quoteIdent(shape.name);
  return `CREATE UNIQUE INDEX${concurrently ? ' CONCURRENTLY' : ''} ${quoteIdent(objectName(table, shape.name, 'key'))} ON ${quoteIdent(table)} (${target})`;
}

function plainIndex(table: string, shape: ColumnShape, concurrently: boolean): string {
  const name = quoteIdent(objectName(table, shape.name, 'idx'));
  return concurrently
    ? `CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON ${quoteIdent(table)} (${quoteIdent(shape.name)})`
    : `CREATE INDEX ${name} ON ${quoteIdent(table)} (${quoteIdent(shape.name)})`;
}

function foreignKeyConstraint(table: string, shape: ColumnShape, notValid: boolean): string {
  const fk = shape.foreignKey!;
  return (
    `ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(objectName(table, shape.name, 'fkey'))} ` +
    `FOREIGN KEY (${quoteIdent(shape.name)}) REFERENCES ${quoteIdent(fk.table)} ("id") ON DELETE ${ON_DELETE_SQL[fk.onDelete]}` +
    (notValid ? ' NOT VALID' : '')
  );
}

function checkConstraint(table: string, shape: ColumnShape, notValid = true): string {
  return (
    `ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(objectName(table, shape.name, 'check'))} ` +
    `CHECK (${shape.check})${notValid ? ' NOT VALID' : ''}`
  );
}

/**
 * The field whose CHECK constraint `constraint` is (`<table>_<column>_check`, shortened as
 * `objectName` does), or undefined: lets a refusal by the database (23514) name the field.
 */
export function checkConstraintField(collection: Collection, constraint: unknown): string | undefined {
  return namedConstraintField(collection, constraint, 'check');
}

/** The field a unique index of the collection (`<table>_<field>_key`) is on, if it is one of ours. */
export function uniqueConstraintField(collection: Collection, constraint: unknown): string | undefined {
  return namedConstraintField(collection, constraint, 'key');
}

/**
 * The relation field whose foreign key `constraint` is (`<table>_<field>_fkey`), or undefined: a
 * write refused by it (23503) names the field. A delete refused by another table's foreign key
 * names none (that constraint is the other table's).
 */
export function foreignKeyConstraintField(collection: Collection, constraint: unknown): string | undefined {
  return namedConstraintField(collection, constraint, 'fkey');
}

function namedConstraintField(
  collection: Collection,
  constraint: unknown,
  suffix: 'check' | 'key' | 'fkey',
): string | undefined {
  if (typeof constraint !== 'string') return undefined;
  return collectionColumns(collection).find(
    (column) => objectName(collection.table, column.name, suffix) === constraint,
  )?.name;
}

/**
 * The fields a change narrows to a rule existing rows may break (a bound, an option removed, a
 * type with stricter values on the same column type): each gets the guard below, and its
 * misfits are counted first (collection-impact.ts).
 */
export function narrowedFields(changes: readonly CollectionChange[]): Set<string> {
  return new Set(
    changes
      .filter(
        (c) =>
          c.field !== undefined &&
          (c.change === 'constraint_narrowed' ||
            (c.change === 'field_type_changed' && c.kind === 'destructive')),
      )
      .map((c) => c.field!),
  );
}

/** The condition of a row whose `column` has a value the CHECK expression `check` refuses. */
export function breaksCheck(column: string, check: string): string {
  const c = quoteIdent(column);
  return `${c} IS NOT NULL AND NOT (${check})`;
}

/** A dollar-quote tag that does not occur in `body` (enum options are any text). */
function dollarTag(body: string): string {
  let tag = '$guard$';
  for (let i = 1; body.includes(tag); i++) tag = `$guard${i}$`;
  return tag;
}

/**
 * Refuses the transaction (23514, naming the constraint) when a row breaks a narrowed rule. It
 * runs after `LOCK TABLE … IN SHARE MODE`, which lets readers through but holds writers until
 * commit, so no row breaking the rule can be written between this check and the constraint
 * (added NOT VALID, validated after commit). The registry counts the rows before (the dry run
 * shows them and the change is refused with that count); this closes the gap between that count
 * and the change.
 */
function checkGuard(table: string, shape: ColumnShape): string {
  const constraint = objectName(table, shape.name, 'check');
  const body =
    `BEGIN IF EXISTS (SELECT 1 FROM ${quoteIdent(table)} WHERE ${breaksCheck(shape.name, shape.check!)}) ` +
    `THEN RAISE EXCEPTION USING ERRCODE = 'check_violation', ` +
    `MESSAGE = ${sqlLiteral(`existing rows break the new rules of "${shape.name}"`)}, ` +
    `TABLE = ${sqlLiteral(table)}, CONSTRAINT = ${sqlLiteral(constraint)}; END IF; END`;
  const tag = dollarTag(body);
  return `DO ${tag} ${body} ${tag}`;
}

function validate(table: string, column: string, suffix: 'check' | 'fkey'): string {
  return `ALTER TABLE ${quoteIdent(table)} VALIDATE CONSTRAINT ${quoteIdent(objectName(table, column, suffix))}`;
}

/** What creating a table takes: the table itself, then what may point to other new tables. */
export interface CreatePlan {
  /** CREATE TABLE with its columns, primary key and CHECK constraints, then its unique indexes. */
  table: string[];
  /** Foreign keys, then the indexes of relation columns: run once every new table exists. */
  references: string[];
  /** The indexes it creates (primary key, unique and relation indexes). */
  indexes: PlannedIndex[];
}

export function planCreateTable(collection: Collection, tableOf: TableOf): CreatePlan {
  const table = collection.table;
  const shapes = columnShapes(collection, tableOf);
  const lines = shapes.map(columnDefinition);
  const keys = shapes.filter((s) => s.primaryKey).map((s) => quoteIdent(s.name));
  lines.push(`CONSTRAINT ${quoteIdent(objectName(table, 'pkey'))} PRIMARY KEY (${keys.join(', ')})`);
  const indexes: PlannedIndex[] = [{ name: objectName(table, 'pkey'), field: null }];
  for (const shape of shapes) {
    if (shape.unique) indexes.push({ name: objectName(table, shape.name, 'key'), field: shape.name });
    if (shape.indexed) indexes.push({ name: objectName(table, shape.name, 'idx'), field: shape.name });
  }
  for (const shape of shapes) {
    if (shape.check !== null) {
      lines.push(`CONSTRAINT ${quoteIdent(objectName(table, shape.name, 'check'))} CHECK (${shape.check})`);
    }
  }
  const statements = [`CREATE TABLE ${quoteIdent(table)} (\n  ${lines.join(',\n  ')}\n)`];
  for (const shape of shapes) if (shape.unique) statements.push(uniqueIndex(table, shape));
  const references: string[] = [];
  for (const shape of shapes)
    if (shape.foreignKey) references.push(foreignKeyConstraint(table, shape, false));
  for (const shape of shapes) if (shape.indexed) references.push(plainIndex(table, shape, false));
  return { table: statements, references, indexes };
}

export function planDropTable(collections: readonly Collection[]): string[] {
  if (collections.length === 0) return [];
  // One statement: tables that point to each other go together.
  return [`DROP TABLE ${collections.map((c) => quoteIdent(c.table)).join(', ')}`];
}

/** The changes to an existing table. */
export interface AlterPlan {
  /** Run in the change's transaction, in order (under lock_timeout). */
  statements: string[];
  /**
   * Run after commit, one by one, outside any transaction: VALIDATE CONSTRAINT and CREATE INDEX
   * CONCURRENTLY, which let reads and writes through. A failure leaves the change in place (a
   * constraint stays NOT VALID, still enforced for new writes; an index is missing) and is logged.
   */
  afterCommit: string[];
  /** Columns whose change rewrites every row (a type change, a new column with a per-row default). */
  rewrites: string[];
  /** The indexes it creates or drops by name (those of dropped columns go with them). */
  indexes: PlannedIndex[];
}

/** How a value of one column type becomes another (a type change, once confirmed). */
function conversion(column: string, from: ColumnSqlType, to: ColumnSqlType): string {
  const c = quoteIdent(column);
  if (from === 'jsonb' && to === 'text') return `${c} #>> '{}'`;
  if (from === 'jsonb') return `(${c} #>> '{}')::${to}`;
  if (to === 'jsonb') return `to_jsonb(${c})`;
  return `${c}::${to}`;
}

/**
 * `narrowed`: the fields whose rule the change narrows (`narrowedFields`); a new CHECK on one of
 * them (same column type) is guarded so that no existing row is left breaking it.
 */
export function planAlterTable(
  before: Collection,
  after: Collection,
  tableOf: TableOf,
  narrowed: ReadonlySet<string> = new Set(),
): AlterPlan {
  const table = after.table;
  const t = quoteIdent(table);
  const plan: AlterPlan = { statements: [], afterCommit: [], rewrites: [], indexes: [] };
  const push = (sql: string) => plan.statements.push(sql);
  const touch = (field: string, suffix: 'key' | 'idx') => {
    const name = objectName(table, field, suffix);
    if (!plan.indexes.some((i) => i.name === name)) plan.indexes.push({ name, field });
  };
  const old = new Map(columnShapes(before, tableOf).map((s) => [s.name, s]));
  const next = columnShapes(after, tableOf);
  const nextNames = new Set(next.map((s) => s.name));

  const guarded = next.filter((shape) => {
    const was = old.get(shape.name);
    return (
      narrowed.has(shape.name) &&
      was !== undefined &&
      was.sqlType === shape.sqlType &&
      shape.check !== null &&
      was.check !== shape.check
    );
  });
  if (guarded.length > 0) {
    push(`LOCK TABLE ${t} IN SHARE MODE`);
    for (const shape of guarded) push(checkGuard(table, shape));
  }

  for (const shape of old.values()) {
    if (!nextNames.has(shape.name)) push(`ALTER TABLE ${t} DROP COLUMN ${quoteIdent(shape.name)}`);
  }

  /**
   * A CHECK on an existing table is added NOT VALID and validated after commit (a lock that lets
   * reads and writes through); after a type change, which rewrites the table under its lock
   * anyway, it is validated at once, so values that convert but break the new rule refuse the
   * whole change (23514) instead of staying behind.
   */
  const addCheck = (shape: ColumnShape, validateNow = false) => {
    if (shape.check === null) return;
    push(checkConstraint(table, shape, !validateNow));
    if (!validateNow) plan.afterCommit.push(validate(table, shape.name, 'check'));
  };
  const addForeignKey = (shape: ColumnShape) => {
    if (!shape.foreignKey) return;
    push(foreignKeyConstraint(table, shape, true));
    plan.afterCommit.push(validate(table, shape.name, 'fkey'));
  };
  const dropCheck = (name: string) =>
    push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${quoteIdent(objectName(table, name, 'check'))}`);
  const dropForeignKey = (name: string) =>
    push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${quoteIdent(objectName(table, name, 'fkey'))}`);
  const dropUnique = (name: string) => {
    touch(name, 'key');
    push(`DROP INDEX IF EXISTS ${quoteIdent(objectName(table, name, 'key'))}`);
  };
  const addUnique = (shape: ColumnShape) => {
    touch(shape.name, 'key');
    push(uniqueIndex(table, shape));
  };
  const addIndex = (shape: ColumnShape) => {
    touch(shape.name, 'idx');
    plan.afterCommit.push(plainIndex(table, shape, true));
  };

  for (const shape of next) {
    const c = quoteIdent(shape.name);
    const was = old.get(shape.name);
    if (!was) {
      push(`ALTER TABLE ${t} ADD COLUMN ${columnDefinition(shape)}`);
      if (shape.volatileDefault) plan.rewrites.push(shape.name);
      addCheck(shape);
      if (shape.unique) addUnique(shape);
      addForeignKey(shape);
      if (shape.indexed) addIndex(shape);
      continue;
    }

    const typeChanged = was.sqlType !== shape.sqlType;
    const checkChanged = typeChanged || was.check !== shape.check;
    const fkChanged =
      typeChanged ||
      was.foreignKey?.table !== shape.foreignKey?.table ||
      was.foreignKey?.onDelete !== shape.foreignKey?.onDelete;
    const uniqueChanged = typeChanged || was.unique !== shape.unique;

    if (checkChanged && was.check !== null) dropCheck(shape.name);
    if (fkChanged && was.foreignKey) dropForeignKey(shape.name);
    if (uniqueChanged && was.unique) dropUnique(shape.name);
    if (typeChanged) {
      if (was.defaultSql !== null) push(`ALTER TABLE ${t} ALTER COLUMN ${c} DROP DEFAULT`);
      push(
        `ALTER TABLE ${t} ALTER COLUMN ${c} TYPE ${shape.sqlType} USING ${conversion(shape.name, was.sqlType, shape.sqlType)}`,
      );
      plan.rewrites.push(shape.name);
      if (shape.defaultSql !== null)
        push(`ALTER TABLE ${t} ALTER COLUMN ${c} SET DEFAULT ${shape.defaultSql}`);
    } else if (was.defaultSql !== shape.defaultSql) {
      push(
        shape.defaultSql === null
          ? `ALTER TABLE ${t} ALTER COLUMN ${c} DROP DEFAULT`
          : `ALTER TABLE ${t} ALTER COLUMN ${c} SET DEFAULT ${shape.defaultSql}`,
      );
    }
    if (was.nullable && !shape.nullable) {
      // Rows without a value get the default, when there is one; without, SET NOT NULL refuses
      // them (the dry run counts them and the registry refuses the change first).
      if (shape.defaultSql !== null) push(`UPDATE ${t} SET ${c} = ${shape.defaultSql} WHERE ${c} IS NULL`);
      push(`ALTER TABLE ${t} ALTER COLUMN ${c} SET NOT NULL`);
    } else if (!was.nullable && shape.nullable) {
      push(`ALTER TABLE ${t} ALTER COLUMN ${c} DROP NOT NULL`);
    }
    if (checkChanged) addCheck(shape, typeChanged);
    if (uniqueChanged && shape.unique) addUnique(shape);
    if (fkChanged) addForeignKey(shape);
    if (!was.indexed && shape.indexed) addIndex(shape);
    if (was.indexed && !shape.indexed) {
      touch(shape.name, 'idx');
      push(`DROP INDEX IF EXISTS ${quoteIdent(objectName(table, shape.name, 'idx'))}`);
    }
  }
  return plan;
}
