import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: two-factor columns on users, sessions with rotated refresh tokens, recovery codes,
 * one-time mail tokens (password reset, email verification) and the mail outbox.
 *
 * Triggers feed the change-version table so every node's session and user caches hear about
 * revocations, disabled accounts and role changes (see modules/auth/README.md). They fire only
 * on the columns that matter, so refreshes and last_used_at touches do not flush caches.
 */
export class Accounts1763790000000 implements MigrationInterface {
  name = 'Accounts1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN mfa_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN mfa_secret text,
        ADD COLUMN mfa_pending_secret text,
        ADD COLUMN mfa_last_time_step bigint,
        ADD COLUMN password_changed_at timestamptz`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await q.query(`CREATE INDEX sessions_user_alive_idx ON sessions (user_id) WHERE revoked_at IS NULL`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        spent_at timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);

    await q.query(`
      CREATE TABLE mfa_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        CONSTRAINT mfa_recovery_codes_user_code_key UNIQUE (user_id, code_hash)
      )`);

    await q.query(`
      CREATE TABLE auth_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX auth_tokens_user_purpose_idx ON auth_tokens (user_id, purpose) WHERE used_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        sent_at timestamptz,
        error text
      )`);
    await q.query(`CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at)`);

    // The change feed reports a topic once it has seen it; list these now so the first change counts.
    await q.query(`
      INSERT INTO change_versions (topic, version) VALUES ('sessions', 0), ('users', 0), ('user_profiles', 0)
      ON CONFLICT (topic) DO NOTHING`);
    await q.query(`
      CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at OR DELETE OR TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
    await q.query(`
      CREATE TRIGGER users_auth_changed
      AFTER UPDATE OF email, email_verified, is_disabled, mfa_enabled, password_hash OR DELETE OR TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
    await q.query(`
      CREATE TRIGGER user_profiles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_profiles
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER user_profiles_changed ON user_profiles`);
    await q.query(`DROP TRIGGER sessions_revoked ON sessions`);
    await q.query(`DELETE FROM change_versions WHERE topic IN ('sessions', 'users', 'user_profiles')`);
    await q.query(`DROP TRIGGER users_auth_changed ON users`);
    await q.query(`DROP TABLE mail_outbox`);
    await q.query(`DROP TABLE auth_tokens`);
    await q.query(`DROP TABLE mfa_recovery_codes`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`
      ALTER TABLE users
        DROP COLUMN mfa_enabled, DROP COLUMN mfa_secret, DROP COLUMN mfa_pending_secret,
        DROP COLUMN mfa_last_time_step, DROP COLUMN password_changed_at`);
  }
}
