import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Navigation as data (modules/navigation/README.md): the menus of the signed-in app as rows, and
 * the record of every change made to them.
 *
 * `navigation` has the specification's columns (id, title, path, icon, parent_id, order_index,
 * is_active, required_role, zone_id, updated_at) plus the ones the API reads (label, href,
 * description, type default 'external', is_visible default true, metadata).
 *
 * - parent_id is ON DELETE CASCADE: deleting an item deletes everything under it. SET NULL would
 *   turn the children into roots, so a delete would suddenly show them at the top of every menu;
 *   the tree builder drops an item whose parent is missing, and the table says the same.
 * - zone_id is ON DELETE CASCADE: a zone's menu items go with the zone.
 * - required_role has no foreign key to roles.name, for the reason user_profiles.role has none
 *   (migration RolesAndUserAdmin): the navigation service checks that the role exists on write.
 * - A statement trigger feeds the change feed (topic `navigation`), so every node drops its
 *   cached menus within a second of a change.
 *
 * `navigation_events` is append-only: who (actor), when, what (create, update, delete, reorder),
 * the item (null for a reorder, whose before/after list every moved item), before and after.
 * item_id is not a foreign key: the record of a delete outlives the item.
 */
export class Navigation1763870000000 implements MigrationInterface {
  name = 'Navigation1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE navigation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        label text,
        path text,
        href text,
        icon text,
        description text,
        type text NOT NULL DEFAULT 'external',
        parent_id uuid REFERENCES navigation (id) ON DELETE CASCADE,
        order_index integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        is_visible boolean NOT NULL DEFAULT true,
        required_role text,
        zone_id uuid REFERENCES zones (id) ON DELETE CASCADE,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (parent_id IS DISTINCT FROM id)
      )`);
    // Children of a parent in order (the tree, the delete cascade), and a zone's items.
    await q.query(`CREATE INDEX navigation_parent_order_idx ON navigation (parent_id, order_index)`);
    await q.query(`CREATE INDEX navigation_zone_idx ON navigation (zone_id)`);
    await q.query(`
      CREATE TABLE navigation_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        item_id uuid,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'reorder')),
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX navigation_events_item_idx ON navigation_events (item_id, at)`);
    await q.query(`CREATE INDEX navigation_events_actor_idx ON navigation_events (actor_id)`);
    // The change feed reports a topic once it has seen it; list this one now so the first change counts.
    await q.query(
      `INSERT INTO change_versions (topic, version) VALUES ('navigation', 0) ON CONFLICT DO NOTHING`,
    );
    await q.query(`
      CREATE TRIGGER navigation_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON navigation
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER navigation_changed ON navigation`);
    await q.query(`DELETE FROM change_versions WHERE topic = 'navigation'`);
    await q.query(`DROP TABLE navigation_events`);
    await q.query(`DROP TABLE navigation`);
  }
}
