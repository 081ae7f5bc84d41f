import { describe, expect, it } from 'vitest';
import { compileFieldPattern } from './field-pattern.js';
import { patternWorkOf } from './field-value.js';
import { validateCollection } from './validate-collection.js';

describe('compileFieldPattern', () => {
  it.each([
    ['^[a-z]+$', 'abc', true],
    ['^[a-z]+$', 'abc1', false],
    ['\\d{3}', 'tel 123', true], // searched, unanchored, as in JSON Schema
    ['(?i)^abc$', 'ABC', true],
    ['^\\p{L}+$', 'Zoë', true],
    ['^\\x{e9}$', 'é', true],
  ])('%s on %j → %s', (pattern, value, expected) => {
    const compiled = compileFieldPattern(pattern);
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(compiled.test(value)).toBe(expected);
  });

  it.each([
    ['a backreference', '(a)\\1', 'cannot be matched in linear time'],
    ['a named backreference', '(?<x>a)\\k<x>', 'cannot be matched in linear time'],
    ['a lookahead', 'a(?=b)', 'cannot be matched in linear time'],
    ['a negative lookahead', '^(?!admin).*', 'cannot be matched in linear time'],
    ['a lookbehind', '(?<=a)b', 'cannot be matched in linear time'],
    ['an unclosed class', '[a-', 'not a valid RE2 regular expression: missing closing ]'],
    ['a JavaScript \\u escape', '\\u00e9', 'not a valid RE2 regular expression'],
    ['a repeat count over 1000', 'a{1001}', 'not a valid RE2 regular expression'],
    ['nested repeats', '((a{100}){100}){100}', 'not a valid RE2 regular expression'],
    ['a pattern over 500 characters', 'a'.repeat(501), 'at most 500 characters'],
    ['a huge program', '[\\p{L}\\p{N}]{1000}'.repeat(6), 'too complex'],
  ])('refuses %s', (_label, pattern, message) => {
    const compiled = compileFieldPattern(pattern);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.message).toContain(message);
  });

  it.each([
    ['(a+)+$', 'a'.repeat(100_000) + '!'],
    ['(a|aa)*c', 'a'.repeat(100_000)],
    ['^(\\w+\\s?)*$', 'word '.repeat(20_000) + '!'],
    ['(.*a){20}', 'a'.repeat(50_000)],
  ])('matches the classic catastrophic pattern %s in linear time', (pattern, value) => {
    const compiled = compileFieldPattern(pattern);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const start = performance.now();
    compiled.test(value);
    // Backtracking engines take years on these; RE2 takes milliseconds.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('the work a pattern costs', () => {
  const collection = (max: number, type: 'string' | 'text' = 'string') =>
    validateCollection({
      name: 'probe_re',
      label: 'Probe',
      fields: [{ name: 't', type, max, pattern: '(a?){999}a{999}' }],
    });

  it('a field pattern × the field’s longest value is bounded: a long max needs a simpler pattern', () => {
    // The pattern an outside probe used: ~5,000 program steps per character, 0.37 s a 1,000-character value.
    const big = compileFieldPattern('(a?){999}a{999}');
    expect(big.ok && big.size).toBeGreaterThan(4000);
    expect(collection(200).ok).toBe(true);
    const refused = collection(10_000);
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      expect.objectContaining({
        path: 'fields.0.pattern',
        message: expect.stringContaining('too complex for values of up to 10000 characters'),
      }),
    ]);
    // A plain pattern fits a long text (the default max, 100,000 characters).
    expect(
      validateCollection({
        name: 'codes',
        label: 'Codes',
        fields: [{ name: 't', type: 'text', max: 100_000, pattern: '^[a-z]+$' }],
      }).ok,
    ).toBe(true);
  });

  it('patternWorkOf sums size × length of the string values of patterned fields, nothing else', () => {
    const parsed = validateCollection({
      name: 'codes',
      label: 'Codes',
      fields: [
        { name: 'code', type: 'string', pattern: '^[A-Z]{2}$' },
        { name: 'free', type: 'string' },
      ],
    });
    expect(parsed.ok).toBe(true);
    const c = parsed.collection!;
    const size = (compileFieldPattern('^[A-Z]{2}$') as { size: number }).size;
    expect(
      patternWorkOf(c, [{ code: 'AB', free: 'x'.repeat(100) }, { code: 'ABCD' }, { code: 3 }, null]),
    ).toBe(size * 6);
    expect(patternWorkOf(c, [{ free: 'x' }])).toBe(0);
  });
});
