import { Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  SCHEMAS_EXPORT_FORMAT,
  SCHEMAS_EXPORT_VERSION,
  builtinCollection,
  builtinCollections,
  collectionSchema,
  problemPathParts,
  validateCollection,
} from '@atrium/schema';
import type {
  Collection,
  CollectionProblem,
  SchemaChangeItem,
  SchemaChangeQuery,
  SchemaChangeReport,
  SchemaChangeResult,
  SchemaEntry,
  SchemasExportFile,
  SchemasImportQuery,
  SchemasImportResult,
  SchemasImportStatus,
  SchemaVersion,
} from '@atrium/schema';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ErrorDetail } from '../../common/errors/error-body.js';
import type { Principal } from '../../common/http/principal.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { RoleEntity } from '../roles/entities/role.entity.js';
import { CollectionCatalog } from './collection-catalog.js';
import { impactQuery } from './collection-impact.js';
import { CollectionsException } from './collections.exception.js';
import { CollectionsRepository } from './collections.repository.js';
import type { RecordedChange } from './collections.repository.js';
import type { CollectionVersionAction } from './entities/collection-version.entity.js';
import { planSchemaChange, sqlText } from './schema-change-plan.js';
import type { PlanTarget, PlannedCollection, SchemaChangePlan } from './schema-change-plan.js';
import { checkConstraintField } from './collection-ddl.js';
import type { TableOf } from './collection-ddl.js';
import { schemaEntryFor } from './schema-views.js';
import type { RegistryMeta } from './schema-views.js';

/** The change-feed topic of the registry's table (its statement trigger). */
export const REGISTRY_TOPIC = 'atrium_collections';
/** Advisory lock taken by every schema change: one at a time, across nodes. */
const REGISTRY_LOCK_KEY = 7_263_840_011;

/** A change's options: a dry run, a confirmed destructive change. */
export type ChangeOptions = SchemaChangeQuery & {
  /**
   * PATCH's If-Match (parseIfMatch): the versions the client read. A change whose collection is
   * at another version is refused with 412 — checked on arrival and again under the registry's
   * lock in the applying transaction, so two changes from the same version cannot both win.
   */
  ifMatch?: '*' | readonly number[] | null;
};

/** What stops a change even confirmed: rows that do not fit it, or a name the database already uses. */
type Blocker = ErrorDetail & { kind?: 'name' };
type Measured = PlannedCollection & { items: SchemaChangeItem[]; blockers: Blocker[] };

/** The index an after-commit concurrent build makes (dropped again when the build fails: it would be invalid). */
const AFTER_COMMIT_INDEX = /^CREATE INDEX CONCURRENTLY IF NOT EXISTS ("[a-z0-9_]+")/;

/**
 * Where a collection's problems are named. A change of one collection names them from the
 * schema's root (`fields.note`); an import names them from the file's root, dotted as every other
 * body problem of the API: `collections.<index in the file>.fields.note`, and `collections` for a
 * registered collection the file lacks (dropped by ?drop_missing).
 */
type Place = (collection: string) => readonly (string | number)[];
const AT_ROOT: Place = () => [];

/** A detail path: the parts joined with dots, empty ones left out. */
function dotted(...parts: readonly (string | number)[]): string {
  return parts
    .map(String)
    .filter((p) => p !== '')
    .join('.');
}

const DATA_ERRORS = new Set(['22P02', '22003', '22007', '22008', '22023', '22001', '42846', '42804']);

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a database error names (a CHECK, unique or foreign key), if any. */
function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; driverError?: { constraint?: unknown } } | null;
  const name = typeof e?.constraint === 'string' ? e.constraint : e?.driverError?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The registry: integrators' collection schemas, validated, stored with every version, and
 * applied to the database — the schema row, its version entry and the DDL in one transaction.
 * See README.md beside this file for the rules (what is destructive, dry runs, locks).
 *
 * It keeps CollectionCatalog current: at start, at once after a change made here, and on other
 * nodes through the change feed (a statement trigger on atrium_collections).
 */
