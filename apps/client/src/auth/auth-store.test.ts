import type { AuthResponse, User } from '@atrium/schema';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, AUTH_LOGOUT_EVENT } from '../api/http';
import type { AuthApi } from './auth-api';
import { AUTH_STORAGE_KEY, AUTH_STORAGE_VERSION } from './auth-constants';
import { AuthStore, type AuthEvent, type AuthStoreOptions } from './auth-store';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

const user: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  email_verified: true,
  role: 'user',
  profile: { first_name: 'Ada', last_name: 'Lovelace', role: 'user' },
  mfa_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

let serial = 0;
/** Tokens as the API sends them, valid 15 minutes from now. */
function apiTokens(ttlSeconds = 900) {
  serial += 1;
  return {
    accessToken: `access-${serial}`,
    refreshToken: `refresh-${serial}-${'x'.repeat(20)}`,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
  };
}

type MockedApi = { [K in keyof AuthApi]: Mock<AuthApi[K]> };

function fakeApi(overrides: Partial<AuthApi> = {}): MockedApi {
  const api = {
    signIn: vi.fn(async (): Promise<AuthResponse> => ({ user, tokens: apiTokens() })),
    signUp: vi.fn(async () => ({ user, tokens: apiTokens() })),
    acceptInvite: vi.fn(async (): Promise<AuthResponse> => ({ user, tokens: apiTokens() })),
    me: vi.fn(async () => ({ user })),
    refresh: vi.fn(async () => ({ tokens: apiTokens() })),
    updateSession: vi.fn(async () => ({ user })),
    signOut: vi.fn(async () => undefined),
  } satisfies AuthApi;
  for (const [key, fn] of Object.entries(overrides)) {
    (api as Record<string, unknown>)[key] = vi.isMockFunction(fn) ? fn : vi.fn(fn);
  }
  return api as unknown as MockedApi;
}

function storeRecord(state: unknown, version = AUTH_STORAGE_VERSION) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state, version, timestamp: Date.now() }));
}

function storedTokens(expiresInSeconds: number | null) {
  return {
    access_token: 'stored-access',
    refresh_token: 'stored-refresh-token-xxxxxxxx',
    expires_at: expiresInSeconds === null ? null : Math.floor(Date.now() / 1000) + expiresInSeconds,
  };
}

function storeSession(expiresInSeconds: number | null) {
  const tokens = storedTokens(expiresInSeconds);
  storeRecord({ user, tokens, session: { ...tokens, user } });
}

function stored(): {
  state: { user: User | null; tokens: Record<string, unknown> | null };
  version: string;
} | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

const stores: AuthStore[] = [];

function makeStore(options: Partial<AuthStoreOptions> = {}) {
  const api = (options.api as MockedApi | undefined) ?? fakeApi();
  const target = new EventTarget() as unknown as Window;
  const store = new AuthStore({
    api,
    target,
    channel: null,
    now: () => Date.now(),
    redirect: vi.fn(),
    currentPath: () => '/dashboard',
    withRefreshLock: (task) => task(),
    ...options,
  });
  const events: [AuthEvent, string | null, string | undefined][] = [];
  store.onAuthStateChange((event, session, detail) =>
    events.push([event, session?.access_token ?? null, detail.reason]),
  );
  stores.push(store);
  return { store, api, target, events };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

describe('start-up', () => {
  it('is loading until initialised, then ready and signed out without a stored session', async () => {
    const { store, api, events } = makeStore();
    expect(store.getSnapshot().status).toBe('loading');
    await store.initialize();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null, isAuthenticated: false });
    expect(api.me).not.toHaveBeenCalled();
    expect(events).toEqual([['INITIAL_SESSION', null, undefined]]);
  });

  it('validates a stored session with GET /auth/me and emits INITIAL_SESSION with it', async () => {
    storeSession(900);
    const { store, api, events } = makeStore();
    await store.initialize();
    expect(api.me).toHaveBeenCalledWith('stored-access');
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      isAuthenticated: true,
      user: { id: user.id },
    });
    expect(events).toEqual([['INITIAL_SESSION', 'stored-access', undefined]]);
  });

  it.each([
    ['within 5 minutes of expiry', 300],
    ['already expired', -10],
    ['without expires_at', null],
  ])('clears a stored session %s without asking the server', async (_label, expiresIn) => {
    storeSession(expiresIn);
    const { store, api } = makeStore();
    await store.initialize();
    expect(api.me).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().user).toBeNull();
  });

  it('clears a stored session the server refuses', async () => {
    storeSession(900);
    const { store } = makeStore({
      api: fakeApi({
        me: vi.fn(() =>
          Promise.reject(new ApiError(401, { code: 'UNAUTHENTICATED', message: 'Unauthorized' })),
        ),
      }),
    });
    await store.initialize();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null });
  });

  it('keeps a stored session when the server cannot be reached, with "Failed to initialize auth"', async () => {
    storeSession(900);
    const { store } = makeStore({
      api: fakeApi({
        me: vi.fn(() => Promise.reject(new ApiError(0, { code: 'NETWORK_ERROR', message: 'offline' }))),
      }),
    });
    await store.initialize();
    expect(store.getSnapshot().user?.id).toBe(user.id);
    expect(store.getSnapshot().error?.message).toBe('Failed to initialize auth');
    expect(store.getSnapshot().error?.code).toBe('SESSION_FAILED');
  });

  it('clears a stored record whose version is not 1.0.0', async () => {
    const tokens = storedTokens(900);
    storeRecord({ user, tokens, session: { ...tokens, user } }, '0.9.0');
    const { store, api } = makeStore();
    await store.initialize();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(api.me).not.toHaveBeenCalled();
  });

  it('reads stored tokens spelled accessToken / refreshToken / expiresAt', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 900;
    const tokens = { accessToken: 'camel-access', refreshToken: 'camel-refresh-xxxxxxxxxxxx', expiresAt };
    storeRecord({ user, tokens, session: { ...tokens, user } });
    const { store, api } = makeStore();
    await store.initialize();
    expect(api.me).toHaveBeenCalledWith('camel-access');
    expect(await store.getAccessToken()).toBe('camel-access');
  });
});

