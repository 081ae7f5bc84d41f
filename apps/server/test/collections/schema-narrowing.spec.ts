import { CollectionCatalog } from '../../src/modules/collections/collection-catalog.js';
import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { schemaOf, schemasApi, storedRow } from './schema-kit.js';

/**
 * A narrowed rule (an enum option removed, a shorter max length, a min length, a stricter type on
 * the same column) that existing rows break is refused, even confirmed, like a field made
 * required while rows have no value: a row left behind would break the table's CHECK constraint,
 * and the database would then refuse every later save of that row, even one that only changes
 * another field. The dry run counts those rows; once they are fixed the change applies.
 */
describe('/api/schemas: narrowing a rule that existing rows break', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin' });
  }, 120_000);
  afterAll(() => t.close());

  const api = () => schemasApi(t, admin);
  const registry = () => t.app.get(CollectionsRegistryService);
  const catalog = () => t.app.get(CollectionCatalog);
  const rest = {
    insert: (name: string, row: Record<string, unknown>) =>
      t.http().post(`/api/rest/${name}`).set(admin.auth).send(row),
    update: (name: string, id: string, row: Record<string, unknown>) =>
      t.http().patch(`/api/rest/${name}?id=eq.${id}`).set(admin.auth).send(row),
  };

  /** The CHECK constraint of a column as the database holds it (null: none). */
  async function checkOf(table: string, column: string) {
    const rows: { def: string; validated: boolean }[] = await t.dataSource.query(
      `SELECT pg_get_constraintdef(oid) AS def, convalidated AS validated FROM pg_constraint WHERE conname = $1`,
      [`${table}_${column}_check`],
    );
    return rows[0] ?? null;
  }

  async function snapshot(name: string, column: string) {
    return {
      version: (await storedRow(t, name))!.version,
      field: catalog()
        .get(name)!
        .fields.find((f) => f.name === column),
      check: await checkOf(name, column),
      rows: await t.dataSource.query(`SELECT * FROM ${name} ORDER BY id`),
    };
  }

  type Field = Record<string, unknown>;
  const cases: [
    label: string,
    field: Field,
    narrowed: Field,
    bad: unknown,
    fixed: unknown,
    path: string,
    change: string,
  ][] = [
    [
      'an enum option removed',
      { name: 'v', type: 'enum', options: ['a', 'b'] },
      { name: 'v', type: 'enum', options: ['b'] },
      'a',
      'b',
      'fields.v.options',
      'constraint_narrowed',
    ],
    [
      'a lower max length',
      { name: 'v', type: 'string', max: 20 },
      { name: 'v', type: 'string', max: 3 },
      'hello',
      'hey',
      'fields.v.max',
      'constraint_narrowed',
    ],
    [
      'a min length added',
      { name: 'v', type: 'string', max: 20 },
      { name: 'v', type: 'string', max: 20, min: 6 },
      'hello',
      'hello!',
      'fields.v.min',
      'constraint_narrowed',
    ],
    [
      'a raised number minimum',
      { name: 'v', type: 'integer', min: 0 },
      { name: 'v', type: 'integer', min: 10 },
      5,
      15,
      'fields.v.min',
      'constraint_narrowed',
    ],
    [
      'text made a string (1000 characters at most)',
      { name: 'v', type: 'text' },
      { name: 'v', type: 'string' },
      'x'.repeat(1001),
      'x'.repeat(10),
      'fields.v.type',
      'field_type_changed',
    ],
    [
      'an enum made a string shorter than one of its options',
      { name: 'v', type: 'enum', options: ['a', 'bbbb'] },
      { name: 'v', type: 'string', max: 2 },
      'bbbb',
      'a',
      'fields.v.max',
      'constraint_narrowed',
    ],
    [
      'a string made an enum',
      { name: 'v', type: 'string' },
      { name: 'v', type: 'enum', options: ['b'] },
      'a',
      'b',
      'fields.v.type',
      'field_type_changed',
    ],
  ];

  it.each(cases)(
    '%s: refused even confirmed while a row breaks it, nothing changed; applied once the row is fixed',
    async (label, field, narrowed, bad, fixed, path, change) => {
      const name = `narrow_${cases.findIndex((c) => c[0] === label)}`;
      const before = schemaOf(name, [{ name: 't', type: 'string' }, field]);
      const after = schemaOf(name, [{ name: 't', type: 'string' }, narrowed]);
      expect((await api().create(before)).status).toBe(201);
      const created = await rest.insert(name, { t: 'hello', v: bad });
      expect(created.status).toBe(201);
      const id = created.body[0].id as string;
      await rest.insert(name, { t: 'fits', v: fixed }).expect(201);
      await registry().settled();
      const unchanged = await snapshot(name, 'v');

      // The dry run counts the row that breaks the new rule and says why the change cannot apply.
      const dry = await api().update(name, after, '?dry_run=true');
      expect(dry.status).toBe(200);
      expect(dry.body.changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ change, field: 'v', path, rows: 1 })]),
      );
      const blocker = `Field "v": 1 row has a value its new rules refuse; change or clear it first (or keep the old rule)`;
      expect(dry.body.blockers).toEqual([blocker]);

      // Refused with or without confirmation, naming the field and the count; nothing changes.
      for (const query of ['', '?confirm=destructive']) {
        const refused = await api().update(name, after, query);
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: 'CONFLICT',
          message:
            'Existing rows do not fit this change, so it cannot be applied, even confirmed; nothing was changed',
          details: [{ path, message: blocker }],
        });
        await registry().settled();
        expect(await snapshot(name, 'v')).toEqual(unchanged);
      }
      // The row stays editable.
      expect((await rest.update(name, id, { t: 'hello2' })).status).toBe(200);

      // Fixed, the same change applies and the table's rule holds for every row.
      expect((await rest.update(name, id, { v: fixed })).status).toBe(200);
      const applied = await api().update(name, after, '?confirm=destructive');
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ applied: true, blockers: [], version: unchanged.version + 1 });
      await registry().settled();
      expect(await checkOf(name, 'v')).toMatchObject({ validated: true });
      expect((await rest.update(name, id, { t: 'hello3' })).status).toBe(200);
      expect((await rest.update(name, id, { v: bad })).status).toBe(400);
    },
  );

  it('counts several narrowed rules of one field once, by its one CHECK expression', async () => {
    const name = 'narrow_twice';
    await api()
      .create(schemaOf(name, [{ name: 'v', type: 'string', max: 20 }]))
      .expect(201);
    await rest.insert(name, { v: 'hello' }).expect(201);
    await rest.insert(name, { v: 'a much longer value' }).expect(201);
    const dry = await api().update(
      name,
      schemaOf(name, [{ name: 'v', type: 'string', min: 6, max: 10 }]),
      '?dry_run=true',
    );
    expect(dry.body.changes).toEqual([
      expect.objectContaining({ path: 'fields.v.max', rows: 2 }),
      expect.objectContaining({ path: 'fields.v.min', rows: 2 }),
    ]);
    expect(dry.body.blockers).toEqual([
      'Field "v": 2 rows have values its new rules refuse; change or clear them first (or keep the old rule)',
    ]);
  });

  it('a rule the database does not state (a pattern) only needs confirming: such rows stay editable', async () => {
    const name = 'narrow_pattern';
    const text = { name: 't', type: 'string' };
    await api()
      .create(schemaOf(name, [text, { name: 'v', type: 'string' }]))
      .expect(201);
    const id = (await rest.insert(name, { t: 'x', v: 'lower' }).expect(201)).body[0].id as string;
    const narrowed = schemaOf(name, [text, { name: 'v', type: 'string', pattern: '^[A-Z]+$' }]);
    const dry = await api().update(name, narrowed, '?dry_run=true');
    expect(dry.body).toMatchObject({ blockers: [], sql: [] });
    expect(dry.body.changes).toEqual([expect.objectContaining({ path: 'fields.v.pattern', rows: null })]);
    expect((await api().update(name, narrowed)).status).toBe(409);
    expect((await api().update(name, narrowed, '?confirm=destructive')).status).toBe(200);
    expect((await rest.update(name, id, { t: 'y' })).status).toBe(200);
    expect((await rest.update(name, id, { v: 'lower' })).status).toBe(400);
    expect((await rest.update(name, id, { v: 'UPPER' })).status).toBe(200);
  });

  it('a row written between the count and the change is caught in the transaction: 409 naming the field, nothing changed', async () => {
    const name = 'narrow_race';
    await api()
      .create(schemaOf(name, [{ name: 'v', type: 'enum', options: ['a', 'b'] }]))
      .expect(201);
    await rest.insert(name, { v: 'b' }).expect(201);
    await registry().settled();
    const unchanged = await snapshot(name, 'v');
    const service = registry() as unknown as { measure: (...args: unknown[]) => Promise<unknown> };
    const measure = service.measure.bind(service);
    const spy = jest.spyOn(service, 'measure').mockImplementationOnce(async (...args) => {
      const counted = await measure(...args);
      await t.dataSource.query(`INSERT INTO ${name} (v) VALUES ('a')`);
      return counted;
    });
    try {
      const res = await api().update(
        name,
        schemaOf(name, [{ name: 'v', type: 'enum', options: ['b'] }]),
        '?confirm=destructive',
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'Some rows do not fit the new rules; nothing was changed',
        details: [{ path: 'fields.v', message: expect.stringContaining('Field "v"') }],
      });
    } finally {
      spy.mockRestore();
    }
    await registry().settled();
    const after = await snapshot(name, 'v');
    expect({ ...after, rows: after.rows.length }).toEqual({ ...unchanged, rows: 2 });
  });

  it('a type change whose converted values break the new rule is refused at once, naming the field', async () => {
    const name = 'narrow_convert';
    await api()
      .create(schemaOf(name, [{ name: 'v', type: 'string' }]))
      .expect(201);
    await rest.insert(name, { v: '-5' }).expect(201);
    await registry().settled();
    const unchanged = await snapshot(name, 'v');
    const res = await api().update(
      name,
      schemaOf(name, [{ name: 'v', type: 'integer', min: 0 }]),
      '?confirm=destructive',
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Some rows do not fit the new rules; nothing was changed',
      details: [{ path: 'fields.v', message: expect.stringContaining('Field "v"') }],
    });
    await registry().settled();
    expect(await snapshot(name, 'v')).toEqual(unchanged);
  });
});
