import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forms (modules/forms/README.md): a form's draft, its immutable published versions, and the
 * submissions, each tied to the version it was validated with.
 *
 * - forms.status is `draft` until the first publish, then `published`; published_version is the
 *   version members see (null before the first publish).
 * - form_versions rows are never updated (a trigger refuses it): (form_id, version) is the key,
 *   version counts from 1.
 * - form_submissions.single is true for a submission made while the published version said
 *   allow_multiple: false; the partial unique index allows one such row per (form, user), so two
 *   concurrent submissions cannot both pass the "already submitted" check.
 * - Versions and submissions go with their form (ON DELETE CASCADE: DELETE /forms/:id refuses a
 *   form with submissions unless ?force=true); a deleted user's submissions stay, anonymous.
 */
export class Forms1763930000000 implements MigrationInterface {
  name = 'Forms1763930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        title text NOT NULL,
        description text,
        schema jsonb NOT NULL DEFAULT '{"fields": []}'::jsonb,
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        published_version integer,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX forms_name_key ON forms (name)`);
    await q.query(`
      CREATE TABLE form_versions (
        form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version >= 1),
        title text NOT NULL,
        description text,
        schema jsonb NOT NULL,
        settings jsonb NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by uuid REFERENCES users (id) ON DELETE SET NULL,
        PRIMARY KEY (form_id, version)
      )`);
    // A published version is a record of what members were shown: never changed, only deleted
    // with its form.
    await q.query(`
      CREATE FUNCTION form_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'form_versions rows are immutable';
      END $$`);
    await q.query(`
      CREATE TRIGGER form_versions_immutable BEFORE UPDATE ON form_versions
      FOR EACH ROW EXECUTE FUNCTION form_versions_immutable()`);
    await q.query(`
      CREATE TABLE form_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        form_id uuid NOT NULL,
        form_version integer NOT NULL,
        data jsonb NOT NULL,
        submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        single boolean NOT NULL DEFAULT false,
        FOREIGN KEY (form_id, form_version) REFERENCES form_versions (form_id, version) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX form_submissions_single_key ON form_submissions (form_id, submitted_by) WHERE single`,
    );
    await q.query(
      `CREATE INDEX form_submissions_form_idx ON form_submissions (form_id, submitted_at DESC, id)`,
    );
    await q.query(`CREATE INDEX form_submissions_user_idx ON form_submissions (form_id, submitted_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE form_submissions`);
    await q.query(`DROP TABLE form_versions`);
    await q.query(`DROP TABLE forms`);
    await q.query(`DROP FUNCTION form_versions_immutable()`);
  }
}
