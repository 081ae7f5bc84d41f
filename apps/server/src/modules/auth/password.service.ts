import { Inject, Injectable } from '@nestjs/common';
import { PASSWORD_RESET_TTL_SECONDS } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { hashPassword, verifyPassword } from '../users/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import { hashToken, newOpaqueToken } from './access-token.service.js';
import { resetPasswordLink } from './auth-links.js';
import { authMails } from './auth-mails.js';
import { AuthException } from './auth.exception.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { CredentialsRepository } from './credentials.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { accountKey } from './request-meta.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Change password (signed in) and forgot/reset by mail. */
@Injectable()
export class PasswordService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly credentials: CredentialsRepository,
    private readonly tokens: AuthTokensRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly deferred: DeferredTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Needs the current password; the caller's other sessions are revoked, this one stays. */
  async change(principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
    const account = await this.credentials.findById(principal.userId);
    if (!account) throw AuthException.passwordChangeFailed();
    // Counted before the password is checked (see AuthService.signIn); a right one gives it back.
    const attempt = await this.limits.attempt('signinFailures', accountKey(account.email));
    try {
      if (!(await verifyPassword(account.password_hash, currentPassword))) {
        attempt.fail();
        throw AuthException.passwordChangeFailed([
          { path: 'currentPassword', message: 'Current password is incorrect' },
        ]);
      }
    } finally {
      await attempt.release();
    }
    const hash = await hashPassword(newPassword);
    const revoked = await this.dataSource.transaction(async (tx) => {
      await this.credentials.setPasswordHash(principal.userId, hash, tx);
      await this.tokens.retireAll(principal.userId, 'password_reset', tx);
      return this.sessionRows.revokeAll(principal.userId, 'password_changed', principal.sessionId, tx);
    });
    this.sessions.forget(revoked);
    this.users.invalidate(principal.userId);
    this.deferred.run('password changed notice', () =>
      this.mail.sendTo(account.email, (l) => authMails.passwordChanged(account.email, l)),
    );
  }

  /**
   * POST /auth/forgot-password: answers at once, the same whether or not the email exists; the
   * lookup, the token and the mail happen afterwards. Limited per address.
   */
  async forgot(email: string): Promise<void> {
    await this.limits.consume('mailPerAddress', accountKey(email));
    this.deferred.run('password reset mail', async () => {
      const account = await this.credentials.findByEmail(email);
      if (!account || account.is_disabled) return;
      const token = newOpaqueToken();
      await this.tokens.issue({
        userId: account.id,
        purpose: 'password_reset',
        email: account.email,
        tokenHash: hashToken(token),
        ttlS: PASSWORD_RESET_TTL_SECONDS,
      });
      await this.mail.sendTo(account.email, (l) =>
        authMails.resetPassword(account.email, resetPasswordLink(this.config, token), l),
      );
    });
  }

  /**
   * Sets a new password with a reset token (single use, 30 minutes). Every session is revoked;
   * the address is now proven, so it counts as verified. 2FA stays on (the next sign-in needs a
   * code) if it was turned on after the address was verified; if the address never was, or 2FA
   * was turned on before it was, whoever set 2FA up had not proven the mailbox — maybe a stranger
   * who signed up with this address, whose verify link the owner clicked — so 2FA is cleared and
   * the owner told.
   */
  async reset(token: string, newPassword: string): Promise<void> {
    const tokenHash = hashToken(token);
    // A cheap check first, so a bad token does not cost a hash; the token is used up atomically below.
    if (!(await this.tokens.peek(tokenHash, 'password_reset'))) throw AuthException.passwordResetFailed();
    const hash = await hashPassword(newPassword);
    const result = await this.dataSource.transaction(async (tx) => {
      const claimed = await this.tokens.consume(tokenHash, 'password_reset', tx);
      if (!claimed) return undefined;
      await this.credentials.setPasswordHash(claimed.userId, hash, tx);
      await this.tokens.retireAll(claimed.userId, 'password_reset', tx);
      const mfaCleared = await this.credentials.resetMfaIfUnverified(claimed.userId, tx);
      await this.users.markEmailVerifiedIn(tx, claimed.userId, claimed.email);
      const revoked = await this.sessionRows.revokeAll(claimed.userId, 'password_reset', null, tx);
      return { userId: claimed.userId, email: claimed.email, revoked, mfaCleared };
    });
    if (!result) throw AuthException.passwordResetFailed();
    this.deferred.run('used reset link out of the outbox', () => this.mail.forgetSecret(token));
    this.sessions.forget(result.revoked);
    this.users.invalidate(result.userId);
    this.deferred.run('password changed notice', () =>
      this.mail.sendTo(result.email, (l) => authMails.passwordChanged(result.email, l)),
    );
    if (result.mfaCleared) {
      this.deferred.run('2fa disabled notice', () =>
        this.mail.sendTo(result.email, (l) => authMails.twoFactorDisabled(result.email, l)),
      );
    }
  }
}
