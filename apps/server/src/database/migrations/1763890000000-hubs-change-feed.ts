import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed hears of hub writes. Whether a hub is active decides who may open it and what is
 * in it (an inactive hub is for its zone's owners and admins only), and each node's permission
 * caches hold every hub's state: a hub deactivated on one node (or with psql) must reach the
 * others within a second, as an archived zone does, not only when the cached entry expires.
 */
export class HubsChangeFeed1763890000000 implements MigrationInterface {
  name = 'HubsChangeFeed1763890000000';

  async up(q: QueryRunner): Promise<void> {
    // The change feed reports a topic once it has seen it; list this one now so the first change counts.
    await q.query(`INSERT INTO change_versions (topic, version) VALUES ('hubs', 0) ON CONFLICT DO NOTHING`);
    await q.query(`
      CREATE TRIGGER hubs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hubs
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER hubs_changed ON hubs`);
    await q.query(`DELETE FROM change_versions WHERE topic = 'hubs'`);
  }
}
