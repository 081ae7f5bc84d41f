import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone, errorShape, NIL_UUID, verifyEmail } from './zone-kit.js';

const LAST_OWNER = 'A zone must keep at least one owner: make another member an owner first';

describe('/api/zones/:zoneId/members', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let platform: TestUser;
  let zoneId: string;

  const members = (zid = zoneId, as = owner) => t.http().get(`/api/zones/${zid}/members`).set(as.auth);
  const roleOf = async (userId: string, zid = zoneId) =>
    (await members(zid)).body.find((m: { user_id: string }) => m.user_id === userId)?.role as
      string | undefined;
  const patchRole = (as: TestUser, target: TestUser, role: string, zid = zoneId) =>
    t.http().patch(`/api/zones/${zid}/members/${target.id}`).set(as.auth).send({ role });
  const remove = (as: TestUser, target: TestUser, zid = zoneId) =>
    t.http().delete(`/api/zones/${zid}/members/${target.id}`).set(as.auth);

  /** A zone with the four roles filled. */
  async function freshZone(): Promise<string> {
    const z = await createZone(t, owner);
    await addMember(t, z.id, owner, admin, 'admin');
    await addMember(t, z.id, owner, member, 'member');
    await addMember(t, z.id, owner, viewer, 'viewer');
    return z.id;
  }

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, admin, member, viewer, outsider, platform] = await Promise.all([
      createUser(t, { prefix: 'owner' }),
      createUser(t, { prefix: 'admin' }),
      createUser(t, { prefix: 'member' }),
      createUser(t, { prefix: 'viewer' }),
      createUser(t, { prefix: 'outsider' }),
      createUser(t, { prefix: 'platform', platformRole: 'super_admin' }),
    ]);
    zoneId = await freshZone();
  });
  afterAll(() => t.close());

  it('lists members owners first with email, role, profile and joined_at', async () => {
    const res = await members().expect(200);
    expect(res.body.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(res.body[0]).toEqual({
      user_id: owner.id,
      email: owner.email,
      role: 'owner',
      profile: { first_name: 'Test', last_name: expect.any(String) },
      joined_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(Object.keys(res.body[0]).sort()).toEqual(['email', 'joined_at', 'profile', 'role', 'user_id']);
  });

  it('viewers see the member list; outsiders get 404', async () => {
    await members(zoneId, viewer).expect(200);
    await members(zoneId, outsider).expect(404);
  });

  describe('GET /api/zones/:zoneId/members/:userId', () => {
    const one = (userId: string, as: TestUser = owner, zid = zoneId) =>
      t.http().get(`/api/zones/${zid}/members/${userId}`).set(as.auth);

    it('reads one member row, the same as its item in the list, for every role of the zone', async () => {
      const list = (await members().expect(200)).body as { user_id: string }[];
      expect(list).toHaveLength(4);
      for (const as of [owner, admin, member, viewer, platform]) {
        for (const row of list) {
          const res = await one(row.user_id, as).expect(200);
          expect(res.body).toEqual(row);
        }
      }
      const res = await one(viewer.id, member).expect(200);
      expect(res.body).toEqual({
        user_id: viewer.id,
        email: viewer.email,
        role: 'viewer',
        profile: { first_name: 'Test', last_name: expect.any(String) },
        joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      // Upper-case ids name the same member.
      await one(viewer.id.toUpperCase(), member).expect(200);
    });

    it('an unknown user and a user of no role here are the same 404 "Member not found"', async () => {
      for (const id of [NIL_UUID, outsider.id]) {
        const res = await one(id).expect(404);
        expect(res.body).toEqual({ ...errorShape, code: 'NOT_FOUND', message: 'Member not found' });
      }
    });

    it('a user id that is not a UUID → 400', async () => {
      const res = await one('abc').expect(400);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'VALIDATION_FAILED',
        message: 'Invalid user id',
        details: [{ path: 'userId', message: 'Invalid user id' }],
      });
    });

    it('outsiders get 404 "Zone not found", whether or not they name a member; anonymous callers 401', async () => {
      for (const id of [owner.id, NIL_UUID, 'abc']) {
        const res = await one(id, outsider).expect(404);
        expect(res.body).toMatchObject({ ...errorShape, message: 'Zone not found' });
      }
      await one(owner.id, outsider, NIL_UUID).expect(404);
      await t.http().get(`/api/zones/${zoneId}/members/${owner.id}`).expect(401);
    });

    it('follows changes: a new role at once, a removed member → 404', async () => {
      const zid = await freshZone();
      await patchRole(owner, member, 'viewer', zid).expect(200);
      expect((await one(member.id, owner, zid).expect(200)).body.role).toBe('viewer');
      await remove(owner, member, zid).expect(204);
      await one(member.id, owner, zid).expect(404);
      await one(owner.id, member, zid).expect(404);
    });
  });

  it('adding by email (case-insensitively) invites: 202 {invitation}; the account joins when it accepts', async () => {
    const zid = await freshZone();
    const newcomer = await createUser(t);
    await t.http().get(`/api/zones/${zid}`).set(newcomer.auth).expect(404); // warms the newcomer's cache
    const res = await t
      .http()
      .post(`/api/zones/${zid}/members`)
      .set(admin.auth)
      .send({ email: newcomer.email.toUpperCase(), role: 'member' })
      .expect(202);
    expect(res.body.invitation).toMatchObject({ email: newcomer.email, role: 'member', status: 'pending' });
    expect(await roleOf(newcomer.id, zid)).toBeUndefined();
    await verifyEmail(t, newcomer);
    await t.http().post(`/api/invitations/${res.body.invitation.id}/accept`).set(newcomer.auth).expect(200);
    expect(await roleOf(newcomer.id, zid)).toBe('member');
    await t.http().get(`/api/zones/${zid}`).set(newcomer.auth).expect(200);
  });

  it('role defaults to member; an unknown address is invited too (no 404)', async () => {
    const newcomer = await createUser(t);
    const res = await t
      .http()
      .post(`/api/zones/${zoneId}/members`)
      .set(owner.auth)
      .send({ email: newcomer.email })
      .expect(202);
    expect(res.body.invitation.role).toBe('member');
    const unknown = await t
      .http()
      .post(`/api/zones/${zoneId}/members`)
      .set(owner.auth)
      .send({ email: 'nobody-here@example.com', role: 'viewer' })
      .expect(202);
    expect(unknown.body.invitation).toMatchObject({ email: 'nobody-here@example.com', role: 'viewer' });
  });

  it.each([
    [
      'duplicate member',
      409,
      () => ({ email: member.email, role: 'viewer' }),
      'This user is already a member of this zone',
    ],
    [
      'duplicate owner',
      409,
      () => ({ email: owner.email, role: 'owner' }),
      'This user is already a member of this zone',
    ],
    ['invalid role', 400, () => ({ email: outsider.email, role: 'superuser' }), 'Invalid member'],
    [
      'platform role as zone role',
      400,
      () => ({ email: outsider.email, role: 'platform_owner' }),
      'Invalid member',
    ],
    ['bad email', 400, () => ({ email: 'not-an-email', role: 'viewer' }), 'Invalid member'],
    [
      'user_id instead of email (mass assignment)',
      400,
      () => ({ user_id: outsider.id, role: 'viewer' }),
      'Invalid member',
    ],
    [
      'extra zone_id',
      400,
      () => ({ email: outsider.email, role: 'viewer', zone_id: NIL_UUID }),
      'Invalid member',
    ],
  ])('add: %s → %i', async (_n, status, body, message) => {
    const res = await t
      .http()
      .post(`/api/zones/${zoneId}/members`)
      .set(owner.auth)
      .send(body())
      .expect(status);
    expect(res.body).toMatchObject({ ...errorShape, message });
  });

  it('only owners grant the owner role', async () => {
    const newcomer = await createUser(t);
    const res = await t
      .http()
      .post(`/api/zones/${zoneId}/members`)
      .set(admin.auth)
      .send({ email: newcomer.email, role: 'owner' })
      .expect(403);
    expect(res.body.message).toBe('Only owners can grant the owner role');
    await patchRole(admin, member, 'owner').expect(403);
  });

  it('members and viewers cannot manage members', async () => {
    const newcomer = await createUser(t);
    for (const who of [member, viewer]) {
      await t
        .http()
        .post(`/api/zones/${zoneId}/members`)
        .set(who.auth)
        .send({ email: newcomer.email, role: 'viewer' })
        .expect(403);
      await patchRole(who, admin, 'viewer').expect(403);
      await remove(who, admin).expect(403);
    }
    const res = await patchRole(viewer, member, 'viewer').expect(403);
    expect(res.body.message).toBe('Zone role "viewer" may not manage the members of this zone');
  });

  it('admins manage admins, members and viewers but not owners', async () => {
    const zid = await freshZone();
    const second = await createUser(t);
    await addMember(t, zid, admin, second, 'admin');
    await patchRole(admin, second, 'viewer', zid).expect(200);
    await remove(admin, second, zid).expect(204);
    const res = await patchRole(admin, owner, 'admin', zid).expect(403);
    expect(res.body.message).toBe('Only owners can change or remove an owner');
    await remove(admin, owner, zid).expect(403);
  });

  it('the last owner can be neither demoted nor removed, by anyone (409)', async () => {
    const zid = await freshZone();
    for (const as of [owner, platform]) {
      const demote = await patchRole(as, owner, 'admin', zid).expect(409);
      expect(demote.body).toMatchObject({ code: 'CONFLICT', message: LAST_OWNER });
      const removal = await remove(as, owner, zid).expect(409);
      expect(removal.body.message).toBe(LAST_OWNER);
    }
    expect(await roleOf(owner.id, zid)).toBe('owner');
  });

  it('with a second owner, an owner may step down (self-demotion) or leave; then the other is the last', async () => {
    const zid = await freshZone();
    await patchRole(owner, admin, 'owner', zid).expect(200);
    const res = await patchRole(owner, owner, 'member', zid).expect(200);
    expect(res.body.role).toBe('member');
    // The former owner lost the right to manage members at once.
    await patchRole(owner, viewer, 'member', zid).expect(403);
    await remove(admin, admin, zid).expect(409);
    await patchRole(admin, admin, 'viewer', zid).expect(409);
  });

  it('anyone may lower their own role or leave, never raise it', async () => {
    const zid = await freshZone();
    await patchRole(member, member, 'admin', zid).expect(403);
    await patchRole(viewer, viewer, 'member', zid).expect(403);
    await patchRole(admin, admin, 'owner', zid).expect(403);
    await patchRole(member, member, 'viewer', zid).expect(200);
    await patchRole(admin, admin, 'member', zid).expect(200);
    await remove(viewer, viewer, zid).expect(204);
    await t.http().get(`/api/zones/${zid}`).set(viewer.auth).expect(404);
  });

  it('platform admins manage any zone, owners included (but keep one owner)', async () => {
    const zid = await freshZone();
    await patchRole(platform, admin, 'owner', zid).expect(200);
    await patchRole(platform, owner, 'viewer', zid).expect(200);
    await remove(platform, member, zid).expect(204);
    expect(await roleOf(owner.id, zid)).toBe('viewer');
  });

  it.each([
    ['unknown member', 404, () => NIL_UUID],
    ['malformed user id', 400, () => 'abc'],
  ])('PATCH/DELETE with %s → %i', async (_n, status, id) => {
    await t
      .http()
      .patch(`/api/zones/${zoneId}/members/${id()}`)
      .set(owner.auth)
      .send({ role: 'viewer' })
      .expect(status);
    await t.http().delete(`/api/zones/${zoneId}/members/${id()}`).set(owner.auth).expect(status);
  });

  it('PATCH refuses an invalid role and other keys', async () => {
    await patchRole(owner, member, 'god').expect(400);
    await t
      .http()
      .patch(`/api/zones/${zoneId}/members/${member.id}`)
      .set(owner.auth)
      .send({ role: 'viewer', user_id: owner.id })
      .expect(400);
    await t.http().patch(`/api/zones/${zoneId}/members/${member.id}`).set(owner.auth).send({}).expect(400);
  });

  it('a member removed loses access at once', async () => {
    const zid = await freshZone();
    await t.http().get(`/api/zones/${zid}/hubs`).set(member.auth).expect(200);
    await remove(owner, member, zid).expect(204);
    await t.http().get(`/api/zones/${zid}/hubs`).set(member.auth).expect(404);
  });

  it('a demoted admin loses write access at once', async () => {
    const zid = await freshZone();
    await t.http().post(`/api/zones/${zid}/hubs`).set(admin.auth).send({ name: 'ok' }).expect(201);
    await patchRole(owner, admin, 'viewer', zid).expect(200);
    await t.http().post(`/api/zones/${zid}/hubs`).set(admin.auth).send({ name: 'no' }).expect(403);
  });

  it('concurrent demotions of two owners leave one owner', async () => {
    const zid = await freshZone();
    await patchRole(owner, admin, 'owner', zid).expect(200);
    const [a, b] = await Promise.all([
      patchRole(owner, owner, 'admin', zid),
      patchRole(admin, admin, 'admin', zid),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const owners = (await members(zid, platform)).body.filter((m: { role: string }) => m.role === 'owner');
    expect(owners).toHaveLength(1);
  });
});
