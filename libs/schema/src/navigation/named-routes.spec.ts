import { describe, expect, it, vi } from 'vitest';
import {
  RouteNavigationError,
  assertNotHardCodedPath,
  buildPath,
  findRouteById,
  findRouteByName,
  hardCodedPathError,
  hubHref,
  isHardCodedPath,
  routeIdNotFoundError,
  routeNameNotFoundError,
  routeNotInDatabaseError,
  routePathByName,
  zoneHref,
} from './named-routes.js';

const routes = [
  { id: 'id-1', name: 'dashboard', path: '/dashboard' },
  { id: 'id-2', name: 'hub_view', path: '/zones/:zoneId/hubs/:hubId' },
  { id: null, name: 'users', path: '/users/:userId?' },
];

describe('buildPath', () => {
  it('substitutes :name parameters, encoded', () => {
    expect(buildPath('/zones/:zoneId/hubs/:hubId', { zoneId: 'a b', hubId: 7 })).toBe('/zones/a%20b/hubs/7');
  });

  it('warns once per unfilled parameter and leaves it in place', () => {
    const warn = vi.fn();
    expect(buildPath('/zones/:zoneId/hubs/:hubId', { zoneId: 'z' }, warn)).toBe('/zones/z/hubs/:hubId');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Route parameter "hubId" was not provided for path "/zones/:zoneId/hubs/:hubId"',
    );
  });

  it('drops an unfilled optional parameter without a warning', () => {
    const warn = vi.fn();
    expect(buildPath('/users/:userId?', {}, warn)).toBe('/users');
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats null and empty values as unfilled', () => {
    const warn = vi.fn();
    expect(buildPath('/zones/:zoneId', { zoneId: '' }, warn)).toBe('/zones/:zoneId');
    expect(buildPath('/zones/:zoneId', { zoneId: null }, warn)).toBe('/zones/:zoneId');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('needs no params for a static path', () => {
    expect(buildPath('/dashboard')).toBe('/dashboard');
  });
});

describe('errors', () => {
  it.each([
    [routeNotInDatabaseError('x'), 'Route not found in database', 'ROUTE_NOT_IN_DATABASE', 'x'],
    [routeIdNotFoundError('42'), 'Route with ID not found', 'ROUTE_ID_NOT_FOUND', '42'],
    [routeNameNotFoundError('reports'), 'Route "reports" not found', 'ROUTE_NAME_NOT_FOUND', 'reports'],
    [
      routeNameNotFoundError('zone_dashboard'),
      'Zone dashboard route not configured',
      'ROUTE_NOT_CONFIGURED',
      'zone_dashboard',
    ],
    [routeNameNotFoundError('hub_view'), 'Hub view route not configured', 'ROUTE_NOT_CONFIGURED', 'hub_view'],
    [
      routeNameNotFoundError('module_view'),
      'Module view route not configured',
      'ROUTE_NOT_CONFIGURED',
      'module_view',
    ],
    [
      routeNameNotFoundError('dashboard_view'),
      'Dashboard view route not configured',
      'ROUTE_NOT_CONFIGURED',
      'dashboard_view',
    ],
    [routeNameNotFoundError('toString'), 'Route "toString" not found', 'ROUTE_NAME_NOT_FOUND', 'toString'],
  ])('%s', (error, message, code, target) => {
    expect(error).toBeInstanceOf(RouteNavigationError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.target).toBe(target);
    expect(error.name).toBe('RouteNavigationError');
  });
});

describe('hard-coded paths', () => {
  it.each(['/dashboard', '/', '//evil.example'])('rejects %j with a developer violation', (path) => {
    expect(isHardCodedPath(path)).toBe(true);
    expect(() => assertNotHardCodedPath(path)).toThrow(
      /^Developer violation: navigation to the hard-coded path/,
    );
    expect(hardCodedPathError(path).code).toBe('HARD_CODED_PATH');
  });

  it.each(['dashboard', -1, 1, 0, undefined, { name: 'dashboard' }, 'zones/x'])('allows %j', (target) => {
    expect(isHardCodedPath(target)).toBe(false);
    expect(() => assertNotHardCodedPath(target)).not.toThrow();
  });
});

describe('lookups', () => {
  it('finds routes by name and by id', () => {
    expect(findRouteByName(routes, 'hub_view')?.id).toBe('id-2');
    expect(findRouteByName(routes, 'nope')).toBeUndefined();
    expect(findRouteById(routes, 'id-1')?.name).toBe('dashboard');
    expect(findRouteById(routes, 'missing')).toBeUndefined();
  });

  it('builds the path of a named route', () => {
    expect(routePathByName(routes, 'hub_view', { zoneId: 'z1', hubId: 'h1' })).toBe('/zones/z1/hubs/h1');
    const warn = vi.fn();
    expect(routePathByName(routes, 'hub_view', { zoneId: 'z1' }, warn)).toBe('/zones/z1/hubs/:hubId');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('throws the specified errors for unknown names', () => {
    expect(() => routePathByName(routes, 'reports')).toThrow('Route "reports" not found');
    expect(() => routePathByName(routes, 'zone_dashboard')).toThrow('Zone dashboard route not configured');
  });
});

describe('link builders', () => {
  it('builds zone and hub links', () => {
    expect(zoneHref('z1')).toBe('/zones/z1');
    expect(hubHref('z1', 'h1')).toBe('/zones/z1/hubs/h1');
    expect(hubHref('a/b', 3)).toBe('/zones/a%2Fb/hubs/3');
  });
});
