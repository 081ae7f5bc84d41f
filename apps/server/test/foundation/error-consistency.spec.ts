import type { TestUser } from '../support/users.js';
import { enable2fa, signUp } from '../auth/auth-test-kit.js';
import { errorShape, insertTask, startTasksWorld } from '../rest/rest-kit.js';
import type { TasksWorld } from '../rest/rest-kit.js';
import { createDashboard, createHub, createModule } from '../zones/zone-kit.js';

/**
 * The same mistake gets the same answer on every endpoint (API.md, "Errors"): one detail per
 * problem, worded alike wherever it is made. Each case here was answered differently by some
 * endpoint before.
 */
describe('one answer per mistake, worded alike across the API', () => {
  let w: TasksWorld;
  let admin: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    w = await startTasksWorld();
    admin = w.admin;
    const { t } = w;
    const zone = w.zoneC.id;
    ids.zone = zone;
    ids.hub = (await createHub(t, zone, admin)).id;
    ids.module = (await createModule(t, zone, ids.hub, admin)).id;
    ids.dashboard = (await createDashboard(t, zone, ids.hub, admin)).id;
    const route = await t
      .http()
      .post('/api/routes')
      .set(admin.auth)
      .send({ name: 'consistency', path: '/consistency', component_name: 'HealthPage' });
    expect(route.status).toBe(201);
    ids.route = route.body.id;
    const item = await t.http().post('/api/navigation').set(admin.auth).send({ title: 'Consistency' });
    expect(item.status).toBe(201);
    ids.navigation = item.body.id;
    ids.task = await insertTask(t, 'C-1', zone);
  }, 120_000);
  afterAll(() => w.t.close());

  describe('a PATCH whose body holds only an unknown key answers that key alone', () => {
    // The emptiness check ran on what parsed — nothing — and added "Nothing to update" (or "At
    // least one field must be provided") beside the unknown key: two details for one mistake.
    const cases: [string, string, () => string][] = [
      ['PATCH', 'users/:id', () => `/api/users/${w.alice.id}`],
      ['PATCH', 'routes/:id', () => `/api/routes/${ids.route}`],
      ['PATCH', 'navigation/:id', () => `/api/navigation/${ids.navigation}`],
      ['PATCH', 'roles/:name', () => '/api/roles/user'],
      ['PATCH', 'zones/:zoneId', () => `/api/zones/${ids.zone}`],
      ['PATCH', 'hubs/:hubId', () => `/api/zones/${ids.zone}/hubs/${ids.hub}`],
      ['PATCH', 'modules/:moduleId', () => `/api/zones/${ids.zone}/hubs/${ids.hub}/modules/${ids.module}`],
      [
        'PATCH',
        'dashboards/:dashboardId',
        () => `/api/zones/${ids.zone}/hubs/${ids.hub}/dashboards/${ids.dashboard}`,
      ],
      ['PATCH', 'rest/:c', () => `/api/rest/tasks?id=eq.${ids.task}`],
      ['PUT', 'rest/:c/update', () => `/api/rest/tasks/update?id=eq.${ids.task}`],
      ['PATCH', 'users/me/preferences', () => '/api/users/me/preferences'],
    ];
    it.each(cases)('%s %s', async (method, _label, path) => {
      const http = w.t.http();
      const res = await (method === 'PUT' ? http.put(path()) : http.patch(path()))
        .set(admin.auth)
        .send({ bogus_key: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      expect(res.body.details).toEqual([{ path: '', message: 'Unrecognized key: "bogus_key"' }]);
    });

    it('PUT /navigation/tree: an update entry holding only an unknown key besides its id', async () => {
      const res = await w.t
        .http()
        .put('/api/navigation/tree')
        .set(admin.auth)
        .send({ update: [{ id: ids.navigation, bogus_key: 1 }] });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'update.0', message: 'Unrecognized key: "bogus_key"' }]);
    });

    it('POST /auth/regenerate-recovery-codes with only a misspelt key: that key alone', async () => {
      const res = await w.t
        .http()
        .post('/api/auth/regenerate-recovery-codes')
        .set(w.alice.auth)
        .send({ pasword: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: '', message: 'Unrecognized key: "pasword"' }]);
    });

    it('an empty body is still refused, once, with its own words', async () => {
      const res = await w.t.http().patch(`/api/routes/${ids.route}`).set(admin.auth).send({});
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: '', message: 'At least one field must be provided' }]);
    });
  });

  describe('PATCH /users/me: a blank optional text is no text (null), as null is', () => {
    it('clears a name or an extra field sent blank, trims the others', async () => {
      const me = w.bob;
      const set = await w.t
        .http()
        .patch('/api/users/me')
        .set(me.auth)
        .send({ first_name: '  Bob ', last_name: 'Builder', nickname: 'bobby' });
      expect(set.status).toBe(200);
      expect(set.body.user.profile).toMatchObject({
        first_name: 'Bob',
        last_name: 'Builder',
        nickname: 'bobby',
      });

      const cleared = await w.t
        .http()
        .patch('/api/users/me')
        .set(me.auth)
        .send({ first_name: '   ', last_name: '', nickname: ' \t ' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.user.profile).toMatchObject({ first_name: null, last_name: null });
      expect(cleared.body.user.profile).not.toHaveProperty('nickname');

      const [row] = await w.t.dataSource.query(
        'SELECT first_name, last_name, extra FROM user_profiles WHERE id = $1',
        [me.id],
      );
      expect(row).toMatchObject({ first_name: null, last_name: null });
      expect(row.extra).not.toHaveProperty('nickname');
      const read = await w.t.http().get('/api/auth/me').set(me.auth);
      expect(read.body.user.profile).toMatchObject({ first_name: null, last_name: null });
    });

    it('a navigation item stores no label or description for a blank one, as zones and hubs store no description', async () => {
      const created = await w.t
        .http()
        .post('/api/navigation')
        .set(admin.auth)
        .send({ title: 'Blank texts', label: '  ', description: '' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ label: null, description: null });
      const changed = await w.t
        .http()
        .patch(`/api/navigation/${ids.navigation}`)
        .set(admin.auth)
        .send({ label: ' \t ', description: '   ' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ label: null, description: null });
      const hub = await w.t
        .http()
        .patch(`/api/zones/${ids.zone}/hubs/${ids.hub}`)
        .set(admin.auth)
        .send({ description: '   ' });
      expect(hub.body).toMatchObject({ description: null });
    });

    it('sign-up stores no name for a blank one', async () => {
      const res = await w.t
        .http()
        .post('/api/auth/signup')
        .send({
          email: `blank.${Date.now()}@example.com`,
          password: 'a long enough password',
          first_name: '  ',
          last_name: '',
        });
      expect(res.status).toBe(201);
      expect(res.body.user.profile).toMatchObject({ first_name: null, last_name: null });
    });
  });

  describe('paging parameters are worded alike on every list endpoint', () => {
    const lists: [string, string, number][] = [
      ['GET /users', '/api/users', 1],
      ['GET /schemas/:name/versions', '/api/schemas/tasks/versions', 1],
      ['GET /routes', '/api/routes', 0],
      ['GET /rest/:c', '/api/rest/tasks', 0],
    ];
    it.each(lists)('%s', async (_label, path, minLimit) => {
      const detail = async (query: string) => {
        const res = await w.t.http().get(`${path}?${query}`).set(admin.auth);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
        return res.body.details;
      };
      for (const bad of ['abc', '1.5', '1e3', '', '9999999999999999']) {
        expect(await detail(`limit=${bad}`)).toEqual([{ path: 'limit', message: 'Must be a whole number' }]);
        expect(await detail(`offset=${bad}`)).toEqual([
          { path: 'offset', message: 'Must be a whole number' },
        ]);
      }
      expect(await detail('limit=-1')).toEqual([{ path: 'limit', message: `Must be at least ${minLimit}` }]);
      expect(await detail('offset=-1')).toEqual([{ path: 'offset', message: 'Must be at least 0' }]);
      expect(await detail('limit=1&limit=2')).toEqual([
        { path: 'limit', message: 'Must be given only once' },
      ]);
      expect(await detail('offset=0&offset=0')).toEqual([
        { path: 'offset', message: 'Must be given only once' },
      ]);
    });

    it('the table API and /routes still name the parameter in their message', async () => {
      const res = await w.t.http().get('/api/rest/tasks?limit=abc').set(admin.auth);
      expect(res.body.message).toBe('Invalid limit: must be a whole number');
    });

    it.each([
      ['GET', '/api/zones?all=true&all=true', 'all'],
      ['GET', '/api/navigation?all=true&all=false', 'all'],
      ['GET', `/api/navigation/preview?role=user&role=admin`, 'role'],
      [
        'DELETE',
        '/api/navigation?id=00000000-0000-4000-8000-000000000000&id=00000000-0000-4000-8000-000000000000',
        'id',
      ],
    ])('%s %s: a parameter given twice is worded as every other', async (method, path, name) => {
      const http = w.t.http();
      const res = await (method === 'DELETE' ? http.delete(path) : http.get(path)).set(admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: name, message: 'Must be given only once' }]);
    });

    it('GET /navigation/preview?role= says the role is missing, once', async () => {
      const res = await w.t.http().get('/api/navigation/preview?role=').set(admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'role', message: 'Required role must not be empty' }]);
    });

    it('any other parameter given twice is worded the same', async () => {
      const res = await w.t.http().get('/api/users?role=user&role=admin').set(admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'role', message: 'Must be given only once' }]);
      const flag = await w.t.http().get('/api/users?is_disabled=true&is_disabled=false').set(admin.auth);
      expect(flag.body.details).toEqual([{ path: 'is_disabled', message: 'Must be given only once' }]);
    });
  });

  describe('numbers and booleans are refused in one wording, one detail each', () => {
    /** A JSON body written as text: `1e400` parses as Infinity, which JSON.stringify cannot send. */
    const raw = (method: 'post' | 'patch', path: string, json: string) =>
      w.t.http()[method](path).set(admin.auth).set('content-type', 'application/json').send(json);
    const details = async (res: { status: number; body: { details?: unknown } }) => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      return res.body.details;
    };
    const modulesPath = () => `/api/zones/${ids.zone}/hubs/${ids.hub}/modules`;

    // 1e300 got zod's "expected int" (or "Must be an integer") and "Too big" side by side; 1e400
    // (Infinity once parsed) "Invalid input: expected number, received Infinity", "Value must be
    // a number" or "Must be a number" depending on the endpoint.
    it.each([
      ['1e300', 'Must be at most 50'],
      ['-1e300', 'Must be at least 1'],
      ['1e400', 'Must be a whole number'],
      ['-1e400', 'Must be a whole number'],
      ['1.5', 'Must be a whole number'],
      ['"5"', 'Must be a whole number'],
    ])('POST /rpc/zone_modules limit %s', async (value, message) => {
      const res = await raw('post', '/api/rpc/zone_modules', `{"zone_id":"${ids.zone}","limit":${value}}`);
      expect(await details(res)).toEqual([{ path: 'limit', message }]);
    });

    it('POST /navigation: order_index 1e300, 1e400 and 1.5', async () => {
      const post = (value: string) =>
        raw('post', '/api/navigation', `{"title":"Numbers","order_index":${value}}`).then(details);
      expect(await post('1e300')).toEqual([{ path: 'order_index', message: 'Must be at most 2147483647' }]);
      expect(await post('-1e300')).toEqual([
        { path: 'order_index', message: 'Must be at least -2147483648' },
      ]);
      expect(await post('1e400')).toEqual([{ path: 'order_index', message: 'Must be a whole number' }]);
      expect(await post('1.5')).toEqual([{ path: 'order_index', message: 'Must be a whole number' }]);
    });

    it('a module setting: page_size 1e300 and 1e400', async () => {
      const post = (value: string) =>
        raw(
          'post',
          modulesPath(),
          `{"name":"Numbers","type":"collection","config":{"page_size":${value}}}`,
        ).then(details);
      expect(await post('1e300')).toEqual([{ path: 'config.page_size', message: 'Must be at most 1000' }]);
      expect(await post('1e400')).toEqual([{ path: 'config.page_size', message: 'Must be a whole number' }]);
    });

    it('a dashboard stat value of 1e400 is "Must be a number", as a row\'s number is', async () => {
      const res = await raw(
        'patch',
        `/api/zones/${ids.zone}/hubs/${ids.hub}/dashboards/${ids.dashboard}`,
        `{"layout":[{"id":"w1","type":"stat","x":0,"y":0,"w":2,"h":2,"config":{"value":1e400}}]}`,
      );
      expect(await details(res)).toEqual([{ path: 'layout.0.config.value', message: 'Must be a number' }]);
    });

    it('a row of the table API: an integer field 1e300, 1e400, 1.5; a number field 1e400', async () => {
      const post = (row: string) => raw('post', '/api/rest/tasks', row).then(details);
      const one = (field: string, message: string) => [
        { path: expect.stringMatching(new RegExp(`(^|\\.)${field}$`)), message },
      ];
      expect(await post(`{"title":"n","zone_id":"${ids.zone}","priority":1e300}`)).toEqual(
        one('priority', 'Must fit a 32-bit integer'),
      );
      expect(await post(`{"title":"n","zone_id":"${ids.zone}","priority":1e400}`)).toEqual(
        one('priority', 'Must be a whole number'),
      );
      expect(await post(`{"title":"n","zone_id":"${ids.zone}","priority":1.5}`)).toEqual(
        one('priority', 'Must be a whole number'),
      );
      expect(await post(`{"title":"n","zone_id":"${ids.zone}","score":1e400}`)).toEqual(
        one('score', 'Must be a number'),
      );
    });

    it('a collection schema: a length of 1e300 is one detail', async () => {
      const res = await w.t
        .http()
        .post('/api/schemas')
        .set(admin.auth)
        .send({
          name: 'huge_lengths',
          label: 'Huge',
          fields: [{ name: 'title', type: 'string', max: 1e300 }],
          permissions: { admin: ['read'] },
        });
      const got = await details(res);
      expect(got).toEqual([
        { path: 'fields.0.max', message: expect.stringMatching(/^Must be at most \d+$/) },
      ]);
    });

    // /users said 'Must be true or false'; routes, RPC and the zone endpoints zod's "Invalid
    // input: expected boolean, received string".
    it.each([
      [
        'POST /routes',
        'post',
        (): string => '/api/routes',
        { name: 'flags', path: '/flags', component_name: 'HealthPage', is_public: 'yes' },
        'is_public',
      ],
      ['PATCH /routes/:id', 'patch', () => `/api/routes/${ids.route}`, { is_active: 1 }, 'is_active'],
      [
        'POST /rpc/user_zones',
        'post',
        (): string => '/api/rpc/user_zones',
        { include_archived: 'true' },
        'include_archived',
      ],
      [
        'POST /rpc/zone_hubs',
        'post',
        (): string => '/api/rpc/zone_hubs',
        {
          // Read when the case runs: the zone is made in beforeAll.
          get zone_id() {
            return ids.zone;
          },
          include_inactive: 0,
        },
        'include_inactive',
      ],
      ['PATCH /zones/:id', 'patch', () => `/api/zones/${ids.zone}`, { is_active: 'no' }, 'is_active'],
      [
        'PATCH /hubs/:id',
        'patch',
        () => `/api/zones/${ids.zone}/hubs/${ids.hub}`,
        { is_active: null },
        'is_active',
      ],
      [
        'PATCH /navigation/:id',
        'patch',
        () => `/api/navigation/${ids.navigation}`,
        { is_visible: 'false' },
        'is_visible',
      ],
    ] as const)('%s: a non-boolean is "Must be true or false"', async (_label, method, path, body, field) => {
      const res = await w.t.http()[method](path()).set(admin.auth).send(body);
      expect(await details(res)).toEqual([{ path: field, message: 'Must be true or false' }]);
    });
  });

  describe('the zone endpoints name the call in their message, as the others do', () => {
    it.each([
      ['POST /zones', () => '/api/zones', 'Invalid zone'],
      ['POST /hubs', () => `/api/zones/${ids.zone}/hubs`, 'Invalid hub'],
      ['POST /modules', () => `/api/zones/${ids.zone}/hubs/${ids.hub}/modules`, 'Invalid module'],
      ['POST /dashboards', () => `/api/zones/${ids.zone}/hubs/${ids.hub}/dashboards`, 'Invalid dashboard'],
      ['POST /members', () => `/api/zones/${ids.zone}/members`, 'Invalid member'],
      ['POST /invitations', () => `/api/zones/${ids.zone}/invitations`, 'Invalid invitation'],
    ])('%s', async (_label, path, message) => {
      const res = await w.t.http().post(path()).set(admin.auth).send({ bogus_key: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED', message });
    });

    it.each([
      ['hubs', () => `/api/zones/${ids.zone}/hubs/order`],
      ['modules', () => `/api/zones/${ids.zone}/hubs/${ids.hub}/modules/order`],
      ['dashboards', () => `/api/zones/${ids.zone}/hubs/${ids.hub}/dashboards/order`],
    ])('reordering %s', async (_label, path) => {
      const res = await w.t.http().put(path()).set(admin.auth).send({ ids: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid reorder' });
    });
  });

  it('a field declared twice names the first with a dotted path, as every other path', async () => {
    const res = await w.t
      .http()
      .post('/api/schemas')
      .set(admin.auth)
      .send({
        name: 'twice_declared',
        label: 'Twice',
        fields: [
          { name: 'title', type: 'string' },
          { name: 'title', type: 'text' },
        ],
        permissions: { admin: ['read'] },
      });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      path: 'fields.1.name',
      message: 'Field "title" is declared twice (also fields.0)',
    });
  });

  describe('POST /auth/disable-2fa asks only what the account lacks', () => {
    it('2FA off: a blank password is that alone (no code is asked of it), then "not on"', async () => {
      const res = await w.t.http().post('/api/auth/disable-2fa').set(w.alice.auth).send({ password: '' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'password', message: 'Password is required' }]);
      const notOn = await w.t.http().post('/api/auth/disable-2fa').set(w.alice.auth).send({ password: 'x' });
      expect(notOn.status).toBe(400);
      expect(notOn.body).toMatchObject({ code: '2FA_DISABLE_FAILED' });
      expect(notOn.body.details).toEqual([{ path: '', message: 'Two-factor authentication is not on' }]);
    });

    it('2FA on: a missing code is still asked for, beside a blank password', async () => {
      const u = await signUp(w.t);
      await enable2fa(w.t, u.tokens.accessToken);
      const res = await w.t
        .http()
        .post('/api/auth/disable-2fa')
        .set('authorization', `Bearer ${u.tokens.accessToken}`)
        .send({ password: '' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['password', 'totpCode']);
    });
  });
});
