import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform roles as data, and the record of what admins did to accounts and roles
 * (modules/roles/README.md, modules/users/README.md).
 *
 * `roles` lists the values user_profiles.role may take: the system roles seeded here, and custom
 * ones admins add. Roles already stored in user_profiles before this migration (set with SQL)
 * become custom roles, so every stored role is listed.
 *
 * There is no foreign key from user_profiles.role to roles.name: the collection meta-schema's
 * relations hold a target's uuid id, so a text key could not be declared, and
 * test/schema/builtin-collections.spec.ts keeps the declarations and the tables identical. The
 * roles service keeps the rule instead, with locks (PATCH /users/:id takes the role's row
 * FOR KEY SHARE, as a foreign key check would; DELETE /roles/:name takes it FOR UPDATE and
 * counts its users in the same transaction).
 *
 * `user_admin_events` is append-only: who (actor), to whom (a user or a role), what, the values
 * before and after. Actors and users are kept as ids set to null when the account goes.
 */
export class RolesAndUserAdmin1763860000000 implements MigrationInterface {
  name = 'RolesAndUserAdmin1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roles (
        name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]*$' AND length(name) <= 63),
        label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        is_system boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO roles (name, label, description, is_system) VALUES
        ('guest', 'Guest', 'An account without a profile: no more than a signed-in visitor.', true),
        ('user', 'User', 'Every new account: their own profile, and what their zones allow.', true),
        ('admin', 'Admin', 'Administers the platform: users, roles, routes and every collection.', true),
        ('super_admin', 'Super admin', 'An admin who may also appoint super admins.', true),
        ('platform_owner', 'Platform owner', 'Owns the platform: the only role that may appoint or remove owners.', true)`);
    await q.query(`
      INSERT INTO roles (name, label, is_system)
      SELECT DISTINCT role, initcap(replace(role, '_', ' ')), false FROM user_profiles
      WHERE role ~ '^[a-z][a-z0-9_]*$' AND length(role) <= 63
      ON CONFLICT (name) DO NOTHING`);
    // The role filter of GET /users, the in-use count of DELETE /roles/:name, and the last-owner check.
    await q.query(`CREATE INDEX user_profiles_role_idx ON user_profiles (role)`);
    await q.query(`
      CREATE TABLE user_admin_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        role_name text,
        action text NOT NULL CHECK (action IN (
          'user.role', 'user.disable', 'user.enable', 'user.reset_2fa', 'user.signout_all',
          'role.create', 'role.update', 'role.delete')),
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_admin_events_user_idx ON user_admin_events (user_id, at)`);
    await q.query(`CREATE INDEX user_admin_events_actor_idx ON user_admin_events (actor_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_admin_events`);
    await q.query(`DROP INDEX user_profiles_role_idx`);
    await q.query(`DROP TABLE roles`);
  }
}
