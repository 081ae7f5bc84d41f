/**
 * The auth store (specification §3 "Stored auth record", §4 "Auth" and "Sign-out", §5, §8, §9).
 * Framework-free: React reads it through `useSyncExternalStore` (AuthProvider), the API client
 * asks it for the bearer token, and tests drive it with fake timers and a fake API.
 *
 * - The session lives in localStorage (`auth-storage`, version 1.0.0) so every tab shares it;
 *   tabs follow each other through the storage event (and a BroadcastChannel for sign-out).
 * - Authenticated only while the access token is more than 5 minutes from expiry. Tokens are
 *   refreshed shortly before that point while the user is active; an idle user is warned instead
 *   (`warningUntil`) and signed out when the session would stop counting as authenticated.
 * - Refreshes: at most one call per 5 s, one tab at a time (Web Locks), applied only when the
 *   session differs. The server rotates refresh tokens and revokes a session whose spent token is
 *   used again, so a tab re-reads storage inside the lock before spending its token.
 */
import type { AcceptAccountInvite, SignIn, SignUpInput, User } from '@atrium/schema';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { isApiError } from '../api/http';
import {
  AUTH_STORAGE_KEY,
  IDLE_LIMIT_MS,
  REFRESH_THROTTLE_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_MIN_GAP_MS,
  SESSION_WARNING_LEAD_MS,
} from './auth-constants';
import { AuthError, toAuthError } from './auth-error';
import {
  EMPTY_AUTH_STATE,
  clearAuthRecord,
  readAuthRecord,
  stateFor,
  tokensFromApi,
  writeAuthRecord,
  type AuthState,
  type StoredSession,
  type StoredTokens,
} from './auth-record';
import { authenticatedUntil, isAuthenticated, isTokenExpired, sameSession } from './auth-session';
import type {
  AuthEvent,
  AuthEventListener,
  AuthSnapshot,
  AuthStoreOptions,
  SignOutReason,
  SignUpResult,
} from './auth-store-types';
import { resolveAuthStoreOptions, type ResolvedAuthStoreOptions } from './auth-store-options';
import { listenForAuth } from './listen-for-auth';
import { redirectToLogin } from './redirect-to-login';
import { runSignOutSequence } from './sign-out-sequence';

export type {
  AuthEvent,
  AuthEventListener,
  AuthLogger,
  AuthSnapshot,
  AuthStoreOptions,
  SignOutReason,
  SignUpResult,
} from './auth-store-types';

/** What role a sign-up payload must never carry: the server ignores it, the client never sends it. */
function withoutRole(input: SignUpInput): SignUpInput {
  const copy: Record<string, unknown> = { ...input };
  delete copy.role;
  return copy as SignUpInput;
}

export class AuthStore {
  private state: AuthState = EMPTY_AUTH_STATE;
  private status: AuthSnapshot['status'] = 'loading';
  private warningUntil: number | null = null;
  private signingOut: Promise<void> | null = null;
  /** The login path a sign-out redirected to (until the page is replaced). */
  private redirected: string | null = null;
  private initError: AuthError | null = null;
  private snapshot: AuthSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<AuthEventListener>();
  private initializing: Promise<void> | null = null;
  private refreshing: Promise<StoredSession> | null = null;
  private lastRefreshAttemptAt = Number.NEGATIVE_INFINITY;
  private lastRefreshAppliedAt = Number.NEGATIVE_INFINITY;
  private lastActivityAt: number;
  private lastSessionCheckAt = Number.NEGATIVE_INFINITY;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private sessionCheckTimer: ReturnType<typeof setInterval> | null = null;
  private readonly detach: (() => void)[] = [];
  private readonly o: ResolvedAuthStoreOptions;

  constructor(options: AuthStoreOptions) {
    this.o = resolveAuthStoreOptions(options);
    this.lastActivityAt = this.o.now();
    this.snapshot = this.computeSnapshot();
  }

