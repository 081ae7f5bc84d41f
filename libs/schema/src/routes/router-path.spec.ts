import { describe, expect, it } from 'vitest';
import { convertSimpleRoutePath, repairRoutePath, routerPathShape, toRouterPath } from './router-path.js';

describe('toRouterPath', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/zones/:zoneId', '/zones/$zoneId'],
    ['/zones/:zoneId/hubs/:hubId/modules/:moduleId', '/zones/$zoneId/hubs/$hubId/modules/$moduleId'],
    ['/users/:id?', '/users/{-$id}'],
    ['/files/*', '/files/$'],
    ['/*', '/$'],
    ['/docs/:section?/*', '/docs/{-$section}/$'],
    ['/:_private/:a1', '/$_private/$a1'],
    ['/caf%C3%A9', '/café'],
    ['/100%', '/100%'],
    ['/price$', '/price$'],
  ])('%s → %s', (path, routerPath) => {
    expect(toRouterPath(path)).toEqual({ routerPath, problem: null });
  });

  it.each([
    ['login', '/login', /start with "\/"/],
    ['/admin/', '/admin', /end with "\/"/],
    ['//admin//users', '/admin/users', /"\/\/"/],
    [' /health ', '/health', /start with/],
    ['/e2e bad', '/e2e bad', /whitespace/],
    ['zones/:zoneId/', '/zones/$zoneId', /start with/],
  ])('repairs malformed %j to %s and reports the problem', (path, routerPath, problem) => {
    const result = toRouterPath(path);
    expect(result.routerPath).toBe(routerPath);
    expect(result.problem).toMatch(problem);
  });

  it.each([
    ['', /empty/],
    ['/:1abc', /Invalid parameter/],
    ['/a/../b', /"\.\." segment/],
    ['/:id/:id', /Duplicate/],
    [42, /string/],
    [null, /string/],
    ['/$reserved', /cannot start with "\$"/],
  ])('gives up on %j', (path, problem) => {
    const result = toRouterPath(path);
    expect(result.routerPath).toBeNull();
    expect(result.problem).toMatch(problem);
  });
});

describe('repairRoutePath', () => {
  it('returns null for what cannot be repaired', () => {
    expect(repairRoutePath('/a/:1')).toBeNull();
    expect(repairRoutePath(undefined)).toBeNull();
    expect(repairRoutePath('')).toBeNull();
    expect(repairRoutePath(' / ')).toBeNull();
    expect(repairRoutePath('/e2e bad')).toBe('/e2e%20bad');
  });
});

describe('routerPathShape', () => {
  it('ignores parameter names and letter case', () => {
    expect(routerPathShape('/zones/$zoneId')).toBe(routerPathShape('/Zones/$id'));
    expect(routerPathShape('/users/{-$id}')).not.toBe(routerPathShape('/users/$id'));
    expect(routerPathShape('/files/$')).toBe('/files/*');
    expect(routerPathShape('/a')).not.toBe(routerPathShape('/b'));
  });
});

describe('convertSimpleRoutePath agrees with toRouterPath + routerPathShape', () => {
  it.each([
    '/',
    '/*',
    '/dashboard',
    '/Admin/Users',
    '/zones/:zoneId',
    '/zones/:zoneId/hubs/:hubId/modules/:moduleId',
    '/reports/:year/:month?',
    '/files/*',
    '/a/:b?/c',
    "/x-y_z.~!&'()+,;=@/:p",
  ])('%s', (path) => {
    const fast = convertSimpleRoutePath(path);
    const slow = toRouterPath(path);
    expect(slow.problem).toBeNull();
    expect(fast).toEqual({ routerPath: slow.routerPath, shape: routerPathShape(slow.routerPath as string) });
  });

  it.each([
    '',
    'x',
    '/a/',
    '//a',
    '/a//b',
    '/a/./b',
    '/a/..',
    '/:1x',
    '/:a/:a',
    '/a*',
    '/*/x',
    '/%20',
    '/$x',
    '/a b',
    '/é',
    '/:a?x',
  ])('hands %j to the full conversion', (path) => {
    expect(convertSimpleRoutePath(path)).toBeNull();
  });
});
