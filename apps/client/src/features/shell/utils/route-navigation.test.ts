import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '@atrium/schema';
import { humanizeRouteName, layoutNavigation, navLabel, shortId } from './route-navigation';

const route = (name: string, path: string, layout: string | null, is_active = true): RouteRecord => ({
  id: null,
  name,
  path,
  layout,
  is_active,
  component_name: 'X',
  component_path: null,
  is_public: false,
  created_at: null,
  metadata: {},
});

describe('layoutNavigation', () => {
  it('lists parameterless active routes of the layout, oldest first', () => {
    const routes = [
      route('dashboard', '/dashboard', 'Authenticated'),
      route('zone_dashboard', '/zones/:zoneId', 'Authenticated'),
      route('admin_users', '/admin/users', 'AdminLayout'),
      route('zones', '/zones', 'authenticated'),
      route('old', '/old', 'Authenticated', false),
      route('broken', 'broken', 'Authenticated'),
      route('files', '/files/*', 'Authenticated'),
    ];
    expect(layoutNavigation(routes, 'Authenticated')).toEqual([
      { name: 'dashboard', path: '/dashboard', label: 'Dashboard' },
      { name: 'zones', path: '/zones', label: 'Zones' },
    ]);
    expect(layoutNavigation(routes, 'Admin')).toEqual([
      { name: 'admin_users', path: '/admin/users', label: 'Users' },
    ]);
  });
});

describe('labels', () => {
  it.each([
    ['admin_dashboard', 'Admin'],
    ['admin_routes', 'Routes'],
    ['admin_api_keys', 'API keys'],
    ['forgot_password', 'Forgot password'],
    ['zones', 'Zones'],
  ])('%s → %s', (name, label) => {
    expect(navLabel(name)).toBe(label);
  });

  it('humanises and shortens', () => {
    expect(humanizeRouteName('hub.view-x')).toBe('Hub view x');
    expect(shortId('3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c')).toBe('3f1c2b7e…');
    expect(shortId('z1')).toBe('z1');
  });
});
