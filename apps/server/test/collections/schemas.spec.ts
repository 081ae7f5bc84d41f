import { builtinCollections, schemaVersionSchema, validateCollection } from '@atrium/schema';
import type { Collection, SchemaEntry, SchemaVersion } from '@atrium/schema';
import { ChangeFeedService } from '../../src/modules/changes/change-feed.service.js';
import { CollectionCatalog } from '../../src/modules/collections/collection-catalog.js';
import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { tableDifferences } from '../support/collection-tables.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { columnsOf, schemaOf, schemasApi, storedRow, tableExists } from './schema-kit.js';

/**
 * The schema registry (/api/schemas): a schema becomes a table, additive changes apply at once,
 * destructive ones only when confirmed and never when existing rows cannot take them, a dry run
 * changes nothing, every change is versioned, and refused input changes nothing at all.
 */
describe('/api/schemas', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let zoneId: string;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin' });
    member = await createUser(t);
    [{ id: zoneId }] = await t.dataSource.query(
      `INSERT INTO zones (name) VALUES ('Registry zone') RETURNING id`,
    );
  }, 120_000);
  afterAll(() => t.close());

  const api = () => schemasApi(t, admin);
  const registry = () => t.app.get(CollectionsRegistryService);
  const catalog = () => t.app.get(CollectionCatalog);
  /** Once the after-commit statements ran, the table matches its declaration exactly. */
  async function expectTableMatches(name: string) {
    await registry().settled();
    const collection = catalog().get(name);
    expect(collection).toBeDefined();
    expect(await tableDifferences(t.dataSource, collection!, catalog().list())).toEqual([]);
  }
  async function create(body: Record<string, unknown>) {
    const res = await api().create(body);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { version: number; schema: Collection };
  }

  describe('who may call', () => {
    const body = schemaOf('nobody_table', [{ name: 'title', type: 'string' }]);
    it.each([
      ['POST', '/api/schemas', body],
      ['PATCH', '/api/schemas/nobody_table', body],
      ['DELETE', '/api/schemas/nobody_table?confirm=destructive', undefined],
      ['GET', '/api/schemas/nobody_table/versions', undefined],
      ['GET', '/api/schemas/export', undefined],
      ['POST', '/api/schemas/import', { format: 'atrium-collections', version: 1, collections: [body] }],
    ])('%s %s: anonymous 401, member 403, nothing applied', async (method, path, payload) => {
      const call = (user?: TestUser) => {
        const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
        if (user) req.set(user.auth);
        return payload === undefined ? req : req.send(payload);
      };
      expect((await call()).status).toBe(401);
      const refused = await call(member);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
      expect(await tableExists(t, 'nobody_table')).toBe(false);
    });

    it('GET /schemas and GET /schemas/:name need a signed-in caller', async () => {
      expect((await t.http().get('/api/schemas')).status).toBe(401);
      expect((await t.http().get('/api/schemas/zones')).status).toBe(401);
      expect((await schemasApi(t, member).list()).status).toBe(200);
    });
  });

  describe('a query parameter refused is named in the details, as /api/rest names it', () => {
    const call = (method: string, path: string, language?: string) => {
      const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path).set(admin.auth);
      if (language) req.set('accept-language', language);
      // POST and PATCH get a body the pipe before the query's accepts, so the query is what fails.
      return method === 'POST' || method === 'PATCH' ? req.send({}) : req;
    };
    it.each([
      ['GET', '/api/schemas?limit=5', [['limit', 'Unrecognized key: "limit"']]],
      ['GET', '/api/schemas/export?bogus=1', [['bogus', 'Unrecognized key: "bogus"']]],
      [
        'GET',
        '/api/schemas/zones?bogus=1&other=2',
        [
          ['bogus', 'Unrecognized key: "bogus"'],
          ['other', 'Unrecognized key: "other"'],
        ],
      ],
      ['GET', '/api/schemas/zones/versions?bogus=1', [['bogus', 'Unrecognized key: "bogus"']]],
      ['GET', '/api/schemas/zones/versions?limit=abc', [['limit', 'Must be a whole number']]],
      [
        'GET',
        '/api/schemas/zones/versions?limit=0&offset=1&sort=at',
        [
          ['limit', 'Must be at least 1'],
          ['sort', 'Unrecognized key: "sort"'],
        ],
      ],
      ['POST', '/api/schemas?dry_run=maybe', [['dry_run', 'Must be true or false']]],
      ['POST', '/api/schemas?dryrun=true', [['dryrun', 'Unrecognized key: "dryrun"']]],
      ['PATCH', '/api/schemas/nobody_table?force=1', [['force', 'Unrecognized key: "force"']]],
      ['DELETE', '/api/schemas/nobody_table?confirm=yes', [['confirm', 'Expected "destructive"']]],
      ['DELETE', '/api/schemas/nobody_table?cascade=true', [['cascade', 'Unrecognized key: "cascade"']]],
      ['POST', '/api/schemas/import?drop_missing=1', [['drop_missing', 'Must be true or false']]],
      ['POST', '/api/schemas/import?drop=true', [['drop', 'Unrecognized key: "drop"']]],
    ])('%s %s', async (method, path, expected) => {
      const res = await call(method, path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.details).toEqual(expected.map(([p, message]) => ({ path: p, message })));
      expect(await tableExists(t, 'nobody_table')).toBe(false);
    });

    it('words an unknown parameter in the caller’s language, still at its name', async () => {
      const res = await call('GET', '/api/schemas?bogus=1', 'de');
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'bogus', message: 'Unbekannter Schlüssel: "bogus"' }]);
    });
  });

  it('creates a collection: a table with the implied id, the fields and the system fields', async () => {
    const res = await api().create(
      schemaOf('projects', [
        { name: 'title', type: 'string', required: true, max: 200 },
        { name: 'code', type: 'string', unique: true },
        { name: 'status', type: 'enum', options: ['planned', 'done'], default: 'planned', required: true },
        { name: 'budget', type: 'number', min: 0 },
        { name: 'starts_on', type: 'date' },
        { name: 'settings', type: 'json', shape: 'object' },
        { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'cascade' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'projects',
      action: 'create',
      applied: true,
      dry_run: false,
      version: 1,
    });
    expect(res.body.sql[0]).toMatch(/^CREATE TABLE "projects" \(/);
    expect(await columnsOf(t, 'projects')).toEqual([
      { name: 'id', type: 'uuid', nullable: false },
      { name: 'title', type: 'text', nullable: false },
      { name: 'code', type: 'text', nullable: true },
      { name: 'status', type: 'text', nullable: false },
      { name: 'budget', type: 'double precision', nullable: true },
      { name: 'starts_on', type: 'date', nullable: true },
      { name: 'settings', type: 'jsonb', nullable: true },
      { name: 'zone_id', type: 'uuid', nullable: true },
      { name: 'created_at', type: 'timestamp with time zone', nullable: false },
      { name: 'updated_at', type: 'timestamp with time zone', nullable: false },
      { name: 'created_by', type: 'uuid', nullable: true },
    ]);
    await expectTableMatches('projects');
    // The database keeps the rules too: a bad enum value or a negative budget is refused.
    await expect(
      t.dataSource.query(`INSERT INTO projects (title, status) VALUES ('x', 'unknown')`),
    ).rejects.toMatchObject({ code: '23514' });
    await t.dataSource.query(`INSERT INTO projects (title, zone_id) VALUES ('Alpha', $1)`, [zoneId]);
    // Served at once: the catalog, GET /schemas/:name.
    const entry = (await api().get('projects').expect(200)).body as SchemaEntry;
    expect(entry).toMatchObject({ name: 'projects', builtin: false, version: 1 });
    expect(entry.schema.fields.map((f) => f.name)).toEqual([
      'title',
      'code',
      'status',
      'budget',
      'starts_on',
      'settings',
      'zone_id',
    ]);
  });

  describe('refuses a schema with problems, listing them, and applies nothing', () => {
    it.each([
      [
        'a reserved word',
        schemaOf('user', [{ name: 'title', type: 'string' }]),
        'name',
        'reserved word of SQL',
      ],
      [
        'a built-in name',
        schemaOf('zones', [{ name: 'title', type: 'string' }]),
        'name',
        'built-in collection',
      ],
      [
        'an engine prefix',
        schemaOf('atrium_things', [{ name: 'title', type: 'string' }]),
        'name',
        'reserved',
      ],
      [
        'a path of /schemas',
        schemaOf('export', [{ name: 'title', type: 'string' }]),
        'name',
        'path of /api/schemas',
      ],
      [
        'an unknown type',
        schemaOf('bad_type', [{ name: 'price', type: 'money' }]),
        'fields.0.type',
        'Unknown field type',
      ],
      [
        'a pattern that cannot run in linear time',
        schemaOf('bad_pattern', [{ name: 'code', type: 'string', pattern: '^(a+)\\1$' }]),
        'fields.0.pattern',
        'cannot be matched in linear time',
      ],
      [
        'a system column',
        schemaOf('bad_column', [{ name: 'xmin', type: 'integer' }]),
        'fields.0.name',
        'system column',
      ],
      [
        'a clashing field',
        schemaOf('bad_clash', [
          { name: 'title', type: 'string' },
          { name: 'title', type: 'text' },
        ]),
        'fields.1.name',
        'declared twice',
      ],
      [
        'an unknown relation target',
        schemaOf('bad_target', [{ name: 'owner', type: 'relation', target: 'nowhere' }]),
        'fields.0.target',
        'Unknown collection "nowhere"',
      ],
      [
        'a grant to a role that does not exist',
        schemaOf('bad_grant', [{ name: 'title', type: 'string' }], {
          permissions: { user: ['read'], zz_nobody: ['read', 'update'] },
        }),
        'permissions.zz_nobody',
        'Role "zz_nobody" does not exist',
      ],
      [
        'a field label over two lines',
        schemaOf('bad_label', [{ name: 'title', type: 'string', label: 'Title\nand more' }]),
        'fields.0.label',
        'Must be one line, without tabs',
      ],
      [
        'a collection label with a terminal escape',
        schemaOf('bad_escape', [{ name: 'title', type: 'string' }], { label: 'Tasks \u001b[31m' }),
        'label',
        'Must not contain control characters',
      ],
      [
        'a default that does not fit',
        schemaOf('bad_default', [{ name: 'size', type: 'integer', max: 5, default: 9 }]),
        'fields.0.default',
        'Default',
      ],
    ])('%s', async (_label, body, path, message) => {
      const res = await api().create(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid collection schema' });
      expect(res.body.details).toEqual(
        expect.arrayContaining([{ path, message: expect.stringContaining(message) }]),
      );
      const name = body.name as string;
      expect(await storedRow(t, name)).toBeUndefined();
      if (name !== 'zones' && name !== 'user') expect(await tableExists(t, name)).toBe(false);
      expect(catalog().isBuiltin(name) || catalog().get(name) === undefined).toBe(true);
    });

    it('names every problem with a dotted path, as the rest of the API: create, dry run, change, import', async () => {
      // Indexes at two levels and a row scope's via list: the validator wrote `fields[1].options[1]`
      // and `permissions.user.scope.via[0]` here while every other detail path is dotted.
      const broken = schemaOf('dotted_paths', [
        { name: 'title', type: 'string' },
        { name: 'stage', type: 'enum', options: ['a', 7] },
      ]);
      const expected = [{ path: 'fields.1.options.1', message: expect.any(String) }];
      for (const res of [await api().create(broken), await api().create(broken, '?dry_run=true')]) {
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual(expect.arrayContaining(expected));
        for (const detail of res.body.details as { path: string }[]) expect(detail.path).not.toMatch(/[[\]]/);
      }
      const scoped = schemaOf('dotted_scope', [{ name: 'title', type: 'string' }], {
        permissions: {
          user: { actions: ['read'], scope: { kind: 'zone_member', via: ['nowhere'], field: 'zone_id' } },
        },
      });
      const scopeRefused = await api().create(scoped);
      expect(scopeRefused.status).toBe(400);
      expect(scopeRefused.body.details).toEqual([
        { path: 'permissions.user.scope.via.0', message: expect.stringContaining('"nowhere"') },
      ]);

      await create(schemaOf('dotted_paths', [{ name: 'title', type: 'string' }]));
      for (const query of ['', '?dry_run=true']) {
        const changed = await api().update('dotted_paths', broken, query);
        expect(changed.status).toBe(400);
        expect(changed.body.details).toEqual(expect.arrayContaining(expected));
      }
      const imported = await api().importAll(
        { format: 'atrium-collections', version: 1, collections: [broken] },
        '?dry_run=true',
      );
      expect(imported.status).toBe(400);
      expect(imported.body.details).toEqual(
        expect.arrayContaining([{ path: 'collections.0.fields.1.options.1', message: expect.any(String) }]),
      );
    });

    it('suggests the known name a misspelt key or value most likely means: create, change, import', async () => {
      const typos = schemaOf('typo_keys', [
        { name: 'title', type: 'string', requird: true },
        { name: 'body', type: 'txt' },
        { name: 'note', type: 'text', colour: 'red' },
      ]);
      const expected = [
        { path: 'fields.0.requird', message: 'Unknown key "requird"; did you mean "required"?' },
        {
          path: 'fields.1.type',
          message: expect.stringMatching(/^Unknown field type; expected one of .*; did you mean "text"\?$/),
        },
        // No known key is close: nothing is suggested.
        { path: 'fields.2.colour', message: 'Unknown key "colour"' },
      ];
      for (const res of [await api().create(typos), await api().create(typos, '?dry_run=true')]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid collection schema' });
        expect(res.body.details).toEqual(expected);
      }
      await create(schemaOf('typo_keys', [{ name: 'title', type: 'string' }]));
      const changed = await api().update('typo_keys', typos);
      expect(changed.status).toBe(400);
      expect(changed.body.details).toEqual(expected);
      const imported = await api().importAll(
        { format: 'atrium-collections', version: 1, collections: [typos] },
        '?dry_run=true',
      );
      expect(imported.status).toBe(400);
      expect(imported.body.details).toEqual(
        expected.map((detail) => ({ ...detail, path: `collections.0.${detail.path}` })),
      );
      expect((await columnsOf(t, 'typo_keys')).map((c) => c.name)).not.toContain('body');
    });

    it.each([
      ['an array', []],
      ['a string', 'projects'],
      ['nothing at all', null],
    ])('a body that is not a schema: %s', async (_label, body) => {
      const res = await api().create(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it.each([
      ['an unknown parameter', '?force=true'],
      ['a bad dry_run', '?dry_run=yes'],
      ['a bad confirm', '?confirm=yes'],
    ])('a query with %s', async (_label, query) => {
      const res = await api().create(schemaOf('query_checked', [{ name: 'title', type: 'string' }]), query);
      expect(res.status).toBe(400);
      expect(await tableExists(t, 'query_checked')).toBe(false);
    });
  });

  it('refuses a name already taken: a collection, or a table made outside the registry', async () => {
    const again = await api().create(schemaOf('projects', [{ name: 'title', type: 'string' }]));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already exists');
    await t.dataSource.query('CREATE TABLE legacy_things (id int)');
    const legacy = await api().create(schemaOf('legacy_things', [{ name: 'title', type: 'string' }]));
    expect(legacy.status).toBe(409);
    expect(legacy.body.message).toContain('"legacy_things" already exists in the database');
    expect(await columnsOf(t, 'legacy_things')).toEqual([{ name: 'id', type: 'integer', nullable: true }]);
    expect(await storedRow(t, 'legacy_things')).toBeUndefined();
  });

  it("refuses an index name that is another table's, in the dry run too, and leaves that index alone", async () => {
    const indexOf = async (name: string) =>
      (await t.dataSource.query('SELECT tablename FROM pg_indexes WHERE indexname = $1', [name]))[0]
        ?.tablename as string | undefined;
    expect(await indexOf('zones_created_by_idx')).toBe('zones');
    const base = schemaOf('zones_created', [{ name: 'title', type: 'string' }]);
    await create(base);
    // zones_created + by → zones_created_by_idx: the name of an index of the built-in zones table.
    const withBy = { ...base, fields: [...base.fields, { name: 'by', type: 'relation', target: 'zones' }] };
    const dry = await api().update('zones_created', withBy, '?dry_run=true');
    expect(dry.status).toBe(200);
    expect(dry.body.blockers).toEqual([
      'The index name "zones_created_by_idx" this change needs belongs to table "zones": rename the field or the collection',
    ]);
    const res = await api().update('zones_created', withBy, '?confirm=destructive');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'A name this change needs is already used in the database; nothing was changed',
      details: [{ path: 'fields.by', message: expect.stringContaining('belongs to table "zones"') }],
    });
    expect((await columnsOf(t, 'zones_created')).map((c) => c.name)).not.toContain('by');
    // A new collection whose relation index would be zone_members' own is refused before its table exists.
    const zone = schemaOf('zone', [{ name: 'members_user', type: 'relation', target: 'users' }]);
    expect(await indexOf('zone_members_user_idx')).toBe('zone_members');
    const refused = await api().create(zone);
    expect(refused.status).toBe(409);
    expect(refused.body.details[0].path).toBe('fields.members_user');
    expect(await tableExists(t, 'zone')).toBe(false);
    expect(await indexOf('zones_created_by_idx')).toBe('zones');
    expect(await indexOf('zone_members_user_idx')).toBe('zone_members');
  });

  it('adds fields at once, keeping the rows; the new required one with a default fills them', async () => {
    const tasks = schemaOf('tasks', [{ name: 'title', type: 'string', required: true }]);
    await create(tasks);
    await t.dataSource.query(`INSERT INTO tasks (title) VALUES ('one'), ('two'), ('three')`);
    const res = await api().update('tasks', {
      ...tasks,
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'notes', type: 'text' },
        { name: 'done', type: 'boolean', required: true, default: false },
        { name: 'rank', type: 'integer', default: 3, min: 0 },
        { name: 'owner_id', type: 'relation', target: 'users', on_delete: 'set_null' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'update', applied: true, destructive: false, version: 2 });
    expect(res.body.changes.filter((c: { change: string }) => c.change === 'field_added')).toHaveLength(4);
    expect(res.body.changes.find((c: { field?: string }) => c.field === 'done').rows).toBe(3);
    expect((await columnsOf(t, 'tasks')).map((c) => c.name)).toEqual([
      'id',
      'title',
      'created_at',
      'updated_at',
      'created_by',
      'notes',
      'done',
      'rank',
      'owner_id',
    ]);
    expect(await t.dataSource.query('SELECT title, notes, done, rank FROM tasks ORDER BY title')).toEqual([
      { title: 'one', notes: null, done: false, rank: 3 },
      { title: 'three', notes: null, done: false, rank: 3 },
      { title: 'two', notes: null, done: false, rank: 3 },
    ]);
    await expectTableMatches('tasks');
    expect(catalog().get('tasks')!.fields).toHaveLength(5);
    // An identical schema changes nothing and records no version.
    const same = await api().update('tasks', { ...tasks, fields: catalog().get('tasks')!.fields });
    expect(same.body).toMatchObject({ action: 'none', applied: false, version: 2, changes: [] });
  });

  describe('destructive changes', () => {
    const inventory = (fields: Record<string, unknown>[]) => schemaOf('inventory', fields);
    const baseFields = [
      { name: 'name', type: 'string', required: true, max: 100 },
      { name: 'qty', type: 'integer' },
      { name: 'note', type: 'text' },
    ];
    beforeAll(async () => {
      await create(inventory(baseFields));
      await t.dataSource.query(`
        INSERT INTO inventory (name, qty, note) VALUES
          ('bolts', 10, 'steel'), ('nuts', 20, NULL), ('long washers', 5, 'zinc'), ('nuts', 7, NULL)`);
    });
    const snapshot = async () => ({
      columns: await columnsOf(t, 'inventory'),
      version: (await storedRow(t, 'inventory'))!.version,
      rows: await t.dataSource.query('SELECT name, qty, note FROM inventory ORDER BY name, qty'),
    });

    it.each([
      [
        'a dropped field',
        baseFields.filter((f) => f.name !== 'note'),
        { path: 'fields.note', message: 'Field "note" and its values are dropped (2 rows)' },
      ],
      [
        'a type change',
        baseFields.map((f) => (f.name === 'qty' ? { name: 'qty', type: 'string' } : f)),
        {
          path: 'fields.qty.type',
          message: 'Field "qty": type changes from integer to string; values may not convert (4 rows)',
        },
      ],
      [
        'a field made required',
        baseFields.map((f) => (f.name === 'note' ? { ...f, required: true, default: 'none' } : f)),
        {
          path: 'fields.note.required',
          message: 'Field "note": becomes required; rows without a value would not fit (2 rows)',
        },
      ],
      [
        'a narrowed bound that every row fits',
        baseFields.map((f) => (f.name === 'name' ? { ...f, max: 20 } : f)),
        {
          path: 'fields.name.max',
          message: 'Field "name": at most 20 characters instead of 100; existing rows may not fit (0 rows)',
        },
      ],
    ])('%s is refused with its explanation, and nothing changes', async (_label, fields, detail) => {
      const before = await snapshot();
      const res = await api().update('inventory', inventory(fields));
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('destructive');
      expect(res.body.message).toContain('?confirm=destructive');
      expect(res.body.details).toEqual([detail]);
      expect(await snapshot()).toEqual(before);
      expect(
        catalog()
          .get('inventory')!
          .fields.map((f) => f.name),
      ).toEqual(['name', 'qty', 'note']);
    });

    it('a dry run changes nothing and shows the SQL and the rows each change touches', async () => {
      const before = await snapshot();
      const res = await api().update(
        'inventory',
        inventory([
          { name: 'name', type: 'string', required: true, max: 5 },
          { name: 'qty', type: 'integer', required: true, default: 0 },
          { name: 'label', type: 'string' },
        ]),
        '?dry_run=true',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        dry_run: true,
        applied: false,
        destructive: true,
        version: before.version,
      });
      expect(res.body.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ change: 'field_removed', field: 'note', kind: 'destructive', rows: 2 }),
          expect.objectContaining({ change: 'constraint_narrowed', field: 'name', rows: 1 }),
          expect.objectContaining({ change: 'required_added', field: 'qty', rows: 0 }),
          expect.objectContaining({ change: 'field_added', field: 'label', kind: 'additive', rows: null }),
        ]),
      );
      expect(res.body.sql).toEqual(
        expect.arrayContaining([
          'ALTER TABLE "inventory" DROP COLUMN "note"',
          'ALTER TABLE "inventory" ADD COLUMN "label" text',
          'ALTER TABLE "inventory" ALTER COLUMN "qty" SET NOT NULL',
        ]),
      );
      expect(await snapshot()).toEqual(before);
      // A dry run of a create makes no table; of a delete drops none.
      const create = await api().create(
        schemaOf('dry_only', [{ name: 'title', type: 'string' }]),
        '?dry_run=true',
      );
      expect(create.status).toBe(200);
      expect(create.body).toMatchObject({ applied: false, action: 'create' });
      expect(create.body.sql[0]).toMatch(/^CREATE TABLE "dry_only"/);
      expect(await tableExists(t, 'dry_only')).toBe(false);
      const drop = await api().remove('inventory', '?dry_run=true');
      expect(drop.body).toMatchObject({ applied: false, action: 'delete', sql: ['DROP TABLE "inventory"'] });
      expect(drop.body.changes[0]).toMatchObject({ change: 'collection_dropped', rows: 4 });
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      [
        'a required field without a default, on rows that have no value',
        baseFields.map((f) => (f.name === 'note' ? { ...f, required: true } : f)),
        'fields.note.required',
        'Field "note" becomes required: 2 rows have no value for it',
      ],
      [
        'a unique field with duplicates',
        baseFields.map((f) => (f.name === 'name' ? { ...f, unique: true } : f)),
        'fields.name.unique',
        'Field "name" becomes unique: 2 rows share a value with another row',
      ],
      [
        'a new required field without a default',
        [...baseFields, { name: 'sku', type: 'string', required: true }],
        'fields.sku',
        'Field "sku" is required and has no default: 4 existing rows have no value for it',
      ],
      [
        'a bound that rows break (schema-narrowing.spec.ts has the rest)',
        baseFields.map((f) => (f.name === 'name' ? { ...f, max: 5 } : f)),
        'fields.name.max',
        'Field "name": 1 row has a value its new rules refuse',
      ],
    ])('%s is refused even confirmed', async (_label, fields, path, message) => {
      const before = await snapshot();
      const res = await api().update('inventory', inventory(fields), '?confirm=destructive');
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('cannot be applied');
      expect(res.body.details).toEqual([{ path, message: expect.stringContaining(message) }]);
      expect(await snapshot()).toEqual(before);
    });

    it('a confirmed conversion that existing values cannot take is refused, and nothing changes', async () => {
      await t.dataSource.query(`UPDATE inventory SET note = 'not a number' WHERE note = 'steel'`);
      const before = await snapshot();
      const res = await api().update(
        'inventory',
        inventory(baseFields.map((f) => (f.name === 'note' ? { name: 'note', type: 'integer' } : f))),
        '?confirm=destructive',
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Existing values cannot be converted to the new field type; nothing was changed',
      );
      expect(res.body.details).toEqual([
        {
          path: 'fields.note',
          message:
            'Field "note": some existing values cannot be converted to integer; change or clear them first (or keep the old type)',
        },
      ]);
      expect(await snapshot()).toEqual(before);
      await t.dataSource.query(`UPDATE inventory SET note = 'steel' WHERE note = 'not a number'`);
    });

    it('applies a confirmed destructive change: a required field gets its default, a field is dropped', async () => {
      const before = await snapshot();
      const res = await api().update(
        'inventory',
        inventory([
          { name: 'name', type: 'string', required: true, max: 100 },
          { name: 'qty', type: 'integer' },
          { name: 'note', type: 'text', required: true, default: 'none' },
        ]),
        '?confirm=destructive',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ applied: true, version: before.version + 1 });
      expect(
        await t.dataSource.query(`SELECT count(*)::int AS n FROM inventory WHERE note = 'none'`),
      ).toEqual([{ n: 2 }]);
      const dropped = await api().update(
        'inventory',
        inventory([
          { name: 'name', type: 'string', required: true, max: 100 },
          { name: 'qty', type: 'string' },
        ]),
        '?confirm=destructive',
      );
      expect(dropped.status).toBe(200);
      expect((await columnsOf(t, 'inventory')).map((c) => `${c.name}:${c.type}`)).toEqual([
        'id:uuid',
        'name:text',
        'qty:text',
        'created_at:timestamp with time zone',
        'updated_at:timestamp with time zone',
        'created_by:uuid',
      ]);
      expect(await t.dataSource.query('SELECT qty FROM inventory ORDER BY qty')).toEqual([
        { qty: '10' },
        { qty: '20' },
        { qty: '5' },
        { qty: '7' },
      ]);
      await expectTableMatches('inventory');
    });
  });

  it('records every version: action, actor, before, after and the SQL that ran', async () => {
    const res = await api().versions('tasks').expect(200);
    expect(res.body.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    const [update, created] = res.body;
    expect(update.actor).toEqual({ id: admin.id, email: admin.email });
    expect(update.before.fields.map((f: { name: string }) => f.name)).toEqual(['title']);
    expect(update.after.fields.map((f: { name: string }) => f.name)).toEqual([
      'title',
      'notes',
      'done',
      'rank',
      'owner_id',
    ]);
    expect(update.sql).toContain('ALTER TABLE "tasks" ADD COLUMN "notes" text;');
    expect(update.sql).toContain('-- after commit');
    expect(created.before).toBeNull();
    expect(created.sql).toMatch(/^CREATE TABLE "tasks"/);
    expect(new Date(created.at).getTime()).toBeLessThanOrEqual(new Date(update.at).getTime());
    expect((await api().versions('tasks', '?limit=1')).body).toHaveLength(1);
    expect((await api().versions('tasks', '?limit=0')).status).toBe(400);
    expect((await api().versions('tasks', '?limit=abc')).status).toBe(400);
    expect((await api().versions('never_registered')).status).toBe(404);
    // A built-in collection has none (its history is in the migrations), and says so by an empty list.
    expect(await api().versions('zones')).toMatchObject({ status: 200, body: [] });
  });

  it('the OpenAPI document describes the versions answer: who, when, before, after, the SQL', async () => {
    const doc = (await t.http().get('/api/docs/json').set(admin.auth).expect(200)).body;
    const ok = doc.paths['/api/schemas/{name}/versions'].get.responses['200'];
    const list = ok.content['application/json'].schema;
    expect(list.type).toBe('array');
    const item = list.items;
    expect(item).toMatchObject({ type: 'object', additionalProperties: false });
    expect([...item.required].sort()).toEqual(['action', 'actor', 'after', 'at', 'before', 'sql', 'version']);
    expect(Object.keys(item.properties).sort()).toEqual([...item.required].sort());
    expect(item.properties.version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(item.properties.action).toMatchObject({ enum: ['create', 'update', 'delete', 'import'] });
    expect(item.properties.sql).toMatchObject({ type: 'string' });
    expect(item.properties.at).toMatchObject({ type: 'string', format: 'date-time' });
    // Who: {id, email} while the account exists (email null once it is gone), null for no actor.
    const actor = item.properties.actor.anyOf;
    expect(actor).toContainEqual({ type: 'null' });
    expect(actor.find((s: { type: string }) => s.type === 'object')).toMatchObject({
      required: ['id', 'email'],
      properties: { id: { type: 'string', format: 'uuid' }, email: { type: ['string', 'null'] } },
    });
    // Before and after: a collection schema (the meta-schema, once, in components) or null.
    for (const side of ['before', 'after']) {
      expect(item.properties[side]).toEqual({
        anyOf: [{ $ref: '#/components/schemas/Collection' }, { type: 'null' }],
      });
    }
    const collection = doc.components.schemas.Collection;
    expect(collection).toMatchObject({ type: 'object', required: ['name', 'label', 'fields'] });
    expect(Object.keys(collection.properties)).toEqual(expect.arrayContaining(['fields', 'permissions']));
    // Every reference in it resolves inside the document (no JSON Schema `$defs` left dangling).
    const refs = [...JSON.stringify(collection).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9_]+$/);
      expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    }

    // And the endpoint answers exactly that: the shared schema the entry is made from accepts
    // every version (no key more or less), and each before/after is a valid collection schema.
    const versions = (await api().versions('tasks').expect(200)).body as unknown[];
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) {
      const parsed = schemaVersionSchema.safeParse(v);
      expect(parsed.error?.issues ?? []).toEqual([]);
      for (const side of [(v as SchemaVersion).before, (v as SchemaVersion).after])
        if (side !== null) expect(validateCollection(side).problems).toEqual([]);
    }
  });

  it('GET /schemas shows each caller only the collections, fields and grant they may read', async () => {
    await create(
      schemaOf(
        'notes_shared',
        [
          { name: 'title', type: 'string' },
          { name: 'secret', type: 'string' },
        ],
        {
          list: { columns: ['title', 'secret'] },
          permissions: { user: { actions: ['read'], read_fields: ['title'] }, guest: ['read'] },
        },
      ),
    );
    await create(schemaOf('notes_private', [{ name: 'title', type: 'string' }]));
    const names = (entries: SchemaEntry[]) => entries.map((e) => e.name);

    const mine = (await schemasApi(t, member).list().expect(200)).body as SchemaEntry[];
    expect(names(mine)).toContain('notes_shared');
    expect(names(mine)).not.toContain('notes_private');
    expect(names(mine)).not.toContain('projects');
    for (const entry of mine) expect(entry.access.actions).toContain('read');
    const shared = mine.find((e) => e.name === 'notes_shared')!;
    expect(shared.schema.fields.map((f) => f.name)).toEqual(['title']);
    expect(shared.schema.list).toEqual({ columns: ['title'] });
    expect(Object.keys(shared.schema.permissions)).toEqual(['user']);
    expect(shared.access.read_fields).not.toContain('secret');
    // A grant that only reads writes nothing, and so names no hidden column as writable.
    expect(shared.access.write_fields).toEqual([]);
    expect((await schemasApi(t, member).get('notes_private')).status).toBe(404);
    expect((await schemasApi(t, member).get('notes_shared')).body.schema.fields).toHaveLength(1);

    const all = (await api().list().expect(200)).body as SchemaEntry[];
    expect(names(all)).toEqual(
      expect.arrayContaining(['notes_shared', 'notes_private', 'projects', 'users']),
    );
    expect(all.filter((e) => e.builtin).map((e) => e.name)).toEqual(builtinCollections().map((c) => c.name));
    // Internal columns (a password hash) are never named, not even to admins.
    const users = all.find((e) => e.name === 'users')!;
    expect(users.schema.fields.some((f) => f.internal)).toBe(false);
    expect(users.schema.fields.map((f) => f.name)).not.toContain('password_hash');
  });

  it('built-in collections cannot be changed through the registry', async () => {
    const zones = catalog().get('zones')!;
    const patch = await api().update('zones', { ...zones, label: 'Spaces' });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toContain('built in');
    expect((await api().remove('users', '?confirm=destructive')).status).toBe(409);
    expect(catalog().get('zones')!.label).toBe(zones.label);
  });

  it('a collection keeps its name and its table', async () => {
    const projects = catalog().get('projects')!;
    const renamed = await api().update('projects', { ...projects, name: 'project_list' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain('cannot be renamed');
    const moved = await api().update('projects', { ...projects, table: 'project_rows' });
    expect(moved.status).toBe(400);
    expect(moved.body.details).toEqual([
      { path: 'table', message: expect.stringContaining('Table renamed') },
    ]);
    expect(await tableExists(t, 'project_rows')).toBe(false);
    expect((await api().update('never_registered', projects)).status).toBe(404);
  });

  it('removing a collection needs confirming, drops its table and keeps its history', async () => {
    await create(schemaOf('parents', [{ name: 'title', type: 'string' }]));
    await create(schemaOf('children', [{ name: 'parent_id', type: 'relation', target: 'parents' }]));
    const referenced = await api().remove('parents', '?confirm=destructive');
    expect(referenced.status).toBe(409);
    expect(referenced.body.message).toContain('"children"');

    await t.dataSource.query(`INSERT INTO children DEFAULT VALUES`);
    const unconfirmed = await api().remove('children');
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.details).toEqual([
      { path: '', message: 'Collection "children" and all its rows are dropped (1 row)' },
    ]);
    expect(await tableExists(t, 'children')).toBe(true);

    const removed = await api().remove('children', '?confirm=destructive');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ applied: true, action: 'delete', version: 2, schema: null });
    expect(await tableExists(t, 'children')).toBe(false);
    expect((await api().get('children')).status).toBe(404);
    expect(catalog().get('children')).toBeUndefined();
    const history = (await api().versions('children')).body;
    expect(history.map((v: { action: string }) => v.action)).toEqual(['delete', 'create']);
    expect(history[0].after).toBeNull();
    // Created again under the same name, it continues the numbering.
    expect((await create(schemaOf('children', [{ name: 'title', type: 'string' }]))).version).toBe(3);
    expect((await api().remove('parents', '?confirm=destructive')).status).toBe(200);
  });

  it('a table changed by hand is explained, not a 500, and the change is not recorded', async () => {
    const res0 = await api().create(schemaOf('hand_made', [{ name: 'title', type: 'string' }]));
    expect(res0.status).toBe(201);
    await t.dataSource.query('ALTER TABLE hand_made ADD COLUMN extra text');
    const res = await api().update(
      'hand_made',
      schemaOf('hand_made', [
        { name: 'title', type: 'string' },
        { name: 'extra', type: 'text' },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('changed outside the registry');
    expect((await storedRow(t, 'hand_made'))!.version).toBe(1);
  });

  it('bounds bodies: a schema over 256 kB is 413, before anything is parsed', async () => {
    const huge = schemaOf('huge_one', [{ name: 'title', type: 'string' }], {
      description: 'x'.repeat(300_000),
    });
    const res = await api().create(huge);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await tableExists(t, 'huge_one')).toBe(false);
  });

  it('a change made elsewhere (another node, psql) reaches the catalog through the change feed', async () => {
    const remote = { ...catalog().get('notes_private')!, name: 'remote_notes', table: 'remote_notes' };
    expect(catalog().get('remote_notes')).toBeUndefined();
    // Written behind the registry's back; the feed's own timer (or NOTIFY) may see it before the
    // explicit poll below does, so nothing is asserted in between.
    await t.dataSource.query(
      `INSERT INTO atrium_collections (name, schema, version) VALUES ('remote_notes', $1, 1)`,
      [JSON.stringify(remote)],
    );
    await t.app.get(ChangeFeedService).poll();
    // The listener reloads in the background: give it its one read.
    for (let i = 0; i < 50 && !catalog().get('remote_notes'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(catalog().get('remote_notes')?.label).toBe(remote.label);
    await t.dataSource.query(`DELETE FROM atrium_collections WHERE name = 'remote_notes'`);
    await t.app.get(ChangeFeedService).poll();
    for (let i = 0; i < 50 && catalog().get('remote_notes'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(catalog().get('remote_notes')).toBeUndefined();
  });
});
