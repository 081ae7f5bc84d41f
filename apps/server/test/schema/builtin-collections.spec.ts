import { builtinCollections } from '@atrium/schema';
import type { Collection } from '@atrium/schema';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { tableDifferences } from '../support/collection-tables.js';

/**
 * The built-in collections (libs/schema/src/collections/builtin) declare each column of Atrium's
 * own tables once. This compares them with the tables the migrations make, in both directions:
 * a column, type, nullability, default, unique index, primary key or foreign key present on one
 * side only fails the test, listing every difference.
 */

describe('built-in collections match the migrated tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const differences = (collection: Collection) => tableDifferences(t.dataSource, collection);

  it.each(builtinCollections().map((c) => [c.name, c] as const))('%s', async (_name, collection) => {
    expect(await differences(collection)).toEqual([]);
  });

  it('notices a column that is only in the table', async () => {
    await t.dataSource.query('ALTER TABLE hubs ADD COLUMN colour text');
    try {
      const hubs = builtinCollections().find((c) => c.name === 'hubs')!;
      expect(await differences(hubs)).toEqual(['hubs.colour: in the table, not declared']);
    } finally {
      await t.dataSource.query('ALTER TABLE hubs DROP COLUMN colour');
    }
  });

  it('notices a declaration that disagrees with the table', async () => {
    const zones = builtinCollections().find((c) => c.name === 'zones')!;
    const changed: Collection = {
      ...zones,
      fields: zones.fields.map((f) =>
        f.name === 'icon' && f.type === 'string' ? { ...f, default: 'star', unique: true } : f,
      ),
    };
    expect(await differences(changed)).toEqual([
      `zones.icon: default 'building'::text in the table, 'star'::text declared`,
      'zones.icon: unique false in the table, true declared',
    ]);
  });
});
