import { Injectable } from '@nestjs/common';
import { FORM_CSV_MAX_ROWS, FORM_MESSAGES, submissionSchema } from '@atrium/schema';
import type {
  AdminForm,
  CreateForm,
  FormSubmission,
  ListFormsQuery,
  PublishedForm,
  PublishResult,
  UpdateForm,
} from '@atrium/schema';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import { isAdminRole } from '../../common/http/principal.js';
import { fieldChanges, recordWorkspaceEvent, workspaceSnapshot } from '../audit/workspace-events.js';
import { FormErrors } from './forms.exception.js';
import { FOREIGN_KEY_VIOLATION, FormsRepository, pgCode } from './forms.repository.js';
import type { FormRow, SubmissionRow } from './forms.repository.js';
import { answerColumns, submissionsCsv } from './submissions-csv.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The published version as members see it; null before the first publish. */
function toPublished(row: FormRow): PublishedForm | null {
  if (row.published_version === null || row.v_schema === null || row.v_settings === null) return null;
  return {
    id: row.id,
    name: row.name,
    title: row.v_title ?? row.title,
    description: row.v_description,
    schema: row.v_schema,
    settings: row.v_settings,
    version: row.published_version,
    published_at: iso(row.v_published_at ?? row.updated_at),
  };
}

function toAdmin(row: FormRow): AdminForm {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    schema: row.schema,
    settings: row.settings,
    status: row.status,
    published_version: row.published_version,
    has_unpublished_changes: row.has_unpublished_changes,
    submission_count: Number(row.submission_count),
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published: toPublished(row),
  };
}

function toSubmission(row: SubmissionRow): FormSubmission {
  return {
    id: row.id,
    form_id: row.form_id,
    form_version: Number(row.form_version),
    data: row.data,
    submitted_by: row.submitted_by,
    submitted_by_email: row.submitted_by_email,
    submitted_at: iso(row.submitted_at),
  };
}

/** Whether the caller may see and submit a published form: admins always; others per `settings.roles`. */
function maySubmit(caller: Principal, published: PublishedForm): boolean {
  if (isAdminRole(caller.role)) return true;
  const roles = published.settings.roles ?? [];
  return roles.length === 0 || roles.includes(caller.role);
}

const CSV_BATCH = 1000;

/**
 * Forms (README.md): admins edit a draft and publish immutable versions; signed-in users see the
 * published version of the forms their role may use and submit to it, validated with the shared
 * `submissionSchema` of that version.
 */
