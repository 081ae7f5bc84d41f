import type { Collection, CollectionChange } from '@atrium/schema';
import { columnShapes, quoteIdent } from './collection-ddl.js';
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
      if (!was || !next || was.sqlType === next.sqlType) return null;
      return { sql: countWhere(table, `${c} IS NOT NULL`) };
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
      // Patterns and formats are checked by the API only: the database cannot count misfits.
      if (!next?.check || /\.(pattern|format)$/.test(change.path)) return null;
      return { sql: countWhere(table, `${c} IS NOT NULL AND NOT (${next.check})`) };
    case 'relation_changed':
      if (!change.path.endsWith('.target') || !next?.foreignKey) return null;
      return {
        sql: countWhere(
          table,
          `${c} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${quoteIdent(next.foreignKey.table)} AS target WHERE target."id" = ${quoteIdent(table)}.${c})`,
        ),
      };
    default:
      return null;
  }
}
