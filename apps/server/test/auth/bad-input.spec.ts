import type { TestApp } from '../support/test-app.js';
import { PASSWORD, bearer, errorShape, newEmail, signIn, signUp, startAuthApp } from './auth-test-kit.js';
import type { SignedUp } from './auth-test-kit.js';

/**
 * Odd input never produces a 500 and never says whether an account exists: every body is
 * validated by the zod schemas of libs/schema before any lookup.
 */
describe('bad input to the auth calls', () => {
  let t: TestApp;
  let u: SignedUp;
  beforeAll(async () => {
    t = await startAuthApp();
    u = await signUp(t);
  });
  afterAll(() => t.close());

  const big = 'x'.repeat(10 * 1024);

  const publicCases: [string, string, unknown][] = [
    ['signup: no body fields', '/api/auth/signup', {}],
    ['signup: email is a number', '/api/auth/signup', { email: 42, password: PASSWORD }],
    ['signup: email is an array', '/api/auth/signup', { email: ['a@b.co'], password: PASSWORD }],
    ['signup: email is an object', '/api/auth/signup', { email: { $ne: null }, password: PASSWORD }],
    ['signup: not an email', '/api/auth/signup', { email: 'not-an-email', password: PASSWORD }],
    [
      'signup: 300-character email',
      '/api/auth/signup',
      { email: `${'a'.repeat(290)}@example.com`, password: PASSWORD },
    ],
    ['signup: unicode domain', '/api/auth/signup', { email: 'jürgen@exämple.de', password: PASSWORD }],
    ['signup: 10 kB password', '/api/auth/signup', { email: newEmail(), password: big }],
    ['signup: short password', '/api/auth/signup', { email: newEmail(), password: 'short' }],
    ['signup: password is a number', '/api/auth/signup', { email: newEmail(), password: 12345678 }],
    ['signup: only spaces', '/api/auth/signup', { email: newEmail(), password: '          ' }],
    [
      'signup: 10 kB first name',
      '/api/auth/signup',
      { email: newEmail(), password: PASSWORD, first_name: big },
    ],
    [
      'signup: NUL in a name',
      '/api/auth/signup',
      { email: newEmail(), password: PASSWORD, first_name: 'a\u0000b' },
    ],
    [
      'signup: nested profile value',
      '/api/auth/signup',
      { email: newEmail(), password: PASSWORD, prefs: { theme: 'dark' } },
    ],
    [
      'signup: secret-looking profile key',
      '/api/auth/signup',
      { email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD },
    ],
    ['signup: bad profile key', '/api/auth/signup', { email: newEmail(), password: PASSWORD, 'bad key!': 1 }],
    ['signin: no password', '/api/auth/signin', { email: 'a@b.co' }],
    ['signin: 10 kB password', '/api/auth/signin', { email: 'a@b.co', password: big.repeat(2) }],
    ['signin: email is null', '/api/auth/signin', { email: null, password: 'x' }],
    ['signin: unknown key', '/api/auth/signin', { email: 'a@b.co', password: 'x', role: 'admin' }],
    [
      'signin: totpCode is a number',
      '/api/auth/signin',
      { email: 'a@b.co', password: 'x', totpCode: 123456 },
    ],
    ['signin: 10 kB totpCode', '/api/auth/signin', { email: 'a@b.co', password: 'x', totpCode: big }],
    ['refresh: 10 kB token', '/api/auth/refresh', { refreshToken: big }],
    ['refresh: token is a number', '/api/auth/refresh', { refreshToken: 12345 }],
    ['forgot: no email', '/api/auth/forgot-password', {}],
    ['forgot: email array', '/api/auth/forgot-password', { email: ['a@b.co', 'c@d.co'] }],
    ['resend: bad email', '/api/auth/resend-verification', { email: '@' }],
    ['verify: no token', '/api/auth/verify-email', {}],
    ['reset: 10 kB new password', '/api/auth/reset-password', { token: 'A'.repeat(43), newPassword: big }],
  ];

  it.each(publicCases)('%s → 400 VALIDATION_FAILED with details', async (_name, path, body) => {
    const res = await t
      .http()
      .post(path)
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toEqual(
      expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
    );
    expect(res.body.stack).toBeUndefined();
  });

  const signedInCases: [string, string, string, unknown][] = [
    ['change-password: nothing', 'post', '/api/auth/change-password', {}],
    [
      'change-password: 10 kB new password',
      'post',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: big },
    ],
    ['change-password: numbers', 'post', '/api/auth/change-password', { currentPassword: 1, newPassword: 2 }],
    ['enable-2fa: no code', 'post', '/api/auth/enable-2fa', {}],
    ['enable-2fa: short code', 'post', '/api/auth/enable-2fa', { totpCode: '123' }],
    ['disable-2fa: no password', 'post', '/api/auth/disable-2fa', { totpCode: '123456' }],
    ['PATCH /users/me: nothing', 'patch', '/api/users/me', {}],
    ['PATCH /users/me: a role', 'patch', '/api/users/me', { role: 'platform_owner' }],
    ['PATCH /users/me: 10 kB value', 'patch', '/api/users/me', { bio: big }],
    ['PATCH /users/me: an array', 'patch', '/api/users/me', { tags: ['a', 'b'] }],
  ];

  it.each(signedInCases)('%s → 400 VALIDATION_FAILED', async (_name, method, path, body) => {
    const req = method === 'patch' ? t.http().patch(path) : t.http().post(path);
    const res = await req.set(bearer(u.tokens.accessToken)).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['malformed JSON', '{"email": '],
    [
      'a prototype-poisoning key',
      '{"email":"a@b.co","password":"correct horse","__proto__":{"role":"admin"}}',
    ],
    [
      'a constructor key',
      '{"email":"a@b.co","password":"correct horse","constructor":{"prototype":{"role":"admin"}}}',
    ],
  ])('sign-up with %s → 400, never 500', async (_name, raw) => {
    const res = await t.http().post('/api/auth/signup').set('content-type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(errorShape);
  });

  it('a form-encoded body → 415', async () => {
    const res = await t
      .http()
      .post('/api/auth/signin')
      .type('form')
      .send({ email: u.email, password: u.password });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a 2 MB body → 413', async () => {
    const res = await t
      .http()
      .post('/api/auth/signin')
      .send({ email: u.email, password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unicode passwords work, and compose-equivalent forms match (NFC)', async () => {
    const email = newEmail('unicode');
    const composed = 'pässwörd 🔐 日本語'.normalize('NFC');
    await t
      .http()
      .post('/api/auth/signup')
      .send({ email, password: composed, first_name: 'Zoë 🙂', city: 'Zürich' })
      .expect(201);
    expect((await signIn(t, email, composed)).status).toBe(200);
    expect((await signIn(t, email, composed.normalize('NFD'))).status).toBe(200);
    expect((await signIn(t, email, 'passwort 🔐 日本語')).status).toBe(401);
  });

  it('a lone surrogate or odd whitespace in the email is refused, not a 500', async () => {
    for (const email of ['a\ud800@b.co', ' \t', 'a@b.co\u0000', 'a@b.co\r\nBcc: x@y.z']) {
      const res = await t.http().post('/api/auth/forgot-password').send({ email });
      expect(res.status).toBe(400);
    }
  });

  it('header tricks: a duplicated or odd Authorization header is refused with 401, not a 500', async () => {
    const res = await t
      .http()
      .get('/api/auth/me')
      .set('authorization', `Bearer ${u.tokens.accessToken}, Bearer x`);
    expect(res.status).toBe(401);
    const weird = await t.http().get('/api/auth/me').set('authorization', 'Bearer \u00ff\u00fe');
    expect(weird.status).toBe(401);
    const long = await t
      .http()
      .get('/api/auth/me')
      .set('user-agent', 'u'.repeat(8000))
      .set(bearer(u.tokens.accessToken));
    expect(long.status).toBe(200);
  });

  it('a very long user agent is stored cut to 512 characters', async () => {
    const res = await t
      .http()
      .post('/api/auth/signin')
      .set('user-agent', 'A'.repeat(5000))
      .send({ email: u.email, password: u.password })
      .expect(200);
    const sessions = await t
      .http()
      .get('/api/auth/sessions')
      .set(bearer(res.body.tokens.accessToken))
      .expect(200);
    const current = sessions.body.sessions.find((s: { current: boolean }) => s.current);
    expect(current.user_agent).toHaveLength(512);
  });
});
