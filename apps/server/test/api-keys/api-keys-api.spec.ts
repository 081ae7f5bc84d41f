import { apiKeySchema, createdApiKeySchema } from '@atrium/schema';
import type { ApiKey, CreatedApiKey } from '@atrium/schema';
import { schemaOf } from '../collections/schema-kit.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * /api/api-keys and authentication with a key, on a real server and database (PGlite, or
 * PostgreSQL with DATABASE_URL): the key is shown once and stored hashed, acts as its creator with
 * its own role, cannot do account actions, is refused at once when revoked or expired, and failed
 * attempts are limited per client IP.
 */

const KEY_FAILURES = 20;
let t: TestApp;
let admin: TestUser;
let member: TestUser;
const collection = `keys_${Date.now().toString(36)}`;

const create = (body: Record<string, unknown>, by: Record<string, string> = admin.auth) =>
  t.http().post('/api/api-keys').set(by).send(body);
const newKey = async (body: Record<string, unknown>): Promise<CreatedApiKey> => {
  const res = await create(body);
  expect(res.status).toBe(201);
  return res.body as CreatedApiKey;
};
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  t = await startAppForUsers({ RATE_LIMIT_API_KEY_FAILURES: String(KEY_FAILURES) });
  admin = await createUser(t, { platformRole: 'admin', prefix: 'keys-admin' });
  member = await createUser(t, { prefix: 'keys-member' });
  const schema = await t
    .http()
    .post('/api/schemas')
    .set(admin.auth)
    .send({
      ...schemaOf(collection, [{ name: 'title', type: 'string' }]),
      permissions: { user: ['read'] },
    });
  expect(schema.body).toMatchObject({ name: collection });
  await t.http().post(`/api/rest/${collection}`).set(admin.auth).send({ title: 'first' }).expect(201);
}, 120_000);
afterAll(() => t.close());

