import type { PermissionCheckRequestInput } from '@atrium/schema';
import { ChangeFeedService } from '../../src/modules/changes/change-feed.service.js';
import { HUB_INACTIVE_REASON } from '../../src/modules/permissions/permission-engine.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createDashboard, createHub, createModule, createZone, errorShape } from './zone-kit.js';

/**
 * One rule for an inactive hub (the audit found it hidden from lists and the table API but readable
 * directly): the hub and everything in it — its modules and dashboards, by list and by id, through
 * the zone endpoints and the table API — are visible to the zone's owners and admins and to
 * platform admins only, archived zone or not. Members and viewers get 404 "Hub not found" (as an
 * inactive module is a 404 "Module not found"), their table API reads leave its rows out, and the
 * permission check answers hasAccess false with the reason. On PGlite and PostgreSQL.
 */
describe('an inactive hub and what is in it', () => {
  let t: TestApp;
  let owner: TestUser;
  let zoneAdmin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let platform: TestUser;
  let zoneId: string;
  let hubId: string;
  let otherHubId: string;
  let moduleId: string;
  let dashboardId: string;

  const get = (as: TestUser, url: string) => t.http().get(url).set(as.auth);
  const hubUrl = (hub = hubId, zone = zoneId) => `/api/zones/${zone}/hubs/${hub}`;
  const setActive = (active: boolean, hub = hubId, zone = zoneId) =>
    t.http().patch(hubUrl(hub, zone)).set(owner.auth).send({ is_active: active }).expect(200);
  const check = (
    as: TestUser,
    resource: PermissionCheckRequestInput['resource'],
    context: PermissionCheckRequestInput['context'],
  ) => t.http().post('/api/permissions/check').set(as.auth).send({ resource, context }).expect(200);

  /** Every read of the hub and its content through the zone endpoints. */
  const reads = () => [
    hubUrl(),
    `${hubUrl()}/modules`,
    `${hubUrl()}/modules?all=true`,
    `${hubUrl()}/modules/${moduleId}`,
    `${hubUrl()}/dashboards`,
    `${hubUrl()}/dashboards/${dashboardId}`,
  ];

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, zoneAdmin, member, viewer, outsider, platform] = await Promise.all([
      createUser(t, { prefix: 'owner' }),
      createUser(t, { prefix: 'zoneadmin' }),
      createUser(t, { prefix: 'member' }),
      createUser(t, { prefix: 'viewer' }),
      createUser(t, { prefix: 'outsider' }),
      createUser(t, { prefix: 'platform', platformRole: 'admin' }),
    ]);
    zoneId = (await createZone(t, owner, { name: 'Z' })).id;
    await addMember(t, zoneId, owner, zoneAdmin, 'admin');
    await addMember(t, zoneId, owner, member, 'member');
    await addMember(t, zoneId, owner, viewer, 'viewer');
    hubId = (await createHub(t, zoneId, owner, { name: 'H' })).id;
    otherHubId = (await createHub(t, zoneId, owner, { name: 'Open hub' })).id;
    moduleId = (
      await createModule(t, zoneId, hubId, owner, { name: 'Secret notes', config: { content: 'secret' } })
    ).id;
    dashboardId = (await createDashboard(t, zoneId, hubId, owner, { name: 'Secret board' })).id;
    await createModule(t, zoneId, otherHubId, owner, { name: 'Open notes' });
    await createDashboard(t, zoneId, otherHubId, owner, { name: 'Open board' });
  }, 120_000);
  afterAll(() => t?.close());

  // Each test starts from an active hub in an active zone.
  afterEach(async () => {
    await t.http().patch(`/api/zones/${zoneId}`).set(owner.auth).send({ is_active: true }).expect(200);
    await setActive(true);
  });

  it('active, every member reads the hub, its modules and dashboards', async () => {
    for (const as of [member, viewer]) {
      for (const url of reads().filter((u) => !u.includes('all=true'))) {
        expect((await get(as, url)).status).toBe(200);
      }
      expect((await check(as, 'hub', { zone_id: zoneId, hub_id: hubId })).body.hasAccess).toBe(true);
    }
  });

  it('members and viewers: 404 "Hub not found" for the hub, its modules and dashboards, by list and by id', async () => {
    await setActive(false);
    for (const as of [member, viewer]) {
      for (const url of reads()) {
        const res = await get(as, url);
        expect([url, res.status]).toEqual([url, 404]);
        expect(res.body).toEqual({
          ...errorShape,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Hub not found',
        });
      }
      // The zone and its other hubs are unaffected; the list leaves the hub out, ?all=true is refused.
      expect((await get(as, `/api/zones/${zoneId}`)).status).toBe(200);
      expect((await get(as, `${hubUrl(otherHubId)}/modules`)).status).toBe(200);
      const list = await get(as, `/api/zones/${zoneId}/hubs`).expect(200);
      expect(list.body.map((h: { id: string }) => h.id)).toEqual([otherHubId]);
      const all = await get(as, `/api/zones/${zoneId}/hubs?all=true`).expect(403);
      expect(all.body.message).toBe('Only zone owners and admins can list inactive hubs');
    }
  });

  it('members cannot write in it either: the same 404, nothing written', async () => {
    await setActive(false);
    const create = await t
      .http()
      .post(`${hubUrl()}/modules`)
      .set(member.auth)
      .send({ name: 'Sneaky', type: 'markdown' })
      .expect(404);
    expect(create.body.message).toBe('Hub not found');
    await t
      .http()
      .patch(`${hubUrl()}/dashboards/${dashboardId}`)
      .set(member.auth)
      .send({ name: 'Renamed' })
      .expect(404);
    await t.http().delete(`${hubUrl()}/modules/${moduleId}`).set(member.auth).expect(404);
    // A viewer asking to change the hub is told it is not there, not that its role may not.
    await t.http().patch(hubUrl()).set(viewer.auth).send({ name: 'x' }).expect(404);
    const modules = await get(owner, `${hubUrl()}/modules`).expect(200);
    expect(modules.body.map((m: { name: string }) => m.name)).toEqual(['Secret notes']);
  });

  it('owners, zone admins and platform admins read everything in it, as before', async () => {
    await setActive(false);
    for (const as of [owner, zoneAdmin, platform]) {
      for (const url of reads()) expect([url, (await get(as, url)).status]).toEqual([url, 200]);
      expect((await get(as, hubUrl())).body).toMatchObject({ id: hubId, is_active: false });
      const module = await get(as, `${hubUrl()}/modules/${moduleId}`);
      expect(module.body.config).toMatchObject({ content: 'secret' });
      const all = await get(as, `/api/zones/${zoneId}/hubs?all=true`).expect(200);
      expect(all.body.map((h: { id: string }) => h.id)).toEqual([hubId, otherHubId]);
      for (const resource of ['hub', 'module', 'dashboard'] as const) {
        const res = await check(as, resource, { zone_id: zoneId, hub_id: hubId });
        expect(res.body.hasAccess).toBe(true);
      }
    }
  });

  it('the table API leaves the hub, its modules and its dashboards out of a member’s rows', async () => {
    await setActive(false);
    for (const as of [member, viewer]) {
      expect((await get(as, `/api/rest/hubs?id=eq.${hubId}`).expect(200)).body).toEqual([]);
      const modules = await get(as, `/api/rest/modules?hub_id=eq.${hubId}&select=name,config`).expect(200);
      expect(modules.body).toEqual([]);
      expect((await get(as, `/api/rest/modules?id=eq.${moduleId}`).expect(200)).body).toEqual([]);
      const dashboards = await get(as, `/api/rest/dashboards?hub_id=eq.${hubId}&select=name,layout`).expect(
        200,
      );
      expect(dashboards.body).toEqual([]);
      expect((await get(as, `/api/rest/dashboards?id=eq.${dashboardId}`).expect(200)).body).toEqual([]);
      // Groups and counts stay inside the scope; the open hub's rows are still there.
      const widened = await get(
        as,
        `/api/rest/modules?select=name&or=(hub_id.eq.${hubId},name.eq.Secret notes)`,
      );
      expect(widened.body).toEqual([]);
      const counted = await get(as, '/api/rest/dashboards?select=name')
        .set('Prefer', 'count=exact')
        .expect(200);
      expect(counted.body).toEqual([{ name: 'Open board' }]);
      expect(counted.headers['content-range']).toBe('0-0/1');
      // An embedded hub the member may not read is null.
      const embedded = await get(as, `/api/rest/modules?select=name,hub(name)`).expect(200);
      expect(embedded.body).toEqual([{ name: 'Open notes', hub: { name: 'Open hub' } }]);
    }
    for (const as of [owner, zoneAdmin, platform]) {
      const modules = await get(as, `/api/rest/modules?hub_id=eq.${hubId}&select=name,config`).expect(200);
      expect(modules.body).toEqual([
        { name: 'Secret notes', config: expect.objectContaining({ content: 'secret' }) },
      ]);
      const dashboards = await get(as, `/api/rest/dashboards?hub_id=eq.${hubId}&select=name`).expect(200);
      expect(dashboards.body).toEqual([{ name: 'Secret board' }]);
      expect((await get(as, `/api/rest/hubs?id=eq.${hubId}&select=name`).expect(200)).body).toEqual([
        { name: 'H' },
      ]);
    }
    expect((await get(outsider, `/api/rest/modules?hub_id=eq.${hubId}`).expect(200)).body).toEqual([]);
  });

  it('the permission check and check_permission answer hasAccess false with the reason', async () => {
    await setActive(false);
    for (const as of [member, viewer]) {
      for (const resource of ['hub', 'module', 'dashboard'] as const) {
        for (const context of [{ zone_id: zoneId, hub_id: hubId }, { hub_id: hubId }]) {
          const res = await check(as, resource, context);
          expect(res.body).toEqual({ hasAccess: false, reason: HUB_INACTIVE_REASON });
        }
      }
      const rpc = await t
        .http()
        .post('/api/rpc/check_permission')
        .set(as.auth)
        .send({ resource: 'hub', context: { zone_id: zoneId, hub_id: hubId } })
        .expect(200);
      expect(rpc.body.data).toEqual({ hasAccess: false, reason: HUB_INACTIVE_REASON });
      // The zone itself is still theirs.
      expect((await check(as, 'zone', { zone_id: zoneId })).body.hasAccess).toBe(true);
    }
    // An outsider is told no more than before.
    expect((await check(outsider, 'hub', { zone_id: zoneId, hub_id: hubId })).body).toEqual({
      hasAccess: false,
      reason: 'Zone not found',
    });
  });

  it('reactivated, members read it again on their very next request', async () => {
    await get(member, hubUrl()).expect(200); // cached as active
    await setActive(false);
    await get(member, hubUrl()).expect(404);
    await setActive(true);
    await get(member, hubUrl()).expect(200);
    await get(member, `${hubUrl()}/modules/${moduleId}`).expect(200);
    expect((await check(member, 'hub', { zone_id: zoneId, hub_id: hubId })).body.hasAccess).toBe(true);
  });

  it('an archived zone keeps its inactive hub for owners and platform admins, hidden from members', async () => {
    await setActive(false);
    await t.http().patch(`/api/zones/${zoneId}`).set(owner.auth).send({ is_active: false }).expect(200);
    for (const as of [owner, platform]) {
      // (…/modules?all=true stays 403 there: inactive modules are for those who may edit them.)
      for (const url of reads().filter((u) => !u.includes('all=true')))
        expect([url, (await get(as, url)).status]).toEqual([url, 200]);
      const all = await get(as, `/api/zones/${zoneId}/hubs?all=true`).expect(200);
      expect(all.body.map((h: { id: string }) => h.id)).toEqual([hubId, otherHubId]);
      expect((await get(as, `/api/rest/hubs?id=eq.${hubId}&select=name`)).body).toEqual([{ name: 'H' }]);
      expect((await get(as, `/api/rest/dashboards?hub_id=eq.${hubId}&select=name`)).body).toEqual([
        { name: 'Secret board' },
      ]);
      // Read-only all the same.
      await t.http().patch(hubUrl()).set(as.auth).send({ is_active: true }).expect(409);
    }
    for (const url of reads()) expect([url, (await get(member, url)).status]).toEqual([url, 404]);
    expect((await get(member, `/api/rest/dashboards?hub_id=eq.${hubId}`)).body).toEqual([]);
  });

  it('a hub deactivated elsewhere (another node, psql) is hidden once the change feed has told this node', async () => {
    await get(member, hubUrl()).expect(200); // cached as active
    await t.dataSource.query('UPDATE hubs SET is_active = false WHERE id = $1', [hubId]);
    await t.app.get(ChangeFeedService).poll();
    await get(member, `${hubUrl()}/dashboards`).expect(404);
    expect((await check(member, 'hub', { zone_id: zoneId, hub_id: hubId })).body.hasAccess).toBe(false);
    await t.dataSource.query('UPDATE hubs SET is_active = true WHERE id = $1', [hubId]);
    await t.app.get(ChangeFeedService).poll();
    await get(member, `${hubUrl()}/dashboards`).expect(200);
  });
});
