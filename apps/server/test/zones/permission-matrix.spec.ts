import { can, ZONE_ROLES } from '@atrium/schema';
import type { PermissionAction, PermissionResource, ZoneRole } from '@atrium/schema';
import type { Response } from 'supertest';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createDashboard, createHub, createModule, createZone, verifyEmail } from './zone-kit.js';

/**
 * The role → permission matrix, through the HTTP API: every zone role, a platform admin who is
 * not a member and an outsider, against one endpoint per (resource, action). Members get the
 * endpoint's success status when `can(role, resource, action)` and 403 otherwise; the platform
 * admin always succeeds; the outsider always gets 404.
 */
type Subject = ZoneRole | 'platform_admin' | 'outsider';
const SUBJECTS: Subject[] = [...ZONE_ROLES, 'platform_admin', 'outsider'];

interface World {
  t: TestApp;
  zoneId: string;
  hubId: string;
  moduleId: string;
  dashboardId: string;
  users: Record<Subject, TestUser>;
}

interface Operation {
  name: string;
  resource: PermissionResource;
  action: PermissionAction;
  success: number;
  run: (w: World, actor: TestUser) => Promise<Response>;
}

const zone = (w: World) => `/api/zones/${w.zoneId}`;
const hub = (w: World) => `${zone(w)}/hubs/${w.hubId}`;
const owner = (w: World) => w.users.owner;

