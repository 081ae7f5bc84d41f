import { describe, expect, it } from 'vitest';
import { guardCsvFormula } from './csv-formula.js';

describe('guardCsvFormula', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2.5', "'-2.5"],
    ['@cmd', "'@cmd"],
    ['\t=x', "'\t=x"],
    ['\r=x', "'\r=x"],
    ["'=x", "''=x"],
    ['=1\n+2', "'=1\n+2"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(guardCsvFormula(input)).toBe(output);
  });
});
