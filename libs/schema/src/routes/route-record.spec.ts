import { describe, expect, it } from 'vitest';
import { FALLBACK_ROUTES } from './fallback-routes.js';
import { parseRouteRecords, routeRecordFromDefinition } from './route-record.js';

const row = {
  id: '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c',
  path: '/admin/users',
  name: 'admin_users',
  component_name: 'AdminUsersPage',
  component_path: null,
  layout: 'Admin',
  is_public: false,
  is_active: true,
  created_at: '2024-05-01T12:00:00.000Z',
  metadata: { guard_type: 'admin', extra: 1 },
};

describe('parseRouteRecords', () => {
  it('keeps a well-formed row as is', () => {
    expect(parseRouteRecords([row])).toEqual({ routes: [row], problems: [] });
  });

  it('returns null for a body that is not a list', () => {
    expect(parseRouteRecords({ routes: [] })).toBeNull();
    expect(parseRouteRecords(null)).toBeNull();
    expect(parseRouteRecords('[]')).toBeNull();
  });

  it('skips rows it cannot use and says why', () => {
    const parsed = parseRouteRecords([
      row,
      null,
      'x',
      { name: 'no_path', component_name: 'X' },
      { path: '/x', component_name: 3 },
    ]);
    expect(parsed?.routes.map((r) => r.name)).toEqual(['admin_users']);
    expect(parsed?.problems).toEqual([
      'Route #2 is not an object',
      'Route #3 is not an object',
      'Route "no_path" is missing path',
      'Route #5 is missing name, component_name',
    ]);
  });

  it('defaults everything else safely', () => {
    const parsed = parseRouteRecords([
      {
        name: 'n',
        path: 'not-validated-here',
        component_name: 'C',
        layout: '',
        is_public: 'true',
        is_active: 'no',
        metadata: { dynamic: 'yes', guard_type: 7, required_permission: '', keep: true },
      },
    ]);
    expect(parsed?.routes[0]).toEqual({
      id: null,
      path: 'not-validated-here',
      name: 'n',
      component_name: 'C',
      component_path: null,
      layout: null,
      is_public: false,
      is_active: true,
      created_at: null,
      metadata: { keep: true },
    });
    expect(parseRouteRecords([{ ...row, metadata: [1] }])?.routes[0].metadata).toEqual({});
    expect(parseRouteRecords([{ ...row, is_active: false }])?.routes[0].is_active).toBe(false);
  });

  it('orders by created_at, stably, with rows without a time last', () => {
    const at = (name: string, created_at: string | null) => ({ ...row, name, created_at });
    const parsed = parseRouteRecords([
      at('c', '2024-05-03T00:00:00Z'),
      at('none', null),
      at('a', '2024-05-01T00:00:00+00:00'),
      at('b1', '2024-05-02T00:00:00.000Z'),
      at('b2', '2024-05-02T02:00:00+02:00'),
      at('bad', 'yesterday'),
    ]);
    expect(parsed?.routes.map((r) => r.name)).toEqual(['a', 'b1', 'b2', 'c', 'none', 'bad']);
  });
});

describe('routeRecordFromDefinition', () => {
  it('copies a built-in definition without id or time', () => {
    const record = routeRecordFromDefinition(FALLBACK_ROUTES[4]);
    expect(record).toEqual({
      id: null,
      path: '/dashboard',
      name: 'dashboard',
      component_name: 'DashboardPage',
      component_path: null,
      layout: 'Authenticated',
      is_public: false,
      is_active: true,
      created_at: null,
      metadata: { guard_type: 'auth' },
    });
    record.metadata.dynamic = true; // a copy: the frozen definition is untouched
    expect(FALLBACK_ROUTES[4].metadata).toEqual({ guard_type: 'auth' });
  });
});
