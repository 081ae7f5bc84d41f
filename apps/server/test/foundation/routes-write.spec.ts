import { routeSchema } from '@atrium/schema';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';

describe('POST /api/routes · PATCH /api/routes/:id · DELETE /api/routes/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin' });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  const create = (body: unknown) =>
    t
      .http()
      .post('/api/routes')
      .set(admin.auth)
      .send(body as object);
  const patch = (id: string, body: unknown) =>
    t
      .http()
      .patch(`/api/routes/${id}`)
      .set(admin.auth)
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
  const publicNames = async () =>
    ((await t.http().get('/api/routes').expect(200)).body as Array<{ name: string }>).map((r) => r.name);
  const byName = (name: string) => t.http().get(`/api/routes/by-name/${name}`);

  it('is for admins only', async () => {
    const body = { name: 'nobody', path: '/nobody', component_name: 'HealthPage' };
    expect((await t.http().post('/api/routes').send(body)).status).toBe(401);
    expect((await t.http().post('/api/routes').set(member.auth).send(body)).status).toBe(403);
    expect((await t.http().delete('/api/routes/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    expect(
      (
        await t
          .http()
          .patch('/api/routes/00000000-0000-4000-8000-000000000000')
          .set(member.auth)
          .send({ is_active: false })
      ).status,
    ).toBe(403);
    expect(await publicNames()).not.toContain('nobody');
  });

  it('adds a route with the defaults filled, served at once by GET /routes', async () => {
    await publicNames(); // the set is cached now: the write must drop it
    const res = await create({
      name: 'pricing_v2',
      path: '/pricing-v2',
      component_name: 'MarketingPage',
    }).expect(201);
    expect(routeSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      name: 'pricing_v2',
      path: '/pricing-v2',
      component_name: 'MarketingPage',
      component_path: null,
      layout: null,
      is_public: false,
      is_active: true,
      metadata: {},
    });
    expect(await publicNames()).toContain('pricing_v2');
    expect((await byName('pricing_v2').expect(200)).body.id).toBe(res.body.id);
  });

  it('refuses a taken name, and a path an active route already serves, saying which', async () => {
    const name = await create({ name: 'login', path: '/login-2', component_name: 'LoginPage' }).expect(409);
    expect(name.body).toMatchObject({ code: 'CONFLICT', message: 'Route "login" already exists' });
    // Same URLs: other letter case, other parameter names.
    const path = await create({ name: 'login_upper', path: '/LOGIN', component_name: 'LoginPage' }).expect(
      409,
    );
    expect(path.body.message).toBe('Path "/LOGIN" is already served by route "login"');
    const param = await create({
      name: 'hub_copy',
      path: '/zones/:z/hubs/:h',
      component_name: 'HubViewPage',
    }).expect(409);
    expect(param.body.message).toBe('Path "/zones/:z/hubs/:h" is already served by route "hub_view"');
    // An inactive copy is allowed (it serves nothing) but cannot be switched on.
    const parked = await create({
      name: 'login_parked',
      path: '/login',
      component_name: 'LoginPage',
      is_active: false,
    }).expect(201);
    const on = await patch(parked.body.id, { is_active: true }).expect(409);
    expect(on.body.message).toBe('Path "/login" is already served by route "login"');
    expect(await publicNames()).not.toContain('login_parked');
  });

  it('changes only the fields sent, and keeps a route its own path', async () => {
    const created = await create({
      name: 'team_page',
      path: '/team',
      component_name: 'MarketingPage',
      layout: 'Public',
      is_public: true,
      metadata: { guard_type: 'auth' },
    }).expect(201);
    const renamed = await patch(created.body.id, {
      path: '/team',
      layout: 'MainLayout',
      metadata: {},
    }).expect(200);
    expect(renamed.body).toMatchObject({
      id: created.body.id,
      name: 'team_page',
      path: '/team',
      layout: 'MainLayout',
      is_public: true,
      metadata: {},
      created_at: created.body.created_at,
    });
    const hidden = await patch(created.body.id, { is_active: false }).expect(200);
    expect(hidden.body.is_active).toBe(false);
    expect(await publicNames()).not.toContain('team_page');
    const taken = await patch(created.body.id, { name: 'landing' }).expect(409);
    expect(taken.body.message).toBe('Route "landing" already exists');
  });

  it('deletes a route: 204, then it is gone; a second delete is 404', async () => {
    const created = await create({
      name: 'short_lived',
      path: '/short-lived',
      component_name: 'HealthPage',
    }).expect(201);
    await t.http().delete(`/api/routes/${created.body.id}`).set(admin.auth).expect(204);
    await byName('short_lived').expect(404);
    const again = await t.http().delete(`/api/routes/${created.body.id}`).set(admin.auth).expect(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: 'Route with ID not found' });
  });

  it('answers odd input with 400 in the API error shape and writes nothing, never a 500', async () => {
    const before = await publicNames();
    const bodies: unknown[] = [
      {},
      { name: 'x', path: 'no-slash', component_name: 'HealthPage' },
      { name: 'Bad Name', path: '/bad', component_name: 'HealthPage' },
      { name: 'bad_layout', path: '/bad-layout', component_name: 'HealthPage', layout: 'Sidebar' },
      { name: 'bad_component', path: '/bad-c', component_name: '<script>' },
      { name: 'extra', path: '/extra', component_name: 'HealthPage', owner: 'me' },
      { name: 'meta', path: '/meta', component_name: 'HealthPage', metadata: 'nope' },
      { name: 'x'.repeat(5000), path: '/long', component_name: 'HealthPage' },
      [1, 2, 3],
      'text',
      null,
    ];
    const rawProto =
      '{"name":"proto","path":"/proto","component_name":"HealthPage","__proto__":{"is_public":true}}';
    for (const body of [...bodies.map((b) => JSON.stringify(b)), rawProto]) {
      const res = await t
        .http()
        .post('/api/routes')
        .set(admin.auth)
        .set('content-type', 'application/json')
        .send(body);
      expect([res.status, body]).toEqual([400, body]);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [anyRoute] = (await t.http().get('/api/routes').expect(200)).body as Array<{ id: string }>;
    for (const body of [{}, { is_active: 'yes' }, { path: '/a b' }, { id: anyRoute.id }]) {
      const res = await patch(anyRoute.id, body);
      expect([res.status, body]).toEqual([400, body]);
    }
    for (const id of ['not-a-uuid', '1', "'; DROP TABLE routes; --", 'validate']) {
      const res = await t
        .http()
        .patch(`/api/routes/${encodeURIComponent(id)}`)
        .set(admin.auth)
        .send({ is_active: false });
      expect([res.status, id]).toEqual([400, id]);
      const del = await t
        .http()
        .delete(`/api/routes/${encodeURIComponent(id)}`)
        .set(admin.auth);
      expect([del.status, id]).toEqual([400, id]);
    }
    const missing = await patch('00000000-0000-4000-8000-000000000000', { is_active: false }).expect(404);
    expect(missing.body.message).toBe('Route with ID not found');
    expect(await publicNames()).toEqual(before);
  });
});
