import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@atrium/schema';
import type { User } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import { hashToken, newOpaqueToken } from './access-token.service.js';
import { verifyEmailLink } from './auth-links.js';
import { authMails } from './auth-mails.js';
import { AuthException } from './auth.exception.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { accountKey } from './request-meta.js';

/** Verification mails (24 h, single use) and POST /auth/verify-email. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: AuthTokensRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly deferred: DeferredTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a fresh verification link to the user's current address (earlier links stop working). */
  async send(userId: string): Promise<void> {
    const user = await this.users.getUser(userId);
    if (!user || user.email_verified) return;
    const token = newOpaqueToken();
    await this.tokens.issue({
      userId,
      purpose: 'email_verification',
      email: user.email,
      tokenHash: hashToken(token),
      ttlS: EMAIL_VERIFICATION_TTL_SECONDS,
    });
    await this.mail.sendTo(user.email, (l) =>
      authMails.verifyEmail(user.email, verifyEmailLink(this.config, token), l),
    );
  }

  /**
   * POST /auth/resend-verification: answers at once, the same whether or not the email exists;
   * the lookup and the mail happen afterwards. Limited per address (429 keyed on the address as
   * typed, so it says nothing about the account).
   */
  async resend(email: string): Promise<void> {
    await this.limits.consume('mailPerAddress', accountKey(email));
    this.deferred.run('resend verification', async () => {
      const id = await this.users.findIdByEmail(email);
      if (id) await this.send(id);
    });
  }

  async verify(token: string): Promise<{ user: User }> {
    const claimed = await this.tokens.consume(hashToken(token), 'email_verification');
    if (!claimed || !(await this.users.markEmailVerified(claimed.userId, claimed.email))) {
      throw AuthException.emailVerificationFailed();
    }
    this.deferred.run('used verification link out of the outbox', () => this.mail.forgetSecret(token));
    const user = await this.users.getUser(claimed.userId);
    if (!user) throw AuthException.emailVerificationFailed();
    return { user };
  }
}
