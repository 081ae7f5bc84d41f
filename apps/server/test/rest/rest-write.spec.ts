import type { TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone } from '../zones/zone-kit.js';
import { errorShape, insertTask, registerCollection, startTasksWorld } from './rest-kit.js';

/**
 * POST, PATCH / PUT …/update and DELETE / DELETE …/delete on /api/rest/:collection, on PGlite and
 * PostgreSQL: validation with the collection's zod and the role's writable fields, all-or-nothing
 * bulk inserts, the row scope on every write, filters required, engine-stamped system fields, and
 * the built-in collections written through their domain services or refused with 405.
 */
describe('table API writes', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };
  let zoneC: { id: string };

  const count = async (where = 'true', params: unknown[] = []) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE ${where}`, params))[0].n as number;
  const insert = (code: string, zone: string, extra: Record<string, unknown> = {}) =>
    insertTask(t, code, zone, extra);

  beforeAll(async () => {
    ({ t, admin, alice, bob, zoneA, zoneB, zoneC } = await startTasksWorld());
  }, 120_000);

  afterAll(() => t?.close());

  describe('POST', () => {
    it('inserts one row: defaults filled, created_by and times stamped, hidden fields not returned', async () => {
      const res = await t
        .http()
        .post('/api/rest/tasks')
        .set(alice.auth)
        .send({ title: 'One', zone_id: zoneA.id, priority: 2 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual([
        expect.objectContaining({
          id: expect.any(String),
          title: 'One',
          status: 'open',
          done: false,
          priority: 2,
          zone_id: zoneA.id,
          created_by: alice.id,
          created_at: expect.stringMatching(/Z$/),
          updated_at: expect.stringMatching(/Z$/),
        }),
      ]);
      expect(res.body[0]).not.toHaveProperty('secret');
    });

    it('inserts an array in order, rendered with select and embeds', async () => {
      const res = await t
        .http()
        .post('/api/rest/tasks?select=title,zone(name)')
        .set(alice.auth)
        .send([1, 2, 3].map((i) => ({ title: `Many ${i}`, zone_id: zoneA.id })));
      expect(res.status).toBe(201);
      expect(res.body).toEqual([1, 2, 3].map((i) => ({ title: `Many ${i}`, zone: { name: 'Zone A' } })));
    });

    it.each([
      [
        'an invalid row',
        () => [
          { title: 'ok', zone_id: zoneA.id, code: 'X-1' },
          { zone_id: zoneA.id, priority: 'high' },
        ],
        400,
      ],
      [
        'a unique conflict between the rows',
        () => [
          { title: 'a', zone_id: zoneA.id, code: 'DUP' },
          { title: 'b', zone_id: zoneA.id, code: 'DUP' },
        ],
        409,
      ],
      [
        // A zone the caller is not in is answered as one that does not exist (rest-relations.spec.ts).
        'a row in a zone the caller is not in',
        () => [
          { title: 'a', zone_id: zoneA.id, code: 'S-1' },
          { title: 'b', zone_id: zoneB.id, code: 'S-2' },
        ],
        409,
      ],
      [
        'a relation to a row that does not exist',
        () => [{ title: 'a', zone_id: '00000000-0000-4000-8000-000000000000', code: 'F-1' }],
        409,
      ],
    ])('is all or nothing: %s stores none', async (_what, rows, status) => {
      const before = await count();
      const res = await t.http().post('/api/rest/tasks').set(alice.auth).send(rows());
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject(errorShape);
      expect(await count()).toBe(before);
    });

    it('names every problem of every row', async () => {
      const res = await t
        .http()
        .post('/api/rest/tasks')
        .set(alice.auth)
        .send([{ title: 'ok', zone_id: zoneA.id }, { zone_id: 'x' }]);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '1.title' }),
          expect.objectContaining({ path: '1.zone_id' }),
        ]),
      );
    });

    it.each([
      ['owner_id', { owner_id: '00000000-0000-4000-8000-000000000000' }, '"owner_id" may not be written'],
      ['id', { id: '00000000-0000-4000-8000-000000000000' }, '"id" is read-only'],
      ['created_by', { created_by: '00000000-0000-4000-8000-000000000000' }, '"created_by" is read-only'],
      ['updated_at', { updated_at: '2024-01-01T00:00:00Z' }, '"updated_at" is read-only'],
    ])('refuses a field the role may not write: %s', async (field, extra, message) => {
      const res = await t
        .http()
        .post('/api/rest/tasks')
        .set(alice.auth)
        .send({ title: 'x', zone_id: zoneA.id, ...extra });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ path: field, message });
    });

    it('refuses a hidden column exactly as a column that does not exist: a write cannot probe it', async () => {
      const send = (extra: object) =>
        t
          .http()
          .post('/api/rest/tasks')
          .set(alice.auth)
          .send({ title: 'x', zone_id: zoneA.id, ...extra });
      const hidden = await send({ secret: 'x' });
      const missing = await send({ secrex: 'x' });
      expect(hidden.status).toBe(400);
      expect(missing.status).toBe(400);
      expect(hidden.body.details).toEqual([{ path: '', message: 'Unrecognized key: "secret"' }]);
      expect(missing.body.details).toEqual([{ path: '', message: 'Unrecognized key: "secrex"' }]);
    });

    it.each([
      ['a string', '"x"'],
      ['null', 'null'],
      ['an empty array', '[]'],
      ['an array of strings', '["a"]'],
      ['an unknown key', JSON.stringify({ title: 'x', zone_id: 'z', nope: 1 })],
      ['a NUL character', JSON.stringify({ title: 'a\u0000b', zone_id: 'z' })],
      ['1,001 rows', JSON.stringify(Array.from({ length: 1001 }, () => ({ title: 'x' })))],
    ])('refuses a body that is %s', async (_what, body) => {
      const res = await t
        .http()
        .post('/api/rest/tasks')
        .set(alice.auth)
        .set('content-type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    });

    it('refuses filters, order and paging on POST', async () => {
      for (const q of ['title=eq.x', 'order=title', 'limit=1', 'or=(title.eq.x)']) {
        const res = await t
          .http()
          .post(`/api/rest/tasks?${q}`)
          .set(alice.auth)
          .send({ title: 'x', zone_id: zoneA.id });
        expect(res.status).toBe(400);
      }
    });

    it('a role that may create but not read gets [] back; an own-rows role reads only what it made', async () => {
      const writer = await createUser(t, { platformRole: 'writer', prefix: 'writer' });
      // `zones` grants a custom role nothing: the zones it may point at are those it belongs to.
      await addMember(t, zoneC.id, admin, writer, 'member');
      const w = await t
        .http()
        .post('/api/rest/tasks')
        .set(writer.auth)
        .send({ title: 'By writer', zone_id: zoneC.id });
      expect(w.status).toBe(201);
      expect(w.body).toEqual([]);
      expect(await count(`title = 'By writer'`)).toBe(1);

      const reporter = await createUser(t, { platformRole: 'reporter', prefix: 'reporter' });
      await addMember(t, zoneC.id, admin, reporter, 'member');
      const r = await t
        .http()
        .post('/api/rest/tasks')
        .set(reporter.auth)
        .send({ title: 'By reporter', zone_id: zoneC.id });
      expect(r.status).toBe(201);
      expect(r.body).toEqual([expect.objectContaining({ title: 'By reporter', created_by: reporter.id })]);
      const mine = await t.http().get('/api/rest/tasks?select=title').set(reporter.auth);
      expect(mine.body).toEqual([{ title: 'By reporter' }]);
      const del = await t.http().delete('/api/rest/tasks?title=eq.By reporter').set(reporter.auth);
      expect(del.status).toBe(403);
    });
  });

  describe('PATCH and PUT …/update', () => {
    it.each([
      ['PATCH', '/api/rest/tasks'],
      ['PUT', '/api/rest/tasks/update'],
    ])('%s changes the filtered rows and stamps updated_at', async (method, path) => {
      const id = await insert(`U-${method}`, zoneA.id, { updated_at: '2020-01-01T00:00:00Z' });
      const req =
        method === 'PATCH' ? t.http().patch(`${path}?id=eq.${id}`) : t.http().put(`${path}?id=eq.${id}`);
      const res = await req.set(alice.auth).send({ title: 'Changed', priority: 5 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([expect.objectContaining({ id, title: 'Changed', priority: 5 })]);
      expect(res.body[0].updated_at > '2024').toBe(true);
    });

    it.each([
      ['PATCH', '/api/rest/tasks', 'PATCH'],
      ['PUT', '/api/rest/tasks/update', 'PUT …/update'],
      ['DELETE', '/api/rest/tasks', 'DELETE'],
      ['DELETE', '/api/rest/tasks/delete', 'DELETE …/delete'],
    ])('%s %s without a filter is refused and changes nothing', async (method, path, name) => {
      const before = await t.dataSource.query(
        'SELECT sum(xmin::text::bigint)::text AS v, count(*) AS n FROM tasks',
      );
      const m = method.toLowerCase() as 'patch' | 'put' | 'delete';
      for (const q of ['', '?select=id', '?select=id,title']) {
        // A DELETE takes no body (a body is its own 400, in undeclared-input.spec.ts).
        const req = t.http()[m](`${path}${q}`).set(admin.auth);
        const res = await (m === 'delete' ? req : req.send({ title: 'All' }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          `${name} needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused`,
        );
      }
      expect(
        await t.dataSource.query('SELECT sum(xmin::text::bigint)::text AS v, count(*) AS n FROM tasks'),
      ).toEqual(before);
    });

    it('a value the database refuses by a field rule is a 400 naming the field, and nothing is written', async () => {
      // A rule the table holds that this node's schema does not know yet (a change made on another
      // node, not yet heard): the engine names each field's CHECK `<table>_<column>_check`.
      await t.dataSource.query(
        'ALTER TABLE tasks ADD CONSTRAINT tasks_priority_check CHECK (priority IS NULL OR priority < 1000)',
      );
      try {
        const id = await insert('U-CHECK', zoneA.id, { priority: 1 });
        const patched = await t
          .http()
          .patch(`/api/rest/tasks?id=eq.${id}`)
          .set(alice.auth)
          .send({ priority: 5000 });
        expect(patched.status).toBe(400);
        expect(patched.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'A value for "priority" breaks a rule of the collection',
          details: [{ path: 'priority', message: 'Breaks a rule of this field' }],
        });
        const posted = await t
          .http()
          .post('/api/rest/tasks')
          .set(alice.auth)
          .send([
            { title: 'Fine', zone_id: zoneA.id },
            { title: 'Too high', priority: 5000, zone_id: zoneA.id },
          ]);
        expect(posted.status).toBe(400);
        expect(posted.body.details).toEqual([{ path: 'priority', message: 'Breaks a rule of this field' }]);
        expect(await count(`title IN ('Fine', 'Too high')`)).toBe(0);
        expect(await count(`id = $1 AND priority = 1`, [id])).toBe(1);
      } finally {
        await t.dataSource.query('ALTER TABLE tasks DROP CONSTRAINT tasks_priority_check');
      }
    });

    it('never reaches rows outside the scope, whatever the filter', async () => {
      const foreign = await insert('U-B', zoneB.id);
      const own = await insert('U-A', zoneA.id);
      const res = await t
        .http()
        .patch(`/api/rest/tasks?or=(id.eq.${foreign},id.eq.${own})&select=code`)
        .set(alice.auth)
        .send({ title: 'Mine' });
      expect(res.body).toEqual([{ code: 'U-A' }]);
      expect(await count(`id = $1 AND title = 'Task U-B'`, [foreign])).toBe(1);
    });

    it('refuses to move a row out of the caller’s zones', async () => {
      const id = await insert('U-MOVE', zoneA.id);
      const res = await t
        .http()
        .patch(`/api/rest/tasks?id=eq.${id}`)
        .set(alice.auth)
        .send({ zone_id: zoneB.id });
      // A zone alice is not in: the answer of a zone that does not exist, not a 403 that confirms it.
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
      expect(await count('id = $1 AND zone_id = $2', [id, zoneA.id])).toBe(1);
    });

    it.each([
      ['an empty object', {}, 'Nothing to update: send at least one field'],
      [
        'an array with a filter',
        [{ title: 'x' }],
        'Rows sent as an array are found by their keys: send no filter',
      ],
      ['a read-only field', { created_at: '2024-01-01T00:00:00Z' }, 'Invalid row'],
      ['null for a required field', { title: null }, 'Invalid row'],
    ])('refuses %s', async (_what, body, message) => {
      const id = await insert(`U-BAD-${Math.random()}`, zoneA.id);
      const res = await t.http().patch(`/api/rest/tasks?id=eq.${id}`).set(alice.auth).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    });

    it('refuses a change of more than 1000 rows, and changes none', async () => {
      await t.dataSource.query(
        `INSERT INTO tasks (code, title, zone_id) SELECT 'BULK-' || i, 'bulk', $1 FROM generate_series(1, 1001) i`,
        [zoneC.id],
      );
      const res = await t
        .http()
        .patch(`/api/rest/tasks?title=eq.bulk`)
        .set(admin.auth)
        .send({ title: 'changed' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The filters match 1001 rows; one request may change at most 1000/);
      expect(await count(`title = 'changed'`)).toBe(0);
      const del = await t.http().delete(`/api/rest/tasks?title=eq.bulk`).set(admin.auth);
      expect(del.status).toBe(400);
      expect(await count(`title = 'bulk'`)).toBe(1001);
    });
  });

  describe('DELETE and DELETE …/delete', () => {
    it.each([['/api/rest/tasks'], ['/api/rest/tasks/delete']])(
      '%s deletes the filtered rows and returns them',
      async (path) => {
        const id = await insert(`D-${path.length}`, zoneA.id);
        const res = await t.http().delete(`${path}?id=eq.${id}&select=id,code`).set(alice.auth);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([{ id, code: `D-${path.length}` }]);
        expect(await count('id = $1', [id])).toBe(0);
      },
    );

    it('leaves rows outside the scope alone', async () => {
      const foreign = await insert('D-B', zoneB.id);
      const res = await t.http().delete(`/api/rest/tasks?id=eq.${foreign}`).set(alice.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(await count('id = $1', [foreign])).toBe(1);
    });
  });

  describe('a zone’s viewer', () => {
    // The zone role matrix: a viewer "reads everything, changes nothing". A grant scoped to the
    // caller's zones reads the rows of every zone they belong to, and writes only those of the
    // zones where their role changes content (owner, admin, member).
    let vera: TestUser;
    beforeAll(async () => {
      vera = await createUser(t, { prefix: 'vera' });
      await addMember(t, zoneA.id, alice, vera, 'viewer');
      await addMember(t, zoneB.id, bob, vera, 'member');
    });

    it('reads the zone’s rows', async () => {
      const id = await insert('V-READ', zoneA.id);
      const res = await t.http().get(`/api/rest/tasks?id=eq.${id}&select=code`).set(vera.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ code: 'V-READ' }]);
    });

    it('creates no row there (403, nothing stored), and creates in a zone where they are a member', async () => {
      const refused = await t
        .http()
        .post('/api/rest/tasks')
        .set(vera.auth)
        .send({ title: 'By a viewer', zone_id: zoneA.id });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject(errorShape);
      expect(await count(`title = 'By a viewer'`)).toBe(0);
      const created = await t
        .http()
        .post('/api/rest/tasks?select=title')
        .set(vera.auth)
        .send({ title: 'By a member', zone_id: zoneB.id });
      expect(created.status).toBe(201);
      expect(created.body).toEqual([{ title: 'By a member' }]);
    });

    it('changes and deletes none of the zone’s rows, whatever the filter', async () => {
      const viewed = await insert('V-KEEP', zoneA.id);
      const own = await insert('V-MINE', zoneB.id);
      const patch = await t
        .http()
        .patch(`/api/rest/tasks?or=(id.eq.${viewed},id.eq.${own})&select=code`)
        .set(vera.auth)
        .send({ title: 'Changed by vera' });
      expect(patch.status).toBe(200);
      expect(patch.body).toEqual([{ code: 'V-MINE' }]);
      expect(await count(`id = $1 AND title = 'Task V-KEEP'`, [viewed])).toBe(1);
      const del = await t.http().delete(`/api/rest/tasks?code=like.V-*&select=code`).set(vera.auth);
      expect(del.status).toBe(200);
      expect(del.body).toEqual([{ code: 'V-MINE' }]);
      expect(await count('id = $1', [viewed])).toBe(1);
    });

    it('cannot move a row of their own zone into the viewed one', async () => {
      const id = await insert('V-MOVE', zoneB.id);
      const res = await t
        .http()
        .patch(`/api/rest/tasks?id=eq.${id}`)
        .set(vera.auth)
        .send({ zone_id: zoneA.id });
      expect(res.status).toBe(403);
      expect(await count('id = $1 AND zone_id = $2', [id, zoneB.id])).toBe(1);
    });
  });

  describe('rows of an archived zone', () => {
    // Archiving makes a zone's content read-only (writes 409), its collection rows as its hubs.
    const ARCHIVED = 'This zone is archived: restore it before changing its content';
    let archived: { id: string };
    let row: string;
    const setActive = async (is_active: boolean) => {
      const res = await t.http().patch(`/api/zones/${archived.id}`).set(alice.auth).send({ is_active });
      expect(res.status).toBe(200);
    };
    const expectArchived = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ ...errorShape, code: 'CONFLICT', message: ARCHIVED });
    };

    beforeAll(async () => {
      archived = await createZone(t, alice, { name: 'Zone archived' });
      row = await insert('Z-1', archived.id);
      await setActive(false);
    });

    it('are still read', async () => {
      const res = await t.http().get(`/api/rest/tasks?id=eq.${row}&select=code`).set(alice.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ code: 'Z-1' }]);
    });

    it('refuse every write, the admin’s too, and nothing changes', async () => {
      const before = await t.dataSource.query('SELECT count(*)::int AS n, max(xmin::text) AS v FROM tasks');
      const post = (user: TestUser) =>
        t.http().post('/api/rest/tasks').set(user.auth).send({ title: 'New', zone_id: archived.id });
      expectArchived(await post(alice));
      expectArchived(await post(admin));
      expectArchived(
        await t.http().patch(`/api/rest/tasks?id=eq.${row}`).set(alice.auth).send({ title: 'x' }),
      );
      expectArchived(
        await t
          .http()
          .put('/api/rest/tasks/update')
          .set(alice.auth)
          .send([{ id: row, title: 'x' }]),
      );
      expectArchived(await t.http().delete(`/api/rest/tasks?id=eq.${row}`).set(admin.auth));
      // moving a row in, or out
      const elsewhere = await insert('Z-2', zoneA.id);
      expectArchived(
        await t
          .http()
          .patch(`/api/rest/tasks?id=eq.${elsewhere}`)
          .set(alice.auth)
          .send({ zone_id: archived.id }),
      );
      expectArchived(
        await t.http().patch(`/api/rest/tasks?id=eq.${row}`).set(alice.auth).send({ zone_id: zoneA.id }),
      );
      const [{ title, zone_id }] = await t.dataSource.query(
        'SELECT title, zone_id FROM tasks WHERE id = $1',
        [row],
      );
      expect({ title, zone_id }).toEqual({ title: 'Task Z-1', zone_id: archived.id });
      const after = await t.dataSource.query(
        'SELECT count(*)::int AS n, max(xmin::text) AS v FROM tasks WHERE id <> $1',
        [elsewhere],
      );
      expect(after[0].n).toBe(before[0].n);
    });

    it('are written again once the zone is restored', async () => {
      await setActive(true);
      const res = await t
        .http()
        .patch(`/api/rest/tasks?id=eq.${row}&select=title`)
        .set(alice.auth)
        .send({ title: 'Back' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ title: 'Back' }]);
    });
  });

  describe('64-bit integers', () => {
    it('a row is found, changed and deleted by a value past the 32-bit range', async () => {
      await registerCollection(t, admin, {
        name: 'counters',
        label: 'Counter',
        fields: [{ name: 'big', type: 'integer', bits: 64, required: true }],
        permissions: {},
      });
      const big = Number.MAX_SAFE_INTEGER;
      const created = await t.http().post('/api/rest/counters').set(admin.auth).send({ big });
      expect(created.status).toBe(201);
      const found = await t.http().get(`/api/rest/counters?select=big&big=eq.${big}`).set(admin.auth);
      expect(found.status).toBe(200);
      expect(found.body).toEqual([{ big }]);
      const inList = await t.http().get(`/api/rest/counters?select=big&big=in.(1,${big})`).set(admin.auth);
      expect(inList.body).toEqual([{ big }]);
      const patched = await t
        .http()
        .patch(`/api/rest/counters?big=gte.4294967296&select=big`)
        .set(admin.auth)
        .send({ big: -big });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual([{ big: -big }]);
      const past = await t.http().get('/api/rest/counters?big=eq.9007199254740992').set(admin.auth);
      expect(past.status).toBe(400);
      expect(past.body.message).toContain('out of range -9007199254740991..9007199254740991');
      const deleted = await t.http().delete(`/api/rest/counters?big=eq.${-big}&select=big`).set(admin.auth);
      expect(deleted.body).toEqual([{ big: -big }]);
    });
  });

  describe('built-in collections', () => {
    it('routes: written by admins through RoutesService, all or nothing, visible at once', async () => {
      const rows = [
        { path: '/rest-one', name: 'rest_one', component_name: 'RestOne' },
        { path: '/rest-two', name: 'rest_two', component_name: 'RestTwo', is_public: true },
      ];
      const member = await t.http().post('/api/rest/routes').set(alice.auth).send(rows[0]);
      expect(member.status).toBe(403);
      expect(member.body.message).toBe('Role "user" may not create rows of "routes"');

      const created = await t
        .http()
        .post('/api/rest/routes?select=name,is_public')
        .set(admin.auth)
        .send(rows);
      expect(created.status).toBe(201);
      expect(created.body).toEqual([
        { name: 'rest_one', is_public: false },
        { name: 'rest_two', is_public: true },
      ]);
      const listed = await t.http().get('/api/routes?name=eq.rest_two');
      expect(listed.body).toHaveLength(1);

      // A name taken by the first row of the batch: nothing of the batch is stored.
      const clash = await t
        .http()
        .post('/api/rest/routes')
        .set(admin.auth)
        .send([
          { path: '/rest-three', name: 'rest_three', component_name: 'X' },
          { path: '/rest-four', name: 'rest_three', component_name: 'X' },
        ]);
      expect(clash.status).toBe(409);
      expect((await t.http().get('/api/routes?name=eq.rest_three')).body).toEqual([]);

      // The domain's own rules apply on top of the collection's (a layout it knows).
      const bad = await t
        .http()
        .post('/api/rest/routes')
        .set(admin.auth)
        .send({ path: '/rest-five', name: 'rest_five', component_name: 'X', layout: 'Nope' });
      expect(bad.status).toBe(400);

      const patched = await t
        .http()
        .put('/api/rest/routes/update?name=in.(rest_one,rest_two)&select=name,is_active')
        .set(admin.auth)
        .send({ is_active: false });
      expect(patched.status).toBe(200);
      expect([...patched.body].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'rest_one', is_active: false },
        { name: 'rest_two', is_active: false },
      ]);
      expect((await t.http().get('/api/routes?name=eq.rest_one')).body).toEqual([]);

      const deleted = await t
        .http()
        .delete('/api/rest/routes/delete?name=like.rest_*&select=name')
        .set(admin.auth);
      expect(deleted.status).toBe(200);
      expect(deleted.body.map((r: { name: string }) => r.name).sort()).toEqual(['rest_one', 'rest_two']);
      expect(await t.dataSource.query(`SELECT name FROM routes WHERE name LIKE 'rest\\_%'`)).toEqual([]);
    });

    it('user_profiles: a member updates their own names by id through the profile service', async () => {
      const res = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${alice.id}&select=id,first_name,role`)
        .set(alice.auth)
        .send({ first_name: 'Alice' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ id: alice.id, first_name: 'Alice', role: 'user' }]);
      const me = await t.http().get('/api/auth/me').set(alice.auth);
      expect(me.body.user.profile.first_name).toBe('Alice');

      const other = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${bob.id}`)
        .set(alice.auth)
        .send({ first_name: 'X' });
      expect(other.status).toBe(200);
      expect(other.body).toEqual([]);
      const role = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${alice.id}`)
        .set(alice.auth)
        .send({ role: 'admin' });
      expect(role.status).toBe(400);
      const adminRole = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${bob.id}`)
        .set(admin.auth)
        .send({ role: 'admin' });
      expect(adminRole.status).toBe(400);
      expect(adminRole.body.details).toContainEqual({
        path: 'role',
        message:
          'The platform role is changed with PATCH /api/users/{id} (platform admins), not the table API',
      });
      const [{ role: stored }] = await t.dataSource.query('SELECT role FROM user_profiles WHERE id = $1', [
        bob.id,
      ]);
      expect(stored).toBe('user');
      const many = await t
        .http()
        .patch(`/api/rest/user_profiles?id=in.(${alice.id},${bob.id})`)
        .set(admin.auth)
        .send({ last_name: 'Same' });
      expect(many.status).toBe(400);
      expect(many.body.message).toBe(
        '"user_profiles" is updated one row at a time: filter by id (?id=eq.<id>)',
      );
    });

    it('user_profiles: an admin renaming someone else follows the rank rule and is recorded as an admin action', async () => {
      const owner = await createUser(t, {
        platformRole: 'platform_owner',
        prefix: 'owner',
        firstName: 'Olga',
      });
      const events = (userId: string) =>
        t.dataSource.query(
          `SELECT actor_id, action, before, after FROM user_admin_events WHERE user_id = $1 ORDER BY at`,
          [userId],
        );

      const renamed = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${bob.id}&select=id,first_name,last_name`)
        .set(admin.auth)
        .send({ first_name: 'Robert', last_name: null });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual([{ id: bob.id, first_name: 'Robert', last_name: null }]);
      const [bobBefore] = await events(bob.id);
      expect(bobBefore).toMatchObject({
        actor_id: admin.id,
        action: 'user.profile',
        before: { first_name: expect.any(String), last_name: expect.any(String) },
        after: { first_name: 'Robert', last_name: null },
      });
      // The same names again change nothing and record nothing.
      const again = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${bob.id}`)
        .set(admin.auth)
        .send({ first_name: 'Robert' });
      expect(again.status).toBe(200);
      expect(await events(bob.id)).toHaveLength(1);

      // An admin does not act on a platform owner, whichever endpoint they use.
      const upward = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${owner.id}`)
        .set(admin.auth)
        .send({ first_name: 'Mallory' });
      expect(upward.status).toBe(403);
      expect(upward.body).toMatchObject({
        ...errorShape,
        message: 'Only platform_owner may change a user whose role is platform_owner',
      });
      const [{ first_name }] = await t.dataSource.query(
        'SELECT first_name FROM user_profiles WHERE id = $1',
        [owner.id],
      );
      expect(first_name).toBe('Olga');
      expect(await events(owner.id)).toEqual([]);

      // Their own profile stays theirs to edit, with no admin entry.
      const own = await t
        .http()
        .patch(`/api/rest/user_profiles?id=eq.${admin.id}`)
        .set(admin.auth)
        .send({ first_name: 'Ada' });
      expect(own.status).toBe(200);
      expect(await events(admin.id)).toEqual([]);
    });

    it.each([
      ['post', '/api/rest/zones', 'Zones are written through POST /api/zones', 'GET, HEAD'],
      ['patch', '/api/rest/zones?name=eq.x', 'Zones are written through', 'GET, HEAD'],
      ['delete', '/api/rest/zones/delete?name=eq.x', 'Zones are written through', ''],
      ['patch', '/api/rest/zone_members?role=eq.owner', 'Zone members are written through', 'GET, HEAD'],
      ['post', '/api/rest/hubs', 'Hubs are written through', 'GET, HEAD'],
      ['delete', '/api/rest/users?email=eq.x', 'Accounts are written through', 'GET, HEAD'],
      ['post', '/api/rest/user_profiles', 'A profile is created with its account', 'GET, HEAD, PATCH'],
      ['delete', '/api/rest/user_profiles?id=eq.x', 'A profile goes with its account', 'GET, HEAD, PATCH'],
      ['post', '/api/rest/modules', 'Modules are written through', 'GET, HEAD'],
      ['patch', '/api/rest/roles?name=eq.user', 'Roles are written through POST /api/roles', 'GET, HEAD'],
    ])('%s %s: 405 naming the endpoint', async (method, url, message, allow) => {
      const before = await t.dataSource.query(
        'SELECT (SELECT count(*) FROM zones) AS z, (SELECT count(*) FROM user_profiles) AS p',
      );
      const req = t.http()[method as 'post'](url).set(admin.auth);
      const res = await (method === 'delete' ? req : req.send({ name: 'x' }));
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ ...errorShape, code: 'METHOD_NOT_ALLOWED' });
      expect(res.body.message).toContain(message);
      expect(res.headers.allow).toBe(allow);
      expect(
        await t.dataSource.query(
          'SELECT (SELECT count(*) FROM zones) AS z, (SELECT count(*) FROM user_profiles) AS p',
        ),
      ).toEqual(before);
    });

    it('a member meets 404 before 405 on a collection they may not use', async () => {
      const res = await t.http().post('/api/rest/roles').set(alice.auth).send({});
      expect(res.status).toBe(404);
    });
  });
});