describe('authenticated only more than 5 minutes from expiry', () => {
  it('stops counting as authenticated at expiry minus 5 minutes', async () => {
    const { store } = makeStore({ api: fakeApi({ refresh: () => new Promise(() => {}) }) });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    expect(store.getSnapshot().isAuthenticated).toBe(true);
    // No activity at all: at the refresh point the idle warning shows instead of a refresh.
    vi.setSystemTime(T0 + 9 * MINUTE + 59_999);
    expect(store.getSnapshot().isAuthenticated).toBe(true);
  });
});

describe('sign in and sign up', () => {
  it('stores {state: {user, session, tokens}, version, timestamp} and emits SIGNED_IN', async () => {
    const { store, events } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const record = stored();
    expect(record?.version).toBe('1.0.0');
    expect(record?.state.user?.id).toBe(user.id);
    expect(record?.state.tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_at: expect.any(Number),
    });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).timestamp).toBe(T0);
    expect(events.at(-1)?.[0]).toBe('SIGNED_IN');
  });

  it("keeps the server's message and code: 'Sign in failed' (SIGNIN_FAILED), MFA_REQUIRED", async () => {
    const body = {
      error: 'Unauthorized',
      code: 'SIGNIN_FAILED',
      message: 'Sign in failed',
      timestamp: 'now',
    };
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, body, body))
      .mockRejectedValueOnce(
        new ApiError(
          401,
          { ...body, code: 'MFA_REQUIRED', message: 'Two-factor authentication code required' },
          {
            message: 'Two-factor authentication code required',
          },
        ),
      )
      .mockRejectedValueOnce(new ApiError(0, { code: 'NETWORK_ERROR', message: 'Failed to fetch' }));
    const { store } = makeStore({ api: fakeApi({ signIn }) });
    await expect(store.signIn({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Sign in failed',
      code: 'SIGNIN_FAILED',
      status: 401,
    });
    await expect(store.signIn({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'MFA_REQUIRED',
    });
    await expect(store.signIn({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Failed to sign in',
      code: 'SIGNIN_FAILED',
    });
  });

  it('never sends a role at sign-up, and signs in at once', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    const result = await store.signUp({
      email: 'new@example.com',
      password: 'long enough',
      role: 'platform_owner',
    });
    expect(api.signUp.mock.calls[0][0]).toEqual({ email: 'new@example.com', password: 'long enough' });
    expect(result.signedIn).toBe(true);
    expect(store.getSnapshot().user?.id).toBe(user.id);
  });

  it('revokes on the server the session an accepted invitation replaces, and keeps the new one', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const replaced = store.getSnapshot().session!.access_token;
    const replacedRefresh = store.getSnapshot().session!.refresh_token;
    expect(api.signOut).not.toHaveBeenCalled();
    await store.acceptInvite({ token: 't'.repeat(43), newPassword: 'a new password' });
    expect(api.signOut).toHaveBeenCalledTimes(1);
    expect(api.signOut).toHaveBeenCalledWith(replaced, replacedRefresh);
    expect(store.getSnapshot().session?.access_token).not.toBe(replaced);
  });

  it('keeps the new session when revoking the replaced one fails', async () => {
    const signOut = vi.fn(() => Promise.reject(new ApiError(401, { code: 'UNAUTHORIZED' })));
    const { store, events } = makeStore({ api: fakeApi({ signOut }) });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    await store.acceptInvite({ token: 't'.repeat(43), newPassword: 'a new password' });
    await vi.runOnlyPendingTimersAsync();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().session).not.toBeNull();
    expect(events.map(([event]) => event)).not.toContain('SIGNED_OUT');
  });

  it("falls back to 'Failed to sign up'", async () => {
    const { store } = makeStore({
      api: fakeApi({ signUp: vi.fn(() => Promise.reject(new TypeError('boom'))) }),
    });
    await expect(store.signUp({ email: 'a@b.co', password: 'long enough' })).rejects.toMatchObject({
      message: 'Failed to sign up',
      code: 'SIGNUP_FAILED',
    });
  });
});

