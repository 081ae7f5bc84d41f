import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { RECENT_SIGN_IN_S, RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@atrium/schema';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isAdminRole } from '../../common/http/principal.js';
import type { Principal } from '../../common/http/principal.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { verifyPassword } from '../users/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import { authMails } from './auth-mails.js';
import { AuthException, BAD_CODE } from './auth.exception.js';
import { CredentialsRepository } from './credentials.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { accountKey } from './request-meta.js';
import { SessionsService } from './sessions.service.js';

export const TOTP_ISSUER = 'Atrium';
/** enable-2fa's answer to a session that signed in too long ago and sent no password. */
export const RECENT_SIGN_IN_NEEDED = 'Enter your password: you signed in more than 10 minutes ago';
/** Codes of the previous and next 30-second step are accepted too (clock drift). */
const EPOCH_TOLERANCE_S = 30;
/** Recovery codes: 16 characters from a 32-letter alphabet (80 bits), shown as xxxx-xxxx-xxxx-xxxx. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let i = 0; i < 16; i++) code += RECOVERY_ALPHABET[bytes[i] & 31];
  return code.match(/.{4}/g)!.join('-');
}

function recoveryHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/**
 * TOTP two-factor authentication (otplib 13). A code is accepted once: the time step of each
 * accepted code is stored and only a later step can be claimed (a conditional UPDATE, so two
 * concurrent uses of one code cannot both win). Recovery codes are stored as sha256 hashes and
 * each is marked used atomically.
 *
 * Turning 2FA on or off signs out every other session of the account, in the transaction of the
 * change (as a password change does): a session that began under the old rule does not outlive
 * it. Turning it on from a session that signed in more than RECENT_SIGN_IN_S ago needs the
 * password too, so a token lifted from a long-open tab cannot bind the account to another
 * person's authenticator.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly credentials: CredentialsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly deferred: DeferredTasks,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new secret, pending until enable() confirms a code from it. Replaces an earlier pending one. */
  async setup(userId: string): Promise<TwoFactorSetupResponse> {
    const state = await this.credentials.findMfa(userId);
    if (!state) throw AuthException.twoFactorSetupFailed('Account not found');
    if (state.mfa_enabled) throw AuthException.twoFactorAlreadyOn('2FA_SETUP_FAILED');
    const secret = generateSecret();
    if (!(await this.credentials.setPendingSecret(userId, secret))) {
      throw AuthException.twoFactorAlreadyOn('2FA_SETUP_FAILED');
    }
    return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: state.email, secret }) };
  }

  /**
   * Turns the pending secret on with a code from it. `password` is required when the session
   * signed in more than RECENT_SIGN_IN_S ago, and checked whenever it is given; one attempt
   * covers the password and the code, counted before either is checked.
   */
  async enable(me: Principal, code: string, password?: string): Promise<RecoveryCodesResponse> {
    const userId = me.userId;
    const state = await this.credentials.findMfa(userId);
    if (!state) throw AuthException.twoFactorEnableFailed('', 'Account not found');
    if (state.mfa_enabled) throw AuthException.twoFactorAlreadyOn('2FA_ENABLE_FAILED');
    if (!state.mfa_pending_secret) throw AuthException.twoFactorEnableFailed('', 'Start with setup-2fa');
    if (password === undefined && !(await this.signedInRecently(me))) {
      throw AuthException.twoFactorEnableFailed('password', RECENT_SIGN_IN_NEEDED);
    }
    // Counted before the code is checked (see AuthService.signIn); a right code gives it back.
    const attempt = await this.limits.attempt('signinFailures', accountKey(state.email));
    let step: number | undefined;
    try {
      if (password !== undefined) {
        const account = await this.credentials.findById(userId);
        if (!account || !(await verifyPassword(account.password_hash, password))) {
          attempt.fail();
          throw AuthException.twoFactorEnableFailed('password', 'Password is incorrect');
        }
      }
      step = TOTP_CODE_PATTERN.test(code)
        ? await this.totpStep(state.mfa_pending_secret, code, null)
        : undefined;
      if (step === undefined) attempt.fail();
    } finally {
      await attempt.release();
    }
    if (step === undefined) throw AuthException.twoFactorEnableFailed('totpCode', BAD_CODE);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const pending = state.mfa_pending_secret;
    const revoked = await this.dataSource.transaction(async (tx) => {
      if (!(await this.credentials.enableMfa(userId, pending, step, recoveryCodes.map(recoveryHash), tx))) {
        throw AuthException.twoFactorEnableFailed('', 'Start with setup-2fa');
      }
      return this.sessions.revokeAllIn(tx, userId, '2fa_enabled', me.sessionId);
    });
    this.sessions.forget(revoked);
    this.users.invalidate(userId);
    this.deferred.run('2fa enabled notice', () =>
      this.mail.sendTo(state.email, (l) => authMails.twoFactorEnabled(state.email, l)),
    );
    return { recoveryCodes };
  }

  /** Whether the caller's session signed in at most RECENT_SIGN_IN_S ago. */
  private async signedInRecently(me: Principal): Promise<boolean> {
    const at = me.sessionId ? await this.sessions.signedInAt(me.userId, me.sessionId) : undefined;
    return at !== undefined && Date.now() - at.getTime() <= RECENT_SIGN_IN_S * 1000;
  }

  /** Needs the password and a current code (TOTP or recovery). Refused for admins when REQUIRE_ADMIN_2FA is on. */
  /** Whether the account's 2FA is on (what POST /auth/disable-2fa asks of its body depends on it). */
  async isEnabled(userId: string): Promise<boolean> {
    return (await this.credentials.findMfa(userId))?.mfa_enabled === true;
  }

  async disable(me: Principal, role: string, password: string, code: string): Promise<void> {
    const userId = me.userId;
    const state = await this.credentials.findMfa(userId);
    if (!state?.mfa_enabled)
      throw AuthException.twoFactorDisableFailed('', 'Two-factor authentication is not on');
    if (this.config.auth.requireAdmin2fa && isAdminRole(role)) {
      throw AuthException.twoFactorDisableFailed('', 'Two-factor authentication is required for admin roles');
    }
    // One attempt covers both secrets, counted before either is checked; a success gives it back.
    const attempt = await this.limits.attempt('signinFailures', accountKey(state.email));
    try {
      const account = await this.credentials.findById(userId);
      if (!account || !(await verifyPassword(account.password_hash, password))) {
        attempt.fail();
        throw AuthException.twoFactorDisableFailed('password', 'Password is incorrect');
      }
      if (!(await this.checkCode(userId, code))) {
        attempt.fail();
        throw AuthException.twoFactorDisableFailed('totpCode', BAD_CODE);
      }
    } finally {
      await attempt.release();
    }
    const revoked = await this.dataSource.transaction(async (tx) => {
      await this.credentials.disableMfa(userId, tx);
      return this.sessions.revokeAllIn(tx, userId, '2fa_disabled', me.sessionId);
    });
    this.sessions.forget(revoked);
    this.users.invalidate(userId);
    this.deferred.run('2fa disabled notice', () =>
      this.mail.sendTo(state.email, (l) => authMails.twoFactorDisabled(state.email, l)),
    );
  }

  /**
   * Replaces all recovery codes with 10 new ones (answered once). Presence is proven by the
   * password or a current code (TOTP or an unused recovery code, which is used up); when both
   * are given both must be right. One attempt covers both, counted before either is checked.
   */
  async regenerateRecoveryCodes(
    userId: string,
    proof: { password?: string; totpCode?: string },
  ): Promise<RecoveryCodesResponse> {
    const state = await this.credentials.findMfa(userId);
    if (!state?.mfa_enabled)
      throw AuthException.recoveryCodesFailed('', 'Two-factor authentication is not on');
    const attempt = await this.limits.attempt('signinFailures', accountKey(state.email));
    try {
      if (proof.password !== undefined) {
        const account = await this.credentials.findById(userId);
        if (!account || !(await verifyPassword(account.password_hash, proof.password))) {
          attempt.fail();
          throw AuthException.recoveryCodesFailed('password', 'Password is incorrect');
        }
      }
      if (proof.totpCode !== undefined && !(await this.checkCode(userId, proof.totpCode))) {
        attempt.fail();
        throw AuthException.recoveryCodesFailed('totpCode', BAD_CODE);
      }
    } finally {
      await attempt.release();
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (!(await this.credentials.replaceRecoveryCodes(userId, recoveryCodes.map(recoveryHash)))) {
      throw AuthException.recoveryCodesFailed('', 'Two-factor authentication is not on');
    }
    this.users.invalidate(userId);
    this.deferred.run('recovery codes replaced notice', () =>
      this.mail.sendTo(state.email, (l) => authMails.recoveryCodesReplaced(state.email, l)),
    );
    return { recoveryCodes };
  }

  /**
   * Turns 2FA off for a user who lost their second factor (an admin's reset), inside the caller's
   * transaction: secrets, pending secret and recovery codes are gone, and the user signs in with
   * the password alone until they set 2FA up again. The caller calls `afterReset` once committed.
   */
  resetIn(em: EntityManager, userId: string): Promise<boolean> {
    return this.credentials.resetMfa(userId, em);
  }

  /** After a committed reset: the account is re-read on its next request, and its owner is told. */
  afterReset(userId: string, email: string): void {
    this.users.invalidate(userId);
    this.deferred.run('2fa reset notice', () =>
      this.mail.sendTo(email, (l) => authMails.twoFactorReset(email, l)),
    );
  }

  /**
   * Checks a second factor of a user with 2FA on and uses it up: a 6-digit code is a TOTP code,
   * anything else a recovery code.
   */
  async checkCode(userId: string, code: string): Promise<boolean> {
    if (TOTP_CODE_PATTERN.test(code)) {
      const state = await this.credentials.findMfa(userId);
      if (!state?.mfa_enabled || !state.mfa_secret) return false;
      const step = await this.totpStep(state.mfa_secret, code, state.mfa_last_time_step);
      return step !== undefined && (await this.credentials.claimTimeStep(userId, step));
    }
    const used = await this.credentials.consumeRecoveryCode(userId, recoveryHash(code));
    if (used) {
      this.deferred.run('recovery code notice', async () => {
        const [state, left] = await Promise.all([
          this.credentials.findMfa(userId),
          this.credentials.countUnusedRecoveryCodes(userId),
        ]);
        if (state)
          await this.mail.sendTo(state.email, (l) => authMails.recoveryCodeUsed(state.email, left, l));
      });
    }
    return used;
  }

  /** The time step of a valid code later than `after`, else undefined. */
  private async totpStep(secret: string, code: string, after: string | null): Promise<number | undefined> {
    try {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: EPOCH_TOLERANCE_S,
        ...(after !== null ? { afterTimeStep: Number(after) } : {}),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : undefined;
    } catch {
      return undefined;
    }
  }
}
