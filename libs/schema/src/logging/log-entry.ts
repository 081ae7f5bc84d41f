import { z } from 'zod';
import { isoTimestampSchema } from '../common/iso-timestamp.js';

/** Log levels, least to most severe. */
export const LOG_LEVELS = Object.freeze(['debug', 'info', 'warn', 'error', 'critical'] as const);
export type LogLevel = (typeof LOG_LEVELS)[number];

export const logLevelSchema = z.enum(LOG_LEVELS);

/** Longest accepted log message. */
export const LOG_MESSAGE_MAX_LENGTH = 10_000;
/** Most entries in one batch sent to `POST /logs`. */
export const LOG_BATCH_MAX_ENTRIES = 100;
/** Largest accepted body of `POST /logs`, in bytes (the server refuses more with 413). */
export const LOG_BATCH_MAX_BYTES = 256 * 1024;
/** Largest `context` and largest `metadata` of one entry, in bytes of JSON. */
export const LOG_CONTEXT_MAX_BYTES = 16 * 1024;
/** Deepest nesting of objects and arrays in `context` and `metadata` (the record itself is 1). */
export const LOG_CONTEXT_MAX_DEPTH = 8;

/**
 * UTF-8 bytes of `s` written as a JSON string (as JSON.stringify escapes it), or Infinity once
 * past `budget` — it stops there, so a huge string costs no more than the budget.
 */
function jsonStringBytes(s: string, budget: number): number {
  if (s.length + 2 > budget) return Infinity; // every UTF-16 unit takes at least one byte
  let n = 2;
  for (let i = 0; i < s.length && n <= budget; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x5c || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x08 || c === 0x0c)
      n += 2; // \" \\ \n \r \t \b \f
    else if (c < 0x20)
      n += 6; // \u00XX
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if ((c & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // a surrogate pair: one 4-byte character
      i++;
    } else if ((c & 0xf800) === 0xd800)
      n += 6; // a lone surrogate is escaped
    else n += 3;
  }
  return n > budget ? Infinity : n;
}

/**
 * Whether `value` fits `maxBytes` of JSON and `maxDepth` levels of objects/arrays, decided
 * without recursion (an explicit stack) and stopping at the first excess, so hostile input —
 * deep, wide, huge strings, even cycles — costs at most about `maxBytes` steps.
 */
export function jsonBoundsProblem(
  value: unknown,
  maxBytes: number,
  maxDepth: number,
): 'depth' | 'size' | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  let bytes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || v === undefined || typeof v === 'boolean') bytes += 5;
    else if (typeof v === 'number' || typeof v === 'bigint') bytes += String(v).length;
    else if (typeof v === 'string') bytes += jsonStringBytes(v, maxBytes - bytes);
    else if (v instanceof Date) bytes += 26;
    else if (typeof v === 'object') {
      if (depth + 1 > maxDepth) return 'depth';
      const isArray = Array.isArray(v);
      const keys = isArray ? undefined : Object.keys(v);
      const size = isArray ? (v as unknown[]).length : keys!.length;
      bytes += 2 + Math.max(0, size - 1) + (isArray ? 0 : size); // brackets, commas, colons
      if (bytes > maxBytes) return 'size';
      for (let i = 0; i < size; i++) {
        if (isArray) stack.push([(v as unknown[])[i], depth + 1]);
        else {
          bytes += jsonStringBytes(keys![i], maxBytes - bytes);
          if (bytes > maxBytes) return 'size';
          stack.push([(v as Record<string, unknown>)[keys![i]], depth + 1]);
        }
      }
    }
    if (bytes > maxBytes) return 'size';
  }
  return undefined;
}

/** A JSON object of free-form fields, bounded in size and depth (see the constants above). */
const boundedRecord = (what: string) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonBoundsProblem(value, LOG_CONTEXT_MAX_BYTES, LOG_CONTEXT_MAX_DEPTH);
    if (problem === 'depth')
      ctx.addIssue({
        code: 'custom',
        message: `${what} is nested too deeply (at most ${LOG_CONTEXT_MAX_DEPTH} levels of objects and arrays)`,
      });
    else if (problem === 'size')
      ctx.addIssue({
        code: 'custom',
        message: `${what} is too large (at most ${LOG_CONTEXT_MAX_BYTES} bytes as JSON)`,
      });
  });

/** One log entry as produced by the client logger. Unknown keys are rejected. */
export const logEntrySchema = z.strictObject({
  timestamp: isoTimestampSchema,
  level: logLevelSchema,
  message: z.string().max(LOG_MESSAGE_MAX_LENGTH),
  context: boundedRecord('context').optional(),
  sanitized: z.boolean().optional(),
  metadata: boundedRecord('metadata').optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** Body of `POST /logs`: `{entries (1..100), source, version}`. Unknown keys are rejected. */
export const logBatchSchema = z.strictObject({
  entries: z.array(logEntrySchema).min(1).max(LOG_BATCH_MAX_ENTRIES),
  source: z.string().max(100),
  version: z.string().max(50),
});
export type LogBatch = z.infer<typeof logBatchSchema>;

/** Numeric severity of a level (debug 0 … critical 4), for minimum-level checks. */
export function logLevelRank(level: LogLevel): number {
  return LOG_LEVELS.indexOf(level);
}
