import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../auth/auth-limits.js';
import { linkProblem } from '../common/link.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { COUNT_PARAM_WHOLE_NUMBER, countAtLeast, countAtMost } from '../common/count-param.js';
import { MUST_BE_A_NUMBER } from '../common/value-schemas.js';
import {
  JSON_DEFAULT_MAX_BYTES,
  JSON_MAX_DEPTH,
  STRING_DEFAULT_MAX_LENGTH,
  TEXT_DEFAULT_MAX_LENGTH,
} from './collection-limits.js';
import type { Collection, CollectionField, FieldOfType } from './collection-schema.js';
import { compileFieldPattern, type CompiledFieldPattern } from './field-pattern.js';

/**
 * The zod schema of one field's value (never null: nullability is the record's business), with
 * every constraint of the field. Used for row writes (`collectionRecordSchema`), for a field's
 * `default` (`validateCollection`) and by the client's SchemaForm, so the server and the browser
 * refuse the same values with the same messages.
 *
 * No native RegExp built from the schema ever runs: patterns and e-mail addresses are matched
 * with RE2 (linear time); the other checks are fixed, anchored, bounded expressions.
 */

/** PostgreSQL's text and jsonb cannot hold U+0000: refused here rather than failing in the database. */
const NUL = '\u0000';
const noNul = (value: string) => !value.includes(NUL);
const NO_NUL = 'Must not contain NUL characters';

/**
 * Addresses as the auth forms accept them, matched with RE2 (the value is bounded to 254 first).
 * Compiled on first use, so importing this module runs nothing (bundlers can drop what is unused).
 */