@Injectable()
export class CollectionsRegistryService implements OnModuleInit, OnModuleDestroy {
  /** How long a schema change waits for each lock before giving up that attempt. */
  static lockTimeoutMs = 50;
  /** Pauses between attempts; after the last one the change is refused as busy (about 1.5 s in all). */
  static retryDelaysMs = [50, 100, 150, 200, 300, 400];
  /** statement_timeout of the after-commit statements (a concurrent index build on a large table). */
  static afterCommitTimeoutMs = 10 * 60_000;

  private readonly logger = new Logger(CollectionsRegistryService.name);
  private meta = new Map<string, RegistryMeta>();
  private loadSeq = 0;
  private appliedSeq = 0;
  private loadedSignature = '';
  private unsubscribe?: () => void;
  private background: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: CollectionsRepository,
    private readonly catalog: CollectionCatalog,
    private readonly changes: ChangeFeedService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.unsubscribe = this.changes.subscribe(REGISTRY_TOPIC, () => {
      this.reload().catch((err: Error) => this.logger.warn(`reloading collections failed: ${err.message}`));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Reads the registered collections and hands them to the catalog when they changed. */
  async reload(): Promise<void> {
    const seq = ++this.loadSeq;
    const rows = await this.repository.findAll();
    if (seq < this.appliedSeq) return; // a later load has already landed
    this.appliedSeq = seq;
    const collections: Collection[] = [];
    const meta = new Map<string, RegistryMeta>();
    for (const row of rows) {
      const parsed = collectionSchema.safeParse(row.schema);
      if (!parsed.success) {
        this.logger.error(`registered collection "${row.name}" no longer parses; it is not served`);
        continue;
      }
      collections.push(parsed.data);
      meta.set(row.name, { version: row.version, updated_at: row.updated_at });
    }
    this.meta = meta;
    const signature = rows.map((r) => `${r.name}@${r.version}`).join(',');
    if (signature === this.loadedSignature) return;
    this.loadedSignature = signature;
    this.catalog.replaceRegistered(collections);
  }

  /** Resolves once the after-commit statements queued so far have run (tests, shutdown). */
  settled(): Promise<void> {
    return this.background;
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────

  list(principal: Principal): SchemaEntry[] {
    return this.catalog
      .list()
      .map((c) => this.entry(c, principal.role))
      .filter((e): e is SchemaEntry => e !== null);
  }

  get(name: string, principal: Principal): SchemaEntry {
    const collection = this.catalog.get(name);
    const entry = collection && this.entry(collection, principal.role);
    if (!entry) throw CollectionsException.notFound(name);
    return entry;
  }

  private entry(collection: Collection, role: string): SchemaEntry | null {
    const builtin = this.catalog.isBuiltin(collection.name);
    return schemaEntryFor(collection, role, builtin, builtin ? undefined : this.meta.get(collection.name));
  }

  async versions(name: string, limit: number, offset: number): Promise<SchemaVersion[]> {
    // A built-in collection has no registry versions: its history is in the migrations.
    if (this.catalog.isBuiltin(name)) return [];
    if (!(await this.repository.hasVersions(name))) throw CollectionsException.notFound(name);
    const rows = await this.repository.versions(name, limit, offset);
    return rows.map((r) => ({
      version: r.version,
      action: r.action,
      before: r.before as Collection | null,
      after: r.after as Collection | null,
      sql: r.sql,
      actor: r.actor_id ? { id: r.actor_id, email: r.actor_email } : null,
      at: new Date(r.at).toISOString(),
    }));
  }

  /** Every registered collection, relation targets before the collections pointing to them. */
  async exportAll(): Promise<SchemasExportFile> {
    const stored = await this.storedCollections();
    return {
      format: SCHEMAS_EXPORT_FORMAT,
      version: SCHEMAS_EXPORT_VERSION,
      exported_at: new Date().toISOString(),
      collections: dependencyOrder([...stored.values()].map((s) => s.collection)),
    };
  }

  // ── changing ─────────────────────────────────────────────────────────────────────────────

  async create(input: unknown, actor: Principal, options: ChangeOptions): Promise<SchemaChangeResult> {
    const stored = await this.storedCollections();
    const after = this.validate(input, [
      ...builtinCollections(),
      ...[...stored.values()].map((s) => s.collection),
    ]);
    if (stored.has(after.name)) throw CollectionsException.exists(after.name);
    await this.requireGrantedRoles([after]);
    if (await this.relationExists(after.table)) throw CollectionsException.tableTaken(after.table);
    return this.changeOne(
      { name: after.name, before: null, beforeVersion: null, after },
      stored,
      'create',
      actor,
      options,
    );
  }

  async update(
    name: string,
    input: unknown,
    actor: Principal,
    options: ChangeOptions,
  ): Promise<SchemaChangeResult> {
    if (this.catalog.isBuiltin(name)) throw CollectionsException.builtin(name);
    const stored = await this.storedCollections();
    const current = stored.get(name);
    if (!current) throw CollectionsException.notFound(name);
    if (!versionMatches(options.ifMatch, current.version))
      throw CollectionsException.changedSinceRead(name, current.version);
    const others = [...stored.values()].filter((s) => s.collection.name !== name).map((s) => s.collection);
    const after = this.validate(input, [...builtinCollections(), ...others]);
    if (after.name !== name) throw CollectionsException.nameMismatch(name, after.name);
    await this.requireGrantedRoles([after]);
    return this.changeOne(
      { name, before: current.collection, beforeVersion: current.version, after },
      stored,
      'update',
      actor,
      options,
    );
  }

  async remove(name: string, actor: Principal, options: ChangeOptions): Promise<SchemaChangeResult> {
    if (this.catalog.isBuiltin(name)) throw CollectionsException.builtin(name);
    const stored = await this.storedCollections();
    const current = stored.get(name);
    if (!current) throw CollectionsException.notFound(name);
    if (!versionMatches(options.ifMatch, current.version))
      throw CollectionsException.changedSinceRead(name, current.version);
    const pointing = [...stored.values()]
      .map((s) => s.collection)
      .filter((c) => c.name !== name && c.fields.some((f) => f.type === 'relation' && f.target === name))
      .map((c) => c.name);
    if (pointing.length > 0) throw CollectionsException.referenced(name, pointing);
    return this.changeOne(
      { name, before: current.collection, beforeVersion: current.version, after: null },
      stored,
      'delete',
      actor,
      options,
    );
  }

  /**
   * Applies an export file: collections it has that are not registered are created, those that
   * differ are changed, the others left alone; registered collections it lacks are left alone
   * unless `drop_missing`. All in one transaction, all or nothing, after the same checks as
   * one change (validation, destructive changes confirmed, rows that do not fit).
   */
  async importAll(
    file: { collections: Record<string, unknown>[] },
    actor: Principal,
    options: SchemasImportQuery,
  ): Promise<SchemasImportResult> {
    const stored = await this.storedCollections();
    const inFile = this.validateFile(file.collections, stored, options.drop_missing === true);
    const index = new Map(inFile.map((c, i) => [c.name, i]));
    const place: Place = (name) => {
      const i = index.get(name);
      return i === undefined ? ['collections'] : ['collections', i];
    };
    await this.requireGrantedRoles(inFile, undefined, place);
    const names = new Set(inFile.map((c) => c.name));
    const targets: PlanTarget[] = [];
    const status = new Map<string, SchemasImportStatus>();
    for (const after of inFile) {
      const current = stored.get(after.name);
      targets.push({
        name: after.name,
        before: current?.collection ?? null,
        beforeVersion: current?.version ?? null,
        after,
      });
    }
    for (const [name, current] of stored) {
      if (names.has(name)) continue;
      if (options.drop_missing) {
        targets.push({ name, before: current.collection, beforeVersion: current.version, after: null });
      } else {
        status.set(name, 'missing');
      }
    }
    for (const target of targets) {
      if (!target.before && (await this.relationExists(target.after!.table))) {
        throw CollectionsException.tableTaken(target.after!.table);
      }
    }
    const final = [
      ...builtinCollections(),
      ...inFile,
      ...[...stored.values()]
        .filter((s) => !names.has(s.collection.name) && !options.drop_missing)
        .map((s) => s.collection),
    ];
    const tableOf = tableOfIn(final);
    const plan = planSchemaChange(targets, tableOf);
    const measured = await this.measure(plan, tableOf);
    refuseUnsupported(measured, place);
    const reports = measured.map((m) => ({
      ...this.report(m),
      status: (!m.before
        ? 'created'
        : !m.after
          ? 'dropped'
          : m.changes.length > 0
            ? 'changed'
            : 'unchanged') as SchemasImportStatus,
      version: m.beforeVersion,
    }));
    for (const [name, s] of status) {
      reports.push({
        name,
        action: 'none',
        changes: [],
        destructive: false,
        blockers: [],
        rewrites: [],
        sql: [],
        sql_after_commit: [],
        status: s,
        version: stored.get(name)!.version,
      });
    }
    reports.sort((a, b) => a.name.localeCompare(b.name));
    const destructive = measured.some((m) => m.changes.some((c) => c.kind === 'destructive'));
    if (options.dry_run) return { dry_run: true, applied: false, destructive, collections: reports };
    if (!measured.some((m) => !m.before || !m.after || m.changes.length > 0)) {
      return { dry_run: false, applied: false, destructive, collections: reports };
    }
    this.gate(measured, options, place);
    const versions = await this.apply(plan, measured, actor, 'import', null, place);
    for (const report of reports) report.version = versions.get(report.name) ?? report.version;
    return { dry_run: false, applied: versions.size > 0, destructive, collections: reports };
  }

  // ── the machinery ────────────────────────────────────────────────────────────────────────

  private async storedCollections(): Promise<Map<string, { collection: Collection; version: number }>> {
    const rows = await this.repository.findAll();
    const out = new Map<string, { collection: Collection; version: number }>();
    for (const row of rows) {
      const parsed = collectionSchema.safeParse(row.schema);
      if (parsed.success) out.set(row.name, { collection: parsed.data, version: row.version });
    }
    return out;
  }

  /**
   * Every role a collection's permissions name must exist (roles are rows, custom ones made under
   * Roles): a grant to a missing name would silently hand that collection to whoever later creates
   * a role of that name. 400 naming each. Inside the applying transaction (`em`), the roles are
   * held FOR KEY SHARE until it commits, so a role deleted meanwhile either went before (and this
   * refuses) or waits, then finds the grant and is refused with 409 (RolesService.remove).
   */
  private async requireGrantedRoles(
    collections: readonly Collection[],
    em?: EntityManager,
    place: Place = AT_ROOT,
  ): Promise<void> {
    const named = [...new Set(collections.flatMap((c) => Object.keys(c.permissions)))];
    if (named.length === 0) return;
    const query = (em ?? this.dataSource.manager)
      .getRepository(RoleEntity)
      .createQueryBuilder('r')
      .select('r.name', 'name')
      .where({ name: In(named) });
    if (em) query.setLock('for_key_share');
    const found = new Set((await query.getRawMany<{ name: string }>()).map((r) => r.name));
    const problems: CollectionProblem[] = [];
    for (const c of collections) {
      for (const role of Object.keys(c.permissions))
        if (!found.has(role))
          problems.push({
            path: dotted(...place(c.name), 'permissions', role),
            message: `Role "${role}" does not exist; create it under Roles first`,
          });
    }
    if (problems.length > 0) throw CollectionsException.invalidSchema(problems);
  }

  private validate(input: unknown, known: readonly Collection[]): Collection {
    const result = validateCollection(input, { collections: known });
    if (!result.ok) throw CollectionsException.invalidSchema(result.problems);
    return result.collection!;
  }

  /**
   * Each collection of an import file, checked alone and then against the others and the
   * built-ins; problems named from the file's root (`collections.1.fields.0.type`).
   */
  private validateFile(
    inputs: readonly unknown[],
    stored: Map<string, { collection: Collection }>,
    dropMissing: boolean,
  ): Collection[] {
    const problems: CollectionProblem[] = [];
    const inFile = (i: number, found: readonly CollectionProblem[]) =>
      found.map((p) => ({ path: dotted('collections', i, ...problemPathParts(p)), message: p.message }));
    const shaped: Collection[] = [];
    inputs.forEach((input, i) => {
      const alone = validateCollection(input);
      if (!alone.ok) problems.push(...inFile(i, alone.problems));
      else shaped.push(alone.collection!);
    });
    if (problems.length > 0) throw CollectionsException.invalidSchema(problems);
    const seen = new Set<string>();
    shaped.forEach((c, i) => {
      if (seen.has(c.name))
        problems.push({
          path: dotted('collections', i, 'name'),
          message: `Collection "${c.name}" is in the file twice`,
        });
      seen.add(c.name);
    });
    const kept = dropMissing
      ? []
      : [...stored.values()].map((s) => s.collection).filter((c) => !seen.has(c.name));
    const context = [...builtinCollections(), ...kept, ...shaped];
    const checked: Collection[] = [];
    inputs.forEach((input, i) => {
      const full = validateCollection(input, { collections: context });
      if (!full.ok) problems.push(...inFile(i, full.problems));
      else checked.push(full.collection!);
    });
    if (problems.length > 0) throw CollectionsException.invalidSchema(problems);
    return checked;
  }

  /** True when a table, index, view or sequence of that name exists (one not made by the registry). */
  private async relationExists(name: string): Promise<boolean> {
    const [row]: { found: boolean }[] = await this.dataSource.query(
      'SELECT to_regclass(quote_ident($1)) IS NOT NULL AS found',
      [name],
    );
    return row.found;
  }

  private async changeOne(
    target: PlanTarget,
    stored: Map<string, { collection: Collection }>,
    action: CollectionVersionAction,
    actor: Principal,
    options: ChangeOptions,
  ): Promise<SchemaChangeResult> {
    const known = [...builtinCollections(), ...[...stored.values()].map((s) => s.collection)];
    if (target.after) known.push(target.after);
    const tableOf = tableOfIn(known);
    const plan = planSchemaChange([target], tableOf);
    const measured = await this.measure(plan, tableOf);
    refuseUnsupported(measured);
    const report = this.report(measured[0]);
    const result: SchemaChangeResult = {
      ...report,
      dry_run: options.dry_run === true,
      applied: false,
      version: target.beforeVersion,
      schema: target.after,
    };
    if (options.dry_run || measured[0].changes.length === 0) return result;
    this.gate(measured, options);
    const versions = await this.apply(plan, measured, actor, action, options.ifMatch ? target.name : null);
    return { ...result, applied: true, version: versions.get(target.name) ?? null };
  }

  /** Counts the rows each change touches (outside any lock: plain reads of the existing tables). */
  private async measure(plan: SchemaChangePlan, tables: TableOf): Promise<Measured[]> {
    const out: Measured[] = [];
    for (const planned of plan.collections) {
      const items: SchemaChangeItem[] = [];
      const blockers: Blocker[] = [];
      const blocked = new Set<string>();
      for (const change of planned.changes) {
        const query = planned.before ? impactQuery(change, planned.before, planned.after, tables) : null;
        let rows: number | null = null;
        if (query) {
          // SQL: a dry run's count over integrators' tables, which have no TypeORM entity.
          let counted: { n: string }[];
          try {
            counted = await this.dataSource.query(query.sql);
          } catch (err) {
            throw await this.countFailed(err, plan);
          }
          rows = Number(counted[0].n);
          const key = query.blockerKey ?? change.path;
          if (query.blocker && rows > 0 && !blocked.has(key)) {
            blocked.add(key);
            blockers.push({ path: change.path, message: query.blocker(rows) });
          }
        }
        items.push({ ...change, rows });
      }
      out.push({ ...planned, items, blockers });
    }
    await this.refuseForeignIndexNames(out);
    return out;
  }

  /**
   * A count that failed: it runs outside the lock, so a change committed since the schemas were
   * read (a concurrent DELETE dropped the table, a PATCH renamed a column) makes it fail with
   * "relation does not exist". That is the 409 "changed meanwhile, retry", as a version moved
   * under the lock is; a table changed outside the registry gets its own 409; never a 500.
   */
  private async countFailed(err: unknown, plan: SchemaChangePlan): Promise<unknown> {
    const code = pgCode(err);
    if (code !== '42P01' && code !== '42703' && code !== '57014') return err;
    const current = await this.storedCollections();
    const moved = plan.collections.some(
      (planned) => (current.get(planned.name)?.version ?? null) !== planned.beforeVersion,
    );
    return moved ? CollectionsException.changedMeanwhile() : this.explain(err, [], AT_ROOT);
  }

  /**
   * Index names are schema-wide: a name a plan would create or drop must be free, or already an
   * index of the collection's own table. Otherwise (another table's index, a table, or a name
   * two collections of one import would both use) the change gets a blocker naming it, before
   * IF NOT EXISTS could skip the index or DROP INDEX remove someone else's.
   */
  private async refuseForeignIndexNames(measured: Measured[]): Promise<void> {
    const names = [...new Set(measured.flatMap((m) => m.indexes.map((i) => i.name)))];
    if (names.length === 0) return;
    // SQL: a catalog lookup (pg_class, pg_index), which no TypeORM entity maps.
    const rows: { name: string; on_table: string | null }[] = await this.dataSource.query(
      `SELECT c.relname AS name, t.relname AS on_table
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_index i ON i.indexrelid = c.oid
         LEFT JOIN pg_class t ON t.oid = i.indrelid
        WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])`,
      [names],
    );
    const existing = new Map(rows.map((r) => [r.name, r]));
    const claimedBy = new Map<string, string>();
    for (const m of measured) {
      const table = (m.after ?? m.before)!.table;
      for (const index of m.indexes) {
        const path = index.field === null ? '' : `fields.${index.field}`;
        const found = existing.get(index.name);
        const other = claimedBy.get(index.name);
        if (found && found.on_table !== table) {
          m.blockers.push({
            kind: 'name',
            path,
            message: found.on_table
              ? `The index name "${index.name}" this change needs belongs to table "${found.on_table}": rename the field or the collection`
              : `The index name "${index.name}" this change needs is taken by another database object: rename the field or the collection`,
          });
        } else if (other !== undefined && other !== m.name) {
          m.blockers.push({
            kind: 'name',
            path,
            message: `The index name "${index.name}" is needed by collection "${other}" too: rename the field or the collection`,
          });
        } else {
          claimedBy.set(index.name, m.name);
        }
      }
    }
  }

  private report(m: Measured): SchemaChangeReport {
    return {
      name: m.name,
      action: !m.before ? 'create' : !m.after ? 'delete' : m.changes.length > 0 ? 'update' : 'none',
      changes: m.items,
      destructive: m.changes.some((c) => c.kind === 'destructive'),
      blockers: m.blockers.map((b) => b.message),
      rewrites: m.rewrites,
      sql: m.statements,
      sql_after_commit: m.afterCommit,
    };
  }

  /** Refuses what must not apply: rows that do not fit, a destructive change not confirmed. */
  private gate(measured: readonly Measured[], options: ChangeOptions, place: Place = AT_ROOT): void {
    const prefix = (m: Measured, path: string) => dotted(...place(m.name), path);
    const named = (kind: Blocker['kind']): ErrorDetail[] =>
      measured.flatMap((m) =>
        m.blockers
          .filter((b) => b.kind === kind)
          .map(({ path, message }) => ({ path: prefix(m, path), message })),
      );
    const names = named('name');
    if (names.length > 0) throw CollectionsException.namesTaken(names);
    const blockers = named(undefined);
    if (blockers.length > 0) throw CollectionsException.blocked(blockers);
    if (options.confirm === 'destructive') return;
    const destructive: ErrorDetail[] = measured.flatMap((m) =>
      m.items
        .filter((c) => c.kind === 'destructive')
        .map((c) => ({
          path: prefix(m, c.path),
          message: c.rows === null ? c.message : `${c.message} (${c.rows} row${c.rows === 1 ? '' : 's'})`,
        })),
    );
    if (destructive.length > 0) throw CollectionsException.destructive(destructive);
  }

  /**
   * Runs the plan: under a short lock_timeout, retried a few times, so the DDL never queues
   * readers behind it for long (README.md, "Locks"). Returns the version recorded per collection.
   */
  private async apply(
    plan: SchemaChangePlan,
    measured: readonly Measured[],
    actor: Principal,
    action: CollectionVersionAction,
    /** A collection changed under an If-Match: a version moved meanwhile is a 412, not a 409. */
    preconditioned: string | null = null,
    place: Place = AT_ROOT,
  ): Promise<Map<string, number>> {
    const changed = measured.filter((m) => !m.before || !m.after || m.changes.length > 0);
    const delays = CollectionsRegistryService.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      try {
        const versions = await this.dataSource.transaction(async (em) => {
          await em.query(
            `SET LOCAL lock_timeout = '${Math.round(CollectionsRegistryService.lockTimeoutMs)}ms'`,
          );
          await em.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK_KEY]);
          const current = new Map((await this.repository.findAll(em)).map((r) => [r.name, r.version]));
          for (const m of changed) {
            const now = current.get(m.name) ?? null;
            if (now === m.beforeVersion) continue;
            if (m.name === preconditioned && now !== null)
              throw CollectionsException.changedSinceRead(m.name, now);
            throw CollectionsException.changedMeanwhile();
          }
          const last = await this.repository.lastVersions(
            em,
            changed.map((m) => m.name),
          );
          const records: RecordedChange[] = changed.map((m) => ({
            name: m.name,
            action,
            version: (last.get(m.name) ?? 0) + 1,
            before: m.before,
            after: m.after,
            sql: sqlText(m.statements, m.afterCommit),
          }));
          // The granted roles, held until the commit (a role deleted meanwhile waits, then finds the grant).
          await this.requireGrantedRoles(
            changed.flatMap((m) => (m.after ? [m.after] : [])),
            em,
            place,
          );
          // The registry rows first: the DDL takes the tables' locks last, so they are held only
          // for the DDL and the commit. One round trip for all of it (a simple-protocol query may
          // hold several statements): each further one would hold the lock a round trip longer.
          await this.repository.record(em, records, actor.userId);
          // DDL stays SQL: schema changes have no query-builder form.
          if (plan.statements.length > 0) await em.query(plan.statements.join(';\n'));
          return new Map(records.map((r) => [r.name, r.version]));
        });
        await this.reload();
        this.runAfterCommit(plan.afterCommit);
        return versions;
      } catch (err) {
        const code = pgCode(err);
        if ((code === '55P03' || code === '40P01') && attempt < delays.length) {
          await new Promise((r) => setTimeout(r, delays[attempt]));
          continue;
        }
        throw this.explain(err, changed, place);
      }
    }
  }

