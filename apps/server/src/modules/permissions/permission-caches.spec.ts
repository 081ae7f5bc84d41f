import type { ZoneRole } from '@atrium/schema';
import type { ChangeFeedService } from '../changes/change-feed.service.js';
import { PermissionCaches } from './permission-caches.js';
import { HUB_INACTIVE_REASON, PermissionEngine } from './permission-engine.js';
import type { HubState, PermissionsRepository, ZoneState } from './permissions.repository.js';

const Z1 = '11111111-1111-4111-8111-111111111111';
const Z2 = '22222222-2222-4222-8222-222222222222';
const H1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const H2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const U1 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const U2 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

/** An in-memory "database" counting the queries the caches make. */
class FakeRepository {
  members = new Map<string, Map<string, ZoneRole>>([
    [U1, new Map<string, ZoneRole>([[Z1, 'member']])],
    [U2, new Map<string, ZoneRole>([[Z2, 'owner']])],
  ]);
  zones = new Map<string, ZoneState>([
    [Z1, { isActive: true }],
    [Z2, { isActive: true }],
  ]);
  hubs = new Map<string, HubState>([
    [H1, { zoneId: Z1, isActive: true }],
    [H2, { zoneId: Z2, isActive: true }],
  ]);
  calls = { roles: 0, zone: 0, hub: 0 };
  fail = false;
  gate?: Promise<void>;

  async findRolesOfUser(userId: string) {
    this.calls.roles++;
    if (this.gate) await this.gate;
    if (this.fail) throw new Error('database down');
    return new Map(this.members.get(userId) ?? []);
  }
  async findZoneState(zoneId: string) {
    this.calls.zone++;
    if (this.fail) throw new Error('database down');
    const s = this.zones.get(zoneId);
    return s ? { ...s } : undefined;
  }
  async findHubState(hubId: string) {
    this.calls.hub++;
    if (this.fail) throw new Error('database down');
    const h = this.hubs.get(hubId);
    return h ? { ...h } : undefined;
  }
}

/** A change feed whose topics the test fires by hand. */
class FakeFeed {
  listeners = new Map<string, Set<() => void>>();
  subscribe(topic: string, l: () => void) {
    if (!this.listeners.has(topic)) this.listeners.set(topic, new Set());
    this.listeners.get(topic)!.add(l);
    return () => this.listeners.get(topic)!.delete(l);
  }
  fire(topic: string) {
    for (const l of this.listeners.get(topic) ?? []) l();
  }
}

function setup() {
  const repo = new FakeRepository();
  const feed = new FakeFeed();
  const caches = new PermissionCaches(
    repo as unknown as PermissionsRepository,
    feed as unknown as ChangeFeedService,
  );
  caches.onModuleInit();
  const engine = new PermissionEngine(caches);
  return { repo, feed, caches, engine };
}

const member = { userId: U1, role: 'user' };

async function decide(engine: PermissionEngine, ...args: Parameters<PermissionEngine['check']>) {
  return engine.check(...args);
}

