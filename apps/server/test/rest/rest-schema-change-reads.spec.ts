import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { createUser, startAppForUsers } from '../support/users.js';
import { errorShape, registerCollection } from './rest-kit.js';

/**
 * A request built from a collection's schema just before a change to it commits runs against the
 * changed table. A column dropped was already a 409 "send it again"; a column whose type changed
 * (integer to string and back) made the statement compare or assign the old type and the request
 * failed with a 500 — an outside probe saw 23 of them in 6 type changes under load. Here the
 * table is changed by hand, the state such a request meets before the catalog reloads.
 * Each request is sent once before the change, so the statement's parameter types are those of
 * the old column (on PostgreSQL a request shape is a named prepared statement).
 */
describe('table API requests meeting a column type changed under them', () => {
  let t: TestApp;
  let member: TestUser;
  const concurrent = {
    ...errorShape,
    code: 'CONFLICT',
    message: 'The request met a concurrent change; send it again',
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    const admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t);
    await registerCollection(t, admin, {
      name: 'probe_retyped',
      label: 'Retyped',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'n', type: 'integer' },
        { name: 's', type: 'boolean' },
      ],
      permissions: { user: { actions: ['read', 'create', 'update'] } },
    });
    await t
      .http()
      .post('/api/rest/probe_retyped')
      .set(member.auth)
      .send([
        { title: 'a', n: 1 },
        { title: 'b', n: 5 },
      ])
      .expect(201);
  }, 60_000);
  afterAll(() => t?.close());

  const count = async () =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM probe_retyped'))[0].n as number;

  it('filters on an integer column turned text: 409 send it again, never 500', async () => {
    const queries = ['n=gt.3', 'or=(n.lt.2,title.eq.x)', 'n=in.(1,5)'];
    const get = (q: string) => t.http().get(`/api/rest/probe_retyped?${q}`).set(member.auth);
    for (const q of queries) await get(q).expect(200);
    await t.dataSource.query('ALTER TABLE probe_retyped ALTER COLUMN n TYPE text USING n::text');
    for (const q of queries) {
      const res = await get(q);
      expect({ q, status: res.status }).toEqual({ q, status: 409 });
      expect(res.body).toMatchObject(concurrent);
    }
  });

  it('writes to a boolean column turned integer: 409 send it again, nothing changed', async () => {
    const patch = () =>
      t.http().patch('/api/rest/probe_retyped?title=eq.a').set(member.auth).send({ s: true });
    const post = () =>
      t.http().post('/api/rest/probe_retyped').set(member.auth).send({ title: 'c', s: false });
    await patch().expect(200);
    await post().expect(201);
    await t.dataSource.query(`DELETE FROM probe_retyped WHERE title = 'c'`);
    await t.dataSource.query(`UPDATE probe_retyped SET s = NULL`);
    await t.dataSource.query('ALTER TABLE probe_retyped ALTER COLUMN s TYPE integer USING s::integer');
    const before = await count();
    const patched = await patch();
    const posted = await post();
    expect([patched.status, posted.status]).toEqual([409, 409]);
    expect(patched.body).toMatchObject(concurrent);
    expect(posted.body).toMatchObject(concurrent);
    expect(await count()).toBe(before);
    expect(await t.dataSource.query(`SELECT s FROM probe_retyped WHERE title = 'a'`)).toEqual([{ s: null }]);
  });
});
