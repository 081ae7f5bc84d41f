import { describe, expect, it } from 'vitest';
import {
  navigationAudienceRefusingRoute,
  navigationRouteProblems,
  routeServesLink,
} from './navigation-route-check.js';

describe('routeServesLink', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard?tab=1#top', true],
    ['/dashboard', '/dashboards', false],
    ['/zones/:zoneId', '/zones/abc', true],
    ['/zones/:zoneId', '/zones/:zoneId', true],
    ['/zones/:zoneId', '/zones', false],
    ['/zones/new', '/zones/:zoneId', false],
    ['/a/:b?', '/a', true],
    ['/a/:b?', '/a/x', true],
    ['/files/*', '/files/a/b/c', true],
    ['/', '/', true],
  ])('%s serves %s: %s', (route, link, expected) => {
    expect(routeServesLink(route, link)).toBe(expected);
  });
});

describe('navigationRouteProblems', () => {
  const routes = [
    { name: 'dashboard', path: '/dashboard', is_active: true },
    { name: 'old', path: '/old', is_active: false },
  ];
  it('warns about missing and inactive routes, not about served or external links', () => {
    expect(
      navigationRouteProblems(
        [
          { id: '1', title: 'Home', path: '/dashboard' },
          { id: '2', title: 'Gone', path: '/gone' },
          { id: '3', title: 'Old', path: '/old' },
          { id: '4', title: 'Docs', path: 'https://example.com' },
          { id: '5', title: 'Group', path: null },
        ],
        routes,
      ),
    ).toEqual([
      {
        route_id: null,
        navigation_id: '2',
        name: 'Gone',
        severity: 'warning',
        message: 'Navigation item "Gone" links to "/gone", which no route serves',
      },
      {
        route_id: null,
        navigation_id: '3',
        name: 'Old',
        severity: 'warning',
        message: 'Navigation item "Old" links to "/old", which only the inactive route "old" serves',
      },
    ]);
  });
});

describe('navigation audiences a route refuses', () => {
  const routes = [
    {
      name: 'AdminUsers',
      path: '/admin/users',
      is_active: true,
      is_public: false,
      metadata: { guard_type: 'admin' },
    },
    {
      name: 'Settings',
      path: '/settings',
      is_active: true,
      is_public: false,
      metadata: { guard_type: 'auth' },
    },
    { name: 'Reports', path: '/reports', is_active: true, is_public: false, metadata: {} },
  ];

  it.each([
    [null, '/admin/users', 'AdminUsers'],
    ['user', '/admin/users?tab=1', 'AdminUsers'],
    ['editor', '/admin/users', 'AdminUsers'],
    ['admin', '/admin/users', null],
    ['super_admin', '/admin/users', null],
    [null, '/settings', null],
    [null, '/reports', null],
    [null, 'https://example.com/admin/users', null],
    [null, '/nowhere', null],
  ])('required role %s, link %s: refused by %s', (required_role, path, expected) => {
    expect(navigationAudienceRefusingRoute({ path, required_role }, routes)?.name ?? null).toBe(expected);
  });

  it('is not refused when another active route serving the link admits the audience', () => {
    const both = [
      ...routes,
      { name: 'Open', path: '/admin/:page', is_active: true, is_public: false, metadata: {} },
    ];
    expect(navigationAudienceRefusingRoute({ path: '/admin/users', required_role: null }, both)).toBeNull();
  });

  it('warns in the route check about items shown to people the route refuses', () => {
    expect(
      navigationRouteProblems(
        [
          { id: '1', title: 'Users', path: '/admin/users', required_role: null },
          { id: '2', title: 'Users for staff', path: '/admin/users', required_role: 'user' },
          { id: '3', title: 'Users for admins', path: '/admin/users', required_role: 'admin' },
          { id: '4', title: 'Settings', path: '/settings', required_role: null },
        ],
        routes,
      ).map((p) => [p.navigation_id, p.route_id, p.severity, p.message]),
    ).toEqual([
      [
        '1',
        null,
        'warning',
        'Navigation item "Users" is shown to everyone signed in, but only admins may open its route "AdminUsers"',
      ],
      [
        '2',
        null,
        'warning',
        'Navigation item "Users for staff" is shown to role "user", but only admins may open its route "AdminUsers"',
      ],
    ]);
  });
});
