import type { AuditEntry } from '@atrium/schema';
import { auditEntrySchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createHub, createZone, errorShape, NIL_UUID } from '../zones/zone-kit.js';

/**
 * GET /api/zones/:zoneId/activity on a real server and database (PGlite, or PostgreSQL with
 * DATABASE_URL): the zone's part of the audit log for its owners and admins and for platform
 * admins — never another zone's entries, nor the entries in no zone (routes) — with its kind and
 * person filters, paging and count; members and viewers 403, non-members 404, anonymous 401.
 */

let t: TestApp;
let platformAdmin: TestUser;
let owner: TestUser;
let zoneAdmin: TestUser;
let member: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let zoneId: string;
let otherZoneId: string;
let hubId: string;
let otherHubId: string;

const activity = (query: Record<string, string> = {}, by: TestUser | null = owner, zone = zoneId) => {
  const req = t.http().get(`/api/zones/${zone}/activity`).query(query);
  return by ? req.set(by.auth) : req;
};
const entries = async (
  query: Record<string, string> = {},
  by: TestUser = owner,
  zone = zoneId,
): Promise<AuditEntry[]> => {
  const res = await activity({ limit: '1000', ...query }, by, zone);
  expect(res.status).toBe(200);
  const list = res.body as AuditEntry[];
  for (const entry of list) expect(auditEntrySchema.safeParse(entry).success).toBe(true);
  return list;
};
const kinds = async (query: Record<string, string> = {}) =>
  [...new Set((await entries(query)).map((e) => e.entity))].sort();

beforeAll(async () => {
  t = await startAppForUsers();
  platformAdmin = await createUser(t, { platformRole: 'admin', prefix: 'zact-platform' });
  owner = await createUser(t, { prefix: 'zact-owner' });
  zoneAdmin = await createUser(t, { prefix: 'zact-admin' });
  member = await createUser(t, { prefix: 'zact-member' });
  viewer = await createUser(t, { prefix: 'zact-viewer' });
  outsider = await createUser(t, { prefix: 'zact-outsider' });

  zoneId = (await createZone(t, owner, { name: 'Activity zone' })).id;
  hubId = (await createHub(t, zoneId, owner, { name: 'Roadmap' })).id;
  await t
    .http()
    .patch(`/api/zones/${zoneId}/hubs/${hubId}`)
    .set(owner.auth)
    .send({ name: 'Roadmap 2027' })
    .expect(200);
  await addMember(t, zoneId, owner, zoneAdmin, 'admin');
  await addMember(t, zoneId, owner, member, 'member');
  await addMember(t, zoneId, owner, viewer, 'viewer');
  // The zone admin makes a change of their own, for the person filter.
  await createHub(t, zoneId, zoneAdmin, { name: 'Admin hub' });

  // The outsider runs a zone of their own, and a platform admin changes a route (in no zone).
  otherZoneId = (await createZone(t, outsider, { name: 'Other zone' })).id;
  otherHubId = (await createHub(t, otherZoneId, outsider, { name: 'Secret hub' })).id;
  await t
    .http()
    .post('/api/routes')
    .set(platformAdmin.auth)
    .send({ path: `/zact-${Date.now()}`, name: `zact_${Date.now()}`, component_name: 'ZactPage' })
    .expect(201);
}, 180_000);
afterAll(() => t.close());

