import { REGENERATE_RECOVERY_CODES_PROOF_REQUIRED } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import {
  bearer,
  enable2fa,
  errorShape,
  outbox,
  signIn,
  signUp,
  startAuthApp,
  totp,
} from './auth-test-kit.js';

describe('POST /auth/regenerate-recovery-codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A low per-account limit, so a test can see wrong passwords counted.
    t = await startAuthApp({ RATE_LIMIT_SIGNIN_FAILURES: '3', RATE_LIMIT_SIGNIN_WINDOW: '15m' });
  });
  afterAll(() => t.close());

  const regenerate = (accessToken: string | undefined, body: unknown) => {
    const req = t.http().post('/api/auth/regenerate-recovery-codes');
    if (accessToken) req.set(bearer(accessToken));
    return req.send(body as object);
  };

  it('with the password: 10 new codes; the old ones stop working at once, a new one signs in; the user is mailed', async () => {
    const u = await signUp(t);
    const { recoveryCodes: old } = await enable2fa(t, u.tokens.accessToken);

    const res = await regenerate(u.tokens.accessToken, { password: u.password }).expect(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(Object.keys(res.body)).toEqual(['recoveryCodes']);
    const fresh: string[] = res.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const c of fresh) {
      expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(old).not.toContain(c);
    }
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1',
      [u.user.id],
    );
    expect(n).toBe(10);

    const withOld = await signIn(t, u.email, u.password, old[0]);
    expect(withOld.status).toBe(401);
    expect(withOld.body.code).toBe('SIGNIN_FAILED');
    expect((await signIn(t, u.email, u.password, fresh[0])).status).toBe(200);
    expect((await outbox(t, u.email)).map((m) => m.subject)).toContain('Your recovery codes were replaced');
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user.mfa_enabled).toBe(true);
  });

  it('with a TOTP code, or an unused recovery code (which is used up)', async () => {
    const u = await signUp(t);
    const { secret, recoveryCodes } = await enable2fa(t, u.tokens.accessToken);
    // enable-2fa used the current step; the next one is within the accepted drift.
    const byTotp = await regenerate(u.tokens.accessToken, { totpCode: await totp(secret, 1) }).expect(200);
    expect(byTotp.body.recoveryCodes).toHaveLength(10);

    const stale = await regenerate(u.tokens.accessToken, { totpCode: recoveryCodes[0] }).expect(400);
    expect(stale.body).toMatchObject({
      ...errorShape,
      code: '2FA_RECOVERY_CODES_FAILED',
      message: 'Failed to regenerate recovery codes',
      details: [{ path: 'totpCode', message: 'Invalid or already used code' }],
    });
    const recovery = byTotp.body.recoveryCodes[0];
    const byRecovery = await regenerate(u.tokens.accessToken, { totpCode: recovery }).expect(200);
    expect(byRecovery.body.recoveryCodes).toHaveLength(10);
    expect((await signIn(t, u.email, u.password, recovery)).status).toBe(401);
  });

  it('a wrong password → 400 on the password field, counted toward the account limit', async () => {
    const u = await signUp(t);
    const { recoveryCodes } = await enable2fa(t, u.tokens.accessToken);
    for (let i = 0; i < 3; i++) {
      const res = await regenerate(u.tokens.accessToken, { password: 'not the password' }).expect(400);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: '2FA_RECOVERY_CODES_FAILED',
        message: 'Failed to regenerate recovery codes',
        details: [{ path: 'password', message: 'Password is incorrect' }],
      });
    }
    const limited = await regenerate(u.tokens.accessToken, { password: u.password });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Nothing was replaced: the old codes still work (signing in counts against the same limit, so check the table).
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [u.user.id],
    );
    expect(n).toBe(recoveryCodes.length);
  });

  it('2FA off → 400 with a clear message', async () => {
    const u = await signUp(t);
    const res = await regenerate(u.tokens.accessToken, { password: u.password }).expect(400);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: '2FA_RECOVERY_CODES_FAILED',
      details: [{ path: '', message: 'Two-factor authentication is not on' }],
    });
  });

  it('needs a signed-in caller', async () => {
    const res = await regenerate(undefined, { password: 'whatever' }).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['neither field', {}, 'password', REGENERATE_RECOVERY_CODES_PROOF_REQUIRED],
    ['an empty password', { password: '' }, 'password', 'Password is required'],
    ['a too short code', { totpCode: '12' }, 'totpCode', 'Code must be at least 6 characters'],
  ])('%s → 400 VALIDATION_FAILED naming the field', async (_name, body, path, message) => {
    const u = await signUp(t);
    await enable2fa(t, u.tokens.accessToken);
    const res = await regenerate(u.tokens.accessToken, body).expect(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toContainEqual({ path, message });
  });

  it('unknown keys are refused', async () => {
    const u = await signUp(t);
    await enable2fa(t, u.tokens.accessToken);
    const res = await regenerate(u.tokens.accessToken, {
      password: u.password,
      userId: 'someone else',
    }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body.details)).toContain('userId');
  });
});
