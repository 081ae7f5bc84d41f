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

/** One log entry as produced by the client logger. Unknown keys are rejected. */
export const logEntrySchema = z.strictObject({
  timestamp: isoTimestampSchema,
  level: logLevelSchema,
  message: z.string().max(LOG_MESSAGE_MAX_LENGTH),
  context: z.record(z.string(), z.unknown()).optional(),
  sanitized: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
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
