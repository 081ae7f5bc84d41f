import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_INVITATION_TTL_SECONDS } from '@atrium/schema';
import type { AccountInvitePreview } from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { LimitCharge } from '../rate-limit/rate-limit.service.js';
import { hashToken, newOpaqueToken } from './access-token.service.js';
import { accountInviteLink } from './auth-links.js';
import { AuthException } from './auth.exception.js';
import { authMails } from './auth-mails.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { accountKey } from './request-meta.js';
import { profileName } from '../users/person-label.js';

/**
 * The mailed side of an admin's invitation to a new account (the users module's admin service
 * creates the account): a single-use `invitation` token, valid 7 days, and the mail carrying its
 * link to `/accept-invite`. AuthService.acceptInvite spends the token.
 */
@Injectable()
export class AccountInvites {
  constructor(
    private readonly tokens: AuthTokensRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly deferred: DeferredTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs the caller's transaction with a `countMail(senderId, email)` that counts a mail against
   * the sender's invitation limit and the address's invitation mail limit (429 over either). Call
   * it inside the transaction once the request passed every other check: a loop of invitations or
   * resends can neither flood one inbox nor make Atrium mail strangers at will, and a request that
   * fails — over either limit (the transaction rolls back), or for any other reason — counts
   * against neither (what was taken is given back). The address's password and verification
   * mails, which anyone may ask for, are counted apart and cannot use up its invitations.
   */
  withMailCount<T>(
    work: (countMail: (senderId: string, email: string) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return this.limits.charged((charge) =>
      work((senderId, email) => chargeInvitationMail(charge, senderId, email)),
    );
  }

  /** A new token in the caller's transaction; the user's earlier invitation links stop working. */
  async issueIn(em: EntityManager, userId: string, email: string): Promise<string> {
    const token = newOpaqueToken();
    await this.tokens.issue(
      {
        userId,
        purpose: 'invitation',
        email,
        tokenHash: hashToken(token),
        ttlS: ACCOUNT_INVITATION_TTL_SECONDS,
      },
      em,
    );
    return token;
  }

  /**
   * What the link's page shows before the invitee chooses a password: the address, the role the
   * account comes with, who sent the link and until when it works. Only a link that accepting
   * could use answers; any other (unknown, replaced, used, expired, cancelled, its account
   * disabled or given a password meanwhile) is refused exactly as POST /auth/accept-invite
   * refuses it, naming nothing. Reading it changes nothing.
   */
  async preview(token: string): Promise<AccountInvitePreview> {
    const row = await this.tokens.findInvitationPreview(hashToken(token));
    if (!row) throw AuthException.invitationAcceptFailed();
    const inviterName = profileName(row.inviter_first_name, row.inviter_last_name);
    return {
      email: row.email,
      role: row.role,
      role_label: row.role_label ?? row.role,
      role_description: row.role_description || null,
      invited_by_name: row.inviter_email === null ? null : inviterName || row.inviter_email,
      expires_at: row.expires_at.toISOString(),
    };
  }

  /**
   * Mails the link, naming the admin who sent it as its page does (`senderLabel`: "Ada Admin
   * (ada@example.com)"), after the transaction that made the token committed.
   */
  send(email: string, token: string, invitedBy: string): void {
    this.deferred.run('account invitation mail', () =>
      this.mail.sendTo(email, (l) =>
        authMails.accountInvite(email, accountInviteLink(this.config, token), l, invitedBy),
      ),
    );
  }
}

/**
 * One invitation mail (a zone's or an admin's, sent or resent) counted against the sender's
 * invitation limit and the address's invitation mail limit, through the request's `charge`
 * (429 over either; a request that then fails gives both back).
 */
export async function chargeInvitationMail(
  charge: LimitCharge,
  senderId: string,
  email: string,
): Promise<void> {
  await charge.take('invitesPerUser', senderId);
  await charge.take('invitationMailPerAddress', accountKey(email));
}
