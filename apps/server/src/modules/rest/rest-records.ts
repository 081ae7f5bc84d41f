import {
  collectionRecordSchema,
  isFilterError,
  patternWorkOf,
  REQUEST_PATTERN_MAX_WORK,
} from '@atrium/schema';
import type { RecordMode } from '@atrium/schema';
import type { z } from 'zod';
import type { ErrorDetail } from '../../common/errors/error-body.js';
import { issueDetails } from '../../common/errors/zod-details.js';
import type { CollectionAccess } from './rest-access.js';
import { RestException } from './rest.exception.js';
import { REST_MAX_CHANGED_ROWS, REST_MAX_INSERT_ROWS } from './rest.limits.js';

/**
 * Row values as a role may write them: the collection's zod (collectionRecordSchema: types,
 * constraints, required fields, read-only and system fields refused) limited to the role's
 * writable fields. Built once per (access, mode) — zod schemas are costly to build, cheap to run.
 */
const schemas = new WeakMap<CollectionAccess, Map<string, z.ZodType>>();

export function recordSchemaFor(
  access: CollectionAccess,
  mode: RecordMode,
  writable: readonly string[] = access.permission.writeFields,
): z.ZodType {
  let byKey = schemas.get(access);
  if (!byKey) {
    byKey = new Map();
    schemas.set(access, byKey);
  }
  const key = `${mode}:${writable.join(',')}`;
  let schema = byKey.get(key);
  if (!schema) {
    schema = collectionRecordSchema(access.collection, mode, {
      writable,
      readable: [...access.readable.keys()],
    });
    byKey.set(key, schema);
  }
  return schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Refuses a body of no rows, or of more than `max`, naming the limit. */
function checkRowCount(count: number, max: number): void {
  if (count === 0) throw RestException.invalid('Send at least one row');
  if (count > max) throw RestException.invalid(`Too many rows (at most ${max} per request)`);
}

/** One row checked with `schema`: its values, or undefined with its problems added to `details`. */
function checkRow(
  schema: z.ZodType,
  item: Record<string, unknown>,
  prefix: string[],
  details: ErrorDetail[],
): Record<string, unknown> | undefined {
  const result = schema.safeParse(item, { reportInput: true });
  if (result.success) return result.data as Record<string, unknown>;
  details.push(...issueDetails(result.error.issues, prefix));
  return undefined;
}

/**
 * The body's rows, validated: an object, or (with `many`) an array of 1…REST_MAX_INSERT_ROWS
 * objects. Every problem of every row is listed, each path prefixed with the row's index in an
 * array (`2.title`).
 */
/**
 * Refuses a write whose values would cost more pattern matching than REQUEST_PATTERN_MAX_WORK
 * (RE2 program size × value length, summed), counted on the raw body before any value is matched:
 * each value's work is bounded by the schema (FIELD_PATTERN_MAX_WORK), a thousand of them are not.
 */
export function checkPatternWork(access: CollectionAccess, body: unknown): void {
  const items = Array.isArray(body) ? body : [body];
  if (patternWorkOf(access.collection, items) > REQUEST_PATTERN_MAX_WORK) {
    throw RestException.invalid(
      'These values take too long to check against the fields’ patterns: send fewer rows, or shorter values, at once',
    );
  }
}

export function validateRecords(
  schema: z.ZodType,
  body: unknown,
  opts: { many: boolean },
): { rows: Record<string, unknown>[]; isArray: boolean } {
  const isArray = Array.isArray(body);
  if (isArray && !opts.many) throw RestException.invalid('Send one object with the fields to change');
  const items: unknown[] = isArray ? (body as unknown[]) : [body];
  checkRowCount(items.length, REST_MAX_INSERT_ROWS);
  const rows: Record<string, unknown>[] = [];
  const details: ErrorDetail[] = [];
  items.forEach((item, index) => {
    const prefix = isArray ? [String(index)] : [];
    if (!isRecord(item)) {
      details.push({
        path: prefix.join('.'),
        message:
          isArray || !opts.many ? 'Expected an object' : 'Expected an object (a row) or an array of rows',
      });
      return;
    }
    const row = checkRow(schema, item, prefix, details);
    if (row) rows.push(row);
  });
  if (details.length > 0)
    throw RestException.invalid(isArray ? 'Invalid rows' : 'Invalid row', details.slice(0, 100));
  return { rows, isArray };
}

/** A row of an array PATCH: what finds it (from its key) and the values to set. */
export interface KeyedRecord<K> {
  key: K;
  /** The key's values as sent, by column (for messages). */
  keyText: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * An array body of PATCH / PUT …/update: 1…REST_MAX_CHANGED_ROWS objects, each holding the row's
 * key column(s) (text or a number) and the fields to set, checked with `schema` as one object of
 * PATCH is (the key columns find the row and are not written). `readKey` turns a row's key into
 * what finds the row and a text that is the same for the same row (the same row twice is
 * refused); it throws FilterError for a value the key's type refuses. Every problem of every row
 * is listed, each path prefixed with the row's index (`2.title`), before anything is written.
 */
export function validateKeyedRecords<K>(
  schema: z.ZodType,
  keyColumns: readonly string[],
  body: readonly unknown[],
  readKey: (keyText: Record<string, string>) => { key: K; same: string },
): KeyedRecord<K>[] {
  checkRowCount(body.length, REST_MAX_CHANGED_ROWS);
  const rows: KeyedRecord<K>[] = [];
  const details: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  body.forEach((item, index) => {
    const at = String(index);
    if (!isRecord(item)) {
      details.push({ path: at, message: 'Expected an object' });
      return;
    }
    const keyText: Record<string, string> = {};
    const fields: Record<string, unknown> = { ...item };
    let keyProblem = false;
    for (const column of keyColumns) {
      const value = Object.hasOwn(item, column) ? item[column] : undefined;
      delete fields[column];
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
        keyText[column] = String(value);
        continue;
      }
      keyProblem = true;
      details.push({
        path: `${at}.${column}`,
        message:
          value === undefined ? "Required: the row's key" : "Expected the row's key (text or a number)",
      });
    }
    let found: { key: K; same: string } | undefined;
    if (!keyProblem) {
      try {
        found = readKey(keyText);
      } catch (error) {
        if (!isFilterError(error)) throw error;
        for (const d of error.details) details.push({ path: `${at}.${d.path}`, message: d.message });
      }
    }
    if (found) {
      const first = seen.get(found.same);
      if (first === undefined) seen.set(found.same, index);
      else details.push({ path: at, message: `The same row as row ${first}: send each row once` });
    }
    const values = checkRow(schema, fields, [at], details);
    if (found && values) rows.push({ key: found.key, keyText, values });
  });
  if (details.length > 0) throw RestException.invalid('Invalid rows', details.slice(0, 100));
  return rows;
}
