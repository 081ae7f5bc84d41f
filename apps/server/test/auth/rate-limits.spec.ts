import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Response } from 'supertest';
import { CredentialsRepository } from '../../src/modules/auth/credentials.repository.js';
import { TwoFactorService } from '../../src/modules/auth/two-factor.service.js';
import type { TestApp } from '../support/test-app.js';
import {
  bearer,
  enable2fa,
  errorShape,
  newEmail,
  PASSWORD,
  signIn,
  signUp,
  startAuthApp,
  totp,
} from './auth-test-kit.js';

function expectLimited(res: Response, maxRetryAfter: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

describe('per-account limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({
      RATE_LIMIT_SIGNIN_FAILURES: '3',
      RATE_LIMIT_SIGNIN_WINDOW: '15m',
      RATE_LIMIT_MAIL_PER_ADDRESS: '2',
    });
  });
  afterAll(() => t.close());

  it('after N failed sign-ins the account answers 429 with Retry-After, even to the right password', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await signIn(t, u.email, 'wrong password')).status).toBe(401);
    expectLimited(await signIn(t, u.email, u.password), 15 * 60);
    expectLimited(await signIn(t, u.email.toUpperCase(), u.password), 15 * 60);
    // Another account is not affected.
    const other = await signUp(t);
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
  });

  it('an unknown email is limited the same way (no hint that it does not exist)', async () => {
    const ghost = newEmail('ghost');
    for (let i = 0; i < 3; i++) expect((await signIn(t, ghost, 'wrong password')).status).toBe(401);
    expectLimited(await signIn(t, ghost, 'wrong password'), 15 * 60);
  });

  it('X-Forwarded-For does not reset an account limit', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t, u.email, 'wrong password').set('x-forwarded-for', `10.0.0.${i}`)).status).toBe(
        401,
      );
    }
    expectLimited(
      await t
        .http()
        .post('/api/auth/signin')
        .set('x-forwarded-for', '10.9.9.9')
        .send({ email: u.email, password: u.password }),
      900,
    );
  });

  it('a successful sign-in clears the failures', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 2; i++) expect((await signIn(t, u.email, 'wrong password')).status).toBe(401);
    expect((await signIn(t, u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(t, u.email, 'wrong password')).status).toBe(401);
    expect((await signIn(t, u.email, u.password)).status).toBe(200);
  });

  it('wrong 2FA codes count as failures', async () => {
    const u = await signUp(t);
    await enable2fa(t, u.tokens.accessToken);
    for (let i = 0; i < 3; i++) expect((await signIn(t, u.email, u.password, '000000')).status).toBe(401);
    expectLimited(await signIn(t, u.email, u.password), 900);
  });

  it('wrong current passwords on change-password count too (a stolen session cannot brute-force it)', async () => {
    const u = await signUp(t);
    const change = () =>
      t
        .http()
        .post('/api/auth/change-password')
        .set(bearer(u.tokens.accessToken))
        .send({ currentPassword: 'guess guess', newPassword: 'whatever it is' });
    for (let i = 0; i < 3; i++) expect((await change()).status).toBe(400);
    expectLimited(await change(), 900);
  });

  it('forgot-password and resend-verification are limited per address', async () => {
    const email = newEmail('mail');
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    await t.http().post('/api/auth/resend-verification').send({ email }).expect(202);
    expectLimited(await t.http().post('/api/auth/forgot-password').send({ email }), 3600);
    expectLimited(
      await t.http().post('/api/auth/resend-verification').send({ email: email.toUpperCase() }),
      3600,
    );
    await t
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: newEmail('other') })
      .expect(202);
  });
});

describe('per-IP limit on auth requests', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startAuthApp({ RATE_LIMIT_AUTH_PER_IP: '6', RATE_LIMIT_AUTH_IP_WINDOW: '60' });
    token = (await signUp(t)).tokens.accessToken; // request 1
  });
  afterAll(() => t.close());

  it('over the limit → 429 with Retry-After; X-Forwarded-For (no trusted proxy) cannot reset it', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t
        .http()
        .post('/api/auth/signin')
        .set('x-forwarded-for', `203.0.113.${i}`)
        .send({ email: newEmail(), password: 'whatever it is' });
      expect(res.status).toBe(401);
    }
    expectLimited(
      await t
        .http()
        .post('/api/auth/signin')
        .set('x-forwarded-for', '198.51.100.1')
        .send({ email: newEmail(), password: 'x' }),
      60,
    );
    // The whole auth surface shares the budget...
    expectLimited(await t.http().post('/api/auth/forgot-password').send({ email: newEmail() }), 60);
    expectLimited(
      await t.http().post('/api/auth/signup').send({ email: newEmail(), password: 'long enough pw' }),
      60,
    );
    expectLimited(
      await t
        .http()
        .post('/api/auth/refresh')
        .send({ refreshToken: 'x'.repeat(43) }),
      60,
    );
    // A zone invitation's page, read before signing in (a token is guessed as a password is).
    expectLimited(
      await t
        .http()
        .post('/api/invitations/preview')
        .send({ token: 'x'.repeat(43) }),
      60,
    );
    // An admin's invitation link's page, read before a password is chosen.
    expectLimited(
      await t
        .http()
        .post('/api/auth/accept-invite/preview')
        .send({ token: 'x'.repeat(43) }),
      60,
    );
    // ...but ordinary signed-in reads are not auth attempts.
    await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_AUTH_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('the client IP comes from X-Forwarded-For, so each client has its own budget, and sessions record it', async () => {
    const from = (ip: string) =>
      t
        .http()
        .post('/api/auth/signin')
        .set('x-forwarded-for', ip)
        .send({ email: newEmail(), password: 'whatever it is' });
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.10')).status).toBe(401);
    expectLimited(await from('192.0.2.10'), 60);
    expect((await from('192.0.2.20')).status).toBe(401);

    const email = newEmail();
    const signed = await t
      .http()
      .post('/api/auth/signup')
      .set('x-forwarded-for', '192.0.2.30')
      .send({ email, password: 'long enough pw' })
      .expect(201);
    const sessions = await t
      .http()
      .get('/api/auth/sessions')
      .set(bearer(signed.body.tokens.accessToken))
      .expect(200);
    expect(sessions.body.sessions[0].ip).toBe('192.0.2.30');
  });
});

