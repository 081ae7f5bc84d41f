import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { SecretBox, SecretBoxError } from '../../common/crypto/secret-box.js';
import { ConfigError } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
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

/** A user's 2FA state, secrets decrypted (null when absent, or when they cannot be decrypted). */
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
 *
 * TOTP secrets (`mfa_secret`, `mfa_pending_secret`) are stored sealed with SECRETS_KEY
 * (common/crypto/secret-box.ts, AES-256-GCM, the user id as authenticated data); callers only
 * see plaintext. At start (onModuleInit) rows stored in plain text by earlier versions are
 * sealed, and a start whose key cannot open the stored secrets is refused (see the README).
 */
@Injectable()
export class CredentialsRepository implements OnModuleInit {
  private readonly logger = new Logger('CredentialsRepository');
  private readonly box: SecretBox;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.secretsKey);
  }

  async onModuleInit(): Promise<void> {
    await this.checkKey();
    const sealed = await this.sealPlaintextSecrets();
    if (sealed) this.logger.log(`encrypted the TOTP secrets of ${sealed} account(s) stored in plain text`);
  }

  /** Refuses to start when stored secrets were sealed with another key: 2FA would fail for those users. */
  private async checkKey(): Promise<void> {
    const [row]: { n: number }[] = await queryRows(
      this.dataSource,
      `SELECT count(*)::int AS n FROM users
       WHERE (mfa_secret LIKE 'v1:%' AND mfa_secret NOT LIKE $1)
          OR (mfa_pending_secret LIKE 'v1:%' AND mfa_pending_secret NOT LIKE $1)`,
      [this.box.likePattern],
    );
    if (row.n > 0) {
      throw new ConfigError(
        `SECRETS_KEY does not match the key that encrypted the TOTP secrets of ${row.n} account(s) ` +
          `(this key's id is ${this.box.keyId}; the stored ones start v1:<key id>:). Start with the ` +
          'key they were encrypted with (SECRETS_KEY, or DATA_DIR/secrets-key), or see ' +
          '"Lost SECRETS_KEY" in apps/server/src/modules/auth/README.md.',
      );
    }
  }

  /**
   * Seals every secret still stored in plain text, in one transaction; returns how many rows.
   * Idempotent, and safe with several nodes starting at once: the rows are locked, and a row
   * another node sealed meanwhile no longer matches.
   */
  async sealPlaintextSecrets(): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      const rows: { id: string; mfa_secret: string | null; mfa_pending_secret: string | null }[] =
        await queryRows(
          tx,
          `SELECT id, mfa_secret, mfa_pending_secret FROM users
           WHERE (mfa_secret IS NOT NULL AND mfa_secret NOT LIKE 'v1:%')
              OR (mfa_pending_secret IS NOT NULL AND mfa_pending_secret NOT LIKE 'v1:%')
           FOR UPDATE`,
        );
      if (!rows.length) return 0;
      const seal = (v: string | null, id: string) =>
        v === null || SecretBox.isSealed(v) ? v : this.box.seal(v, id);
      await queryRows(
        tx,
        `UPDATE users u SET mfa_secret = v.secret, mfa_pending_secret = v.pending
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, secret, pending)
         WHERE u.id = v.id`,
        [
          rows.map((r) => r.id),
          rows.map((r) => seal(r.mfa_secret, r.id)),
          rows.map((r) => seal(r.mfa_pending_secret, r.id)),
        ],
      );
      return rows.length;
    });
  }

  /** The plaintext of a stored secret, or null (logged) when it cannot be decrypted. */
  private openSecret(stored: string | null, userId: string, column: string): string | null {
    if (stored === null) return null;
    try {
      return this.box.open(stored, userId);
    } catch (err) {
      // A secret sealed by a node with another key, or changed in the database: that user's TOTP
      // codes fail (as wrong codes) until 2FA is set up again; recovery codes still work.
      const reason = err instanceof SecretBoxError ? err.message : String(err);
      this.logger.error(`users.${column} of user ${userId} cannot be decrypted: ${reason}`);
      return null;
    }
  }

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
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...row,
      mfa_secret: this.openSecret(row.mfa_secret, id, 'mfa_secret'),
      mfa_pending_secret: this.openSecret(row.mfa_pending_secret, id, 'mfa_pending_secret'),
    };
  }

  async setPendingSecret(id: string, secret: string): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      this.dataSource,
      'UPDATE users SET mfa_pending_secret = $2 WHERE id = $1 AND NOT mfa_enabled RETURNING id',
      [id, this.box.seal(secret, id)],
    );
    return rows.length > 0;
  }

  /**
   * Turns the pending secret on (if it is still the one the code was checked against), records
   * the code's time step, and replaces the recovery codes, in one transaction. The sealed value
   * moves from column to column as it is (the user id it is bound to stays the same).
   */
  async enableMfa(
    id: string,
    pendingSecret: string,
    timeStep: number,
    recoveryHashes: string[],
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const [current]: { mfa_pending_secret: string | null }[] = await queryRows(
        tx,
        'SELECT mfa_pending_secret FROM users WHERE id = $1 AND NOT mfa_enabled FOR UPDATE',
        [id],
      );
      const stored = current?.mfa_pending_secret ?? null;
      const plain = this.openSecret(stored, id, 'mfa_pending_secret');
      if (plain === null || !sameText(plain, pendingSecret)) return false;
      const rows: unknown[] = await queryRows(
        tx,
        `UPDATE users SET mfa_enabled = true, mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL,
                          mfa_last_time_step = $3, updated_at = now()
         WHERE id = $1 AND NOT mfa_enabled AND mfa_pending_secret = $2 RETURNING id`,
        [id, stored, timeStep],
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
   * An admin's reset (POST /api/users/:id/reset-2fa): 2FA off, the active and any pending secret
   * and the last time step cleared, every recovery code deleted, whatever state 2FA was in.
   * Inside the caller's transaction. True when 2FA was on.
   */
  async resetMfa(id: string, em: EntityManager): Promise<boolean> {
    const [before]: { mfa_enabled: boolean }[] = await queryRows(
      em,
      'SELECT mfa_enabled FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!before) return false;
    await queryRows(
      em,
      `UPDATE users SET mfa_enabled = false, mfa_secret = NULL, mfa_pending_secret = NULL, mfa_last_time_step = NULL,
                        updated_at = now()
       WHERE id = $1`,
      [id],
    );
    await queryRows(em, 'DELETE FROM mfa_recovery_codes WHERE user_id = $1', [id]);
    return before.mfa_enabled;
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

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