describe('refresh', () => {
  it("fails with 'No refresh token available' when none is stored", async () => {
    const { store } = makeStore();
    await store.initialize();
    await expect(store.refreshSession()).rejects.toThrow('No refresh token available');
  });

  it('calls the server at most once per 5 s and emits TOKEN_REFRESHED', async () => {
    const { store, api, events } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    vi.advanceTimersByTime(10_000);
    const first = await store.refreshSession();
    const second = await store.refreshSession();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(events.filter(([e]) => e === 'TOKEN_REFRESHED')).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    await store.refreshSession();
    expect(api.refresh).toHaveBeenCalledTimes(2);
    expect(stored()?.state.tokens?.access_token).toBe(store.getSnapshot().session?.access_token);
  });

  it('keeps every pair of tokens the server handed out, even within 5 s of the last one (the old refresh token is spent)', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    vi.advanceTimersByTime(10_000);
    await store.refreshSession();
    vi.advanceTimersByTime(1000);
    await store.staySignedIn(); // a person asked: not throttled
    expect(api.refresh).toHaveBeenCalledTimes(2);
    const latest = (await api.refresh.mock.results[1].value) as { tokens: { refreshToken: string } };
    expect(store.getSnapshot().session?.refresh_token).toBe(latest.tokens.refreshToken);
    expect(stored()?.state.tokens?.refresh_token).toBe(latest.tokens.refreshToken);
    // The next refresh presents the token the server expects, not the spent one.
    vi.advanceTimersByTime(5000);
    await store.refreshSession();
    expect(api.refresh).toHaveBeenLastCalledWith(latest.tokens.refreshToken);
  });

  it('shares one call between concurrent callers', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    vi.advanceTimersByTime(10_000);
    const [a, b] = await Promise.all([store.refreshSession(), store.refreshSession()]);
    expect(a).toBe(b);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('applies an answer only when the session differs', async () => {
    const { store, events } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const session = store.getSnapshot().session!;
    vi.advanceTimersByTime(10_000);
    expect(store.applyRefreshedSession({ ...session })).toBe(false);
    expect(events.filter(([e]) => e === 'TOKEN_REFRESHED')).toHaveLength(0);
    expect(store.applyRefreshedSession({ ...session, access_token: 'other' })).toBe(true);
    // …and not again within 5 s of the last applied refresh
    expect(store.applyRefreshedSession({ ...session, access_token: 'third' })).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(store.applyRefreshedSession({ ...session, access_token: 'third' })).toBe(true);
  });

  it('adopts tokens another tab already refreshed instead of spending a used refresh token', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const mine = store.getSnapshot().session!;
    const newer = {
      ...mine,
      access_token: 'from-other-tab',
      refresh_token: 'other-refresh-xxxxxxxxxx',
      expires_at: mine.expires_at! + 60,
    };
    storeRecord({ user, tokens: { ...newer, user: undefined }, session: newer });
    vi.advanceTimersByTime(10_000);
    await store.refreshSession();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(store.getSnapshot().session?.access_token).toBe('from-other-tab');
  });

  it('refreshes before handing out a token that is about to leave the authenticated window', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const before = await store.getAccessToken();
    expect(api.refresh).not.toHaveBeenCalled();
    vi.setSystemTime(T0 + 8 * MINUTE + 1000); // 15 min token: 5 min margin + 2 min lead
    const after = await store.getAccessToken();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(after).not.toBe(before);
  });

  it('refreshes on its own while the user is active, and warns an idle user instead', async () => {
    const { store, api, target } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().warningUntil).toBeNull();
    // Refresh points come every 8 minutes; the first one 30 minutes after the last key or click
    // (at 32 min) shows the warning instead.
    await vi.advanceTimersByTimeAsync(24 * MINUTE + 30_000);
    const refreshes = api.refresh.mock.calls.length;
    const warning = store.getSnapshot().warningUntil;
    expect(warning).not.toBeNull();
    expect(warning! - Date.now()).toBeLessThanOrEqual(2 * MINUTE);
    // Activity alone does not dismiss it; 'Stay signed in' refreshes.
    target.dispatchEvent(new Event('keydown'));
    expect(store.getSnapshot().warningUntil).not.toBeNull();
    await store.staySignedIn();
    expect(api.refresh.mock.calls.length).toBe(refreshes + 1);
    expect(store.getSnapshot().warningUntil).toBeNull();
  });

  it('signs an idle user out when the warning runs out', async () => {
    const { store, api, events } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    vi.setSystemTime(T0 - 31 * MINUTE + 1); // pretend the last activity was long ago…
    store.markActivity();
    vi.setSystemTime(T0);
    await vi.advanceTimersByTimeAsync(8 * MINUTE); // …so the refresh point warns
    expect(store.getSnapshot().warningUntil).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2 * MINUTE + 200);
    expect(api.signOut).toHaveBeenCalledTimes(1);
    expect(events.find(([e]) => e === 'SIGNED_OUT')?.[2]).toBe('idle');
  });
});

