import { describe, expect, it } from 'vitest';
import { navigationRouteProblems, routeServesLink } from './navigation-route-check.js';

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
