import { describe, expect, it } from 'vitest';
import {
  convertSimpleRoutePath,
  hashRouterPathShape,
  repairRoutePath,
  routerPathShape,
  scanSimpleRoutePath,
  toRouterPath,
  type SimpleRoutePathScan,
} from './router-path.js';

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

  it.each(['/:ab/:a', '/:a/:ab', '/:a/x/:a1', '/:id/:idx?/*', '/:x_/:x'])(
    'tells different parameter names apart: %s',
    (path) => {
      expect(convertSimpleRoutePath(path)?.routerPath).toBe(toRouterPath(path).routerPath);
    },
  );

  it.each(['/:a/:b/:a', '/:ab/x/:ab?', '/:a?/:a'])(
    'leaves a repeated parameter to the full check: %s',
    (path) => {
      expect(convertSimpleRoutePath(path)).toBeNull();
      expect(toRouterPath(path).problem).toMatch(/Duplicate/);
    },
  );
});

describe('scanSimpleRoutePath', () => {
  const scan = (path: string): SimpleRoutePathScan | null => {
    const out: SimpleRoutePathScan = { routerPath: '', shapeHash: 0 };
    return scanSimpleRoutePath(path, out) ? out : null;
  };

  it('returns the stored path itself when nothing needs converting', () => {
    const path = ['/bench', 'section-1', 'overview'].join('/');
    expect(scan(path)?.routerPath).toBe(path);
  });

  it('hashes the shape as hashRouterPathShape does, so equal shapes meet', () => {
    const paths = [
      '/',
      '/*',
      '/Admin/Users',
      '/admin/users',
      '/zones/:zoneId',
      '/ZONES/:id',
      '/reports/:year/:month?',
      '/reports/:y/:m',
      '/docs/:section?/*',
      "/x-y_z.~!&'()+,;=@/:p",
    ];
    for (const path of paths) {
      const result = scan(path);
      expect(result, path).not.toBeNull();
      const shape = routerPathShape(result!.routerPath);
      expect(result!.shapeHash, path).toBe(hashRouterPathShape(shape));
    }
    expect(scan('/Admin/Users')!.shapeHash).toBe(scan('/admin/users')!.shapeHash);
    expect(scan('/zones/:zoneId')!.shapeHash).toBe(scan('/ZONES/:id')!.shapeHash);
    expect(scan('/reports/:year/:month?')!.shapeHash).not.toBe(scan('/reports/:y/:m')!.shapeHash);
  });

  it('gives 30-bit integers that spread over thousands of generated shapes', () => {
    const hashes = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const hash = scan(`/bench/${i}/items/:itemId`)!.shapeHash;
      expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 30).toBe(true);
      hashes.add(hash);
    }
    expect(hashes.size).toBeGreaterThan(4990);
  });
});