let emailPattern: CompiledFieldPattern | undefined;
function isEmail(value: string): boolean {
  emailPattern ??= compileFieldPattern(
    "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  );
  return value.length <= EMAIL_MAX_LENGTH && emailPattern.ok && emailPattern.test(value);
}

/** A message for a wrong value, and plain words for a missing one (required) or a null one (NOT NULL). */
function expected(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? 'Required' : issue.input === null ? 'Must not be null' : message;
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** The longest value a `string` or `text` field takes (its `max`, else the type's default). */
export function textFieldMaxLength(field: FieldOfType<'string'> | FieldOfType<'text'>): number {
  return field.max ?? (field.type === 'string' ? STRING_DEFAULT_MAX_LENGTH : TEXT_DEFAULT_MAX_LENGTH);
}

/**
 * The pattern-matching work writing `items` to `collection` costs: for each patterned field, its
 * pattern's RE2 program size × the length of each string value given for it. Counted on the raw
 * input, before anything is matched, so a write can be refused over REQUEST_PATTERN_MAX_WORK.
 */
export function patternWorkOf(collection: Collection, items: readonly unknown[]): number {
  const sizes: Array<[string, number]> = [];
  for (const field of collection.fields) {
    if ((field.type !== 'string' && field.type !== 'text') || field.pattern === undefined) continue;
    const compiled = compileFieldPattern(field.pattern);
    if (compiled.ok) sizes.push([field.name, compiled.size]);
  }
  let work = 0;
  if (sizes.length === 0) return work;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [name, size] of sizes) {
      const value = Object.hasOwn(item, name) ? (item as Record<string, unknown>)[name] : undefined;
      if (typeof value === 'string') work += size * value.length;
    }
  }
  return work;
}

function stringValueSchema(field: FieldOfType<'string'> | FieldOfType<'text'>): z.ZodType<string> {
  const max = textFieldMaxLength(field);
  // `abort` stops at the first failed bound, so nothing after it (a pattern) runs on an oversize value.
  let schema = z
    .string({ error: expected('Must be text') })
    .check(z.maxLength(max, { error: `Must be at most ${max} characters`, abort: true }));
  if (field.min !== undefined) {
    schema = schema.check(z.minLength(field.min, { error: `Must be at least ${field.min} characters` }));
  }
  if (field.type === 'string' && field.length !== undefined) {
    schema = schema.check(z.length(field.length, { error: `Must be exactly ${field.length} characters` }));
  }
  schema = schema.refine(noNul, { error: NO_NUL, abort: true });
  if (field.type === 'string' && field.format === 'email') {
    schema = schema.refine(isEmail, {
      error: 'Must be an e-mail address',
    });
  }
  if (field.type === 'string' && field.format === 'url') {
    schema = schema.refine(isHttpUrl, {
      error: 'Must be an http:// or https:// URL with a host and no user name',
    });
  }
  if (field.pattern !== undefined) {
    const compiled = compileFieldPattern(field.pattern);
    // An invalid pattern is reported by validateCollection; a value can never satisfy it.
    schema = schema.refine((v) => compiled.ok && compiled.test(v), {
      error: `Must match the pattern ${field.pattern}`,
    });
  }
  return schema;
}

/**
 * The one link rule (common/link.ts), URLs only: an http(s) URL with a host and no user name
 * (`https://atrium.local@evil.example/` leads to evil.example), no spaces or control characters.
 * The field's own maximum was checked before.
 */
const isHttpUrl = (value: string) => linkProblem(value, { paths: false, maxLength: Infinity }) === null;

function numberValueSchema(field: FieldOfType<'number'> | FieldOfType<'integer'>): z.ZodType<number> {
  if (field.type === 'integer') return integerValueSchema(field);
  let schema = z.number({ error: expected(MUST_BE_A_NUMBER) });
  if (field.min !== undefined) schema = schema.min(field.min, countAtLeast(field.min));
  if (field.max !== undefined) schema = schema.max(field.max, countAtMost(field.max));
  return schema;
}

/**
 * An integer field's value, worded as every whole number of the API (value-schemas.ts): not one
 * (text, a fraction, Infinity) is 'Must be a whole number'; beyond the column's range (32 bits, or
 * the safe integers for 64) 'Must fit a 32-bit integer' / 'Must be at most 2^53-1', beyond the
 * field's own bounds 'Must be at least/most N' — one detail, the tighter bound's, even for 1e300.
 */
function integerValueSchema(field: FieldOfType<'integer'>): z.ZodType<number> {
  const bits32 = field.bits === 32;
  const [lowest, highest] = bits32
    ? [INT32_MIN, INT32_MAX]
    : [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  const min = field.min !== undefined && field.min >= lowest ? field.min : lowest;
  const max = field.max !== undefined && field.max <= highest ? field.max : highest;
  const minWords = field.min === min || !bits32 ? countAtLeast(min) : 'Must fit a 32-bit integer';
  const maxWords = field.max === max || !bits32 ? countAtMost(max) : 'Must fit a 32-bit integer';
  return z
    .int({
      abort: true,
      error: (issue) =>
        issue.input === undefined
          ? 'Required'
          : issue.input === null
            ? 'Must not be null'
            : issue.code === 'too_big'
              ? maxWords
              : issue.code === 'too_small'
                ? minWords
                : COUNT_PARAM_WHOLE_NUMBER,
    })
    .min(min, minWords)
    .max(max, maxWords);
}

/** Why a JSON value cannot be stored, or null. Walks iteratively, so deep input cannot overflow the stack. */
export function jsonValueProblem(
  value: unknown,
  maxBytes: number = JSON_DEFAULT_MAX_BYTES,
  maxDepth: number = JSON_MAX_DEPTH,
): string | null {
  let bytes = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > maxDepth) return `Must be nested at most ${maxDepth} levels deep`;
    if (node === null || typeof node === 'boolean') {
      bytes += 5;
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) return 'Must be JSON (numbers must be finite)';
      bytes += 24;
    } else if (typeof node === 'string') {
      if (!noNul(node)) return NO_NUL;
      bytes += node.length + 2;
    } else if (Array.isArray(node)) {
      bytes += 2;
      for (let i = 0; i < node.length; i++) stack.push([node[i], depth + 1]);
    } else if (typeof node === 'object' && isPlainObject(node)) {
      bytes += 2;
      for (const [key, item] of Object.entries(node)) {
        if (!noNul(key)) return NO_NUL;
        bytes += key.length + 3;
        stack.push([item, depth + 1]);
      }
    } else {
      return 'Must be JSON';
    }
    // An upper bound of the UTF-8 size (3 bytes a UTF-16 unit) would refuse plain ASCII too early,
    // so the estimate counts characters, then the exact size is measured below.
    if (bytes > maxBytes) return `Must be at most ${maxBytes} bytes as JSON`;
  }
  return utf8Length(JSON.stringify(value)) > maxBytes ? `Must be at most ${maxBytes} bytes as JSON` : null;
}

