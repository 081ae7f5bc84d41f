import { Injectable } from '@nestjs/common';
import { isZoneRole } from '@atrium/schema';
import type { ZoneMember, ZoneRole } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { SelectQueryBuilder } from 'typeorm';
import { UserProfileEntity } from '../users/entities/user-profile.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { ZoneMemberEntity } from './entities/zone-member.entity.js';
import { ZoneEntity } from './entities/zone.entity.js';

interface MemberRow {
  user_id: string;
  email: string;
  role: ZoneRole;
  first_name: string | null;
  last_name: string | null;
  joined_at: Date;
}

/** A member with its account's email and profile names (query builder, read with getRawMany). */
function selectMember(em: EntityManager): SelectQueryBuilder<ZoneMemberEntity> {
  return em
    .getRepository(ZoneMemberEntity)
    .createQueryBuilder('m')
    .innerJoin(UserEntity.options.name, 'u', 'u.id = m.user_id')
    .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = m.user_id')
    .select([
      'm.user_id AS user_id',
      'u.email AS email',
      'm.role AS role',
      'p.first_name AS first_name',
      'p.last_name AS last_name',
      'm.joined_at AS joined_at',
    ]);
}

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
 * Named queries over zone_members (TypeORM repository and query builder). Changes run in the caller's transaction after
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
    const rows = await selectMember(this.dataSource.manager)
      .where('m.zone_id = :zoneId', { zoneId })
      .orderBy(`array_position(ARRAY['owner', 'admin', 'member', 'viewer'], m.role)`)
      .addOrderBy('lower(u.email)')
      .addOrderBy('m.user_id')
      .getRawMany<MemberRow>();
    return rows.map(toMember);
  }

  async findOne(
    zoneId: string,
    userId: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<ZoneMember | undefined> {
    const row = await selectMember(em)
      .where('m.zone_id = :zoneId AND m.user_id = :userId', { zoneId, userId })
      .getRawOne<MemberRow>();
    return row ? toMember(row) : undefined;
  }

  /** Locks the zone row for the rest of the transaction: whether it is active (not archived), undefined when it is gone. */
  async lockZone(em: EntityManager, zoneId: string): Promise<{ isActive: boolean } | undefined> {
    const row = await em
      .getRepository(ZoneEntity)
      .createQueryBuilder('z')
      .select('z.id', 'id')
      .addSelect('z.is_active', 'is_active')
      .where('z.id = :zoneId', { zoneId })
      .setLock('pessimistic_write')
      .getRawOne<{ id: string; is_active: boolean }>();
    return row === undefined ? undefined : { isActive: row.is_active };
  }

  async findRole(em: EntityManager, zoneId: string, userId: string): Promise<ZoneRole | null> {
    const row = await em
      .getRepository(ZoneMemberEntity)
      .findOne({ select: { role: true }, where: { zone_id: zoneId, user_id: userId } });
    const role = row?.role;
    return isZoneRole(role) ? role : null;
  }

  async countOwners(em: EntityManager, zoneId: string): Promise<number> {
    return em.getRepository(ZoneMemberEntity).countBy({ zone_id: zoneId, role: 'owner' });
  }

  /** False when the user already is a member. */
  async insert(em: EntityManager, zoneId: string, userId: string, role: ZoneRole): Promise<boolean> {
    const result = await em
      .getRepository(ZoneMemberEntity)
      .createQueryBuilder()
      .insert()
      .values({ zone_id: zoneId, user_id: userId, role })
      .orIgnore()
      .returning(['user_id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async updateRole(em: EntityManager, zoneId: string, userId: string, role: ZoneRole): Promise<void> {
    await em
      .getRepository(ZoneMemberEntity)
      .createQueryBuilder()
      .update()
      .set({ role })
      .where('zone_id = :zoneId AND user_id = :userId AND role <> :role', { zoneId, userId, role })
      .execute();
  }

  async delete(em: EntityManager, zoneId: string, userId: string): Promise<void> {
    await em.getRepository(ZoneMemberEntity).delete({ zone_id: zoneId, user_id: userId });
  }
}
