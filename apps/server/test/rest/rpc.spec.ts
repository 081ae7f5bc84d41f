import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import {
  NIL_UUID,
  addMember,
  createDashboard,
  createHub,
  createModule,
  createZone,
} from '../zones/zone-kit.js';
import { errorShape } from './rest-kit.js';

/**
 * POST /api/rpc/:name on PGlite and PostgreSQL: the registered lookups (user_zones, zone_hubs,
 * zone_modules, workspace_activity, check_permission) answer {data} for the signed-in caller under the zone permissions; bodies
 * are checked per function; any other name is 404.
 */
describe('RPC functions', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let zone: { id: string };
  let archived: { id: string };
  let hubs: Array<{ id: string }>;
  const modules: Record<string, { id: string }> = {};

  const call = (user: TestUser | null, name: string, body?: unknown) => {
    const req = t.http().post(`/api/rpc/${name}`);
    return (user ? req.set(user.auth) : req).send(body as object);
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    owner = await createUser(t, { prefix: 'owner' });
    viewer = await createUser(t, { prefix: 'viewer' });
    stranger = await createUser(t, { prefix: 'stranger' });
    zone = await createZone(t, owner, { name: 'Alpha' });
    archived = await createZone(t, owner, { name: 'Old' });
    await t.http().patch(`/api/zones/${archived.id}`).set(owner.auth).send({ is_active: false }).expect(200);
    await addMember(t, zone.id, owner, viewer, 'viewer');
    hubs = [
      await createHub(t, zone.id, owner, { name: 'First' }),
      await createHub(t, zone.id, owner, { name: 'Second' }),
      await createHub(t, zone.id, owner, { name: 'Off' }),
    ];
    // Created one after the other, so their updated_at order is their creation order.
    for (const [name, hub] of [
      ['A', 0],
      ['B', 0],
      ['C', 1],
      ['D', 1],
      ['E', 2],
    ] as const) {
      modules[name] = await createModule(t, zone.id, hubs[hub].id, owner, { name });
    }
    await t
      .http()
      .patch(`/api/zones/${zone.id}/hubs/${hubs[1].id}/modules/${modules.D.id}`)
      .set(owner.auth)
      .send({ is_active: false })
      .expect(200);
    await t
      .http()
      .patch(`/api/zones/${zone.id}/hubs/${hubs[2].id}`)
      .set(owner.auth)
      .send({ is_active: false })
      .expect(200);
  }, 120_000);

  afterAll(() => t?.close());

  it('user_zones: the caller’s zones with their role; archived ones on request', async () => {
    const res = await call(owner, 'user_zones');
    expect(res.status).toBe(200);
    expect(res.body.data.map((z: { name: string; role: string }) => [z.name, z.role])).toEqual([
      ['Alpha', 'owner'],
    ]);
    const all = await call(owner, 'user_zones', { include_archived: true });
    expect(all.body.data.map((z: { name: string }) => z.name).sort()).toEqual(['Alpha', 'Old']);
    expect((await call(viewer, 'user_zones', {})).body.data.map((z: { role: string }) => z.role)).toEqual([
      'viewer',
    ]);
    expect((await call(stranger, 'user_zones')).body).toEqual({ data: [] });
  });

  it('zone_hubs: a zone’s active hubs by order, under the zone permission', async () => {
    const res = await call(viewer, 'zone_hubs', { zone_id: zone.id });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { name: string }) => h.name)).toEqual(['First', 'Second']);
    const inactive = await call(owner, 'zone_hubs', { zone_id: zone.id, include_inactive: true });
    expect(inactive.body.data.map((h: { id: string }) => h.id)).toEqual(hubs.map((h) => h.id));
    const refused = await call(viewer, 'zone_hubs', { zone_id: zone.id, include_inactive: true });
    expect(refused.status).toBe(403);
    const foreign = await call(stranger, 'zone_hubs', { zone_id: zone.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ ...errorShape, message: 'Zone not found' });
  });

  it('zone_modules: how many modules the hubs show a member, and the latest changed, in one call', async () => {
    await t
      .http()
      .patch(`/api/zones/${zone.id}/hubs/${hubs[0].id}/modules/${modules.A.id}`)
      .set(owner.auth)
      .send({ name: 'A2' })
      .expect(200);
    // D is switched off and E is in a switched-off hub: neither is counted nor listed.
    const res = await call(viewer, 'zone_modules', { zone_id: zone.id, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.modules.map((m: { name: string }) => m.name)).toEqual(['A2', 'C']);
    const all = await call(owner, 'zone_modules', { zone_id: zone.id });
    expect(all.body.data.modules.map((m: { name: string }) => m.name)).toEqual(['A2', 'C', 'B']);
    const foreign = await call(stranger, 'zone_modules', { zone_id: zone.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ ...errorShape, message: 'Zone not found' });
  });

  it('workspace_activity: the latest changes across the caller’s zones and each zone’s last activity, in one call', async () => {
    await t
      .http()
      .patch(`/api/zones/${zone.id}/hubs/${hubs[0].id}/modules/${modules.B.id}`)
      .set(owner.auth)
      .send({ name: 'B2' })
      .expect(200);
    const board = await createDashboard(t, zone.id, hubs[1].id, owner, { name: 'Board' });
    // Only what a member sees: D is switched off and E's hub is; the archived zone is left out.
    const res = await call(viewer, 'workspace_activity', { limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.recent).toEqual([
      {
        kind: 'dashboard',
        id: board.id,
        name: 'Board',
        zone_id: zone.id,
        zone_name: 'Alpha',
        hub_id: hubs[1].id,
        hub_name: 'Second',
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        module_type: null,
      },
      expect.objectContaining({ kind: 'module', id: modules.B.id, name: 'B2', hub_name: 'First' }),
    ]);
    expect(res.body.data.recent[1].module_type).toEqual(expect.any(String));
    expect(res.body.data.zones).toEqual([
      {
        zone_id: zone.id,
        zone_name: 'Alpha',
        hubs: 2,
        last_activity: res.body.data.recent[0].updated_at,
        latest: res.body.data.recent[0],
      },
    ]);
    const all = await call(viewer, 'workspace_activity');
    expect(all.body.data.recent.map((i: { name: string }) => i.name)).not.toEqual(
      expect.arrayContaining(['D', 'E']),
    );
    expect(all.body.data.recent.length).toBeGreaterThanOrEqual(4);

    // A new empty zone is the owner's most recent activity; the stranger has none.
    const beta = await createZone(t, owner, { name: 'Beta' });
    const mine = await call(owner, 'workspace_activity', {});
    expect(
      mine.body.data.zones.map((z: { zone_id: string; hubs: number; latest: unknown }) => [
        z.zone_id,
        z.hubs,
        z.latest === null,
      ]),
    ).toEqual([
      [beta.id, 0, true],
      [zone.id, 2, false],
    ]);
    expect((await call(stranger, 'workspace_activity')).body).toEqual({ data: { recent: [], zones: [] } });

    const bad = await call(viewer, 'workspace_activity', { limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'limit', message: 'Must be at least 1' }]);
    expect((await call(null, 'workspace_activity')).status).toBe(401);
  });

  it.each([
    ['owner', 'zone', 'update', true],
    ['viewer', 'zone', 'update', false],
    ['viewer', 'hub', 'read', true],
    ['stranger', 'zone', 'read', false],
  ])('check_permission: %s may %s/%s → %s', async (who, resource, action, hasAccess) => {
    const user = { owner, viewer, stranger }[who as 'owner']!;
    const res = await call(user, 'check_permission', { resource, action, context: { zone_id: zone.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ hasAccess, reason: expect.any(String) });
  });

  it('check_permission with an empty context grants, as the permission check does', async () => {
    const res = await call(stranger, 'check_permission', { resource: 'zone', context: {} });
    expect(res.body.data.hasAccess).toBe(true);
  });

  it.each([
    ['user_zones', { include_archived: 'yes' }, 'include_archived'],
    ['user_zones', { user_id: 'x' }, ''],
    ['user_zones', [], ''],
    ['user_zones', '"text"', ''],
    // JSON null is a body, and not an object: only a missing body means {}.
    ['user_zones', 'null', ''],
    ['zone_hubs', {}, 'zone_id'],
    ['zone_hubs', { zone_id: 'not-a-uuid' }, 'zone_id'],
    ['zone_hubs', { zone_id: "' OR 1=1 --" }, 'zone_id'],
    ['zone_modules', { zone_id: NIL_UUID, limit: 0 }, 'limit'],
    ['zone_modules', { zone_id: NIL_UUID, limit: 51 }, 'limit'],
    ['zone_modules', { zone_id: NIL_UUID, limit: 2.5 }, 'limit'],
    ['check_permission', { resource: 'database' }, 'resource'],
    ['check_permission', { resource: 'zone' }, 'context'],
    ['check_permission', { resource: 'zone', context: { zone_id: 'x' } }, 'context.zone_id'],
  ])('%s refuses %j', async (name, body, path) => {
    const res = await (typeof body === 'string'
      ? t.http().post(`/api/rpc/${name}`).set(owner.auth).set('content-type', 'application/json').send(body)
      : call(owner, name, body));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    if (path) expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it.each([['nope'], ['__proto__'], ['constructor'], ['toString'], ['pg_sleep'], ['user_zones;drop']])(
    'only registered functions run: %s is 404',
    async (name) => {
      const res = await call(owner, encodeURIComponent(name), {});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND' });
    },
  );

  it('nobody signed in is 401', async () => {
    const res = await call(null, 'user_zones', {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
  });
});
