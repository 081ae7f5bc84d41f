import { AdminOnly } from '../../src/common/decorators/roles.decorator.js';
import type { TestApp } from '../support/test-app.js';
import {
  PASSWORD,
  bearer,
  enable2fa,
  errorShape,
  feedChanges,
  newEmail,
  outbox,
  signIn,
  startAuthApp,
  tokenFromLink,
  totp,
} from './auth-test-kit.js';

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  const signUpRaw = (email: string, extra: object = {}) =>
    t
      .http()
      .post('/api/auth/signup')
      .send({ email, password: PASSWORD, first_name: 'Vera', last_name: 'Fied', team: 'blue', ...extra });

  it('sign-up → 201 {user, tokens: null}; sign-in waits for the emailed link', async () => {
    const email = newEmail('verify');
    const res = await signUpRaw(email).expect(201);
    expect(res.body).toEqual({
      user: expect.objectContaining({ email, email_verified: false }),
      tokens: null,
    });

    const early = await signIn(t, email, PASSWORD);
    expect(early.status).toBe(401);
    expect(early.body).toMatchObject({
      ...errorShape,
      code: 'SIGNIN_FAILED',
      details: [{ path: 'email', message: expect.any(String) }],
    });

    const [mail] = await outbox(t, email);
    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenFromLink(mail.text, '/verify-email') })
      .expect(200);
    expect((await signIn(t, email, PASSWORD)).status).toBe(200);
  });

  it('sign-up with a taken email answers exactly like a new one (status, shape, headers), and mails the owner', async () => {
    const email = newEmail('taken');
    const first = await signUpRaw(email).expect(201);
    const fresh = await signUpRaw(newEmail('fresh')).expect(201);
    const again = await signUpRaw(email.toUpperCase()).expect(201);

    const shape = (body: { user: Record<string, unknown> }) => ({
      ...body,
      user: { ...body.user, id: '', email: '', created_at: '' },
    });
    expect(shape(again.body)).toEqual(shape(fresh.body));
    expect(Object.keys(again.body.user)).toEqual(Object.keys(fresh.body.user));
    expect(Object.keys(again.body.user.profile)).toEqual(Object.keys(fresh.body.user.profile));
    expect(again.body.user.id).not.toBe(first.body.user.id);
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const subjects = (await outbox(t, email)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Confirm your email address',
      'Someone tried to sign up with your email address',
    ]);
    // The account was not touched: the first password still is the password.
    const [row] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(row.n).toBe(1);
  });
});

describe('REQUIRE_ADMIN_2FA=true, with the ADMIN_EMAIL / ADMIN_PASSWORD bootstrap', () => {
  const adminEmail = 'owner@atrium.test';
  const adminPassword = 'bootstrap admin password';
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({
      REQUIRE_ADMIN_2FA: 'true',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    });
  });
  afterAll(() => t.close());

  it('the bootstrap admin signs in (platform_owner), but admin checks fail until 2FA is on; it cannot be turned off', async () => {
    const res = await signIn(t, adminEmail, adminPassword);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'platform_owner', email_verified: true, mfa_enabled: false });
    const token = res.body.tokens.accessToken;

    await t.dataSource.query(
      `INSERT INTO routes (name, path, component_name, is_public, is_active) VALUES ('admin_only_hidden', '/hidden-admin', 'X', false, false)`,
    );
    const list = () => t.http().get('/api/routes?name=eq.admin_only_hidden').set(bearer(token));
    await feedChanges(t);
    expect((await list().expect(200)).body).toEqual([]); // not treated as an admin yet

    const { secret } = await enable2fa(t, token);
    expect((await list().expect(200)).body).toHaveLength(1);

    const off = await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(bearer(token))
      .send({ password: adminPassword, totpCode: await totp(secret, 1) })
      .expect(400);
    expect(off.body).toMatchObject({
      code: '2FA_DISABLE_FAILED',
      details: [{ message: 'Two-factor authentication is required for admin roles' }],
    });
  });

  it('@AdminOnly() names the admin roles', () => {
    @AdminOnly()
    class Target {}
    expect(Reflect.getMetadata('atrium:roles', Target)).toEqual(['admin', 'super_admin', 'platform_owner']);
  });
});
