import type { NavigationItem } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone } from '../zones/zone-kit.js';
import { errorShape } from './rest-kit.js';

/**
 * GET /api/rest/navigation for members, on PGlite and PostgreSQL: the built-in navigation's row
 * scope (all_of: active, visible, required role null or the caller's, zone null or one of the
 * caller's zones) gives a member exactly the items GET /api/navigation gives them — compared as
 * id sets over every row, seeded ones included — and no filter, or=() group, id filter or count
 * reaches past it. Anonymous callers get 401; writes stay admin-only (403 for members).
 *
 * Every role reads its menu (issue #11): a custom role created by an admin after the server
 * started, and `guest`, get the same scoped read with no grant given (the collection's
 * `default_permission`), and still nothing on collections that do not name them.
 */
describe('table API: navigation for members', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let editor: TestUser;
  let guest: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };
  const ids: Record<string, string> = {};

  const get = (user: TestUser, url: string) => t.http().get(url).set(user.auth);
  const idSet = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'nav-admin' });
    owner = await createUser(t, { prefix: 'nav-owner' });
    viewer = await createUser(t, { prefix: 'nav-viewer' });
    outsider = await createUser(t, { prefix: 'nav-outsider' });
    zoneA = await createZone(t, owner, { name: 'Nav A' });
    zoneB = await createZone(t, outsider, { name: 'Nav B' });
    await addMember(t, zoneA.id, owner, viewer, 'viewer');
    // A custom role, made and given through the API as an admin would (no grant anywhere)
    await t
      .http()
      .post('/api/roles')
      .set(admin.auth)
      .send({ name: 'nav_editor', label: 'Editor' })
      .expect(201);
    editor = await createUser(t, { prefix: 'nav-editor' });
    guest = await createUser(t, { prefix: 'nav-guest' });
    await t.http().patch(`/api/users/${editor.id}`).set(admin.auth).send({ role: 'nav_editor' }).expect(200);
    await t.http().patch(`/api/users/${guest.id}`).set(admin.auth).send({ role: 'guest' }).expect(200);
    await addMember(t, zoneA.id, owner, editor, 'member');
    const items: Array<[string, Record<string, unknown>]> = [
      ['global', { path: '/dashboard' }],
      ['for users', { path: '/dashboard', required_role: 'user' }],
      ['inactive', { path: '/dashboard', is_active: false }],
      ['hidden', { path: '/dashboard', is_visible: false }],
      ['admins', { path: '/admin', required_role: 'admin' }],
      ['owners', { path: '/admin', required_role: 'platform_owner' }],
      ['zone A', { path: '/zones', zone_id: zoneA.id }],
      ['zone A inactive', { path: '/zones', zone_id: zoneA.id, is_active: false }],
      ['zone A admins', { path: '/zones', zone_id: zoneA.id, required_role: 'admin' }],
      ['zone B', { path: '/zones', zone_id: zoneB.id }],
      ['for editors', { path: '/dashboard', required_role: 'nav_editor' }],
      ['for guests', { path: '/dashboard', required_role: 'guest' }],
      ['zone A editors', { path: '/zones', zone_id: zoneA.id, required_role: 'nav_editor' }],
      ['zone B editors', { path: '/zones', zone_id: zoneB.id, required_role: 'nav_editor' }],
    ];
    for (const [title, body] of items) {
      const res = await t
        .http()
        .post('/api/navigation')
        .set(admin.auth)
        .send({ title: `rest ${title}`, ...body });
      if (res.status !== 201) throw new Error(`create ${title}: ${res.status} ${JSON.stringify(res.body)}`);
      ids[title] = (res.body as NavigationItem).id;
    }
  }, 120_000);

  afterAll(() => t?.close());

  async function menuIds(user: TestUser): Promise<string[]> {
    const res = await get(user, '/api/navigation').expect(200);
    return idSet(res.body as NavigationItem[]);
  }

  it.each(['owner', 'viewer', 'outsider', 'editor', 'guest'] as const)(
    'a member (%s) reads exactly the items GET /api/navigation gives them',
    async (who) => {
      const user = { owner, viewer, outsider, editor, guest }[who];
      const rest = await get(user, '/api/rest/navigation?limit=1000');
      expect(rest.status).toBe(200);
      expect(idSet(rest.body)).toEqual(await menuIds(user));
    },
  );

  it('keeps inactive, hidden, other roles’ and other zones’ items out, and lets theirs in', async () => {
    const titles = async (user: TestUser) =>
      (
        (await get(user, '/api/rest/navigation?select=title&title=like.rest*')).body as Array<{
          title: string;
        }>
      )
        .map((r) => r.title)
        .sort();
    expect(await titles(viewer)).toEqual(['rest for users', 'rest global', 'rest zone A']);
    expect(await titles(outsider)).toEqual(['rest for users', 'rest global', 'rest zone B']);
    // A custom role and guest: their own role's items and their zones', never user's or others'
    expect(await titles(editor)).toEqual([
      'rest for editors',
      'rest global',
      'rest zone A',
      'rest zone A editors',
    ]);
    expect(await titles(guest)).toEqual(['rest for guests', 'rest global']);
    // Admins are not scoped: every row.
    expect(await titles(admin)).toHaveLength(14);
  });

  it('reads every column, metadata included, as GET /api/navigation sends them', async () => {
    const res = await get(viewer, `/api/rest/navigation?id=eq.${ids['zone A']}`).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: ids['zone A'],
      title: 'rest zone A',
      zone_id: zoneA.id,
      metadata: {},
      is_active: true,
      is_visible: true,
      required_role: null,
    });
  });

  it('cannot read an item outside the scope by its id, by its flags or through or=()', async () => {
    for (const name of ['inactive', 'hidden', 'admins', 'owners', 'zone A admins', 'zone B']) {
      const byId = await get(viewer, `/api/rest/navigation?id=eq.${ids[name]}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual([]);
    }
    expect((await get(viewer, '/api/rest/navigation?is_active=is.false')).body).toEqual([]);
    expect((await get(viewer, '/api/rest/navigation?is_visible=is.false')).body).toEqual([]);
    expect((await get(viewer, '/api/rest/navigation?required_role=eq.admin')).body).toEqual([]);
    expect((await get(viewer, `/api/rest/navigation?zone_id=eq.${zoneB.id}`)).body).toEqual([]);
    const widened = await get(
      viewer,
      `/api/rest/navigation?or=(is_active.is.false,required_role.eq.admin,zone_id.eq.${zoneB.id},id.eq.${ids.hidden})`,
    );
    expect(widened.status).toBe(200);
    expect(widened.body).toEqual([]);
    const negated = await get(
      viewer,
      '/api/rest/navigation?or=(is_active.not.is.true,is_visible.not.is.true)',
    );
    expect(negated.body).toEqual([]);
  });

  it('keeps a custom role and guest inside their scope too, by id, by flags and through or=()', async () => {
    for (const [user, outside] of [
      [
        editor,
        [
          'for users',
          'for guests',
          'inactive',
          'hidden',
          'admins',
          'zone A admins',
          'zone B',
          'zone B editors',
        ],
      ],
      [guest, ['for users', 'for editors', 'inactive', 'hidden', 'zone A', 'zone A editors', 'zone B']],
    ] as const) {
      for (const name of outside) {
        const byId = await get(user, `/api/rest/navigation?id=eq.${ids[name]}`);
        expect(byId.status).toBe(200);
        expect(byId.body).toEqual([]);
      }
      const widened = await get(
        user,
        `/api/rest/navigation?or=(required_role.eq.user,zone_id.eq.${zoneB.id},is_active.is.false)&select=id`,
      );
      expect(widened.status).toBe(200);
      expect(widened.body).toEqual([]);
      const count = await get(user, '/api/rest/navigation?select=id&limit=1').set('prefer', 'count=exact');
      expect(count.headers['content-range']).toBe(`0-0/${(await menuIds(user)).length}`);
    }
  });

  it('gives a custom role and guest the menu’s schema with read only, and still nothing else', async () => {
    for (const user of [editor, guest]) {
      const schema = await get(user, '/api/schemas/navigation').expect(200);
      expect(schema.body.access).toMatchObject({ actions: ['read'], scope: { kind: 'all_of' } });
      // Deny by default everywhere else: collections that name only `user` are unknown to them
      for (const name of ['zones', 'hubs', 'user_profiles', 'routes']) {
        const res = await get(user, `/api/rest/${name}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND' });
      }
    }
  });

  it('counts with Prefer: count=exact within the scope', async () => {
    const expected = (await menuIds(viewer)).length;
    const res = await get(viewer, '/api/rest/navigation?select=id&limit=1').set('prefer', 'count=exact');
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe(`0-0/${expected}`);
    const zoneOnly = await get(viewer, `/api/rest/navigation?select=id&zone_id=not.is.null`).set(
      'prefer',
      'count=exact',
    );
    expect(zoneOnly.headers['content-range']).toBe('0-0/1');
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.http().get('/api/rest/navigation');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
  });

  it('refuses every write by a member with 403, and changes nothing', async () => {
    const writes = [
      t.http().post('/api/rest/navigation').set(viewer.auth).send({ title: 'mine', path: '/x' }),
      t.http().patch(`/api/rest/navigation?id=eq.${ids.global}`).set(viewer.auth).send({ title: 'x' }),
      t.http().put(`/api/rest/navigation/update?id=eq.${ids.global}`).set(viewer.auth).send({ title: 'x' }),
      t.http().delete(`/api/rest/navigation?id=eq.${ids.global}`).set(viewer.auth),
      t.http().delete(`/api/rest/navigation/delete?id=eq.${ids.global}`).set(viewer.auth),
    ];
    const others = [editor, guest].flatMap((user) => [
      t.http().post('/api/rest/navigation').set(user.auth).send({ title: 'mine', path: '/x' }),
      t.http().patch(`/api/rest/navigation?id=eq.${ids.global}`).set(user.auth).send({ title: 'x' }),
      t.http().delete(`/api/rest/navigation?id=eq.${ids.global}`).set(user.auth),
    ]);
    for (const res of await Promise.all([...writes, ...others])) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ ...errorShape, code: 'FORBIDDEN' });
    }
    const row = await get(viewer, `/api/rest/navigation?id=eq.${ids.global}&select=title`).expect(200);
    expect(row.body).toEqual([{ title: 'rest global' }]);
  });
});
