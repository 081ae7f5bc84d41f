import { describe, expect, it } from 'vitest';
import { listFormsQuerySchema } from './form-list.js';

describe('listFormsQuerySchema (GET /forms)', () => {
  it('defaults to the first 100 forms, every status, no search', () => {
    expect(listFormsQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
  });

  it('takes a trimmed search, a status and a page', () => {
    expect(
      listFormsQuerySchema.parse({ q: '  50%_off ', status: 'published', limit: '25', offset: '50' }),
    ).toEqual({ q: '50%_off', status: 'published', limit: 25, offset: 50 });
  });

  it('reads a blank search as none', () => {
    expect(listFormsQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it.each([
    ['limit 0', { limit: '0' }, 'limit', 'Must be at least 1'],
    ['limit 1001', { limit: '1001' }, 'limit', 'Must be at most 1000'],
    ['an offset past 100,000', { offset: '100001' }, 'offset', 'Must be at most 100000'],
    ['a search of 101 characters', { q: 'x'.repeat(101) }, 'q', 'Must be at most 100 characters'],
    ['a search with a control character', { q: 'a\u0000b' }, 'q', 'Must not contain control characters'],
    ['another status', { status: 'archived' }, 'status', 'Must be draft or published'],
  ])('refuses %s', (_what, input, path, message) => {
    const result = listFormsQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('refuses an unknown parameter', () => {
    const result = listFormsQuerySchema.safeParse({ order: 'title.asc' });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['order'] });
  });
});
