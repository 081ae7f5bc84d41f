import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, logBatchSchema, logEntrySchema, logLevelRank } from './log-entry.js';

const entry = { timestamp: '2024-05-01T12:00:00.000Z', level: 'error', message: 'Boom' };

describe('logEntrySchema', () => {
  it('accepts minimal and full entries', () => {
    expect(logEntrySchema.parse(entry)).toEqual(entry);
    const full = { ...entry, context: { route: '/x' }, sanitized: true, metadata: { attempt: 1 } };
    expect(logEntrySchema.parse(full)).toEqual(full);
  });

  it.each([
    { ...entry, level: 'fatal' },
    { ...entry, timestamp: 'now' },
    { ...entry, message: 'x'.repeat(10_001) },
    { ...entry, message: 3 },
    { ...entry, context: 'x' },
    { ...entry, context: [1] },
    { ...entry, sanitized: 'yes' },
    { ...entry, extra: 1 },
  ])('rejects %#', (bad) => {
    expect(logEntrySchema.safeParse(bad).success).toBe(false);
  });

  it('accepts a message of exactly 10 000 characters', () => {
    expect(logEntrySchema.safeParse({ ...entry, message: 'x'.repeat(10_000) }).success).toBe(true);
  });

  it('ranks levels', () => {
    expect(LOG_LEVELS).toEqual(['debug', 'info', 'warn', 'error', 'critical']);
    expect(logLevelRank('debug')).toBeLessThan(logLevelRank('warn'));
    expect(logLevelRank('critical')).toBe(4);
  });
});

describe('logBatchSchema', () => {
  const batch = { entries: [entry], source: 'web', version: '0.1.0' };

  it('accepts 1..100 entries', () => {
    expect(logBatchSchema.parse(batch)).toEqual(batch);
    expect(logBatchSchema.safeParse({ ...batch, entries: Array(100).fill(entry) }).success).toBe(true);
  });

  it.each([
    { ...batch, entries: [] },
    { ...batch, entries: Array(101).fill(entry) },
    { ...batch, source: 's'.repeat(101) },
    { ...batch, version: 'v'.repeat(51) },
    { entries: [entry], source: 'web' },
    { ...batch, extra: true },
    { ...batch, entries: [{ ...entry, level: 'nope' }] },
  ])('rejects %#', (bad) => {
    expect(logBatchSchema.safeParse(bad).success).toBe(false);
  });
});
