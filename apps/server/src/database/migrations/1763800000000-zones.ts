import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Zones and what lives in them: members with a zone role, hubs, and the hubs' modules and
 * dashboards. Everything below a zone goes with it (ON DELETE CASCADE). Statement triggers on
 * zones and zone_members feed the change-version table, so every node's permission caches hear
 * about role and archive changes (modules/permissions).
 */
export class Zones1763800000000 implements MigrationInterface {
  name = 'Zones1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE zones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        icon text NOT NULL DEFAULT 'building',
        description text,
        is_active boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX zones_created_by_idx ON zones (created_by)`);
    await q.query(`CREATE INDEX zones_name_idx ON zones (lower(name), id)`);
    await q.query(`
      CREATE TABLE zone_members (
        zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (zone_id, user_id)
      )`);
    await q.query(`CREATE INDEX zone_members_user_idx ON zone_members (user_id)`);
    await q.query(`
      CREATE TABLE hubs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        icon text NOT NULL DEFAULT 'layers',
        description text,
        is_active boolean NOT NULL DEFAULT true,
        order_index integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX hubs_zone_order_idx ON hubs (zone_id, order_index, created_at, id)`);
    await q.query(`
      CREATE TABLE modules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hub_id uuid NOT NULL REFERENCES hubs (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        type text NOT NULL,
        config jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(config) = 'object'),
        order_index integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX modules_hub_order_idx ON modules (hub_id, order_index, created_at, id)`);
    await q.query(`
      CREATE TABLE dashboards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hub_id uuid NOT NULL REFERENCES hubs (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        layout jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(layout) = 'array'),
        order_index integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX dashboards_hub_order_idx ON dashboards (hub_id, order_index, created_at, id)`,
    );
    // The change feed reports a topic once it has seen it; list these now so the first change counts.
    await q.query(`
      INSERT INTO change_versions (topic, version) VALUES ('zones', 0), ('zone_members', 0)
      ON CONFLICT (topic) DO NOTHING`);
    await q.query(`
      CREATE TRIGGER zones_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zones
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
    await q.query(`
      CREATE TRIGGER zone_members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zone_members
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dashboards`);
    await q.query(`DROP TABLE modules`);
    await q.query(`DROP TABLE hubs`);
    await q.query(`DROP TABLE zone_members`);
    await q.query(`DROP TABLE zones`);
    await q.query(`DELETE FROM change_versions WHERE topic IN ('zones', 'zone_members')`);
  }
}
