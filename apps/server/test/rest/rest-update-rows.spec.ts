import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { errorShape, insertTask, startTasksWorld } from './rest-kit.js';

/**
 * PATCH /api/rest/:c and PUT /api/rest/:c/update with an array body, on PGlite and PostgreSQL:
 * each row found by its key and given its own values, all in one transaction (a board renumbering
 * the cards of a column). Everything is validated before any SQL; a row not found, a row leaving
 * the caller's scope or a statement failing rolls every row back.
 */
describe('table API: several rows, each with its own values, in one PATCH', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };
  let seq = 0;

  const insert = (zone: string, extra: Record<string, unknown> = {}) =>
    insertTask(t, `R-${++seq}`, zone, extra);
  /** Every row's id, title, score and code, and its row version: any write shows. */
  const snapshot = () =>
    t.dataSource.query('SELECT id, title, score, code, zone_id, xmin::text AS v FROM tasks ORDER BY id');
  const patch = (url: string, user: TestUser, body: unknown) =>
    t.http().patch(url).set(user.auth).set('content-type', 'application/json').send(JSON.stringify(body));

  beforeAll(async () => {
    ({ t, admin, alice, bob, zoneA, zoneB } = await startTasksWorld());
  }, 120_000);

  afterAll(() => t?.close());

  it.each([
    ['PATCH', '/api/rest/tasks'],
    ['PUT', '/api/rest/tasks/update'],
  ])('%s reorders three cards in one request and answers them in the order sent', async (method, path) => {
    const [a, b, c] = [await insert(zoneA.id), await insert(zoneA.id), await insert(zoneA.id)];
    const body = [
      { id: a, score: 3 },
      { id: b, score: 1 },
      { id: c, score: 2, title: 'Third' },
    ];
    const req = method === 'PATCH' ? t.http().patch(path) : t.http().put(path);
    const res = await req.set(alice.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: a, score: 3 }),
      expect.objectContaining({ id: b, score: 1 }),
      expect.objectContaining({ id: c, score: 2, title: 'Third' }),
    ]);
    expect(res.body[0].updated_at > '2024').toBe(true);
    const read = await t
      .http()
      .get(`/api/rest/tasks?id=in.(${a},${b},${c})&order=score&select=id,score`)
      .set(alice.auth);
    expect(read.body).toEqual([
      { id: b, score: 1 },
      { id: c, score: 2 },
      { id: a, score: 3 },
    ]);
  });

  it('shapes the answer with select (embeds too)', async () => {
    const [a, b] = [await insert(zoneA.id), await insert(zoneA.id)];
    const res = await patch('/api/rest/tasks?select=id', alice, [
      { id: b, score: 10 },
      { id: a, score: 20 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: b }, { id: a }]);
    const embedded = await patch('/api/rest/tasks?select=score,zone(name)', alice, [{ id: a, score: 21 }]);
    expect(embedded.body).toEqual([{ score: 21, zone: { name: 'Zone A' } }]);
  });

  it('a key no row has: 404 naming the row, nothing changed', async () => {
    const [a, b] = [await insert(zoneA.id), await insert(zoneA.id)];
    const missing = '00000000-0000-4000-8000-000000000000';
    const before = await snapshot();
    const res = await patch('/api/rest/tasks', alice, [
      { id: a, score: 1 },
      { id: missing, score: 2 },
      { id: b, score: 3 },
    ]);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND' });
    expect(res.body.message).toBe(`Row 1 (id ${missing}) not found`);
    expect(await snapshot()).toEqual(before);
  });

  it('a row outside the member’s zones is the same 404, and nothing is changed', async () => {
    const own = await insert(zoneA.id);
    const foreign = await insert(zoneB.id);
    const before = await snapshot();
    const res = await patch('/api/rest/tasks', alice, [
      { id: own, score: 1 },
      { id: foreign, score: 2 },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Row 1 (id ${foreign}) not found`);
    expect(await snapshot()).toEqual(before);
    // The zone's own member changes it.
    const bobs = await patch('/api/rest/tasks?select=score', bob, [{ id: foreign, score: 2 }]);
    expect(bobs.body).toEqual([{ score: 2 }]);
  });

  it('a row moved into a zone the caller is not in: 409 (as a missing zone), nothing changed', async () => {
    const [a, b] = [await insert(zoneA.id), await insert(zoneA.id)];
    const before = await snapshot();
    const res = await patch('/api/rest/tasks', alice, [
      { id: a, score: 1 },
      { id: b, zone_id: zoneB.id },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(await snapshot()).toEqual(before);
  });

  it('a statement that fails on row 1 (a unique value taken): 409, row 0 unchanged', async () => {
    const [a, b, c] = [await insert(zoneA.id), await insert(zoneA.id), await insert(zoneA.id)];
    const [{ code: taken }] = await t.dataSource.query('SELECT code FROM tasks WHERE id = $1', [c]);
    const before = await snapshot();
    const res = await patch('/api/rest/tasks', alice, [
      { id: a, score: 7 },
      { id: b, code: taken },
    ]);
    expect(res.status).toBe(409);
    // The row and the field are named, the value is not (the database's own text quotes it).
    expect(res.body).toEqual({
      ...errorShape,
      code: 'CONFLICT',
      message: 'A record with this "code" already exists',
      details: [{ path: '1.code', message: 'Already taken by another record' }],
    });
    expect(JSON.stringify(res.body)).not.toContain(taken);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every problem of every row before writing anything', async () => {
    const a = await insert(zoneA.id);
    const before = await snapshot();
    const res = await patch('/api/rest/tasks', alice, [
      { id: a, secret: 'x', created_at: '2024-01-01T00:00:00Z' },
      'not a row',
      { score: 1 },
      { id: 'nope', score: 1 },
      { id: a },
      { id: null, score: 1 },
      { id: a, priority: 'high' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED', message: 'Invalid rows' });
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: '0', message: 'Unrecognized key: "secret"' }, // hidden: as unknown as a missing column
        { path: '0.created_at', message: '"created_at" is read-only' },
        { path: '1', message: 'Expected an object' },
        { path: '2.id', message: "Required: the row's key" },
        { path: '3.id', message: 'Invalid uuid "nope" for column "id"' },
        { path: '4', message: 'Nothing to update: send at least one field' },
        { path: '5.id', message: "Expected the row's key (text or a number)" },
        { path: '6', message: 'The same row as row 0: send each row once' },
        expect.objectContaining({ path: '6.priority' }),
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the same row twice, however its key is written', async () => {
    const a = await insert(zoneA.id);
    const res = await patch('/api/rest/tasks', alice, [
      { id: a, score: 1 },
      { id: a.toUpperCase(), score: 2 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: '1', message: 'The same row as row 0: send each row once' }]);
  });

  it.each([['title=eq.x'], ['or=(title.eq.x,title.eq.y)'], ['and=(score.gt.1)&select=id']])(
    'refuses a filter with an array (%s)',
    async (query) => {
      const a = await insert(zoneA.id);
      const before = await snapshot();
      const res = await patch(`/api/rest/tasks?${query}`, alice, [{ id: a, score: 1 }]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Rows sent as an array are found by their keys: send no filter');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('keeps refusing order, limit and unknown parameters', async () => {
    const a = await insert(zoneA.id);
    for (const query of ['order=title', 'limit=1', 'nope=1']) {
      const res = await patch(`/api/rest/tasks?${query}`, alice, [{ id: a, score: 1 }]);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it.each([
    ['no rows', 0, 'Send at least one row'],
    ['1,001 rows', 1001, 'Too many rows (at most 1000 per request)'],
  ])('refuses %s', async (_what, n, message) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      score: i,
    }));
    const res = await patch('/api/rest/tasks', alice, rows);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('built-in routes: an array PATCH by an admin is a 400 and changes nothing', async () => {
    const before = await t.dataSource.query('SELECT id, xmin::text AS v FROM routes ORDER BY id');
    const [route] = before;
    for (const url of ['/api/rest/routes', `/api/rest/routes?id=eq.${route.id}`, '/api/rest/routes/update']) {
      const res = url.endsWith('/update')
        ? await t
            .http()
            .put(url)
            .set(admin.auth)
            .send([{ id: route.id, is_active: false }])
        : await patch(url, admin, [{ id: route.id, is_active: false }]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    }
    expect(await t.dataSource.query('SELECT id, xmin::text AS v FROM routes ORDER BY id')).toEqual(before);
  });
});
