import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * Submissions per account (RATE_LIMIT_SUBMISSIONS_PER_USER per RATE_LIMIT_SUBMISSIONS_WINDOW), on
 * PGlite or PostgreSQL: counted before the form or the answer is checked, so requests sent at once
 * cannot slip past it; over it → 429 RATE_LIMITED with Retry-After, and nothing is stored.
 */
describe('form submissions per account', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;
  let formId: string;
  const LIMIT = 3;

  beforeAll(async () => {
    t = await startAppForUsers({ RATE_LIMIT_SUBMISSIONS_PER_USER: String(LIMIT) });
    [admin, member, other] = await Promise.all([
      createUser(t, { platformRole: 'admin', prefix: 'rl-forms-admin' }),
      createUser(t, { prefix: 'rl-forms-member' }),
      createUser(t, { prefix: 'rl-forms-other' }),
    ]);
    const created = await t
      .http()
      .post('/api/forms')
      .set(admin.auth)
      .send({
        name: `rl_${randomUUID().slice(0, 8)}`,
        title: 'Timesheet',
        schema: { fields: [{ key: 'hours', type: 'number', label: 'Hours', required: true }] },
        settings: { allow_multiple: true },
      })
      .expect(201);
    formId = created.body.id;
    await t.http().post(`/api/forms/${formId}/publish`).set(admin.auth).expect(201);
  }, 120_000);
  afterAll(() => t.close());

  const submit = (by: TestUser, data: unknown) =>
    t.http().post(`/api/forms/${formId}/submissions`).set(by.auth).send({ data });
  const stored = async (by: TestUser) =>
    (
      await t.dataSource.query(
        'SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1 AND submitted_by = $2',
        [formId, by.id],
      )
    )[0].n as number;

  it(`takes ${LIMIT} of 8 sent at once, refuses the rest with 429 and Retry-After; another account is not affected`, async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(member, { hours: i })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(201), ...Array(8 - LIMIT).fill(429)]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(member)).toBe(LIMIT);

    await submit(other, { hours: 1 }).expect(201);
  });

  it('a refused answer counts too: a script cannot try bodies without limit', async () => {
    for (let i = 0; i < LIMIT; i++) await submit(admin, { hours: 'x' }).expect(400);
    await submit(admin, { hours: 2 }).expect(429);
    expect(await stored(admin)).toBe(0);
  });
});
