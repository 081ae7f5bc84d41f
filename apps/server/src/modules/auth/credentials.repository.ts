import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { SecretBox, SecretBoxError } from '../../common/crypto/secret-box.js';
import { ConfigError } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { queryRows } from '../../database/query-rows.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { RecoveryCodeEntity } from './entities/recovery-code.entity.js';

/** The columns of {@link Credentials}, as the query builder selects them. */
const CREDENTIAL_SELECT = [
  'id',
  'email',
  'password_hash',
  'email_verified',
  'is_disabled',
  'mfa_enabled',
].map((c) => `u.${c} AS ${c}`);

/** What sign-in needs to know about an account. */
export interface Credentials {
  id: string;
  email: string;
  /** Null until an invited account's first password is set. */
  password_hash: string | null;
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
 * Through TypeORM's query builder, but for sign-in's account read (benchmarked). The credential
 * columns are `internal` in the users declaration (select: false), so every read names them.
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

  private users(em: EntityManager = this.dataSource.manager) {
    return em.getRepository(UserEntity);
  }

  private recoveryCodes(em: EntityManager = this.dataSource.manager) {
    return em.getRepository(RecoveryCodeEntity);
  }

  /** Refuses to start when stored secrets were sealed with another key: 2FA would fail for those users. */
  private async checkKey(): Promise<void> {
    const n = await this.users()
      .createQueryBuilder('u')
      .where(
        `(u.mfa_secret LIKE 'v1:%' AND u.mfa_secret NOT LIKE :pattern)
          OR (u.mfa_pending_secret LIKE 'v1:%' AND u.mfa_pending_secret NOT LIKE :pattern)`,
        { pattern: this.box.likePattern },
      )
      .getCount();
    if (n > 0) {
      throw new ConfigError(
        `SECRETS_KEY does not match the key that encrypted the TOTP secrets of ${n} account(s) ` +
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
      const rows = await this.users(tx)
        .createQueryBuilder('u')
        .select(['u.id AS id', 'u.mfa_secret AS mfa_secret', 'u.mfa_pending_secret AS mfa_pending_secret'])
        .where(
          `(u.mfa_secret IS NOT NULL AND u.mfa_secret NOT LIKE 'v1:%')
            OR (u.mfa_pending_secret IS NOT NULL AND u.mfa_pending_secret NOT LIKE 'v1:%')`,
        )
        .setLock('pessimistic_write')
        .getRawMany<{ id: string; mfa_secret: string | null; mfa_pending_secret: string | null }>();
      const seal = (v: string | null, id: string) =>
        v === null || SecretBox.isSealed(v) ? v : this.box.seal(v, id);
      for (const r of rows) {
        await this.users(tx).update(
          { id: r.id },
          { mfa_secret: seal(r.mfa_secret, r.id), mfa_pending_secret: seal(r.mfa_pending_secret, r.id) },
        );
      }
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

  // SQL kept for speed: sign-in's account read (POST /api/auth/signin, tools/bench/auth.mjs and signin-limits.mjs).
  async findByEmail(email: string): Promise<Credentials | undefined> {
    const rows: Credentials[] = await queryRows(
      this.dataSource,
      `SELECT id, email, password_hash, email_verified, is_disabled, mfa_enabled FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  async findById(id: string): Promise<Credentials | undefined> {
    return this.users()
      .createQueryBuilder('u')
      .select(CREDENTIAL_SELECT)
      .where('u.id = :id', { id })
      .getRawOne<Credentials>();
  }

  async setPasswordHash(
    id: string,
    hash: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await this.users(em).update(
      { id },
      { password_hash: hash, password_changed_at: () => 'now()', updated_at: () => 'now()' },
    );
  }

  /**
   * An invited account's first password: only while it has none, is not disabled and still has the
   * address the invitation went to. False when the row did not qualify.
   */
  async setFirstPasswordHash(id: string, email: string, hash: string, em: EntityManager): Promise<boolean> {
    const result = await this.users(em)
      .createQueryBuilder()
      .update()
      .set({ password_hash: hash, password_changed_at: () => 'now()', updated_at: () => 'now()' })
      .where('id = :id AND password_hash IS NULL AND is_disabled = false', { id })
      .andWhere('lower(email) = lower(:email)', { email })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Re-hash with today's parameters, unless the password changed meanwhile. */
  async upgradePasswordHash(id: string, oldHash: string | null, newHash: string): Promise<void> {
    if (oldHash === null) return;
    await this.users().update({ id, password_hash: oldHash }, { password_hash: newHash });
  }

  async findMfa(id: string): Promise<MfaState | undefined> {
    const row = await this.users()
      .createQueryBuilder('u')
      .select([
        'u.email AS email',
        'u.mfa_enabled AS mfa_enabled',
        'u.mfa_secret AS mfa_secret',
        'u.mfa_pending_secret AS mfa_pending_secret',
        'CAST(u.mfa_last_time_step AS text) AS mfa_last_time_step',
      ])
      .where('u.id = :id', { id })
      .getRawOne<MfaState>();
    if (!row) return undefined;
    return {
      ...row,
      mfa_secret: this.openSecret(row.mfa_secret, id, 'mfa_secret'),
      mfa_pending_secret: this.openSecret(row.mfa_pending_secret, id, 'mfa_pending_secret'),
    };
  }

  async setPendingSecret(id: string, secret: string): Promise<boolean> {
    const result = await this.users()
      .createQueryBuilder()
      .update()
      .set({ mfa_pending_secret: this.box.seal(secret, id) })
      .where('id = :id AND NOT mfa_enabled', { id })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * Turns the pending secret on (if it is still the one the code was checked against), records
   * the code's time step, and replaces the recovery codes, inside the caller's transaction (the
   * user's row is locked first). The sealed value
   * moves from column to column as it is (the user id it is bound to stays the same). Records
   * whether the address was unverified at that moment (`mfa_unverified_setup`): a password reset
   * clears such a 2FA even after the address is verified later (see resetMfaIfUnverified).
   */
  async enableMfa(
    id: string,
    pendingSecret: string,
    timeStep: number,
    recoveryHashes: string[],
    tx: EntityManager,
  ): Promise<boolean> {
    const current = await this.users(tx)
      .createQueryBuilder('u')
      .select('u.mfa_pending_secret', 'mfa_pending_secret')
      .where('u.id = :id AND NOT u.mfa_enabled', { id })
      .setLock('pessimistic_write')
      .getRawOne<{ mfa_pending_secret: string | null }>();
    const stored = current?.mfa_pending_secret ?? null;
    const plain = this.openSecret(stored, id, 'mfa_pending_secret');
    if (plain === null || !sameText(plain, pendingSecret)) return false;
    const result = await this.users(tx)
      .createQueryBuilder()
      .update()
      .set({
        mfa_enabled: true,
        mfa_secret: () => 'mfa_pending_secret',
        mfa_pending_secret: null,
        mfa_last_time_step: String(timeStep),
        mfa_unverified_setup: () => 'NOT email_verified',
        updated_at: () => 'now()',
      })
      .where('id = :id AND NOT mfa_enabled AND mfa_pending_secret = :stored', { id, stored })
      .returning(['id'])
      .execute();
    if (!(result.raw as unknown[]).length) return false;
    await this.recoveryCodes(tx).delete({ user_id: id });
    if (recoveryHashes.length) {
      await this.recoveryCodes(tx)
        .createQueryBuilder()
        .insert()
        .values(recoveryHashes.map((code_hash) => ({ user_id: id, code_hash })))
        .execute();
    }
    return true;
  }

  /**
   * Replaces every recovery code of a user with 2FA on, in one transaction (the user's row is
   * locked, so a concurrent disable or a second regeneration waits): the old codes stop working
   * when it commits. False, and nothing changed, when 2FA is off.
   */
  async replaceRecoveryCodes(id: string, recoveryHashes: string[]): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const current = await this.users(tx)
        .createQueryBuilder('u')
        .select('u.id', 'id')
        .where('u.id = :id AND u.mfa_enabled', { id })
        .setLock('pessimistic_write')
        .getRawOne<{ id: string }>();
      if (!current) return false;
      await this.recoveryCodes(tx).delete({ user_id: id });
      await this.recoveryCodes(tx)
        .createQueryBuilder()
        .insert()
        .values(recoveryHashes.map((code_hash) => ({ user_id: id, code_hash })))
        .execute();
      return true;
    });
  }

  /**
   * Clears 2FA (off, secrets, last time step, the unverified-setup mark) of the user, or only when
   * it is on; how many rows changed.
   */
  private async clearMfa(em: EntityManager, id: string, onlyEnabled: boolean): Promise<number> {
    const qb = this.users(em)
      .createQueryBuilder()
      .update()
      .set({
        mfa_enabled: false,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_time_step: null,
        mfa_unverified_setup: false,
        updated_at: () => 'now()',
      })
      .where('id = :id', { id });
    if (onlyEnabled) qb.andWhere('mfa_enabled');
    const result = await qb.returning(['id']).execute();
    return (result.raw as unknown[]).length;
  }

  /** Turns 2FA off and deletes the recovery codes, inside the caller's transaction. */
  async disableMfa(id: string, tx: EntityManager): Promise<boolean> {
    const changed = await this.clearMfa(tx, id, true);
    await this.recoveryCodes(tx).delete({ user_id: id });
    return changed > 0;
  }

  /**
   * An admin's reset (POST /api/users/:id/reset-2fa): 2FA off, the active and any pending secret
   * and the last time step cleared, every recovery code deleted, whatever state 2FA was in.
   * Inside the caller's transaction. True when 2FA was on.
   */
  resetMfa(id: string, em: EntityManager): Promise<boolean> {
    return this.resetMfaWhere(id, em, false);
  }

  /**
   * The same reset, only when the user's address was never verified, or 2FA was turned on while
   * it was not (`mfa_unverified_setup`, kept when the address is verified later): whoever set that
   * 2FA up had not proven the mailbox, so it may be a stranger who signed up with someone else's
   * address — and the owner may have clicked the verify link mailed at sign-up since. For a flow
   * that proves the mailbox (a password reset), in its transaction, before it marks the address
   * verified. A 2FA turned on after the address was verified stays. True when 2FA was on.
   */
  resetMfaIfUnverified(id: string, em: EntityManager): Promise<boolean> {
    return this.resetMfaWhere(id, em, true);
  }

  private async resetMfaWhere(id: string, em: EntityManager, onlyUnverified: boolean): Promise<boolean> {
    const before = await this.users(em)
      .createQueryBuilder('u')
      .select('u.mfa_enabled', 'mfa_enabled')
      .addSelect('u.email_verified', 'email_verified')
      .addSelect('u.mfa_unverified_setup', 'mfa_unverified_setup')
      .where('u.id = :id', { id })
      .setLock('pessimistic_write')
      .getRawOne<{ mfa_enabled: boolean; email_verified: boolean; mfa_unverified_setup: boolean }>();
    if (!before) return false;
    if (onlyUnverified && before.email_verified && !before.mfa_unverified_setup) return false;
    await this.clearMfa(em, id, false);
    await this.recoveryCodes(em).delete({ user_id: id });
    return before.mfa_enabled;
  }

  /**
   * Records that a TOTP code of this time step was used. Atomic: only one of two concurrent
   * uses of the same (or an older) step succeeds, so a code works once.
   */
  async claimTimeStep(id: string, timeStep: number): Promise<boolean> {
    const result = await this.users()
      .createQueryBuilder()
      .update()
      .set({ mfa_last_time_step: String(timeStep) })
      .where('id = :id AND mfa_enabled AND (mfa_last_time_step IS NULL OR mfa_last_time_step < :timeStep)', {
        id,
        timeStep,
      })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Uses up a recovery code; false when it is unknown or was used before. */
  async consumeRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    const result = await this.recoveryCodes()
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('user_id = :id AND code_hash = :codeHash AND used_at IS NULL', { id, codeHash })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async countUnusedRecoveryCodes(id: string): Promise<number> {
    return this.recoveryCodes().count({ where: { user_id: id, used_at: IsNull() } });
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
