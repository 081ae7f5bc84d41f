import { randomUUID } from 'node:crypto';
import type { NavigationItem } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { createZone, errorShape } from '../zones/zone-kit.js';

/**
 * The navigation API on a real server and database (PGlite, or PostgreSQL with DATABASE_URL):
 * what each caller's menu holds, the admin writes with their checks, the reorder's all-or-nothing
 * and serialisation, the cache's ETag, and the audit record.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let zoneId: string;
let run = 0;

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'nav-admin' });
  member = await createUser(t, { prefix: 'nav-member' });
  outsider = await createUser(t, { prefix: 'nav-outsider' });
  zoneId = (await createZone(t, member, { name: 'Nav zone' })).id;
}, 120_000);
afterAll(() => t.close());

/** A title unique to this test, so seeded rows and other tests' rows never interfere. */
const tag = () => `T${++run}-${randomUUID().slice(0, 6)}`;

async function create(body: Record<string, unknown>, by: TestUser = admin): Promise<NavigationItem> {
  const res = await t.http().post('/api/navigation').set(by.auth).send(body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as NavigationItem;
}

async function menu(user: TestUser, query = ''): Promise<NavigationItem[]> {
  const res = await t.http().get(`/api/navigation${query}`).set(user.auth).expect(200);
  return res.body as NavigationItem[];
}

const titles = (items: NavigationItem[], prefix: string) =>
  items.filter((i) => i.title.startsWith(prefix)).map((i) => i.title);

async function allRows(): Promise<NavigationItem[]> {
  return (await t.http().get('/api/navigation?all=true').set(admin.auth).expect(200))
    .body as NavigationItem[];
}

describe('GET /api/navigation: each caller gets their own menu', () => {
  it('filters by active, visible, required role and zone membership, ordered by order_index', async () => {
    const p = tag();
    await create({ title: `${p} global b`, path: '/dashboard', order_index: 2 });
    await create({ title: `${p} global a`, path: '/zones', order_index: 1 });
    await create({ title: `${p} inactive`, path: '/zones', is_active: false });
    await create({ title: `${p} hidden`, path: '/zones', is_visible: false });
    await create({ title: `${p} admin only`, path: '/admin', required_role: 'admin', order_index: 3 });
    await create({ title: `${p} zone item`, path: `/zones/${zoneId}`, zone_id: zoneId, order_index: 4 });
    await create({
      title: `${p} owner only`,
      path: '/admin',
      required_role: 'platform_owner',
      order_index: 5,
    });

    expect(titles(await menu(member), p)).toEqual([`${p} global a`, `${p} global b`, `${p} zone item`]);
    expect(titles(await menu(member, `?zone_id=${zoneId}`), p)).toEqual([
      `${p} global a`,
      `${p} global b`,
      `${p} zone item`,
    ]);
    expect(titles(await menu(outsider), p)).toEqual([`${p} global a`, `${p} global b`]);
    expect(titles(await menu(outsider, `?zone_id=${zoneId}`), p)).toEqual([`${p} global a`, `${p} global b`]);
    // An admin sees admin items, not a platform owner's; not a member of the zone, not its items.
    expect(titles(await menu(admin), p)).toEqual([`${p} global a`, `${p} global b`, `${p} admin only`]);
    // Every row, for the builder.
    expect(titles(await allRows(), p)).toHaveLength(7);
  });

  it('answers 401 without a token, 403 for all=true by a member, 400 for a bad zone_id', async () => {
    const anon = await t.http().get('/api/navigation');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
    const all = await t.http().get('/api/navigation?all=true').set(member.auth);
    expect(all.status).toBe(403);
    expect(all.body).toMatchObject({ ...errorShape, code: 'FORBIDDEN' });
    const bad = await t.http().get('/api/navigation?zone_id=nope').set(member.auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    // A flag that is not true or false is worded as every other list's (GET /zones?all=…).
    const flag = await t.http().get('/api/navigation?all=1').set(admin.auth);
    expect(flag.status).toBe(400);
    expect(flag.body.details).toEqual([{ path: 'all', message: 'Must be true or false' }]);
    // An unknown or array-style parameter is refused, not ignored (the zone filter silently dropped).
    // Each refusal names the parameter (the keys are flat: `zone_id[]` is a key of its own).
    for (const [query, path] of [
      ['foo=1', 'foo'],
      [`zone_id[]=${randomUUID()}`, 'zone_id[]'],
      [`zone_id=${randomUUID()}&zone_id=${randomUUID()}`, 'zone_id'],
    ]) {
      const odd = await t.http().get(`/api/navigation?${query}`).set(member.auth);
      expect(odd.status).toBe(400);
      expect(odd.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      expect(odd.body.details.map((d: { path: string }) => d.path)).toEqual([path]);
    }
  });

  it('sends an ETag and answers 304 to If-None-Match; a change gives a new ETag at once', async () => {
    const first = await t.http().get('/api/navigation').set(member.auth).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    // The caller's own menu: revalidated, never kept by a shared cache for someone else.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
    await t.http().get('/api/navigation').set(member.auth).set('if-none-match', etag).expect(304);
    const p = tag();
    await create({ title: `${p} new`, path: '/dashboard' });
    const after = await t
      .http()
      .get('/api/navigation')
      .set(member.auth)
      .set('if-none-match', etag)
      .expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(titles(after.body as NavigationItem[], p)).toEqual([`${p} new`]);
  });

  it('is the seeded main menu for a new user, and the admin menu for an admin', async () => {
    const userPaths = (await menu(outsider)).map((i) => i.path);
    expect(userPaths).toEqual(expect.arrayContaining(['/dashboard', '/zones', '/settings']));
    expect(userPaths).not.toContain('/admin/navigation');
    const adminPaths = (await menu(admin)).map((i) => i.path);
    expect(adminPaths).toEqual(
      expect.arrayContaining(['/dashboard', '/admin', '/admin/users', '/admin/navigation']),
    );
  });
});

describe('GET /api/navigation/preview (admins)', () => {
  it('gives exactly the list that role in that zone gets', async () => {
    const p = tag();
    await create({ title: `${p} zone`, path: '/zones', zone_id: zoneId });
    await create({ title: `${p} admin`, path: '/admin', required_role: 'admin' });
    const preview = await t
      .http()
      .get(`/api/navigation/preview?role=user&zone_id=${zoneId}`)
      .set(admin.auth)
      .expect(200);
    expect(preview.body).toEqual(await menu(member, `?zone_id=${zoneId}`));
    const asAdmin = await t.http().get('/api/navigation/preview?role=admin').set(admin.auth).expect(200);
    expect(titles(asAdmin.body as NavigationItem[], p)).toEqual([`${p} admin`]);
  });

  it('refuses a role that does not exist (400) and members (403)', async () => {
    const res = await t.http().get('/api/navigation/preview?role=wizard').set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Role "wizard" does not exist');
    const extra = await t.http().get('/api/navigation/preview?role=user&zone=x').set(admin.auth);
    expect(extra.status).toBe(400);
    expect(extra.body.details).toEqual([{ path: 'zone', message: 'Unrecognized key: "zone"' }]);
    expect((await t.http().get('/api/navigation/preview?role=user').set(member.auth)).status).toBe(403);
  });
});

describe('GET /api/navigation/public', () => {
  it("is the specification's public navigation, for anyone", async () => {
    const res = await t.http().get('/api/navigation/public').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const entry of res.body as { name: string; path: string; label: string }[]) {
      expect(['home', 'features', 'pricing', 'about', 'contact']).toContain(entry.name);
      expect(entry.label).toBe(entry.name.charAt(0).toUpperCase() + entry.name.slice(1));
    }
    await t
      .http()
      .post('/api/routes')
      .set(admin.auth)
      .send({ name: 'pricing', path: '/pricing', component_name: 'PricingPage', is_public: true })
      .expect(201);
    const after = await t.http().get('/api/navigation/public').expect(200);
    expect(after.body).toContainEqual({ name: 'pricing', path: '/pricing', label: 'Pricing' });
  });
});

describe('admin writes', () => {
  it('creates with the defaults, changes, and keeps HTML in a title as text', async () => {
    const item = await create({ title: '<img src=x onerror=alert(1)>' });
    expect(item).toMatchObject({
      title: '<img src=x onerror=alert(1)>',
      type: 'external',
      is_visible: true,
      is_active: true,
      order_index: 0,
      metadata: {},
      parent_id: null,
    });
    const res = await t
      .http()
      .patch(`/api/navigation/${item.id}`)
      .set(admin.auth)
      .send({ label: '<b>x</b>' })
      .expect(200);
    expect(res.body.label).toBe('<b>x</b>');
    await t.http().delete(`/api/navigation/${item.id}`).set(admin.auth).expect(204);
  });

  it('lists every item exactly as a write answered it (the list is JSON written by the database)', async () => {
    const item = await create({
      title: `Quote " backslash \\ tab \t ünïcødé 日本 ${tag()}`,
      description: 'line\nbreak </script>',
      metadata: { badge: 'new', nested: { n: 1.5, list: [true, null] } },
      order_index: -3,
    });
    const listed = (await allRows()).find((row: { id: string }) => row.id === item.id);
    expect(listed).toEqual(item);
    expect(item.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const draft = await t.http().put('/api/navigation/tree').set(admin.auth).send({}).expect(200);
    expect(draft.body.items.find((row: { id: string }) => row.id === item.id)).toEqual(item);
    expect(draft.body.ids).toEqual({});
    await t.http().delete(`/api/navigation/${item.id}`).set(admin.auth).expect(204);
  });

  it.each([
    ['javascript:alert(1)', 'path'],
    ['data:text/html,<script>alert(1)</script>', 'path'],
    ['//evil.example', 'path'],
    ['vbscript:msgbox(1)', 'href'],
  ])('refuses the unsafe link %s (400, nothing stored)', async (link, field) => {
    const title = tag();
    const res = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title, [field]: link });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    expect(res.body.details[0].path).toBe(field);
    expect(titles(await allRows(), title)).toEqual([]);
  });

  it('refuses a required role that does not exist, an unknown parent or zone, naming the item', async () => {
    const role = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title: 'Wizards', required_role: 'wizard' });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe('Navigation item "Wizards": role "wizard" does not exist');
    const parent = randomUUID();
    const orphan = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title: 'Orphan', parent_id: parent });
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toBe(`Navigation item "Orphan" has an unknown parent ${parent}`);
    const zone = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title: 'Nowhere', zone_id: randomUUID() });
    expect(zone.status).toBe(400);
    expect(zone.body.details[0].path).toBe('zone_id');
  });

  it('refuses an over-long title and members (403)', async () => {
    const long = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await t.http().post('/api/navigation').set(member.auth).send({ title: 'Mine' })).status).toBe(
      403,
    );
  });

  it('refuses a PATCH that would make a cycle or make an item its own parent', async () => {
    const a = await create({ title: `${tag()} A` });
    const b = await create({ title: `${tag()} B` });
    // Ids in any case: the same item.
    const moved = await t
      .http()
      .patch(`/api/navigation/${b.id.toUpperCase()}`)
      .set(admin.auth)
      .send({ parent_id: a.id.toUpperCase() });
    expect(moved.status).toBe(200);
    expect(moved.body.parent_id).toBe(a.id);
    const self = await t.http().patch(`/api/navigation/${a.id}`).set(admin.auth).send({ parent_id: a.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(`Navigation item "${a.title}" (${a.id}) cannot be its own parent`);
    const cycle = await t.http().patch(`/api/navigation/${a.id}`).set(admin.auth).send({ parent_id: b.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toContain('is in a cycle');
  });
});

describe('menus nest at most NAVIGATION_MAX_DEPTH (10) levels', () => {
  it('refuses an 11th level however it would come about — create, PATCH, reorder, the draft — and stores nothing', async () => {
    const p = tag();
    const chain: NavigationItem[] = [];
    for (let i = 0; i < 10; i++)
      chain.push(await create({ title: `${p} L${i + 1}`, parent_id: chain[i - 1]?.id ?? null }));
    const deepest = chain[9];
    const loose = await create({ title: `${p} loose` });
    const before = await allRows();
    const tooDeep = (name: string) =>
      `Navigation item ${name} would nest the menu 11 levels deep; at most 10 are allowed`;

    const created = await t
      .http()
      .post('/api/navigation')
      .set(admin.auth)
      .send({ title: `${p} L11`, parent_id: deepest.id });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      ...errorShape,
      code: 'VALIDATION_FAILED',
      message: tooDeep(`"${p} L11" (new item)`),
      details: [{ path: 'parent_id', message: tooDeep(`"${p} L11" (new item)`) }],
    });

    const patched = await t
      .http()
      .patch(`/api/navigation/${loose.id}`)
      .set(admin.auth)
      .send({ parent_id: deepest.id });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toBe(tooDeep(`"${p} loose" (${loose.id})`));

    // Moving L1 (and the 10 levels it carries) under the root `loose` would make 11.
    const reordered = await t
      .http()
      .put('/api/navigation/reorder')
      .set(admin.auth)
      .send({ items: [{ id: chain[0].id, parent_id: loose.id, order_index: 0 }] });
    expect(reordered.status).toBe(400);
    expect(reordered.body.details).toEqual([
      { path: 'items.0.parent_id', message: tooDeep(`"${p} L1" (${chain[0].id})`) },
    ]);

    const drafted = await t
      .http()
      .put('/api/navigation/tree')
      .set(admin.auth)
      .send({ create: [{ temp_id: 'tmp-deep', title: `${p} new`, parent_id: deepest.id }] });
    expect(drafted.status).toBe(400);
    expect(drafted.body.details).toEqual([
      { path: 'create.0.parent_id', message: tooDeep(`"${p} new" (tmp-deep)`) },
    ]);
    expect(await allRows()).toEqual(before);

    // Ten levels are fine: L2's branch (L2–L10) under the root `loose` is levels 2–10.
    await t
      .http()
      .put('/api/navigation/reorder')
      .set(admin.auth)
      .send({ items: [{ id: chain[1].id, parent_id: loose.id, order_index: 0 }] })
      .expect(204);
  });
});

