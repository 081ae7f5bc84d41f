import { CONTEXT_REQUIRED_MESSAGE } from '@atrium/schema';
import { ChangeFeedService } from '../../src/modules/changes/change-feed.service.js';
import { PermissionCaches } from '../../src/modules/permissions/permission-caches.js';
import { PermissionsRepository } from '../../src/modules/permissions/permissions.repository.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createHub, createZone, NIL_UUID } from './zone-kit.js';

describe('POST /api/permissions/check', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let platform: TestUser;
  let zoneA: string;
  let zoneB: string;
  let hubA: string;
  let hubB: string;

  const check = (as: TestUser, body: unknown) =>
    t
      .http()
      .post('/api/permissions/check')
      .set(as.auth)
      .send(body as object);

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, viewer, outsider, platform] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t, { platformRole: 'admin' }),
    ]);
    zoneA = (await createZone(t, owner)).id;
    await addMember(t, zoneA, owner, viewer, 'viewer');
    hubA = (await createHub(t, zoneA, owner)).id;
    zoneB = (await createZone(t, outsider)).id;
    hubB = (await createHub(t, zoneB, outsider)).id;
  });
  afterAll(() => t.close());

  it.each([
    [
      'no ids → granted',
      () => viewer,
      () => ({ resource: 'zone', context: {} }),
      true,
      'No zone or hub in the context: nothing to restrict',
    ],
    [
      'empty context → granted',
      () => outsider,
      () => ({ resource: 'hub', action: 'delete', context: {} }),
      true,
      /nothing to restrict/,
    ],
    [
      'null ids → granted',
      () => outsider,
      () => ({ resource: 'hub', context: { zone_id: null, hub_id: null } }),
      true,
      /nothing to restrict/,
    ],
    [
      'action defaults to read',
      () => viewer,
      () => ({ resource: 'zone', context: { zone_id: zoneA } }),
      true,
      'Zone role "viewer" may read this zone',
    ],
    [
      'viewer may not update a hub',
      () => viewer,
      () => ({ resource: 'hub', action: 'update', context: { zone_id: zoneA, hub_id: hubA } }),
      false,
      'Zone role "viewer" may not update hubs',
    ],
    [
      'owner may delete the zone',
      () => owner,
      () => ({ resource: 'zone', action: 'delete', context: { zone_id: zoneA } }),
      true,
      'Zone role "owner" may delete this zone',
    ],
    [
      'hub id alone resolves its zone',
      () => viewer,
      () => ({ resource: 'hub', context: { hub_id: hubA } }),
      true,
      'Zone role "viewer" may read hubs',
    ],
    [
      'non-member: zone not found',
      () => outsider,
      () => ({ resource: 'zone', context: { zone_id: zoneA } }),
      false,
      'Zone not found',
    ],
    [
      'unknown zone: same answer',
      () => outsider,
      () => ({ resource: 'zone', context: { zone_id: NIL_UUID } }),
      false,
      'Zone not found',
    ],
    [
      'non-member by hub id: hub not found',
      () => outsider,
      () => ({ resource: 'hub', context: { hub_id: hubA } }),
      false,
      'Hub not found',
    ],
    [
      'hub of another zone: hub not found',
      () => owner,
      () => ({ resource: 'hub', context: { zone_id: zoneA, hub_id: hubB } }),
      false,
      'Hub not found',
    ],
    [
      'unknown hub',
      () => owner,
      () => ({ resource: 'hub', context: { zone_id: zoneA, hub_id: NIL_UUID } }),
      false,
      'Hub not found',
    ],
    [
      'platform admin, any zone',
      () => platform,
      () => ({ resource: 'zone', action: 'manage_members', context: { zone_id: zoneB } }),
      true,
      /Platform role "admin"/,
    ],
    [
      'platform admin, unknown zone',
      () => platform,
      () => ({ resource: 'zone', context: { zone_id: NIL_UUID } }),
      false,
      'Zone not found',
    ],
    [
      'module resource',
      () => viewer,
      () => ({ resource: 'module', action: 'create', context: { zone_id: zoneA } }),
      false,
      'Zone role "viewer" may not create modules',
    ],
  ])('%s', async (_n, who, body, hasAccess, reason) => {
    const res = await check(who(), body()).expect(200);
    expect(res.body).toEqual({ hasAccess, reason: expect.any(String) });
    if (typeof reason === 'string') expect(res.body.reason).toBe(reason);
    else expect(res.body.reason).toMatch(reason);
  });

  it.each([
    ['unknown resource', { resource: 'planet' }],
    ['unknown action', { resource: 'zone', action: 'fly' }],
    ['malformed zone id', { resource: 'zone', context: { zone_id: 'abc' } }],
    ['malformed hub id', { resource: 'hub', context: { hub_id: '1' } }],
    ['no body', undefined],
    ['array body', []],
    // Ignoring it would answer "neither id: granted" about a module the caller may not see.
    [
      'a module id as context',
      { resource: 'module', context: { module_id: '00000000-0000-4000-8000-000000000001' } },
    ],
  ])('%s → 400', async (_n, body) => {
    const res = await check(viewer, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  // Strict, body and context: an unknown key is refused naming it, never ignored — an ignored
  // context key (zoneId for zone_id) answered 200 "No zone or hub in the context" (granted).
  it.each([
    [
      'a camelCase zone id in the context',
      () => ({ resource: 'zone', context: { zoneId: zoneA } }),
      'context',
      'zoneId',
    ],
    [
      'a camelCase hub id in the context',
      () => ({ resource: 'hub', context: { zone_id: zoneA, hubId: hubA } }),
      'context',
      'hubId',
    ],
    [
      'a user_id in the body',
      () => ({ resource: 'zone', user_id: owner.id, context: { zone_id: zoneA } }),
      '',
      'user_id',
    ],
    [
      'a zone_id outside the context',
      () => ({ resource: 'zone', zone_id: zoneA, context: {} }),
      '',
      'zone_id',
    ],
  ])(
    '%s → 400 naming the key, here and through POST /api/rpc/check_permission',
    async (_n, body, path, key) => {
      const detail = { path, message: `Unrecognized key: "${key}"` };
      const res = await check(outsider, body()).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid permission check' });
      expect(res.body.details).toEqual([detail]);
      const rpc = await t
        .http()
        .post('/api/rpc/check_permission')
        .set(outsider.auth)
        .send(body())
        .expect(400);
      expect(rpc.body.code).toBe('VALIDATION_FAILED');
      expect(rpc.body.details).toEqual([detail]);
    },
  );

  // API.md's body is {resource, action?, context}: only the action is optional. A missing or null
  // context answered 200 "No zone or hub in the context" (granted) to a caller who forgot it.
  it.each([
    ['no context', { resource: 'zone' }],
    ['a null context', { resource: 'hub', action: 'delete', context: null }],
    ['a context that is no object', { resource: 'zone', context: [] }],
  ])('%s → 400 at context, here and through POST /api/rpc/check_permission', async (_n, body) => {
    const detail = { path: 'context', message: CONTEXT_REQUIRED_MESSAGE };
    const res = await check(outsider, body).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid permission check' });
    expect(res.body.details).toEqual([detail]);
    const rpc = await t.http().post('/api/rpc/check_permission').set(outsider.auth).send(body).expect(400);
    expect(rpc.body.code).toBe('VALIDATION_FAILED');
    expect(rpc.body.details).toEqual([detail]);
  });

  it('needs a token', async () => {
    await t.http().post('/api/permissions/check').send({ resource: 'zone' }).expect(401);
  });

  it('answers an archived zone’s content writes with a reason', async () => {
    const z = (await createZone(t, owner)).id;
    await t.http().patch(`/api/zones/${z}`).set(owner.auth).send({ is_active: false }).expect(200);
    const res = await check(owner, { resource: 'hub', action: 'create', context: { zone_id: z } }).expect(
      200,
    );
    expect(res.body).toEqual({
      hasAccess: false,
      reason: 'This zone is archived: restore it before changing its content',
    });
  });

  it('fails closed: when the lookup fails the answer is hasAccess false, "Access check failed"', async () => {
    const caches = t.app.get(PermissionCaches);
    const repo = t.app.get(PermissionsRepository);
    const spy = jest.spyOn(repo, 'findRolesOfUser').mockRejectedValue(new Error('database down'));
    try {
      caches.roles.clear();
      const res = await check(owner, { resource: 'zone', context: { zone_id: zoneA } }).expect(200);
      expect(res.body).toEqual({ hasAccess: false, reason: 'Access check failed' });
      const guarded = await t.http().get(`/api/zones/${zoneA}`).set(owner.auth).expect(503);
      expect(guarded.body).toMatchObject({ code: 'UNAVAILABLE', message: 'Access check failed' });
    } finally {
      spy.mockRestore();
    }
    await t.http().get(`/api/zones/${zoneA}`).set(owner.auth).expect(200);
  });
});

describe('permission caches', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let zoneId: string;
  let hubId: string;

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, member] = await Promise.all([createUser(t), createUser(t)]);
    zoneId = (await createZone(t, owner)).id;
    await addMember(t, zoneId, owner, member, 'admin');
    hubId = (await createHub(t, zoneId, owner)).id;
  });
  afterAll(() => t.close());

  it('a warm check makes no database query', async () => {
    await t.http().get(`/api/zones/${zoneId}/hubs/${hubId}`).set(member.auth).expect(200); // warm
    const repo = t.app.get(PermissionsRepository);
    const spies = [
      jest.spyOn(repo, 'findRolesOfUser'),
      jest.spyOn(repo, 'findZoneState'),
      jest.spyOn(repo, 'findHubState'),
    ];
    try {
      const res = await t
        .http()
        .post('/api/permissions/check')
        .set(member.auth)
        .send({ resource: 'hub', action: 'update', context: { zone_id: zoneId, hub_id: hubId } });
      expect(res.body.hasAccess).toBe(true);
      await t.http().get(`/api/zones/${zoneId}/hubs/${hubId}`).set(member.auth).expect(200);
      for (const s of spies) expect(s).not.toHaveBeenCalled();
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });

  it('a role changed by another node (SQL here) is seen after the change feed polls', async () => {
    await t.http().post(`/api/zones/${zoneId}/hubs`).set(member.auth).send({ name: 'before' }).expect(201);
    await t.dataSource.query(`UPDATE zone_members SET role = 'viewer' WHERE zone_id = $1 AND user_id = $2`, [
      zoneId,
      member.id,
    ]);
    await t.app.get(ChangeFeedService).poll();
    const res = await t
      .http()
      .post(`/api/zones/${zoneId}/hubs`)
      .set(member.auth)
      .send({ name: 'after' })
      .expect(403);
    expect(res.body.message).toBe('Zone role "viewer" may not create hubs');
    await t.dataSource.query(`UPDATE zone_members SET role = 'admin' WHERE zone_id = $1 AND user_id = $2`, [
      zoneId,
      member.id,
    ]);
    await t.app.get(ChangeFeedService).poll();
    await t.http().post(`/api/zones/${zoneId}/hubs`).set(member.auth).send({ name: 'again' }).expect(201);
  });

  it('a zone archived or deleted elsewhere is seen after the poll', async () => {
    const z = (await createZone(t, owner)).id;
    await t.http().post(`/api/zones/${z}/hubs`).set(owner.auth).send({ name: 'x' }).expect(201);
    await t.dataSource.query('UPDATE zones SET is_active = false WHERE id = $1', [z]);
    await t.app.get(ChangeFeedService).poll();
    await t.http().post(`/api/zones/${z}/hubs`).set(owner.auth).send({ name: 'y' }).expect(409);
    await t.dataSource.query('DELETE FROM zones WHERE id = $1', [z]);
    await t.app.get(ChangeFeedService).poll();
    await t.http().get(`/api/zones/${z}`).set(owner.auth).expect(404);
  });

  it('a membership removed elsewhere is seen after the poll', async () => {
    const z = (await createZone(t, owner)).id;
    await addMember(t, z, owner, member, 'viewer');
    await t.http().get(`/api/zones/${z}`).set(member.auth).expect(200);
    await t.dataSource.query('DELETE FROM zone_members WHERE zone_id = $1 AND user_id = $2', [z, member.id]);
    await t.app.get(ChangeFeedService).poll();
    await t.http().get(`/api/zones/${z}`).set(member.auth).expect(404);
  });
});