/** Status codes of settled responses, counted: `{401: 10, 429: 20}`. */
function statuses(responses: Response[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

describe('concurrent attempts (each is counted before it is checked)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ RATE_LIMIT_SIGNIN_FAILURES: '10', RATE_LIMIT_SIGNIN_WINDOW: '15m' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('30 concurrent wrong passwords for one account: 10 are checked (401), 20 refused unchecked (429)', async () => {
    const u = await signUp(t);
    const lookups = jest.spyOn(t.app.get(CredentialsRepository), 'findByEmail');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, u.email, 'wrong password')),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    expect(lookups).toHaveBeenCalledTimes(10); // nothing past the limit reached the password check
    for (const r of responses.filter((x) => x.status === 429)) expectLimited(r, 900);
    expectLimited(await signIn(t, u.email, u.password), 900);
  });

  it('the same for an email without an account', async () => {
    const ghost = newEmail('ghost');
    const responses = await Promise.all(Array.from({ length: 30 }, () => signIn(t, ghost, 'x')));
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
  });

  it('30 concurrent wrong TOTP codes, or recovery codes: 10 are checked, 20 refused', async () => {
    const u = await signUp(t);
    const { secret } = await enable2fa(t, u.tokens.accessToken);
    const checks = jest.spyOn(t.app.get(TwoFactorService), 'checkCode');
    const wrongTotp = await totp(secret, 1000); // a real code, but from far in the future
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, u.email, u.password, wrongTotp)),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    expect(checks).toHaveBeenCalledTimes(10);
    for (const r of responses.filter((x) => x.status === 401)) expect(r.body.code).toBe('SIGNIN_FAILED');

    const v = await signUp(t);
    await enable2fa(t, v.tokens.accessToken);
    checks.mockClear();
    const recovery = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, v.email, v.password, 'aaaa-bbbb-cccc-dddd')),
    );
    expect(statuses(recovery)).toEqual({ 401: 10, 429: 20 });
    expect(checks).toHaveBeenCalledTimes(10);
  });

  it('a right password still signs in after failures while under the limit, and clears them', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 9; i++) expect((await signIn(t, u.email, 'wrong password')).status).toBe(401);
    expect((await signIn(t, u.email, u.password)).status).toBe(200); // the 10th attempt
    // Cleared: another 10 wrong ones are checked again.
    const again = await Promise.all(Array.from({ length: 12 }, () => signIn(t, u.email, 'wrong password')));
    expect(statuses(again)).toEqual({ 401: 10, 429: 2 });
  });

  it('a right password among concurrent wrong ones signs in', async () => {
    const u = await signUp(t);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => signIn(t, u.email, 'wrong password')),
      signIn(t, u.email, u.password),
    ]);
    expect(responses[5].status).toBe(200);
  });

  it('asking for the second factor (MFA_REQUIRED) is not a failure', async () => {
    const u = await signUp(t);
    const { secret } = await enable2fa(t, u.tokens.accessToken);
    for (let i = 0; i < 15; i++)
      expect((await signIn(t, u.email, u.password)).body.code).toBe('MFA_REQUIRED');
    // The next step's code (the current one was used up by enable-2fa).
    expect((await signIn(t, u.email, u.password, await totp(secret, 1))).status).toBe(200);
  });

  it('change-password: concurrent wrong current passwords are counted first; a right one afterwards works under the limit', async () => {
    const u = await signUp(t);
    const change = (currentPassword: string, newPassword = 'a brand new password') =>
      t
        .http()
        .post('/api/auth/change-password')
        .set(bearer(u.tokens.accessToken))
        .send({ currentPassword, newPassword });
    expect(statuses(await Promise.all(Array.from({ length: 9 }, () => change('guess guess'))))).toEqual({
      400: 9,
    });
    expect((await change(PASSWORD)).status).toBe(200); // 10th, right: given back
    expect((await change('guess guess')).status).toBe(400); // so there is still room for one
    expectLimited(await change('guess guess'), 900);
  });

  it('disable-2fa and enable-2fa: concurrent wrong codes are counted first', async () => {
    const u = await signUp(t);
    const setup = await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
    const wrong = await totp(setup.body.secret, 1000);
    const enable = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.http().post('/api/auth/enable-2fa').set(bearer(u.tokens.accessToken)).send({ totpCode: wrong }),
      ),
    );
    expect(statuses(enable)).toEqual({ 400: 10, 429: 20 });

    const v = await signUp(t);
    await enable2fa(t, v.tokens.accessToken);
    const disable = await Promise.all(
      Array.from({ length: 30 }, () =>
        t
          .http()
          .post('/api/auth/disable-2fa')
          .set(bearer(v.tokens.accessToken))
          .send({ password: 'not the password', totpCode: '123456' }),
      ),
    );
    expect(statuses(disable)).toEqual({ 400: 10, 429: 20 });
  });
});

