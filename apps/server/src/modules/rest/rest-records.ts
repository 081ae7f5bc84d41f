import { collectionRecordSchema } from '@atrium/schema';
import type { RecordMode } from '@atrium/schema';
import type { z } from 'zod';
import type { ErrorDetail } from '../../common/errors/error-body.js';
import type { CollectionAccess } from './rest-access.js';
import { RestException } from './rest.exception.js';
import { REST_MAX_INSERT_ROWS } from './rest.limits.js';

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
    schema = collectionRecordSchema(access.collection, mode, { writable });
    byKey.set(key, schema);
  }
  return schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The body's rows, validated: an object, or (with `many`) an array of 1…REST_MAX_INSERT_ROWS
 * objects. Every problem of every row is listed, each path prefixed with the row's index in an
 * array (`2.title`).
 */
export function validateRecords(
  schema: z.ZodType,
  body: unknown,
  opts: { many: boolean },
): { rows: Record<string, unknown>[]; isArray: boolean } {
  const isArray = Array.isArray(body);
  if (isArray && !opts.many) throw RestException.invalid('Send one object with the fields to change');
  const items: unknown[] = isArray ? (body as unknown[]) : [body];
  if (items.length === 0) throw RestException.invalid('Send at least one row');
  if (items.length > REST_MAX_INSERT_ROWS) {
    throw RestException.invalid(`Too many rows (at most ${REST_MAX_INSERT_ROWS} per request)`);
  }
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
    const result = schema.safeParse(item);
    if (result.success) rows.push(result.data as Record<string, unknown>);
    else {
      for (const issue of result.error.issues) {
        details.push({ path: [...prefix, ...issue.path.map(String)].join('.'), message: issue.message });
      }
    }
  });
  if (details.length > 0)
    throw RestException.invalid(isArray ? 'Invalid rows' : 'Invalid row', details.slice(0, 100));
  return { rows, isArray };
}
