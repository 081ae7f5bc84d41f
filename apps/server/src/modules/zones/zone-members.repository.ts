import { Injectable } from '@nestjs/common';
import { isZoneRole } from '@atrium/schema';
import type { ZoneMember, ZoneRole } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

interface MemberRow {
  user_id: string;
  email: string;
  role: ZoneRole;
  first_name: string | null;
  last_name: string | null;
  joined_at: Date;
}

const SELECT_MEMBER = `
  SELECT m.user_id, u.email, m.role, p.first_name, p.last_name, m.joined_at
  FROM zone_members m JOIN users u ON u.id = m.user_id LEFT JOIN user_profiles p ON p.id = m.user_id`;

function toMember(r: MemberRow): ZoneMember {
  return {
    user_id: r.user_id,
    email: r.email,
    role: r.role,
    profile: { first_name: r.first_name, last_name: r.last_name },
    joined_at: r.joined_at.toISOString(),
  };
}

/**
 * Named queries over zone_members. Changes run in the caller's transaction after
 * {@link lockZone}, so checks such as "is this the last owner" cannot race.
 */
@Injectable()
export class ZoneMembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Members by role (owners first), then email. */
  async findByZone(zoneId: string): Promise<ZoneMember[]> {
    const rows = await queryRows<MemberRow>(
      this.dataSource,
      `${SELECT_MEMBER} WHERE m.zone_id = $1
       ORDER BY array_position(ARRAY['owner', 'admin', 'member', 'viewer'], m.role), lower(u.email), m.user_id`,
      [zoneId],
    );
    return rows.map(toMember);
  }

  async findOne(
    zoneId: string,
    userId: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<ZoneMember | undefined> {
    const rows = await queryRows<MemberRow>(em, `${SELECT_MEMBER} WHERE m.zone_id = $1 AND m.user_id = $2`, [
      zoneId,
      userId,
    ]);
    return rows[0] ? toMember(rows[0]) : undefined;
  }

  /** Locks the zone row for the rest of the transaction; false when the zone is gone. */
  async lockZone(em: EntityManager, zoneId: string): Promise<boolean> {
    const rows = await queryRows(em, 'SELECT id FROM zones WHERE id = $1 FOR UPDATE', [zoneId]);
    return rows.length > 0;
  }

  async findRole(em: EntityManager, zoneId: string, userId: string): Promise<ZoneRole | null> {
    const rows = await queryRows<{ role: string }>(
      em,
      'SELECT role FROM zone_members WHERE zone_id = $1 AND user_id = $2',
      [zoneId, userId],
    );
    const role = rows[0]?.role;
    return isZoneRole(role) ? role : null;
  }

  async countOwners(em: EntityManager, zoneId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      em,
      `SELECT count(*)::int AS n FROM zone_members WHERE zone_id = $1 AND role = 'owner'`,
      [zoneId],
    );
    return row.n;
  }

  /** False when the user already is a member. */
  async insert(em: EntityManager, zoneId: string, userId: string, role: ZoneRole): Promise<boolean> {
    const rows = await queryRows(
      em,
      'INSERT INTO zone_members (zone_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT (zone_id, user_id) DO NOTHING RETURNING user_id',
      [zoneId, userId, role],
    );
    return rows.length > 0;
  }

  async updateRole(em: EntityManager, zoneId: string, userId: string, role: ZoneRole): Promise<void> {
    await queryRows(
      em,
      'UPDATE zone_members SET role = $3 WHERE zone_id = $1 AND user_id = $2 AND role <> $3',
      [zoneId, userId, role],
    );
  }

  async delete(em: EntityManager, zoneId: string, userId: string): Promise<void> {
    await queryRows(em, 'DELETE FROM zone_members WHERE zone_id = $1 AND user_id = $2', [zoneId, userId]);
  }
}
