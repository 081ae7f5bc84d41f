import { Injectable } from '@nestjs/common';
import type { Hub, HubCreate, HubUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { setClause } from '../../database/set-clause.js';
import { queryRows } from '../../database/query-rows.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import type { HubEntity as HubRow } from './entities/hub.entity.js';

const COLUMNS = builtinColumns('hubs');
const ORDER = 'ORDER BY order_index, created_at, id';

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

/** Named queries over hubs; every one is scoped by zone. */
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

  async findAllByZone(zoneId: string): Promise<Hub[]> {
    const rows = await queryRows<HubRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM hubs WHERE zone_id = $1 ${ORDER}`,
      [zoneId],
    );
    return rows.map(toHub);
  }

  async findInZone(zoneId: string, hubId: string): Promise<Hub | undefined> {
    const rows = await queryRows<HubRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM hubs WHERE id = $1 AND zone_id = $2`,
      [hubId, zoneId],
    );
    return rows[0] ? toHub(rows[0]) : undefined;
  }

  /** Inserts the hub last in the zone's order. */
  async insert(zoneId: string, input: HubCreate): Promise<Hub> {
    const [row] = await queryRows<HubRow>(
      this.dataSource,
      `INSERT INTO hubs (zone_id, name, icon, description, is_active, order_index)
       SELECT $1, $2, $3, $4, $5, COALESCE(MAX(order_index) + 1, 0) FROM hubs WHERE zone_id = $1
       RETURNING ${COLUMNS}`,
      [zoneId, input.name, input.icon, input.description, input.is_active],
    );
    return toHub(row);
  }

  async update(zoneId: string, hubId: string, patch: HubUpdate): Promise<Hub | undefined> {
    const set = setClause(
      patch,
      { name: 'value', icon: 'value', description: 'value', is_active: 'value' },
      3,
    );
    const rows = await queryRows<HubRow>(
      this.dataSource,
      `UPDATE hubs SET ${set.sql} WHERE id = $1 AND zone_id = $2 RETURNING ${COLUMNS}`,
      [hubId, zoneId, ...set.params],
    );
    return rows[0] ? toHub(rows[0]) : undefined;
  }

  async delete(zoneId: string, hubId: string): Promise<boolean> {
    const rows = await queryRows(
      this.dataSource,
      'DELETE FROM hubs WHERE id = $1 AND zone_id = $2 RETURNING id',
      [hubId, zoneId],
    );
    return rows.length > 0;
  }

  /** Reorders in one transaction and returns every hub of the zone in the new order. */
  async reorder(zoneId: string, ids: string[]): Promise<ReorderResult & { hubs?: Hub[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'hubs', zoneId, ids);
      if (!result.ok) return result;
      const rows = await queryRows<HubRow>(em, `SELECT ${COLUMNS} FROM hubs WHERE zone_id = $1 ${ORDER}`, [
        zoneId,
      ]);
      return { ok: true as const, hubs: rows.map(toHub) };
    });
  }
}
