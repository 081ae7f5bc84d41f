import type { Collection, CollectionChange } from '@atrium/schema';
import { breaksCheck, columnShapes, quoteIdent } from './collection-ddl.js';
import type { ColumnShape, TableOf } from './collection-ddl.js';

/**
 * The rows a change touches, counted before anything is applied (a dry run shows them; the
 * registry refuses what existing rows cannot take). Each change gets one COUNT query over the
 * existing table, or none when it touches no row — a label, a permission, a relaxed rule.
 */

export interface ImpactQuery {
  sql: string;
  /** When rows > 0, the change cannot apply even confirmed; the message says why. */
  blocker?: (rows: number) => string;
  /**
   * Changes with the same key count the same rows (several narrowed rules of one field are
   * checked by its one CHECK expression): their blocker is reported once.
   */
  blockerKey?: string;
}

function countWhere(table: string, where?: string): string {
  return `SELECT count(*)::bigint AS n FROM ${quoteIdent(table)}${where ? ` WHERE ${where}` : ''}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function impactQuery(
  change: CollectionChange,
  before: Collection,
  after: Collection | null,
  tableOf: TableOf,
): ImpactQuery | null {
  const table = before.table;
  if (change.change === 'collection_dropped') return { sql: countWhere(table) };
  if (!after || change.field === undefined) return null;
  const name = change.field;
  const c = quoteIdent(name);
  const shapeIn = (collection: Collection): ColumnShape | undefined =>
    columnShapes(collection, tableOf).find((s) => s.name === name);
  const was = shapeIn(before);
  const next = shapeIn(after);

  switch (change.change) {
    case 'field_removed':
    case 'system_field_removed':
      return { sql: countWhere(table, `${c} IS NOT NULL`) };
    case 'field_added':
    case 'system_field_added': {
      if (!next || (next.nullable && next.defaultSql === null)) return null;
      if (next.defaultSql !== null) return { sql: countWhere(table) };
      return {
        sql: countWhere(table),
        blocker: (n) =>
          `Field "${name}" is required and has no default: ${plural(n, 'existing row has', 'existing rows have')} no value for it; give it a default (they get it) or add it as optional first`,
      };
    }
    case 'field_type_changed':
      if (!was || !next) return null;
      if (was.sqlType !== next.sqlType) return { sql: countWhere(table, `${c} IS NOT NULL`) };
      // A uuid field becoming a relation keeps its column: what rows may break is the new foreign
      // key, so the rows counted are those pointing nowhere, as for a relation's new target.
      if (next.foreignKey && next.foreignKey.table !== was.foreignKey?.table) {
        return { sql: countWhere(table, danglingReference(table, c, next.foreignKey.table)) };
      }
      // The same column with a stricter rule (text to string, string to enum): as a narrowed one.
      if (change.kind !== 'destructive') return null;
      return narrowedCheck(table, name, was, next);
    case 'required_added':
      if (next?.defaultSql !== null && next?.defaultSql !== undefined) {
        return { sql: countWhere(table, `${c} IS NULL`) };
      }
      return {
        sql: countWhere(table, `${c} IS NULL`),
        blocker: (n) =>
          `Field "${name}" becomes required: ${plural(n, 'row has', 'rows have')} no value for it; give it a default (they get it) or fill them first`,
      };
    case 'unique_added': {
      const key = next?.unique === 'case_insensitive' ? `lower(${c})` : c;
      return {
        sql:
          `SELECT coalesce(sum(n), 0)::bigint AS n FROM (SELECT count(*) AS n FROM ${quoteIdent(table)} ` +
          `WHERE ${c} IS NOT NULL GROUP BY ${key} HAVING count(*) > 1) AS duplicates`,
        blocker: (n) =>
          `Field "${name}" becomes unique: ${plural(n, 'row shares', 'rows share')} a value with another row; make them distinct first`,
      };
    }
    case 'constraint_narrowed':
      // Patterns, formats and JSON sizes are checked by the API only (the CHECK is unchanged):
      // the database cannot count misfits, and rows that break them stay editable.
      if (!was || !next) return null;
      return narrowedCheck(table, name, was, next);
    case 'relation_changed':
      if (!change.path.endsWith('.target') || !next?.foreignKey) return null;
      return { sql: countWhere(table, danglingReference(table, c, next.foreignKey.table)) };
    default:
      return null;
  }
}

/**
 * The rows whose relation column `c` (quoted) names no row of `target`'s table. The target is
 * aliased `"Target"`, a name no table can have (IDENTIFIER_PATTERN is lowercase): a plain alias
 * shadows an outer table of the same name (a collection named `target`), and `"target".ref` then
 * read the target's table, not the row counted.
 */
function danglingReference(table: string, c: string, target: string): string {
  return `${c} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${quoteIdent(target)} AS "Target" WHERE "Target"."id" = ${quoteIdent(table)}.${c})`;
}

/** Misfits are counted up to this many (a bounded scan); past it the count says "more than". */
export const MISFITS_COUNTED = 10_000;

/**
 * The rows a narrowed rule refuses, counted with the field's new CHECK expression (what the
 * database will enforce), one scan that stops at the first 10,001: any row that breaks it blocks
 * the change, even confirmed — a row left behind could no longer be saved, not even to change
 * another field (the database checks the whole row). As for a field made required: fix the rows
 * first. The applying transaction checks again under a lock (collection-ddl.ts, checkGuard).
 */
function narrowedCheck(table: string, name: string, was: ColumnShape, next: ColumnShape): ImpactQuery | null {
  if (next.check === null || next.check === was.check) return null;
  return {
    sql:
      `SELECT count(*)::bigint AS n FROM (SELECT 1 FROM ${quoteIdent(table)} ` +
      `WHERE ${breaksCheck(name, next.check)} LIMIT ${MISFITS_COUNTED + 1}) AS misfits`,
    blockerKey: `check:${name}`,
    blocker: (n) =>
      `Field "${name}": ${n > MISFITS_COUNTED ? `more than ${MISFITS_COUNTED.toLocaleString('en')} rows have values` : plural(n, 'row has a value', 'rows have values')} its new rules refuse; change or clear ${n === 1 ? 'it' : 'them'} first (or keep the old rule)`,
  };
}