  // ---- reading -------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Auth events (SIGNED_IN, USER_UPDATED, SIGNED_OUT, TOKEN_REFRESHED, INITIAL_SESSION). */
  onAuthStateChange(listener: AuthEventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** The bearer token for an API call, refreshed first when it is about to leave the authenticated window. */
  readonly getAccessToken = async (): Promise<string | null> => {
    const session = this.state.session;
    if (!session) return null;
    const refreshPoint = authenticatedUntil(session) - SESSION_WARNING_LEAD_MS;
    if (
      !this.signingOut &&
      this.warningUntil === null &&
      session.refresh_token &&
      this.o.now() >= refreshPoint
    ) {
      try {
        await this.refreshSession();
      } catch (error) {
        this.o.logger.warn(AUTH_FALLBACK_MESSAGES.refreshAuth, { error });
      }
    }
    return this.state.session?.access_token ?? null;
  };

  // ---- start -------------------------------------------------------------------------------

  /**
   * Reads the stored session. None → ready, signed out. Expired (within 5 minutes of expiry, or
   * without an expiry) → cleared. Otherwise it is checked with GET /auth/me: refused → cleared;
   * unreachable → kept (the next call will tell). Emits INITIAL_SESSION.
   */
  initialize(): Promise<void> {
    this.initializing ??= this.runInitialize();
    return this.initializing;
  }

  private async runInitialize(): Promise<void> {
    this.listen();
    const stored = this.o.storage ? readAuthRecord(this.o.storage) : EMPTY_AUTH_STATE;
    if (!stored.user || !stored.session) {
      this.finishInitialize(EMPTY_AUTH_STATE);
      return;
    }
    if (isTokenExpired(stored.session, this.o.now())) {
      this.o.logger.info('Stored session expired: cleared');
      this.clearStored();
      this.finishInitialize(EMPTY_AUTH_STATE);
      return;
    }
    this.state = stored;
    try {
      const { user } = await this.o.api.me(stored.session.access_token);
      const current = this.state.session ? this.state : stored; // another tab may have refreshed meanwhile
      if (!current.session) {
        this.finishInitialize(EMPTY_AUTH_STATE);
        return;
      }
      const next = stateFor(user, current.session);
      this.write(next);
      this.finishInitialize(next);
    } catch (error) {
      const authError = toAuthError(error, 'SESSION_FAILED', 'initializeAuth');
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        this.o.logger.info('Stored session refused by the server: cleared', { code: authError.code });
        this.clearStored();
        this.finishInitialize(EMPTY_AUTH_STATE);
      } else {
        this.o.logger.warn(authError.message, { code: authError.code, error });
        this.initError = authError;
        this.finishInitialize(this.state);
      }
    }
  }

  private finishInitialize(state: AuthState): void {
    this.state = state;
    this.status = 'ready';
    this.lastActivityAt = this.o.now();
    this.schedule();
    this.notify();
    this.emit('INITIAL_SESSION', state.session);
  }

  // ---- sign in / up ---------------------------------------------------------------------------

  /**
   * POST /auth/signin. Throws an AuthError: code MFA_REQUIRED when 2FA is on and no code was
   * given, else the server's code and message ('Failed to sign in' when there is none).
   */
  async signIn(input: SignIn): Promise<User> {
    let result;
    try {
      result = await this.o.api.signIn(input);
    } catch (error) {
      throw toAuthError(error, 'SIGNIN_FAILED', 'signIn');
    }
    this.startSession(result.user, tokensFromApi(result.tokens));
    return result.user;
  }

  /** POST /auth/accept-invite: the invitee's first password; signed in like a sign-in. */
  async acceptInvite(input: AcceptAccountInvite): Promise<User> {
    let result;
    try {
      result = await this.o.api.acceptInvite(input);
    } catch (error) {
      throw toAuthError(error, 'INVITATION_ACCEPT_FAILED');
    }
    this.startSession(result.user, tokensFromApi(result.tokens));
    return result.user;
  }

