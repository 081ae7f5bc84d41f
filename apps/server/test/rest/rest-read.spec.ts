import { RestDatabase } from '../../src/modules/rest/rest.database.js';
import type { TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createHub } from '../zones/zone-kit.js';
import { errorShape, startTasksWorld } from './rest-kit.js';

/**
 * GET /api/rest/:collection on PGlite and PostgreSQL: every operator on every column type, not.,
 * or/and groups, order, limit, offset, counts, embedding, the row scope of registered and
 * built-in collections, hidden columns that cannot be probed, unknown names and injection
 * strings. `tasks` (rest-kit.ts) stands for an integrator's collection.
 */
const R1 = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';
const R2 = '9b1d7c2a-1111-4c3b-8d9e-2a3b4c5d6e7f';
const TIMEOUT_MS = 1000;

describe('table API reads', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let zoneA: { id: string; name: string };
  let zoneB: { id: string; name: string };
  let zoneC: { id: string; name: string };
  const ids: Record<string, string> = {};

  const get = (user: TestUser | null, url: string) => {
    const req = t.http().get(url);
    return user ? req.set(user.auth) : req;
  };
  const codes = (body: Array<{ code: string }>) => body.map((r) => r.code);

  beforeAll(async () => {
    ({ t, admin, alice, bob, zoneA, zoneB, zoneC } = await startTasksWorld({
      REST_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    }));
    await addMember(t, zoneA.id, alice, bob, 'member');
    await createHub(t, zoneA.id, alice, { name: 'Hub A' });
    await createHub(t, zoneB.id, bob, { name: 'Hub B' });
    const rows: Array<[string, string, Record<string, unknown>]> = [
      [
        'A-1',
        zoneA.id,
        {
          title: 'Write tests',
          status: 'open',
          priority: 1,
          score: 1.5,
          done: false,
          due_on: '2024-01-10',
          starts_at: '2024-01-10T09:00:00Z',
          ref: R1,
          data: '{"a":1}',
          secret: 's1',
          owner_id: alice.id,
          notes: null,
        },
      ],
      [
        'A-2',
        zoneA.id,
        {
          title: 'Review 50% off',
          notes: 'n',
          status: 'done',
          priority: 3,
          score: 2.5,
          done: true,
          due_on: '2024-02-01',
          starts_at: '2024-02-01T09:00:00Z',
          ref: null,
          data: null,
          secret: 's2',
          owner_id: bob.id,
        },
      ],
      [
        'A-3',
        zoneA.id,
        {
          title: 'write DOCS',
          notes: 'x',
          status: 'open',
          priority: null,
          score: -1,
          done: false,
          due_on: null,
          starts_at: null,
          ref: R2,
          data: '[]',
          secret: 's3',
          owner_id: null,
        },
      ],
      [
        'B-1',
        zoneB.id,
        { title: 'Write tests', status: 'open', priority: 1, secret: 's4', owner_id: bob.id },
      ],
    ];
    for (const [code, zone, values] of rows) {
      const cols = ['code', 'zone_id', ...Object.keys(values)];
      const [row] = await t.dataSource.query(
        `INSERT INTO tasks (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        [code, zone, ...Object.values(values)],
      );
      ids[code] = row.id;
    }
    // 1,100 rows in a zone only the admin belongs to, for the limit cap.
    await t.dataSource.query(
      `INSERT INTO tasks (code, title, zone_id) SELECT 'C-' || i, 'bulk', $1 FROM generate_series(1, 1100) i`,
      [zoneC.id],
    );
  }, 120_000);

  afterAll(() => t?.close());

  describe('every operator, on every column type (as a member of zone A)', () => {
    it.each([
      ['title=eq.Write tests', ['A-1']],
      ['title=neq.Write tests', ['A-2', 'A-3']],
      ['priority=gt.1', ['A-2']],
      ['priority=lt.3', ['A-1']],
      ['priority=gte.1', ['A-1', 'A-2']],
      ['priority=lte.1', ['A-1']],
      ['score=lt.0', ['A-3']],
      ['score=gte.1.5', ['A-1', 'A-2']],
      ['title=like.*rite*', ['A-1', 'A-3']],
      ['title=like.write*', ['A-3']],
      ['title=ilike.WRITE*', ['A-1', 'A-3']],
      ['title=like.*50%25 off', ['A-2']],
      ['title=like.*50_*', []],
      ['status=in.(done,closed)', ['A-2']],
      ['code=in.("A-1","A-3")', ['A-1', 'A-3']],
      ['notes=is.null', ['A-1']],
      ['done=is.true', ['A-2']],
      ['done=is.false', ['A-1', 'A-3']],
      ['done=not.is.true', ['A-1', 'A-3']],
      ['notes=not.is.null', ['A-2', 'A-3']],
      ['title=not.eq.Write tests', ['A-2', 'A-3']],
      ['title=not.ilike.*write*', ['A-2']],
      ['priority=not.in.(1)', ['A-2']],
      ['due_on=gte.2024-01-15', ['A-2']],
      ['due_on=eq.2024-01-10', ['A-1']],
      ['starts_at=lt.2024-01-15T00:00:00Z', ['A-1']],
      ['starts_at=gt.2024-01-10T11:00:00%2B02:00', ['A-2']],
      ['starts_at=gte.2024-01-10T11:00:00%2B02:00', ['A-1', 'A-2']],
      [`ref=eq.${R1}`, ['A-1']],
      [`ref=in.(${R1},${R2})`, ['A-1', 'A-3']],
      ['data=is.null', ['A-2']],
      ['created_at=lte.2999-01-01T00:00:00Z', ['A-1', 'A-2', 'A-3']],
      ['priority=gte.1&priority=lt.3', ['A-1']],
      ['or=(priority.eq.1,status.eq.done)', ['A-1', 'A-2']],
      ['or=(title.eq."Review 50%25 off",and(done.is.false,notes.eq.x))', ['A-2', 'A-3']],
      ['and=(done.is.false,or(priority.is.null,score.gt.1))', ['A-1', 'A-3']],
      ['or=(not.and(done.is.false,priority.is.null))', ['A-1', 'A-2']],
      ['or=(title.eq."a,b",code.in.("A-2","x,y"))', ['A-2']],
      // Negated at the top, as PostgREST has it.
      ['not.or=(code.eq.A-1,code.eq.A-2)', ['A-3']],
      ['not.and=(done.is.false,priority.is.null)', ['A-1', 'A-2']],
    ])('%s', async (query, expected) => {
      const res = await get(alice, `/api/rest/tasks?select=code&order=code&${query}`);
      expect(res.status).toBe(200);
      expect(codes(res.body)).toEqual(expected);
    });

    it('renders each type as JSON: ISO date-times, dates, numbers, JSON values', async () => {
      const res = await get(
        alice,
        `/api/rest/tasks?code=eq.A-1&select=title,priority,score,done,due_on,starts_at,ref,data,notes`,
      );
      expect(res.body).toEqual([
        {
          title: 'Write tests',
          priority: 1,
          score: 1.5,
          done: false,
          due_on: '2024-01-10',
          starts_at: '2024-01-10T09:00:00.000Z',
          ref: R1,
          data: { a: 1 },
          notes: null,
        },
      ]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('order, limit, offset, count', () => {
    it.each([
      ['order=priority.desc.nullslast', ['A-2', 'A-1', 'A-3']],
      ['order=priority.asc.nullsfirst', ['A-3', 'A-1', 'A-2']],
      ['order=done.desc,code.desc', ['A-2', 'A-3', 'A-1']],
      ['order=code&limit=2', ['A-1', 'A-2']],
      ['order=code&limit=2&offset=1', ['A-2', 'A-3']],
      ['order=code&offset=10', []],
      ['order=code&limit=0', []],
    ])('%s', async (query, expected) => {
      const res = await get(alice, `/api/rest/tasks?select=code&${query}`);
      expect(res.status).toBe(200);
      expect(codes(res.body)).toEqual(expected);
    });

    it.each([
      ['order=code&limit=2', false, '0-1/*'],
      ['order=code&limit=2', true, '0-1/3'],
      ['order=code&offset=2', true, '2-2/3'],
      ['order=code&offset=10', true, '*/3'],
      ['done=is.true', true, '0-0/1'],
      ['title=eq.nothing', false, '*/*'],
    ])('%s (count %s) → Content-Range %s', async (query, count, range) => {
      const req = get(alice, `/api/rest/tasks?select=code&${query}`);
      const res = await (count ? req.set('prefer', 'count=exact') : req);
      expect(res.headers['content-range']).toBe(range);
    });

    it('returns 100 rows by default and at most 1000 whatever the limit', async () => {
      const url = `/api/rest/tasks?select=code&zone_id=eq.${zoneC.id}`;
      expect((await get(admin, url)).body).toHaveLength(100);
      const capped = await get(admin, `${url}&limit=5000`).set('prefer', 'count=exact');
      expect(capped.body).toHaveLength(1000);
      expect(capped.headers['content-range']).toBe('0-999/1100');
    });
  });

  describe('embedding one level of relations, under the target’s permissions', () => {
    it('embeds the zone by the relation’s name, its _id-less name or the target', async () => {
      for (const key of ['zone', 'zone_id', 'zones']) {
        const res = await get(alice, `/api/rest/tasks?select=code,${key}(name)&code=eq.A-1`);
        expect(res.body).toEqual([{ code: 'A-1', [key]: { name: 'Zone A' } }]);
      }
    });

    it('embeds under an alias beside the relation column itself (alias:relation)', async () => {
      const res = await get(alice, `/api/rest/tasks?select=code,zone_id,_zone_id:zone_id(name)&code=eq.A-1`);
      expect(res.body).toEqual([{ code: 'A-1', zone_id: zoneA.id, _zone_id: { name: 'Zone A' } }]);
      const bad = await get(alice, `/api/rest/tasks?select=code,Zone:zone_id(name)`);
      expect(bad.status).toBe(400);
    });

    it('embeds with filters, order and paging', async () => {
      const res = await get(
        alice,
        `/api/rest/tasks?select=code,zone(name,is_active)&order=code.desc&limit=2`,
      );
      expect(res.body).toEqual([
        { code: 'A-3', zone: { name: 'Zone A', is_active: true } },
        { code: 'A-2', zone: { name: 'Zone A', is_active: true } },
      ]);
    });

    it('a target row the caller may not read embeds as null; an admin sees it', async () => {
      const url = `/api/rest/tasks?select=code,owner(email)&code=in.(A-1,A-2,A-3)&order=code`;
      // For a while A-3 belongs to the admin, who shares no zone with alice.
      const own = (id: string | null) =>
        t.http().patch('/api/rest/tasks?code=eq.A-3').set(admin.auth).send({ owner_id: id }).expect(200);
      await own(admin.id);
      try {
        // users: a member reads their own row and those of the people they share a zone with.
        expect((await get(alice, url)).body).toEqual([
          { code: 'A-1', owner: { email: alice.email } },
          { code: 'A-2', owner: { email: bob.email } },
          { code: 'A-3', owner: null },
        ]);
        expect((await get(admin, url)).body).toEqual([
          { code: 'A-1', owner: { email: alice.email } },
          { code: 'A-2', owner: { email: bob.email } },
          { code: 'A-3', owner: { email: admin.email } },
        ]);
      } finally {
        await own(null);
      }
    });

    it('embeds built-in relations too (hubs → zone)', async () => {
      const res = await get(alice, '/api/rest/hubs?select=name,zone(name)');
      expect(res.body).toEqual([{ name: 'Hub A', zone: { name: 'Zone A' } }]);
    });
  });

  describe('row scope: added by the server, never widened by the query', () => {
    it.each([
      ['', ['A-1', 'A-2', 'A-3']],
      [`zone_id=eq.ZONE_B`, []],
      [`or=(zone_id.neq.ZONE_A,zone_id.eq.ZONE_B)`, []],
      [`or=(code.eq.B-1,code.neq.B-1)`, ['A-1', 'A-2', 'A-3']],
      [`code=eq.B-1`, []],
      [`id=eq.B1_ID`, []],
    ])('tasks as a member of zone A: %s', async (query, expected) => {
      const q = query
        .replaceAll('ZONE_A', zoneA.id)
        .replaceAll('ZONE_B', zoneB.id)
        .replaceAll('B1_ID', ids['B-1']);
      const res = await get(alice, `/api/rest/tasks?select=code&order=code&${q}`);
      expect(res.status).toBe(200);
      expect(codes(res.body)).toEqual(expected);
    });

    it('a member reads only their own profile, and the address of each user they share a zone with', async () => {
      const profiles = await get(alice, '/api/rest/user_profiles?select=id,first_name,role');
      expect(profiles.body).toEqual([{ id: alice.id, first_name: 'Test', role: 'user' }]);
      expect((await get(alice, `/api/rest/user_profiles?or=(id.neq.${alice.id})`)).body).toEqual([]);
      expect((await get(alice, `/api/rest/user_profiles?id=eq.${bob.id}`)).body).toEqual([]);
      // alice and bob share zone A; the admin is in neither of alice's zones.
      const users = await get(alice, '/api/rest/users?order=email');
      expect(users.status).toBe(200);
      expect(users.body).toEqual(
        [
          { id: alice.id, email: alice.email },
          { id: bob.id, email: bob.email },
        ].sort((a, b) => a.email.localeCompare(b.email)),
      );
      expect((await get(alice, `/api/rest/users?id=eq.${admin.id}`)).body).toEqual([]);
      // Nothing else of a peer's account, not even as a filter.
      expect((await get(alice, '/api/rest/users?select=mfa_enabled')).status).toBe(400);
      expect((await get(alice, `/api/rest/users?mfa_enabled=is.false`)).status).toBe(400);
      // A zone's member list shows addresses, not ids.
      const members = await get(
        alice,
        `/api/rest/zone_members?select=role,user(email)&zone_id=eq.${zoneA.id}&order=role`,
      );
      expect(members.status).toBe(200);
      expect(members.body).toEqual(
        expect.arrayContaining([
          { role: 'member', user: { email: bob.email } },
          { role: 'owner', user: { email: alice.email } },
        ]),
      );
    });

    it('a member reads only the zones, members and hubs of their zones', async () => {
      const zones = await get(alice, '/api/rest/zones?select=name&order=name');
      expect(zones.body).toEqual([{ name: 'Zone A' }]);
      // bob belongs to zone A (member) and zone B (owner): alice sees the zone A row only.
      const members = await get(alice, `/api/rest/zone_members?select=zone_id,role&user_id=eq.${bob.id}`);
      expect(members.body).toEqual([{ zone_id: zoneA.id, role: 'member' }]);
      // The specification's lookup: a user's zones with the zone joined.
      const mine = await get(
        bob,
        `/api/rest/zone_members?select=zone_id,zone(name)&user_id=eq.${bob.id}&order=joined_at`,
      );
      expect(mine.body.map((r: { zone: { name: string } }) => r.zone.name).sort()).toEqual([
        'Zone A',
        'Zone B',
      ]);
      const hubs = await get(alice, `/api/rest/hubs?select=name&zone_id=eq.${zoneB.id}`);
      expect(hubs.body).toEqual([]);
      const active = await get(
        alice,
        `/api/rest/hubs?select=name&zone_id=eq.${zoneA.id}&is_active=eq.true&order=order_index`,
      );
      expect(active.body).toEqual([{ name: 'Hub A' }]);
    });

    it('platform admins read every row', async () => {
      const profiles = await get(admin, '/api/rest/user_profiles?select=id');
      expect(profiles.body.length).toBeGreaterThanOrEqual(3);
      expect(codes((await get(admin, '/api/rest/tasks?select=code&code=like.B*')).body)).toEqual(['B-1']);
      expect(
        (await get(admin, '/api/rest/zones?select=name&order=name')).body.map(
          (z: { name: string }) => z.name,
        ),
      ).toEqual(expect.arrayContaining(['Zone A', 'Zone B', 'Zone C']));
    });

    it('routes: the specification’s public lookup', async () => {
      const res = await get(
        alice,
        '/api/rest/routes?select=name&is_public=eq.true&is_active=eq.true&name=in.(login,signup,forgot_password,reset_password,verify_email)&order=path',
      );
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
    });
  });

  describe('routes', () => {
    it('a member reads active routes only; inactive ones are for admins (as GET /routes)', async () => {
      const created = await t
        .http()
        .post('/api/routes')
        .set(admin.auth)
        .send({ path: '/secret-draft', name: 'secret_draft', component_name: 'Dashboard', is_active: false });
      expect(created.status).toBe(201);
      for (const q of [
        'is_active=eq.false',
        'name=eq.secret_draft',
        'or=(is_active.is.false,name.eq.secret_draft)',
      ]) {
        const res = await get(alice, `/api/rest/routes?select=name&${q}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
      }
      expect((await get(alice, '/api/rest/routes?select=name&name=eq.login')).body).toEqual([
        { name: 'login' },
      ]);
      expect((await get(admin, '/api/rest/routes?select=name&name=eq.secret_draft')).body).toEqual([
        { name: 'secret_draft' },
      ]);
    });
  });

  describe('hidden columns cannot be probed: the same 400 as a column that does not exist', () => {
    it.each([
      ['tasks', 'select=secret', 'select=nonexistent'],
      ['tasks', 'secret=eq.s1', 'nonexistent=eq.s1'],
      ['tasks', 'secret=is.null', 'nonexistent=is.null'],
      ['tasks', 'order=secret', 'order=nonexistent'],
      ['tasks', 'or=(secret.eq.s1)', 'or=(nonexistent.eq.s1)'],
      ['tasks', 'and=(code.eq.A-1,or(secret.like.s*))', 'and=(code.eq.A-1,or(nonexistent.like.s*))'],
      ['tasks', 'select=code,owner(password_hash)', 'select=code,owner(nonexistent)'],
      ['tasks', 'select=code,owner(mfa_secret)', 'select=code,owner(nonexistent)'],
      ['users', 'select=password_hash', 'select=nonexistent'],
      ['users', 'password_hash=like.*', 'nonexistent=like.*'],
      ['users', 'order=mfa_secret', 'order=nonexistent'],
      ['users', 'select=is_disabled', 'select=nonexistent'],
    ])('%s: %s', async (collection, hidden, missing) => {
      const a = await get(alice, `/api/rest/${collection}?${hidden}`);
      const b = await get(alice, `/api/rest/${collection}?${missing}`);
      expect(a.status).toBe(400);
      expect(b.status).toBe(400);
      const normalise = (body: { message: string; details: unknown[] }) =>
        JSON.stringify({ message: body.message, details: body.details }).replace(
          /password_hash|mfa_secret|is_disabled|secret|nonexistent/g,
          'X',
        );
      expect(normalise(a.body)).toBe(normalise(b.body));
      expect(a.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    });

    it('internal columns never appear, even for admins', async () => {
      const res = await get(admin, '/api/rest/users?select=*');
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/password_hash|mfa_secret|mfa_pending_secret|mfa_last_time_step|\$argon2/);
      expect((await get(admin, '/api/rest/users?select=password_hash')).status).toBe(400);
    });
  });

  describe('refusals', () => {
    it.each([
      ['foo=bar', 'foo', 'Unknown column "foo"'],
      // PostgREST's own parameters, answered with what to do instead (postgrest-js sends them).
      ['columns=title', 'columns', 'Parameter "columns" is only read on POST'],
      [
        'on_conflict=code',
        'on_conflict',
        'Upsert (on_conflict) is not supported: insert new rows with POST and change existing ones with PATCH ?<key>=eq.<value>',
      ],
      ['select=title;DROP TABLE tasks', 'select', 'Unknown column "title;DROP TABLE tasks" in select'],
      ['order=title;DROP TABLE tasks', 'order', 'Unknown column "title;DROP TABLE tasks" in order'],
      ['"title"=eq.x', '"title"', 'Unknown column "\\"title\\""'],
      ['title::text=eq.x', 'title::text', 'Unknown column "title::text"'],
      ['select=code::text', 'select', 'Unknown column "code::text" in select'],
      [
        'select=ttl:title',
        'select',
        'Column aliases such as "ttl:title" are not supported in select: only an embedded relation takes one (alias:relation(columns))',
      ],
      // The same whether the column exists, is hidden or is missing: no probing through it.
      [
        'select=s:secret',
        'select',
        'Column aliases such as "s:secret" are not supported in select: only an embedded relation takes one (alias:relation(columns))',
      ],
      ['or=(title.eq.x) OR 1=1', 'or', 'Invalid or: expected "(condition,condition,…)"'],
      ['priority=eq.1 OR 1=1', 'priority', 'Invalid integer "1 OR 1=1" for column "priority"'],
      ['ref=eq.1; SELECT 1', 'ref', 'Invalid uuid "1; SELECT 1" for column "ref"'],
      ['title=regex.x', 'title', 'Unknown operator "regex" for column "title"'],
      ['limit=10;', 'limit', 'Must be a whole number'],
      ['select=zone(zone(name))', 'select', 'Only one level of embedding is supported (in "zone")'],
      ['select=modules(name)', 'select', 'Unknown relation "modules" in select'],
    ])('%s', async (query, path, message) => {
      const res = await get(alice, `/api/rest/tasks?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      expect(res.body.details).toContainEqual({ path, message });
    });

    it.each([
      [`title=eq.'; DROP TABLE tasks; --`],
      [`title=like.%25' OR '1'='1`],
      [`title=in.("x') OR 1=1 --")`],
      [`or=(title.eq."'; DELETE FROM tasks; --")`],
      [`notes=eq.$1`],
    ])('a value is a literal match, never SQL: %s', async (query) => {
      const res = await get(alice, `/api/rest/tasks?${encodeURI(query).replaceAll('%2525', '%25')}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM tasks');
      expect(count).toBe(1104);
    });

    it('unknown and ungranted collections are the same 404; nobody signed in is 401', async () => {
      const unknown = await get(alice, '/api/rest/nope');
      const ungranted = await get(alice, '/api/rest/roles');
      expect(unknown.status).toBe(404);
      expect(ungranted.status).toBe(404);
      expect(unknown.body).toMatchObject({
        ...errorShape,
        code: 'NOT_FOUND',
        message: 'Collection "nope" not found',
      });
      expect(ungranted.body.message).toBe('Collection "roles" not found');
      expect((await get(alice, '/api/rest/pg_catalog.pg_user')).status).toBe(404);
      expect((await get(alice, '/api/rest/migrations')).status).toBe(404);
      expect((await get(admin, '/api/rest/roles')).status).toBe(200);
      const anonymous = await get(null, '/api/rest/tasks');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
    });

    it('a role granted creating only may not read (403), and reads nothing', async () => {
      const writer = await createUser(t, { platformRole: 'writer', prefix: 'writer' });
      const res = await get(writer, '/api/rest/tasks');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Role "writer" may not read rows of "tasks"');
    });
  });

  describe('statement timeout', () => {
    it.each(['read', 'transaction'] as const)(
      `stops a statement (%s) after REST_STATEMENT_TIMEOUT_MS on PostgreSQL (503 QUERY_TIMEOUT); PGlite has no timer`,
      async (path) => {
        const db = t.app.get(RestDatabase);
        const statement = { text: 'SELECT pg_sleep(1.5)::text AS body', values: [] };
        const slow = path === 'read' ? db.read(statement) : db.transaction((exec) => exec(statement));
        if (t.kind === 'postgres') {
          await expect(slow).rejects.toMatchObject({ status: 503, code: 'QUERY_TIMEOUT' });
        } else {
          await expect(slow).resolves.toEqual([{ body: '' }]);
        }
        // The connection went back to the pool in a usable state.
        expect((await get(alice, '/api/rest/tasks?select=code&limit=1')).status).toBe(200);
      },
    );

    it('reads cannot write', async () => {
      const db = t.app.get(RestDatabase);
      const write = db.read({ text: `UPDATE tasks SET title = 'x' RETURNING title`, values: [] });
      await expect(write).rejects.toThrow();
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE title = 'x'`)).toEqual([
        { n: 0 },
      ]);
    });
  });
});
