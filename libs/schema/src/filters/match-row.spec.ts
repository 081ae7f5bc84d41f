import { describe, expect, it } from 'vitest';
import type { ColumnSpec, Filter } from './filter-types.js';
import { filterRows, matchRow } from './match-row.js';
import { parseQuery } from './parse-query.js';

const COLUMNS: ColumnSpec = {
  id: 'uuid',
  name: 'text',
  path: 'text',
  is_active: 'boolean',
  order_index: 'integer',
  score: 'number',
  created_at: 'timestamp',
  deleted_at: 'timestamp',
  metadata: 'json',
};

const ROWS = [
  {
    id: '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c',
    name: 'admin_users',
    path: '/admin/users',
    is_active: true,
    order_index: 2,
    score: '10.5', // numeric columns arrive as strings from pg
    created_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
    metadata: { guard_type: 'admin' },
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000002',
    name: '100%_off',
    path: '/promo',
    is_active: false,
    order_index: 1,
    score: 3,
    created_at: new Date('2024-06-01T12:00:00.000Z'),
    deleted_at: '2024-07-01T00:00:00+00:00',
    metadata: null,
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000003',
    name: 'home',
    path: '/',
    is_active: null,
    order_index: null,
    score: null,
    created_at: '2023-12-31T23:00:00-02:00', // = 2024-01-01T01:00Z
    deleted_at: null,
    metadata: {},
  },
];

function names(query: Record<string, string | string[]>): string[] {
  return filterRows(ROWS, parseQuery(query, COLUMNS).filters).map((r) => r.name);
}

describe('matchRow', () => {
  it.each<[string, Record<string, string | string[]>, string[]]>([
    ['no filters', {}, ['admin_users', '100%_off', 'home']],
    ['eq text', { name: 'eq.home' }, ['home']],
    ['neq text skips nothing but NULLs', { name: 'neq.home' }, ['admin_users', '100%_off']],
    ['eq boolean', { is_active: 'eq.true' }, ['admin_users']],
    ['neq boolean: NULL is unknown', { is_active: 'neq.true' }, ['100%_off']],
    ['not.eq boolean: NULL is still unknown', { is_active: 'not.eq.true' }, ['100%_off']],
    ['is.true', { is_active: 'is.true' }, ['admin_users']],
    ['not.is.true includes NULL', { is_active: 'not.is.true' }, ['100%_off', 'home']],
    ['is.false', { is_active: 'is.false' }, ['100%_off']],
    ['is.null', { is_active: 'is.null' }, ['home']],
    ['not.is.null', { deleted_at: 'not.is.null' }, ['100%_off']],
    ['is.null on json', { metadata: 'is.null' }, ['100%_off']],
    ['gt integer', { order_index: 'gt.1' }, ['admin_users']],
    ['lte integer', { order_index: 'lte.2' }, ['admin_users', '100%_off']],
    ['numeric strings compare as numbers', { score: 'gt.4' }, ['admin_users']],
    ['number eq', { score: 'eq.10.5' }, ['admin_users']],
    ['in integers', { order_index: 'in.(1,5)' }, ['100%_off']],
    ['not.in excludes NULLs', { order_index: 'not.in.(1)' }, ['admin_users']],
    ['in empty list', { name: 'in.()' }, []],
    ['not.in empty list', { name: 'not.in.()' }, ['admin_users', '100%_off', 'home']],
    ['uuid is case-insensitive', { id: 'eq.3F1C2B7E-9A4D-4C1E-8B2A-0D9E6F5A4B3C' }, ['admin_users']],
    ['timestamp as instants (string with offset)', { created_at: 'eq.2024-01-01T01:00:00Z' }, ['home']],
    ['timestamp gte with Date rows', { created_at: 'gte.2024-01-01T00:30' }, ['100%_off', 'home']],
    ['timestamp lt date-only', { created_at: 'lt.2024-01-02' }, ['admin_users', 'home']],
    ['like with wildcard', { path: 'like./admin*' }, ['admin_users']],
    ['like is case-sensitive', { path: 'like./ADMIN*' }, []],
    ['ilike folds case', { path: 'ilike./ADMIN*' }, ['admin_users']],
    ['like: % and _ are literal', { name: 'like.100%_*' }, ['100%_off']],
    ['like: _ does not match any char', { name: 'like.admin_user_' }, []],
    ['like: whole string', { path: 'like.admin' }, []],
    ['not.like', { path: 'not.like.*admin*' }, ['100%_off', 'home']],
    ['repeated params AND', { order_index: ['gte.1', 'lt.2'] }, ['100%_off']],
    ['several columns AND', { is_active: 'eq.true', path: 'like./admin*' }, ['admin_users']],
    ['text range', { name: 'gte.h' }, ['home']],
  ])('%s', (_label, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('treats a missing column as NULL', () => {
    const eq: Filter = { column: 'missing', op: 'eq', negate: false, value: 'x', type: 'text' };
    expect(matchRow({}, [eq])).toBe(false);
    expect(matchRow({}, [{ ...eq, negate: true }])).toBe(false);
    expect(matchRow({}, [{ column: 'missing', op: 'is', negate: false, value: null }])).toBe(true);
  });

  it('works with hand-built filters without a type', () => {
    const row = { n: 5, s: 'x', t: new Date('2024-01-01T00:00:00Z'), b: true };
    expect(matchRow(row, [{ column: 'n', op: 'gt', negate: false, value: 4 }])).toBe(true);
    expect(matchRow(row, [{ column: 's', op: 'in', negate: false, value: ['x', 'y'] }])).toBe(true);
    expect(matchRow(row, [{ column: 't', op: 'lt', negate: false, value: '2024-06-01T00:00:00Z' }])).toBe(
      true,
    );
    expect(matchRow(row, [{ column: 't', op: 'gt', negate: false, value: new Date('2023-01-01') }])).toBe(
      true,
    );
    expect(matchRow(row, [{ column: 'b', op: 'eq', negate: false, value: true }])).toBe(true);
    expect(matchRow(row, [{ column: 'n', op: 'eq', negate: false, value: null }])).toBe(false);
    expect(matchRow(row, [{ column: 'n', op: 'eq', negate: true, value: null }])).toBe(false);
  });

  it('incomparable values are unknown, never a match', () => {
    const f: Filter = { column: 'v', op: 'eq', negate: false, value: 3, type: 'integer' };
    expect(matchRow({ v: 'abc' }, [f])).toBe(false);
    expect(matchRow({ v: 'abc' }, [{ ...f, negate: true }])).toBe(false);
    expect(matchRow({ v: { a: 1 } }, [{ ...f, type: 'text', value: 'x' }])).toBe(false);
  });

  it('does not read inherited properties', () => {
    const f: Filter = { column: 'toString', op: 'is', negate: false, value: null };
    expect(matchRow({}, [f])).toBe(true);
  });
});