  /** POST /auth/signup (a role is never sent). Signs in at once unless the server wants the email verified first. */
  async signUp(input: SignUpInput): Promise<SignUpResult> {
    let result;
    try {
      result = await this.o.api.signUp(withoutRole(input));
    } catch (error) {
      throw toAuthError(error, 'SIGNUP_FAILED', 'signUp');
    }
    if (!result.tokens) return { user: result.user, signedIn: false };
    this.startSession(result.user, tokensFromApi(result.tokens));
    return { user: result.user, signedIn: true };
  }

  private startSession(user: User, tokens: StoredTokens): void {
    const previous = this.state.user;
    this.revokeReplaced(this.state.session, tokens);
    const next = stateFor(user, tokens);
    this.o.clearQueryCache(); // nothing cached for someone else (or for nobody) may show
    this.status = 'ready';
    this.warningUntil = null;
    this.lastActivityAt = this.o.now();
    this.lastRefreshAppliedAt = this.o.now();
    this.write(next);
    this.state = next;
    this.schedule();
    this.notify();
    this.emit(previous && previous.id === user.id ? 'USER_UPDATED' : 'SIGNED_IN', next.session);
  }

  /**
   * A new session replaces one this browser held (an invitation accepted while signed in as
   * someone else, say): the old one is revoked on the server too, not only forgotten here, so
   * its refresh token stops working. Best effort: a failure is only logged.
   */
  private revokeReplaced(replaced: StoredSession | null, next: StoredTokens): void {
    if (!replaced?.access_token || replaced.refresh_token === next.refresh_token) return;
    this.o.api.signOut(replaced.access_token, replaced.refresh_token).catch((error: unknown) => {
      this.o.logger.info('The replaced session could not be revoked', { error });
    });
  }

  // ---- user ---------------------------------------------------------------------------------

  /** Replaces the signed-in user (after a profile change, email verification, 2FA change): USER_UPDATED. */
  setUser(user: User): void {
    const session = this.freshestSession();
    if (!session || session.user.id !== user.id) return;
    const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(user);
    if (same(this.state.user) && same(session.user) && session === this.state.session) return;
    const next = stateFor(user, session);
    this.write(next);
    this.state = next;
    this.notify();
    this.emit('USER_UPDATED', next.session);
  }

  /** POST /auth/update-session: the user re-read with profile and role. */
  async reloadUser(): Promise<User> {
    try {
      const { user } = await this.o.api.updateSession();
      this.setUser(user);
      return user;
    } catch (error) {
      throw toAuthError(error, 'SESSION_FAILED');
    }
  }

  // ---- refresh ------------------------------------------------------------------------------

