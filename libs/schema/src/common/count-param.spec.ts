import { describe, expect, it } from 'vitest';
import { countParamProblem, countParamSchema } from './count-param.js';

describe('countParamProblem', () => {
  it.each([
    ['5', 1, 10, null],
    ['0', 0, undefined, null],
    ['999999999999999', 0, undefined, null],
    ['0', 1, 10, 'Must be at least 1'],
    ['-1', 0, undefined, 'Must be at least 0'],
    ['-5', 1, 10, 'Must be at least 1'],
    ['11', 1, 10, 'Must be at most 10'],
    ['1234567890', 1, 100, 'Must be at most 100'],
    ['1.5', 0, undefined, 'Must be a whole number'],
    ['1e3', 0, undefined, 'Must be a whole number'],
    ['ten', 0, undefined, 'Must be a whole number'],
    ['', 0, undefined, 'Must be a whole number'],
    [' 5', 0, undefined, 'Must be a whole number'],
    ['9999999999999999', 0, undefined, 'Must be a whole number'],
    ['٣', 0, undefined, 'Must be a whole number'],
  ])('%j in [%s, %s] → %s', (raw, min, max, problem) => {
    expect(countParamProblem(raw, min, max)).toBe(problem);
  });
});

describe('countParamSchema', () => {
  const schema = countParamSchema(1, 200);
  const problems = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('reads the text as a number', () => {
    expect(schema.parse('20')).toBe(20);
  });

  it('words each problem as countParamProblem, a list (a repeated parameter) as given twice', () => {
    expect(problems('0')).toEqual(['Must be at least 1']);
    expect(problems('201')).toEqual(['Must be at most 200']);
    expect(problems('abc')).toEqual(['Must be a whole number']);
    expect(problems(['1', '2'])).toEqual(['Must be given only once']);
    expect(problems(5)).toEqual(['Must be a whole number']);
  });
});
