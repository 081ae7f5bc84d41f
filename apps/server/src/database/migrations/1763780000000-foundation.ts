import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Foundation: routes as data, the change-version feed that invalidates caches across nodes,
 * and the minimal users/user_profiles pair the ADMIN_EMAIL bootstrap needs.
 */
export class Foundation1763780000000 implements MigrationInterface {
  name = 'Foundation1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE change_versions (
        topic text PRIMARY KEY,
        version bigint NOT NULL DEFAULT 0,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION atrium_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO change_versions (topic, version) VALUES (TG_TABLE_NAME, 1)
          ON CONFLICT (topic) DO UPDATE SET version = change_versions.version + 1, changed_at = now();
        PERFORM pg_notify('atrium_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TABLE routes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        path text NOT NULL,
        name text NOT NULL,
        component_name text NOT NULL,
        component_path text,
        layout text,
        is_public boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT routes_name_key UNIQUE (name)
      )`);
    await q.query(`CREATE INDEX routes_created_at_idx ON routes (created_at, id)`);
    await q.query(`
      CREATE TRIGGER routes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON routes
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        email_verified boolean NOT NULL DEFAULT false,
        is_disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(`
      CREATE TABLE user_profiles (
        id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'user',
        first_name text,
        last_name text,
        extra jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_profiles`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE routes`);
    await q.query(`DROP FUNCTION atrium_bump_version`);
    await q.query(`DROP TABLE change_versions`);
  }
}
