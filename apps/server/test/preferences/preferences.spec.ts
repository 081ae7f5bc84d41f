import type { TestApp } from '../support/test-app.js';
import { bearer, errorShape, settle, signUp, startAuthApp } from '../auth/auth-test-kit.js';

const PATH = '/api/users/me/preferences';
const DEFAULTS = { theme: 'system', language: 'en-US', time_zone: 'UTC' };

describe('/api/users/me/preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('GET answers the defaults while nothing is stored, without storing a row', async () => {
    const u = await signUp(t);
    const res = await t.http().get(PATH).set(bearer(u.tokens.accessToken)).expect(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const rows = await t.dataSource.query('SELECT 1 FROM user_preferences WHERE user_id = $1', [u.user.id]);
    expect(rows).toHaveLength(0);
  });

  it('a sign-up keeps the language the visitor read the page in (Accept-Language); its mails use it', async () => {
    const signUpIn = async (acceptLanguage: string | undefined) => {
      const email = `lang.${Math.random().toString(36).slice(2)}@example.com`;
      const req = t.http().post('/api/auth/signup');
      if (acceptLanguage !== undefined) req.set('accept-language', acceptLanguage);
      const res = await req.send({ email, password: 'a long enough password' }).expect(201);
      const prefs = await t.http().get(PATH).set(bearer(res.body.tokens.accessToken)).expect(200);
      return { email, language: prefs.body.language as string };
    };
    const german = await signUpIn('de-DE');
    expect(german.language).toBe('de-DE');
    expect((await signUpIn('ja')).language).toBe('ja-JP');
    expect((await signUpIn('fr-FR, en-GB;q=0.5')).language).toBe('en-GB');
    // Nothing offered, nothing sent, or a header too long to be a browser's: the default.
    expect((await signUpIn('fr-FR')).language).toBe('en-US');
    expect((await signUpIn(undefined)).language).toBe('en-US');
    expect((await signUpIn(`${'x-'.repeat(300)}de`)).language).toBe('en-US');
    await settle(t);
    const [mail] = await t.dataSource.query('SELECT subject FROM mail_outbox WHERE "to" = $1', [
      german.email,
    ]);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
  });

  it('PATCH sets some fields, keeps the others and answers the full preferences', async () => {
    const u = await signUp(t);
    const first = await t
      .http()
      .patch(PATH)
      .set(bearer(u.tokens.accessToken))
      .send({ theme: 'dark' })
      .expect(200);
    expect(first.body).toEqual({ ...DEFAULTS, theme: 'dark' });

    const second = await t
      .http()
      .patch(PATH)
      .set(bearer(u.tokens.accessToken))
      .send({ language: 'de-DE', time_zone: 'Europe/Berlin' })
      .expect(200);
    expect(second.body).toEqual({ theme: 'dark', language: 'de-DE', time_zone: 'Europe/Berlin' });

    const read = await t.http().get(PATH).set(bearer(u.tokens.accessToken)).expect(200);
    expect(read.body).toEqual(second.body);
    // An empty patch changes nothing.
    const empty = await t.http().patch(PATH).set(bearer(u.tokens.accessToken)).send({}).expect(200);
    expect(empty.body).toEqual(second.body);
  });

  it.each([
    ['an unknown key', { font_size: 14 }, ''],
    [
      'an unknown key beside a valid one',
      { theme: 'dark', user_id: '00000000-0000-0000-0000-000000000001' },
      '',
    ],
    ['a theme outside the list', { theme: 'sepia' }, 'theme'],
    ['a null theme', { theme: null }, 'theme'],
    ['an unsupported language', { language: 'tlh-KL' }, 'language'],
    ['a language in the wrong case', { language: 'EN-us' }, 'language'],
    ['a language that is not a string', { language: ['en-US'] }, 'language'],
    ['an unknown time zone', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
    ['an offset instead of a zone', { time_zone: '+02:00' }, 'time_zone'],
    ['a very long time zone', { time_zone: 'A'.repeat(5000) }, 'time_zone'],
    ['an array body', [{ theme: 'dark' }], ''],
  ])('PATCH with %s → 400 with the API error shape, nothing stored', async (_name, body, path) => {
    const u = await signUp(t);
    const res = await t.http().patch(PATH).set(bearer(u.tokens.accessToken)).send(body).expect(400);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'VALIDATION_FAILED',
      message: 'Failed to update preferences',
    });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    const read = await t.http().get(PATH).set(bearer(u.tokens.accessToken)).expect(200);
    expect(read.body).toEqual(DEFAULTS);
  });

  it('PATCH with a body that is not JSON → 400, never 500', async () => {
    const u = await signUp(t);
    const res = await t
      .http()
      .patch(PATH)
      .set(bearer(u.tokens.accessToken))
      .set('content-type', 'application/json')
      .send('{"theme": ')
      .expect(400);
    expect(res.body).toMatchObject(errorShape);
  });

  it('anonymous callers get 401 "Not authenticated" on both methods', async () => {
    const get = await t.http().get(PATH).expect(401);
    expect(get.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    const patch = await t.http().patch(PATH).send({ theme: 'dark' }).expect(401);
    expect(patch.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
    const bad = await t.http().get(PATH).set(bearer('not-a-token')).expect(401);
    expect(bad.body).toMatchObject(errorShape);
  });

  it("one user never sees or changes another's preferences", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t
      .http()
      .patch(PATH)
      .set(bearer(a.tokens.accessToken))
      .send({ theme: 'light', language: 'ja-JP', time_zone: 'Asia/Tokyo' })
      .expect(200);
    const other = await t.http().get(PATH).set(bearer(b.tokens.accessToken)).expect(200);
    expect(other.body).toEqual(DEFAULTS);
    await t.http().patch(PATH).set(bearer(b.tokens.accessToken)).send({ theme: 'dark' }).expect(200);
    const mine = await t.http().get(PATH).set(bearer(a.tokens.accessToken)).expect(200);
    expect(mine.body).toEqual({ theme: 'light', language: 'ja-JP', time_zone: 'Asia/Tokyo' });
  });

  it('a stored value that is no longer supported reads as its default', async () => {
    const u = await signUp(t);
    await t
      .http()
      .patch(PATH)
      .set(bearer(u.tokens.accessToken))
      .send({ time_zone: 'Europe/Paris' })
      .expect(200);
    await t.dataSource.query(`UPDATE user_preferences SET language = 'tlh' WHERE user_id = $1`, [u.user.id]);
    const res = await t.http().get(PATH).set(bearer(u.tokens.accessToken)).expect(200);
    expect(res.body).toEqual({ ...DEFAULTS, time_zone: 'Europe/Paris' });
  });

  it('the preferences go with the user (ON DELETE CASCADE)', async () => {
    const u = await signUp(t);
    await t.http().patch(PATH).set(bearer(u.tokens.accessToken)).send({ theme: 'dark' }).expect(200);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [u.user.id]);
    const rows = await t.dataSource.query('SELECT 1 FROM user_preferences WHERE user_id = $1', [u.user.id]);
    expect(rows).toHaveLength(0);
    // A token that outlives its user can no longer write: 401, never a foreign-key 500.
    const res = await t.http().patch(PATH).set(bearer(u.tokens.accessToken)).send({ theme: 'light' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
  });

  it('the OpenAPI document lists both operations', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    expect(Object.keys(res.body.paths['/api/users/me/preferences'])).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
  });
});