describe('401/403: the auth:logout event', () => {
  it('clears the stored auth data and signs out with reason "revoked"', async () => {
    const clearQueryCache = vi.fn();
    const { store, target, events } = makeStore({ clearQueryCache });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    clearQueryCache.mockClear();
    target.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT, { detail: { status: 401 } }));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, status: 'ready' });
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null, 'revoked']);
    expect(clearQueryCache).toHaveBeenCalled();
  });

  it('reacts to a real 401 from the API client', async () => {
    const { request } = await import('../api/http');
    const { store } = makeStore({ target: window });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"UNAUTHENTICATED","message":"Unauthorized"}', { status: 401 })),
    );
    await expect(request('/zones')).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('sign-out sequence', () => {
  function sequence(options: Partial<AuthStoreOptions> & { api?: AuthApi } = {}) {
    const steps: string[] = [];
    const log = (step: string) => () => steps.push(`${step}@${Date.now() - T0}`);
    document.cookie = 'theme_hint=dark; path=/';
    sessionStorage.setItem('authRedirect', '/admin');
    const api = fakeApi({
      signOut: vi.fn(async () => {
        steps.push(
          `server@${Date.now() - T0}:${localStorage.getItem(AUTH_STORAGE_KEY) ? 'stored' : 'cleared'}`,
        );
      }),
      ...(options.api ?? {}),
    });
    const made = makeStore({
      api,
      clearCookies: log('cookies'),
      clearQueryCache: log('query-cache'),
      redirect: vi.fn((href: string) => steps.push(`redirect@${Date.now() - T0}:${href}`)),
      loginPath: () => '/login',
      ...options,
    });
    made.store.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') {
        steps.push(
          `signed-out@${Date.now() - T0}:${localStorage.getItem(AUTH_STORAGE_KEY) ?? 'no-record'}:${sessionStorage.getItem('authRedirect') ?? 'no-session-storage'}`,
        );
      }
    });
    return { ...made, steps };
  }

  it('calls the server, clears storage, cookies and session storage, waits 100 ms, clears the query cache, then redirects (retries at 50 and 100 ms)', async () => {
    const { store, steps, api } = sequence();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    steps.length = 0;
    const done = store.signOut();
    expect(store.getSnapshot().status).toBe('loading'); // guards wait instead of storing authRedirect
    await vi.advanceTimersByTimeAsync(99);
    expect(steps).toEqual(['server@0:stored', 'cookies@0', 'signed-out@0:no-record:no-session-storage']);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps.slice(3)).toEqual([`query-cache@100`, `redirect@100:/login?t=${T0 + 100}`]);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    // the page never left /dashboard in this test, so both retries ran
    expect(steps.slice(5)).toEqual([
      `redirect@150:/login?t=${T0 + 100}`,
      `redirect@200:/login?t=${T0 + 100}`,
    ]);
    // The refresh token goes along: the server ends the session even if the access token expired.
    expect(api.signOut).toHaveBeenCalledWith(
      expect.stringMatching(/^access-/),
      expect.stringMatching(/^refresh-/),
    );
    // the page load to login is on its way: guards keep waiting, unless the page stays for 3 s
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', user: null, signingOut: false });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null });
  });

  it('does not retry once the page is on the login route', async () => {
    let path = '/dashboard';
    const redirect = vi.fn(() => {
      path = '/login';
    });
    const { store } = sequence({ redirect, currentPath: () => path });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const done = store.signOut();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('after signing out everywhere, runs the sequence without calling the server for the revoked session', async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { store, steps, api } = sequence({ logger });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    steps.length = 0;
    const done = store.signOut('user', { endedOnServer: true });
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(api.signOut).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(steps[0]).toMatch(/^cookies@0/);
    expect(steps.some((s) => s.startsWith('redirect@100'))).toBe(true);
  });

  it("clears local data even when the server call fails, logging SIGNOUT_FAILED 'Unknown error during sign out'", async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { store, steps } = sequence({
      logger,
      api: fakeApi({ signOut: vi.fn(() => Promise.reject(new TypeError('network down'))) }),
    });
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    steps.length = 0;
    const done = store.signOut();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(steps[0]).toMatch(/^cookies@0/);
    expect(steps.some((s) => s.startsWith('redirect@100'))).toBe(true);
    expect(logger.error).toHaveBeenCalledWith(
      'Unknown error during sign out',
      expect.objectContaining({ code: 'SIGNOUT_FAILED' }),
    );
  });

  it("logs 'Unable to redirect to login' when the login route cannot be found, and uses /login", async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const redirect = vi.fn();
    const { store } = sequence({
      logger,
      redirect,
      loginPath: () => {
        throw new Error('no login route');
      },
    });
    await store.initialize();
    const done = store.signOut();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(logger.error).toHaveBeenCalledWith('Unable to redirect to login', expect.anything());
    expect(redirect).toHaveBeenCalledWith(`/login?t=${T0 + 100}`);
  });
});

