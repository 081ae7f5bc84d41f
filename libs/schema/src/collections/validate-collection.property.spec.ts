import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinCollections } from './builtin/index.js';
import { FIELD_TYPES } from './collection-schema.js';
import { validateCollection, type CollectionValidation } from './validate-collection.js';

/**
 * validateCollection is the gate for untrusted schemas (POST /schemas, schema files): whatever it
 * is given, it must answer problems, never throw, and answer quickly.
 */
const context = { collections: builtinCollections() };
const UNCHECKABLE = 'The schema could not be checked';

/**
 * The answer and the best wall time of `runs` checks: load on the machine (CI's parallel workers)
 * only adds to a run, while the unbounded work these tests guard against is slow in every run.
 */
function timed(input: unknown, runs = 3): { result: CollectionValidation; ms: number } {
  let ms = Infinity;
  let result!: CollectionValidation;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    result = validateCollection(input, context);
    ms = Math.min(ms, performance.now() - start);
  }
  return { result, ms };
}

function expectAnswered(result: CollectionValidation): void {
  expect(typeof result.ok).toBe('boolean');
  expect(Array.isArray(result.problems)).toBe(true);
  // The last-resort guard must never be what answered.
  expect(result.problems.map((p) => p.message)).not.toContain(UNCHECKABLE);
  if (result.ok) expect(result.problems).toEqual([]);
  else expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) {
    expect(typeof problem.path).toBe('string');
    expect(typeof problem.message).toBe('string');
  }
}

