import { RECENT_SIGN_IN_S } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { RECENT_SIGN_IN_NEEDED } from '../../src/modules/auth/two-factor.service.js';
import { bearer, enable2fa, errorShape, signIn, signUp, startAuthApp, totp } from './auth-test-kit.js';
import type { SignedUp } from './auth-test-kit.js';

/**
 * Sessions and 2FA changes (PGlite and PostgreSQL): turning 2FA on or off signs out every other
 * session of the account, and a session that signed in long ago must give the password to turn it
 * on, so a token taken from an old tab cannot bind the account to someone else's authenticator.
 */
describe('two-factor authentication and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const refresh = (refreshToken: string) => t.http().post('/api/auth/refresh').send({ refreshToken });
  const mfaOn = async (u: SignedUp) =>
    (await t.dataSource.query('SELECT mfa_enabled FROM users WHERE id = $1', [u.user.id]))[0].mfa_enabled;
  /** Makes the session behind this access token look as if it signed in `minutes` ago. */
  const signedInAgo = async (accessToken: string, minutes: number) => {
    const sessions = await t.http().get('/api/auth/sessions').set(bearer(accessToken)).expect(200);
    const current = sessions.body.sessions.find((s: { current: boolean }) => s.current);
    await t.dataSource.query(
      `UPDATE sessions SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [current.id, minutes],
    );
  };
  const setUp = (accessToken: string) =>
    t.http().post('/api/auth/setup-2fa').set(bearer(accessToken)).expect(200);
  const enable = (accessToken: string, body: Record<string, unknown>) =>
    t.http().post('/api/auth/enable-2fa').set(bearer(accessToken)).send(body);

  it('turning 2FA on signs out every other session at once; the one that turned it on stays', async () => {
    const u = await signUp(t);
    const other = (await signIn(t, u.email, u.password).expect(200)).body.tokens;
    await me(other.accessToken).expect(200);

    await enable2fa(t, u.tokens.accessToken);

    expect((await me(other.accessToken).expect(401)).body.code).toBe('UNAUTHENTICATED');
    expect((await refresh(other.refreshToken).expect(401)).body.code).toBe('REFRESH_FAILED');
    await me(u.tokens.accessToken).expect(200);
    const left = await t.http().get('/api/auth/sessions').set(bearer(u.tokens.accessToken)).expect(200);
    expect(left.body.sessions).toHaveLength(1);
    expect(left.body.sessions[0].current).toBe(true);
  });

  it('a wrong code signs nobody out', async () => {
    const u = await signUp(t);
    const other = (await signIn(t, u.email, u.password).expect(200)).body.tokens;
    const setup = await setUp(u.tokens.accessToken);
    const good = await totp(setup.body.secret);
    await enable(u.tokens.accessToken, { totpCode: good === '000000' ? '111111' : '000000' }).expect(400);
    await me(other.accessToken).expect(200);
    expect(await mfaOn(u)).toBe(false);
  });

  it(`a session that signed in more than ${RECENT_SIGN_IN_S / 60} minutes ago needs the password to turn 2FA on`, async () => {
    const u = await signUp(t);
    const setup = await setUp(u.tokens.accessToken);
    await signedInAgo(u.tokens.accessToken, RECENT_SIGN_IN_S / 60 + 1);

    const bare = await enable(u.tokens.accessToken, { totpCode: await totp(setup.body.secret) }).expect(400);
    expect(bare.body).toMatchObject({
      ...errorShape,
      code: '2FA_ENABLE_FAILED',
      details: [{ path: 'password', message: RECENT_SIGN_IN_NEEDED }],
    });
    const wrong = await enable(u.tokens.accessToken, {
      totpCode: await totp(setup.body.secret),
      password: 'not the password',
    }).expect(400);
    expect(wrong.body.details).toEqual([{ path: 'password', message: 'Password is incorrect' }]);
    expect(await mfaOn(u)).toBe(false);

    const ok = await enable(u.tokens.accessToken, {
      totpCode: await totp(setup.body.secret),
      password: u.password,
    }).expect(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(await mfaOn(u)).toBe(true);
  });

  it('a recent session turns 2FA on with the code alone (API.md), and a wrong password sent with it is still refused', async () => {
    const u = await signUp(t);
    const setup = await setUp(u.tokens.accessToken);
    await signedInAgo(u.tokens.accessToken, RECENT_SIGN_IN_S / 60 - 2);
    const wrong = await enable(u.tokens.accessToken, {
      totpCode: await totp(setup.body.secret),
      password: 'not the password',
    }).expect(400);
    expect(wrong.body.details).toEqual([{ path: 'password', message: 'Password is incorrect' }]);
    await enable(u.tokens.accessToken, { totpCode: await totp(setup.body.secret) }).expect(200);
    expect(await mfaOn(u)).toBe(true);
  });

  it('turning 2FA off signs out every other session too', async () => {
    const u = await signUp(t);
    // Recovery codes as the second factor: each works once, whatever the clock (enable-2fa used
    // the current TOTP step).
    const { recoveryCodes } = await enable2fa(t, u.tokens.accessToken);
    const other = (await signIn(t, u.email, u.password, recoveryCodes[0]).expect(200)).body.tokens;
    await me(other.accessToken).expect(200);

    await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(bearer(u.tokens.accessToken))
      .send({ password: u.password, totpCode: recoveryCodes[1] })
      .expect(200);

    await me(other.accessToken).expect(401);
    await refresh(other.refreshToken).expect(401);
    await me(u.tokens.accessToken).expect(200);
  });
});
