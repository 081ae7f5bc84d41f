import { zoneSchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone, errorShape, NIL_UUID } from './zone-kit.js';

describe('/api/zones', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startAppForUsers();
    [alice, bob, admin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t, { platformRole: 'admin' }),
    ]);
  });
  afterAll(() => t.close());

  it('creates a zone with defaults; the creator becomes its owner', async () => {
    const res = await t.http().post('/api/zones').set(alice.auth).send({ name: '  Marketing ' }).expect(201);
    expect(zoneSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      name: 'Marketing',
      icon: 'building',
      description: null,
      is_active: true,
      created_by: alice.id,
      role: 'owner',
    });
    const members = await t.http().get(`/api/zones/${res.body.id}/members`).set(alice.auth).expect(200);
    expect(members.body).toEqual([
      {
        user_id: alice.id,
        email: alice.email,
        role: 'owner',
        profile: { first_name: 'Test', last_name: expect.any(String) },
        joined_at: expect.any(String),
      },
    ]);
  });

  it.each([
    ['id', { id: NIL_UUID }],
    ['created_by', { created_by: NIL_UUID }],
    ['role', { role: 'viewer' }],
    ['is_active', { is_active: false }],
  ])('refuses %s in the create body (mass assignment)', async (_key, extra) => {
    const res = await t
      .http()
      .post('/api/zones')
      .set(alice.auth)
      .send({ name: 'Sneaky', ...extra })
      .expect(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['no name', {}],
    ['blank name', { name: '   ' }],
    ['long name', { name: 'x'.repeat(101) }],
    ['icon markup', { name: 'Z', icon: '<img src=x>' }],
    ['name not a string', { name: 42 }],
  ])('refuses %s → 400', async (_n, body) => {
    const res = await t.http().post('/api/zones').set(alice.auth).send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details?.length).toBeGreaterThan(0);
  });

  it('GET /zones lists my zones by name with my role; others are not listed', async () => {
    const a = await createZone(t, alice, { name: 'b-alice' });
    const b = await createZone(t, bob, { name: 'a-bob' });
    await addMember(t, b.id, bob, alice, 'viewer');
    const res = await t.http().get('/api/zones').set(alice.auth).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    const mine = res.body.filter((z: { id: string }) => [a.id, b.id].includes(z.id));
    expect(mine.map((z: { name: string; role: string }) => [z.name, z.role])).toEqual([
      ['a-bob', 'viewer'],
      ['b-alice', 'owner'],
    ]);
    const bobs = await t.http().get('/api/zones').set(bob.auth).expect(200);
    expect(bobs.body.map((z: { id: string }) => z.id)).not.toContain(a.id);
    // Per-user answers are never stored by a browser or a proxy.
    expect(res.headers['cache-control']).toBe('no-store');
    const members = await t.http().get(`/api/zones/${b.id}/members`).set(alice.auth).expect(200);
    expect(members.headers['cache-control']).toBe('no-store');
  });

  it('?all=true is for platform admins (403 otherwise) and lists every zone', async () => {
    const z = await createZone(t, bob, { name: 'only-bob' });
    const res = await t.http().get('/api/zones?all=true').set(alice.auth).expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only platform admins can list all zones' });
    const all = await t.http().get('/api/zones?all=true').set(admin.auth).expect(200);
    expect(all.body.find((x: { id: string }) => x.id === z.id)).toMatchObject({
      name: 'only-bob',
      role: null,
    });
    await t.http().get('/api/zones?all=maybe').set(admin.auth).expect(400);
  });

  it('GET /zones/:zoneId: members and platform admins; 404 for others, whether or not it exists', async () => {
    const z = await createZone(t, alice);
    await t.http().get(`/api/zones/${z.id}`).set(alice.auth).expect(200);
    const admins = await t.http().get(`/api/zones/${z.id}`).set(admin.auth).expect(200);
    expect(admins.body.role).toBeNull();
    const hidden = await t.http().get(`/api/zones/${z.id}`).set(bob.auth).expect(404);
    const missing = await t.http().get(`/api/zones/${NIL_UUID}`).set(bob.auth).expect(404);
    expect(hidden.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND', message: 'Zone not found' });
    expect({ ...missing.body, timestamp: '' }).toEqual({ ...hidden.body, timestamp: '' });
    await t.http().get(`/api/zones/${NIL_UUID}`).set(admin.auth).expect(404);
  });

  it.each(['abc', '123', 'not-a-uuid-at-all', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g'])(
    'malformed zone id %s → 400',
    async (id) => {
      const res = await t
        .http()
        .get(`/api/zones/${encodeURIComponent(id)}`)
        .set(alice.auth)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid zone id' });
      await t
        .http()
        .get(`/api/zones/${encodeURIComponent(id)}/hubs`)
        .set(alice.auth)
        .expect(400);
    },
  );

  it('an upper-case zone id works like the lower-case one', async () => {
    const z = await createZone(t, alice);
    const res = await t.http().get(`/api/zones/${z.id.toUpperCase()}`).set(alice.auth).expect(200);
    expect(res.body.id).toBe(z.id);
  });

  it('PATCH updates fields, clears the description, refuses unknown keys and empty bodies', async () => {
    const z = await createZone(t, alice, { description: 'first' });
    const res = await t
      .http()
      .patch(`/api/zones/${z.id}`)
      .set(alice.auth)
      .send({ name: 'Renamed', icon: 'rocket', description: '' })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Renamed', icon: 'rocket', description: null, role: 'owner' });
    await t.http().patch(`/api/zones/${z.id}`).set(alice.auth).send({}).expect(400);
    await t.http().patch(`/api/zones/${z.id}`).set(alice.auth).send({ created_by: bob.id }).expect(400);
    await t.http().patch(`/api/zones/${z.id}`).set(alice.auth).send({ id: NIL_UUID, name: 'x' }).expect(400);
  });

  it('archiving hides the zone from the default list and makes its content read-only until restored', async () => {
    const z = await createZone(t, alice, { name: 'to-archive' });
    const hub = await t
      .http()
      .post(`/api/zones/${z.id}/hubs`)
      .set(alice.auth)
      .send({ name: 'H' })
      .expect(201);
    await t.http().patch(`/api/zones/${z.id}`).set(alice.auth).send({ is_active: false }).expect(200);

    const list = await t.http().get('/api/zones').set(alice.auth).expect(200);
    expect(list.body.map((x: { id: string }) => x.id)).not.toContain(z.id);
    const withArchived = await t.http().get('/api/zones?include_archived=true').set(alice.auth).expect(200);
    expect(withArchived.body.find((x: { id: string }) => x.id === z.id)).toMatchObject({ is_active: false });

    await t.http().get(`/api/zones/${z.id}/hubs/${hub.body.id}`).set(alice.auth).expect(200);
    const refused = await t
      .http()
      .post(`/api/zones/${z.id}/hubs`)
      .set(alice.auth)
      .send({ name: 'H2' })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('archived') });
    await t
      .http()
      .patch(`/api/zones/${z.id}/hubs/${hub.body.id}`)
      .set(alice.auth)
      .send({ name: 'x' })
      .expect(409);

    await t.http().patch(`/api/zones/${z.id}`).set(alice.auth).send({ is_active: true }).expect(200);
    await t.http().post(`/api/zones/${z.id}/hubs`).set(alice.auth).send({ name: 'H2' }).expect(201);
  });

  it('DELETE removes the zone and everything in it; owners and platform admins only', async () => {
    const z = await createZone(t, alice);
    await addMember(t, z.id, alice, bob, 'admin');
    const hub = await t
      .http()
      .post(`/api/zones/${z.id}/hubs`)
      .set(alice.auth)
      .send({ name: 'H' })
      .expect(201);
    await t
      .http()
      .post(`/api/zones/${z.id}/hubs/${hub.body.id}/modules`)
      .set(alice.auth)
      .send({ name: 'M', type: 'markdown' })
      .expect(201);

    const refused = await t.http().delete(`/api/zones/${z.id}`).set(bob.auth).expect(403);
    expect(refused.body.message).toBe('Zone role "admin" may not delete this zone');
    await t.http().delete(`/api/zones/${z.id}`).set(alice.auth).expect(204);
    await t.http().get(`/api/zones/${z.id}`).set(alice.auth).expect(404);
    await t.http().get(`/api/zones/${z.id}/hubs/${hub.body.id}`).set(bob.auth).expect(404);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM modules WHERE hub_id = $1', [
      hub.body.id,
    ]);
    expect(n).toBe(0);
    const [{ m }] = await t.dataSource.query(
      'SELECT count(*)::int AS m FROM zone_members WHERE zone_id = $1',
      [z.id],
    );
    expect(m).toBe(0);

    const other = await createZone(t, bob);
    await t.http().delete(`/api/zones/${other.id}`).set(admin.auth).expect(204);
    await t.http().delete(`/api/zones/${other.id}`).set(admin.auth).expect(404);
  });

  it('needs a token', async () => {
    await t.http().get('/api/zones').expect(401);
    await t.http().post('/api/zones').send({ name: 'x' }).expect(401);
  });
});