describe('PermissionEngine with PermissionCaches', () => {
  it('a cold check loads each fact once; the warm check is synchronous and makes no query', async () => {
    const { repo, engine } = setup();
    const cold = engine.check(member, 'module', 'create', { zoneId: Z1, hubId: H1 });
    expect(cold).toBeInstanceOf(Promise);
    expect(await cold).toMatchObject({ allowed: true, zoneId: Z1, hubId: H1, zoneRole: 'member' });
    expect(repo.calls).toEqual({ roles: 1, zone: 1, hub: 1 });

    const warm = engine.check(member, 'module', 'create', { zoneId: Z1, hubId: H1 });
    expect(warm).not.toBeInstanceOf(Promise);
    expect(warm).toMatchObject({ allowed: true });
    expect(repo.calls).toEqual({ roles: 1, zone: 1, hub: 1 });
  });

  it('concurrent cold checks share one load', async () => {
    const { repo, engine } = setup();
    await Promise.all([
      decide(engine, member, 'zone', 'read', { zoneId: Z1 }),
      decide(engine, member, 'zone', 'read', { zoneId: Z1 }),
    ]);
    expect(repo.calls.roles).toBe(1);
  });

  it('refuses a hub of another zone with 404, the same as an unknown hub', async () => {
    const { engine } = setup();
    expect(await decide(engine, member, 'hub', 'read', { zoneId: Z1, hubId: H2 })).toEqual({
      allowed: false,
      status: 404,
      reason: 'Hub not found',
    });
    expect(
      await decide(engine, member, 'hub', 'read', {
        zoneId: Z1,
        hubId: '99999999-9999-4999-8999-999999999999',
      }),
    ).toEqual({
      allowed: false,
      status: 404,
      reason: 'Hub not found',
    });
  });

  it('a non-member gets 404 without the zone being looked up', async () => {
    const { repo, engine } = setup();
    expect(await decide(engine, member, 'zone', 'read', { zoneId: Z2 })).toEqual({
      allowed: false,
      status: 404,
      reason: 'Zone not found',
    });
    expect(repo.calls.zone).toBe(0);
  });

  it('malformed ids are 400 and make no query', async () => {
    const { repo, engine } = setup();
    expect(await decide(engine, member, 'zone', 'read', { zoneId: 'nope' })).toEqual({
      allowed: false,
      status: 400,
      reason: 'Invalid zone id',
    });
    expect(await decide(engine, member, 'hub', 'read', { zoneId: Z1, hubId: "x' OR 1=1" })).toMatchObject({
      status: 400,
    });
    expect(repo.calls).toEqual({ roles: 0, zone: 0, hub: 0 });
  });

  it('a role lacking the action is 403 with the reason; an archived zone is 409 for content writes', async () => {
    const { repo, caches, engine } = setup();
    expect(await decide(engine, member, 'hub', 'create', { zoneId: Z1 })).toEqual({
      allowed: false,
      status: 403,
      reason: 'Zone role "member" may not create hubs',
    });
    repo.zones.set(Z1, { isActive: false });
    caches.zoneChanged(Z1);
    expect(await decide(engine, member, 'module', 'create', { zoneId: Z1 })).toMatchObject({
      allowed: false,
      status: 409,
    });
    expect(await decide(engine, member, 'module', 'read', { zoneId: Z1 })).toMatchObject({
      allowed: true,
      zoneActive: false,
    });
  });

  it('an inactive hub and its content: 404 "Hub not found" for members and viewers, whatever the action, with the reason for the check', async () => {
    const { repo, caches, engine } = setup();
    repo.hubs.set(H1, { zoneId: Z1, isActive: false });
    caches.hubChanged(H1);
    for (const role of ['member', 'viewer'] as const) {
      repo.members.get(U1)!.set(Z1, role);
      caches.membershipsChanged(U1);
      for (const [resource, action] of [
        ['hub', 'read'],
        ['hub', 'update'],
        ['module', 'read'],
        ['module', 'create'],
        ['dashboard', 'read'],
        ['dashboard', 'delete'],
      ] as const) {
        expect(await decide(engine, member, resource, action, { zoneId: Z1, hubId: H1 })).toEqual({
          allowed: false,
          status: 404,
          reason: HUB_INACTIVE_REASON,
          message: 'Hub not found',
        });
        // Named without its zone, the same.
        expect(await decide(engine, member, resource, action, { hubId: H1 })).toMatchObject({
          status: 404,
          reason: HUB_INACTIVE_REASON,
        });
      }
      // The zone itself is unaffected.
      expect(await decide(engine, member, 'zone', 'read', { zoneId: Z1 })).toMatchObject({ allowed: true });
    }
    for (const role of ['owner', 'admin'] as const) {
      repo.members.get(U1)!.set(Z1, role);
      caches.membershipsChanged(U1);
      expect(await decide(engine, member, 'module', 'read', { zoneId: Z1, hubId: H1 })).toMatchObject({
        allowed: true,
        hubId: H1,
      });
    }
    const admin = { userId: U2, role: 'admin' };
    expect(await decide(engine, admin, 'hub', 'read', { zoneId: Z1, hubId: H1 })).toMatchObject({
      allowed: true,
      platformAdmin: true,
    });
  });

  it('an archived zone keeps its inactive hubs for owners and platform admins (reads; writes stay 409)', async () => {
    const { repo, caches, engine } = setup();
    repo.hubs.set(H1, { zoneId: Z1, isActive: false });
    repo.zones.set(Z1, { isActive: false });
    repo.members.get(U1)!.set(Z1, 'owner');
    const admin = { userId: U2, role: 'super_admin' };
    for (const who of [member, admin]) {
      expect(await decide(engine, who, 'dashboard', 'read', { zoneId: Z1, hubId: H1 })).toMatchObject({
        allowed: true,
      });
      expect(await decide(engine, who, 'hub', 'update', { zoneId: Z1, hubId: H1 })).toMatchObject({
        status: 409,
      });
    }
    repo.members.get(U1)!.set(Z1, 'member');
    caches.membershipsChanged(U1);
    expect(await decide(engine, member, 'dashboard', 'read', { zoneId: Z1, hubId: H1 })).toMatchObject({
      status: 404,
      message: 'Hub not found',
    });
  });

  it('platform admins pass in existing zones only', async () => {
    const { engine } = setup();
    const admin = { userId: U1, role: 'platform_owner' };
    expect(await decide(engine, admin, 'zone', 'delete', { zoneId: Z2 })).toMatchObject({
      allowed: true,
      zoneRole: null,
      platformAdmin: true,
    });
    expect(
      await decide(engine, admin, 'zone', 'read', { zoneId: '99999999-9999-4999-8999-999999999999' }),
    ).toMatchObject({ status: 404 });
  });

  it('loader errors reject (callers deny) and are not cached', async () => {
    const { repo, engine } = setup();
    repo.fail = true;
    await expect(decide(engine, member, 'zone', 'read', { zoneId: Z1 })).rejects.toThrow('database down');
    repo.fail = false;
    expect(await decide(engine, member, 'zone', 'read', { zoneId: Z1 })).toMatchObject({ allowed: true });
  });
});

