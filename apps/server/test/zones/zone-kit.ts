import type { ZoneRole } from '@atrium/schema';
import { UsersService } from '../../src/modules/users/users.service.js';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';

export const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

export const NIL_UUID = '00000000-0000-4000-8000-000000000000';

function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

export async function createZone(
  t: TestApp,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const res = await t
    .http()
    .post('/api/zones')
    .set(owner.auth)
    .send({ name: `Zone ${Date.now() % 100000}`, ...body });
  expectStatus(res, 201, 'create zone');
  return res.body;
}

/** Marks a test user's address verified with SQL (as following the verification link would) and drops the cached account. */
export async function verifyEmail(t: TestApp, user: TestUser): Promise<void> {
  await t.dataSource.query('UPDATE users SET email_verified = true WHERE id = $1', [user.id]);
  t.app.get(UsersService).invalidate(user.id);
}

/**
 * Makes `user` a member with `role` the way the API allows: `by` (whose address is verified
 * first: only a verified account invites) invites the address (202 `{invitation}`), the user's
 * address is verified and the user accepts in the app.
 */
export async function addMember(
  t: TestApp,
  zoneId: string,
  by: TestUser,
  user: TestUser,
  role: ZoneRole,
): Promise<void> {
  await verifyEmail(t, by);
  const res = await t
    .http()
    .post(`/api/zones/${zoneId}/members`)
    .set(by.auth)
    .send({ email: user.email, role });
  expectStatus(res, 202, `invite ${role}`);
  await verifyEmail(t, user);
  const accepted = await t
    .http()
    .post(`/api/invitations/${res.body.invitation.id}/accept`)
    .set(user.auth)
    .send();
  expectStatus(accepted, 200, `accept ${role}`);
}

export async function createHub(
  t: TestApp,
  zoneId: string,
  by: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await t
    .http()
    .post(`/api/zones/${zoneId}/hubs`)
    .set(by.auth)
    .send({ name: 'Hub', ...body });
  expectStatus(res, 201, 'create hub');
  return res.body;
}

export async function createModule(
  t: TestApp,
  zoneId: string,
  hubId: string,
  by: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await t
    .http()
    .post(`/api/zones/${zoneId}/hubs/${hubId}/modules`)
    .set(by.auth)
    .send({ name: 'Notes', type: 'markdown', ...body });
  expectStatus(res, 201, 'create module');
  return res.body;
}

export async function createDashboard(
  t: TestApp,
  zoneId: string,
  hubId: string,
  by: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await t
    .http()
    .post(`/api/zones/${zoneId}/hubs/${hubId}/dashboards`)
    .set(by.auth)
    .send({ name: 'Overview', ...body });
  expectStatus(res, 201, 'create dashboard');
  return res.body;
}
