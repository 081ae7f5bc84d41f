import { Injectable } from '@nestjs/common';
import type { ProfileValue } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';
import type { UserProfileEntity } from './entities/user-profile.entity.js';
import type { UserEntity } from './entities/user.entity.js';

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
  passwordHash: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
  extra: Record<string, ProfileValue>;
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

/** Named queries over users (identity columns) and user_profiles. Credentials live in the auth module. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    const rows: UserRecord[] = await queryRows(this.dataSource, `${SELECT_USER} WHERE u.id = $1`, [id]);
    return rows[0];
  }

  async findManyById(ids: string[]): Promise<UserRecord[]> {
    return queryRows(this.dataSource, `${SELECT_USER} WHERE u.id = ANY($1::uuid[])`, [ids]);
  }

  /** The user and profile in one transaction; undefined when the email is taken (case-insensitively). */
  async insertWithProfile(
    u: NewUser,
    em: EntityManager = this.dataSource.manager,
  ): Promise<string | undefined> {
    return em.transaction(async (tx) => {
      const [row]: { id: string }[] = await queryRows(
        tx,
        `INSERT INTO users (email, password_hash) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [u.email, u.passwordHash],
      );
      if (!row) return undefined;
      await queryRows(
        tx,
        `INSERT INTO user_profiles (id, role, first_name, last_name, extra) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        [row.id, u.role, u.first_name, u.last_name, JSON.stringify(u.extra)],
      );
      return row.id;
    });
  }

  /**
   * Sets the given names and merges the extra fields (a null value removes one). A user without a
   * profile row gets one with role `guest`, so editing a profile never changes the role.
   */
  async updateProfile(id: string, patch: ProfilePatch): Promise<void> {
    const hasFirst = patch.first_name !== undefined;
    const hasLast = patch.last_name !== undefined;
    await queryRows(
      this.dataSource,
      `INSERT INTO user_profiles (id, role, first_name, last_name, extra)
       VALUES ($1, 'guest', $3, $5, jsonb_strip_nulls($6::jsonb))
       ON CONFLICT (id) DO UPDATE SET
         first_name = CASE WHEN $2 THEN EXCLUDED.first_name ELSE user_profiles.first_name END,
         last_name = CASE WHEN $4 THEN EXCLUDED.last_name ELSE user_profiles.last_name END,
         extra = jsonb_strip_nulls(user_profiles.extra || $6::jsonb),
         updated_at = now()`,
      [id, hasFirst, patch.first_name ?? null, hasLast, patch.last_name ?? null, JSON.stringify(patch.extra)],
    );
  }

  async findIdByEmail(email: string): Promise<string | undefined> {
    const rows: { id: string }[] = await queryRows(
      this.dataSource,
      'SELECT id FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    return rows[0]?.id;
  }

  /** Marks the email verified if the user still has this address; false otherwise. */
  async markEmailVerified(
    id: string,
    email: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      em,
      `UPDATE users SET email_verified = true, updated_at = now()
       WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
      [id, email],
    );
    return rows.length > 0;
  }
}