const OPERATIONS: Operation[] = [
  {
    name: 'GET zone',
    resource: 'zone',
    action: 'read',
    success: 200,
    run: (w, a) => w.t.http().get(zone(w)).set(a.auth),
  },
  {
    name: 'GET members',
    resource: 'zone',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${zone(w)}/members`)
        .set(a.auth),
  },
  {
    name: 'PATCH zone',
    resource: 'zone',
    action: 'update',
    success: 200,
    run: (w, a) => w.t.http().patch(zone(w)).set(a.auth).send({ description: 'changed' }),
  },
  {
    name: 'DELETE zone',
    resource: 'zone',
    action: 'delete',
    success: 204,
    run: async (w, a) => {
      const z = await createZone(w.t, owner(w));
      for (const role of ['admin', 'member', 'viewer'] as const)
        await addMember(w.t, z.id, owner(w), w.users[role], role);
      return w.t.http().delete(`/api/zones/${z.id}`).set(a.auth);
    },
  },
  {
    name: 'POST member',
    resource: 'zone',
    action: 'manage_members',
    success: 202,
    run: async (w, a) => {
      const newcomer = await createUser(w.t, { prefix: 'newcomer' });
      return w.t
        .http()
        .post(`${zone(w)}/members`)
        .set(a.auth)
        .send({ email: newcomer.email, role: 'viewer' });
    },
  },
  {
    name: 'GET hubs',
    resource: 'hub',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${zone(w)}/hubs`)
        .set(a.auth),
  },
  {
    name: 'GET hub',
    resource: 'hub',
    action: 'read',
    success: 200,
    run: (w, a) => w.t.http().get(hub(w)).set(a.auth),
  },
  {
    name: 'POST hub',
    resource: 'hub',
    action: 'create',
    success: 201,
    run: (w, a) =>
      w.t
        .http()
        .post(`${zone(w)}/hubs`)
        .set(a.auth)
        .send({ name: 'New hub' }),
  },
  {
    name: 'PATCH hub',
    resource: 'hub',
    action: 'update',
    success: 200,
    run: (w, a) => w.t.http().patch(hub(w)).set(a.auth).send({ description: 'd' }),
  },
  {
    name: 'PUT hubs/order',
    resource: 'hub',
    action: 'update',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .put(`${zone(w)}/hubs/order`)
        .set(a.auth)
        .send({ ids: [w.hubId] }),
  },
  {
    name: 'DELETE hub',
    resource: 'hub',
    action: 'delete',
    success: 204,
    run: async (w, a) => {
      const h = await createHub(w.t, w.zoneId, owner(w));
      return w.t
        .http()
        .delete(`${zone(w)}/hubs/${h.id}`)
        .set(a.auth);
    },
  },
  {
    name: 'GET modules',
    resource: 'module',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${hub(w)}/modules`)
        .set(a.auth),
  },
  {
    name: 'GET module',
    resource: 'module',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${hub(w)}/modules/${w.moduleId}`)
        .set(a.auth),
  },
  {
    name: 'POST module',
    resource: 'module',
    action: 'create',
    success: 201,
    run: (w, a) =>
      w.t
        .http()
        .post(`${hub(w)}/modules`)
        .set(a.auth)
        .send({ name: 'M', type: 'markdown' }),
  },
  {
    name: 'PATCH module',
    resource: 'module',
    action: 'update',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .patch(`${hub(w)}/modules/${w.moduleId}`)
        .set(a.auth)
        .send({ config: { content: '# hi' } }),
  },
  {
    name: 'PUT modules/order',
    resource: 'module',
    action: 'update',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .put(`${hub(w)}/modules/order`)
        .set(a.auth)
        .send({ ids: [w.moduleId] }),
  },
  {
    name: 'DELETE module',
    resource: 'module',
    action: 'delete',
    success: 204,
    run: async (w, a) => {
      const m = await createModule(w.t, w.zoneId, w.hubId, owner(w));
      return w.t
        .http()
        .delete(`${hub(w)}/modules/${m.id}`)
        .set(a.auth);
    },
  },
  {
    name: 'GET dashboards',
    resource: 'dashboard',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${hub(w)}/dashboards`)
        .set(a.auth),
  },
  {
    name: 'GET dashboard',
    resource: 'dashboard',
    action: 'read',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .get(`${hub(w)}/dashboards/${w.dashboardId}`)
        .set(a.auth),
  },
  {
    name: 'POST dashboard',
    resource: 'dashboard',
    action: 'create',
    success: 201,
    run: (w, a) =>
      w.t
        .http()
        .post(`${hub(w)}/dashboards`)
        .set(a.auth)
        .send({ name: 'D' }),
  },
  {
    name: 'PATCH dashboard',
    resource: 'dashboard',
    action: 'update',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .patch(`${hub(w)}/dashboards/${w.dashboardId}`)
        .set(a.auth)
        .send({ layout: [{ id: 'a', type: 'stat', x: 0, y: 0, w: 3, h: 2 }] }),
  },
  {
    name: 'PUT dashboards/order',
    resource: 'dashboard',
    action: 'update',
    success: 200,
    run: (w, a) =>
      w.t
        .http()
        .put(`${hub(w)}/dashboards/order`)
        .set(a.auth)
        .send({ ids: [w.dashboardId] }),
  },
  {
    name: 'DELETE dashboard',
    resource: 'dashboard',
    action: 'delete',
    success: 204,
    run: async (w, a) => {
      const d = await createDashboard(w.t, w.zoneId, w.hubId, owner(w));
      return w.t
        .http()
        .delete(`${hub(w)}/dashboards/${d.id}`)
        .set(a.auth);
    },
  },
];

function expected(subject: Subject, op: Operation): number {
  if (subject === 'platform_admin') return op.success;
  if (subject === 'outsider') return 404;
  return can(subject, op.resource, op.action) ? op.success : 403;
}

const CASES = OPERATIONS.flatMap((op) =>
  SUBJECTS.map((subject) => [op.name, subject, expected(subject, op), op] as const),
);

describe('permission matrix through the API (role × resource × action)', () => {
  const w = {} as World;
  beforeAll(async () => {
    w.t = await startAppForUsers();
    const entries = await Promise.all(
      SUBJECTS.map(
        async (s) =>
          [
            s,
            await createUser(w.t, {
              prefix: s,
              platformRole: s === 'platform_admin' ? 'platform_owner' : undefined,
            }),
          ] as const,
      ),
    );
    w.users = Object.fromEntries(entries) as Record<Subject, TestUser>;
    // Real users with proven addresses (an unverified account may not invite: invitations.spec).
    for (const user of Object.values(w.users)) await verifyEmail(w.t, user);
    const z = await createZone(w.t, w.users.owner, { name: 'Matrix' });
    w.zoneId = z.id;
    for (const role of ['admin', 'member', 'viewer'] as const)
      await addMember(w.t, z.id, w.users.owner, w.users[role], role);
    w.hubId = (await createHub(w.t, z.id, w.users.owner)).id;
    w.moduleId = (await createModule(w.t, z.id, w.hubId, w.users.owner)).id;
    w.dashboardId = (await createDashboard(w.t, z.id, w.hubId, w.users.owner)).id;
  });
  afterAll(() => w.t.close());

  it('covers every resource and every action the API exposes', () => {
    expect(new Set(OPERATIONS.map((o) => o.resource))).toEqual(
      new Set(['zone', 'hub', 'module', 'dashboard']),
    );
    expect(new Set(OPERATIONS.map((o) => o.action))).toEqual(
      new Set(['read', 'create', 'update', 'delete', 'manage_members']),
    );
  });

  it.each(CASES)('%s as %s → %i', async (_name, subject, status, op) => {
    const res = await op.run(w, w.users[subject]);
    expect({ status: res.status, code: res.body?.code }).toEqual({
      status,
      code: status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : undefined,
    });
    if (status === 403) expect(res.body.message).toMatch(new RegExp(`^Zone role "${subject}" may not `));
    if (status === 404) expect(res.body.message).toBe('Zone not found');
  });
});
