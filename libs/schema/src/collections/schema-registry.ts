import { z } from 'zod';
import { countParamSchema } from '../common/count-param.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import type { CollectionChange } from './diff-collections.js';
import { collectionSchema } from './collection-schema.js';
import type { Collection, CollectionAction, RowScope } from './collection-schema.js';

/**
 * The contract of /api/schemas (the registry): query parameters, the export file, and the
 * answers, shared by the server and the schema builder. See
 * apps/server/src/modules/collections/README.md for what each call does.
 */

/** `format` of an export file. */
export const SCHEMAS_EXPORT_FORMAT = 'atrium-collections';
/** `version` of the export file's format; an importer refuses others. */
export const SCHEMAS_EXPORT_VERSION = 1;
/** Collections one export file may carry. */
export const SCHEMAS_IMPORT_MAX_COLLECTIONS = 500;
/** Largest body of POST /schemas and PATCH /schemas/:name. */
export const SCHEMA_BODY_MAX_BYTES = 256 * 1024;
/** Largest body of POST /schemas/import. */
export const SCHEMAS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Versions one GET /schemas/:name/versions returns at most (and by default). */
export const SCHEMA_VERSIONS_MAX_LIMIT = 200;
export const SCHEMA_VERSIONS_DEFAULT_LIMIT = 50;

/** The value of `confirm` that lets a destructive change through. */
export const CONFIRM_DESTRUCTIVE = 'destructive';

const flag = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');

/** POST /schemas, PATCH and DELETE /schemas/:name: `?dry_run=true`, `?confirm=destructive`. */
export const schemaChangeQuerySchema = z.strictObject({
  dry_run: flag.optional(),
  confirm: z.literal(CONFIRM_DESTRUCTIVE, { error: `Expected "${CONFIRM_DESTRUCTIVE}"` }).optional(),
});
export type SchemaChangeQuery = z.output<typeof schemaChangeQuerySchema>;

/** POST /schemas/import: also `?drop_missing=true` (drop registered collections the file lacks). */
export const schemasImportQuerySchema = schemaChangeQuerySchema.extend({ drop_missing: flag.optional() });
export type SchemasImportQuery = z.output<typeof schemasImportQuerySchema>;

/** GET /schemas/:name/versions: `?limit=&offset=`, worded as every list endpoint's. */
export const schemaVersionsQuerySchema = z.strictObject({
  limit: countParamSchema(1, SCHEMA_VERSIONS_MAX_LIMIT).optional(),
  offset: countParamSchema(0, 999_999).optional(),
});

/** A collection name in a path (checked again, fully, by the registry). */
export const collectionNameParamSchema = z
  .string()
  .max(63, 'At most 63 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'Must be a collection name (snake_case)');

/**
 * The export file: every registered collection, as stored (defaults filled), in an order where
 * a relation's target comes before it. Each collection is checked by the importer with every
 * rule of `validateCollection`; here only the envelope is.
 */
export const schemasExportFileSchema = z.strictObject({
  $schema: z.string().max(500).optional(),
  format: z.literal(SCHEMAS_EXPORT_FORMAT, { error: `Expected format "${SCHEMAS_EXPORT_FORMAT}"` }),
  version: z.literal(SCHEMAS_EXPORT_VERSION, {
    error: `Expected version ${SCHEMAS_EXPORT_VERSION} (this Atrium reads that export format)`,
  }),
  exported_at: z.string().max(64).optional(),
  collections: z
    .array(z.record(z.string(), z.unknown()), { error: 'Expected a list of collection schemas' })
    .max(SCHEMAS_IMPORT_MAX_COLLECTIONS, `At most ${SCHEMAS_IMPORT_MAX_COLLECTIONS} collections`),
});
export type SchemasExportFileInput = z.input<typeof schemasExportFileSchema>;

export interface SchemasExportFile {
  format: typeof SCHEMAS_EXPORT_FORMAT;
  version: typeof SCHEMAS_EXPORT_VERSION;
  exported_at: string;
  collections: Collection[];
}

/** What the caller may do with a collection (their role's resolved grant). */
export interface SchemaAccess {
  actions: readonly CollectionAction[];
  read_fields: readonly string[];
  write_fields: readonly string[];
  scope: RowScope;
}

/** One collection as GET /schemas lists it. */
export interface SchemaEntry {
  name: string;
  builtin: boolean;
  /** Latest version of a registered collection; null for a built-in one. */
  version: number | null;
  updated_at: string | null;
  /**
   * The schema: internal fields are never shown; a non-admin sees only the fields they may read
   * and only their own role's grant.
   */
  schema: Collection;
  access: SchemaAccess;
}

/** One change of a schema change, with the rows it touches (null: it touches none). */
export type SchemaChangeItem = CollectionChange & {
  /**
   * Existing rows concerned: values dropped, filled or converted, or rows that do not fit the new
   * rule. Null when the change touches no row or the database cannot count them (a pattern).
   */
  rows: number | null;
};

/** What a change does (or did) to one collection. */
export interface SchemaChangeReport {
  name: string;
  action: 'create' | 'update' | 'delete' | 'none';
  changes: SchemaChangeItem[];
  destructive: boolean;
  /** Why the change cannot apply even when confirmed (rows that do not fit); empty when it can. */
  blockers: string[];
  /** Columns whose change rewrites every row of the table (it holds its lock meanwhile). */
  rewrites: string[];
  /** Statements of the change's transaction, in order. */
  sql: string[];
  /** Statements run after commit (constraint validation, concurrent index builds). */
  sql_after_commit: string[];
}

/** The answer of POST /schemas, PATCH and DELETE /schemas/:name. */
export interface SchemaChangeResult extends SchemaChangeReport {
  dry_run: boolean;
  applied: boolean;
  /** The version after the change: the new one once applied, else the current one (null: not registered). */
  version: number | null;
  /** The collection as stored after the change (null after a delete). */
  schema: Collection | null;
}

export type SchemasImportStatus = 'created' | 'changed' | 'unchanged' | 'dropped' | 'missing';

export interface SchemasImportResult {
  dry_run: boolean;
  applied: boolean;
  destructive: boolean;
  /** Each collection of the file and each registered one it lacks; `version` as in SchemaChangeResult. */
  collections: Array<SchemaChangeReport & { status: SchemasImportStatus; version: number | null }>;
}

/** What made a version: a POST, PATCH or DELETE of /schemas, or an import. */
export const SCHEMA_VERSION_ACTIONS = ['create', 'update', 'delete', 'import'] as const;

/**
 * One entry of GET /schemas/:name/versions (the OpenAPI document's answer is made from it): the
 * collection before and after the change as stored (null before a create, after a delete), the
 * SQL it ran as one script, who made it (`email` null once the account is gone; `actor` null
 * when no account made it) and when.
 */
export const schemaVersionSchema = z.strictObject({
  version: z.number().int().min(1),
  action: z.enum(SCHEMA_VERSION_ACTIONS),
  before: collectionSchema.nullable(),
  after: collectionSchema.nullable(),
  sql: z.string(),
  // z.guid: any 8-4-4-4-12 hex id, as lenient as PostgreSQL's uuid (documented as format uuid).
  actor: z.strictObject({ id: z.guid(), email: z.string().nullable() }).nullable(),
  at: isoTimestampSchema,
});
export type SchemaVersion = z.output<typeof schemaVersionSchema>;
