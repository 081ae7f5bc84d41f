import { Injectable } from '@nestjs/common';
import type { Zone, ZoneCreate, ZoneRole, ZoneUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { setClause } from '../../database/set-clause.js';
import { queryRows } from '../../database/query-rows.js';

import type { ZoneEntity } from './entities/zone.entity.js';

/** A zones row with the caller's zone role (null when not a member). */
type ZoneRow = ZoneEntity & { role: ZoneRole | null };

const COLUMNS = builtinColumns('zones', { alias: 'z' });

function toZone(r: ZoneRow): Zone {
  return {
    id: r.id,
    name: r.name,
    icon: r.icon,
    description: r.description,
    is_active: r.is_active,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    role: r.role ?? null,
  };
}

/** Named queries over zones; `role` is always the given user's role in each zone. */
@Injectable()
export class ZonesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's zones, by name; archived ones only when asked. */
  async findOfMember(userId: string, includeArchived: boolean): Promise<Zone[]> {
    const rows = await queryRows<ZoneRow>(
      this.dataSource,
      `SELECT ${COLUMNS}, m.role FROM zones z JOIN zone_members m ON m.zone_id = z.id AND m.user_id = $1
       WHERE $2 OR z.is_active ORDER BY lower(z.name), z.id`,
      [userId, includeArchived],
    );
    return rows.map(toZone);
  }

  /** Every zone (platform admins), with the user's role where a member. */
  async findAll(userId: string, includeArchived: boolean): Promise<Zone[]> {
    const rows = await queryRows<ZoneRow>(
      this.dataSource,
      `SELECT ${COLUMNS}, m.role FROM zones z LEFT JOIN zone_members m ON m.zone_id = z.id AND m.user_id = $1
       WHERE $2 OR z.is_active ORDER BY lower(z.name), z.id`,
      [userId, includeArchived],
    );
    return rows.map(toZone);
  }

  async findById(zoneId: string, userId: string): Promise<Zone | undefined> {
    const rows = await queryRows<ZoneRow>(
      this.dataSource,
      `SELECT ${COLUMNS}, m.role FROM zones z LEFT JOIN zone_members m ON m.zone_id = z.id AND m.user_id = $2 WHERE z.id = $1`,
      [zoneId, userId],
    );
    return rows[0] ? toZone(rows[0]) : undefined;
  }

  /** The zone and its creator as owner, in one transaction. */
  async insertWithOwner(input: ZoneCreate, ownerId: string): Promise<Zone> {
    return this.dataSource.transaction(async (em) => {
      const [row] = await queryRows<ZoneRow>(
        em,
        `INSERT INTO zones (name, icon, description, created_by) VALUES ($1, $2, $3, $4)
         RETURNING ${builtinColumns('zones')}, 'owner' AS role`,
        [input.name, input.icon, input.description, ownerId],
      );
      await queryRows(em, `INSERT INTO zone_members (zone_id, user_id, role) VALUES ($1, $2, 'owner')`, [
        row.id,
        ownerId,
      ]);
      return toZone(row);
    });
  }

  /** Applies the fields present in `patch`; undefined when the zone is gone. */
  async update(zoneId: string, patch: ZoneUpdate, userId: string): Promise<Zone | undefined> {
    const set = setClause(
      patch,
      { name: 'value', icon: 'value', description: 'value', is_active: 'value' },
      3,
    );
    const rows = await queryRows<ZoneRow>(
      this.dataSource,
      `UPDATE zones z SET ${set.sql} WHERE z.id = $1
       RETURNING ${COLUMNS}, (SELECT role FROM zone_members m WHERE m.zone_id = z.id AND m.user_id = $2) AS role`,
      [zoneId, userId, ...set.params],
    );
    return rows[0] ? toZone(rows[0]) : undefined;
  }

  /** Deletes the zone and (cascade) its members, hubs, modules and dashboards. */
  async delete(zoneId: string): Promise<boolean> {
    const rows = await queryRows(this.dataSource, 'DELETE FROM zones WHERE id = $1 RETURNING id', [zoneId]);
    return rows.length > 0;
  }
}
