import { compileFieldPattern, REQUEST_PATTERN_MAX_WORK } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { createUser, startAppForUsers } from '../support/users.js';
import { registerCollection } from './rest-kit.js';

/**
 * Field patterns cost their RE2 program size per character checked. The schema bounds one value's
 * work (a long max needs a simple pattern); a write whose values sum past REQUEST_PATTERN_MAX_WORK
 * is refused before any value is matched, so one request cannot hold the event loop (an outside
 * probe held it 43 s with 90 rows of 10,000 characters).
 */
describe('pattern work of a write', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const PATTERN = '(a?){999}a{999}';

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t);
    await registerCollection(t, admin, {
      name: 'probe_re',
      label: 'Probe',
      fields: [{ name: 'code', type: 'string', max: 200, pattern: PATTERN }],
      permissions: { user: { actions: ['read', 'create', 'update'] } },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const count = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM probe_re`))[0].n as number;

  it('a schema whose pattern is too costly for the field’s max is refused', async () => {
    const res = await t
      .http()
      .post('/api/schemas')
      .set(admin.auth)
      .send({
        name: 'probe_long',
        label: 'Probe',
        fields: [{ name: 't', type: 'string', max: 10_000, pattern: PATTERN }],
      });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('too complex for values of up to 10000 characters');
  });

  it('a write over the budget is a 400 before anything is matched, and stores nothing', async () => {
    const size = (compileFieldPattern(PATTERN) as { size: number }).size;
    const rows = Math.ceil(REQUEST_PATTERN_MAX_WORK / (size * 200)) + 1;
    const value = 'a'.repeat(199) + '!';
    const before = await count();
    const res = await t
      .http()
      .post('/api/rest/probe_re')
      .set(member.auth)
      .send(Array.from({ length: rows }, () => ({ code: value })));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('take too long to check against the fields’ patterns');
    expect(await count()).toBe(before);

    const keyed = await t
      .http()
      .patch('/api/rest/probe_re')
      .set(member.auth)
      .send(
        Array.from({ length: rows }, () => ({ id: '00000000-0000-4000-8000-000000000001', code: value })),
      );
    expect(keyed.status).toBe(400);
  });

  it('a write under it is checked value by value as before', async () => {
    // No value of 200 characters can hold the 999 a's the pattern needs: each is matched and refused.
    const res = await t
      .http()
      .post('/api/rest/probe_re')
      .set(member.auth)
      .send([{ code: 'a'.repeat(200) }, { code: 'a'.repeat(200) }]);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({ path: '0.code', message: expect.stringContaining('Must match the pattern') }),
      expect.objectContaining({ path: '1.code', message: expect.stringContaining('Must match the pattern') }),
    ]);
  });
});
