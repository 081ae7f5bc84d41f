import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { AuthTokenEntity } from './entities/auth-token.entity.js';
import type { AuthTokenPurpose } from './entities/auth-token.entity.js';
import { RoleEntity } from '../roles/entities/role.entity.js';
import { UserAdminEventEntity } from '../users/entities/user-admin-event.entity.js';
import type { UserAdminAction } from '../users/entities/user-admin-event.entity.js';
import { UserProfileEntity } from '../users/entities/user-profile.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';

/** An admin's invitation link as its page shows it (AuthTokensRepository.findInvitationPreview). */
export interface InvitationPreviewRow {
  email: string;
  role: string;
  role_label: string | null;
  role_description: string | null;
  inviter_email: string | null;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  expires_at: Date;
}

/** Named queries over auth_tokens (TypeORM query builder): one-time tokens sent by mail (stored as sha256). */
@Injectable()
export class AuthTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new token and retires the user's earlier unused ones of the same purpose. */
  async issue(
    t: {
      userId: string;
      purpose: AuthTokenPurpose;
      email: string;
      tokenHash: string;
      ttlS: number;
    },
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em.transaction(async (tx) => {
      await this.retireAll(t.userId, t.purpose, tx);
      await tx
        .getRepository(AuthTokenEntity)
        .createQueryBuilder()
        .insert()
        .values({
          token_hash: t.tokenHash,
          user_id: t.userId,
          purpose: t.purpose,
          email: t.email,
          expires_at: () => 'now() + make_interval(secs => :ttlS)',
        })
        .setParameter('ttlS', t.ttlS)
        .execute();
    });
  }

  /** The token's user if it is unused and unexpired (without using it). */
  async peek(
    tokenHash: string,
    purpose: AuthTokenPurpose,
  ): Promise<{ userId: string; email: string } | undefined> {
    const row = await this.dataSource
      .getRepository(AuthTokenEntity)
      .createQueryBuilder('t')
      .select(['t.user_id AS user_id', 't.email AS email'])
      .where('t.token_hash = :tokenHash AND t.purpose = :purpose', { tokenHash, purpose })
      .andWhere('t.used_at IS NULL AND t.expires_at > now()')
      .getRawOne<{ user_id: string; email: string }>();
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  /**
   * An admin's invitation link as its page shows it, when accepting it could succeed: the token
   * unused and unexpired, its account still waiting for a first password, enabled, with the address
   * the link was sent to (what POST /auth/accept-invite requires). With the account's role (label
   * and description from the roles table) and who sent the live link: the admin of the latest
   * invite or resend event, by profile name else address, null once that account is gone.
   */
  async findInvitationPreview(tokenHash: string): Promise<InvitationPreviewRow | undefined> {
    const tokens = this.dataSource.getRepository(AuthTokenEntity).createQueryBuilder('t');
    const INVITED: UserAdminAction[] = ['user.invite', 'user.invite_resend'];
    // Who sent the live link: the actor of the account's latest invite or resend.
    const sentBy = tokens
      .subQuery()
      .select('e.actor_id')
      .from(UserAdminEventEntity, 'e')
      .where('e.user_id = u.id AND e.action IN (:...invited)')
      .orderBy('e.at', 'DESC')
      .limit(1)
      .getQuery();
    const row = await tokens
      .innerJoin(UserEntity.options.name, 'u', 'u.id = t.user_id')
      .leftJoin(UserProfileEntity.options.name, 'up', 'up.id = u.id')
      .leftJoin(RoleEntity.options.name, 'r', "r.name = coalesce(up.role, 'guest')")
      .leftJoin(UserEntity.options.name, 'a', `a.id = ${sentBy}`)
      .leftJoin(UserProfileEntity.options.name, 'ap', 'ap.id = a.id')
      .select([
        'u.email AS email',
        "coalesce(up.role, 'guest') AS role",
        'r.label AS role_label',
        'r.description AS role_description',
        'a.email AS inviter_email',
        'ap.first_name AS inviter_first_name',
        'ap.last_name AS inviter_last_name',
        't.expires_at AS expires_at',
      ])
      .where("t.token_hash = :tokenHash AND t.purpose = 'invitation'", { tokenHash, invited: INVITED })
      .andWhere('t.used_at IS NULL AND t.expires_at > now()')
      .andWhere('u.password_hash IS NULL AND u.is_disabled = false')
      .andWhere('lower(u.email) = lower(t.email)')
      .getRawOne<Omit<InvitationPreviewRow, 'expires_at'> & { expires_at: Date | string }>();
    return row ? { ...row, expires_at: new Date(row.expires_at) } : undefined;
  }

  /** Uses the token up, atomically: of two concurrent uses only one gets the user. */
  async consume(
    tokenHash: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ userId: string; email: string } | undefined> {
    const result = await em
      .getRepository(AuthTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('token_hash = :tokenHash AND purpose = :purpose', { tokenHash, purpose })
      .andWhere('used_at IS NULL AND expires_at > now()')
      .returning(['user_id', 'email'])
      .execute();
    const [row] = result.raw as { user_id: string; email: string }[];
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  async retireAll(
    userId: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em
      .getRepository(AuthTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }
}
