import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { createUser, startAppForUsers } from '../support/users.js';
import { errorShape, registerCollection } from './rest-kit.js';

/**
 * A number filter's value is refused when a double cannot hold it, both ways: `1e400` (Infinity)
 * was already a 400, but `1e-400` became 0 and `amount=eq.1e-400` answered the rows whose amount
 * is 0 (an outside probe found it). A literal 0 in any spelling still means 0.
 */
describe('number filters out of range', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await startAppForUsers();
    const admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t);
    await registerCollection(t, admin, {
      name: 'probe_amounts',
      label: 'Amounts',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'amount', type: 'number' },
      ],
      permissions: { user: { actions: ['read', 'create'] } },
    });
    await t
      .http()
      .post('/api/rest/probe_amounts')
      .set(member.auth)
      .send([
        { title: 'zero', amount: 0 },
        { title: 'tiny', amount: 5e-324 },
        { title: 'one', amount: 1 },
      ])
      .expect(201);
  }, 60_000);
  afterAll(() => t?.close());

  const titles = async (query: string) => {
    const res = await t
      .http()
      .get(`/api/rest/probe_amounts?select=title&order=title&${query}`)
      .set(member.auth);
    return {
      status: res.status,
      body: res.body,
      titles: Array.isArray(res.body) ? res.body.map((r: { title: string }) => r.title) : [],
    };
  };

  it.each([
    'amount=eq.1e-400',
    'amount=gt.-1e-400',
    'amount=eq.0.1e-330',
    'or=(amount.eq.1e-400)',
    'amount=in.(1,1e-999)',
  ])('%s is a 400 naming the value, not a match of 0', async (query) => {
    const res = await titles(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.body)).toContain('out of range');
  });

  it.each([
    ['amount=eq.0', ['zero']],
    ['amount=eq.0e-400', ['zero']],
    ['amount=eq.-0.000', ['zero']],
    ['amount=eq.5e-324', ['tiny']],
    ['amount=gt.0', ['one', 'tiny']],
  ])('%s still answers', async (query, expected) => {
    const res = await titles(query);
    expect(res.status).toBe(200);
    expect(res.titles).toEqual(expected);
  });
});
