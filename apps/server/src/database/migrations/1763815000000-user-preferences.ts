import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's display preferences (theme, language, time zone): one row per user, created on the
 * first PATCH /users/me/preferences (no row = the defaults of libs/schema) and removed with the
 * user. Language and time zone are validated by the API against lists that can grow (the
 * supported languages, the runtime's IANA zones), so the table only bounds their length.
 */
export class UserPreferences1763815000000 implements MigrationInterface {
  name = 'UserPreferences1763815000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('light', 'dark', 'system')),
        language text NOT NULL DEFAULT 'en-US' CHECK (char_length(language) BETWEEN 2 AND 35),
        time_zone text NOT NULL DEFAULT 'UTC' CHECK (char_length(time_zone) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_preferences`);
  }
}
