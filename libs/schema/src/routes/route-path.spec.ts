import { describe, expect, it } from 'vitest';
import { fillRoutePath, routePathParams, validateRoutePath } from './route-path.js';

describe('validateRoutePath', () => {
  it.each([
    '/',
    '/login',
    '/admin/users',
    '/forgot-password',
    '/zones/:zoneId',
    '/zones/:zoneId/hubs/:hubId/modules/:moduleId',
    '/users/:id?',
    '/files/*',
    '/*',
    '/a.b/c_d/e~f/@me',
    '/:_private/:a1',
    '/caf%C3%A9',
    `/${'a'.repeat(511)}`,
  ])('accepts %s', (path) => {
    expect(validateRoutePath(path)).toBeNull();
  });

  it.each([
    ['', /empty/],
    ['login', /start with "\/"/],
    ['/a//b', /"\/\/"/],
    ['//', /"\/\/"/],
    ['/admin/', /end with "\/"/],
    ['/a b', /whitespace/],
    ['/a\tb', /whitespace/],
    ['/a\nb', /whitespace/],
    [`/${'a'.repeat(512)}`, /512/],
    ['/:', /Invalid parameter/],
    ['/:1abc', /Invalid parameter/],
    ['/:a-b', /Invalid parameter/],
    ['/:a??', /Invalid parameter/],
    ['/:id/:id', /Duplicate parameter ":id"/],
    ['/:id/x/:id?', /Duplicate parameter ":id"/],
    ['/*/x', /last segment/],
    ['/files*', /whole segment/],
    ['/a:b', /whole segment/],
    ['/a?b', /Invalid segment/],
    ['/a#b', /Invalid segment/],
    ['/a"b', /Invalid segment/],
    ['/a\\b', /Invalid segment/],
    ['/a/../b', /"\.\." segment/],
    ['/./b', /"\." segment/],
    ['/é', /Invalid segment/],
  ])('rejects %j', (path, message) => {
    expect(validateRoutePath(path)).toMatch(message);
  });

  it('rejects non-strings', () => {
    expect(validateRoutePath(undefined)).toMatch(/string/);
    expect(validateRoutePath(42)).toMatch(/string/);
  });
});

describe('routePathParams', () => {
  it.each([
    ['/', []],
    ['/login', []],
    ['/zones/:zoneId', ['zoneId']],
    ['/zones/:zoneId/hubs/:hubId/dashboards/:dashboardId', ['zoneId', 'hubId', 'dashboardId']],
    ['/users/:id?', ['id']],
    ['/files/:dir/*', ['dir']],
    ['/a:b/:1x', []],
  ] as const)('%s → %j', (path, params) => {
    expect(routePathParams(path)).toEqual(params);
  });
});

describe('fillRoutePath', () => {
  it('substitutes and encodes values', () => {
    expect(fillRoutePath('/zones/:zoneId/hubs/:hubId', { zoneId: 'z 1', hubId: 7 })).toEqual({
      path: '/zones/z%201/hubs/7',
      missing: [],
    });
  });

  it('reports unfilled required params and drops unfilled optional ones', () => {
    expect(fillRoutePath('/zones/:zoneId/hubs/:hubId', { zoneId: 'a' })).toEqual({
      path: '/zones/a/hubs/:hubId',
      missing: ['hubId'],
    });
    expect(fillRoutePath('/users/:id?', {})).toEqual({ path: '/users', missing: [] });
    expect(fillRoutePath('/:id?', {})).toEqual({ path: '/', missing: [] });
    expect(fillRoutePath('/x/:toString', {})).toEqual({ path: '/x/:toString', missing: ['toString'] });
  });
});
