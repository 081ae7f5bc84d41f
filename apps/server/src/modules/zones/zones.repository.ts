import { Injectable } from '@nestjs/common';
import type { Zone, ZoneCreate, ZoneRole, ZoneUpdate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { recordWorkspaceEvent, recordWorkspaceEvents, workspaceSnapshot } from '../audit/workspace-events.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { patchValues } from '../../database/set-clause.js';
import { ZoneMemberEntity } from './entities/zone-member.entity.js';
import { ZoneEntity } from './entities/zone.entity.js';
import { ZoneInvitationEntity } from './entities/zone-invitation.entity.js';

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

/**
 * Named queries over zones (TypeORM query builder); `role` is always the given user's role in
 * each zone.
 */
@Injectable()
export class ZonesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Zones with the user's zone role: an inner join keeps only the user's zones. */
  private withRole(userId: string, join: 'inner' | 'left'): SelectQueryBuilder<ZoneEntity> {
    const qb = this.dataSource.getRepository(ZoneEntity).createQueryBuilder('z').select(COLUMNS);
    const on = 'm.zone_id = z.id AND m.user_id = :userId';
    if (join === 'inner') qb.innerJoin(ZoneMemberEntity.options.name, 'm', on, { userId });
    else qb.leftJoin(ZoneMemberEntity.options.name, 'm', on, { userId });
    return qb.addSelect('m.role', 'role');
  }

  private async list(userId: string, includeArchived: boolean, join: 'inner' | 'left'): Promise<Zone[]> {
    const qb = this.withRole(userId, join);
    if (!includeArchived) qb.where('z.is_active');
    const rows = await qb.orderBy('lower(z.name)').addOrderBy('z.id').getRawMany<ZoneRow>();
    return rows.map(toZone);
  }

  /** The user's zones, by name; archived ones only when asked. */
  async findOfMember(userId: string, includeArchived: boolean): Promise<Zone[]> {
    return this.list(userId, includeArchived, 'inner');
  }

  /** Every zone (platform admins), with the user's role where a member. */
  async findAll(userId: string, includeArchived: boolean): Promise<Zone[]> {
    return this.list(userId, includeArchived, 'left');
  }

  async findById(zoneId: string, userId: string): Promise<Zone | undefined> {
    const row = await this.withRole(userId, 'left').where('z.id = :zoneId', { zoneId }).getRawOne<ZoneRow>();
    return row ? toZone(row) : undefined;
  }

  /**
   * The zone and its creator as owner, in one transaction, recorded (workspace_events) as the
   * zone's creation and the owner's membership.
   */
  async insertWithOwner(input: ZoneCreate, ownerId: string): Promise<Zone> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(ZoneEntity)
        .createQueryBuilder()
        .insert()
        .values({ name: input.name, icon: input.icon, description: input.description, created_by: ownerId })
        .returning(builtinColumns('zones'))
        .execute();
      const [zone] = result.raw as ZoneEntity[];
      await em
        .getRepository(ZoneMemberEntity)
        .createQueryBuilder()
        .insert()
        .values({ zone_id: zone.id, user_id: ownerId, role: 'owner' })
        .execute();
      const owner = await em
        .getRepository(UserEntity)
        .findOne({ select: { email: true }, where: { id: ownerId } });
      await recordWorkspaceEvents(em, [
        {
          actorId: ownerId,
          entity: 'zone',
          action: 'create',
          entityId: zone.id,
          zoneId: zone.id,
          after: workspaceSnapshot.zone(zone),
        },
        {
          actorId: ownerId,
          entity: 'zone_member',
          action: 'add',
          entityId: ownerId,
          zoneId: zone.id,
          after: workspaceSnapshot.member({
            zone_id: zone.id,
            user_id: ownerId,
            email: owner?.email ?? '',
            role: 'owner',
          }),
        },
      ]);
      return toZone({ ...zone, role: 'owner' });
    });
  }

  /** The zone row, locked for the rest of the transaction; undefined when it is gone. */
  private lockedZone(em: EntityManager, zoneId: string): Promise<ZoneEntity | null> {
    return em
      .getRepository(ZoneEntity)
      .createQueryBuilder('z')
      .where('z.id = :zoneId', { zoneId })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Applies the fields present in `patch`, recorded as `userId`'s; undefined when the zone is gone. */
  async update(zoneId: string, patch: ZoneUpdate, userId: string): Promise<Zone | undefined> {
    return this.dataSource.transaction(async (em) => {
      const before = await this.lockedZone(em, zoneId);
      if (!before) return undefined;
      const result = await em
        .getRepository(ZoneEntity)
        .createQueryBuilder()
        .update()
        .set(patchValues(patch, ['name', 'icon', 'description', 'is_active']))
        .where('id = :zoneId', { zoneId })
        .returning(
          `${builtinColumns('zones')}, (SELECT m.role FROM zone_members m WHERE m.zone_id = zones.id AND m.user_id = :userId) AS role`,
        )
        .setParameter('userId', userId)
        .execute();
      const [row] = result.raw as ZoneRow[];
      await recordWorkspaceEvent(em, {
        actorId: userId,
        entity: 'zone',
        action: 'update',
        entityId: zoneId,
        zoneId,
        before: workspaceSnapshot.zone(before),
        after: workspaceSnapshot.zone(row),
      });
      return toZone(row);
    });
  }

  /**
   * Deletes the zone and (cascade) its members, hubs, modules, dashboards and invitations; answers
   * the link hashes of the invitations that were still pending (their mails' links stop working),
   * or undefined when there was no such zone.
   */
  async delete(zoneId: string, actorId: string): Promise<{ pendingLinks: string[] } | undefined> {
    return this.dataSource.transaction(async (em) => {
      const zone = await this.lockedZone(em, zoneId);
      if (!zone) return undefined;
      const pending = await em
        .getRepository(ZoneInvitationEntity)
        .createQueryBuilder('i')
        .select('i.token_hash', 'token_hash')
        .where(`i.zone_id = :zoneId AND i.status = 'pending'`, { zoneId })
        .getRawMany<{ token_hash: string }>();
      await em.getRepository(ZoneEntity).delete({ id: zoneId });
      // One entry for the zone: what went with it (members, hubs, invitations) is not listed one by one.
      await recordWorkspaceEvent(em, {
        actorId,
        entity: 'zone',
        action: 'delete',
        entityId: zoneId,
        zoneId,
        before: workspaceSnapshot.zone(zone),
      });
      return { pendingLinks: pending.map((p) => p.token_hash) };
    });
  }
}