@Injectable()
export class FormsService {
  constructor(
    private readonly repository: FormsRepository,
    private readonly dataSource: DataSource,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * One page of the forms the caller may see, searched and filtered in SQL; the total when
   * `exactCount`. Admins: every form (draft and status). Others: the published forms their role
   * may submit, as published.
   */
  async list(
    caller: Principal,
    query: ListFormsQuery,
    exactCount: boolean,
  ): Promise<{ forms: AdminForm[] | PublishedForm[]; total: number | undefined }> {
    if (isAdminRole(caller.role)) {
      const { rows, total } = await this.repository.list(query, null, exactCount);
      return { forms: rows.map(toAdmin), total };
    }
    const { rows, total } = await this.repository.list(query, { role: caller.role }, exactCount);
    // The query kept only what maySubmit allows; checked again here, as every other read does.
    const forms = rows.map(toPublished).filter((f): f is PublishedForm => f !== null && maySubmit(caller, f));
    return { forms, total };
  }

  /** Admins: the form with its draft. Others: its published version, or 404. */
  async get(caller: Principal, id: string): Promise<AdminForm | PublishedForm> {
    if (isAdminRole(caller.role)) {
      const row = await this.repository.find(id);
      if (!row) throw FormErrors.notFound();
      return toAdmin(row);
    }
    return this.getPublished(caller, id);
  }

  /** The published version, for anyone who may submit it (admins too); else 404. */
  async getPublished(caller: Principal, id: string): Promise<PublishedForm> {
    const row = await this.repository.find(id);
    const published = row ? toPublished(row) : null;
    if (!published || !maySubmit(caller, published)) throw FormErrors.notFound();
    return published;
  }

  /** Every write is recorded in the audit log (workspace_events, entity `form`) in its transaction. */
  async create(caller: Principal, input: CreateForm): Promise<AdminForm> {
    return this.dataSource.transaction(async (em) => {
      await this.refuseUnknownRoles(em, input.settings?.roles, []);
      const id = await this.repository.insert(em, input, caller.userId);
      if (!id) throw FormErrors.nameTaken(input.name);
      const row = (await this.repository.find(id, em))!;
      await recordWorkspaceEvent(em, {
        actorId: caller.userId,
        entity: 'form',
        action: 'create',
        entityId: id,
        zoneId: null,
        after: workspaceSnapshot.form(row),
      });
      return toAdmin(row);
    });
  }

  /**
   * 400 naming each role in `settings.roles` that is not a platform role, as a navigation item's
   * required role is checked: a typo would otherwise hide the form from everyone but admins. A
   * role the draft already named is let through, so a form whose role was deleted since (roles
   * in use by forms are not counted as uses) can still be edited and saved.
   */
  private async refuseUnknownRoles(
    em: EntityManager,
    roles: readonly string[] | undefined,
    kept: readonly string[],
  ): Promise<void> {
    const added = [...new Set(roles ?? [])].filter((role) => !kept.includes(role));
    const missing = new Set(await this.repository.missingRoles(em, added));
    if (missing.size === 0) return;
    throw FormErrors.unknownRoles(
      (roles ?? []).flatMap((role, i) =>
        missing.has(role) ? [{ path: `settings.roles.${i}`, message: FORM_MESSAGES.UNKNOWN_ROLE(role) }] : [],
      ),
    );
  }

  /** Changes the draft only: members keep seeing the published version until the next publish. */
  async update(caller: Principal, id: string, patch: UpdateForm): Promise<AdminForm> {
    return this.dataSource.transaction(async (em) => {
      if (!(await this.repository.lock(em, id, 'no key update'))) throw FormErrors.notFound();
      const before = (await this.repository.find(id, em))!;
      await this.refuseUnknownRoles(em, patch.settings?.roles, before.settings.roles ?? []);
      if ((await this.repository.update(em, id, patch)) === 'taken') throw FormErrors.nameTaken(patch.name!);
      const after = (await this.repository.find(id, em))!;
      await recordWorkspaceEvent(em, {
        actorId: caller.userId,
        entity: 'form',
        action: 'update',
        entityId: id,
        zoneId: null,
        before: workspaceSnapshot.form(before),
        after: {
          ...workspaceSnapshot.form(after),
          ...(patch.schema === undefined ? {} : fieldChanges(before.schema, after.schema)),
        },
      });
      return toAdmin(after);
    });
  }

  /**
   * Deletes a form with its versions. A form with submissions: 409 naming how many, unless
   * `force` (then they go too). The form row is locked first, and a submission holds it `key
   * share` until it commits, so none arrives between the count and the delete. The audit entry
   * says how many submissions and versions went with it.
   */
  async remove(caller: Principal, id: string, force: boolean): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      if (!(await this.repository.lock(em, id, 'update'))) throw FormErrors.notFound();
      const count = await this.repository.countSubmissions(em, id);
      if (count > 0 && !force) throw FormErrors.hasSubmissions(count);
      const before = (await this.repository.find(id, em))!;
      const versions = await this.repository.countVersions(em, id);
      await this.repository.delete(em, id);
      await recordWorkspaceEvent(em, {
        actorId: caller.userId,
        entity: 'form',
        action: 'delete',
        entityId: id,
        zoneId: null,
        before: { ...workspaceSnapshot.form(before), submissions: count, versions },
      });
    });
  }

  /** A new immutable version from the draft, made the published one, in one transaction. */
  async publish(caller: Principal, id: string): Promise<PublishResult> {
    return this.dataSource.transaction(async (em) => {
      if (!(await this.repository.lock(em, id, 'no key update'))) throw FormErrors.notFound();
      const row = await this.repository.find(id, em);
      if (!row || row.schema.fields.length === 0) throw FormErrors.nothingToPublish();
      const version = await this.repository.publish(em, id, caller.userId);
      const before = workspaceSnapshot.form(row);
      await recordWorkspaceEvent(em, {
        actorId: caller.userId,
        entity: 'form',
        action: 'publish',
        entityId: id,
        zoneId: null,
        before,
        after: { ...before, status: 'published', published_version: version },
      });
      return { id, version };
    });
  }

  /**
   * Validates `data` with the published version's schema (400 naming each bad field at
   * `data.<key>`) and stores it with that version. With `allow_multiple: false`, a second
   * submission by the same user is 409 — also when two arrive at once (a partial unique index).
   */
  async submit(caller: Principal, id: string, data: unknown): Promise<FormSubmission> {
    // Counted before anything is checked, so concurrent requests cannot slip past the limit; a
    // refused answer counts too (a script trying bodies is what the limit is for).
    await this.limits.consume('submissionsPerUser', caller.userId);
    try {
      return await this.dataSource.transaction(async (em) => {
        if (!(await this.repository.lock(em, id, 'key share'))) throw FormErrors.notFound();
        const row = await this.repository.find(id, em);
        const published = row ? toPublished(row) : null;
        if (!published || !maySubmit(caller, published)) throw FormErrors.notFound();
        const parsed = submissionSchema(published.schema).safeParse(data);
        if (!parsed.success) {
          throw FormErrors.invalidSubmission(
            parsed.error.issues.map((issue) => ({
              path: ['data', ...issue.path.map(String)].join('.'),
              message: issue.message,
            })),
          );
        }
        const single = published.settings.allow_multiple === false;
        if (single && (await this.repository.hasSubmitted(em, id, caller.userId))) {
          throw FormErrors.alreadySubmitted();
        }
        const saved = await this.repository.insertSubmission(em, {
          formId: id,
          version: published.version,
          data: parsed.data,
          userId: caller.userId,
          single,
        });
        if (!saved) throw FormErrors.alreadySubmitted();
        return toSubmission({ ...saved, submitted_by_email: caller.email });
      });
    } catch (error) {
      // The form (and its versions) deleted after the lock was asked for.
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw FormErrors.notFound();
      throw error;
    }
  }

  async listSubmissions(
    id: string,
    limit: number,
    offset: number,
    exactCount: boolean,
  ): Promise<{ submissions: FormSubmission[]; total: number | undefined }> {
    const row = await this.repository.find(id);
    if (!row) throw FormErrors.notFound();
    const rows = await this.repository.listSubmissions(id, limit, offset);
    return {
      submissions: rows.map(toSubmission),
      total: exactCount ? Number(row.submission_count) : undefined,
    };
  }

  /** Every submission (oldest first, at most FORM_CSV_MAX_ROWS) as CSV, with the form's name. */
  async exportCsv(id: string): Promise<{ name: string; csv: Readable }> {
    const row = await this.repository.find(id);
    if (!row) throw FormErrors.notFound();
    const columns = answerColumns(await this.repository.versionSchemas(id));
    const repository = this.repository;
    async function* batches() {
      let after: string | null = null;
      for (let sent = 0; sent < FORM_CSV_MAX_ROWS;) {
        const batch = await repository.submissionsAfter(
          id,
          after,
          Math.min(CSV_BATCH, FORM_CSV_MAX_ROWS - sent),
        );
        if (batch.length === 0) return;
        yield batch;
        sent += batch.length;
        after = batch[batch.length - 1].id;
      }
    }
    return { name: row.name, csv: submissionsCsv(columns, batches()) };
  }
}
