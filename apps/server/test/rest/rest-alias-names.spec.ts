import type { CollectionInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { startTasksWorld } from './rest-kit.js';

/**
 * Fields named like the aliases of the table API's SQL (rest-sql.ts: `r` the response rows, `t`
 * the table, `b` the page under embeds, `x`, `w`, `e0`/`e0x` the embeds, and the output columns
 * `body`, `n`, `total`), on PGlite and PostgreSQL. A bare alias used as a whole-row value
 * (`json_agg(r)`) is read by PostgreSQL as the column of that name when there is one: a field
 * named `r` turned every answer into a list of that field's values (`[null, null]`) instead of
 * the rows.
 */
const ALIASES: CollectionInput = {
  name: 'alias_names',
  label: 'Alias names',
  fields: [
    { name: 'r', type: 'string' },
    { name: 't', type: 'string' },
    { name: 'b', type: 'integer' },
    { name: 'x', type: 'string' },
    { name: 'w', type: 'string' },
    { name: 'e0', type: 'string' },
    { name: 'e0x', type: 'string' },
    { name: 'body', type: 'string' },
    { name: 'n', type: 'integer' },
    { name: 'total', type: 'integer' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true },
  ],
  permissions: { user: ['read', 'create', 'update', 'delete'] },
};

const VALUES = {
  r: 'rv',
  t: 'tv',
  b: 2,
  x: 'xv',
  w: 'wv',
  e0: 'e0v',
  e0x: 'e0xv',
  body: 'bodyv',
  n: 3,
  total: 4,
};

/** The tasks world with `schemas` registered, in that order. */
async function startWith(...schemas: CollectionInput[]) {
  const world = await startTasksWorld();
  for (const schema of schemas) {
    const res = await world.t.http().post('/api/schemas').set(world.admin.auth).send(schema);
    if (res.status !== 201) throw new Error(`POST /api/schemas: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { t: world.t, alice: world.alice, zone: world.zoneA };
}

describe('table API: fields named like the SQL aliases', () => {
  let t: TestApp;
  let alice: TestUser;
  let zone: { id: string; name: string };

  beforeAll(async () => {
    ({ t, alice, zone } = await startWith(ALIASES));
  }, 120_000);
  afterAll(() => t?.close());

  it('every answer holds the rows, not the values of the field named `r`', async () => {
    const created = await t
      .http()
      .post('/api/rest/alias_names')
      .set(alice.auth)
      .send({ ...VALUES, zone_id: zone.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual([expect.objectContaining({ ...VALUES, zone_id: zone.id })]);
    const id = created.body[0].id as string;

    const read = await t.http().get('/api/rest/alias_names').set(alice.auth);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([expect.objectContaining({ id, ...VALUES })]);

    const counted = await t
      .http()
      .get('/api/rest/alias_names?select=id,r,total,n,body')
      .set({ ...alice.auth, Prefer: 'count=exact' });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual([{ id, r: 'rv', total: 4, n: 3, body: 'bodyv' }]);
    expect(counted.headers['content-range']).toBe('0-0/1');

    const embedded = await t
      .http()
      .get('/api/rest/alias_names?select=r,e0x,zone:zone_id(id,name)')
      .set(alice.auth);
    expect(embedded.status).toBe(200);
    expect(embedded.body).toEqual([{ r: 'rv', e0x: 'e0xv', zone: { id: zone.id, name: zone.name } }]);

    const patched = await t
      .http()
      .patch(`/api/rest/alias_names?id=eq.${id}`)
      .set(alice.auth)
      .send({ r: 'r2', w: 'w2' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual([expect.objectContaining({ id, r: 'r2', w: 'w2', t: 'tv' })]);

    const deleted = await t.http().delete(`/api/rest/alias_names?id=eq.${id}`).set(alice.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([expect.objectContaining({ id, r: 'r2', x: 'xv' })]);
  });
});

/**
 * A collection whose table is named like the written rows of a write (`WITH w AS (INSERT …)`): a
 * table name in a write's statement resolves to a CTE of that name before the real table, so a
 * relation to the table `w` was checked against the rows being written, and embedded from them.
 */
describe('table API: a table named like the SQL of a write', () => {
  let t: TestApp;
  let alice: TestUser;
  let zone: { id: string; name: string };

  beforeAll(async () => {
    ({ t, alice, zone } = await startWith(
      ...([
        {
          name: 'w',
          label: 'W',
          fields: [
            { name: 'label', type: 'string' },
            { name: 'zone_id', type: 'relation', target: 'zones', required: true },
          ],
          permissions: { user: ['read', 'create'] },
        },
        {
          name: 'w_refs',
          label: 'W refs',
          fields: [
            { name: 'note', type: 'string' },
            { name: 'w_id', type: 'relation', target: 'w', required: true },
            { name: 'zone_id', type: 'relation', target: 'zones', required: true },
          ],
          permissions: { user: ['read', 'create', 'update', 'delete'] },
        },
      ] satisfies CollectionInput[]),
    ));
  }, 120_000);
  afterAll(() => t?.close());

  it('a row pointing at a row of `w` is written, and its embed reads the table, not the written rows', async () => {
    const target = await t
      .http()
      .post('/api/rest/w')
      .set(alice.auth)
      .send({ label: 'the target', zone_id: zone.id });
    expect(target.status).toBe(201);
    const wId = target.body[0].id as string;

    const created = await t
      .http()
      .post('/api/rest/w_refs?select=id,note,target:w_id(label)')
      .set(alice.auth)
      .send({ note: 'points at w', w_id: wId, zone_id: zone.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual([
      { id: expect.any(String), note: 'points at w', target: { label: 'the target' } },
    ]);
    const id = created.body[0].id as string;

    const patched = await t
      .http()
      .patch(`/api/rest/w_refs?id=eq.${id}&select=note,target:w_id(label)`)
      .set(alice.auth)
      .send({ note: 'still points at w', w_id: wId });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual([{ note: 'still points at w', target: { label: 'the target' } }]);

    const deleted = await t
      .http()
      .delete(`/api/rest/w_refs?id=eq.${id}&select=note,target:w_id(label)`)
      .set(alice.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([{ note: 'still points at w', target: { label: 'the target' } }]);
  });
});