describe('DELETE /api/navigation', () => {
  it(`without an id: 400 'Navigation delete requires id filter'`, async () => {
    // A blank id, `?id=` or `?id=eq.` with nothing after it, names no item either.
    for (const query of ['', '?id=', '?id=eq.']) {
      const res = await t.http().delete(`/api/navigation${query}`).set(admin.auth);
      expect({ query, status: res.status, body: res.body }).toMatchObject({
        query,
        status: 400,
        body: { ...errorShape, code: 'VALIDATION_FAILED', message: 'Navigation delete requires id filter' },
      });
    }
  });

  it(`filtered on anything but the id: the same 400 'Navigation delete requires id filter', naming the filter; nothing deleted`, async () => {
    const p = tag();
    const item = await create({ title: `${p} item` });
    for (const query of [
      `title=eq.${encodeURIComponent(item.title)}`,
      `ID=eq.${item.id}`,
      'id=&path=eq./x',
    ]) {
      const res = await t.http().delete(`/api/navigation?${query}`).set(admin.auth);
      expect({ query, status: res.status, body: res.body }).toMatchObject({
        query,
        status: 400,
        body: { ...errorShape, code: 'VALIDATION_FAILED', message: 'Navigation delete requires id filter' },
      });
      const [key] = query.split('&').pop()!.split('=');
      expect(res.body.details).toEqual([{ path: key, message: `Unrecognized key: "${key}"` }]);
    }
    expect(titles(await allRows(), p)).toEqual([`${p} item`]);
  });

  it('with ?id= deletes the item and everything under it; 404 after', async () => {
    const p = tag();
    const parent = await create({ title: `${p} parent` });
    await create({ title: `${p} child`, parent_id: parent.id });
    await t.http().delete(`/api/navigation?id=${parent.id}`).set(admin.auth).expect(204);
    expect(titles(await allRows(), p)).toEqual([]);
    expect((await t.http().delete(`/api/navigation/${parent.id}`).set(admin.auth)).status).toBe(404);
    expect((await t.http().delete('/api/navigation?id=nope').set(admin.auth)).status).toBe(400);
    // A second parameter is refused before anything is deleted.
    const kept = await create({ title: `${p} kept` });
    const extra = await t.http().delete(`/api/navigation?id=eq.${kept.id}&foo=1`).set(admin.auth);
    expect(extra.status).toBe(400);
    // Worded as every endpoint words an unknown parameter (it said 'Unknown query parameter "foo"').
    expect(extra.body.details).toEqual([{ path: 'foo', message: 'Unrecognized key: "foo"' }]);
    expect(titles(await allRows(), p)).toEqual([`${p} kept`]);
  });
});

