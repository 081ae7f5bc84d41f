import { Injectable } from '@nestjs/common';
import type { ProfileValue } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';
import { UserProfileEntity } from './entities/user-profile.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';

/** The account columns read with a user (no credentials), checked against the users declaration. */
const USER_COLUMNS = [
  'id',
  'email',
  'email_verified',
  'is_disabled',
  'mfa_enabled',
  'created_at',
] as const satisfies readonly (keyof UserEntity)[];
/** The profile columns read with a user, checked against the user_profiles declaration. */
const PROFILE_COLUMNS = [
  'role',
  'first_name',
  'last_name',
  'extra',
] as const satisfies readonly (keyof UserProfileEntity)[];

/**
 * A user with its profile as read from the database (no credentials): the rows' types derived
 * from the declarations; the profile's columns are null when the user has no user_profiles row
 * (role `guest`).
 */
export type UserRecord = Pick<UserEntity, (typeof USER_COLUMNS)[number]> & {
  [K in Exclude<(typeof PROFILE_COLUMNS)[number], 'extra'>]: UserProfileEntity[K] | null;
} & { extra: Record<string, ProfileValue> | null };

export interface NewUser {
  email: string;
  /** Null for an admin's invitation: the invitee sets the first password through the mailed link. */
  passwordHash: string | null;
  role: string;
  first_name: string | null;
  last_name: string | null;
  extra: Record<string, ProfileValue>;
  /** The language the visitor signed up in (Accept-Language), kept as their preference. */
  language?: string | null;
}

export interface ProfilePatch {
  first_name?: string | null;
  last_name?: string | null;
  extra: Record<string, ProfileValue>;
}

// SQL kept for speed: the account state of authenticated requests (GET /api/auth/me, tools/bench/auth.mjs).
const SELECT_USER = `
  SELECT ${USER_COLUMNS.map((c) => `u.${c}`).join(', ')}, ${PROFILE_COLUMNS.map((c) => `p.${c}`).join(', ')}
  FROM users u LEFT JOIN user_profiles p ON p.id = u.id`;

/**
 * Named queries over users (identity columns) and user_profiles, through TypeORM but for the
 * account read of authenticated requests. Credentials live in the auth module.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    const rows: UserRecord[] = await queryRows(this.dataSource, `${SELECT_USER} WHERE u.id = $1`, [id]);
    return rows[0];
  }

  /** The account states of cached users (revalidation after a change), the same columns as findById. */
  async findManyById(ids: string[]): Promise<UserRecord[]> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(UserProfileEntity.options.name, 'p', 'p.id = u.id')
      .select([...USER_COLUMNS.map((c) => `u.${c} AS ${c}`), ...PROFILE_COLUMNS.map((c) => `p.${c} AS ${c}`)])
      .where('u.id = ANY(CAST(:ids AS uuid[]))', { ids })
      .getRawMany<UserRecord>();
  }

  /**
   * The user and profile (and, when signed up in another language than the default, its language
   * preference) in one transaction; undefined when the email is taken (case-insensitively).
   */
  async insertWithProfile(
    u: NewUser,
    em: EntityManager = this.dataSource.manager,
  ): Promise<string | undefined> {
    return em.transaction(async (tx) => {
      // ON CONFLICT DO NOTHING: the only unique index a new row can hit is lower(email)'s (the id is new).
      const inserted = await tx
        .getRepository(UserEntity)
        .createQueryBuilder()
        .insert()
        .values({ email: u.email, password_hash: u.passwordHash })
        .orIgnore()
        .returning(['id'])
        .execute();
      const [row] = inserted.raw as { id: string }[];
      if (!row) return undefined;
      await tx
        .getRepository(UserProfileEntity)
        .createQueryBuilder()
        .insert()
        .values({
          id: row.id,
          role: u.role,
          first_name: u.first_name,
          last_name: u.last_name,
          extra: u.extra as never, // jsonb, sent as JSON text
        })
        .execute();
      // The other preferences keep their defaults (the row's column defaults).
      if (u.language)
        await tx.getRepository(UserPreferencesEntity).insert({ user_id: row.id, language: u.language });
      return row.id;
    });
  }

  /**
   * Sets the given names and merges the extra fields (a null value removes one). A user without a
   * profile row gets one with role `guest`, so editing a profile never changes the role. In one
   * transaction (the caller's when `em` is given): the row is created when missing (ON CONFLICT DO
   * NOTHING), else updated.
   */
  async updateProfile(id: string, patch: ProfilePatch, em?: EntityManager): Promise<void> {
    const extra = JSON.stringify(patch.extra);
    const write = async (tx: EntityManager) => {
      const profiles = tx.getRepository(UserProfileEntity);
      const inserted = await profiles
        .createQueryBuilder()
        .insert()
        .values({
          id,
          role: 'guest',
          first_name: patch.first_name ?? null,
          last_name: patch.last_name ?? null,
          extra: () => 'jsonb_strip_nulls(CAST(:extra AS jsonb))',
        })
        .setParameter('extra', extra)
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length > 0) return;
      const set: Record<string, unknown> = {
        extra: () => 'jsonb_strip_nulls(extra || CAST(:extra AS jsonb))',
        updated_at: () => 'now()',
      };
      if (patch.first_name !== undefined) set.first_name = patch.first_name;
      if (patch.last_name !== undefined) set.last_name = patch.last_name;
      await profiles
        .createQueryBuilder()
        .update()
        .set(set)
        .where('id = :id', { id })
        .setParameter('extra', extra)
        .execute();
    };
    await (em ? write(em) : this.dataSource.transaction(write));
  }

  async findIdByEmail(email: string): Promise<string | undefined> {
    const row = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('lower(u.email) = lower(:email)', { email })
      .getRawOne<{ id: string }>();
    return row?.id;
  }

  /** Marks the email verified if the user still has this address; false otherwise. */
  async markEmailVerified(
    id: string,
    email: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const result = await em
      .getRepository(UserEntity)
      .createQueryBuilder()
      .update()
      .set({ email_verified: true, updated_at: () => 'now()' })
      .where('id = :id AND lower(email) = lower(:email)', { id, email })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
