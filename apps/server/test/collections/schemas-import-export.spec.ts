import type { Collection, SchemasExportFile } from '@atrium/schema';
import { CollectionCatalog } from '../../src/modules/collections/collection-catalog.js';
import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { tableDifferences } from '../support/collection-tables.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { columnsOf, schemaOf, schemasApi, storedRow, tableExists } from './schema-kit.js';

/**
 * Moving a configuration between environments: GET /schemas/export from one database, POST
 * /schemas/import into a fresh one (a second app), with a dry run showing the diff first and the
 * import applied all or nothing.
 */
describe('/api/schemas/export and /api/schemas/import', () => {
  let source: TestApp;
  let target: TestApp;
  let sourceAdmin: TestUser;
  let targetAdmin: TestUser;
  let file: SchemasExportFile;

  beforeAll(async () => {
    source = await startTestApp(RELAXED_LIMITS);
    target = await startTestApp(RELAXED_LIMITS);
    sourceAdmin = await createUser(source, { platformRole: 'admin' });
    targetAdmin = await createUser(target, { platformRole: 'admin' });
    const api = schemasApi(source, sourceAdmin);
    // Created in an order the export must not keep: orders points to clients.
    for (const schema of [
      schemaOf('clients', [
        { name: 'name', type: 'string', required: true, max: 120 },
        { name: 'email', type: 'string', format: 'email', unique: 'case_insensitive' },
      ]),
      schemaOf('orders', [
        { name: 'client_id', type: 'relation', target: 'clients', on_delete: 'cascade', required: true },
        { name: 'total', type: 'number', min: 0, default: 0 },
        { name: 'note', type: 'text' },
        { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'set_null' },
      ]),
      schemaOf('audit_trail', [{ name: 'payload', type: 'json', shape: 'object', required: true }]),
    ]) {
      const res = await api.create(schema);
      if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    }
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  const importInto = (body: unknown, query = '') => schemasApi(target, targetAdmin).importAll(body, query);
  const targetCatalog = () => target.app.get(CollectionCatalog);
  const statuses = (res: { body: { collections: Array<{ name: string; status: string }> } }) =>
    Object.fromEntries(res.body.collections.map((c) => [c.name, c.status]));

  it('exports every registered collection as one file, relation targets first', async () => {
    const res = await schemasApi(source, sourceAdmin).exportAll().expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="atrium-collections.json"');
    file = res.body;
    expect(file).toMatchObject({ format: 'atrium-collections', version: 1 });
    expect(new Date(file.exported_at).toString()).not.toBe('Invalid Date');
    expect(file.collections.map((c) => c.name)).toEqual(['audit_trail', 'clients', 'orders']);
  });

  it('a dry run shows what the import would create and changes nothing', async () => {
    const res = await importInto(file, '?dry_run=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, applied: false, destructive: false });
    expect(statuses(res)).toEqual({ audit_trail: 'created', clients: 'created', orders: 'created' });
    const orders = res.body.collections.find((c: { name: string }) => c.name === 'orders');
    expect(orders.sql[0]).toMatch(/^CREATE TABLE "orders"/);
    for (const name of ['clients', 'orders', 'audit_trail']) {
      expect(await tableExists(target, name)).toBe(false);
      expect(await storedRow(target, name)).toBeUndefined();
    }
  });

  it('importing into a fresh database reproduces the tables', async () => {
    const res = await importInto(file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, applied: true });
    expect(res.body.collections.map((c: { name: string; version: number }) => [c.name, c.version])).toEqual([
      ['audit_trail', 1],
      ['clients', 1],
      ['orders', 1],
    ]);
    await target.app.get(CollectionsRegistryService).settled();
    for (const name of ['clients', 'orders', 'audit_trail']) {
      expect(await columnsOf(target, name)).toEqual(await columnsOf(source, name));
      const collection = targetCatalog().get(name)!;
      expect(await tableDifferences(target.dataSource, collection, targetCatalog().list())).toEqual([]);
    }
    const versions = (await schemasApi(target, targetAdmin).versions('orders')).body;
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        action: 'import',
        actor: { id: targetAdmin.id, email: targetAdmin.email },
      }),
    ]);
    // The same file again changes nothing.
    const again = await importInto(file);
    expect(again.body).toMatchObject({ applied: false });
    expect(statuses(again)).toEqual({ audit_trail: 'unchanged', clients: 'unchanged', orders: 'unchanged' });
  });

  describe('a file that differs from what is registered', () => {
    let changed: SchemasExportFile;
    beforeAll(async () => {
      const local = await schemasApi(target, targetAdmin).create(
        schemaOf('local_only', [{ name: 'x', type: 'integer' }]),
      );
      expect(local.status).toBe(201);
      await target.dataSource.query(`INSERT INTO clients (name) VALUES ('Ada'), ('Grace')`);
      await target.dataSource.query(
        `INSERT INTO orders (client_id, note) SELECT id, 'first' FROM clients WHERE name = 'Ada'`,
      );
      const edit = (c: Collection): Collection => {
        if (c.name === 'clients')
          return { ...c, fields: [...c.fields, { name: 'phone', type: 'string' } as never] };
        if (c.name === 'orders') return { ...c, fields: c.fields.filter((f) => f.name !== 'note') };
        return c;
      };
      changed = { ...file, collections: file.collections.map(edit) };
    });
    const snapshot = async () => ({
      clients: await columnsOf(target, 'clients'),
      orders: await columnsOf(target, 'orders'),
      local: await tableExists(target, 'local_only'),
      versions: await target.dataSource.query('SELECT name, version FROM atrium_collections ORDER BY name'),
    });

    it('the dry run lists each collection: changed (additive or destructive), unchanged, missing', async () => {
      const before = await snapshot();
      const res = await importInto(changed, '?dry_run=true');
      expect(res.status).toBe(200);
      expect(res.body.destructive).toBe(true);
      expect(statuses(res)).toEqual({
        audit_trail: 'unchanged',
        clients: 'changed',
        orders: 'changed',
        local_only: 'missing',
      });
      const byName = Object.fromEntries(res.body.collections.map((c: { name: string }) => [c.name, c]));
      expect(byName.clients).toMatchObject({
        destructive: false,
        sql: ['ALTER TABLE "clients" ADD COLUMN "phone" text', expect.any(String)],
      });
      expect(byName.orders.changes).toEqual([
        expect.objectContaining({ kind: 'destructive', change: 'field_removed', field: 'note', rows: 1 }),
      ]);
      expect(byName.local_only).toMatchObject({ action: 'none', sql: [] });
      expect(await snapshot()).toEqual(before);
    });

    it('is all or nothing: an unconfirmed destructive change stops the additive ones too', async () => {
      const before = await snapshot();
      const res = await importInto(changed);
      expect(res.status).toBe(409);
      expect(res.body.details).toEqual([
        { path: 'collections.2.fields.note', message: 'Field "note" and its values are dropped (1 row)' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('names a refused change by its collection’s place in the file, even when the file has one', async () => {
      const before = await snapshot();
      const orders = changed.collections.filter((c) => c.name === 'orders');
      const res = await importInto({ ...changed, collections: orders });
      expect(res.status).toBe(409);
      expect(res.body.details).toEqual([
        { path: 'collections.0.fields.note', message: 'Field "note" and its values are dropped (1 row)' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('is all or nothing when the database refuses one change: nothing of the others stays', async () => {
      const before = await snapshot();
      const broken = {
        ...changed,
        collections: [
          ...changed.collections.map((c) =>
            c.name === 'clients'
              ? {
                  ...c,
                  fields: c.fields.map((f) => (f.name === 'name' ? { name: 'name', type: 'integer' } : f)),
                }
              : c,
          ),
          schemaOf('brand_new', [{ name: 'title', type: 'string' }]),
        ],
      };
      const res = await importInto(broken, '?confirm=destructive');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Existing values cannot be converted to the new field type; nothing was changed',
      );
      expect(res.body.details).toEqual([
        { path: 'collections.1.fields.name', message: expect.stringMatching(/^Field "name": /) },
      ]);
      expect(await tableExists(target, 'brand_new')).toBe(false);
      expect(await snapshot()).toEqual(before);
    });

    it('applies confirmed, leaving collections the file lacks alone', async () => {
      const res = await importInto(changed, '?confirm=destructive');
      expect(res.status).toBe(200);
      expect(res.body.applied).toBe(true);
      expect((await columnsOf(target, 'clients')).map((c) => c.name)).toContain('phone');
      expect((await columnsOf(target, 'orders')).map((c) => c.name)).not.toContain('note');
      expect(await target.dataSource.query('SELECT name FROM clients ORDER BY name')).toEqual([
        { name: 'Ada' },
        { name: 'Grace' },
      ]);
      expect(await tableExists(target, 'local_only')).toBe(true);
      expect(
        targetCatalog()
          .get('clients')!
          .fields.map((f) => f.name),
      ).toContain('phone');
    });

    it('drops the collections the file lacks only when asked (and confirmed)', async () => {
      const dry = await importInto(changed, '?drop_missing=true&dry_run=true');
      expect(statuses(dry)).toMatchObject({ local_only: 'dropped', clients: 'unchanged' });
      const unconfirmed = await importInto(changed, '?drop_missing=true');
      expect(unconfirmed.status).toBe(409);
      // A collection the file lacks has no place in it: its problem is the file's list.
      expect(unconfirmed.body.details).toEqual([
        { path: 'collections', message: 'Collection "local_only" and all its rows are dropped (0 rows)' },
      ]);
      expect(await tableExists(target, 'local_only')).toBe(true);
      const res = await importInto(changed, '?drop_missing=true&confirm=destructive');
      expect(res.status).toBe(200);
      expect(await tableExists(target, 'local_only')).toBe(false);
      expect(targetCatalog().get('local_only')).toBeUndefined();
    });
  });

  it('creates collections that point to each other, in one import', async () => {
    const res = await importInto({
      format: 'atrium-collections',
      version: 1,
      collections: [
        schemaOf('teams', [
          { name: 'captain_id', type: 'relation', target: 'players', on_delete: 'set_null' },
        ]),
        schemaOf('players', [{ name: 'team_id', type: 'relation', target: 'teams', on_delete: 'set_null' }]),
      ],
    });
    expect(res.status).toBe(200);
    expect(await tableExists(target, 'teams')).toBe(true);
    await target.app.get(CollectionsRegistryService).settled();
    for (const name of ['teams', 'players']) {
      expect(
        await tableDifferences(target.dataSource, targetCatalog().get(name)!, targetCatalog().list()),
      ).toEqual([]);
    }
  });

  describe('refuses a file with problems, applying nothing', () => {
    const valid = () => schemaOf('fine_one', [{ name: 'title', type: 'string' }]);
    it.each([
      ['another format', { format: 'other', version: 1, collections: [] }, 'format'],
      ['another version', { format: 'atrium-collections', version: 2, collections: [] }, 'version'],
      ['unknown keys', { format: 'atrium-collections', version: 1, collections: [], extra: true }, ''],
      ['not a list', { format: 'atrium-collections', version: 1, collections: {} }, 'collections'],
    ])('%s', async (_label, body, path) => {
      const res = await importInto(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid export file' });
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    });

    it.each([
      [
        'an unknown type',
        [valid(), schemaOf('bad_one', [{ name: 'x', type: 'money' }])],
        'collections.1.fields.0.type',
      ],
      [
        'a built-in name',
        [valid(), schemaOf('users', [{ name: 'x', type: 'string' }])],
        'collections.1.name',
      ],
      ['a name twice', [valid(), valid()], 'collections.1.name'],
      [
        'an unknown key in its second field',
        [
          valid(),
          schemaOf('bad_key', [
            { name: 'a', type: 'string' },
            { name: 'b', type: 'string', colour: 'red' },
          ]),
        ],
        'collections.1.fields.1.colour',
      ],
      [
        'a relation to nothing',
        [valid(), schemaOf('bad_ref', [{ name: 'x', type: 'relation', target: 'nowhere' }])],
        'collections.1.fields.0.target',
      ],
      [
        'a grant to a role this environment lacks',
        [
          valid(),
          schemaOf('bad_grant', [{ name: 'x', type: 'string' }], { permissions: { zz_editor: ['read'] } }),
        ],
        'collections.1.permissions.zz_editor',
      ],
    ])('a collection with %s', async (_label, collections, path) => {
      const res = await importInto({ format: 'atrium-collections', version: 1, collections });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid collection schema');
      const paths = res.body.details.map((d: { path: string }) => d.path);
      expect(paths).toContain(path);
      // One style, as every other body problem is named: dotted keys and indexes from the body's root.
      for (const p of paths) expect(p).toMatch(/^collections\.\d+(\.[^.[\]]+)*$/);
      expect(await tableExists(target, 'fine_one')).toBe(false);
    });
  });

  it('refuses to move a registered collection to another table', async () => {
    const moved = file.collections.map((c) => (c.name === 'clients' ? { ...c, table: 'customer_rows' } : c));
    const res = await importInto({ ...file, collections: moved }, '?confirm=destructive');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('keep their names');
    expect(res.body.details).toEqual([
      { path: 'collections.1.table', message: expect.stringContaining('Table renamed') },
    ]);
    expect(await tableExists(target, 'customer_rows')).toBe(false);
  });

  it('takes files past the 1 MiB default body limit, up to 5 MB', async () => {
    const padded =
      JSON.stringify({ format: 'atrium-collections', version: 1, collections: [] }) + ' '.repeat(1_500_000);
    const res = await importInto(padded, '?dry_run=true');
    expect(res.status).toBe(200);
    const tooBig = await importInto(padded + ' '.repeat(4_000_000), '?dry_run=true');
    expect(tooBig.status).toBe(413);
  });
});