  /** A database refusal in the registry's words (never the database's own text). */
  private explain(err: unknown, changed: readonly Measured[], place: Place): unknown {
    const code = pgCode(err);
    const tables = changed.map((m) => (m.after ?? m.before)!.table);
    if (code === '55P03' || code === '40P01') return CollectionsException.busy(tables);
    if (code === '23502')
      return CollectionsException.failed('Some rows have no value for a field that becomes required');
    if (code === '23505')
      return CollectionsException.failed('Some rows share a value of a field that becomes unique');
    if (code === '23514') {
      // A narrowed rule's guard, or a CHECK validated after a type change: name the field.
      const constraint = pgConstraint(err);
      const fields = changed.flatMap((m) => {
        const field = m.after ? checkConstraintField(m.after, constraint) : undefined;
        return field === undefined ? [] : [{ collection: m.name, field }];
      });
      return CollectionsException.failed(
        'Some rows do not fit the new rules',
        fields.map(({ collection, field }) => ({
          path: dotted(...place(collection), 'fields', field),
          message: `Field "${field}": existing values break its new rules; change them first`,
        })),
      );
    }
    if (code === '23503') return CollectionsException.failed('Some rows do not fit the new rules');
    if (code && DATA_ERRORS.has(code)) {
      // The database names the value, not the column: name the fields whose type changed with values.
      const converted = changed.flatMap((m) =>
        m.items
          .filter((i) => i.change === 'field_type_changed' && i.field !== undefined && (i.rows ?? 0) > 0)
          .map((i) => ({
            collection: m.name,
            field: i.field as string,
            type: m.after?.fields.find((f) => f.name === i.field)?.type ?? 'the new type',
          })),
      );
      // No field changed type: the schema's own text was refused (the global mapping's 400).
      if (converted.length === 0) return err;
      const sure = converted.length === 1;
      return CollectionsException.failed(
        'Existing values cannot be converted to the new field type',
        converted.map(({ collection, field, type }) => ({
          path: dotted(...place(collection), 'fields', field),
          message: `Field "${field}": ${sure ? 'some existing values cannot' : 'existing values may not'} be converted to ${type}; change or clear them first (or keep the old type)`,
        })),
      );
    }
    if (code === '42P07')
      return CollectionsException.failed('A table or index of that name already exists in the database');
    if (code === '2BP01') {
      return CollectionsException.failed(
        'Other database objects (a view, a foreign key made outside the registry) depend on this table',
      );
    }
    if (code === '42P01' || code === '42703' || code === '42701' || code === '42704') {
      return CollectionsException.failed(
        'The table no longer matches its schema (changed outside the registry: a table, column or constraint missing or added by hand)',
      );
    }
    if (code === '57014') return CollectionsException.failed('The change took too long and was cancelled');
    return err;
  }

