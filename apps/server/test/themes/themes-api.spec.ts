import type { ActiveTheme, Theme, ThemeTokens } from '@atrium/schema';
import { activeThemeSchema, DEFAULT_THEME_TOKENS, themeSchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * /api/themes on a real server and database (PGlite, or PostgreSQL with DATABASE_URL): admins
 * manage themes; anyone reads the active one (JSON and stylesheet, with ETag / 304); contrast
 * below WCAG AA is refused naming the token; exactly one theme is active, even under two
 * activations at once; the active theme cannot be deleted.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;

const teal: ThemeTokens = {
  light: { primary: '#0f766e', primary_foreground: '#ffffff' },
  dark: { primary: '#5eead4', primary_foreground: '#042f2e' },
  radius: 0.375,
  font: 'system',
};

const create = (body: object, by: TestUser = admin) => t.http().post('/api/themes').set(by.auth).send(body);
const activate = (id: string, by: TestUser = admin) =>
  t.http().post(`/api/themes/${id}/activate`).set(by.auth);
const active = async (): Promise<ActiveTheme> => (await t.http().get('/api/themes/active').expect(200)).body;
const activeCount = async (): Promise<number> =>
  (await t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM themes WHERE is_active'))[0]!.n;
/** What GET /themes/active serves with no theme active. */
const BUILT_IN_DEFAULT: ActiveTheme = {
  id: null,
  name: 'default',
  label: 'Default',
  tokens: DEFAULT_THEME_TOKENS,
  updated_at: null,
};
/**
 * GET /themes/active, asked again until it serves the built-in default or `ms` pass: a change made
 * behind the API reaches the cache within a second (the change feed).
 */
async function defaultServedWithin(ms: number): Promise<ActiveTheme> {
  const started = Date.now();
  let served = await active();
  while (served.id !== null && Date.now() - started < ms) served = await active();
  return served;
}

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'themes-admin' });
  member = await createUser(t, { prefix: 'themes-member' });
}, 120_000);
afterAll(() => t.close());