  /**
   * POST /auth/refresh with the stored refresh token. 'No refresh token available' when there is
   * none. At most one call per 5 s (a call inside that window gets the current session); the
   * answer is applied only when it differs from the session in hand.
   */
  refreshSession(): Promise<StoredSession> {
    const session = this.state.session;
    if (!session?.refresh_token) {
      return Promise.reject(new AuthError(AUTH_FALLBACK_MESSAGES.noRefreshToken, 'REFRESH_FAILED'));
    }
    if (this.refreshing) return this.refreshing;
    if (this.o.now() - this.lastRefreshAttemptAt < REFRESH_THROTTLE_MS) return Promise.resolve(session);
    this.lastRefreshAttemptAt = this.o.now();
    this.refreshing = this.o
      .withRefreshLock(() => this.refreshHoldingLock(session))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async refreshHoldingLock(session: StoredSession): Promise<StoredSession> {
    // Another tab may have spent this refresh token already: its tokens are in storage.
    const stored = this.freshestSession();
    if (stored && stored.user.id === session.user.id && stored.refresh_token !== session.refresh_token) {
      this.adopt(stored);
      return stored;
    }
    let result;
    try {
      result = await this.o.api.refresh(session.refresh_token);
    } catch (error) {
      throw toAuthError(error, 'REFRESH_FAILED', 'refreshAuth');
    }
    const current = this.state.session;
    if (!current || current.user.id !== session.user.id) return session; // signed out meanwhile
    const next: StoredSession = { ...tokensFromApi(result.tokens), user: current.user };
    // Always kept, never throttled like a TOKEN_REFRESHED from elsewhere: the server rotated the
    // refresh token, so dropping this pair would leave only a spent token, whose next use
    // revokes the whole session ('Stay signed in' right after a background refresh did that).
    this.adopt(next);
    return this.state.session ?? next;
  }

  /**
   * TOKEN_REFRESHED: applied only when the session differs from the current one and at least 5 s
   * passed since the last refresh was applied. Returns whether it was applied.
   */
  applyRefreshedSession(session: StoredSession): boolean {
    const now = this.o.now();
    if (sameSession(this.state.session, session)) return false;
    if (now - this.lastRefreshAppliedAt < REFRESH_THROTTLE_MS) return false;
    this.adopt(session);
    return true;
  }

  private adopt(session: StoredSession): void {
    const next = stateFor(session.user, session);
    this.lastRefreshAppliedAt = this.o.now();
    this.warningUntil = null;
    this.write(next);
    this.state = next;
    this.schedule();
    this.notify();
    this.emit('TOKEN_REFRESHED', next.session);
  }

  /** 'Stay signed in' in the session-timeout warning: refreshes now. */
  async staySignedIn(): Promise<void> {
    this.lastActivityAt = this.o.now();
    this.lastRefreshAttemptAt = Number.NEGATIVE_INFINITY; // a person asked: not throttled
    await this.refreshSession();
  }

  /** Keyboard, pointer and focus activity (the idle timer). */
  markActivity(): void {
    this.lastActivityAt = this.o.now();
  }

  // ---- sign out -----------------------------------------------------------------------------

  /**
   * The specification's sign-out: POST /auth/signout (a failure is only logged, SIGNOUT_FAILED),
   * clear the stored auth record, cookies and session storage, wait 100 ms, clear the query
   * cache, then redirect to login with a cache-busting parameter, again after 50 and 100 ms if
   * the page is still elsewhere. With `endedOnServer` (POST /auth/signout-all has just revoked
   * every session) the server call is skipped: it could only answer 401 for the revoked token.
   */
  signOut(reason: SignOutReason = 'user', options: { endedOnServer?: boolean } = {}): Promise<void> {
    this.signingOut ??= this.runSignOut(reason, options.endedOnServer === true).finally(() => {
      this.signingOut = null;
      // A page load to login is on its way: guards keep waiting rather than storing this page as
      // authRedirect and navigating themselves. Should the page stay (the load was cancelled),
      // they take over after a while.
      if (this.redirected && this.o.currentPath() !== this.redirected) {
        setTimeout(this.finishSignOut, SIGNOUT_PAGE_LOAD_GRACE_MS);
        this.notify();
      } else {
        this.finishSignOut();
      }
    });
    this.notify();
    return this.signingOut;
  }

  private finishSignOut = (): void => {
    this.redirected = null;
    this.status = 'ready';
    this.notify();
  };

  private runSignOut(reason: SignOutReason, endedOnServer: boolean): Promise<void> {
    const session = endedOnServer ? undefined : (this.state.session ?? this.freshestSession());
    const token = session?.access_token;
    const hadSession = this.state.session !== null;
    this.clearTimers();
    this.warningUntil = null;
    this.status = 'loading'; // guards wait: nothing stores authRedirect on the way out
    this.notify();
    return runSignOutSequence({
      callServer: token ? () => this.o.api.signOut(token, session?.refresh_token) : null,
      clearAuthData: () => {
        this.clearStored();
        this.state = EMPTY_AUTH_STATE;
        this.notify();
      },
      announce: () => {
        if (hadSession) this.emit('SIGNED_OUT', null, { reason });
        this.broadcast({ type: 'SIGNED_OUT' });
      },
      clearCookies: this.o.clearCookies,
      clearSessionStorage: () => this.o.sessionStorage?.clear(),
      clearQueryCache: this.o.clearQueryCache,
      redirectToLogin: () => this.redirectToLogin(),
      logger: this.o.logger,
    });
  }

  private async redirectToLogin(): Promise<void> {
    this.redirected = await redirectToLogin(this.o);
  }

  /** 401/403 from the API (the `auth:logout` event): the stored auth data is cleared. */
  private handleLogoutEvent = (): void => {
    if (this.signingOut) return;
    const hadSession = this.state.session !== null && this.status === 'ready';
    this.clearStored(); // while initialising, initialize() finishes the job
    if (!hadSession) return;
    this.endLocally('revoked');
    this.broadcast({ type: 'SIGNED_OUT' });
  };

  /** Signed out elsewhere (another tab, the server): forget the session here without calling the server. */
  private endLocally(reason: SignOutReason): void {
    this.clearTimers();
    this.warningUntil = null;
    this.state = EMPTY_AUTH_STATE;
    this.status = 'ready';
    this.o.clearQueryCache();
    this.schedule();
    this.notify();
    this.emit('SIGNED_OUT', null, { reason });
  }

  // ---- timers -------------------------------------------------------------------------------

  private schedule(): void {
    this.clearTimers();
    const session = this.state.session;
    if (!session || this.status !== 'ready') return;
    const now = this.o.now();
    const until = authenticatedUntil(session);
    const refreshAt = Math.max(until - SESSION_WARNING_LEAD_MS, now);
    this.timers.push(setTimeout(this.onRefreshPoint, refreshAt - now));
    this.timers.push(setTimeout(this.onDeadline, Math.max(until - now, 0)));
    this.sessionCheckTimer = setInterval(this.onSessionCheckTick, SESSION_CHECK_INTERVAL_MS);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    if (this.sessionCheckTimer !== null) clearInterval(this.sessionCheckTimer);
    this.sessionCheckTimer = null;
  }

  private onRefreshPoint = (): void => {
    const session = this.state.session;
    if (!session || this.signingOut) return;
    const until = authenticatedUntil(session);
    if (this.o.now() - this.lastActivityAt >= IDLE_LIMIT_MS) {
      this.warningUntil = until;
      this.notify();
      return;
    }
    // Throttled or failed: look again shortly, until the deadline decides.
    const retryLater = () => {
      if (this.state.session === session && this.o.now() < until) {
        this.timers.push(setTimeout(this.onRefreshPoint, REFRESH_THROTTLE_MS));
      }
    };
    if (this.refreshing === null && this.o.now() - this.lastRefreshAttemptAt < REFRESH_THROTTLE_MS) {
      retryLater();
      return;
    }
    this.refreshSession().catch((error: unknown) => {
      this.o.logger.warn(AUTH_FALLBACK_MESSAGES.refreshAuth, { error });
      retryLater();
    });
  };

  private onDeadline = (): void => {
    const session = this.state.session;
    if (!session || this.signingOut) return;
    if (this.o.now() < authenticatedUntil(session)) return; // refreshed meanwhile
    void this.signOut(this.warningUntil !== null ? 'idle' : 'expired');
  };

  private onSessionCheckTick = (): void => {
    if (this.o.target?.document?.visibilityState === 'hidden') return;
    void this.checkSession();
  };

  /**
   * GET /auth/me: is the session still alive on the server (revoked by a password change or
   * sign-out elsewhere → 401 → the auth:logout handler clears it), and is the user unchanged?
   */
  async checkSession(): Promise<void> {
    const session = this.state.session;
    if (!session || this.status !== 'ready' || this.signingOut) return;
    this.lastSessionCheckAt = this.o.now();
    try {
      const { user } = await this.o.api.me();
      if (this.state.session?.user.id === user.id) this.setUser(user);
    } catch (error) {
      this.o.logger.debug('Session check failed', { error });
    }
  }

  private onFocus = (): void => {
    this.markActivity();
    if (this.o.target?.document?.visibilityState === 'hidden') return;
    if (this.o.now() - this.lastSessionCheckAt < SESSION_CHECK_MIN_GAP_MS) return;
    void this.checkSession();
  };

  private onActivity = (): void => this.markActivity();

  // ---- other tabs ---------------------------------------------------------------------------

  private onStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return;
    if (!this.o.storage || (event.storageArea && event.storageArea !== (this.o.storage as unknown))) return;
    this.syncFromStorage();
  };

