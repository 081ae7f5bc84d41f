import type { CollectionInput } from '@atrium/schema';
import { REST_MAX_BUILT_READS } from '../../src/modules/rest/rest.limits.js';
import { RestService } from '../../src/modules/rest/rest.service.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone } from '../zones/zone-kit.js';
import { registerCollection } from './rest-kit.js';

/**
 * A read's SQL is built once per (collection, role, caller, query string) and reused
 * (RestService.find). Reuse must never answer from an earlier state: who the caller is, the zones
 * they belong to now, and the collection's schema now decide every answer. On PGlite and PostgreSQL.
 */
const MEMOS: CollectionInput = {
  name: 'memos',
  label: 'Memo',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'secret', type: 'string' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true, on_delete: 'cascade' },
  ],
  permissions: {
    user: {
      actions: ['read', 'create'],
      read_fields: ['id', 'title', 'secret', 'zone_id'],
      scope: { kind: 'zone_member', field: 'zone_id' },
    },
  },
};

describe('table API reads built once and reused', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let zoneA: { id: string };
  const READ = '/api/rest/memos?select=title,secret&order=title';

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    await registerCollection(t, admin, MEMOS);
    alice = await createUser(t, { prefix: 'alice' });
    bob = await createUser(t, { prefix: 'bob' });
    zoneA = await createZone(t, alice, { name: 'Zone A' });
    const zoneB = await createZone(t, bob, { name: 'Zone B' });
    await t
      .http()
      .post('/api/rest/memos')
      .set(alice.auth)
      .send({ title: 'alpha', secret: 'a-secret', zone_id: zoneA.id })
      .expect(201);
    await t
      .http()
      .post('/api/rest/memos')
      .set(bob.auth)
      .send({ title: 'bravo', secret: 'b-secret', zone_id: zoneB.id })
      .expect(201);
  });

  afterAll(() => t?.close());

  const read = async (user: TestUser, url = READ) => {
    const res = await t.http().get(url).set(user.auth);
    return { status: res.status, body: res.body };
  };

  it('answers each caller with their own rows, however often the same query is sent', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await read(alice)).toEqual({ status: 200, body: [{ title: 'alpha', secret: 'a-secret' }] });
      expect(await read(bob)).toEqual({ status: 200, body: [{ title: 'bravo', secret: 'b-secret' }] });
    }
  });

  it('follows a membership change at once: the zones are read when the query runs', async () => {
    expect((await read(bob)).body).toEqual([{ title: 'bravo', secret: 'b-secret' }]);
    await addMember(t, zoneA.id, alice, bob, 'member');
    expect((await read(bob)).body).toEqual([
      { title: 'alpha', secret: 'a-secret' },
      { title: 'bravo', secret: 'b-secret' },
    ]);
  });

  it('follows a schema change at once: a column no longer readable is refused, not served', async () => {
    expect((await read(alice)).status).toBe(200);
    const next: CollectionInput = {
      ...MEMOS,
      permissions: { user: { ...MEMOS.permissions!.user!, read_fields: ['id', 'title', 'zone_id'] } },
    };
    await t.http().patch('/api/schemas/memos').set(admin.auth).send(next).expect(200);
    const after = await read(alice);
    expect(after.status).toBe(400);
    expect(JSON.stringify(after.body)).toContain('secret');
    expect(await read(alice, '/api/rest/memos?select=title&order=title')).toEqual({
      status: 200,
      body: [{ title: 'alpha' }],
    });
  });

  it('a narrowed read_fields without write_fields: the key is still read, the hidden column no longer written', async () => {
    const next: CollectionInput = {
      ...MEMOS,
      name: 'notes_narrow',
      permissions: {
        user: {
          actions: ['read', 'create', 'update'],
          read_fields: ['title', 'zone_id'],
          scope: { kind: 'zone_member', field: 'zone_id' },
        },
      },
    };
    await registerCollection(t, admin, next);
    const created = await t
      .http()
      .post('/api/rest/notes_narrow')
      .set(alice.auth)
      .send({ title: 'kept', zone_id: zoneA.id })
      .expect(201);
    const id = created.body[0].id as string;
    expect(Object.keys(created.body[0]).sort()).toEqual(['id', 'title', 'zone_id']);
    // Found and changed by its key, as the refusal of a filterless write suggests (?id=eq.<id>).
    const patched = await t
      .http()
      .patch(`/api/rest/notes_narrow?id=eq.${id}`)
      .set(alice.auth)
      .send({ title: 'changed' })
      .expect(200);
    expect(patched.body).toEqual([{ id, title: 'changed', zone_id: zoneA.id }]);
    // The hidden column cannot be written, nor told apart from a missing one.
    const hidden = await t
      .http()
      .post('/api/rest/notes_narrow')
      .set(alice.auth)
      .send({ title: 'x', zone_id: zoneA.id, secret: 's' });
    expect(hidden.status).toBe(400);
    expect(hidden.body.details).toEqual([{ path: '', message: 'Unrecognized key: "secret"' }]);
  });

  it(`keeps at most ${REST_MAX_BUILT_READS} built reads, dropping the oldest`, async () => {
    const builtReads = (t.app.get(RestService) as unknown as { builtReads: Map<string, unknown> }).builtReads;
    for (let n = 1; n <= REST_MAX_BUILT_READS + 10; n++) {
      const res = await t.http().get(`/api/rest/memos?select=title&limit=${n}`).set(alice.auth);
      expect(res.status).toBe(200);
    }
    expect(builtReads.size).toBe(REST_MAX_BUILT_READS);
    const keys = [...builtReads.keys()];
    expect(keys.at(-1)).toContain(`limit=${REST_MAX_BUILT_READS + 10}`);
    expect(keys.some((k) => k.endsWith('select=title&limit=1'))).toBe(false);
  });
});