describe('PermissionCaches invalidation', () => {
  it('membershipsChanged drops only those users', async () => {
    const { repo, caches, engine } = setup();
    const owner2 = { userId: U2, role: 'user' };
    await decide(engine, member, 'zone', 'read', { zoneId: Z1 });
    await decide(engine, owner2, 'zone', 'read', { zoneId: Z2 });
    repo.members.get(U1)!.set(Z1, 'viewer');
    caches.membershipsChanged(U1);
    expect(caches.roles.peek(U1)).toBeUndefined();
    expect(caches.roles.peek(U2)).toBeDefined();
    expect(await decide(engine, member, 'module', 'create', { zoneId: Z1 })).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(repo.calls.roles).toBe(3);
  });

  it("the change feed's zone_members topic clears every user's roles (writes by other nodes)", async () => {
    const { repo, feed, caches, engine } = setup();
    await decide(engine, member, 'zone', 'read', { zoneId: Z1 });
    repo.members.get(U1)!.delete(Z1);
    expect(engine.check(member, 'zone', 'read', { zoneId: Z1 })).toMatchObject({ allowed: true }); // stale until told
    feed.fire('zone_members');
    expect(caches.roles.size).toBe(0);
    expect(await decide(engine, member, 'zone', 'read', { zoneId: Z1 })).toMatchObject({
      allowed: false,
      status: 404,
    });
  });

  it("the zones topic clears zone states (archive elsewhere); other topics don't", async () => {
    const { repo, feed, caches, engine } = setup();
    await decide(engine, member, 'zone', 'read', { zoneId: Z1 });
    feed.fire('routes');
    expect(caches.zones.size).toBe(1);
    repo.zones.set(Z1, { isActive: false });
    feed.fire('zones');
    expect(caches.zones.size).toBe(0);
    expect(await decide(engine, member, 'dashboard', 'update', { zoneId: Z1 })).toMatchObject({
      status: 409,
    });
  });

  it('hubChanged re-reads one hub; the hubs topic (writes elsewhere) clears them all', async () => {
    const { repo, feed, caches, engine } = setup();
    const read = () => decide(engine, member, 'hub', 'read', { zoneId: Z1, hubId: H1 });
    expect(await read()).toMatchObject({ allowed: true });
    repo.hubs.set(H1, { zoneId: Z1, isActive: false });
    expect(engine.check(member, 'hub', 'read', { zoneId: Z1, hubId: H1 })).toMatchObject({ allowed: true }); // stale until told
    caches.hubChanged(H1);
    expect(await read()).toMatchObject({ allowed: false, status: 404 });
    repo.hubs.set(H1, { zoneId: Z1, isActive: true });
    feed.fire('zones');
    expect(caches.hubs.size).toBe(1);
    feed.fire('hubs');
    expect(caches.hubs.size).toBe(0);
    expect(await read()).toMatchObject({ allowed: true });
  });

  it('a load in flight when its user is invalidated is not stored (no stale role comes back)', async () => {
    const { repo, caches, engine } = setup();
    let release!: () => void;
    repo.gate = new Promise((r) => (release = r));
    const pending = decide(engine, member, 'zone', 'read', { zoneId: Z1 });
    caches.membershipsChanged(U1); // e.g. the user was removed while their roles were loading
    release();
    await pending;
    repo.gate = undefined;
    expect(caches.roles.peek(U1)).toBeUndefined();
  });

  it('zoneDeleted forgets roles and hubs; hubDeleted forgets one hub', async () => {
    const { caches, engine } = setup();
    await decide(engine, member, 'hub', 'read', { zoneId: Z1, hubId: H1 });
    caches.hubDeleted(H1);
    expect(caches.hubs.peek(H1)).toBeUndefined();
    await decide(engine, member, 'hub', 'read', { zoneId: Z1, hubId: H1 });
    caches.zoneDeleted(Z1);
    expect(caches.roles.size + caches.hubs.size).toBe(0);
    expect(caches.zones.peek(Z1)).toBeUndefined();
  });

  it('entries expire after the maximum age', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      const { repo, engine } = setup();
      await decide(engine, member, 'zone', 'read', { zoneId: Z1 });
      jest.setSystemTime(Date.now() + 31_000);
      await decide(engine, member, 'zone', 'read', { zoneId: Z1 });
      expect(repo.calls.roles).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