  /**
   * Constraint validation and concurrent index builds, after commit and one at a time: they let
   * reads and writes through, may take long on a large table, and a failure leaves the applied
   * change in place (logged; an invalid index left by a failed concurrent build is dropped).
   */
  private runAfterCommit(statements: readonly string[]): void {
    if (statements.length === 0) return;
    this.background = this.background.then(async () => {
      for (const sql of statements) {
        if (!this.dataSource.isInitialized) return; // shutting down: the change itself is committed
        const runner = this.dataSource.createQueryRunner();
        try {
          await runner.query(`SET statement_timeout = ${CollectionsRegistryService.afterCommitTimeoutMs}`);
          await runner.query(sql); // DDL (an index built concurrently): no query-builder form.
        } catch (err) {
          this.logger.warn(`after a schema change, "${sql}" failed: ${(err as Error).message}`);
          const index = AFTER_COMMIT_INDEX.exec(sql)?.[1];
          if (index) await runner.query(`DROP INDEX IF EXISTS ${index}`).catch(() => undefined);
        } finally {
          await runner.query('RESET statement_timeout').catch(() => undefined);
          await runner.release().catch(() => undefined);
        }
      }
    });
  }
}

/** Changes the registry does not make: a collection and its table keep their names (and keys). */
function refuseUnsupported(measured: readonly Measured[], place: Place = AT_ROOT): void {
  const unsupported = measured.flatMap((m) =>
    m.changes
      .filter((c) => ['table_renamed', 'collection_renamed', 'primary_key_changed'].includes(c.change))
      .map((c) => ({ path: dotted(...place(m.name), c.path), message: c.message })),
  );
  if (unsupported.length > 0) throw CollectionsException.unsupported(unsupported);
}

/** Looks relation targets up among the given collections (built-in, registered, imported). */
function tableOfIn(collections: readonly Collection[]): TableOf {
  const tables = new Map(collections.map((c) => [c.name, c.table]));
  return (name) => tables.get(name) ?? builtinCollection(name)?.table ?? name;
}

/** Collections with relation targets first (cycles keep their order), then by name. */
function dependencyOrder(collections: readonly Collection[]): Collection[] {
  const byName = new Map(collections.map((c) => [c.name, c]));
  const out: Collection[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (c: Collection) => {
    if (state.has(c.name)) return;
    state.set(c.name, 'visiting');
    for (const f of c.fields) {
      if (f.type === 'relation' && f.target !== c.name) {
        const target = byName.get(f.target);
        if (target) visit(target);
      }
    }
    state.set(c.name, 'done');
    out.push(c);
  };
  for (const c of [...collections].sort((a, b) => a.name.localeCompare(b.name))) visit(c);
  return out;
}

/** Whether an If-Match (parseIfMatch) admits the collection's current version; no header admits any. */
function versionMatches(ifMatch: ChangeOptions['ifMatch'], version: number): boolean {
  if (ifMatch === undefined || ifMatch === null || ifMatch === '*') return true;
  return ifMatch.includes(version);
}