/** Bytes of `text` in UTF-8 (a surrogate pair is one 4-byte character). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function jsonValueSchema(field: FieldOfType<'json'>): z.ZodType<unknown> {
  const maxBytes = field.max_bytes ?? JSON_DEFAULT_MAX_BYTES;
  return z.unknown().superRefine((value, ctx) => {
    // null is the absence of a value: the record's nullable() wrapper lets it through for
    // optional fields before this runs.
    if (value === undefined || value === null) {
      ctx.addIssue({ code: 'custom', message: expected('')({ input: value }) });
      return;
    }
    if (field.shape === 'object' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' });
      return;
    }
    if (field.shape === 'array' && !Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON array' });
      return;
    }
    const problem = jsonValueProblem(value, maxBytes);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

const uuidValueSchema = z.string({ error: expected('Must be a UUID') }).regex(UUID_PATTERN, 'Must be a UUID');

/** The option values of an enum field, in order. */
export function enumOptionValues(field: FieldOfType<'enum'>): string[] {
  return field.options.map((option) => (typeof option === 'string' ? option : option.value));
}

/**
 * ISO 8601 has a year 0000 (1 BC) and zod's date formats accept it; PostgreSQL does not (its
 * years go from 1 BC to AD 1), so such a value is refused here, naming the field, rather than by
 * the database.
 */
const notYearZero = (value: string) => !value.startsWith('0000');
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
/**
 * A date-time's instant is stored and read back in UTC: 0001-01-01T00:00:00+14:00 is in year 0
 * there, which would read back a day later with its era lost. (Not an ISO string at all: the
 * format's own message says so.)
 */
function withinStoredYears(value: string): boolean {
  const t = Date.parse(value);
  return Number.isNaN(t) || (t >= FIRST_INSTANT && t <= LAST_INSTANT);
}
const NO_YEAR_ZERO = { error: 'Year 0000 does not exist: years start at 0001', abort: true };

/** The zod schema of a non-null value of `field`, with all its constraints. */
export function fieldValueSchema(field: CollectionField): z.ZodType<unknown> {
  switch (field.type) {
    case 'string':
    case 'text':
      return stringValueSchema(field);
    case 'number':
    case 'integer':
      return numberValueSchema(field);
    case 'boolean':
      return z.boolean({ error: expected('Must be true or false') });
    case 'date':
      return z.iso.date({ error: expected('Must be a date (YYYY-MM-DD)') }).refine(notYearZero, NO_YEAR_ZERO);
    case 'datetime':
      return z.iso
        .datetime({
          offset: true,
          error: expected('Must be an ISO 8601 date-time with an offset'),
        })
        .refine(notYearZero, NO_YEAR_ZERO)
        .refine(withinStoredYears, {
          error: 'Must fall within the years 0001 to 9999 in UTC (its offset moves it outside)',
        });
    case 'uuid':
    case 'relation':
      return uuidValueSchema;
    case 'enum': {
      const values = enumOptionValues(field);
      const allowed = new Set(values);
      const shown = values.length <= 10 ? values.join(', ') : `${values.slice(0, 10).join(', ')}, …`;
      return z
        .string({ error: expected(`Must be one of ${shown}`) })
        .refine((v) => allowed.has(v), { error: `Must be one of ${shown}` });
    }
    case 'json':
      return jsonValueSchema(field);
  }
}
