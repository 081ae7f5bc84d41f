import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { schemaOf, schemasApi } from './schema-kit.js';

/**
 * A uuid field turned into a relation keeps its column (uuid both), so nothing converts: what
 * existing rows may break is the new foreign key, for a value that names no row of the target.
 * The foreign key is added NOT VALID and validated after commit; a row pointing nowhere makes that
 * validation fail, and the change stays applied with the key unvalidated. The dry run and the
 * confirmation must say how many rows point nowhere, as they do when a relation's target changes.
 */
describe('/api/schemas: a uuid field becoming a relation', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin' });
  }, 120_000);
  afterAll(() => t.close());

  const api = () => schemasApi(t, admin);

  it('counts the rows whose value names no row of the target, in the dry run and the confirmation', async () => {
    expect((await api().create(schemaOf('rt_targets', [{ name: 'label', type: 'string' }]))).status).toBe(
      201,
    );
    const refs = schemaOf('rt_refs', [{ name: 'ref', type: 'uuid' }]);
    expect((await api().create(refs)).status).toBe(201);
    const [target]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO rt_targets (label) VALUES ('kept') RETURNING id`,
    );
    await t.dataSource.query(
      `INSERT INTO rt_refs (ref) VALUES ($1), ('00000000-0000-4000-8000-000000000001'), ('00000000-0000-4000-8000-000000000002'), (NULL)`,
      [target.id],
    );
    const relation = schemaOf('rt_refs', [
      { name: 'ref', type: 'relation', target: 'rt_targets', on_delete: 'set_null' },
    ]);

    const dry = await api().update('rt_refs', relation, '?dry_run=true');
    expect(dry.status).toBe(200);
    expect(dry.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ change: 'field_type_changed', field: 'ref', rows: 2 }),
      ]),
    );

    const unconfirmed = await api().update('rt_refs', relation);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'fields.ref.type',
          message:
            'Field "ref": type changes from uuid to relation; values naming no row of the target would point nowhere (2 rows)',
        }),
      ]),
    );

    // The rows pointing nowhere are cleared; the change then leaves a validated foreign key.
    await t.dataSource.query(`UPDATE rt_refs SET ref = NULL WHERE ref <> $1`, [target.id]);
    const fixed = await api().update('rt_refs', relation, '?dry_run=true');
    expect(fixed.body.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'ref', rows: 0 })]),
    );
    expect((await api().update('rt_refs', relation, '?confirm=destructive')).status).toBe(200);
    await t.app.get(CollectionsRegistryService).settled();
    const [fkey]: { validated: boolean }[] = await t.dataSource.query(
      `SELECT convalidated AS validated FROM pg_constraint WHERE conname = 'rt_refs_ref_fkey'`,
    );
    expect(fkey).toEqual({ validated: true });
  });

  // The count's subquery reads the target under an alias; a collection whose table has that
  // alias's name (`target`) had its own row shadowed by it: the count read `ref` on the target
  // table, failed, and the change was refused as a table changed by hand (409).
  it('counts them for a collection named like the subquery’s alias of the target', async () => {
    expect((await api().create(schemaOf('target', [{ name: 'ref', type: 'uuid' }]))).status).toBe(201);
    await t.dataSource.query(
      `INSERT INTO target (ref) VALUES ('00000000-0000-4000-8000-000000000003'), (NULL)`,
    );
    const relation = schemaOf('target', [
      { name: 'ref', type: 'relation', target: 'rt_targets', on_delete: 'set_null' },
    ]);
    const dry = await api().update('target', relation, '?dry_run=true');
    expect(dry.status).toBe(200);
    expect(dry.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ change: 'field_type_changed', field: 'ref', rows: 1 }),
      ]),
    );
  });
});