describe('the admin endpoints', () => {
  it('shows the key once at creation, stores only its hash, and never lists it', async () => {
    const created = await newKey({ name: 'Nightly export', role: 'user' });
    expect(createdApiKeySchema.parse(created)).toBeTruthy();
    expect(created.key).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Nightly export', role: 'user', expires_at: null });

    const stored = (await t.dataSource.query('SELECT * FROM api_keys WHERE id = $1', [created.id])) as Record<
      string,
      unknown
    >[];
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored[0].key_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = (await t.http().get('/api/api-keys').set(admin.auth).expect(200)).body as ApiKey[];
    const listed = list.find((k) => k.id === created.id)!;
    expect(apiKeySchema.parse(listed)).toBeTruthy();
    expect(listed).toMatchObject({
      prefix: created.prefix,
      created_by: { id: admin.id, email: admin.email },
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(JSON.stringify(list)).not.toContain(String(stored[0].key_hash));

    const one = await t.http().get(`/api/api-keys/${created.id}`).set(admin.auth).expect(200);
    expect(one.body).toEqual(listed);
    expect(JSON.stringify(one.body)).not.toContain(created.key);
  });

  it('renames a key (name only)', async () => {
    const created = await newKey({ name: 'Old name', role: 'user' });
    const res = await t
      .http()
      .patch(`/api/api-keys/${created.id}`)
      .set(admin.auth)
      .send({ name: 'New name' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'New name', role: 'user' });
    await t.http().patch(`/api/api-keys/${created.id}`).set(admin.auth).send({ role: 'admin' }).expect(400);
  });

  it.each([
    ['no name', { role: 'user' }],
    ['an empty name', { name: '  ', role: 'user' }],
    ['a name of 101 characters', { name: 'x'.repeat(101), role: 'user' }],
    ['an unknown field', { name: 'k', role: 'user', key: 'atr_mine' }],
    ['an expiry in the past', { name: 'k', role: 'user', expires_at: '2020-01-01T00:00:00Z' }],
    ['an expiry that is no date', { name: 'k', role: 'user', expires_at: 'tomorrow' }],
    ['an unknown role', { name: 'k', role: 'no_such_role' }],
    ['a role that is no role name', { name: 'k', role: 'Admin!' }],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a role above the creator (an admin cannot make a platform_owner key)', async () => {
    const res = await create({ name: 'k', role: 'platform_owner' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('A key cannot have a role above your own');
  });

  it('is for platform admins only: members 403, anonymous 401', async () => {
    await t.http().get('/api/api-keys').set(member.auth).expect(403);
    await create({ name: 'k', role: 'user' }, member.auth).expect(403);
    await t.http().get('/api/api-keys').expect(401);
    await t.http().delete('/api/api-keys/00000000-0000-4000-8000-000000000000').set(admin.auth).expect(404);
    await t.http().get('/api/api-keys/not-a-uuid').set(admin.auth).expect(400);
  });
});

describe('paging the list', () => {
  const list = (query = '', headers: Record<string, string> = {}) =>
    t
      .http()
      .get(`/api/api-keys${query}`)
      .set({ ...admin.auth, ...headers });
  const ids = (res: { body: unknown }) => (res.body as ApiKey[]).map((k) => k.id);

  it('pages newest first, ties by id, with the total on Prefer: count=exact', async () => {
    // Three keys made at one instant in the future (the newest), so their order is by id alone.
    const tied: string[] = [];
    for (const name of ['Tie a', 'Tie b', 'Tie c']) tied.push((await newKey({ name, role: 'user' })).id);
    await t.dataSource.query(
      `UPDATE api_keys SET created_at = now() + interval '1 day' WHERE id = ANY($1::uuid[])`,
      [tied],
    );
    const byId = [...tied].sort();
    const [{ n }] = (await t.dataSource.query('SELECT count(*)::int AS n FROM api_keys')) as { n: number }[];
    const total = Number(n);
    expect(total).toBeGreaterThan(4);

    const first = await list('?limit=2', { prefer: 'count=exact' }).expect(200);
    expect(ids(first)).toEqual(byId.slice(0, 2));
    expect(first.headers['content-range']).toBe(`0-1/${total}`);
    const second = await list('?limit=2&offset=2', { prefer: 'count=exact' }).expect(200);
    expect(ids(second)[0]).toBe(byId[2]);
    expect(second.headers['content-range']).toBe(`2-3/${total}`);
    // Without Prefer the total is not counted.
    expect((await list('?limit=2')).headers['content-range']).toBe('0-1/*');

    // The pages, read one after another, are the whole list in its order.
    const everyKey = await list('?limit=1000').expect(200);
    expect(ids(everyKey)).toHaveLength(total);
    const pages: string[] = [];
    for (let offset = 0; offset < total; offset += 3)
      pages.push(...ids(await list(`?limit=3&offset=${offset}`)));
    expect(pages).toEqual(ids(everyKey));
    const times = (everyKey.body as ApiKey[]).map((k) => Date.parse(k.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const past = await list(`?offset=${total}`, { prefer: 'count=exact' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`*/${total}`);
  });

  it('answers 100 keys unless told otherwise', async () => {
    const [{ n }] = (await t.dataSource.query('SELECT count(*)::int AS n FROM api_keys')) as { n: number }[];
    for (let i = Number(n); i < 101; i++) await newKey({ name: `Filler ${i}`, role: 'user' });
    expect((await list().expect(200)).body).toHaveLength(100);
    expect((await list('?limit=101').expect(200)).body).toHaveLength(101);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit', 'Must be at least 1'],
    ['limit 1001', '?limit=1001', 'limit', 'Must be at most 1000'],
    ['a limit that is no number', '?limit=ten', 'limit', 'Must be a whole number'],
    ['a fractional limit', '?limit=1.5', 'limit', 'Must be a whole number'],
    ['a negative offset', '?offset=-1', 'offset', 'Must be at least 0'],
    ['an offset past 100,000', '?offset=100001', 'offset', 'Must be at most 100000'],
    ['a limit given twice', '?limit=1&limit=2', 'limit', 'Must be given only once'],
    ['an unknown parameter', '?order=name.asc', 'order', 'Unrecognized key: "order"'],
  ])('refuses %s with 400 naming the parameter', async (_what, query, path, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Invalid API key query',
      details: [{ path, message }],
    });
    expect(typeof res.body.timestamp).toBe('string');
  });
});

describe('authenticating with a key', () => {
  it('reads the table API as its role would, both headers', async () => {
    const { key } = await newKey({ name: 'Reader', role: 'user' });
    const viaBearer = await t.http().get(`/api/rest/${collection}`).set(bearer(key));
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual([expect.objectContaining({ title: 'first' })]);
    const viaHeader = await t.http().get(`/api/rest/${collection}`).set('x-api-key', key);
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toEqual(viaBearer.body);
    // The user role may read, not write, and is no admin.
    await t.http().post(`/api/rest/${collection}`).set(bearer(key)).send({ title: 'no' }).expect(403);
    await t.http().get('/api/audit').set(bearer(key)).expect(403);
    await t.http().get('/api/schemas').set(bearer(key)).expect(200);
  });

  it('serves many concurrent requests with a right key: only failures count against the limit', async () => {
    const { key } = await newKey({ name: 'Busy script', role: 'user' });
    const statuses = await Promise.all(
      Array.from({ length: KEY_FAILURES + 10 }, async () => {
        const res = await t.http().get(`/api/rest/${collection}`).set(bearer(key));
        return res.status;
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('acts as an admin with an admin key, for what is not account or key administration', async () => {
    const { key } = await newKey({ name: 'Admin script', role: 'admin' });
    await t.http().post(`/api/rest/${collection}`).set(bearer(key)).send({ title: 'by key' }).expect(201);
    await t.http().get('/api/audit').set(bearer(key)).expect(200);
  });

  it.each([
    ['create a key', 'post', '/api/api-keys', { name: 'k', role: 'user' }],
    ['list keys', 'get', '/api/api-keys', undefined],
    [
      'change the password',
      'post',
      '/api/auth/change-password',
      { currentPassword: 'x', newPassword: 'y'.repeat(12) },
    ],
    ['set 2FA up', 'post', '/api/auth/setup-2fa', undefined],
    ['enable 2FA', 'post', '/api/auth/enable-2fa', { totpCode: '123456' }],
    ['list sessions', 'get', '/api/auth/sessions', undefined],
    ['sign out', 'post', '/api/auth/signout', undefined],
    ['sign out everywhere', 'post', '/api/auth/signout-all', undefined],
    ['read its profile', 'get', '/api/auth/me', undefined],
    ['change the profile', 'patch', '/api/users/me', { first_name: 'Key' }],
    ['list users', 'get', '/api/users', undefined],
    ['add a role', 'post', '/api/roles', { name: 'by_key', label: 'By key' }],
  ] as const)('cannot %s (403, even with an admin role)', async (_what, method, path, body) => {
    const { key } = await newKey({ name: 'Escalation probe', role: 'admin' });
    const req = t.http()[method](path).set(bearer(key));
    const res = await (body ? req.send(body) : req);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'API keys cannot do this: account actions, API keys, users and roles need a person signed in',
    );
  });

  it('the API document lists that 403 on the operations a key may not use, not on the public ones', async () => {
    const doc = await t.http().get('/api/docs/json').set(admin.auth).expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const statuses = (method: string, path: string) => Object.keys(paths[path][method].responses);
    for (const [method, path] of [
      ['post', '/api/api-keys'],
      ['get', '/api/api-keys'],
      ['post', '/api/auth/change-password'],
      ['post', '/api/auth/setup-2fa'],
      ['get', '/api/auth/sessions'],
      ['post', '/api/auth/signout-all'],
      ['get', '/api/auth/me'],
      ['patch', '/api/users/me'],
      ['get', '/api/users/me/preferences'],
      ['get', '/api/invitations'],
      ['get', '/api/users'],
      ['post', '/api/roles'],
    ]) {
      expect({ method, path, statuses: statuses(method, path) }).toEqual({
        method,
        path,
        statuses: expect.arrayContaining(['403']),
      });
    }
    // Sign-in and sign-up are public: no key reaches them as a key, so they never answer this 403.
    for (const path of ['/api/auth/signin', '/api/auth/signup', '/api/auth/forgot-password']) {
      expect({ path, statuses: statuses('post', path) }).toEqual({
        path,
        statuses: expect.not.arrayContaining(['403']),
      });
    }
  });

  it('is refused (401) at once once revoked', async () => {
    const created = await newKey({ name: 'Soon revoked', role: 'user' });
    await t.http().get(`/api/rest/${collection}`).set(bearer(created.key)).expect(200);
    await t.http().delete(`/api/api-keys/${created.id}`).set(admin.auth).expect(204);
    const res = await t.http().get(`/api/rest/${collection}`).set(bearer(created.key));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    const listed = (await t.http().get(`/api/api-keys/${created.id}`).set(admin.auth)).body as ApiKey;
    expect(listed.revoked_at).not.toBeNull();
  });

  it('is refused (401) once expired', async () => {
    const created = await newKey({
      name: 'Short lived',
      role: 'user',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.http().get(`/api/rest/${collection}`).set(bearer(created.key)).expect(200);
    await t.dataSource.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      created.id,
    ]);
    await t.http().get(`/api/rest/${collection}`).set(bearer(created.key)).expect(401);
  });

  it('stops when its creator may no longer grant its role', async () => {
    const creator = await createUser(t, { platformRole: 'admin', prefix: 'keys-demoted' });
    const res = await create({ name: 'Demoted', role: 'user' }, creator.auth);
    const key = (res.body as CreatedApiKey).key;
    await t.http().get(`/api/rest/${collection}`).set(bearer(key)).expect(200);
    await t.http().patch(`/api/users/${creator.id}`).set(admin.auth).send({ role: 'user' }).expect(200);
    await t.http().get(`/api/rest/${collection}`).set(bearer(key)).expect(401);
  });

  it('records last use', async () => {
    const created = await newKey({ name: 'Used', role: 'user' });
    await t.http().get(`/api/rest/${collection}`).set(bearer(created.key)).expect(200);
    // Written after the answer (fire and forget): read until it shows, for at most 2 s.
    let lastUsed: string | null = null;
    for (let i = 0; i < 40 && lastUsed === null; i++) {
      lastUsed = ((await t.http().get(`/api/api-keys/${created.id}`).set(admin.auth)).body as ApiKey)
        .last_used_at;
      if (lastUsed === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lastUsed).not.toBeNull();
  });
});

describe('failed keys', () => {
  it.each([
    ['a bare prefix', 'atr_'],
    ['a short key', 'atr_abc'],
    ['a key one character long', `atr_${'A'.repeat(44)}`],
    ['a well-formed unknown key', `atr_${'A'.repeat(43)}`],
  ])('%s is 401, never 500', async (_what, key) => {
    const res = await t.http().get(`/api/rest/${collection}`).set(bearer(key));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['characters a bearer token cannot hold', { authorization: 'Bearer atr_$$$$' }],
    ['an X-API-Key of spaces and text', { 'x-api-key': '  atr_ with spaces  ' }],
    ['an X-API-Key that is a JWT-like string', { 'x-api-key': 'eyJhbGciOiJIUzI1NiJ9.e30.x' }],
  ])('%s is 401, never 500', async (_what, headers) => {
    const res = await t.http().get(`/api/rest/${collection}`).set(headers);
    expect(res.status).toBe(401);
  });

  it('are limited per client: past the budget, 429 with Retry-After, even before a right key', async () => {
    const { key } = await newKey({ name: 'Limited', role: 'user' });
    // Every request here comes from one client IP, so the failures above count too: fail until
    // refused, at most the whole budget.
    let status = 401;
    for (let i = 0; i <= KEY_FAILURES && status === 401; i++) {
      status = (
        await t
          .http()
          .get(`/api/rest/${collection}`)
          .set(bearer(`atr_${'B'.repeat(43)}`))
      ).status;
    }
    expect(status).toBe(429);
    const refused = await t.http().get(`/api/rest/${collection}`).set(bearer(key));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Signed-in people (JWTs) are not affected.
    await t.http().get(`/api/rest/${collection}`).set(member.auth).expect(200);
  });
});