describe('the seeded default and GET /api/themes/active (public)', () => {
  it("serves today's look to anyone, without signing in, cacheable with an ETag", async () => {
    const res = await t.http().get('/api/themes/active').expect(200);
    expect(activeThemeSchema.parse(res.body)).toMatchObject({
      name: 'default',
      tokens: DEFAULT_THEME_TOKENS,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(res.headers.etag).toMatch(/^".+"$/);
    await t.http().get('/api/themes/active').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('serves the same tokens as a stylesheet, with its own ETag and 304', async () => {
    const res = await t.http().get('/api/themes/active.css?v=1').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text).toContain(':root:root{--primary:#4747dd;');
    expect(res.text).toContain(':root.dark{--primary:#8f9bfb;');
    await t.http().get('/api/themes/active.css').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it.each([
    ['/api/themes/active?x=1', 'This call takes no query parameters'],
    ['/api/themes/active.css?x=1', 'Invalid stylesheet query'],
    [`/api/themes/active.css?v=${'9'.repeat(65)}`, 'Invalid stylesheet query'],
  ])('GET %s → 400', async (url, message) => {
    const res = await t.http().get(url).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('admin CRUD', () => {
  it('creates, reads, lists, renames and deletes a theme, recording who changed what', async () => {
    const res = await create({ name: 'teal', label: 'Teal', tokens: teal }).expect(201);
    const theme = themeSchema.parse(res.body);
    expect(theme).toMatchObject({
      name: 'teal',
      label: 'Teal',
      tokens: teal,
      is_active: false,
      created_by: admin.id,
    });
    expect((await t.http().get(`/api/themes/${theme.id}`).set(admin.auth).expect(200)).body).toEqual(theme);

    const list: Theme[] = (await t.http().get('/api/themes').set(admin.auth).expect(200)).body;
    expect(list[0]!.is_active).toBe(true);
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['default', 'teal']));

    const renamed = await t
      .http()
      .patch(`/api/themes/${theme.id}`)
      .set(admin.auth)
      .send({ label: 'Teal (brand)', tokens: { ...teal, radius: 1 } })
      .expect(200);
    expect(renamed.body).toMatchObject({ label: 'Teal (brand)', tokens: { radius: 1 } });

    await t.http().delete(`/api/themes/${theme.id}`).set(admin.auth).expect(204);
    await t.http().get(`/api/themes/${theme.id}`).set(admin.auth).expect(404);
    const events = await t.dataSource.query<{ action: string; actor_id: string }[]>(
      'SELECT action, actor_id FROM theme_events WHERE theme_id = $1 ORDER BY at',
      [theme.id],
    );
    expect(events).toEqual(['create', 'update', 'delete'].map((action) => ({ action, actor_id: admin.id })));
  });

  it('refuses a second theme of the same name (409) and a rename onto a taken name', async () => {
    const a = (await create({ name: 'dup-a', label: 'A' }).expect(201)).body as Theme;
    const res = await create({ name: 'dup-a', label: 'Again' }).expect(409);
    expect(res.body.message).toBe('A theme named "dup-a" already exists');
    await create({ name: 'dup-b', label: 'B' }).expect(201);
    await t.http().patch(`/api/themes/${a.id}`).set(admin.auth).send({ name: 'dup-b' }).expect(409);
  });
});

describe('contrast (WCAG AA 4.5:1 in light and dark)', () => {
  it.each([
    [
      'light text on a light primary',
      { ...teal, light: { primary: '#0f766e', primary_foreground: '#5eead4' } },
      'tokens.light.primary_foreground',
    ],
    [
      'white text on a pale dark-mode primary',
      { ...teal, dark: { primary: '#5eead4', primary_foreground: '#ffffff' } },
      'tokens.dark.primary_foreground',
    ],
    [
      'a yellow primary links could not be read in on white',
      { ...teal, light: { primary: '#facc15', primary_foreground: '#000000' } },
      'tokens.light.primary',
    ],
  ])('refuses %s, naming the token', async (_, tokens, path) => {
    const res = await create({ name: 'low-contrast', label: 'Low', tokens }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toMatch(
      new RegExp(`^Invalid theme: ${path.replace(/\./g, '\\.')}: .*WCAG AA needs at least 4\\.5:1$`),
    );
    expect(res.body.details[0].path).toBe(path);
  });

  it('refuses a low-contrast edit of an existing theme, and keeps the theme as it was', async () => {
    const theme = (await create({ name: 'edit-contrast', label: 'E', tokens: teal }).expect(201))
      .body as Theme;
    await t
      .http()
      .patch(`/api/themes/${theme.id}`)
      .set(admin.auth)
      .send({ tokens: { ...teal, light: { primary: '#0f766e', primary_foreground: '#0f766f' } } })
      .expect(400);
    expect((await t.http().get(`/api/themes/${theme.id}`).set(admin.auth).expect(200)).body.tokens).toEqual(
      teal,
    );
  });
});

describe('odd input → 400 naming the problem', () => {
  it.each([
    [
      'an unknown token',
      { name: 'x1', label: 'X', tokens: { ...teal, accent: '#000000' } },
      'tokens',
      'accent',
    ],
    [
      'a colour that is not #rrggbb',
      {
        name: 'x2',
        label: 'X',
        tokens: { ...teal, light: { primary: 'teal', primary_foreground: '#ffffff' } },
      },
      'tokens.light.primary',
      '',
    ],
    [
      'a radius out of range',
      { name: 'x3', label: 'X', tokens: { ...teal, radius: 100 } },
      'tokens.radius',
      '',
    ],
    [
      'a font not on the list',
      { name: 'x4', label: 'X', tokens: { ...teal, font: 'papyrus' } },
      'tokens.font',
      '',
    ],
    ['a name that is not a slug', { name: 'Brand Blue', label: 'X' }, 'name', ''],
    ['a name too long', { name: 'a'.repeat(49), label: 'X' }, 'name', ''],
    ['an empty label', { name: 'x5', label: '  ' }, 'label', ''],
    // Accepted until an outside probe compared it with the other labels, which all refuse these.
    ['a label of two lines', { name: 'x8', label: 'Brand\nblue' }, 'label', ''],
    ['a label with a control character', { name: 'x9', label: 'Brand\u001b[31m' }, 'label', ''],
    ['an unknown field', { name: 'x6', label: 'X', is_active: true }, '', 'is_active'],
    ['tokens that are a string', { name: 'x7', label: 'X', tokens: 'blue' }, 'tokens', ''],
  ])('POST with %s', async (_, body, path, named) => {
    const res = await create(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const detail = (res.body.details as { path: string; message: string }[]).find((d) => d.path === path);
    expect(detail).toBeDefined();
    // An unknown key is named in the message (and so in the 400's message, which quotes the first problem).
    if (named) expect(res.body.message).toContain(`"${named}"`);
  });

  it.each([
    ['GET', '/api/themes/not-a-uuid'],
    ['PATCH', '/api/themes/not-a-uuid'],
    ['POST', '/api/themes/not-a-uuid/activate'],
    ['DELETE', '/api/themes/not-a-uuid'],
  ])('%s %s → 400 Invalid theme id', async (method, url) => {
    const send = t.http()[method.toLowerCase() as 'get'];
    const res = await send(url)
      .set(admin.auth)
      .send(method === 'PATCH' ? { label: 'x' } : undefined);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid theme id');
  });

  it('PATCH with nothing to change → 400; an unknown id → 404', async () => {
    const theme = (await create({ name: 'empty-patch', label: 'E' }).expect(201)).body as Theme;
    await t.http().patch(`/api/themes/${theme.id}`).set(admin.auth).send({}).expect(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await t.http().patch(`/api/themes/${unknown}`).set(admin.auth).send({ label: 'x' }).expect(404);
    await activate(unknown).expect(404);
  });
});

describe('who may do what', () => {
  it.each([
    ['GET', '/api/themes'],
    ['GET', '/api/themes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/themes'],
    ['PATCH', '/api/themes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/themes/00000000-0000-4000-8000-000000000000/activate'],
    ['DELETE', '/api/themes/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: a member gets 403, anonymous 401', async (method, url) => {
    const m = method.toLowerCase() as 'get';
    const body = { name: 'nope', label: 'Nope' };
    expect((await t.http()[m](url).set(member.auth).send(body)).status).toBe(403);
    expect((await t.http()[m](url).send(body)).status).toBe(401);
  });
});

describe('activation', () => {
  it('switches what everybody is served, and refuses to delete the active theme', async () => {
    const before = await t.http().get('/api/themes/active').expect(200);
    const theme = (await create({ name: 'ocean', label: 'Ocean', tokens: teal }).expect(201)).body as Theme;
    expect((await activate(theme.id).expect(200)).body).toMatchObject({ id: theme.id, is_active: true });
    const after = await t
      .http()
      .get('/api/themes/active')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(after.body).toMatchObject({ id: theme.id, name: 'ocean', tokens: teal });
    expect((await t.http().get('/api/themes/active.css').expect(200)).text).toContain('--primary:#0f766e;');

    const refused = await t.http().delete(`/api/themes/${theme.id}`).set(admin.auth).expect(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Theme "Ocean" is the active theme and cannot be deleted: activate another theme first',
    });
    expect(await activeCount()).toBe(1);
  });

  it('leaves exactly one theme active when two are activated at once', async () => {
    const a = (await create({ name: 'race-a', label: 'Race A', tokens: teal }).expect(201)).body as Theme;
    const b = (await create({ name: 'race-b', label: 'Race B' }).expect(201)).body as Theme;
    for (let round = 0; round < 3; round++) {
      const [ra, rb] = await Promise.all([activate(a.id), activate(b.id)]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      expect(await activeCount()).toBe(1);
      const served = await active();
      expect([a.id, b.id]).toContain(served.id);
    }
  });

  it('serves a theme activated behind the API (psql, another node) within a second', async () => {
    const theme = (await create({ name: 'behind', label: 'Behind', tokens: teal }).expect(201)).body as Theme;
    await active(); // cached now
    await t.dataSource.transaction(async (em) => {
      await em.query('UPDATE themes SET is_active = false WHERE is_active');
      await em.query('UPDATE themes SET is_active = true WHERE id = $1', [theme.id]);
    });
    const started = Date.now();
    let served = await active();
    while (served.id !== theme.id && Date.now() - started < 1500) served = await active();
    expect(served.id).toBe(theme.id);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([
    [
      'CSS of its own',
      'stored-css',
      { ...teal, light: { ...teal.light, primary: 'red;}body{display:none}' } },
    ],
    ['another shape', 'stored-shape', { font: 'comic' }],
  ])(
    'serves the default look for an active theme whose tokens, written behind the API, hold %s',
    async (_case, name, tokens) => {
      const theme = (await create({ name, label: 'Stored', tokens: teal }).expect(201)).body as Theme;
      await activate(theme.id).expect(200);
      expect((await active()).id).toBe(theme.id);
      await t.dataSource.query('UPDATE themes SET tokens = $1, updated_at = now() WHERE id = $2', [
        JSON.stringify(tokens),
        theme.id,
      ]);
      // The change reaches the cache within a second (the change feed), as any write behind the API.
      expect(await defaultServedWithin(1500)).toEqual(BUILT_IN_DEFAULT);
      const css = await t.http().get('/api/themes/active.css').expect(200);
      expect(css.text).toContain(`--primary:${DEFAULT_THEME_TOKENS.light.primary};`);
      expect(css.text).not.toContain('display:none');
    },
  );

  it('serves the built-in default when no theme is active', async () => {
    await t.dataSource.query('UPDATE themes SET is_active = false WHERE is_active');
    expect(await defaultServedWithin(1500)).toEqual(BUILT_IN_DEFAULT);
  });
});
