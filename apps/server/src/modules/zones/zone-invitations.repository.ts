import { Injectable } from '@nestjs/common';
import { INVITATION_TTL_SECONDS } from '@atrium/schema';
import type { InvitationPreview, InvitationStatus, ZoneInvitation, ZoneRole } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { UserProfileEntity } from '../users/entities/user-profile.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { ZoneInvitationEntity } from './entities/zone-invitation.entity.js';
import { ZoneEntity } from './entities/zone.entity.js';
import { profileName } from '../users/person-label.js';

interface InvitationRow {
  id: string;
  zone_id: string;
  zone_name: string;
  email: string;
  role: ZoneRole;
  status: InvitationStatus;
  invited_by: string | null;
  invited_by_email: string | null;
  expires_at: Date;
  created_at: Date;
  last_sent_at: Date;
}

/** A pending invitation past expires_at reads as expired (the expiry is checked in the query). */
const STATUS = `CASE WHEN i.status = 'pending' AND i.expires_at <= now() THEN 'expired' ELSE i.status END`;
const TTL = `now() + make_interval(secs => ${INVITATION_TTL_SECONDS})`;

function selectInvitation(em: EntityManager): SelectQueryBuilder<ZoneInvitationEntity> {
  return em
    .getRepository(ZoneInvitationEntity)
    .createQueryBuilder('i')
    .innerJoin(ZoneEntity.options.name, 'z', 'z.id = i.zone_id')
    .leftJoin(UserEntity.options.name, 'u', 'u.id = i.invited_by')
    .select([
      'i.id AS id',
      'i.zone_id AS zone_id',
      'z.name AS zone_name',
      'i.email AS email',
      'i.role AS role',
      `${STATUS} AS status`,
      'i.invited_by AS invited_by',
      'u.email AS invited_by_email',
      'i.expires_at AS expires_at',
      'i.created_at AS created_at',
      'i.last_sent_at AS last_sent_at',
    ]);
}

function toInvitation(r: InvitationRow): ZoneInvitation {
  return {
    ...r,
    expires_at: r.expires_at.toISOString(),
    created_at: r.created_at.toISOString(),
    last_sent_at: r.last_sent_at.toISOString(),
  };
}

/** The row a change locks and checks. */
export interface LockedInvitation {
  id: string;
  zone_id: string;
  email: string;
  role: ZoneRole;
  status: InvitationStatus;
  /** sha256 of the mailed link's token (its outbox copy is found by it). */
  token_hash: string;
}

