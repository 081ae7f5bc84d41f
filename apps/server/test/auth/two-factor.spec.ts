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
import type { SignedUp } from './auth-test-kit.js';

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  /** Pretend the last accepted code is a few minutes old, so the current step can be used again in a new scenario. */
  const forgetLastStep = (u: SignedUp) =>
    t.dataSource.query('UPDATE users SET mfa_last_time_step = mfa_last_time_step - 10 WHERE id = $1', [
      u.user.id,
    ]);

  it('POST /auth/setup-2fa → {secret, otpauthUrl}; nothing changes until enable-2fa', async () => {
    const u = await signUp(t);
    const res = await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(res.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Atrium:${u.email}`);
    expect(url.searchParams.get('secret')).toBe(res.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Atrium');
    // Not active yet: signing in needs no code.
    expect((await signIn(t, u.email, u.password)).status).toBe(200);
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user.mfa_enabled).toBe(false);
  });

  it('POST /auth/enable-2fa: a wrong code → 400 2FA_ENABLE_FAILED; the right one → 10 recovery codes, stored hashed; then both 2FA calls → 409', async () => {
    const u = await signUp(t);
    const noSetup = await t
      .http()
      .post('/api/auth/enable-2fa')
      .set(bearer(u.tokens.accessToken))
      .send({ totpCode: '123456' })
      .expect(400);
    expect(noSetup.body).toMatchObject({
      ...errorShape,
      code: '2FA_ENABLE_FAILED',
      message: 'Failed to enable 2FA',
    });
    const setup = await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
    const good = await totp(setup.body.secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const bad = await t
      .http()
      .post('/api/auth/enable-2fa')
      .set(bearer(u.tokens.accessToken))
      .send({ totpCode: wrong })
      .expect(400);
    expect(bad.body).toMatchObject({
      code: '2FA_ENABLE_FAILED',
      details: [{ path: 'totpCode', message: expect.any(String) }],
    });

    const res = await t
      .http()
      .post('/api/auth/enable-2fa')
      .set(bearer(u.tokens.accessToken))
      .send({ totpCode: good })
      .expect(200);
    expect(res.body.recoveryCodes).toHaveLength(10);
    expect(new Set(res.body.recoveryCodes).size).toBe(10);
    for (const c of res.body.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored: { code_hash: string }[] = await t.dataSource.query(
      'SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1',
      [u.user.id],
    );
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(res.body.recoveryCodes).not.toContain(s.code_hash);
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user.mfa_enabled).toBe(true);
    expect((await outbox(t, u.email)).map((m) => m.subject)).toContain('Two-factor authentication is on');

    // 2FA on: setup-2fa and enable-2fa are both a 409 with the same detail, each under its own
    // catalogue code and message; nothing changes (the secret in use stays).
    const alreadyOn = [{ path: '', message: 'Two-factor authentication is already on; turn it off first' }];
    const again = await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(409);
    expect(again.body).toEqual({
      ...errorShape,
      error: 'Conflict',
      code: '2FA_SETUP_FAILED',
      message: 'Failed to set up 2FA',
      details: alreadyOn,
    });
    const enableAgain = await t
      .http()
      .post('/api/auth/enable-2fa')
      .set(bearer(u.tokens.accessToken))
      .send({ totpCode: good })
      .expect(409);
    expect(enableAgain.body).toEqual({
      ...errorShape,
      error: 'Conflict',
      code: '2FA_ENABLE_FAILED',
      message: 'Failed to enable 2FA',
      details: alreadyOn,
    });
    const [state] = await t.dataSource.query(
      'SELECT mfa_enabled, mfa_pending_secret IS NULL AS none_pending FROM users WHERE id = $1',
      [u.user.id],
    );
    expect(state).toEqual({ mfa_enabled: true, none_pending: true });
  });

  it('without 2FA an empty or null code is no code: 200', async () => {
    const u = await signUp(t);
    for (const totpCode of ['', null]) {
      const res = await t
        .http()
        .post('/api/auth/signin')
        .send({ email: u.email, password: u.password, totpCode });
      expect(res.status).toBe(200);
    }
  });

  describe('signing in with 2FA on', () => {
    let u: SignedUp;
    let secret: string;
    let recoveryCodes: string[];
    beforeAll(async () => {
      u = await signUp(t);
      ({ secret, recoveryCodes } = await enable2fa(t, u.tokens.accessToken));
    });
    beforeEach(() => forgetLastStep(u));

    it('no code → 401 MFA_REQUIRED; a wrong code → 401 SIGNIN_FAILED; wrong password with a code → the plain SIGNIN_FAILED', async () => {
      const none = await signIn(t, u.email, u.password);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ ...errorShape, code: 'MFA_REQUIRED' });
      expect(none.body.tokens).toBeUndefined();
      const code = await totp(secret);
      const wrong = await signIn(t, u.email, u.password, code === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'SIGNIN_FAILED', message: 'Sign in failed' });
      const badPassword = await signIn(t, u.email, 'not the password', code);
      expect(badPassword.status).toBe(401);
      expect(badPassword.body).toEqual({
        error: 'Unauthorized',
        code: 'SIGNIN_FAILED',
        message: 'Sign in failed',
        timestamp: expect.any(String),
      });
    });

    it.each([
      ['an empty code', ''],
      ['a blank code', '   '],
      ['a null code', null],
    ])(
      '%s is no code: 401 MFA_REQUIRED, as from a sign-in form whose code field is empty',
      async (_what, totpCode) => {
        const res = await t
          .http()
          .post('/api/auth/signin')
          .send({ email: u.email, password: u.password, totpCode });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ ...errorShape, code: 'MFA_REQUIRED' });
        // A code that is there but too short is still a 400 saying so.
        const short = await t
          .http()
          .post('/api/auth/signin')
          .send({ email: u.email, password: u.password, totpCode: '123' });
        expect(short.status).toBe(400);
        expect(short.body.details).toEqual([
          { path: 'totpCode', message: 'Code must be at least 6 characters' },
        ]);
      },
    );

    it('a valid code signs in once; the same code replayed → 401', async () => {
      const code = await totp(secret);
      const ok = await signIn(t, u.email, u.password, code);
      expect(ok.status).toBe(200);
      expect(ok.body.user.mfa_enabled).toBe(true);
      const replay = await signIn(t, u.email, u.password, code);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('SIGNIN_FAILED');
      // An older code (previous step) is refused after a newer one was used.
      const older = await totp(secret, -1);
      if (older !== code) expect((await signIn(t, u.email, u.password, older)).status).toBe(401);
    });

    it('the same code sent twice at once: exactly one sign-in succeeds', async () => {
      const code = await totp(secret);
      const results = await Promise.all([
        signIn(t, u.email, u.password, code),
        signIn(t, u.email, u.password, code),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('a recovery code is accepted in totpCode, once (any case, with or without dashes)', async () => {
      const code = recoveryCodes[0];
      const ok = await signIn(t, u.email, u.password, code.toUpperCase().replace(/-/g, ''));
      expect(ok.status).toBe(200);
      const again = await signIn(t, u.email, u.password, code);
      expect(again.status).toBe(401);
      expect(again.body.code).toBe('SIGNIN_FAILED');
      expect((await outbox(t, u.email)).map((m) => m.subject)).toContain('A recovery code was used');
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
        [u.user.id],
      );
      expect(n).toBe(9);
    });
  });

  it('POST /auth/disable-2fa needs the password and a current code; then sign-in needs no code', async () => {
    const u = await signUp(t);
    const { secret } = await enable2fa(t, u.tokens.accessToken);
    await forgetLastStep(u);
    const auth = bearer(u.tokens.accessToken);
    const code = await totp(secret);

    const missing = await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(auth)
      .send({ password: u.password })
      .expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const badPassword = await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(auth)
      .send({ password: 'nope nope', totpCode: code })
      .expect(400);
    expect(badPassword.body).toMatchObject({
      ...errorShape,
      code: '2FA_DISABLE_FAILED',
      message: 'Failed to disable 2FA',
    });
    const badCode = await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(auth)
      .send({ password: u.password, totpCode: '0000-0000-0000-0000' })
      .expect(400);
    expect(badCode.body.code).toBe('2FA_DISABLE_FAILED');

    await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(auth)
      .send({ password: u.password, totpCode: code })
      .expect(200);
    expect((await signIn(t, u.email, u.password)).status).toBe(200);
    const me = await t.http().get('/api/auth/me').set(auth).expect(200);
    expect(me.body.user.mfa_enabled).toBe(false);
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1',
      [u.user.id],
    );
    expect(n).toBe(0);
    const off = await t
      .http()
      .post('/api/auth/disable-2fa')
      .set(auth)
      .send({ password: u.password, totpCode: code })
      .expect(400);
    expect(off.body.code).toBe('2FA_DISABLE_FAILED');
  });

  it('2FA calls need a signed-in caller', async () => {
    for (const path of ['setup-2fa', 'enable-2fa', 'disable-2fa']) {
      const res = await t.http().post(`/api/auth/${path}`).send({}).expect(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });
});
