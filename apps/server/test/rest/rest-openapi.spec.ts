import type { TestApp } from '../support/test-app';
import { createUser, startAppForUsers } from '../support/users';
import type { TestUser } from '../support/users';
import { TASKS } from './rest-kit';

/**
 * The OpenAPI document carries one set of table API paths per collection, derived from the
 * collection, and one path per RPC function; it follows the catalog while the server runs.
 */
describe('OpenAPI entries of the table API', () => {
  let t: TestApp;
  let admin: TestUser;
  const doc = async () => (await t.http().get('/api/docs/json').expect(200)).body;

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
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
        'Prefer',
        'name',
        'is_active',
      ]),
    );
    const row = get.responses['200'].content['application/json'].schema.items;
    expect(row.properties.is_active).toMatchObject({ type: 'boolean' });
    expect(row.properties.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(row.properties.component_path).toMatchObject({ type: 'string', nullable: true });
  });

  it('states the grammar of select and order as patterns over the collection’s names', async () => {
    const { paths } = await doc();
    const params = paths['/api/rest/hubs'].get.parameters as Array<{
      name: string;
      schema: { pattern?: string };
    }>;
    const pattern = (name: string) => new RegExp(params.find((p) => p.name === name)!.schema.pattern!, 'u');
    for (const ok of ['id', '*', 'id,name,zone(name)', 'zone_id(*)', 'zones(name,icon),order_index']) {
      expect(pattern('select').test(ok)).toBe(true);
    }
    for (const bad of ['nope', 'id::text', 'zone(zone(name))', 'modules(name)', 'id;drop', '']) {
      expect(pattern('select').test(bad)).toBe(false);
    }
    expect(pattern('order').test('order_index.desc.nullslast,name')).toBe(true);
    expect(pattern('order').test('name.up')).toBe(false);
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
  });

  it('follows the catalog: a registered collection appears, changes and disappears', async () => {
    expect((await doc()).paths['/api/rest/tasks']).toBeUndefined();
    await t.http().post('/api/schemas').set(admin.auth).send(TASKS).expect(201);
    let paths = (await doc()).paths;
    expect(Object.keys(paths['/api/rest/tasks']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    const body = paths['/api/rest/tasks'].post.requestBody.content['application/json'].schema.oneOf[0];
    expect(body).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['title', 'zone_id'],
    });
    expect(body.properties.status).toMatchObject({ type: 'string', enum: ['open', 'done'] });
    expect(body.properties.priority).toMatchObject({ type: 'integer' });
    expect(body.properties).not.toHaveProperty('id');
    expect(body.properties).not.toHaveProperty('created_by');

    const next = { ...TASKS, fields: [...TASKS.fields, { name: 'estimate', type: 'number' }] };
    await t.http().patch('/api/schemas/tasks').set(admin.auth).send(next).expect(200);
    paths = (await doc()).paths;
    expect(paths['/api/rest/tasks'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'estimate',
    );
    const ui = await t.http().get('/api/docs/swagger-ui-init.js').expect(200);
    expect(ui.text).toContain('estimate');

    await t.http().delete('/api/schemas/tasks?confirm=destructive').set(admin.auth).expect(200);
    expect((await doc()).paths['/api/rest/tasks']).toBeUndefined();
  });
});
