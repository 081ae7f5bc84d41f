import { z } from 'zod';
import { collectionColumns } from './collection-columns.js';
import type { Collection, CollectionField } from './collection-schema.js';
import { whenParsed } from './collection-payload.js';
import { fieldValueSchema } from './field-value.js';

export type RecordMode = 'create' | 'update';

export interface RecordSchemaOptions {
  /**
   * The fields the caller may write (a role's `write_fields`); others are refused like read-only
   * ones. Absent: every writable field.
   */
  writable?: readonly string[];
  /**
   * The columns the caller may read (a role's `read_fields`). A column it may neither read nor
   * write is refused as an unknown key, like one that does not exist, so that a write cannot
   * tell a hidden column from a missing one. Absent: every column.
   */
  readable?: readonly string[];
}

/** True when a field has a value without being given one (a literal default or a database function). */
export function fieldHasDefault(field: CollectionField): boolean {
  return (
    ('default' in field && field.default !== undefined) ||
    ('default_fn' in field && field.default_fn !== undefined)
  );
}

/** True when a client may ever write the field: declared, not read-only, not internal. */
export function isWritableField(field: CollectionField): boolean {
  return !field.readonly && !field.internal;
}

export const NOTHING_TO_WRITE = 'Nothing to update: send at least one field';

/**
 * The zod schema of a row's values as a client writes them (the table API's POST and PATCH bodies,
 * and SchemaForm's resolver):
 *
 * - `create`: a required field without a default must be given; other fields may be left out
 *   (the database fills the default); an optional field may be null.
 * - `update`: every field may be left out, at least one must be given; a required field may not be
 *   set to null.
 *
 * Strict: unknown keys are refused, and so are the keys of read-only, internal and system fields,
 * the implied `id`, and fields outside `options.writable`, each with a message saying why — but
 * the keys of columns outside `options.readable` (and not writable) are refused as unknown.
 * Values are checked with every constraint of their field (`fieldValueSchema`).
 */
export function collectionRecordSchema(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  mode: RecordMode,
  options: RecordSchemaOptions = {},
) {
  const allowed = options.writable ? new Set(options.writable) : null;
  const seen = options.readable ? new Set(options.readable) : null;
  const shape: Record<string, z.ZodType> = {};
  for (const column of collectionColumns(collection)) {
    const { field } = column;
    if (field.internal) continue; // not even named: internal columns do not exist for clients
    // Hidden from this caller: as unknown as a column that does not exist.
    if (seen && !seen.has(field.name) && !(allowed?.has(field.name) ?? false)) continue;
    if (column.origin !== 'field' || !isWritableField(field)) {
      shape[field.name] = z.never({ error: `"${field.name}" is read-only` }).optional();
      continue;
    }
    if (allowed && !allowed.has(field.name)) {
      shape[field.name] = z.never({ error: `"${field.name}" may not be written` }).optional();
      continue;
    }
    let value: z.ZodType = fieldValueSchema(field);
    if (!field.required) value = value.nullable();
    if (mode === 'update' || !field.required || fieldHasDefault(field)) value = value.optional();
    shape[field.name] = value;
  }
  const record = z.strictObject(shape);
  return mode === 'update'
    ? record.refine((value) => Object.values(value).some((v) => v !== undefined), {
        error: NOTHING_TO_WRITE,
        when: whenParsed,
      })
    : record;
}

/** A row's values as validated by {@link collectionRecordSchema}. */
export type CollectionRecordValues = Record<string, unknown>;
