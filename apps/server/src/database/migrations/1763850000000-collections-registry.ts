import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schema engine's registry (modules/collections/README.md): the collections integrators
 * registered through /api/schemas, one row each holding its validated schema, and every change
 * ever applied to one — who, when, the schema before and after, and the DDL that ran.
 *
 * Versions outlive their collection (no foreign key on the name): a dropped collection keeps its
 * history, and one re-created under the same name continues its numbering. Actors are kept as
 * ids set to null when the account goes, so deleting a user never loses a change's record.
 *
 * A statement trigger on atrium_collections feeds the change-version table, so every node reloads
 * its catalog when a schema changes anywhere.
 */
export class CollectionsRegistry1763850000000 implements MigrationInterface {
  name = 'CollectionsRegistry1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE atrium_collections (
        name text PRIMARY KEY,
        schema jsonb NOT NULL CHECK (jsonb_typeof(schema) = 'object'),
        version integer NOT NULL CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
    await q.query(`
      CREATE TABLE atrium_collection_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        collection text NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'import')),
        before jsonb,
        after jsonb,
        sql text NOT NULL,
        actor uuid REFERENCES users (id) ON DELETE SET NULL,
        at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT atrium_collection_versions_collection_version_key UNIQUE (collection, version)
      )`);
    await q.query(`CREATE INDEX atrium_collection_versions_actor_idx ON atrium_collection_versions (actor)`);
    await q.query(`CREATE INDEX atrium_collections_updated_by_idx ON atrium_collections (updated_by)`);
    // The change feed reports a topic once it has seen it; list this one now so the first change counts.
    await q.query(`
      INSERT INTO change_versions (topic, version) VALUES ('atrium_collections', 0)
      ON CONFLICT (topic) DO NOTHING`);
    await q.query(`
      CREATE TRIGGER atrium_collections_changed
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON atrium_collections
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE atrium_collection_versions`);
    await q.query(`DROP TABLE atrium_collections`);
    await q.query(`DELETE FROM change_versions WHERE topic = 'atrium_collections'`);
  }
}
