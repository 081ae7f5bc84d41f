import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createDashboard, createHub, createModule, createZone } from '../zones/zone-kit.js';
import { registerCollection } from './rest-kit.js';

/**
 * Row scopes through a relation path, on PGlite and PostgreSQL: members read the modules and
 * dashboards of their zones through /api/rest (the zone is the hub's), inactive modules only
 * where their zone role may edit them in a zone not archived — as GET …/hubs/:hubId/modules
 * decides; inactive hubs only for zone owners and admins — and no filter, or=() group or embed widens that. An integrator's collection declares
 * such a scope too, and a path that does not follow declared relations is refused with its problems.
 */
describe('table API: row scope through a relation', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  let outsider: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };
  let hubA: { id: string };
  let hubB: { id: string };
  const modules: Record<string, string> = {};

  const get = (user: TestUser, url: string) => t.http().get(url).set(user.auth);
  const names = (body: Array<{ name: string }>) => body.map((r) => r.name).sort();

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    owner = await createUser(t, { prefix: 'owner' });
    viewer = await createUser(t, { prefix: 'viewer' });
    other = await createUser(t, { prefix: 'other' });
    outsider = await createUser(t, { prefix: 'outsider' });
    zoneA = await createZone(t, owner, { name: 'Zone A' });
    zoneB = await createZone(t, other, { name: 'Zone B' });
    await addMember(t, zoneA.id, owner, viewer, 'viewer');
    hubA = await createHub(t, zoneA.id, owner, { name: 'Hub A' });
    hubB = await createHub(t, zoneB.id, other, { name: 'Hub B' });
    for (const [name, zone, hub, by, active] of [
      ['A active', zoneA, hubA, owner, true],
      ['A hidden', zoneA, hubA, owner, false],
      ['B active', zoneB, hubB, other, true],
      ['B hidden', zoneB, hubB, other, false],
    ] as const) {
      modules[name] = (await createModule(t, zone.id, hub.id, by, { name, is_active: active })).id;
    }
    await createDashboard(t, zoneA.id, hubA.id, owner, { name: 'Board A' });
    await createDashboard(t, zoneB.id, hubB.id, other, { name: 'Board B' });
  }, 120_000);

  afterAll(() => t?.close());

  it('a zone owner reads their zone’s modules, inactive ones too (they may edit them)', async () => {
    const res = await get(owner, '/api/rest/modules?select=name');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['A active', 'A hidden']);
  });

  it('a viewer reads the active ones only, as GET …/hubs/:hubId/modules shows them', async () => {
    const rest = await get(viewer, '/api/rest/modules?select=name');
    expect(names(rest.body)).toEqual(['A active']);
    const domain = await get(viewer, `/api/zones/${zoneA.id}/hubs/${hubA.id}/modules`);
    expect(names(domain.body)).toEqual(names(rest.body));
    // Asking for inactive ones by id or by flag finds nothing.
    expect((await get(viewer, `/api/rest/modules?id=eq.${modules['A hidden']}`)).body).toEqual([]);
    expect((await get(viewer, '/api/rest/modules?is_active=is.false')).body).toEqual([]);
  });

  it('inactive hubs: zone owners and admins read them, other members do not (as GET …/hubs?all=true)', async () => {
    const draft = await createHub(t, zoneA.id, owner, { name: 'Draft hub', is_active: false });
    const member = await createUser(t, { prefix: 'hubmember' });
    await addMember(t, zoneA.id, owner, member, 'member');
    expect(names((await get(owner, `/api/rest/hubs?select=name&zone_id=eq.${zoneA.id}`)).body)).toEqual([
      'Draft hub',
      'Hub A',
    ]);
    for (const user of [viewer, member]) {
      const rest = await get(user, `/api/rest/hubs?select=name&zone_id=eq.${zoneA.id}`);
      expect(names(rest.body)).toEqual(['Hub A']);
      expect((await get(user, `/api/rest/hubs?is_active=eq.false`)).body).toEqual([]);
      expect((await get(user, `/api/rest/hubs?id=eq.${draft.id}`)).body).toEqual([]);
      const domain = await get(user, `/api/zones/${zoneA.id}/hubs?all=true`);
      expect(domain.status).toBe(403);
    }
  });

  it('members read their zones’ dashboards', async () => {
    expect(names((await get(viewer, '/api/rest/dashboards?select=name')).body)).toEqual(['Board A']);
    expect(names((await get(other, '/api/rest/dashboards?select=name')).body)).toEqual(['Board B']);
  });

  it('an outsider reads none, and platform admins read all', async () => {
    const res = await get(outsider, '/api/rest/modules');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await get(outsider, '/api/rest/dashboards')).body).toEqual([]);
    const all = await get(admin, `/api/rest/modules?select=name&hub_id=in.(${hubA.id},${hubB.id})`);
    expect(names(all.body)).toEqual(['A active', 'A hidden', 'B active', 'B hidden']);
  });

  it.each([
    ['hub_id=eq.HUB_B', []],
    ['or=(hub_id.eq.HUB_B,hub_id.neq.HUB_B)', ['A active']],
    ['or=(is_active.is.false,name.eq.B active)', []],
    ['is_active=not.is.true', []],
    ['id=eq.B_ACTIVE', []],
  ])('filters and groups never widen the scope: %s', async (query, expected) => {
    const q = query.replaceAll('HUB_B', hubB.id).replaceAll('B_ACTIVE', modules['B active']);
    const res = await get(viewer, `/api/rest/modules?select=name&${encodeURI(q)}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it('Prefer: count=exact counts inside the scope only', async () => {
    const res = await get(viewer, '/api/rest/dashboards?select=name').set('Prefer', 'count=exact');
    expect(res.headers['content-range']).toBe('0-0/1');
  });

  describe('an integrator’s collection', () => {
    beforeAll(async () => {
      // Notes about modules: anyone signed in reads every note, and the module embedded in it
      // under the modules' own scope.
      await registerCollection(t, admin, {
        name: 'module_notes',
        label: 'Module note',
        fields: [
          { name: 'body', type: 'string', required: true },
          { name: 'module_id', type: 'relation', target: 'modules', required: true, on_delete: 'cascade' },
        ],
        permissions: { user: ['read'] },
      });
      // Checklists of a module: rows of the caller's zones, two relations away.
      await registerCollection(t, admin, {
        name: 'checklists',
        label: 'Checklist',
        fields: [
          { name: 'title', type: 'string', required: true },
          { name: 'module_id', type: 'relation', target: 'modules', required: true, on_delete: 'cascade' },
        ],
        permissions: {
          user: {
            actions: ['read'],
            scope: { kind: 'zone_member', via: ['module_id', 'hub_id'], field: 'zone_id' },
          },
        },
      });
      await t.dataSource.query(
        `INSERT INTO module_notes (body, module_id) VALUES ('on A', $1), ('on B', $2), ('on A hidden', $3)`,
        [modules['A active'], modules['B active'], modules['A hidden']],
      );
      await t.dataSource.query(
        `INSERT INTO checklists (title, module_id) VALUES ('A list', $1), ('B list', $2)`,
        [modules['A active'], modules['B active']],
      );
    }, 120_000);

    it('an embed of modules is under the modules’ scope: a module the caller may not read is null', async () => {
      const res = await get(viewer, '/api/rest/module_notes?select=body,module(name)&order=body');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { body: 'on A', module: { name: 'A active' } },
        { body: 'on A hidden', module: null },
        { body: 'on B', module: null },
      ]);
    });

    it('declares a scope two relations away (checklist → module → hub → zone)', async () => {
      expect(names((await get(viewer, '/api/rest/checklists?select=title')).body.map(asName))).toEqual([
        'A list',
      ]);
      expect(names((await get(other, '/api/rest/checklists?select=title')).body.map(asName))).toEqual([
        'B list',
      ]);
      const widened = await get(viewer, `/api/rest/checklists?select=title&or=(title.eq.B list,title.neq.x)`);
      expect(widened.body).toEqual([{ title: 'A list' }]);
      expect((await get(outsider, '/api/rest/checklists')).body).toEqual([]);
    });

    it.each([
      [
        { kind: 'zone_member', via: ['title'], field: 'zone_id' },
        'permissions.user.scope.via.0',
        '"title" of "bad_paths" is not a relation',
      ],
      [
        { kind: 'zone_member', via: ['module_id'], field: 'zone_id' },
        'permissions.user.scope.field',
        'Collection "modules" has no field "zone_id"',
      ],
      [
        { kind: 'zone_member', via: ['module_id', 'hub_id'], field: 'name' },
        'permissions.user.scope.field',
        'needs a uuid field or a relation to zones',
      ],
    ])('refuses a path that does not follow declared relations: %j', async (scope, path, message) => {
      const res = await t
        .http()
        .post('/api/schemas')
        .set(admin.auth)
        .send({
          name: 'bad_paths',
          label: 'Bad',
          fields: [
            { name: 'title', type: 'string' },
            { name: 'module_id', type: 'relation', target: 'modules', on_delete: 'cascade' },
          ],
          permissions: { user: { actions: ['read'], scope } },
        });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path, message: expect.stringContaining(message) }]);
      expect((await get(admin, '/api/rest/bad_paths')).status).toBe(404);
    });
  });

  it('an archived zone hides its inactive modules even from its owner (nobody may edit them)', async () => {
    const res = await t.http().patch(`/api/zones/${zoneA.id}`).set(owner.auth).send({ is_active: false });
    expect(res.status).toBe(200);
    expect(names((await get(owner, '/api/rest/modules?select=name')).body)).toEqual(['A active']);
    expect(names((await get(viewer, '/api/rest/dashboards?select=name')).body)).toEqual(['Board A']);
  });
});

function asName(row: { title: string }): { name: string } {
  return { name: row.title };
}