/** Schema-shaped values: right keys, arbitrary values, so the cross-field rules run too. */
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.anything({ maxDepth: 2 }),
);
const nameLike = fc.oneof(
  fc.constantFrom('id', 'title', 'created_at', 'select', 'zone_id', 'users'),
  fc.string(),
);
const fieldArb = fc.record(
  {
    name: nameLike,
    type: fc.oneof(fc.constantFrom(...FIELD_TYPES), fc.string()),
    required: anyValue,
    unique: fc.oneof(fc.boolean(), fc.constant('case_insensitive'), anyValue),
    default: anyValue,
    default_fn: fc.constantFrom('now', 'today', 'gen_random_uuid', 'clock_timestamp', 'x'),
    min: fc.oneof(fc.integer(), anyValue),
    max: fc.oneof(fc.integer(), anyValue),
    length: fc.integer(),
    pattern: fc.oneof(fc.constantFrom('(a+)+$', '(a)\\1', '(?=a)', '^[a-z]+$', '[', 'a{1001}'), fc.string()),
    options: fc.oneof(fc.array(fc.string(), { maxLength: 5 }), anyValue),
    target: fc.oneof(fc.constantFrom('zones', 'users', 'zone_members', 'nope'), fc.string()),
    on_delete: fc.constantFrom('restrict', 'cascade', 'set_null', 'x'),
    shape: fc.constantFrom('any', 'object', 'array', 'x'),
    bits: fc.constantFrom(32, 64, 16),
    readonly: fc.boolean(),
    internal: fc.boolean(),
    display_field: nameLike,
  },
  { requiredKeys: ['name', 'type'] },
);
const collectionArb = fc.record(
  {
    name: nameLike,
    label: fc.oneof(fc.string(), anyValue),
    table: nameLike,
    $schema: fc.oneof(fc.constant('./collection.schema.json'), fc.string()),
    primary_key: fc.array(nameLike, { maxLength: 3 }),
    system_fields: fc.array(fc.constantFrom('created_at', 'updated_at', 'created_by', 'x'), { maxLength: 4 }),
    fields: fc.array(fieldArb, { maxLength: 8 }),
    list: fc.record(
      {
        columns: fc.array(nameLike, { maxLength: 4 }),
        sort: fc.array(fc.record({ field: nameLike, direction: fc.constantFrom('asc', 'desc', 'up') })),
        searchable: fc.array(nameLike, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
    form: fc.record({ sections: fc.array(fc.record({ fields: fc.array(nameLike, { maxLength: 4 }) })) }),
    permissions: fc.dictionary(
      fc.oneof(fc.constantFrom('user', 'admin', '__proto__', 'constructor'), fc.string()),
      fc.oneof(
        fc.array(fc.constantFrom('read', 'create', 'update', 'delete', 'x')),
        fc.record({
          actions: fc.array(fc.constantFrom('read', 'create')),
          read_fields: fc.array(nameLike, { maxLength: 3 }),
          write_fields: fc.array(nameLike, { maxLength: 3 }),
          scope: fc.oneof(
            fc.record({ kind: fc.constantFrom('all', 'own', 'zone_member', 'x'), field: nameLike }),
            anyValue,
          ),
        }),
        anyValue,
      ),
      { maxKeys: 4 },
    ),
  },
  { requiredKeys: [] },
);

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

describe('validateCollection on arbitrary input', () => {
  it('never throws on any JavaScript value (fc.anything)', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withSparseArray: true,
          withTypedArray: true,
          withDate: true,
          withBigInt: true,
          withObjectString: true,
        }),
        (input) => expectAnswered(validateCollection(input, context)),
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on schema-shaped input with arbitrary values, and answers in bounded time', () => {
    let slowest = { ms: 0, input: undefined as unknown };
    fc.assert(
      fc.property(collectionArb, (input) => {
        const { result, ms } = timed(input, 1);
        if (ms > slowest.ms) slowest = { ms, input };
        expectAnswered(result);
      }),
      { numRuns: 1000 },
    );
    // The slowest input timed again (best of three), so one GC pause cannot fail the run.
    expect(timed(slowest.input).ms).toBeLessThan(500);
  });

  it.each([
    ['objects nested 100000 deep', nested(100_000, (inner) => ({ a: inner }))],
    ['arrays nested 100000 deep', nested(100_000, (inner) => [inner])],
    [
      'a json default nested 100000 deep',
      { name: 'x', label: 'X', fields: [{ name: 'j', type: 'json', default: nested(100_000, (i) => [i]) }] },
    ],
  ])('refuses %s at once', (_label, input) => {
    const { result, ms } = timed(input);
    expectAnswered(result);
    expect(result.problems[0].message).toContain('nested more than');
    expect(ms).toBeLessThan(200);
  });

  it.each([
    ['a 50 MB name', { name: 'x'.repeat(50_000_000), label: 'X', fields: [] }],
    ['a 50 MB unknown key', { name: 'x', label: 'X', fields: [], ['k'.repeat(50_000_000)]: 1 }],
    [
      '1 million fields',
      {
        name: 'x',
        label: 'X',
        fields: Array.from({ length: 1_000_000 }, () => ({ name: 'a', type: 'string' })),
      },
    ],
    [
      'a 1 million option enum',
      {
        name: 'x',
        label: 'X',
        fields: [{ name: 'e', type: 'enum', options: Array.from({ length: 1_000_000 }, (_, i) => `o${i}`) }],
      },
    ],
  ])('refuses %s quickly, before parsing', (_label, input) => {
    const { result, ms } = timed(input);
    expectAnswered(result);
    expect(result.ok).toBe(false);
    expect(ms).toBeLessThan(1000);
  });

  it('checks a schema at its bounds (200 fields, long patterns, 1000 options) in bounded time', () => {
    const input = {
      name: 'big',
      label: 'Big',
      fields: [
        ...Array.from({ length: 198 }, (_, i) => ({
          name: `f${i}`,
          type: 'string',
          max: 600, // the longest these patterns (program size ~1,650) may check: FIELD_PATTERN_MAX_WORK
          pattern: `^(?:[a-z]{1,50}-){0,9}[a-z0-9]{1,300}${'x?'.repeat(70)}(?:f${i})?$`, // all different
          default: `abc${'x'.repeat(i % 5)}`,
        })),
        {
          name: 'e',
          type: 'enum',
          options: Array.from({ length: 1000 }, (_, i) => `option_${i}`),
          default: 'option_999',
        },
        { name: 'j', type: 'json', default: { list: Array.from({ length: 1000 }, (_, i) => ({ i })) } },
      ],
      list: { columns: Array.from({ length: 50 }, (_, i) => `f${i}`) },
    };
    const { result, ms } = timed(input);
    expect(result.problems).toEqual([]);
    expect(ms).toBeLessThan(3000);
  });
});