describe('tabs', () => {
  it('a sign-out in one tab signs out the others (BroadcastChannel)', async () => {
    const name = `atrium-auth-test-${Math.random()}`;
    const a = makeStore({ channel: new BroadcastChannel(name) });
    const b = makeStore({ channel: new BroadcastChannel(name) });
    await a.store.initialize();
    await a.store.signIn({ email: user.email, password: 'correct horse' });
    await b.store.initialize();
    expect(b.store.getSnapshot().user?.id).toBe(user.id);
    const done = a.store.signOut();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    await vi.waitFor(() => expect(b.store.getSnapshot().user).toBeNull());
    expect(b.events.at(-1)).toEqual(['SIGNED_OUT', null, 'other-tab']);
    expect(b.api.signOut).not.toHaveBeenCalled();
  });

  it('follows the storage event: sign-in, refreshed tokens and sign-out elsewhere', async () => {
    const { store, target, events } = makeStore();
    await store.initialize();
    const other = makeStore();
    await other.store.initialize();
    const storageEvent = () =>
      target.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, storageArea: localStorage }));

    await other.store.signIn({ email: user.email, password: 'correct horse' });
    storageEvent();
    expect(store.getSnapshot().user?.id).toBe(user.id);
    expect(events.at(-1)?.[0]).toBe('SIGNED_IN');

    vi.advanceTimersByTime(10_000);
    await other.store.refreshSession();
    storageEvent();
    expect(store.getSnapshot().session?.access_token).toBe(other.store.getSnapshot().session?.access_token);
    expect(events.at(-1)?.[0]).toBe('TOKEN_REFRESHED');

    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageEvent();
    expect(store.getSnapshot().user).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null, 'other-tab']);
  });
});

describe('the user', () => {
  it('setUser emits USER_UPDATED and keeps the session', async () => {
    const { store, events } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    const token = store.getSnapshot().session?.access_token;
    store.setUser({ ...user, email_verified: false });
    expect(store.getSnapshot().user?.email_verified).toBe(false);
    expect(store.getSnapshot().session?.access_token).toBe(token);
    expect(events.at(-1)?.[0]).toBe('USER_UPDATED');
    expect(stored()?.state.user?.email_verified).toBe(false);
  });

  it('a session check that finds a changed user updates it', async () => {
    const { store, api } = makeStore();
    await store.initialize();
    await store.signIn({ email: user.email, password: 'correct horse' });
    api.me.mockResolvedValueOnce({ user: { ...user, mfa_enabled: true } });
    await store.checkSession();
    expect(store.getSnapshot().user?.mfa_enabled).toBe(true);
  });
});