  private onChannelMessage = (event: MessageEvent): void => {
    const data = event.data as { type?: string } | null;
    if (data?.type === 'SIGNED_OUT') this.syncFromStorage();
  };

  /** Follows what another tab wrote: sign-in, sign-out, refreshed tokens, an updated user. */
  private syncFromStorage(): void {
    if (this.signingOut || this.status === 'loading') return;
    const stored = this.o.storage ? readAuthRecord(this.o.storage) : EMPTY_AUTH_STATE;
    const current = this.state.session;
    const next = stored.session;
    if (!next) {
      if (current) this.endLocally('other-tab');
      return;
    }
    if (sameSession(current, next)) return;
    if (!current || current.user.id !== next.user.id) {
      this.o.clearQueryCache();
      this.state = stored;
      this.warningUntil = null;
      this.lastActivityAt = this.o.now();
      this.schedule();
      this.notify();
      this.emit('SIGNED_IN', next);
      return;
    }
    const tokensChanged =
      current.access_token !== next.access_token || current.refresh_token !== next.refresh_token;
    this.state = stored;
    if (tokensChanged) {
      // Storage is the truth for tokens shared by tabs: adopted at once, whatever the throttle.
      this.lastRefreshAppliedAt = this.o.now();
      this.warningUntil = null;
      this.schedule();
    }
    this.notify();
    this.emit(tokensChanged ? 'TOKEN_REFRESHED' : 'USER_UPDATED', next);
  }

