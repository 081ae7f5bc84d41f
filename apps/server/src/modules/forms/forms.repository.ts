import { Injectable } from '@nestjs/common';
import type { CreateForm, FormSchema, FormSettings, FormStatus, UpdateForm } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { containsPattern } from '../../database/like-pattern.js';

/** A `forms` row joined with its published version and its submission count. */
export interface FormRow {
  id: string;
  name: string;
  title: string;
  description: string | null;
  schema: FormSchema;
  settings: FormSettings;
  status: 'draft' | 'published';
  published_version: number | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  submission_count: number;
  has_unpublished_changes: boolean;
  /** The published version's columns (all null before the first publish). */
  v_title: string | null;
  v_description: string | null;
  v_schema: FormSchema | null;
  v_settings: FormSettings | null;
  v_published_at: Date | null;
}

/** A `form_versions` row. */
export interface FormVersionRow {
  form_id: string;
  version: number;
  title: string;
  description: string | null;
  schema: FormSchema;
  settings: FormSettings;
  published_at: Date;
}

/** A `form_submissions` row with its submitter's email (null once the account is gone). */
export interface SubmissionRow {
  id: string;
  form_id: string;
  form_version: number;
  data: Record<string, unknown>;
  submitted_by: string | null;
  submitted_by_email: string | null;
  submitted_at: Date;
}

const FORM_COLUMNS = `
  f.id, f.name, f.title, f.description, f.schema, f.settings, f.status, f.published_version,
  f.created_by, f.created_at, f.updated_at,
  (SELECT count(*)::int FROM form_submissions s WHERE s.form_id = f.id) AS submission_count,
  (v.version IS NOT NULL AND NOT (f.title = v.title AND f.description IS NOT DISTINCT FROM v.description
    AND f.schema = v.schema AND f.settings = v.settings)) AS has_unpublished_changes,
  v.title AS v_title, v.description AS v_description, v.schema AS v_schema,
  v.settings AS v_settings, v.published_at AS v_published_at`;
const FORM_FROM = `forms f LEFT JOIN form_versions v ON v.form_id = f.id AND v.version = f.published_version`;

/** PostgreSQL's unique_violation. */
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's foreign_key_violation. */
export const FOREIGN_KEY_VIOLATION = '23503';

export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Named queries over forms, form_versions and form_submissions. Every value is a bound
 * parameter; jsonb goes in as JSON text.
 */
