import { randomUUID } from 'node:crypto';
import type { AuditEntry, NavigationItem } from '@atrium/schema';
import { auditEntrySchema } from '@atrium/schema';
import { schemaOf } from '../collections/schema-kit.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * GET /api/audit on a real server and database (PGlite, or PostgreSQL with DATABASE_URL): one
 * newest-first list over the records of navigation changes, account and role administration and
 * collection schema versions, for platform admins only, with its filters, paging and count.
 */

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let member: TestUser;
let target: TestUser;
let item: NavigationItem;
const roleName = `audit_${randomUUID().slice(0, 8)}`;
const collection = `audit_${randomUUID().slice(0, 8)}`;

const audit = (query: Record<string, string> = {}, by: TestUser | null = admin) => {
  const req = t.http().get('/api/audit').query(query);
  return by ? req.set(by.auth) : req;
};
const entries = async (query: Record<string, string> = {}): Promise<AuditEntry[]> =>
  (await audit(query).expect(200)).body as AuditEntry[];

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'audit-admin' });
  otherAdmin = await createUser(t, { platformRole: 'admin', prefix: 'audit-other' });
  member = await createUser(t, { prefix: 'audit-member' });
  target = await createUser(t, { prefix: 'audit-target' });

  const created = await t
    .http()
    .post('/api/navigation')
    .set(admin.auth)
    .send({ title: 'Audit before', path: '/dashboard' });
  expect(created.status).toBe(201);
  item = created.body as NavigationItem;
  await t
    .http()
    .patch(`/api/navigation/${item.id}`)
    .set(admin.auth)
    .send({ title: 'Audit after' })
    .expect(200);
  await t.http().patch(`/api/users/${target.id}`).set(admin.auth).send({ role: 'admin' }).expect(200);
  await t
    .http()
    .post('/api/roles')
    .set(otherAdmin.auth)
    .send({ name: roleName, label: 'Audit role' })
    .expect(201);
  await t
    .http()
    .post('/api/schemas')
    .set(otherAdmin.auth)
    .send(schemaOf(collection, [{ name: 'title', type: 'string' }]))
    .expect(201);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/audit', () => {
  it('lists a navigation change with its before and after, in the documented shape', async () => {
    const list = await entries();
    for (const entry of list) expect(auditEntrySchema.safeParse(entry).success).toBe(true);
    const update = list.find((e) => e.entity === 'navigation' && e.action === 'update');
    expect(update).toMatchObject({
      entity_id: item.id,
      summary: 'Audit after',
      actor: { id: admin.id, email: admin.email },
      before: { id: item.id, title: 'Audit before' },
      after: { id: item.id, title: 'Audit after' },
    });
    const create = list.find((e) => e.entity === 'navigation' && e.action === 'create');
    expect(create).toMatchObject({ entity_id: item.id, before: null, after: { title: 'Audit before' } });
    // Newest first: the update above its create, and the whole list by time.
    expect(list.indexOf(update!)).toBeLessThan(list.indexOf(create!));
    const times = list.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("lists a user's role change, a role's creation and a collection's version", async () => {
    const list = await entries();
    expect(list.find((e) => e.entity === 'user')).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actor: { id: admin.id, email: admin.email },
      entity: 'user',
      entity_id: target.id,
      action: 'role',
      summary: target.email,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(list.find((e) => e.entity === 'role')).toMatchObject({
      entity_id: roleName,
      action: 'create',
      summary: 'Audit role',
      actor: { id: otherAdmin.id },
      before: null,
      after: { label: 'Audit role' },
    });
    expect(list.find((e) => e.entity === 'collection_schema')).toMatchObject({
      entity_id: collection,
      action: 'create',
      summary: `${collection} v1`,
      before: null,
      after: { name: collection },
    });
  });

  it('answers no-store, and Content-Range with the total only when asked', async () => {
    const plain = await audit().expect(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-range']).toBe(`0-${plain.body.length - 1}/*`);
    const counted = await audit({ limit: '2' }).set('prefer', 'count=exact').expect(200);
    expect(counted.body).toHaveLength(2);
    expect(counted.headers['content-range']).toBe(`0-1/${plain.body.length}`);
    const none = await audit({ entity: 'role', actor: member.id }).set('prefer', 'count=exact').expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('*/0');
  });

  it('filters by entity, actor, entity_id and time', async () => {
    const kinds = async (query: Record<string, string>) =>
      [...new Set((await entries(query)).map((e) => e.entity))].sort();
    expect(await kinds({ entity: 'navigation' })).toEqual(['navigation']);
    expect(await kinds({ entity: 'user' })).toEqual(['user']);
    expect(await kinds({ entity: 'role' })).toEqual(['role']);
    expect(await kinds({ entity: 'collection_schema' })).toEqual(['collection_schema']);
    expect(await kinds({ actor: otherAdmin.id })).toEqual(['collection_schema', 'role']);
    expect(await kinds({ actor: otherAdmin.id.toUpperCase() })).toEqual(['collection_schema', 'role']);
    expect(await entries({ actor: member.id })).toEqual([]);

    const ofItem = await entries({ entity_id: item.id });
    expect(ofItem.map((e) => e.action)).toEqual(['update', 'create']);
    expect((await entries({ entity_id: item.id.toUpperCase() })).length).toBe(2);
    expect((await entries({ entity_id: roleName })).map((e) => e.entity)).toEqual(['role']);
    expect((await entries({ entity_id: collection })).map((e) => e.entity)).toEqual(['collection_schema']);
    expect(await entries({ entity_id: roleName, entity: 'navigation' })).toEqual([]);
    expect((await entries({ entity_id: target.id })).map((e) => e.action)).toEqual(['role']);

    const all = await entries();
    const newest = all[0].at;
    expect(await entries({ from: new Date(Date.parse(newest) + 1).toISOString() })).toEqual([]);
    expect((await entries({ from: newest })).map((e) => e.id)).toContain(all[0].id);
    // `at` keeps microseconds and the answer shows milliseconds: the next millisecond bounds it.
    const oldest = Date.parse(all[all.length - 1].at);
    expect((await entries({ to: new Date(oldest + 1).toISOString() })).map((e) => e.id)).toContain(
      all[all.length - 1].id,
    );
    expect(await entries({ to: new Date(oldest - 1).toISOString() })).toEqual([]);
    // An offset is read as the instant it names.
    const shifted = new Date(Date.parse(newest)).toISOString().replace('Z', '+00:00');
    expect((await entries({ from: shifted })).length).toBeGreaterThan(0);
  });

  it('pages with limit (default 50, at most 1000) and offset, never overlapping', async () => {
    // 60 more navigation records, one second apart, so paging crosses the default page.
    await t.dataSource.query(
      `INSERT INTO navigation_events (actor_id, item_id, action, before, after, at)
       SELECT $1, gen_random_uuid(), 'delete', jsonb_build_object('title', 'Bulk ' || n), NULL,
              now() - interval '1 day' - n * interval '1 second'
         FROM generate_series(1, 60) AS n`,
      [otherAdmin.id],
    );
    const total = (await entries({ limit: '1000' })).length;
    expect(total).toBeGreaterThan(60);
    expect(await entries()).toHaveLength(50);
    const first = await entries({ limit: '7' });
    const second = await entries({ limit: '7', offset: '7' });
    const both = await entries({ limit: '14' });
    expect([...first, ...second].map((e) => e.id)).toEqual(both.map((e) => e.id));
    const last = await audit({ offset: String(total - 1) })
      .set('prefer', 'count=exact')
      .expect(200);
    expect(last.body).toHaveLength(1);
    expect(last.headers['content-range']).toBe(`${total - 1}-${total - 1}/${total}`);
    const bulk = await entries({ entity: 'navigation', actor: otherAdmin.id, limit: '5' });
    expect(bulk.map((e) => e.summary)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3', 'Bulk 4', 'Bulk 5']);
  });

  it.each([
    [{ bogus: '1' }, 'bogus'],
    [{ limit: '1001' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: '100001' }, 'offset'],
    [{ entity: 'routes' }, 'entity'],
    [{ actor: 'not-a-uuid' }, 'actor'],
    [{ entity_id: 'x'.repeat(101) }, 'entity_id'],
    [{ entity_id: '' }, 'entity_id'],
    [{ from: 'yesterday' }, 'from'],
    [{ from: '2025-01-01T00:00:00' }, 'from'],
    [{ to: '0000-01-01T00:00:00Z' }, 'to'],
    [{ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, 'to'],
  ])('%j → 400 Invalid audit query naming %s', async (query, param) => {
    const res = await audit(query as Record<string, string>).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid audit query' });
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([param]);
  });

  it('a parameter given twice → 400', async () => {
    const res = await t.http().get('/api/audit?entity=user&entity=role').set(admin.auth).expect(400);
    expect(res.body.details).toEqual([{ path: 'entity', message: 'Must be given only once' }]);
  });

  it('members get 403 and anonymous callers 401', async () => {
    const forbidden = await audit({}, member).expect(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    const anonymous = await audit({}, null).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    // Refused before the query is read: no hint of which parameters exist.
    await audit({ bogus: '1' }, member).expect(403);
  });
});