describe('GET /api/zones/:zoneId/activity', () => {
  it("lists the zone's changes newest first, as the audit log's entries", async () => {
    const list = await entries();
    const renamed = list.find((e) => e.entity === 'hub' && e.action === 'update');
    expect(renamed).toMatchObject({
      entity_id: hubId,
      summary: 'Roadmap 2027',
      actor: { id: owner.id, email: owner.email },
      before: { name: 'Roadmap' },
      after: { name: 'Roadmap 2027' },
    });
    expect(list.find((e) => e.entity === 'zone' && e.action === 'create')).toMatchObject({
      entity_id: zoneId,
      summary: 'Activity zone',
    });
    const at = list.map((e) => Date.parse(e.at));
    expect([...at].sort((a, b) => b - a)).toEqual(at);
    // The zone, its hubs, members and invitations: every kind its changes made so far.
    expect(await kinds()).toEqual(['hub', 'zone', 'zone_invitation', 'zone_member']);
  });

  it("never lists another zone's entries, nor those in no zone (routes)", async () => {
    const mine = await entries();
    expect(mine.some((e) => e.entity_id === otherZoneId || e.entity_id === otherHubId)).toBe(false);
    expect(mine.some((e) => e.summary === 'Secret hub' || e.summary === 'Other zone')).toBe(false);
    expect(mine.some((e) => e.entity === 'route')).toBe(false);

    const theirs = await entries({}, outsider, otherZoneId);
    expect(theirs.map((e) => e.entity_id)).toEqual(expect.arrayContaining([otherZoneId, otherHubId]));
    expect(theirs.some((e) => e.entity_id === zoneId || e.entity_id === hubId)).toBe(false);
    // The entry ids of the two zones never meet.
    const ids = new Set(mine.map((e) => e.id));
    expect(theirs.some((e) => ids.has(e.id))).toBe(false);
  });

  it("the zone's admins and platform admins read the same list as its owner", async () => {
    const ids = (await entries()).map((e) => e.id);
    expect((await entries({}, zoneAdmin)).map((e) => e.id)).toEqual(ids);
    expect((await entries({}, platformAdmin)).map((e) => e.id)).toEqual(ids);
  });

  it('answers no-store, and Content-Range with the total only when asked', async () => {
    const all = await entries();
    const plain = await activity({ limit: '2' }).expect(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-range']).toBe('0-1/*');
    const counted = await activity({ limit: '2' }).set('prefer', 'count=exact').expect(200);
    expect(counted.headers['content-range']).toBe(`0-1/${all.length}`);
    const none = await activity({ entity: 'dashboard' }).set('prefer', 'count=exact').expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('*/0');
  });

  it('pages with limit and offset, never overlapping, ties by id', async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(6);
    const first = await entries({ limit: '3' });
    const second = await entries({ limit: '3', offset: '3' });
    expect([...first, ...second].map((e) => e.id)).toEqual(all.slice(0, 6).map((e) => e.id));
    const last = await activity({ offset: String(all.length - 1) })
      .set('prefer', 'count=exact')
      .expect(200);
    expect(last.body.map((e: AuditEntry) => e.id)).toEqual([all[all.length - 1].id]);
    expect(last.headers['content-range']).toBe(`${all.length - 1}-${all.length - 1}/${all.length}`);
    expect(await entries({ offset: String(all.length) })).toEqual([]);
  });

  it('filters by kind and by person', async () => {
    expect(await kinds({ entity: 'hub' })).toEqual(['hub']);
    expect((await entries({ entity: 'hub' })).map((e) => e.summary).sort()).toEqual([
      'Admin hub',
      'Roadmap',
      'Roadmap 2027',
    ]);
    expect(await kinds({ entity: 'zone_invitation' })).toEqual(['zone_invitation']);
    const byAdmin = await entries({ actor: zoneAdmin.id.toUpperCase() });
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.actor?.id === zoneAdmin.id)).toBe(true);
    expect(byAdmin.map((e) => e.summary)).toContain('Admin hub');
    expect(await entries({ entity: 'hub', actor: member.id })).toEqual([]);
    // The outsider made changes, but none in this zone.
    expect(await entries({ actor: outsider.id })).toEqual([]);
  });

  it('members and viewers get 403, non-members 404, anonymous callers 401', async () => {
    for (const who of [member, viewer]) {
      const res = await activity({}, who).expect(403);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'FORBIDDEN',
        message: `Zone role "${who === member ? 'member' : 'viewer'}" may not read this zone's activity`,
      });
    }
    const hidden = await activity({}, outsider).expect(404);
    expect(hidden.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND', message: 'Zone not found' });
    // An unknown zone answers as a zone the caller is not in.
    const unknown = await activity({}, owner, NIL_UUID).expect(404);
    expect(unknown.body.message).toBe('Zone not found');
    await activity({}, platformAdmin, NIL_UUID).expect(404);
    const anonymous = await activity({}, null).expect(401);
    expect(anonymous.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
    // Refused before the query is read: no hint of which parameters exist.
    await activity({ bogus: '1' }, member).expect(403);
    await activity({ bogus: '1' }, outsider).expect(404);
  });

  it('a malformed zone id → 400', async () => {
    const res = await activity({}, owner, 'not-a-zone').expect(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
  });

  it.each([
    [{ bogus: '1' }, 'bogus'],
    [{ entity: 'route' }, 'entity'],
    [{ entity: 'navigation' }, 'entity'],
    [{ actor: 'not-a-uuid' }, 'actor'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '1001' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: '100001' }, 'offset'],
    [{ entity_id: NIL_UUID }, 'entity_id'],
    [{ from: '2025-01-01T00:00:00Z' }, 'from'],
  ])('%j → 400 Invalid activity query naming %s', async (query, param) => {
    const res = await activity(query as Record<string, string>).expect(400);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'VALIDATION_FAILED',
      message: 'Invalid activity query',
    });
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([param]);
  });

  it('a parameter given twice → 400', async () => {
    const res = await t
      .http()
      .get(`/api/zones/${zoneId}/activity?entity=hub&entity=zone`)
      .set(owner.auth)
      .expect(400);
    expect(res.body.details).toEqual([{ path: 'entity', message: 'Must be given only once' }]);
  });
});
