import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { inlineRestRefs, registerCollection, TASKS } from './rest-kit.js';

/**
 * The OpenAPI document carries one set of table API paths per collection the caller may read,
 * derived from the collection and the caller's grant, and one path per RPC function; it follows
 * the catalog while the server runs.
 */
describe('OpenAPI entries of the table API', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const docAs = async (user: TestUser | null) => {
    const req = t.http().get('/api/docs/json');
    return inlineRestRefs((await (user ? req.set(user.auth) : req).expect(200)).body);
  };
  const doc = () => docAs(admin);

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
  }, 120_000);

  afterAll(() => t?.close());

  it('documents each built-in collection with the operations the table API serves', async () => {
    const { paths } = await doc();
    expect(Object.keys(paths['/api/rest/routes']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    expect(paths['/api/rest/routes/update']).toHaveProperty('put');
    expect(paths['/api/rest/routes/delete']).toHaveProperty('delete');
    expect(Object.keys(paths['/api/rest/user_profiles']).sort()).toEqual(['get', 'patch']);
    expect(paths['/api/rest/user_profiles/update']).toHaveProperty('put');
    expect(paths['/api/rest/user_profiles/delete']).toBeUndefined();
    for (const name of ['zones', 'zone_members', 'hubs', 'modules', 'dashboards', 'users']) {
      expect(Object.keys(paths[`/api/rest/${name}`])).toEqual(['get']);
    }
    // No generic /api/rest/{collection}: concrete paths only.
    expect(Object.keys(paths).filter((p) => p.includes('{collection}') || p.includes('/rpc/{name}'))).toEqual(
      [],
    );

    const get = paths['/api/rest/routes'].get;
    const names = get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'select',
        'order',
        'limit',
        'offset',
        'or',
        'and',
        'not.or',
        'not.and',
        'Prefer',
        'filters',
      ]),
    );
    // The filters: each column a query parameter of its own (an object exploded in form style).
    const filters = get.parameters.find((p: { name: string }) => p.name === 'filters');
    expect(filters).toMatchObject({ in: 'query', style: 'form', explode: true });
    expect(Object.keys(filters.schema.properties)).toEqual(expect.arrayContaining(['name', 'is_active']));
    // Each column's filter names the operators its type takes.
    const help = (name: string) => filters.schema.properties[name].description as string;
    expect(help('name')).toContain('like ilike');
    expect(help('id')).not.toContain('like');
    expect(help('is_active')).toContain('is.null|true|false');
    expect(help('created_at')).toContain('YYYY-MM-DD');
    const row = get.responses['200'].content['application/json'].schema.items;
    expect(row.properties.is_active).toMatchObject({ type: 'boolean' });
    expect(row.properties.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(row.properties.component_path).toMatchObject({ type: ['string', 'null'] });
  });

  it('states the grammar of select and order as patterns, the columns being the row’s', async () => {
    const { paths } = await doc();
    const params = paths['/api/rest/hubs'].get.parameters as Array<{
      name: string;
      schema: { pattern?: string };
    }>;
    const pattern = (name: string) => new RegExp(params.find((p) => p.name === name)!.schema.pattern!, 'u');
    for (const ok of ['id', '*', 'id,name,zone(name)', 'zone_id(*)', 'zones(name,icon),order_index']) {
      expect(pattern('select').test(ok)).toBe(true);
    }
    for (const bad of ['id::text', 'zone(zone(name))', 'zone()', 'id;drop', '', ',id', 'id,', 'id,,name']) {
      expect(pattern('select').test(bad)).toBe(false);
    }
    expect(pattern('order').test('order_index.desc.nullslast,name')).toBe(true);
    expect(pattern('order').test('name.up')).toBe(false);
    expect(pattern('order').test(',name')).toBe(false);
    // The grammar is every collection's; the names are the row's (a column, a relation's embed),
    // and the API refuses any other, naming it.
    const row = paths['/api/rest/hubs'].get.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(row.properties)).toEqual(expect.arrayContaining(['name', 'zone_id', 'order_index']));
    for (const [query, named] of [
      ['select=nope', 'nope'],
      ['select=id,modules(name)', 'modules'],
      ['order=nope.desc', 'nope'],
    ]) {
      const res = await t.http().get(`/api/rest/hubs?${query}`).set(admin.auth).expect(400);
      expect({ query, message: res.body.message }).toEqual({
        query,
        message: expect.stringContaining(named),
      });
    }
  });

  it('never names internal columns', async () => {
    const { paths } = await doc();
    const users = JSON.stringify(paths['/api/rest/users']);
    expect(users).not.toMatch(/password_hash|mfa_secret|mfa_pending_secret|mfa_last_time_step/);
    expect(users).toContain('"email"');
  });

  it('documents the RPC functions with their bodies', async () => {
    const { paths } = await doc();
    expect(paths['/api/rpc/zone_hubs'].post.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['zone_id'],
      properties: { zone_id: { type: 'string' } },
    });
    expect(paths['/api/rpc/user_zones']).toHaveProperty('post');
    expect(paths['/api/rpc/check_permission']).toHaveProperty('post');
    // Where postgrest-js calls them (`<base>/rpc/<name>` for a client made for /api/rest): the value, not {data}.
    expect(
      paths['/api/rest/rpc/zone_hubs'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      required: ['zone_id'],
    });
    expect(
      paths['/api/rest/rpc/user_zones'].post.responses['200'].content['application/json'].schema,
    ).not.toHaveProperty(['properties', 'data']);
  });

  it('names only what the caller may read: nothing anonymously, a member’s grants, every collection for admins', async () => {
    await t
      .http()
      .post('/api/schemas')
      .set(admin.auth)
      .send({
        name: 'hr_salaries',
        label: 'Salary',
        fields: [
          { name: 'employee_ssn', type: 'string' },
          { name: 'salary_eur', type: 'number' },
        ],
      })
      .expect(201);
    const anonymous = await t.http().get('/api/docs/json').expect(200);
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');
    expect(anonymous.headers.vary).toMatch(/authorization/i);
    const text = JSON.stringify(anonymous.body);
    expect(text).not.toMatch(/hr_salaries|employee_ssn|salary_eur/);
    // No collection; the functions' PostgREST paths (/api/rest/rpc/<name>) are listed as /api/rpc's are.
    expect(
      Object.keys(anonymous.body.paths).filter(
        (p) => p.startsWith('/api/rest/') && !p.startsWith('/api/rest/rpc/'),
      ),
    ).toEqual([]);
    expect(anonymous.body.paths).toHaveProperty(['/api/auth/signin']);
    const ui = await t.http().get('/api/docs/swagger-ui-init.js').expect(200);
    expect(ui.text).not.toContain('hr_salaries');

    const mine = await docAs(member);
    expect(JSON.stringify(mine)).not.toMatch(/hr_salaries|employee_ssn/);
    // Members read routes, and write none: the read alone, with the columns they may read.
    expect(Object.keys(mine.paths['/api/rest/routes'])).toEqual(['get']);
    expect(mine.paths['/api/rest/routes/update']).toBeUndefined();
    const users = JSON.stringify(mine.paths['/api/rest/users']);
    expect(users).toContain('"email"');
    expect(users).not.toMatch(/is_disabled|password_changed_at/);
    // Nor do the table API's components (rows, bodies, filters) of any collection.
    const restComponents = Object.values(mine.components as Record<string, Record<string, unknown>>).flatMap(
      (kind) => Object.entries(kind).filter(([name]) => name.startsWith('rest.')),
    );
    expect(JSON.stringify(restComponents)).toContain('"email"');
    expect(JSON.stringify(restComponents)).not.toMatch(/is_disabled|password_changed_at|employee_ssn/);

    const all = await doc();
    expect(Object.keys(all.paths['/api/rest/hr_salaries']).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'post',
    ]);
    expect(JSON.stringify(all.paths['/api/rest/users'])).toContain('is_disabled');
    await t.http().delete('/api/schemas/hr_salaries?confirm=destructive').set(admin.auth).expect(200);
  });

  it('follows the catalog: a registered collection appears, changes and disappears', async () => {
    expect((await doc()).paths['/api/rest/tasks']).toBeUndefined();
    await registerCollection(t, admin, TASKS);
    let paths = (await doc()).paths;
    expect(Object.keys(paths['/api/rest/tasks']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    const body = paths['/api/rest/tasks'].post.requestBody.content['application/json'].schema.oneOf[0];
    // The fields, and unknown keys refused (unevaluatedProperties: the fields it refers to count).
    expect(body).toMatchObject({
      type: 'object',
      unevaluatedProperties: false,
      required: ['title', 'zone_id'],
    });
    // Defaults as the table fills them in, so a generated client knows what it may leave out.
    expect(body.properties.status).toMatchObject({ type: 'string', enum: ['open', 'done'], default: 'open' });
    expect(body.properties.done).toMatchObject({ type: 'boolean', default: false });
    expect(body.properties.priority).toMatchObject({ type: ['integer', 'null'] }); // optional: NULL when left out
    expect(body.properties).not.toHaveProperty('id');
    expect(body.properties).not.toHaveProperty('created_by');
    // PATCH / PUT …/update: one object, or an array of rows each found by its key.
    const update = paths['/api/rest/tasks'].patch.requestBody.content['application/json'].schema;
    expect(paths['/api/rest/tasks/update'].put.requestBody.content['application/json'].schema).toEqual(
      update,
    );
    expect(update.oneOf[0]).toMatchObject({ type: 'object', unevaluatedProperties: false, minProperties: 1 });
    expect(update.oneOf[0].properties).not.toHaveProperty('id');
    expect(update.oneOf[1]).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        type: 'object',
        unevaluatedProperties: false,
        required: ['id'],
        minProperties: 2,
        properties: { id: { type: 'string', format: 'uuid' }, priority: { type: ['integer', 'null'] } },
      },
    });
    expect(update.oneOf[1].items.properties).not.toHaveProperty('created_by');
    // Built-in collections are written one object at a time (through their services).
    expect(paths['/api/rest/routes'].patch.requestBody.content['application/json'].schema).not.toHaveProperty(
      'oneOf',
    );

    const next = {
      ...TASKS,
      fields: [
        ...TASKS.fields,
        { name: 'estimate', type: 'number' },
        { name: 'ticket', type: 'string', pattern: '^TK-[0-9]{1,5}$' },
      ],
    };
    await t.http().patch('/api/schemas/tasks').set(admin.auth).send(next).expect(200);
    paths = (await doc()).paths;
    // The pattern the API checks, so a generated client refuses what the server would.
    expect(
      paths['/api/rest/tasks'].post.requestBody.content['application/json'].schema.oneOf[0].properties.ticket,
    ).toMatchObject({ type: ['string', 'null'], pattern: '^TK-[0-9]{1,5}$' });
    const filters = paths['/api/rest/tasks'].get.parameters.find(
      (p: { name: string }) => p.name === 'filters',
    );
    expect(filters.schema.properties).toHaveProperty('estimate');
    // Swagger UI's script loads the same document: it names its URL and carries none itself.
    const ui = await t.http().get('/api/docs/swagger-ui-init.js').set(admin.auth).expect(200);
    expect(ui.text).toContain('"swaggerUrl": "/api/docs/json"');
    expect(ui.text).not.toContain('estimate');

    await t.http().delete('/api/schemas/tasks?confirm=destructive').set(admin.auth).expect(200);
    expect((await doc()).paths['/api/rest/tasks']).toBeUndefined();
  });
});
