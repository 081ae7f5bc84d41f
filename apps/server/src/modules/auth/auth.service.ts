import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, DEFAULT_USER_ROLE, opaqueTokenSchema } from '@atrium/schema';
import type {
  AcceptAccountInvite,
  AuthResponse,
  Session,
  SignIn,
  SignUp,
  SignUpResponse,
  Tokens,
  User,
} from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { LimitedAttempt } from '../rate-limit/rate-limit.service.js';
import {
  hashPassword,
  passwordNeedsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../users/password-hasher.js';
import { toUserView } from '../users/user-view.js';
import { userNotFound } from '../users/users.exception.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokenService, hashToken } from './access-token.service.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { authMails } from './auth-mails.js';
import { AuthException, BAD_CODE } from './auth.exception.js';
import { CredentialsRepository } from './credentials.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { EmailVerificationService } from './email-verification.service.js';
import { accountKey } from './request-meta.js';
import { SessionsService } from './sessions.service.js';
import type { RequestMeta } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * Sign-up, sign-in, refresh, sign-out and the caller's sessions. See README.md for the rules
 * (what is disclosed, what is limited, what is revoked when).
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly credentials: CredentialsRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: AccessTokenService,
    private readonly twoFactor: TwoFactorService,
    private readonly verification: EmailVerificationService,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly deferred: DeferredTasks,
    private readonly dataSource: DataSource,
    private readonly mailTokens: AuthTokensRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account (role `user`; a role in the payload was already dropped by the schema),
   * sends the verification mail and, unless verification is required first, signs in.
   *
   * An email that is taken: with REQUIRE_EMAIL_VERIFICATION the answer is indistinguishable from
   * a new account (same status, shape and work; no tokens either way) and the owner gets a
   * notice; without it the new user is signed in at once, so existence cannot be hidden from the
   * caller anyway and the answer is 409 SIGNUP_FAILED (the owner still gets a notice).
   */
  async signUp(input: SignUp, meta: RequestMeta): Promise<SignUpResponse> {
    const passwordHash = await hashPassword(input.password); // before the lookup: same cost either way
    const id = await this.users.create({
      email: input.email,
      passwordHash,
      role: DEFAULT_USER_ROLE,
      first_name: input.first_name,
      last_name: input.last_name,
      extra: input.extra,
      // Signed up in another language than the default: the account keeps it (and its mails use it).
      language: meta.language && meta.language !== DEFAULT_PREFERENCES.language ? meta.language : null,
    });
    if (!id) {
      this.deferred.run('sign-up attempt notice', () => this.notifySignUpAttempt(input.email));
      if (this.config.auth.requireEmailVerification) return { user: this.lookalikeUser(input), tokens: null };
      throw AuthException.signUpFailed([
        {
          path: 'email',
          message: 'This email address cannot be used to sign up. Sign in or reset your password instead.',
        },
      ]);
    }
    this.deferred.run('verification mail', () => this.verification.send(id));
    const user = await this.users.getUser(id);
    if (!user) throw AuthException.signUpFailed();
    if (this.config.auth.requireEmailVerification) return { user, tokens: null };
    return { user, tokens: await this.startSession(id, meta) };
  }

  /**
   * Password, then (when on) the second factor. Unknown email and wrong password cost the same
   * (a dummy argon2 check) and get the same body. Each attempt is counted against the account
   * (keyed by the email as typed, existing or not) BEFORE anything is checked, so concurrent
   * guesses cannot outrun the limit; a wrong password or code keeps the count, a success clears
   * it, and an attempt that ends without a wrong secret (MFA_REQUIRED, disabled, unverified) is
   * given back. Over the limit → 429 before any check.
   */
  async signIn(input: SignIn, meta: RequestMeta): Promise<AuthResponse> {
    const attempt = await this.limits.attempt('signinFailures', accountKey(input.email));
    let userId: string;
    try {
      userId = await this.checkCredentials(input, attempt);
    } finally {
      await attempt.release();
    }
    const user = await this.users.getUser(userId);
    if (!user) throw AuthException.signInFailed();
    return { user, tokens: await this.startSession(userId, meta) };
  }

  /** The sign-in checks proper; the attempt was counted by the caller. Returns the user id. */
  private async checkCredentials(input: SignIn, attempt: LimitedAttempt): Promise<string> {
    const account = await this.credentials.findByEmail(input.email);
    const passwordOk = account
      ? await verifyPassword(account.password_hash, input.password)
      : await verifyDummyPassword(input.password);
    if (!account || !passwordOk) {
      attempt.fail();
      throw AuthException.signInFailed();
    }
    // The password was right: from here on, saying why is no longer an enumeration oracle.
    if (account.is_disabled)
      throw AuthException.signInFailed([{ path: 'email', message: 'This account is disabled' }]);
    if (this.config.auth.requireEmailVerification && !account.email_verified) {
      throw AuthException.signInFailed([
        { path: 'email', message: 'Confirm your email address first (see the link we sent)' },
      ]);
    }
    if (account.mfa_enabled) {
      if (!input.totpCode) throw AuthException.mfaRequired();
      if (!(await this.twoFactor.checkCode(account.id, input.totpCode))) {
        attempt.fail();
        throw AuthException.signInFailed([{ path: 'totpCode', message: BAD_CODE }]);
      }
    }
    await attempt.clear();
    if (passwordNeedsRehash(account.password_hash)) {
      this.deferred.run('password rehash', async () =>
        this.credentials.upgradePasswordHash(
          account.id,
          account.password_hash,
          await hashPassword(input.password),
        ),
      );
    }
    return account.id;
  }

  /**
   * POST /auth/accept-invite: spends an admin's invitation token, sets the account's first password
   * and signs in. Only an account still without a password (and not disabled) takes it: one that
   * chose a password meanwhile (through a reset link) keeps it. The link proves the address, so it
   * counts as verified. All in one transaction; a refused token leaves everything as it was.
   */
  async acceptInvite(input: AcceptAccountInvite, meta: RequestMeta): Promise<AuthResponse> {
    const tokenHash = hashToken(input.token);
    // A cheap check first, so a bad token does not cost a hash; the token is used up atomically below.
    if (!(await this.mailTokens.peek(tokenHash, 'invitation'))) throw AuthException.invitationAcceptFailed();
    const hash = await hashPassword(input.newPassword);
    const userId = await this.dataSource.transaction(async (tx) => {
      const claimed = await this.mailTokens.consume(tokenHash, 'invitation', tx);
      if (!claimed) return undefined;
      if (!(await this.credentials.setFirstPasswordHash(claimed.userId, claimed.email, hash, tx))) {
        throw AuthException.invitationAcceptFailed(); // rolls the consume back: nothing changed
      }
      await this.users.markEmailVerifiedIn(tx, claimed.userId, claimed.email);
      // A reset link asked for before the invitation was accepted would otherwise replace the
      // password just chosen: setting a password retires them, as a reset or a change does.
      await this.mailTokens.retireAll(claimed.userId, 'password_reset', tx);
      return claimed.userId;
    });
    if (!userId) throw AuthException.invitationAcceptFailed();
    this.deferred.run('used invitation link out of the outbox', () => this.mail.forgetSecret(input.token));
    this.users.invalidate(userId);
    const user = await this.users.getUser(userId);
    if (!user) throw AuthException.invitationAcceptFailed();
    return { user, tokens: await this.startSession(userId, meta) };
  }

  /** Rotates the refresh token. A spent token used again revokes its session (someone copied it). */
  async refresh(refreshToken: string): Promise<{ tokens: Tokens }> {
    // A malformed token is one no session has: refused like the others, without a lookup.
    const token = opaqueTokenSchema.safeParse(refreshToken);
    if (!token.success) throw AuthException.refreshFailed();
    const result = await this.sessions.rotate(token.data);
    if (result.kind !== 'rotated' || !result.refreshToken) throw AuthException.refreshFailed();
    const account = await this.users.account(result.userId);
    if (!account || account.disabled) {
      await this.sessions.revoke(result.userId, result.sessionId, 'account_disabled');
      throw AuthException.refreshFailed();
    }
    const access = this.tokens.sign(result.userId, result.sessionId);
    return {
      tokens: {
        accessToken: access.accessToken,
        refreshToken: result.refreshToken,
        expiresAt: access.expiresAt,
      },
    };
  }

  async me(principal: Principal): Promise<{ user: User }> {
    const user = await this.users.getUser(principal.userId);
    if (!user) throw userNotFound();
    return { user };
  }

  async updateSession(principal: Principal): Promise<{ user: User }> {
    const user = await this.users.reload(principal.userId);
    if (!user) throw userNotFound();
    return { user };
  }

  async signOut(principal: Principal): Promise<void> {
    await this.sessions.revoke(principal.userId, principal.sessionId, 'signout');
  }

  /** Ends the session of a refresh token sent to POST /auth/signout; false when none was alive. */
  signOutRefreshToken(refreshToken: string): Promise<boolean> {
    return this.sessions.revokeByRefreshToken(refreshToken, 'signout');
  }

  async signOutAll(principal: Principal): Promise<void> {
    await this.sessions.revokeAll(principal.userId, 'signout_all');
  }

  async listSessions(principal: Principal): Promise<{ sessions: Session[] }> {
    return { sessions: await this.sessions.list(principal.userId, principal.sessionId) };
  }

  async revokeSession(principal: Principal, sessionId: string): Promise<void> {
    if (!(await this.sessions.revoke(principal.userId, sessionId, 'revoked')))
      throw AuthException.revokeFailed();
  }

  private async startSession(userId: string, meta: RequestMeta): Promise<Tokens> {
    const { sessionId, refreshToken } = await this.sessions.create(userId, meta);
    const access = this.tokens.sign(userId, sessionId);
    return { accessToken: access.accessToken, refreshToken, expiresAt: access.expiresAt };
  }

  /** What a new account built from this payload would look like (for a taken email, see signUp). */
  private lookalikeUser(input: SignUp): User {
    return toUserView({
      id: randomUUID(),
      email: input.email,
      email_verified: false,
      mfa_enabled: false,
      created_at: new Date(),
      role: DEFAULT_USER_ROLE,
      first_name: input.first_name,
      last_name: input.last_name,
      extra: input.extra,
    });
  }

  private async notifySignUpAttempt(email: string): Promise<void> {
    if (!(await this.limits.tryConsume('mailPerAddress', accountKey(email)))) return;
    const account = await this.credentials.findByEmail(email);
    if (account) await this.mail.sendTo(account.email, (l) => authMails.signUpAttempt(account.email, l));
  }
}
