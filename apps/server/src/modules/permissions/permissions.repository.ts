import { Injectable } from '@nestjs/common';
import { isZoneRole } from '@atrium/schema';
import type { ZoneRole } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

/** What the permission engine needs to know about a zone besides membership. */
export interface ZoneState {
  isActive: boolean;
}

/** What the permission engine needs to know about a hub: its zone (which never changes) and whether it is active. */
export interface HubState {
  zoneId: string;
  isActive: boolean;
}

/**
 * The reads the permission engine makes on a cache miss; nothing else. SQL kept for speed:
 * POST /api/permissions/check and every zone-guarded request, measured by tools/bench/zones.mjs.
 */
@Injectable()
export class PermissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every zone the user belongs to, with the role (an empty map when none). */
  async findRolesOfUser(userId: string): Promise<Map<string, ZoneRole>> {
    const rows = await queryRows<{ zone_id: string; role: string }>(
      this.dataSource,
      'SELECT zone_id, role FROM zone_members WHERE user_id = $1',
      [userId],
    );
    const roles = new Map<string, ZoneRole>();
    // A role the code does not know (edited by hand) grants nothing: it is left out.
    for (const r of rows) if (isZoneRole(r.role)) roles.set(r.zone_id, r.role);
    return roles;
  }

  async findZoneState(zoneId: string): Promise<ZoneState | undefined> {
    const rows = await queryRows<{ is_active: boolean }>(
      this.dataSource,
      'SELECT is_active FROM zones WHERE id = $1',
      [zoneId],
    );
    return rows[0] ? { isActive: rows[0].is_active } : undefined;
  }

  async findHubState(hubId: string): Promise<HubState | undefined> {
    const rows = await queryRows<{ zone_id: string; is_active: boolean }>(
      this.dataSource,
      'SELECT zone_id, is_active FROM hubs WHERE id = $1',
      [hubId],
    );
    return rows[0] ? { zoneId: rows[0].zone_id, isActive: rows[0].is_active } : undefined;
  }
}