@Injectable()
export class FormsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * One page of forms, by title then name (names are unique, so the order is total and pages never
   * overlap), and the total when asked (a second query, only then). `viewer` null: an admin's list,
   * every form, searched and ordered by the draft's title. A role: the published forms that role
   * may submit (the published version's `settings.roles` empty, absent or naming it), searched and
   * ordered by the published title — a member never finds a form by its draft.
   */
  async list(
    query: { q?: string; status?: FormStatus; limit: number; offset: number },
    viewer: { role: string } | null,
    count: boolean,
  ): Promise<{ rows: FormRow[]; total?: number }> {
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where: string[] = [];
    const title = viewer ? 'v.title' : 'f.title';
    if (viewer) {
      where.push('f.published_version IS NOT NULL');
      const roles = `v.settings -> 'roles'`;
      where.push(
        `(CASE WHEN jsonb_typeof(${roles}) = 'array'
           THEN jsonb_array_length(${roles}) = 0 OR ${roles} @> jsonb_build_array(${bind(viewer.role)}::text)
           ELSE true END)`,
      );
    }
    if (query.status !== undefined) where.push(`f.status = ${bind(query.status)}`);
    if (query.q !== undefined) {
      const pattern = bind(containsPattern(query.q));
      where.push(`(${title} ILIKE ${pattern} OR f.name ILIKE ${pattern})`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const filterParams = [...params];
    const rows: FormRow[] = await this.manager.query(
      `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} ${filter}
        ORDER BY ${title}, f.name LIMIT ${bind(query.limit)} OFFSET ${bind(query.offset)}`,
      params,
    );
    if (!count) return { rows };
    const [{ n }] = (await this.manager.query(
      `SELECT count(*)::int AS n FROM ${FORM_FROM} ${filter}`,
      filterParams,
    )) as { n: number }[];
    return { rows, total: Number(n) };
  }

  async find(id: string, em: EntityManager = this.manager): Promise<FormRow | null> {
    const rows: FormRow[] = await em.query(`SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE f.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Locks the form row: `update` against every other change and deletion (DELETE); `no key update`
   * for a publish or an edit (submissions, which hold it `key share`, go on); `key share` for a
   * submission, so a delete waits for it to commit and then counts it. False: no such form.
   */
  async lock(
    em: EntityManager,
    id: string,
    mode: 'update' | 'no key update' | 'key share',
  ): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM forms WHERE id = $1 FOR ${mode.toUpperCase()}`, [
      id,
    ]);
    return rows.length > 0;
  }

  /**
   * The names among `names` that are not platform roles. The ones that are stay locked `key share`
   * until the transaction ends, so a role cannot be deleted between this check and the write.
   */
  async missingRoles(em: EntityManager, names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const rows: { name: string }[] = await em.query(
      'SELECT name FROM roles WHERE name = ANY($1::text[]) FOR KEY SHARE',
      [names],
    );
    const found = new Set(rows.map((r) => r.name));
    return names.filter((name) => !found.has(name));
  }

  /** Inserts a form; null when the name is taken. */
  async insert(em: EntityManager, input: CreateForm, createdBy: string): Promise<string | null> {
    const rows: { id: string }[] = await em.query(
      `INSERT INTO forms (name, title, description, schema, settings, created_by)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
       ON CONFLICT (name) DO NOTHING RETURNING id`,
      [
        input.name,
        input.title,
        input.description ?? null,
        JSON.stringify(input.schema),
        JSON.stringify(input.settings),
        createdBy,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** Applies a patch to the draft; 'taken' when the new name belongs to another form. */
  async update(em: EntityManager, id: string, patch: UpdateForm): Promise<'ok' | 'taken'> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (patch.name !== undefined) set('name', patch.name);
    if (patch.title !== undefined) set('title', patch.title);
    if (patch.description !== undefined) set('description', patch.description);
    if (patch.schema !== undefined) set('schema', JSON.stringify(patch.schema), '::jsonb');
    if (patch.settings !== undefined) set('settings', JSON.stringify(patch.settings), '::jsonb');
    try {
      await em.query('SAVEPOINT form_update');
      await em.query(`UPDATE forms SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      await em.query('RELEASE SAVEPOINT form_update');
      return 'ok';
    } catch (error) {
      if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
      await em.query('ROLLBACK TO SAVEPOINT form_update');
      return 'taken';
    }
  }

  async countSubmissions(em: EntityManager, formId: string): Promise<number> {
    const [row] = (await em.query(`SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1`, [
      formId,
    ])) as { n: number }[];
    return Number(row?.n ?? 0);
  }

  async countVersions(em: EntityManager, formId: string): Promise<number> {
    const [row] = (await em.query(`SELECT count(*)::int AS n FROM form_versions WHERE form_id = $1`, [
      formId,
    ])) as { n: number }[];
    return Number(row?.n ?? 0);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM forms WHERE id = $1`, [id]);
  }

  /** Copies the draft into a new version (the next number) and makes it the published one. */
  async publish(em: EntityManager, id: string, publishedBy: string): Promise<number> {
    const [row] = (await em.query(
      `INSERT INTO form_versions (form_id, version, title, description, schema, settings, published_by)
       SELECT f.id, coalesce((SELECT max(version) FROM form_versions WHERE form_id = f.id), 0) + 1,
              f.title, f.description, f.schema, f.settings, $2
       FROM forms f WHERE f.id = $1
       RETURNING version`,
      [id, publishedBy],
    )) as { version: number }[];
    await em.query(
      `UPDATE forms SET status = 'published', published_version = $2, updated_at = now() WHERE id = $1`,
      [id, row.version],
    );
    return row.version;
  }

  /** Every version's schema, newest first (the CSV's columns). */
  async versionSchemas(formId: string): Promise<FormSchema[]> {
    const rows: { schema: FormSchema }[] = await this.manager.query(
      `SELECT schema FROM form_versions WHERE form_id = $1 ORDER BY version DESC`,
      [formId],
    );
    return rows.map((r) => r.schema);
  }

  async hasSubmitted(em: EntityManager, formId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM form_submissions WHERE form_id = $1 AND submitted_by = $2 LIMIT 1`,
      [formId, userId],
    );
    return rows.length > 0;
  }

  /**
   * Inserts a submission; null when `single` and the user already has one (the partial unique
   * index form_submissions_single_key decides, so two concurrent ones cannot both pass).
   */
  async insertSubmission(
    em: EntityManager,
    submission: { formId: string; version: number; data: unknown; userId: string; single: boolean },
  ): Promise<SubmissionRow | null> {
    const rows: SubmissionRow[] = await em.query(
      `INSERT INTO form_submissions (form_id, form_version, data, submitted_by, single)
       VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (form_id, submitted_by) WHERE single DO NOTHING
       RETURNING id, form_id, form_version, data, submitted_by, NULL AS submitted_by_email, submitted_at`,
      [
        submission.formId,
        submission.version,
        JSON.stringify(submission.data),
        submission.userId,
        submission.single,
      ],
    );
    return rows[0] ?? null;
  }

  /** A page of submissions, newest first (ties by id). */
  async listSubmissions(formId: string, limit: number, offset: number): Promise<SubmissionRow[]> {
    return this.manager.query(
      `SELECT s.id, s.form_id, s.form_version, s.data, s.submitted_by, u.email AS submitted_by_email, s.submitted_at
       FROM form_submissions s LEFT JOIN users u ON u.id = s.submitted_by
       WHERE s.form_id = $1 ORDER BY s.submitted_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [formId, limit, offset],
    );
  }

  /**
   * Oldest first, after the submission `afterId` (null: from the start): the CSV export's batches.
   * The position is read in SQL (timestamps keep their microseconds, which a JS Date would lose).
   */
  async submissionsAfter(formId: string, afterId: string | null, limit: number): Promise<SubmissionRow[]> {
    return this.manager.query(
      `SELECT s.id, s.form_id, s.form_version, s.data, s.submitted_by, u.email AS submitted_by_email, s.submitted_at
       FROM form_submissions s LEFT JOIN users u ON u.id = s.submitted_by
       WHERE s.form_id = $1
         AND ($2::uuid IS NULL OR (s.submitted_at, s.id) > (SELECT p.submitted_at, p.id FROM form_submissions p WHERE p.id = $2::uuid))
       ORDER BY s.submitted_at, s.id LIMIT $3`,
      [formId, afterId, limit],
    );
  }
}
