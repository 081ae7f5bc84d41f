import type { EntityManager } from 'typeorm';
import { queryRows } from './query-rows.js';

/** The ordered child tables and the column naming their parent. Identifiers come from here only. */
const ORDERED = {
  hubs: 'zone_id',
  modules: 'hub_id',
  dashboards: 'hub_id',
} as const;
export type OrderedTable = keyof typeof ORDERED;

export type ReorderResult = { ok: true } | { ok: false; unknown: string[] };

/**
 * Gives the rows of one parent the order `ids` lists, inside the caller's transaction: listed rows
 * first (order_index 0, 1, …), then the others in their current order. The parent's rows are
 * locked first, so concurrent reorders serialise. Ids that are not rows of this parent are refused
 * (nothing is written).
 */
export async function reorderRows(
  em: EntityManager,
  table: OrderedTable,
  parentId: string,
  ids: string[],
): Promise<ReorderResult> {
  const parent = ORDERED[table];
  const current = await queryRows<{ id: string }>(
    em,
    `SELECT id FROM ${table} WHERE ${parent} = $1 ORDER BY order_index, created_at, id FOR UPDATE`,
    [parentId],
  );
  const known = new Set(current.map((r) => r.id));
  const wanted = ids.map((id) => id.toLowerCase());
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length) return { ok: false, unknown };
  const listed = new Set(wanted);
  const order = [...wanted, ...current.map((r) => r.id).filter((id) => !listed.has(id))];
  await queryRows(
    em,
    `UPDATE ${table} AS t SET order_index = v.idx - 1
     FROM unnest($2::uuid[]) WITH ORDINALITY AS v(id, idx)
     WHERE t.id = v.id AND t.${parent} = $1 AND t.order_index IS DISTINCT FROM (v.idx - 1)::int`,
    [parentId, order],
  );
  return { ok: true };
}
