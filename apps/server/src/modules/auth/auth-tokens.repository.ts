import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AuthTokenPurpose } from './entities/auth-token.entity.js';
import { queryRows } from '../../database/query-rows.js';

/** Named queries over auth_tokens: one-time tokens sent by mail (stored as sha256). */
@Injectable()
export class AuthTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new token and retires the user's earlier unused ones of the same purpose. */
  async issue(t: {
    userId: string;
    purpose: AuthTokenPurpose;
    email: string;
    tokenHash: string;
    ttlS: number;
  }): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await queryRows(
        tx,
        'UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
        [t.userId, t.purpose],
      );
      await queryRows(
        tx,
        `INSERT INTO auth_tokens (token_hash, user_id, purpose, email, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [t.tokenHash, t.userId, t.purpose, t.email, t.ttlS],
      );
    });
  }

  /** The token's user if it is unused and unexpired (without using it). */
  async peek(
    tokenHash: string,
    purpose: AuthTokenPurpose,
  ): Promise<{ userId: string; email: string } | undefined> {
    const rows: { user_id: string; email: string }[] = await queryRows(
      this.dataSource,
      `SELECT user_id, email FROM auth_tokens
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash, purpose],
    );
    return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : undefined;
  }

  /** Uses the token up, atomically: of two concurrent uses only one gets the user. */
  async consume(
    tokenHash: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ userId: string; email: string } | undefined> {
    const rows: { user_id: string; email: string }[] = await queryRows(
      em,
      `UPDATE auth_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id, email`,
      [tokenHash, purpose],
    );
    return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : undefined;
  }

  async retireAll(
    userId: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await queryRows(
      em,
      'UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose],
    );
  }
}
