import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Themes (modules/themes/README.md): admin-managed brand tokens over the design system's CSS
 * variables, and the record of every change made to them.
 *
 * - `name` is a unique slug; `tokens` is a JSON object checked by libs/schema's themeTokensSchema
 *   on every write (contrast included), so the table only bounds its size.
 * - At most one theme is active: a partial unique index on `is_active` WHERE is_active. The
 *   service also serialises activations (a table lock), so two at once both succeed, one after
 *   the other, instead of one failing on the index.
 * - The default theme (today's look) is inserted here, once: a later start never re-creates or
 *   resets it, so an admin's edits (or its deletion, once another theme is active) are kept.
 * - A statement trigger feeds the change feed (topic `themes`), so every node drops its cached
 *   active theme within a second of an activation, an edit or a psql change.
 *
 * `theme_events` is append-only like navigation_events: who (actor), when, what (create, update,
 * delete, activate), the theme, before and after. theme_id is not a foreign key: the record of a
 * delete outlives the theme.
 */
export class Themes1763940000000 implements MigrationInterface {
  name = 'Themes1763940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE themes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE CHECK (char_length(name) BETWEEN 1 AND 48),
        label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 100),
        tokens jsonb NOT NULL CHECK (jsonb_typeof(tokens) = 'object' AND pg_column_size(tokens) < 4096),
        is_active boolean NOT NULL DEFAULT false,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX themes_one_active_idx ON themes (is_active) WHERE is_active`);
    await q.query(
      `
      INSERT INTO themes (name, label, tokens, is_active) VALUES ('default', 'Default', $1::jsonb, true)
      ON CONFLICT (name) DO NOTHING`,
      [
        JSON.stringify({
          light: { primary: '#4747dd', primary_foreground: '#fafafb' },
          dark: { primary: '#8f9bfb', primary_foreground: '#0c0e1c' },
          radius: 0.625,
          font: 'inter',
        }),
      ],
    );
    await q.query(`
      CREATE TABLE theme_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        theme_id uuid,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'activate')),
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX theme_events_theme_idx ON theme_events (theme_id, at)`);
    await q.query(`CREATE INDEX theme_events_actor_idx ON theme_events (actor_id)`);
    // The change feed reports a topic once it has seen it; list this one now so the first change counts.
    await q.query(`INSERT INTO change_versions (topic, version) VALUES ('themes', 0) ON CONFLICT DO NOTHING`);
    await q.query(`
      CREATE TRIGGER themes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON themes
      FOR EACH STATEMENT EXECUTE FUNCTION atrium_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER themes_changed ON themes`);
    await q.query(`DELETE FROM change_versions WHERE topic = 'themes'`);
    await q.query(`DROP TABLE theme_events`);
    await q.query(`DROP TABLE themes`);
  }
}
