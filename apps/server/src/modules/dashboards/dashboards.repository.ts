import { Injectable } from '@nestjs/common';
import type { Dashboard, DashboardCreate, DashboardLayout, DashboardUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { patchValues } from '../../database/set-clause.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import {
  layoutChanges,
  recordWorkspaceEvent,
  reorderValues,
  workspaceSnapshot,
} from '../audit/workspace-events.js';
import type { AuditContext } from '../audit/workspace-events.js';
import { DashboardEntity } from './entities/dashboard.entity.js';
import type { DashboardEntity as DashboardRow } from './entities/dashboard.entity.js';

const COLUMNS = builtinColumns('dashboards');
const ORDER: FindOptionsOrder<DashboardRow> = { order_index: 'ASC', created_at: 'ASC', id: 'ASC' };

function toDashboard(r: DashboardRow): Dashboard {
  return {
    id: r.id,
    hub_id: r.hub_id,
    name: r.name,
    layout: r.layout as DashboardLayout, // checked on write (dashboardLayoutSchema)
    order_index: r.order_index,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * Named queries over dashboards (TypeORM repository and query builder); every one is scoped by hub.
 * Each write is recorded in workspace_events (modules/audit) in its transaction: the layout as its
 * widget count, and an update's added, removed and changed widget ids (README.md).
 */
@Injectable()
export class DashboardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByHub(hubId: string, em: EntityManager = this.dataSource.manager): Promise<Dashboard[]> {
    const rows = await em.getRepository(DashboardEntity).find({ where: { hub_id: hubId }, order: ORDER });
    return rows.map(toDashboard);
  }

  async findInHub(hubId: string, dashboardId: string): Promise<Dashboard | undefined> {
    const row = await this.dataSource
      .getRepository(DashboardEntity)
      .findOneBy({ id: dashboardId, hub_id: hubId });
    return row ? toDashboard(row) : undefined;
  }

  async insert(hubId: string, input: DashboardCreate, audit: AuditContext): Promise<Dashboard> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(DashboardEntity)
        .createQueryBuilder()
        .insert()
        .values({
          hub_id: hubId,
          name: input.name,
          layout: input.layout,
          order_index: () =>
            '(SELECT COALESCE(MAX(d.order_index) + 1, 0) FROM dashboards d WHERE d.hub_id = :hubId)',
        })
        .setParameter('hubId', hubId)
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as DashboardRow[];
      const dashboard = toDashboard(row);
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'dashboard',
        action: 'create',
        entityId: dashboard.id,
        after: workspaceSnapshot.dashboard(dashboard),
      });
      return dashboard;
    });
  }

  /**
   * Applies the patch; with `expected`, only while the row's `updated_at` (to the millisecond, as
   * the API sends it) is one of them. PostgreSQL re-checks the condition on the newest row after
   * a concurrent update commits, so two saves from the same state cannot both apply. Undefined
   * when no row was changed (gone, or changed since).
   */
  async update(
    hubId: string,
    dashboardId: string,
    patch: DashboardUpdate,
    audit: AuditContext,
    expected: readonly Date[] | null = null,
  ): Promise<Dashboard | undefined> {
    return this.dataSource.transaction(async (em) => {
      // Locked, so the state recorded as before is the one the update replaces.
      const current = await em
        .getRepository(DashboardEntity)
        .createQueryBuilder('d')
        .where('d.id = :dashboardId AND d.hub_id = :hubId', { dashboardId, hubId })
        .setLock('pessimistic_write')
        .getOne();
      if (!current) return undefined;
      const query = em
        .getRepository(DashboardEntity)
        .createQueryBuilder()
        .update()
        .set(patchValues(patch, ['name', 'layout']))
        .where('id = :dashboardId AND hub_id = :hubId', { dashboardId, hubId });
      if (expected !== null) {
        const times = expected.filter((d) => !Number.isNaN(d.getTime())).map((d) => d.toISOString());
        if (times.length === 0) return undefined;
        query.andWhere("date_trunc('milliseconds', updated_at) IN (:...times)", { times });
      }
      const result = await query.returning(COLUMNS).execute();
      const [row] = result.raw as DashboardRow[];
      if (!row) return undefined;
      const before = toDashboard(current);
      const dashboard = toDashboard(row);
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'dashboard',
        action: 'update',
        entityId: dashboardId,
        before: workspaceSnapshot.dashboard(before),
        after: {
          ...workspaceSnapshot.dashboard(dashboard),
          ...(patch.layout === undefined ? {} : layoutChanges(before.layout, dashboard.layout)),
        },
      });
      return dashboard;
    });
  }

  async delete(hubId: string, dashboardId: string, audit: AuditContext): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(DashboardEntity)
        .createQueryBuilder()
        .delete()
        .where('id = :dashboardId AND hub_id = :hubId', { dashboardId, hubId })
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as DashboardRow[];
      if (!row) return false;
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'dashboard',
        action: 'delete',
        entityId: dashboardId,
        before: workspaceSnapshot.dashboard(toDashboard(row)),
      });
      return true;
    });
  }

  async reorder(
    hubId: string,
    ids: string[],
    audit: AuditContext,
  ): Promise<ReorderResult & { dashboards?: Dashboard[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'dashboards', hubId, ids);
      if (!result.ok) return result;
      if (result.moved.length > 0) {
        await recordWorkspaceEvent(em, {
          ...audit,
          entity: 'dashboard',
          action: 'reorder',
          entityId: null,
          ...reorderValues({ hub_id: hubId }, result.moved),
        });
      }
      return { ...result, dashboards: await this.findByHub(hubId, em) };
    });
  }
}