/** Named queries over zone_invitations (TypeORM query builder). Emails are compared lower-cased. */
@Injectable()
export class ZoneInvitationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findOne(
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<ZoneInvitation | undefined> {
    const row = await selectInvitation(em).where('i.id = :id', { id }).getRawOne<InvitationRow>();
    return row ? toInvitation(row) : undefined;
  }

  /** A zone's pending invitations, expired ones included (so they can be resent or revoked), newest first. */
  async findPendingByZone(zoneId: string): Promise<ZoneInvitation[]> {
    const rows = await selectInvitation(this.dataSource.manager)
      .where(`i.zone_id = :zoneId AND i.status = 'pending'`, { zoneId })
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id')
      .getRawMany<InvitationRow>();
    return rows.map(toInvitation);
  }

  /**
   * Live pending invitations to an address, newest first; not those into an archived zone, which
   * cannot be accepted until it is restored (they are offered again then, if still live).
   */
  async findLiveByEmail(email: string): Promise<ZoneInvitation[]> {
    const rows = await selectInvitation(this.dataSource.manager)
      .where(`i.email = :email AND i.status = 'pending' AND i.expires_at > now() AND z.is_active`, {
        email: email.toLowerCase(),
      })
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id')
      .getRawMany<InvitationRow>();
    return rows.map(toInvitation);
  }

  /**
   * The preview of the invitation whose link has this token (by its hash): the zone's name, the
   * role, the address, the inviter's profile name (else their address), with its live status.
   */
  async findPreviewByTokenHash(
    hash: string,
  ): Promise<{ status: InvitationStatus; preview: InvitationPreview } | undefined> {
    const row = await this.dataSource.manager
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder('i')
      .innerJoin(ZoneEntity.options.name, 'z', 'z.id = i.zone_id')
      .leftJoin(UserEntity.options.name, 'u', 'u.id = i.invited_by')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = i.invited_by')
      .select([
        'z.name AS zone_name',
        'i.role AS role',
        'i.email AS email',
        `${STATUS} AS status`,
        'i.expires_at AS expires_at',
        'u.email AS inviter_email',
        'p.first_name AS first_name',
        'p.last_name AS last_name',
      ])
      .where('i.token_hash = :hash', { hash })
      .getRawOne<{
        zone_name: string;
        role: ZoneRole;
        email: string;
        status: InvitationStatus;
        expires_at: Date;
        inviter_email: string | null;
        first_name: string | null;
        last_name: string | null;
      }>();
    if (!row) return undefined;
    const name = profileName(row.first_name, row.last_name);
    return {
      status: row.status,
      preview: {
        zone_name: row.zone_name,
        role: row.role,
        email: row.email,
        invited_by_name: row.inviter_email === null ? null : name || row.inviter_email,
        expires_at: row.expires_at.toISOString(),
      },
    };
  }

  /**
   * The inviter as the mail names them: their address and profile name ('' without one), read
   * from the database as the preview reads them, so the mail and the link's page agree.
   */
  async findInviter(userId: string): Promise<{ email: string; name: string } | undefined> {
    const row = await this.dataSource.manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
      .select(['u.email AS email', 'p.first_name AS first_name', 'p.last_name AS last_name'])
      .where('u.id = :userId', { userId })
      .getRawOne<{ email: string; first_name: string | null; last_name: string | null }>();
    return row ? { email: row.email, name: profileName(row.first_name, row.last_name) } : undefined;
  }

  /** Locks one invitation (by id or by token hash) with its live status; undefined when there is none. */
  async lock(
    em: EntityManager,
    by: { id: string } | { tokenHash: string },
  ): Promise<LockedInvitation | undefined> {
    const qb = em
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder('i')
      .select([
        'i.id AS id',
        'i.zone_id AS zone_id',
        'i.email AS email',
        'i.role AS role',
        `${STATUS} AS status`,
        'i.token_hash AS token_hash',
      ])
      .setLock('pessimistic_write');
    if ('id' in by) qb.where('i.id = :id', { id: by.id });
    else qb.where('i.token_hash = :hash', { hash: by.tokenHash });
    return qb.getRawOne<LockedInvitation>();
  }

  /** Marks a pending invitation to (zone, email) that has run out as expired, so a new one can be made. */
  async expireStale(em: EntityManager, zoneId: string, email: string): Promise<void> {
    await em
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder()
      .update()
      .set({ status: 'expired', updated_at: () => 'now()' })
      .where(`zone_id = :zoneId AND email = :email AND status = 'pending' AND expires_at <= now()`, {
        zoneId,
        email,
      })
      .execute();
  }

  async hasLivePending(em: EntityManager, zoneId: string, email: string): Promise<boolean> {
    return (
      (await em
        .getRepository(ZoneInvitationEntity)
        .createQueryBuilder('i')
        .where(`i.zone_id = :zoneId AND i.email = :email AND i.status = 'pending' AND i.expires_at > now()`, {
          zoneId,
          email,
        })
        .getCount()) > 0
    );
  }

  async insert(
    em: EntityManager,
    v: { zoneId: string; email: string; role: ZoneRole; invitedBy: string; tokenHash: string },
  ): Promise<string> {
    const result = await em
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder()
      .insert()
      .values({
        zone_id: v.zoneId,
        email: v.email,
        role: v.role,
        invited_by: v.invitedBy,
        token_hash: v.tokenHash,
        expires_at: () => TTL,
      })
      .returning(['id'])
      .execute();
    return (result.raw as { id: string }[])[0].id;
  }

  /**
   * A new token and seven more days for a pending invitation, unless it was sent less than
   * `minIntervalS` ago. Answers 'sent', 'too-soon' or 'gone' (not pending).
   */
  async renew(
    em: EntityManager,
    id: string,
    tokenHash: string,
    minIntervalS: number,
  ): Promise<'sent' | 'too-soon' | 'gone'> {
    const result = await em
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder()
      .update()
      .set({
        token_hash: tokenHash,
        expires_at: () => TTL,
        last_sent_at: () => 'now()',
        updated_at: () => 'now()',
      })
      .where(
        `id = :id AND status = 'pending' AND last_sent_at <= now() - make_interval(secs => CAST(:min AS double precision))`,
        {
          id,
          min: minIntervalS,
        },
      )
      .returning(['id'])
      .execute();
    if ((result.raw as unknown[]).length > 0) return 'sent';
    const row = await em
      .getRepository(ZoneInvitationEntity)
      .findOne({ select: { status: true }, where: { id } });
    return row?.status === 'pending' ? 'too-soon' : 'gone';
  }

  /** Seconds until a resend is allowed again. */
  async secondsUntilResend(id: string, minIntervalS: number): Promise<number> {
    const row = await this.dataSource
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder('i')
      .select(
        `ceil(extract(epoch FROM i.last_sent_at + make_interval(secs => CAST(:min AS double precision)) - now()))`,
        'wait',
      )
      .where('i.id = :id', { id, min: minIntervalS })
      .getRawOne<{ wait: string | number }>();
    return Math.max(1, Number(row?.wait ?? minIntervalS));
  }

  async setStatus(
    em: EntityManager,
    id: string,
    status: Exclude<InvitationStatus, 'pending'>,
    acceptedBy: string | null = null,
  ): Promise<void> {
    await em
      .getRepository(ZoneInvitationEntity)
      .createQueryBuilder()
      .update()
      .set({ status, accepted_by: acceptedBy, responded_at: () => 'now()', updated_at: () => 'now()' })
      .where(`id = :id AND status = 'pending'`, { id })
      .execute();
  }
}