  private broadcast(message: { type: 'SIGNED_OUT' }): void {
    try {
      this.o.channel?.postMessage(message);
    } catch {
      // channel closed: the storage event still reaches the other tabs
    }
  }

  private listen(): void {
    this.detach.push(
      listenForAuth(this.o.target, this.o.channel, {
        storage: this.onStorage,
        logout: this.handleLogoutEvent,
        focus: this.onFocus,
        activity: this.onActivity,
        channelMessage: this.onChannelMessage,
      }),
    );
  }

  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void {
    this.clearTimers();
    for (const off of this.detach.splice(0)) off();
    this.listeners.clear();
    this.eventListeners.clear();
  }

  // ---- plumbing -----------------------------------------------------------------------------

  /** The session in memory, or the stored one when it holds newer tokens for the same user. */
  private freshestSession(): StoredSession | null {
    const current = this.state.session;
    const stored = this.o.storage ? readAuthRecord(this.o.storage).session : null;
    if (!current) return stored;
    if (!stored || stored.user.id !== current.user.id) return current;
    return (stored.expires_at ?? 0) > (current.expires_at ?? 0) ? stored : current;
  }

  private write(state: AuthState): void {
    if (this.o.storage) writeAuthRecord(this.o.storage, state, this.o.now());
  }

  private clearStored(): void {
    if (this.o.storage) clearAuthRecord(this.o.storage);
  }

  private emit(
    event: AuthEvent,
    session: StoredSession | null,
    detail: { reason?: SignOutReason } = {},
  ): void {
    for (const listener of [...this.eventListeners]) {
      try {
        listener(event, session, detail);
      } catch (error) {
        this.o.logger.error('Auth event listener failed', { event, error });
      }
    }
  }

  private computeSnapshot(): AuthSnapshot {
    const authenticated = isAuthenticated(this.state, this.o.now());
    return {
      status: this.signingOut ? 'loading' : this.status,
      user: authenticated ? this.state.user : null,
      session: authenticated ? this.state.session : null,
      isAuthenticated: authenticated,
      warningUntil: this.warningUntil,
      signingOut: this.signingOut !== null,
      error: this.initError,
    };
  }

  private notify(): void {
    const next = this.computeSnapshot();
    const prev = this.snapshot;
    if (
      prev.status === next.status &&
      prev.user === next.user &&
      prev.session === next.session &&
      prev.isAuthenticated === next.isAuthenticated &&
      prev.warningUntil === next.warningUntil &&
      prev.signingOut === next.signingOut &&
      prev.error === next.error
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** How long guards keep waiting for the page load to login after a sign-out. */
const SIGNOUT_PAGE_LOAD_GRACE_MS = 3000;
