import { hubsCollection, reservedTableNameReason, zoneMembersCollection } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntitySchema } from 'typeorm';
import { builtinEntities } from '../../src/database/builtin-entities.js';
import { entitySchemaFromCollection } from '../../src/database/entity-schema-from-collection.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The TypeORM entities of Atrium's own tables are derived from the built-in collection
 * declarations (libs/schema collections/builtin). On a freshly migrated database, TypeORM's schema
 * diff for them must be empty: every column's type, nullability, default, uniqueness and primary
 * key, every foreign key and its on-delete, and the migration's indexes and checks by name. A
 * declaration that disagrees with its migration makes the diff non-empty (proved below with
 * mutated copies).
 */

describe('entities derived from the built-in collections match the migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  /** The SQL TypeORM would run to make the database fit `entities` (nothing is run). */
  async function schemaDiff(entities: EntitySchema[]): Promise<string[]> {
    const dataSource = new DataSource({ ...t.dataSource.options, entities, migrations: [] });
    await dataSource.initialize();
    try {
      const log = await dataSource.driver.createSchemaBuilder().log();
      return log.upQueries.map((q) => q.query);
    } finally {
      await dataSource.destroy();
    }
  }

  it('reserves the name of every table the migrations create: no collection can claim one', async () => {
    const tables = (
      (await t.dataSource.query(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      )) as { name: string }[]
    ).map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['zones', 'zone_invitations', 'sessions']));
    expect(tables.filter((name) => reservedTableNameReason(name, false) === null)).toEqual([]);
  });

  it('has an empty schema diff', async () => {
    expect(await schemaDiff(builtinEntities)).toEqual([]);
  });

  it('fails when a declaration and its migration disagree', async () => {
    const hubs = entitySchemaFromCollection({
      ...hubsCollection,
      fields: hubsCollection.fields.map((f) =>
        f.name === 'icon'
          ? { ...f, default: 'star' }
          : f.name === 'description'
            ? { ...f, required: true }
            : f,
      ),
    });
    const others = builtinEntities.filter((e) => e.options.name !== 'hubs');
    const diff = await schemaDiff([...others, hubs]);
    expect(diff).toEqual(
      expect.arrayContaining([
        `ALTER TABLE "hubs" ALTER COLUMN "icon" SET DEFAULT 'star'`,
        `ALTER TABLE "hubs" ALTER COLUMN "description" SET NOT NULL`,
      ]),
    );
  });

  it('fails on a relation whose on-delete differs, and on a missing column', async () => {
    const members = entitySchemaFromCollection({
      ...zoneMembersCollection,
      fields: [
        ...zoneMembersCollection.fields.map((f) =>
          f.name === 'zone_id' ? { ...f, on_delete: 'restrict' as const } : f,
        ),
        { name: 'nickname', type: 'string' as const },
      ],
    });
    const others = builtinEntities.filter((e) => e.options.name !== 'zone_members');
    const diff = await schemaDiff([...others, members]);
    expect(diff).toEqual(
      expect.arrayContaining([
        `ALTER TABLE "zone_members" DROP CONSTRAINT "zone_members_zone_id_fkey"`,
        `ALTER TABLE "zone_members" ADD "nickname" text`,
        expect.stringMatching(
          /^ALTER TABLE "zone_members" ADD CONSTRAINT "zone_members_zone_id_fkey" FOREIGN KEY \("zone_id"\) REFERENCES "zones"\("id"\) ON DELETE RESTRICT/,
        ),
      ]),
    );
  });
});
