import { describe, expect, it } from 'vitest';
import { FilterError, isFilterError } from './filter-error.js';

describe('FilterError', () => {
  it('builds details from a message, a detail or a list', () => {
    const a = new FilterError('Unknown column "x"', 'x');
    expect(a.details).toEqual([{ path: 'x', message: 'Unknown column "x"' }]);
    expect(a.message).toBe('Unknown column "x"');
    const b = new FilterError([
      { path: 'a', message: 'one' },
      { path: 'b', message: 'two' },
    ]);
    expect(b.message).toBe('one; two');
    expect(new FilterError({ path: 'p', message: 'm' }).details).toEqual([{ path: 'p', message: 'm' }]);
    expect(new FilterError([]).message).toBe('Invalid query');
  });

  it('is an Error with name, code and status', () => {
    const e = new FilterError('m');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('FilterError');
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.status).toBe(400);
    expect(isFilterError(e)).toBe(true);
    expect(isFilterError(new Error('m'))).toBe(false);
    const lookalike = Object.assign(new Error('m'), { name: 'FilterError', details: [] });
    expect(isFilterError(lookalike)).toBe(true);
  });
});
