import { describe, expect, it } from 'vitest';
import {
  jsonBoundsProblem,
  LOG_CONTEXT_MAX_BYTES,
  LOG_CONTEXT_MAX_DEPTH,
  LOG_LEVELS,
  logBatchSchema,
  logEntrySchema,
  logLevelRank,
} from './log-entry.js';

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

describe('context and metadata bounds', () => {
  const nest = (levels: number): Record<string, unknown> => {
    let v: Record<string, unknown> = { leaf: 1 };
    for (let i = 1; i < levels; i++) v = { a: v };
    return v;
  };

  it('accepts objects up to LOG_CONTEXT_MAX_DEPTH levels and LOG_CONTEXT_MAX_BYTES of JSON', () => {
    expect(logEntrySchema.safeParse({ ...entry, context: nest(LOG_CONTEXT_MAX_DEPTH) }).success).toBe(true);
    // A string that makes the whole context exactly the cap, counted as JSON.stringify writes it.
    const base = JSON.stringify({ s: '' }).length;
    const exact = { s: 'x'.repeat(LOG_CONTEXT_MAX_BYTES - base) };
    expect(JSON.stringify(exact).length).toBe(LOG_CONTEXT_MAX_BYTES);
    expect(logEntrySchema.safeParse({ ...entry, metadata: exact }).success).toBe(true);
  });

  it.each([
    ['context', 'nested too deeply', { context: nest(LOG_CONTEXT_MAX_DEPTH + 1) }],
    ['metadata', 'nested too deeply', { metadata: { list: [[[[[[[[1]]]]]]]] } }],
    ['context', 'too large', { context: { s: 'x'.repeat(LOG_CONTEXT_MAX_BYTES) } }],
    ['context', 'too large', { context: { s: 'é'.repeat(LOG_CONTEXT_MAX_BYTES / 2) } }], // 2 bytes each
    [
      'metadata',
      'too large',
      { metadata: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) },
    ],
    ['context', 'too large', { context: { list: Array.from({ length: 20_000 }, () => 0) } }],
  ])('rejects %s that is %s, naming the field', (field, words, over) => {
    const r = logEntrySchema.safeParse({ ...entry, ...over });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([
      expect.objectContaining({ path: [field], message: expect.stringContaining(words) }),
    ]);
  });

  it('decides hostile shapes in bounded time, without recursion', () => {
    // 1,000,000 levels deep: a recursive walk would overflow the stack.
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 1_000_000; i++) deep = { a: deep };
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const wide = { list: new Array(50_000_000) };
    const huge = { s: 'x'.repeat(5_000_000) };
    for (const [value, problem] of [
      [deep, 'depth'],
      [cyclic, 'depth'],
      [wide, 'size'],
      [huge, 'size'],
    ] as const) {
      // The best of three: load on the machine only adds to a run.
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        expect(jsonBoundsProblem(value, LOG_CONTEXT_MAX_BYTES, LOG_CONTEXT_MAX_DEPTH)).toBe(problem);
        best = Math.min(best, performance.now() - started);
      }
      expect(best).toBeLessThan(20);
    }
  });

  it('counts UTF-8 bytes and JSON escapes like JSON.stringify', () => {
    for (const s of [
      'plain',
      'quote " and \\ backslash',
      'new\nline\ttab',
      'é ü ß',
      '漢字',
      '😀',
      '\u0001',
      '\b\f',
      'lone \ud800 surrogate',
    ]) {
      const value = { s };
      const actual = new TextEncoder().encode(JSON.stringify(value)).length;
      expect(jsonBoundsProblem(value, actual, 2)).toBeUndefined();
      expect(jsonBoundsProblem(value, actual - 1, 2)).toBe('size');
    }
  });
});
