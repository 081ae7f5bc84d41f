import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { createDashboard, createHub, createModule, createZone } from '../zones/zone-kit.js';

/**
 * Input an endpoint does not take is refused on every endpoint alike.
 * - Query parameters: the table API, GET /routes, GET /users and GET /schemas always refused an
 *   unknown one; GET /zones, a zone's hubs, modules and dashboards, the invitation lists, GET
 *   /roles, the account's own reads and the rest ignored it, so a misspelt
 *   `?include_archivd=true` answered as if it were absent.
 * - A body: POST /users/:id/reset-2fa and POST /routes/validate refused one, while
 *   update-session, signout-all, setup-2fa and the deletes ignored it.
 */
describe('unknown query parameters', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let zone: string;
  let hub: string;
  let mod: string;
  let dash: string;

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, admin] = await Promise.all([createUser(t), createUser(t, { platformRole: 'admin' })]);
    zone = (await createZone(t, owner)).id;
    hub = (await createHub(t, zone, owner)).id;
    mod = (await createModule(t, zone, hub, owner)).id;
    dash = (await createDashboard(t, zone, hub, owner)).id;
  });
  afterAll(() => t.close());

  const zoneReads: [string, () => string][] = [
    ['GET /zones', () => '/api/zones'],
    ['GET /zones/:zoneId', () => `/api/zones/${zone}`],
    ['GET /zones/:zoneId/members', () => `/api/zones/${zone}/members`],
    ['GET /zones/:zoneId/members/:userId', () => `/api/zones/${zone}/members/${owner.id}`],
    ['GET /zones/:zoneId/hubs', () => `/api/zones/${zone}/hubs`],
    ['GET /zones/:zoneId/hubs/:hubId', () => `/api/zones/${zone}/hubs/${hub}`],
    ['GET …/modules', () => `/api/zones/${zone}/hubs/${hub}/modules`],
    ['GET …/modules/:moduleId', () => `/api/zones/${zone}/hubs/${hub}/modules/${mod}`],
    ['GET …/dashboards', () => `/api/zones/${zone}/hubs/${hub}/dashboards`],
    ['GET …/dashboards/:dashboardId', () => `/api/zones/${zone}/hubs/${hub}/dashboards/${dash}`],
    ['GET /zones/:zoneId/invitations', () => `/api/zones/${zone}/invitations`],
    ['GET /invitations', () => '/api/invitations'],
    ['GET /module-types', () => '/api/module-types'],
    ['GET /auth/me', () => '/api/auth/me'],
    ['GET /auth/sessions', () => '/api/auth/sessions'],
    ['GET /users/me/preferences', () => '/api/users/me/preferences'],
  ];

  it.each(zoneReads)('%s answers 400 naming an unknown parameter', async (_name, path) => {
    const res = await t.http().get(`${path()}?include_archivd=true`).set(owner.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'include_archivd', message: 'Unrecognized key: "include_archivd"' }],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(zoneReads)('%s still answers 200 without one', async (_name, path) => {
    await t.http().get(path()).set(owner.auth).expect(200);
  });

  it('keeps the parameters lists take: ?all=true and ?include_archived=true', async () => {
    await t.http().get('/api/zones?include_archived=true').set(owner.auth).expect(200);
    await t.http().get('/api/zones?all=true').set(admin.auth).expect(200);
    await t.http().get(`/api/zones/${zone}/hubs?all=true`).set(owner.auth).expect(200);
    await t.http().get(`/api/zones/${zone}/hubs/${hub}/modules?all=true`).set(owner.auth).expect(200);
  });

  it.each([
    ['GET /roles', '/api/roles'],
    ['GET /metrics', '/api/metrics'],
  ])('%s (admin) answers 400 naming an unknown parameter', async (_name, path) => {
    const res = await t.http().get(`${path}?verbose=1`).set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'verbose', message: 'Unrecognized key: "verbose"' }]);
  });

  it.each([
    '/api/health',
    '/api/health/live',
    '/api/health/ready',
    '/api/navigation/public',
    '/api/routes/by-name/login',
  ])('public %s answers 400 naming an unknown parameter', async (path) => {
    const res = await t.http().get(`${path}?verbose=1`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'verbose', message: 'Unrecognized key: "verbose"' }]);
  });

  it('refuses a write with an unknown parameter before anything is written', async () => {
    const res = await t.http().post('/api/zones?dry_run=true').set(owner.auth).send({ name: 'Not made' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'This call takes no query parameters' });
    const zones = await t.http().get('/api/zones').set(owner.auth).expect(200);
    expect(zones.body.map((z: { name: string }) => z.name)).not.toContain('Not made');

    const rpc = await t.http().post('/api/rpc/user_zones?include_archived=true').set(owner.auth).send({});
    expect(rpc.status).toBe(400);
    expect(rpc.body.details).toEqual([
      { path: 'include_archived', message: 'Unrecognized key: "include_archived"' },
    ]);
  });

  it('refuses one on the calls that read the request for its IP: sign-up, sign-in, accept-invite, POST /logs', async () => {
    // They take the request (@Req) for its address and user agent, which counted as reading the
    // query string: `?remember=1` was signed in and `?x=1` signed up as if it were absent.
    const unknown = (res: { status: number; body: Record<string, unknown> }) => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This call takes no query parameters',
        details: [{ path: 'x', message: 'Unrecognized key: "x"' }],
      });
    };
    unknown(
      await t.http().post('/api/auth/signin?x=1').send({ email: owner.email, password: owner.password }),
    );
    const email = `query-${Date.now()}@example.com`;
    const account = { email, password: 'a long enough passphrase' };
    unknown(await t.http().post('/api/auth/signup?x=1').send(account));
    unknown(
      await t
        .http()
        .post('/api/auth/accept-invite?x=1')
        .send({ token: 'A'.repeat(43), newPassword: 'a long enough passphrase' }),
    );
    unknown(
      await t
        .http()
        .post('/api/logs?x=1')
        .send({
          entries: [{ timestamp: new Date().toISOString(), level: 'warn', message: 'm' }],
          source: 's',
          version: '1',
        }),
    );
    // Nothing was made: the address is still free.
    await t.http().post('/api/auth/signup').send(account).expect(201);
    // The table API's writes read their filters themselves: a filter reaches the table API, whose
    // own answer this is (a user's grant on modules has no delete), not the refusal above.
    const none = '00000000-0000-4000-8000-000000000000';
    const rest = await t.http().delete(`/api/rest/modules?id=eq.${none}`).set(owner.auth);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Role "user" may not delete rows of "modules"');
  });

  it('answers the access refusals first: 401 anonymously, 404 for a zone the caller is not in', async () => {
    await t.http().get('/api/zones?x=1').expect(401);
    const outsider = await createUser(t);
    const res = await t.http().get(`/api/zones/${zone}/hubs?x=1`).set(outsider.auth);
    expect(res.status).toBe(404);
  });

  describe('a body where none is taken', () => {
    it.each([
      ['POST /auth/update-session', 'post', (): string => '/api/auth/update-session'],
      ['POST /auth/setup-2fa', 'post', (): string => '/api/auth/setup-2fa'],
      ['DELETE /zones/:zoneId/hubs/:hubId', 'delete', () => `/api/zones/${zone}/hubs/${hub}`],
      ['DELETE …/modules/:moduleId', 'delete', () => `/api/zones/${zone}/hubs/${hub}/modules/${mod}`],
      ['DELETE /rest/:collection', 'delete', () => `/api/rest/modules?id=eq.${mod}`],
    ] as const)('%s answers 400 and changes nothing', async (_name, method, path) => {
      for (const body of [{ confirm: true }, [1], 'null']) {
        const http = t.http();
        const res = await http[method](path())
          .set(owner.auth)
          .set('content-type', 'application/json')
          .send(typeof body === 'string' ? body : JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This call takes no body' });
      }
      await t.http().get(`/api/zones/${zone}/hubs/${hub}/modules/${mod}`).set(owner.auth).expect(200);
      const sessions = await t.http().get('/api/auth/sessions').set(owner.auth).expect(200);
      expect(sessions.body.sessions).toHaveLength(1);
    });

    it('names an unknown key as POST /users/:id/reset-2fa does', async () => {
      const own = await t.http().post('/api/auth/signout-all').set(owner.auth).send({ everywhere: true });
      expect(own.status).toBe(400);
      const admins = await t
        .http()
        .post(`/api/users/${owner.id}/reset-2fa`)
        .set(admin.auth)
        .send({ everywhere: true });
      expect(own.body.details).toEqual(admins.body.details);
      expect(own.body.details).toEqual([{ path: '', message: 'Unrecognized key: "everywhere"' }]);
      await t.http().get('/api/auth/me').set(owner.auth).expect(200);
    });

    it('takes none, or {}, on every such call', async () => {
      await t.http().post('/api/auth/update-session').set(owner.auth).expect(200);
      await t.http().post('/api/auth/update-session').set(owner.auth).send({}).expect(200);
      await t
        .http()
        .post('/api/auth/update-session')
        .set(owner.auth)
        .set('content-type', 'application/json')
        .expect(200);
    });

    it('lets a sign-out carry a body: a refused sign-out would leave the session alive', async () => {
      const user = await createUser(t);
      await t.http().post('/api/auth/signout').set(user.auth).send({ refreshToken: 'x' }).expect(204);
      await t.http().get('/api/auth/me').set(user.auth).expect(401);
    });
  });
});
