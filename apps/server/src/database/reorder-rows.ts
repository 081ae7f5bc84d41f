import type { EntityManager } from 'typeorm';
import { DashboardEntity } from '../modules/dashboards/entities/dashboard.entity.js';
import { HubModuleEntity } from '../modules/hub-modules/entities/hub-module.entity.js';
import { HubEntity } from '../modules/hubs/entities/hub.entity.js';

/**
 * The ordered child tables, their entities and the column naming their parent. Identifiers come
 * from here only.
 */
const ORDERED = {
  hubs: { entity: HubEntity, parent: 'zone_id' },
  modules: { entity: HubModuleEntity, parent: 'hub_id' },
  dashboards: { entity: DashboardEntity, parent: 'hub_id' },
} as const;
export type OrderedTable = keyof typeof ORDERED;

/** A row whose place a reorder changed: its order_index before and after. */
export interface ReorderMove {
  id: string;
  from: number;
  to: number;
}

export type ReorderResult = { ok: true; moved: ReorderMove[] } | { ok: false; unknown: string[] };

/**
 * Gives the rows of one parent the order `ids` lists, inside the caller's transaction: listed rows
 * first (order_index 0, 1, …), then the others in their current order. The parent's rows are
 * locked first (query builder, FOR UPDATE), so concurrent reorders serialise. Ids that are not rows of this parent are refused
 * (nothing is written). Answers the rows whose place changed (for the audit record).
 */
export async function reorderRows(
  em: EntityManager,
  table: OrderedTable,
  parentId: string,
  ids: string[],
): Promise<ReorderResult> {
  const { entity, parent } = ORDERED[table];
  const repository = em.getRepository<{ id: string; order_index: number }>(entity);
  const current = await repository
    .createQueryBuilder('t')
    .select(['t.id AS id', 't.order_index AS order_index'])
    .where(`t.${parent} = :parentId`, { parentId })
    .orderBy('t.order_index')
    .addOrderBy('t.created_at')
    .addOrderBy('t.id')
    .setLock('pessimistic_write')
    .getRawMany<{ id: string; order_index: number }>();
  const known = new Set(current.map((r) => r.id));
  const wanted = ids.map((id) => id.toLowerCase());
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length) return { ok: false, unknown };
  const listed = new Set(wanted);
  const order = [...wanted, ...current.map((r) => r.id).filter((id) => !listed.has(id))];
  const indexOf = new Map(current.map((r) => [r.id, r.order_index]));
  // Only the rows whose place changes are written (the rows are locked above, so nothing moved).
  const moved: ReorderMove[] = [];
  for (const [index, id] of order.entries()) {
    if (indexOf.get(id) === index) continue;
    moved.push({ id, from: indexOf.get(id)!, to: index });
    await repository
      .createQueryBuilder()
      .update()
      .set({ order_index: index })
      .where(`id = :id AND ${parent} = :parentId`, { id, parentId })
      .execute();
  }
  return { ok: true, moved };
}