describe('Redis unreachable (REDIS_URL set, nothing listening)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_LOGS_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('attempts at a secret fail closed: 503 UNAVAILABLE at once, in the API shape, nothing checked', async () => {
    const lookups = jest.spyOn(t.app.get(CredentialsRepository), 'findByEmail');
    const started = Date.now();
    const res = await signIn(t, newEmail(), 'whatever it is');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it('flood limits count per node meanwhile: sign-up and log intake still work, and are still limited', async () => {
    await t
      .http()
      .post('/api/auth/signup')
      .send({ email: newEmail(), password: 'long enough pw' })
      .expect(201);
    const batch = {
      entries: [{ timestamp: new Date().toISOString(), level: 'info', message: 'hi' }],
      source: 'web',
      version: '1',
    };
    for (let i = 0; i < 3; i++) await t.http().post('/api/logs').send(batch).expect(202);
    expectLimited(await t.http().post('/api/logs').send(batch), 60);
  });
});

/**
 * The shared store: REDIS_URL from the environment, else this machine's Redis (it runs here and
 * on CI, like PostgreSQL). Each run uses its own key prefix, so parallel runs never meet.
 */
describe('counters shared by two nodes through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `atrium-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000 });
    redis.on('error', () => undefined);
    await redis.connect().catch((err: Error) => {
      throw new Error(
        `These tests need Redis at ${redisUrl} (start redis-server or set REDIS_URL): ${err.message}`,
      );
    });
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_SIGNIN_FAILURES: '10',
      RATE_LIMIT_LOGS_PER_IP: '6',
    };
    [a, b] = await Promise.all([startAuthApp(env), startAuthApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('30 concurrent wrong sign-ins for one account, spread over both nodes: 10 checked in all, 20 refused', async () => {
    const email = newEmail('shared');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? a : b, email, 'wrong password')),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    // The counter lives in Redis, under this run's prefix, expiring with the window.
    const key = `${prefix}rl:signinFailures:${email}`;
    expect(Number(await redis.get(key))).toBe(30);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(900_000);
  });

  it('a 1.5 s pause of the server (GC, a starved CPU) does not turn sign-ins in flight into 503', async () => {
    // The pause runs in the check phase, so the event loop meets the command timers before the
    // Redis replies that arrived meanwhile. With a 1 s command timeout, attempts that Redis had
    // already counted were refused as UNAVAILABLE (CI saw it on a loaded machine).
    for (const delayMs of [6, 10, 20]) {
      const email = newEmail('paused');
      const pending = Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? a : b, email, 'wrong password')),
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          const until = Date.now() + 1500;
          while (Date.now() < until); // the pause: nothing else runs
          resolve();
        }),
      );
      expect(statuses(await pending)).toEqual({ 401: 10, 429: 20 });
    }
  });

  it('a sign-in on one node clears the failures counted on the other', async () => {
    const u = await signUp(a); // the account exists on node a's database only; the key is the email
    for (let i = 0; i < 9; i++) expect((await signIn(b, u.email, 'wrong password')).status).toBe(401);
    expect((await signIn(a, u.email, u.password)).status).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? a : b, u.email, 'x')),
    );
    expect(statuses(again)).toEqual({ 401: 10, 429: 2 });
  });

  it('log intake requests per IP add up over both nodes', async () => {
    const batch = {
      entries: [{ timestamp: new Date().toISOString(), level: 'info', message: 'hi' }],
      source: 'web',
      version: '1',
    };
    for (let i = 0; i < 6; i++) await (i % 2 ? a : b).http().post('/api/logs').send(batch).expect(202);
    expectLimited(await a.http().post('/api/logs').send(batch), 60);
    expectLimited(await b.http().post('/api/logs').send(batch), 60);
  });
});