describe('PUT /api/navigation/reorder', () => {
  async function three() {
    const p = tag();
    const a = await create({ title: `${p} A`, order_index: 0 });
    const b = await create({ title: `${p} B`, order_index: 1 });
    const c = await create({ title: `${p} C`, order_index: 2 });
    return { p, a, b, c };
  }
  const place = async (ids: string[]) => {
    const rows = new Map((await allRows()).map((r) => [r.id, r]));
    return ids.map((id) => [rows.get(id)!.parent_id, rows.get(id)!.order_index]);
  };

  it('moves a subset; items not listed keep their place', async () => {
    const { a, b, c } = await three();
    await t
      .http()
      .put('/api/navigation/reorder')
      .set(admin.auth)
      .send({ items: [{ id: c.id, parent_id: a.id, order_index: 0 }] })
      .expect(204);
    expect(await place([a.id, b.id, c.id])).toEqual([
      [null, 0],
      [null, 1],
      [a.id, 0],
    ]);
  });

  it('refuses cycles, self-parenting, unknown ids and parents, duplicate ids — 400 naming the item, nothing stored', async () => {
    const { a, b, c } = await three();
    const before = await place([a.id, b.id, c.id]);
    const unknown = randomUUID();
    const cases: Array<[unknown, string]> = [
      [
        [
          { id: a.id, parent_id: b.id, order_index: 0 },
          { id: b.id, parent_id: a.id, order_index: 0 },
        ],
        'is in a cycle',
      ],
      [
        [{ id: a.id, parent_id: a.id, order_index: 0 }],
        `Navigation item "${a.title}" (${a.id}) cannot be its own parent`,
      ],
      [[{ id: unknown, parent_id: null, order_index: 0 }], `Navigation item ${unknown} does not exist`],
      [
        [{ id: b.id, parent_id: unknown, order_index: 0 }],
        `Navigation item "${b.title}" (${b.id}) has an unknown parent ${unknown}`,
      ],
      [
        [
          { id: c.id, parent_id: null, order_index: 0 },
          { id: c.id, parent_id: null, order_index: 1 },
        ],
        `Navigation item ${c.id} is listed more than once`,
      ],
    ];
    for (const [items, message] of cases) {
      const res = await t.http().put('/api/navigation/reorder').set(admin.auth).send({ items });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      const messages = [res.body.message, ...res.body.details.map((d: { message: string }) => d.message)];
      expect(messages.join('\n')).toContain(message);
      // The message itself names the (first) item, whichever check found it.
      expect(res.body.message).toMatch(/^Navigation item /);
    }
    expect(await place([a.id, b.id, c.id])).toEqual(before);
  });

  it('is all or nothing: a failure on an item mid-way stores nothing', async () => {
    const { a, b, c } = await three();
    const before = await place([a.id, b.id, c.id]);
    const events = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM navigation_events WHERE action = 'reorder'`)
      )[0].n as number;
    const eventsBefore = await events();
    // The database refuses to move B: the reorder fails after A's row was already written.
    await t.dataSource.query(`
      CREATE FUNCTION nav_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER nav_test_refuse BEFORE UPDATE ON navigation FOR EACH ROW
      WHEN (NEW.id = '${b.id}'::uuid) EXECUTE FUNCTION nav_test_refuse()`);
    try {
      const res = await t
        .http()
        .put('/api/navigation/reorder')
        .set(admin.auth)
        .send({
          items: [
            { id: a.id, parent_id: null, order_index: 10 },
            { id: b.id, parent_id: a.id, order_index: 0 },
            { id: c.id, parent_id: a.id, order_index: 1 },
          ],
        });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ ...errorShape, code: 'INTERNAL' });
      expect(JSON.stringify(res.body)).not.toContain('injected');
    } finally {
      await t.dataSource.query('DROP TRIGGER nav_test_refuse ON navigation');
      await t.dataSource.query('DROP FUNCTION nav_test_refuse');
    }
    expect(await place([a.id, b.id, c.id])).toEqual(before);
    expect(await events()).toBe(eventsBefore);
  });

  it('serialises two concurrent reorders: the result is one of the two inputs', async () => {
    const { a, b, c } = await three();
    const first = [
      { id: a.id, parent_id: null, order_index: 0 },
      { id: b.id, parent_id: a.id, order_index: 0 },
      { id: c.id, parent_id: b.id, order_index: 0 },
    ];
    const second = [
      { id: c.id, parent_id: null, order_index: 0 },
      { id: b.id, parent_id: c.id, order_index: 0 },
      { id: a.id, parent_id: b.id, order_index: 0 },
    ];
    const results = await Promise.all(
      [first, second].map((items) => t.http().put('/api/navigation/reorder').set(admin.auth).send({ items })),
    );
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    const result = await place([a.id, b.id, c.id]);
    const as = (items: typeof first) =>
      [a.id, b.id, c.id].map((id) => {
        const e = items.find((i) => i.id === id)!;
        return [e.parent_id, e.order_index];
      });
    expect([as(first), as(second)]).toContainEqual(result);
  });
});

describe('the audit record', () => {
  it('records who and when, before and after, for create, update, delete and reorder', async () => {
    const item = await create({ title: `${tag()} audited` });
    await t.http().patch(`/api/navigation/${item.id}`).set(admin.auth).send({ title: 'Renamed' }).expect(200);
    await t
      .http()
      .put('/api/navigation/reorder')
      .set(admin.auth)
      .send({ items: [{ id: item.id, parent_id: null, order_index: 7 }] })
      .expect(204);
    await t.http().delete(`/api/navigation/${item.id}`).set(admin.auth).expect(204);
    const rows: Array<{
      actor_id: string;
      item_id: string | null;
      action: string;
      before: unknown;
      after: unknown;
      at: Date;
    }> = await t.dataSource.query(
      `SELECT actor_id, item_id, action, before, after, at FROM navigation_events
          WHERE item_id = $1 OR (action = 'reorder' AND after @> $2::jsonb) ORDER BY at, action`,
      [item.id, JSON.stringify([{ id: item.id }])],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'reorder', 'delete']);
    for (const r of rows) {
      expect(r.actor_id).toBe(admin.id);
      expect(r.at).toBeInstanceOf(Date);
    }
    expect(rows[0]).toMatchObject({ before: null, after: { id: item.id, title: item.title } });
    expect(rows[1]).toMatchObject({ before: { title: item.title }, after: { title: 'Renamed' } });
    expect(rows[2]).toMatchObject({
      before: [{ id: item.id, order_index: 0 }],
      after: [{ id: item.id, order_index: 7 }],
    });
    expect(rows[3]).toMatchObject({ before: { id: item.id, title: 'Renamed' }, after: null });
  });
});

describe('/api/rest/navigation (the table API)', () => {
  it('lets admins read every row, members only their menu’s, and sends writes to the navigation endpoints', async () => {
    const item = await create({ title: `${tag()} rest`, is_active: false });
    const read = await t.http().get(`/api/rest/navigation?id=eq.${item.id}`).set(admin.auth).expect(200);
    expect(read.body).toMatchObject([{ id: item.id, title: item.title, is_active: false }]);
    // Members read through the row scope (test/rest/rest-navigation-scope.spec.ts): not this inactive one.
    const mine = await t.http().get(`/api/rest/navigation?id=eq.${item.id}`).set(member.auth).expect(200);
    expect(mine.body).toEqual([]);
    const write = await t.http().post('/api/rest/navigation').set(admin.auth).send({ title: 'Sneaky' });
    expect(write.status).toBe(405);
    expect(write.body.message).toContain('POST /api/navigation');
  });
});
