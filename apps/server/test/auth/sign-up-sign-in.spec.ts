import { userSchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import {
  PASSWORD,
  bearer,
  errorShape,
  newEmail,
  outbox,
  signIn,
  signUp,
  startAuthApp,
  tokenFromLink,
} from './auth-test-kit.js';

function jwtParts(token: string) {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
}

const withoutTimestamp = (body: Record<string, unknown>) => ({ ...body, timestamp: undefined });

describe('sign-up and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('POST /auth/signup → 201 {user, tokens}: role user, profile fields kept, a role sent is ignored', async () => {
    const email = newEmail('Ada');
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({
        email,
        password: PASSWORD,
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'platform_owner',
        company: 'Engines',
        age: 36,
      })
      .expect(201);
    expect(userSchema.parse(res.body.user)).toEqual(res.body.user);
    expect(res.body.user).toMatchObject({
      email,
      email_verified: false,
      role: 'user',
      mfa_enabled: false,
      profile: { first_name: 'Ada', last_name: 'Lovelace', role: 'user', company: 'Engines', age: 36 },
    });
    const [profile] = await t.dataSource.query('SELECT role FROM user_profiles WHERE id = $1', [
      res.body.user.id,
    ]);
    expect(profile.role).toBe('user');

    const { accessToken, refreshToken, expiresAt } = res.body.tokens;
    const { header, payload } = jwtParts(accessToken);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: res.body.user.id, typ: 'access', sid: expect.any(String) });
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
    expect(expiresAt).toBe(payload.exp);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.dataSource.query('SELECT token_hash FROM refresh_tokens WHERE session_id = $1', [
      payload.sid,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(refreshToken);
  });

  it('sign-up signs in at once: GET /auth/me answers the new user', async () => {
    const u = await signUp(t);
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user).toEqual(u.user);
  });

  it('sign-up mails a verification link; POST /auth/verify-email confirms it once', async () => {
    const u = await signUp(t);
    const mails = await outbox(t, u.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address']);
    const token = tokenFromLink(mails[0].text, '/verify-email');
    const ok = await t.http().post('/api/auth/verify-email').send({ token }).expect(200);
    expect(ok.body.user).toMatchObject({ id: u.user.id, email_verified: true });
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user.email_verified).toBe(true);
    const again = await t.http().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body).toMatchObject({
      ...errorShape,
      code: 'EMAIL_VERIFICATION_FAILED',
      message: 'Failed to verify email',
    });
  });

  it('sign-up with a taken email (any case) → 409 SIGNUP_FAILED, no tokens; the owner is told by mail', async () => {
    const u = await signUp(t);
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: u.email.toUpperCase(), password: 'another password' })
      .expect(409);
    expect(res.body).toMatchObject({ ...errorShape, code: 'SIGNUP_FAILED', message: 'Sign up failed' });
    expect(res.body.tokens).toBeUndefined();
    const mails = await outbox(t, u.email);
    expect(mails.map((m) => m.subject)).toContain('Someone tried to sign up with your email address');
    // The original password still works.
    await signIn(t, u.email, u.password).then((r) => expect(r.status).toBe(200));
  });

  it('POST /auth/signin → 200 {user, tokens}, email case-insensitive', async () => {
    const u = await signUp(t);
    const res = await signIn(t, u.email.toUpperCase(), u.password);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(u.user.id);
    expect(res.body.tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    await t.http().get('/api/auth/me').set(bearer(res.body.tokens.accessToken)).expect(200);
  });

  it('wrong password and unknown email: the same 401 SIGNIN_FAILED body, and the same kind of time', async () => {
    const u = await signUp(t);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await signIn(t, email, 'wrong password!');
      return { res, ms: performance.now() - started };
    };
    // Each is timed several times, alternating, and its fastest try compared: a loaded machine only
    // ever adds time, so one stalled try (GC, another process on the CPU) cannot tip the ratio.
    type Timed = Awaited<ReturnType<typeof time>>;
    const fastest = (list: Timed[]) => list.reduce((best, one) => (one.ms < best.ms ? one : best));
    const nobody = newEmail('nobody');
    const tries: { wrong: Timed[]; unknown: Timed[] } = { wrong: [], unknown: [] };
    for (let i = 0; i < 3; i++) {
      tries.wrong.push(await time(u.email));
      tries.unknown.push(await time(nobody));
    }
    const wrong = fastest(tries.wrong);
    const unknown = fastest(tries.unknown);
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.body).toMatchObject({ ...errorShape, code: 'SIGNIN_FAILED', message: 'Sign in failed' });
    expect(withoutTimestamp(unknown.res.body)).toEqual(withoutTimestamp(wrong.res.body));
    expect(Object.keys(unknown.res.body)).toEqual(Object.keys(wrong.res.body));
    expect(unknown.res.headers['content-length']).toBe(wrong.res.headers['content-length']);
    // Both verify an argon2 hash (an unknown email checks a dummy one): neither is an order of magnitude faster.
    const [fast, slow] = [wrong.ms, unknown.ms].sort((a, b) => a - b);
    expect(fast).toBeGreaterThan(slow / 5);
  });

  it('GET /auth/me without a token → 401 UNAUTHENTICATED "Not authenticated"', async () => {
    const res = await t.http().get('/api/auth/me').expect(401);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('POST /auth/update-session re-reads profile and role', async () => {
    const u = await signUp(t);
    await t.dataSource.query(
      `UPDATE user_profiles SET role = 'admin', first_name = 'Renamed' WHERE id = $1`,
      [u.user.id],
    );
    const res = await t.http().post('/api/auth/update-session').set(bearer(u.tokens.accessToken)).expect(200);
    expect(res.body.user).toMatchObject({ role: 'admin', profile: { first_name: 'Renamed', role: 'admin' } });
  });

  it('a user without a profile row has role guest', async () => {
    const u = await signUp(t);
    await t.dataSource.query('DELETE FROM user_profiles WHERE id = $1', [u.user.id]);
    const res = await t.http().post('/api/auth/update-session').set(bearer(u.tokens.accessToken)).expect(200);
    expect(res.body.user).toMatchObject({
      role: 'guest',
      profile: { role: 'guest', first_name: null, last_name: null },
    });
  });

  it('GET /auth/sessions lists live sessions with user agent, ip and the current flag', async () => {
    const u = await signUp(t);
    const second = await t
      .http()
      .post('/api/auth/signin')
      .set('user-agent', 'Second Browser/1.0')
      .send({ email: u.email, password: u.password })
      .expect(200);
    const res = await t
      .http()
      .get('/api/auth/sessions')
      .set(bearer(second.body.tokens.accessToken))
      .expect(200);
    expect(res.body.sessions).toHaveLength(2);
    const current = res.body.sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({
      user_agent: 'Second Browser/1.0',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    for (const s of res.body.sessions) {
      expect(Object.keys(s).sort()).toEqual([
        'created_at',
        'current',
        'id',
        'ip',
        'last_used_at',
        'user_agent',
      ]);
    }
  });

  it('POST /auth/resend-verification → 202 with the same body for a known and an unknown email; mails only the known one', async () => {
    const u = await signUp(t);
    const unknown = newEmail('ghost');
    const a = await t.http().post('/api/auth/resend-verification').send({ email: u.email }).expect(202);
    const b = await t.http().post('/api/auth/resend-verification').send({ email: unknown }).expect(202);
    expect(a.body).toEqual(b.body);
    expect((await outbox(t, u.email)).filter((m) => m.subject === 'Confirm your email address')).toHaveLength(
      2,
    );
    expect(await outbox(t, unknown)).toHaveLength(0);
  });

  it('the auth calls also answer under /.netlify/functions', async () => {
    const u = await signUp(t);
    const res = await t
      .http()
      .get('/.netlify/functions/auth/me')
      .set(bearer(u.tokens.accessToken))
      .expect(200);
    expect(res.body.user.id).toBe(u.user.id);
  });
});
