import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

/** What sign-in needs to know about an account. */
export interface Credentials {
  id: string;
  email: string;
  password_hash: string;
  email_verified: boolean;
  is_disabled: boolean;
  mfa_enabled: boolean;
}

export interface MfaState {
  email: string;
  mfa_enabled: boolean;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  /** bigint as text; null before the first code. */
  mfa_last_time_step: string | null;
}

/**
 * The credential columns of `users` (password_hash, mfa_*, password_changed_at) and the
 * recovery codes. The users module owns identity and profile; this module owns credentials.
 */
@Injectable()
export class CredentialsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<Credentials | undefined> {
    const rows: Credentials[] = await queryRows(
      this.dataSource,
      `SELECT id, email, password_hash, email_verified, is_disabled, mfa_enabled FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  async findById(id: string): Promise<Credentials | undefined> {
    const rows: Credentials[] = await queryRows(
      this.dataSource,
      `SELECT id, email, password_hash, email_verified, is_disabled, mfa_enabled FROM users WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async setPasswordHash(
    id: string,
    hash: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await queryRows(
      em,
      'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
      [id, hash],
    );
  }

  /** Re-hash with today's parameters, unless the password changed meanwhile. */
  async upgradePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
    await queryRows(
      this.dataSource,
      'UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2',
      [id, oldHash, newHash],
    );
  }

  async findMfa(id: string): Promise<MfaState | undefined> {
    const rows: MfaState[] = await queryRows(
      this.dataSource,
      `SELECT email, mfa_enabled, mfa_secret, mfa_pending_secret, mfa_last_time_step::text AS mfa_last_time_step
       FROM users WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async setPendingSecret(id: string, secret: string): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      this.dataSource,
      'UPDATE users SET mfa_pending_secret = $2 WHERE id = $1 AND NOT mfa_enabled RETURNING id',
      [id, secret],
    );
    return rows.length > 0;
  }

  /**
   * Turns the pending secret on (if it is still the one the code was checked against), records
   * the code's time step, and replaces the recovery codes, in one transaction.
   */
  async enableMfa(
    id: string,
    pendingSecret: string,
    timeStep: number,
    recoveryHashes: string[],
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const rows: unknown[] = await queryRows(
        tx,
        `UPDATE users SET mfa_enabled = true, mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL,
                          mfa_last_time_step = $3, updated_at = now()
         WHERE id = $1 AND NOT mfa_enabled AND mfa_pending_secret = $2 RETURNING id`,
        [id, pendingSecret, timeStep],
      );
      if (!rows.length) return false;
      await queryRows(tx, 'DELETE FROM mfa_recovery_codes WHERE user_id = $1', [id]);
      await queryRows(
        tx,
        'INSERT INTO mfa_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])',
        [id, recoveryHashes],
      );
      return true;
    });
  }

  async disableMfa(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const rows: unknown[] = await queryRows(
        tx,
        `UPDATE users SET mfa_enabled = false, mfa_secret = NULL, mfa_pending_secret = NULL, mfa_last_time_step = NULL,
                          updated_at = now()
         WHERE id = $1 AND mfa_enabled RETURNING id`,
        [id],
      );
      await queryRows(tx, 'DELETE FROM mfa_recovery_codes WHERE user_id = $1', [id]);
      return rows.length > 0;
    });
  }

  /**
   * Records that a TOTP code of this time step was used. Atomic: only one of two concurrent
   * uses of the same (or an older) step succeeds, so a code works once.
   */
  async claimTimeStep(id: string, timeStep: number): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      this.dataSource,
      `UPDATE users SET mfa_last_time_step = $2
       WHERE id = $1 AND mfa_enabled AND (mfa_last_time_step IS NULL OR mfa_last_time_step < $2) RETURNING id`,
      [id, timeStep],
    );
    return rows.length > 0;
  }

  /** Uses up a recovery code; false when it is unknown or was used before. */
  async consumeRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      this.dataSource,
      `UPDATE mfa_recovery_codes SET used_at = now()
       WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [id, codeHash],
    );
    return rows.length > 0;
  }

  async countUnusedRecoveryCodes(id: string): Promise<number> {
    const [row]: { n: number }[] = await queryRows(
      this.dataSource,
      'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [id],
    );
    return row.n;
  }
}
