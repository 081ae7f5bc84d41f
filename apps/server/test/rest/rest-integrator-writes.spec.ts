import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { createZone, NIL_UUID } from '../zones/zone-kit.js';

/**
 * What an integrator meets writing rows through the table API with curl, as the docs describe:
 * the rows a POST answers come in the order sent (with an embed too, so the answer's ids can be
 * matched to the rows sent), and a relation pointing at no row is refused naming its field.
 */
describe('an integrator writing rows', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let zone: { id: string; name: string };
  let other: { id: string; name: string };

  const schema = {
    name: 'shop_products',
    label: 'Product',
    fields: [
      { name: 'name', type: 'string', required: true },
      { name: 'zone_id', type: 'relation', target: 'zones', required: true, on_delete: 'cascade' },
    ],
    permissions: {
      user: { actions: ['read', 'create', 'update'], scope: { kind: 'zone_member', field: 'zone_id' } },
    },
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
    zone = { ...(await createZone(t, member, { name: 'Shop A' })), name: 'Shop A' };
    other = { ...(await createZone(t, admin, { name: 'Shop B' })), name: 'Shop B' };
    const created = await t.http().post('/api/schemas').set(admin.auth).send(schema);
    expect(created.status).toBe(201);
  }, 120_000);

  afterAll(() => t?.close());

  it('POST many answers the rows in the order sent, with or without an embed', async () => {
    const rows = [
      { name: 'Zed', zone_id: zone.id },
      { name: 'Alpha', zone_id: other.id },
      { name: 'Mid', zone_id: zone.id },
      { name: 'Beta', zone_id: other.id },
    ];
    for (const select of ['id,name', 'id,name,zone(name)']) {
      const res = await t.http().post(`/api/rest/shop_products?select=${select}`).set(admin.auth).send(rows);
      expect(res.status).toBe(201);
      expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Zed', 'Alpha', 'Mid', 'Beta']);
      if (select.includes('zone')) {
        expect(res.body.map((r: { zone: { name: string } }) => r.zone.name)).toEqual([
          'Shop A',
          'Shop B',
          'Shop A',
          'Shop B',
        ]);
      }
    }
  });

  it('a relation to no row is a 409 naming the field (foreign key, and a row the caller may not read)', async () => {
    const related = 'A related record does not exist, or other records still refer to this one';
    const detail = [{ path: 'zone_id', message: 'No record with this id, or one you may not read' }];
    // An admin: the foreign key refuses it.
    const missing = await t
      .http()
      .post('/api/rest/shop_products')
      .set(admin.auth)
      .send({ name: 'x', zone_id: NIL_UUID });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'CONFLICT', message: related, details: detail });

    // A member: a zone they are not in answers the same as one that does not exist.
    for (const id of [NIL_UUID, other.id]) {
      const res = await t
        .http()
        .post('/api/rest/shop_products')
        .set(member.auth)
        .send({ name: 'x', zone_id: id });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: related, details: detail });
    }
    const mine = await t
      .http()
      .post('/api/rest/shop_products?select=name')
      .set(member.auth)
      .send({ name: 'mine', zone_id: zone.id });
    expect(mine.status).toBe(201);
    const moved = await t
      .http()
      .patch('/api/rest/shop_products?name=eq.mine')
      .set(member.auth)
      .send({ zone_id: other.id });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ message: related, details: detail });

    // Several rows: the foreign key names the field too, under the row's index (as an array
    // PATCH does).
    const zoneRefused = await t
      .http()
      .post('/api/rest/shop_products')
      .set(admin.auth)
      .send([
        { name: 'ok', zone_id: zone.id },
        { name: 'bad', zone_id: NIL_UUID },
      ]);
    expect(zoneRefused.status).toBe(409);
    expect(zoneRefused.body.details).toEqual([{ ...detail[0], path: '1.zone_id' }]);
  });

  it('an array POST names the first row whose relation points at no row the caller may read, hidden or missing alike', async () => {
    const related = 'A related record does not exist, or other records still refer to this one';
    const at = (path: string) => [{ path, message: 'No record with this id, or one you may not read' }];
    const count = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM shop_products`))[0].n as number;
    const before = await count();
    const post = (rows: object[]) => t.http().post('/api/rest/shop_products').set(member.auth).send(rows);
    const ok = { name: 'ok', zone_id: zone.id };
    const hidden = { name: 'hidden', zone_id: other.id };
    const missing = { name: 'missing', zone_id: NIL_UUID };

    // The row's index, whether its zone does not exist or is one the member is not in.
    const answers = [];
    for (const bad of [hidden, missing]) {
      const res = await post([ok, ok, bad, ok]);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: related, details: at('2.zone_id') });
      answers.push({ ...res.body, timestamp: 0 });
    }
    expect(answers[0]).toEqual(answers[1]);
    // With both, the first of them is named, whichever comes first: the index tells nothing of
    // which is which.
    for (const rows of [
      [ok, hidden, missing],
      [ok, missing, hidden],
    ]) {
      const res = await post(rows);
      expect(res.status).toBe(409);
      expect(res.body.details).toEqual(at('1.zone_id'));
    }
    // An array of one row is an array: its index too (a single object names the field alone).
    const one = await post([hidden]);
    expect(one.status).toBe(409);
    expect(one.body.details).toEqual(at('0.zone_id'));
    expect(await count()).toBe(before);

    // An admin reads every zone: only a missing one is refused, by the same words.
    const admins = await t.http().post('/api/rest/shop_products').set(admin.auth).send([ok, hidden, missing]);
    expect(admins.status).toBe(409);
    expect(admins.body.details).toEqual(at('2.zone_id'));
    expect(await count()).toBe(before);
  });
});
