import { Injectable } from '@nestjs/common';
import type { Dashboard, DashboardCreate, DashboardLayout, DashboardUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { setClause } from '../../database/set-clause.js';
import { queryRows } from '../../database/query-rows.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import type { DashboardEntity as DashboardRow } from './entities/dashboard.entity.js';

const COLUMNS = builtinColumns('dashboards');
const ORDER = 'ORDER BY order_index, created_at, id';

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

/** Named queries over dashboards; every one is scoped by hub. */
@Injectable()
export class DashboardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByHub(hubId: string): Promise<Dashboard[]> {
    const rows = await queryRows<DashboardRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM dashboards WHERE hub_id = $1 ${ORDER}`,
      [hubId],
    );
    return rows.map(toDashboard);
  }

  async findInHub(hubId: string, dashboardId: string): Promise<Dashboard | undefined> {
    const rows = await queryRows<DashboardRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM dashboards WHERE id = $1 AND hub_id = $2`,
      [dashboardId, hubId],
    );
    return rows[0] ? toDashboard(rows[0]) : undefined;
  }

  async insert(hubId: string, input: DashboardCreate): Promise<Dashboard> {
    const [row] = await queryRows<DashboardRow>(
      this.dataSource,
      `INSERT INTO dashboards (hub_id, name, layout, order_index)
       SELECT $1, $2, $3::jsonb, COALESCE(MAX(order_index) + 1, 0) FROM dashboards WHERE hub_id = $1
       RETURNING ${COLUMNS}`,
      [hubId, input.name, JSON.stringify(input.layout)],
    );
    return toDashboard(row);
  }

  async update(hubId: string, dashboardId: string, patch: DashboardUpdate): Promise<Dashboard | undefined> {
    const set = setClause(patch, { name: 'value', layout: 'jsonb' }, 3);
    const rows = await queryRows<DashboardRow>(
      this.dataSource,
      `UPDATE dashboards SET ${set.sql} WHERE id = $1 AND hub_id = $2 RETURNING ${COLUMNS}`,
      [dashboardId, hubId, ...set.params],
    );
    return rows[0] ? toDashboard(rows[0]) : undefined;
  }

  async delete(hubId: string, dashboardId: string): Promise<boolean> {
    const rows = await queryRows(
      this.dataSource,
      'DELETE FROM dashboards WHERE id = $1 AND hub_id = $2 RETURNING id',
      [dashboardId, hubId],
    );
    return rows.length > 0;
  }

  async reorder(hubId: string, ids: string[]): Promise<ReorderResult & { dashboards?: Dashboard[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'dashboards', hubId, ids);
      if (!result.ok) return result;
      const rows = await queryRows<DashboardRow>(
        em,
        `SELECT ${COLUMNS} FROM dashboards WHERE hub_id = $1 ${ORDER}`,
        [hubId],
      );
      return { ok: true as const, dashboards: rows.map(toDashboard) };
    });
  }
}
