import { Injectable } from '@nestjs/common';
import type { Hub, HubCreate, HubUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { patchValues } from '../../database/set-clause.js';
import { queryRows } from '../../database/query-rows.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import { recordWorkspaceEvent, reorderValues, workspaceSnapshot } from '../audit/workspace-events.js';
import { HubEntity } from './entities/hub.entity.js';
import type { HubEntity as HubRow } from './entities/hub.entity.js';

const COLUMNS = builtinColumns('hubs');
const ORDER = 'ORDER BY order_index, created_at, id';
const FIND_ORDER: FindOptionsOrder<HubRow> = { order_index: 'ASC', created_at: 'ASC', id: 'ASC' };

function toHub(r: HubRow): Hub {
  return {
    id: r.id,
    zone_id: r.zone_id,
    name: r.name,
    icon: r.icon,
    description: r.description,
    is_active: r.is_active,
    order_index: r.order_index,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * Named queries over hubs (TypeORM repository and query builder, but for the benchmarked list);
 * every one is scoped by zone. Each write is recorded in workspace_events (modules/audit) in its
 * transaction, as `actorId`'s.
 */
@Injectable()
export class HubsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // SQL kept for speed: GET /api/zones/:zoneId/hubs is measured by tools/bench/zones.mjs.
  async findActiveByZone(zoneId: string): Promise<Hub[]> {
    const rows = await queryRows<HubRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM hubs WHERE zone_id = $1 AND is_active ${ORDER}`,
      [zoneId],
    );
    return rows.map(toHub);
  }

  async findAllByZone(zoneId: string, em: EntityManager = this.dataSource.manager): Promise<Hub[]> {
    const rows = await em.getRepository(HubEntity).find({ where: { zone_id: zoneId }, order: FIND_ORDER });
    return rows.map(toHub);
  }

  async findInZone(zoneId: string, hubId: string): Promise<Hub | undefined> {
    const row = await this.dataSource.getRepository(HubEntity).findOneBy({ id: hubId, zone_id: zoneId });
    return row ? toHub(row) : undefined;
  }

  /** Inserts the hub last in the zone's order. */
  async insert(zoneId: string, input: HubCreate, actorId: string): Promise<Hub> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(HubEntity)
        .createQueryBuilder()
        .insert()
        .values({
          zone_id: zoneId,
          name: input.name,
          icon: input.icon,
          description: input.description,
          is_active: input.is_active,
          order_index: () =>
            '(SELECT COALESCE(MAX(h.order_index) + 1, 0) FROM hubs h WHERE h.zone_id = :zoneId)',
        })
        .setParameter('zoneId', zoneId)
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as HubRow[];
      const hub = toHub(row);
      await recordWorkspaceEvent(em, {
        actorId,
        entity: 'hub',
        action: 'create',
        entityId: hub.id,
        zoneId,
        after: workspaceSnapshot.hub(hub),
      });
      return hub;
    });
  }

  async update(zoneId: string, hubId: string, patch: HubUpdate, actorId: string): Promise<Hub | undefined> {
    return this.dataSource.transaction(async (em) => {
      const current = await em
        .getRepository(HubEntity)
        .createQueryBuilder('h')
        .where('h.id = :hubId AND h.zone_id = :zoneId', { hubId, zoneId })
        .setLock('pessimistic_write')
        .getOne();
      if (!current) return undefined;
      const result = await em
        .getRepository(HubEntity)
        .createQueryBuilder()
        .update()
        .set(patchValues(patch, ['name', 'icon', 'description', 'is_active']))
        .where('id = :hubId AND zone_id = :zoneId', { hubId, zoneId })
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as HubRow[];
      const hub = toHub(row);
      await recordWorkspaceEvent(em, {
        actorId,
        entity: 'hub',
        action: 'update',
        entityId: hubId,
        zoneId,
        before: workspaceSnapshot.hub(toHub(current)),
        after: workspaceSnapshot.hub(hub),
      });
      return hub;
    });
  }

  /** Deletes the hub (and, by cascade, its modules and dashboards: one entry for the hub). */
  async delete(zoneId: string, hubId: string, actorId: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(HubEntity)
        .createQueryBuilder()
        .delete()
        .where('id = :hubId AND zone_id = :zoneId', { hubId, zoneId })
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as HubRow[];
      if (!row) return false;
      await recordWorkspaceEvent(em, {
        actorId,
        entity: 'hub',
        action: 'delete',
        entityId: hubId,
        zoneId,
        before: workspaceSnapshot.hub(toHub(row)),
      });
      return true;
    });
  }

  /** Reorders in one transaction and returns every hub of the zone in the new order. */
  async reorder(zoneId: string, ids: string[], actorId: string): Promise<ReorderResult & { hubs?: Hub[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'hubs', zoneId, ids);
      if (!result.ok) return result;
      if (result.moved.length > 0) {
        await recordWorkspaceEvent(em, {
          actorId,
          entity: 'hub',
          action: 'reorder',
          entityId: null,
          zoneId,
          ...reorderValues({ zone_id: zoneId }, result.moved),
        });
      }
      return { ...result, hubs: await this.findAllByZone(zoneId, em) };
    });
  }
}
