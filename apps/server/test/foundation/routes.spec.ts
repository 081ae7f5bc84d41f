import { FALLBACK_ROUTES } from '@atrium/schema';
import { ChangeFeedService } from '../../src/modules/changes/change-feed.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

describe('GET /api/routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const insertRoute = (name: string, path: string, active = true) =>
    t.dataSource.query(
      `INSERT INTO routes (name, path, component_name, layout, is_public, is_active) VALUES ($1, $2, 'X', 'Public', true, $3)`,
      [name, path, active],
    );

  it('returns the seeded route set, active only, ordered by created_at', async () => {
    const res = await t.http().get('/api/routes').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const names = res.body.map((r: { name: string }) => r.name);
    for (const f of FALLBACK_ROUTES) expect(names).toContain(f.name);
    for (const n of [
      'signup',
      'forgot_password',
      'zone_dashboard',
      'hub_view',
      'module_view',
      'dashboard_view',
    ]) {
      expect(names).toContain(n);
    }
    const times = res.body.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(res.body.every((r: { is_active: boolean }) => r.is_active)).toBe(true);
    expect(res.body.find((r: { name: string }) => r.name === 'hub_view')).toMatchObject({
      path: '/zones/:zoneId/hubs/:hubId',
      metadata: { dynamic: true },
    });
  });

  it('seeded paths match the specification fallback table', async () => {
    const res = await t.http().get('/api/routes').expect(200);
    for (const f of FALLBACK_ROUTES) {
      expect(res.body.find((r: { name: string }) => r.name === f.name)?.path).toBe(f.path);
    }
  });

  it.each([
    ['name=eq.login', ['login']],
    ['path=eq./dashboard', ['dashboard']],
    ['name=in.(login,signup)', ['login', 'signup']],
    ['is_public=eq.true&name=like.forgot*', ['forgot_password']],
    ['name=ilike.ADMIN_R*', ['admin_routes']],
  ])('filters %s', async (query, expected) => {
    const res = await t.http().get(`/api/routes?${query}`).expect(200);
    expect(res.body.map((r: { name: string }) => r.name).sort()).toEqual([...expected].sort());
  });

  it('is_public=eq.false&name=not.like.admin* leaves the signed-in pages', async () => {
    const res = await t.http().get('/api/routes?is_public=eq.false&name=not.like.admin*').expect(200);
    const names = res.body.map((r: { name: string }) => r.name);
    expect(names).toContain('dashboard');
    expect(names.some((n: string) => n.startsWith('admin'))).toBe(false);
    expect(res.body.every((r: { is_public: boolean }) => !r.is_public)).toBe(true);
  });

  it.each([
    ['unknown operator', 'name=foo.bar', /foo/],
    ['unknown column', 'colour=eq.red', /colour/],
    ['bad boolean', 'is_active=eq.maybe', /is_active/],
    ['missing operator', 'name=login', /name/],
    ['bad uuid', 'id=eq.123', /id/],
  ])('%s → 400 naming it', async (_n, query, pattern) => {
    const res = await t.http().get(`/api/routes?${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toMatch(pattern);
  });

  it('answers 304 to a matching If-None-Match and a fresh body after a change', async () => {
    const first = await t.http().get('/api/routes?name=like.etag*').expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await t.http().get('/api/routes?name=like.etag*').set('if-none-match', etag).expect(304);

    await insertRoute('etag_probe', '/etag-probe');
    await t.app.get(ChangeFeedService).poll();
    const after = await t.http().get('/api/routes?name=like.etag*').set('if-none-match', etag).expect(200);
    expect(after.body.map((r: { name: string }) => r.name)).toEqual(['etag_probe']);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('a row changed in the database (not through the API) reaches the cache', async () => {
    await insertRoute('direct_insert', '/direct');
    await t.app.get(ChangeFeedService).poll();
    await t.http().get('/api/routes/by-name/direct_insert').expect(200);
    await t.dataSource.query(`UPDATE routes SET is_active = false WHERE name = 'direct_insert'`);
    await t.app.get(ChangeFeedService).poll();
    await t.http().get('/api/routes/by-name/direct_insert').expect(404);
    const list = await t.http().get('/api/routes?name=eq.direct_insert').expect(200);
    expect(list.body).toEqual([]);
  });

  it('hides inactive rows from anonymous callers even when asked for them', async () => {
    await insertRoute('inactive_one', '/inactive', false);
    await t.app.get(ChangeFeedService).poll();
    const res = await t.http().get('/api/routes?is_active=eq.false').expect(200);
    expect(res.body).toEqual([]);
  });

  it('GET /api/routes/by-name/:name returns one route or 404 with the spec message', async () => {
    const ok = await t.http().get('/api/routes/by-name/dashboard').expect(200);
    expect(ok.body).toMatchObject({ name: 'dashboard', path: '/dashboard', layout: 'Authenticated' });
    const missing = await t.http().get('/api/routes/by-name/nope').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Route "nope" not found' });
  });

  it('is answered under /.netlify/functions/routes', async () => {
    const res = await t.http().get('/.netlify/functions/routes?name=eq.landing').expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].path).toBe('/');
  });

  it('limit and offset page through the ordered list', async () => {
    const all = await t.http().get('/api/routes').expect(200);
    const page = await t.http().get('/api/routes?limit=3&offset=2').expect(200);
    expect(page.body.map((r: { id: string }) => r.id)).toEqual(
      all.body.slice(2, 5).map((r: { id: string }) => r.id),
    );
  });
});

describe('GET /api/routes compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'Accept-Encoding %s → %s, same JSON, a tag of its own that still revalidates',
    async (accept, encoding) => {
      const plain = await t.http().get('/api/routes').set('accept-encoding', 'identity').expect(200);
      const res = await t.http().get('/api/routes').set('accept-encoding', accept).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body).toEqual(plain.body);
      // Other bytes, another strong tag ("…-gzip"); either tag answers 304 for the same content.
      const tag = plain.headers.etag as string;
      expect(res.headers.etag).toBe(encoding ? `${tag.slice(0, -1)}-${encoding}"` : tag);
      await t
        .http()
        .get('/api/routes')
        .set('accept-encoding', 'identity')
        .set('if-none-match', res.headers.etag as string)
        .expect(304);
    },
  );
});
