import type { CollectionInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { createUser } from '../support/users.js';
import { addMember, createZone } from '../zones/zone-kit.js';
import { errorShape, insertTask, registerCollection, startTasksWorld } from './rest-kit.js';

/**
 * Relations written through the table API, on PGlite and PostgreSQL: a relation may only point at
 * a row the writer may read (answered like a row that does not exist, so ids of other zones are
 * not revealed and cannot be pinned), and a delete a `restrict` relation refuses is a 409, not a
 * 500 — on the table API and on a zone's own DELETE alike.
 */
const LINKS: CollectionInput = {
  name: 'task_links',
  label: 'Task link',
  fields: [
    { name: 'label', type: 'string', max: 100 },
    { name: 'task_id', type: 'relation', target: 'tasks' },
    { name: 'assignee_id', type: 'relation', target: 'users', on_delete: 'set_null' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true },
  ],
  permissions: {
    user: {
      actions: ['read', 'create', 'update', 'delete'],
      scope: { kind: 'zone_member', field: 'zone_id' },
    },
  },
};

const RELATED = 'A related record does not exist, or other records still refer to this one';

describe('table API relations', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };

  beforeAll(async () => {
    ({ t, admin, alice, bob, zoneA, zoneB } = await startTasksWorld());
    await registerCollection(t, admin, LINKS);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (who: TestUser, body: unknown) =>
    t
      .http()
      .post('/api/rest/task_links')
      .set(who.auth)
      .send(body as object);

  it('a relation to a row the writer may read is stored', async () => {
    const task = await insertTask(t, 'L-OWN', zoneA.id);
    const res = await post(alice, { label: 'mine', task_id: task, zone_id: zoneA.id });
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ task_id: task });
  });

  it('a relation to another zone’s row is refused exactly like one to a row that does not exist', async () => {
    const foreign = await insertTask(t, 'L-FOREIGN', zoneB.id);
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM task_links`))[0].n;
    const hidden = await post(alice, { label: 'x', task_id: foreign, zone_id: zoneA.id });
    const missing = await post(alice, {
      label: 'x',
      task_id: '00000000-0000-4000-8000-000000000001',
      zone_id: zoneA.id,
    });
    expect(hidden.status).toBe(409);
    expect(missing.status).toBe(409);
    expect(hidden.body).toMatchObject({ ...errorShape, message: RELATED });
    expect({ ...hidden.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    // In an array POST too: with two relations written, neither is named, nor is the row.
    const rows = (taskId: string) => [
      { label: 'ok', zone_id: zoneA.id },
      { label: 'x', task_id: taskId, zone_id: zoneA.id },
    ];
    const hiddenRows = await post(alice, rows(foreign));
    const missingRows = await post(alice, rows('00000000-0000-4000-8000-000000000001'));
    expect([hiddenRows.status, missingRows.status]).toEqual([409, 409]);
    expect(hiddenRows.body.details).toBeUndefined();
    expect({ ...hiddenRows.body, timestamp: 0 }).toEqual({ ...missingRows.body, timestamp: 0 });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM task_links`))[0].n).toBe(before);

    // The same through PATCH (one filter, and an array of keyed rows): nothing changes.
    const own = await insertTask(t, 'L-PATCH', zoneA.id);
    const link = (await post(alice, { label: 'p', task_id: own, zone_id: zoneA.id })).body[0];
    const patched = await t
      .http()
      .patch(`/api/rest/task_links?id=eq.${link.id}`)
      .set(alice.auth)
      .send({ task_id: foreign });
    expect(patched.status).toBe(409);
    const keyed = await t
      .http()
      .patch('/api/rest/task_links')
      .set(alice.auth)
      .send([{ id: link.id, task_id: foreign }]);
    expect(keyed.status).toBe(409);
    const [row] = await t.dataSource.query(`SELECT task_id FROM task_links WHERE id = $1`, [link.id]);
    expect(row.task_id).toBe(own);
    // Changing another field leaves the relation alone and is not checked again.
    await t
      .http()
      .patch(`/api/rest/task_links?id=eq.${link.id}`)
      .set(alice.auth)
      .send({ label: 'renamed' })
      .expect(200);
  });

  it('a zone the writer is not in is refused like one that does not exist: neither 403 nor "archived"', async () => {
    // The write scope (403) and the archive check (409 with its own words) ran before the
    // relation's: a member told another zone's id from a random one, and an archived one too.
    const archived = await createZone(t, bob, { name: 'Archived elsewhere' });
    await t.http().patch(`/api/zones/${archived.id}`).set(bob.auth).send({ is_active: false }).expect(200);
    const missing = await post(alice, { label: 'x', zone_id: '00000000-0000-4000-8000-000000000003' });
    expect(missing.status).toBe(409);
    for (const zone of [zoneB.id, archived.id]) {
      const hidden = await post(alice, { label: 'x', zone_id: zone });
      expect({ ...hidden.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
      expect(hidden.status).toBe(409);
    }
  });

  it('a user relation points at the writer or a person they share a zone with, nobody else', async () => {
    await post(alice, { label: 'me', assignee_id: alice.id, zone_id: zoneA.id }).expect(201);
    const stranger = await post(alice, { label: 'bob', assignee_id: bob.id, zone_id: zoneA.id });
    expect(stranger.status).toBe(409);
    expect(stranger.body.message).toBe(RELATED);
    await addMember(t, zoneA.id, alice, bob, 'member');
    await post(alice, { label: 'bob', assignee_id: bob.id, zone_id: zoneA.id }).expect(201);
    // A platform admin reads every account, so may point at anyone.
    await post(admin, { label: 'any', assignee_id: bob.id, zone_id: zoneB.id }).expect(201);
  });

  it('a role with no read grant on the target cannot tell an existing account or zone from a missing one', async () => {
    // `clerk` is granted its own notes only: neither `users` nor `zones` name it, so it reads none
    // of their rows. Before, it wrote such relations blind and the foreign key alone answered: a
    // random id 409, anyone's account id stored (201) — an oracle for every user id.
    const NOTES: CollectionInput = {
      name: 'clerk_notes',
      label: 'Clerk note',
      fields: [
        { name: 'label', type: 'string', max: 100 },
        { name: 'assignee_id', type: 'relation', target: 'users', on_delete: 'set_null' },
        { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'set_null' },
      ],
      permissions: {
        clerk: { actions: ['read', 'create', 'update'], scope: { kind: 'own', field: 'created_by' } },
      },
    };
    await registerCollection(t, admin, NOTES);
    const clerk = await createUser(t, { prefix: 'clerk', platformRole: 'clerk' });
    await t.http().get('/api/rest/users').set(clerk.auth).expect(404);
    const note = (body: object) => t.http().post('/api/rest/clerk_notes').set(clerk.auth).send(body);
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM clerk_notes`))[0].n;
    const missingId = '00000000-0000-4000-8000-000000000002';
    for (const field of ['assignee_id', 'zone_id']) {
      const existing = field === 'assignee_id' ? bob.id : zoneB.id;
      const hidden = await note({ label: 'x', [field]: existing });
      const missing = await note({ label: 'x', [field]: missingId });
      expect([field, hidden.status, missing.status]).toEqual([field, 409, 409]);
      expect({ ...hidden.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
      expect(hidden.body).toMatchObject({ ...errorShape, message: RELATED });
      // An array POST names the row, the same for both.
      const rows = (id: string) =>
        t
          .http()
          .post('/api/rest/clerk_notes')
          .set(clerk.auth)
          .send([{ label: 'ok' }, { label: 'x', [field]: id }]);
      const hiddenRows = await rows(existing);
      const missingRows = await rows(missingId);
      expect([hiddenRows.status, missingRows.status]).toEqual([409, 409]);
      expect(hiddenRows.body.details).toEqual([{ path: `1.${field}`, message: expect.any(String) }]);
      expect({ ...hiddenRows.body, timestamp: 0 }).toEqual({ ...missingRows.body, timestamp: 0 });
    }
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM clerk_notes`))[0].n).toBe(before);
    // Its own account it may point at without reading users, in an array POST too.
    await t
      .http()
      .post('/api/rest/clerk_notes')
      .set(clerk.auth)
      .send([{ label: 'me', assignee_id: clerk.id }])
      .expect(201);

    // What the clerk knows without reading either collection: their own account and their zones.
    await addMember(t, zoneA.id, alice, clerk, 'member');
    const own = await note({ label: 'mine', assignee_id: clerk.id, zone_id: zoneA.id });
    expect(own.status).toBe(201);
    // PATCH is checked the same way, and changes nothing.
    const patched = await t
      .http()
      .patch(`/api/rest/clerk_notes?id=eq.${own.body[0].id}`)
      .set(clerk.auth)
      .send({ assignee_id: bob.id });
    expect(patched.status).toBe(409);
    expect(patched.body.message).toBe(RELATED);
    const [row] = await t.dataSource.query(`SELECT assignee_id FROM clerk_notes WHERE id = $1`, [
      own.body[0].id,
    ]);
    expect(row.assignee_id).toBe(clerk.id);
  });

  it('a delete a restrict relation refuses is a 409 and deletes nothing, on the table API and for a zone', async () => {
    const task = await insertTask(t, 'L-RESTRICT', zoneA.id);
    await post(alice, { label: 'pin', task_id: task, zone_id: zoneA.id }).expect(201);
    const res = await t.http().delete(`/api/rest/tasks?id=eq.${task}`).set(alice.auth);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ ...errorShape, message: RELATED });
    expect(await t.dataSource.query(`SELECT id FROM tasks WHERE id = $1`, [task])).toHaveLength(1);

    const zone = await createZone(t, alice, { name: 'Pinned zone' });
    await post(alice, { label: 'in zone', zone_id: zone.id }).expect(201);
    const del = await t.http().delete(`/api/zones/${zone.id}`).set(alice.auth);
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ ...errorShape, code: 'CONFLICT' });
    expect(await t.dataSource.query(`SELECT id FROM zones WHERE id = $1`, [zone.id])).toHaveLength(1);
  });
});
