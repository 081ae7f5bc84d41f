import { Injectable } from '@nestjs/common';
import { GUEST_ROLE, PLATFORM_OWNER_ROLE } from '@atrium/schema';
import type { ListUsersQuery, UserListOrderColumn } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../database/like-pattern.js';
import { UserProfileEntity } from './entities/user-profile.entity.js';
import { UserEntity } from './entities/user.entity.js';
import type { UserRecord } from './users.repository.js';

/** A user as the admin screens read it: the `user` columns plus whether an invitation is pending. */
export type AdminUserRecord = UserRecord & { invited: boolean };

/** The columns of {@link AdminUserRecord}, as the query builder selects them. */
const ADMIN_USER_SELECT = [
  'u.id AS id',
  'u.email AS email',
  'u.email_verified AS email_verified',
  'u.is_disabled AS is_disabled',
  'u.mfa_enabled AS mfa_enabled',
  'u.created_at AS created_at',
  '(u.password_hash IS NULL) AS invited',
  'p.role AS role',
  'p.first_name AS first_name',
  'p.last_name AS last_name',
  'p.extra AS extra',
];

/** The account an admin acts on, read with its row locked. */
export interface LockedUser {
  id: string;
  email: string;
  is_disabled: boolean;
  mfa_enabled: boolean;
  /** No password yet: an admin's invitation waits for its first one. */
  invited: boolean;
  /** Null without a profile row (role guest). */
  role: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The SQL each GET /users order names (UserListOrderColumn; never text from the request). `name`
 * is the name the admin list shows: first and last name, else the email.
 */
const ORDER_EXPRESSIONS: Record<Exclude<UserListOrderColumn, 'email'>, string> = {
  name: `lower(coalesce(nullif(concat_ws(' ', nullif(p.first_name, ''), nullif(p.last_name, '')), ''), u.email))`,
  role: `coalesce(p.role, '${GUEST_ROLE}')`,
  mfa_enabled: 'u.mfa_enabled',
  created_at: 'u.created_at',
};

/**
 * Key for the transaction-level advisory lock every admin change to a user's role or disabled
 * flag takes first: two admins demoting the last two platform owners at once are serialised, so
 * the second one counts the owners after the first committed.
 */
const ACCOUNT_ADMIN_LOCK = "hashtextextended('atrium.user_admin', 0)";

/**
 * The admin's queries over users and user_profiles (TypeORM query builder; values are always
 * bound). The users module's own repository keeps the sign-up and profile statements.
 */
@Injectable()
export class UserAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of users matching the query, and the total when asked. */
  async list(query: ListUsersQuery, count: boolean): Promise<{ rows: AdminUserRecord[]; total?: number }> {
    const filtered = this.filtered(query);
    const page = filtered.clone().select(ADMIN_USER_SELECT);
    const { column, descending } = query.order;
    if (column !== 'email') page.orderBy(ORDER_EXPRESSIONS[column], descending ? 'DESC' : 'ASC');
    const rows = await page
      .addOrderBy('lower(u.email)', column === 'email' && descending ? 'DESC' : 'ASC')
      .addOrderBy('u.id', 'ASC')
      .offset(query.offset)
      .limit(query.limit)
      .getRawMany<AdminUserRecord>();
    const total = count ? await filtered.getCount() : undefined;
    return { rows, total };
  }

  private filtered(query: ListUsersQuery): SelectQueryBuilder<UserEntity> {
    const qb = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id');
    if (query.q !== undefined) {
      qb.andWhere(
        `(u.email ILIKE :pattern OR p.first_name ILIKE :pattern OR p.last_name ILIKE :pattern
          OR concat_ws(' ', p.first_name, p.last_name) ILIKE :pattern)`,
        { pattern: containsPattern(query.q) },
      );
    }
    if (query.role === GUEST_ROLE) qb.andWhere(`(p.role = :role OR p.id IS NULL)`, { role: GUEST_ROLE });
    else if (query.role !== undefined) qb.andWhere('p.role = :role', { role: query.role });
    if (query.is_disabled !== undefined)
      qb.andWhere('u.is_disabled = :disabled', { disabled: query.is_disabled });
    if (query.invited !== undefined)
      qb.andWhere(query.invited ? 'u.password_hash IS NULL' : 'u.password_hash IS NOT NULL');
    return qb;
  }

  /** One user as the admin list shows it; undefined when unknown. */
  async findAdminUser(id: string): Promise<AdminUserRecord | undefined> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
      .select(ADMIN_USER_SELECT)
      .where('u.id = :id', { id })
      .getRawOne<AdminUserRecord>();
  }

  /** Deletes an account (its profile, preferences and tokens go with it, by cascade). */
  async deleteUser(em: EntityManager, id: string): Promise<void> {
    await em.getRepository(UserEntity).createQueryBuilder().delete().where('id = :id', { id }).execute();
  }

  /** Takes the account-admin advisory lock for the rest of the transaction. */
  async lockAccountAdmin(em: EntityManager): Promise<void> {
    // SQL: an advisory lock is a function call, not a table read; the query builder has no form for it.
    await em.query(`SELECT pg_advisory_xact_lock(${ACCOUNT_ADMIN_LOCK})`);
  }

  /** The user with its `users` row locked FOR UPDATE until the transaction ends; null when unknown. */
  async lockUser(em: EntityManager, id: string): Promise<LockedUser | null> {
    const row = await em
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
      .select([
        'u.id AS id',
        'u.email AS email',
        'u.is_disabled AS is_disabled',
        'u.mfa_enabled AS mfa_enabled',
        '(u.password_hash IS NULL) AS invited',
        'p.role AS role',
        'p.first_name AS first_name',
        'p.last_name AS last_name',
      ])
      .where('u.id = :id', { id })
      .setLock('pessimistic_write', undefined, ['u'])
      .getRawOne<LockedUser>();
    return row ?? null;
  }

  /** The user as committed now, without a lock (the acting admin, re-read inside the transaction). */
  async findState(em: EntityManager, id: string): Promise<Pick<LockedUser, 'role' | 'is_disabled'> | null> {
    const row = await em
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
      .select(['u.is_disabled AS is_disabled', 'p.role AS role'])
      .where('u.id = :id', { id })
      .getRawOne<Pick<LockedUser, 'role' | 'is_disabled'>>();
    return row ?? null;
  }

  /** Platform owners who can still sign in, other than `exceptId`. */
  async countActiveOwners(em: EntityManager, exceptId: string): Promise<number> {
    return (
      em
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .innerJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
        .where('p.role = :owner', { owner: PLATFORM_OWNER_ROLE })
        .andWhere('NOT u.is_disabled')
        // An invitation nobody accepted is no owner who can sign in: it may never be accepted.
        .andWhere('u.password_hash IS NOT NULL')
        .andWhere('u.id <> :exceptId', { exceptId })
        .getCount()
    );
  }

  /** Sets the role; a user without a profile row gets one. */
  async setRole(em: EntityManager, id: string, role: string): Promise<void> {
    await em
      .getRepository(UserProfileEntity)
      .createQueryBuilder()
      .insert()
      .values({ id, role, updated_at: () => 'now()' })
      .orUpdate(['role', 'updated_at'], ['id'])
      .execute();
  }

  async setDisabled(em: EntityManager, id: string, disabled: boolean): Promise<void> {
    await em
      .getRepository(UserEntity)
      .createQueryBuilder()
      .update()
      .set({ is_disabled: disabled, updated_at: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }
}
