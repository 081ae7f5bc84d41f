import type { Response } from 'supertest';
import type { TestApp } from '../support/test-app';
import { bearer, enable2fa, errorShape, newEmail, signIn, signUp, startAuthApp } from './auth-test-kit';

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
