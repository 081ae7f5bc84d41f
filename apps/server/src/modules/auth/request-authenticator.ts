import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, DEFAULT_USER_ROLE, mayGrantRole } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import { isAdminRole } from '../../common/http/principal.js';
import type { Principal } from '../../common/http/principal.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AccountState } from '../users/user-view.js';
import { UsersService } from '../users/users.service.js';
import { ApiKeyCredentials } from '../api-keys/api-key-credentials.js';
import type { ApiKeyState } from '../api-keys/api-keys.repository.js';
import { AccessTokenService } from './access-token.service.js';
import type { AccessClaims } from './access-token.service.js';
import type { SessionState } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** The principal the guard attaches, with what role checks need to explain a refusal. */
export interface AuthPrincipal extends Principal {
  /** user_profiles.role; `role` is the effective role (see REQUIRE_ADMIN_2FA). */
  profileRole: string;
  mfaEnabled: boolean;
}

/** A request after authentication ran: the principal, or why there is none. */
export type AuthenticatedRequest = FastifyRequest & {
  principal?: AuthPrincipal;
  /** Set once authentication ran for this request (by the onRequest hook, else by the guard). */
  authChecked?: boolean;
  /** The token could not be checked (database unreachable): protected handlers rethrow it. */
  authError?: unknown;
};

/**
 * The caller of a request the authentication hook has seen, or the refusal the global AccessGuard
 * gives: the check a plain Fastify route that is signed-in only makes first (navigation.http.ts,
 * rest.http.ts), so it refuses exactly as a Nest handler does.
 */
export function signedInPrincipal(req: FastifyRequest): AuthPrincipal {
  const { principal, authError } = req as AuthenticatedRequest;
  if (principal) return principal;
  if (authError) throw authError;
  throw AppException.unauthenticated(
    req.headers.authorization ? 'Invalid or expired session' : 'Not authenticated',
  );
}

const BEARER = /^\s*Bearer\s+([A-Za-z0-9_.-]+)\s*$/i;

/**
 * Turns an Authorization header into the caller: a valid HS256 access token whose session is
 * alive and whose user exists and is not disabled. On embedded PGlite, warm, this is a JWT check
 * and two Map lookups (no database round trip); cold, one query per cache. On PostgreSQL the
 * session's liveness is read on every request (one query shared by the requests waiting for
 * it; see SessionsService), so a token signed out on any node is refused by all.
 *
 * With REQUIRE_ADMIN_2FA, an admin role without 2FA on is reduced to `user` until 2FA is on,
 * so every admin check fails closed while the account can still sign in and set 2FA up.
 */
@Injectable()
export class RequestAuthenticator {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly apiKeys: ApiKeyCredentials,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Attaches `req.principal` when the request carries a valid token. Synchronous on a warm cache;
   * never rejects (a failed check is kept in `req.authError`).
   */
  attach(req: AuthenticatedRequest): void | Promise<void> {
    req.authChecked = true;
    const header = req.headers.authorization;
    let found: AuthPrincipal | undefined | Promise<AuthPrincipal | undefined>;
    if (typeof header === 'string' && header !== '') found = this.authenticate(header, req.ip);
    else {
      const apiKey = req.headers['x-api-key'];
      if (typeof apiKey !== 'string' || apiKey === '') return;
      found = this.byApiKey(apiKey.trim(), req.ip);
    }
    if (found instanceof Promise) {
      return found.then(
        (principal) => {
          if (principal) req.principal = principal;
        },
        (err: unknown) => {
          req.authError = err;
        },
      );
    }
    if (found) req.principal = found;
  }

  /**
   * The caller of a bearer token; undefined for a malformed, invalid or revoked one. A token that
   * starts with `atr_` is an API key (a JWT never starts so); `ip` is the client whose failed key
   * attempts are counted.
   */
  authenticate(
    authorization: string,
    ip = '',
  ): AuthPrincipal | undefined | Promise<AuthPrincipal | undefined> {
    const match = BEARER.exec(authorization);
    if (!match) return undefined;
    if (match[1].startsWith(API_KEY_PREFIX)) return this.byApiKey(match[1], ip);
    const claims = this.tokens.verify(match[1]);
    if (!claims) return undefined;
    const session = this.sessions.peek(claims.sid);
    const account = this.users.peek(claims.sub);
    if (session && account) return this.principal(claims, session, account);
    return this.load(claims);
  }

  /**
   * The caller of an API key: its creator's account with the key's role, while the key is live,
   * the creator exists, is not disabled and may still grant the key's role (a demoted creator's
   * keys stop working, so a key never acts above its creator). Throws 429 when this client has
   * failed with keys too often (modules/api-keys/README.md).
   */
  private async byApiKey(token: string, ip: string): Promise<AuthPrincipal | undefined> {
    const key = await this.apiKeys.verify(token, ip);
    return key && this.keyPrincipal(key, await this.users.account(key.createdBy));
  }

  private keyPrincipal(key: ApiKeyState, account?: AccountState): AuthPrincipal | undefined {
    if (!account || account.disabled) return undefined;
    const { user } = account;
    const adminWithout2fa = this.config.auth.requireAdmin2fa && isAdminRole(user.role) && !user.mfa_enabled;
    if (!mayGrantRole(adminWithout2fa ? DEFAULT_USER_ROLE : user.role, key.role)) return undefined;
    return {
      userId: user.id,
      sessionId: '',
      email: user.email,
      role: key.role,
      profileRole: key.role,
      mfaEnabled: user.mfa_enabled,
      apiKeyId: key.id,
    };
  }

  /**
   * The session and the account, whichever of them is not in memory read from the database. On
   * PostgreSQL the session always is (its liveness), the account seldom: that common case waits
   * on the one read, without a Promise.all around it (every signed-in request takes this path).
   */
  private load(claims: AccessClaims): Promise<AuthPrincipal | undefined> {
    const session = this.sessions.state(claims.sid);
    const account = this.users.account(claims.sub);
    if (!(account instanceof Promise)) {
      return Promise.resolve(session).then((s) => this.principal(claims, s, account));
    }
    return Promise.all([session, account]).then(([s, a]) => this.principal(claims, s, a));
  }

  private principal(
    claims: AccessClaims,
    session?: SessionState,
    account?: AccountState,
  ): AuthPrincipal | undefined {
    if (!session?.alive || session.userId !== claims.sub || session.expiresAt <= Date.now()) return undefined;
    if (!account || account.disabled) return undefined;
    this.sessions.touch(claims.sid);
    const { user } = account;
    const adminWithout2fa = this.config.auth.requireAdmin2fa && isAdminRole(user.role) && !user.mfa_enabled;
    return {
      userId: user.id,
      sessionId: claims.sid,
      email: user.email,
      role: adminWithout2fa ? DEFAULT_USER_ROLE : user.role,
      profileRole: user.role,
      mfaEnabled: user.mfa_enabled,
    };
  }
}
