import { describe, expect, it } from 'vitest';
import { booleanSchema, numberSchema, wholeNumberSchema } from './value-schemas.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

describe('wholeNumberSchema', () => {
  it.each<[unknown, string[]]>([
    [5, []],
    [1e300, ['Must be at most 50']],
    [-1e300, ['Must be at least 1']],
    [51, ['Must be at most 50']],
    [0, ['Must be at least 1']],
    [1.5, ['Must be a whole number']],
    [Infinity, ['Must be a whole number']],
    [-Infinity, ['Must be a whole number']],
    [NaN, ['Must be a whole number']],
    ['5', ['Must be a whole number']],
    [null, ['Must be a whole number']],
  ])('%s → %j (one issue at most)', (value, expected) => {
    expect(messages(wholeNumberSchema(1, 50).safeParse(value))).toEqual(expected);
  });

  it('without bounds: the safe integers, beyond them one "at most"/"at least"', () => {
    expect(messages(wholeNumberSchema().safeParse(1e300))).toEqual([
      `Must be at most ${Number.MAX_SAFE_INTEGER}`,
    ]);
    expect(messages(wholeNumberSchema().safeParse(-(2 ** 60)))).toEqual([
      `Must be at least ${Number.MIN_SAFE_INTEGER}`,
    ]);
    expect(wholeNumberSchema().safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
  });
});

describe('numberSchema and booleanSchema', () => {
  it.each([Infinity, -Infinity, NaN, '1'])('number %s → Must be a number', (value) => {
    expect(messages(numberSchema().safeParse(value))).toEqual(['Must be a number']);
  });

  it.each(['true', 1, null, 'yes'])('boolean %j → Must be true or false', (value) => {
    expect(messages(booleanSchema().safeParse(value))).toEqual(['Must be true or false']);
  });
});
