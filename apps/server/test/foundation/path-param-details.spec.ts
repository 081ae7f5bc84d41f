import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * A path parameter that is not valid is named in the 400's details, whichever endpoint refuses
 * it: the zones' and users' ids always were (`zoneId`, `id`), while routes, navigation items,
 * sessions, roles and collections answered `path: ""`, which names the body's root.
 */
describe('a malformed path parameter', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'platform_owner' });
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/api/routes/not-a-uuid', { name: 'x' }, 'id', 'Invalid route id'],
    ['DELETE', '/api/routes/not-a-uuid', undefined, 'id', 'Invalid route id'],
    ['PATCH', '/api/navigation/not-a-uuid', { title: 'x' }, 'id', 'Invalid navigation id'],
    ['DELETE', '/api/navigation/not-a-uuid', undefined, 'id', 'Invalid navigation id'],
    ['DELETE', '/api/auth/sessions/not-a-uuid', undefined, 'id', 'Invalid session id'],
    ['PATCH', '/api/roles/Not-A-Role', { label: 'x' }, 'name', 'Invalid role name'],
    ['DELETE', '/api/roles/Not-A-Role', undefined, 'name', 'Invalid role name'],
    ['GET', '/api/schemas/Not-A-Name', undefined, 'name', 'Invalid collection name'],
    ['GET', '/api/zones/not-a-uuid', undefined, 'zoneId', 'Invalid zone id'],
    ['DELETE', '/api/users/not-a-uuid', undefined, 'id', 'Invalid user id'],
  ] as const)(
    '%s %s (body %j) → 400 with its detail at the parameter',
    async (method, path, body, param, message) => {
      let req = t.http()[method.toLowerCase() as 'get' | 'patch' | 'delete'](path).set(admin.auth);
      if (body) req = req.send(body);
      const res = await req;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.body.details.length).toBeGreaterThan(0);
      for (const detail of res.body.details) expect(detail.path).toBe(param);
    },
  );
});
