import { describe, expect, it } from 'vitest';
import { applyLocalList, matchesFilter } from './route-list';

interface Row {
  path: string;
  name: string;
  layout: string | null;
  is_public: boolean;
  created_at: string;
}

const rows: Row[] = [
  { path: '/login', name: 'login', layout: 'Public', is_public: true, created_at: '2026-01-02T10:00:00Z' },
  {
    path: '/admin/routes',
    name: 'admin_routes',
    layout: 'Admin',
    is_public: false,
    created_at: '2026-01-01T00:00:00Z',
  },
  { path: '/Zones', name: 'zones', layout: null, is_public: false, created_at: '2026-01-03T00:00:00Z' },
];
const kinds: Record<string, 'text' | 'boolean' | 'datetime'> = {
  path: 'text',
  name: 'text',
  layout: 'text',
  is_public: 'boolean',
  created_at: 'datetime',
};
const options = {
  value: (row: Row, column: string) => row[column as keyof Row],
  kind: (column: string) => kinds[column],
};
const base = {
  search: '',
  searchable: ['path', 'name'],
  filters: [],
  sorting: [],
  page: { pageIndex: 0, pageSize: 100 },
};
const paths = (result: { rows: Row[] }) => result.rows.map((r) => r.path);

describe('the route list in the browser', () => {
  it('searches the searchable columns case-insensitively', () => {
    expect(paths(applyLocalList(rows, { ...base, search: 'ZONE' }, options))).toEqual(['/Zones']);
    expect(paths(applyLocalList(rows, { ...base, search: 'public' }, options))).toEqual([]);
  });

  it('filters like the table API: contains, is, empty, booleans, dates from the start of a day', () => {
    const only = (filter: { column: string; operator: never; value: string }) =>
      paths(applyLocalList(rows, { ...base, filters: [filter] }, options));
    expect(only({ column: 'path', operator: 'starts_with' as never, value: '/ad' })).toEqual([
      '/admin/routes',
    ]);
    expect(only({ column: 'layout', operator: 'is_empty' as never, value: '' })).toEqual(['/Zones']);
    expect(only({ column: 'layout', operator: 'not_contains' as never, value: 'pub' })).toEqual([
      '/admin/routes',
    ]);
    expect(only({ column: 'is_public', operator: 'is_true' as never, value: '' })).toEqual(['/login']);
    expect(only({ column: 'created_at', operator: 'gte' as never, value: '2026-01-02' })).toEqual([
      '/login',
      '/Zones',
    ]);
    expect(matchesFilter('Admin', { column: 'layout', operator: 'eq', value: 'admin' }, 'text')).toBe(false);
  });

  it('sorts by several columns with empty values last, and cuts the page with the total', () => {
    const byLayout = applyLocalList(rows, { ...base, sorting: [{ id: 'layout', desc: true }] }, options);
    expect(paths(byLayout)).toEqual(['/login', '/admin/routes', '/Zones']);
    const byPath = applyLocalList(
      rows,
      { ...base, sorting: [{ id: 'path', desc: false }], page: { pageIndex: 1, pageSize: 2 } },
      options,
    );
    expect(byPath).toEqual({ rows: [rows[2]], total: 3 });
  });
});
