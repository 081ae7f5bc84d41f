import { createMemoryHistory, createRootRoute, createRouter, type AnyRoute } from '@tanstack/react-router';
import { BaseRoute } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, DatabaseRouteNode } from './build-route-tree';
import type { RouteEntry } from '@atrium/schema';

const Page = () => null;
const entry = (routerPath: string) => ({ routerPath }) as RouteEntry;
const PATHS = [
  '/',
  '/login',
  '/zones/$zoneId',
  '/reports/$year/{-$month}',
  '/files/$',
  '/__root__',
  '/a/b/c',
  '//a//b',
  '/trailing/',
  'relative/x',
];

describe('DatabaseRouteNode', () => {
  it('has every member of router-core BaseRoute, so the router can treat it as one', () => {
    const root = createRootRoute();
    const base = new BaseRoute({ getParentRoute: () => root, path: '/x' });
    const node = new DatabaseRouteNode({
      getParentRoute: () => root as AnyRoute,
      path: '/x',
      component: Page,
      loader: undefined,
      staticData: { entry: entry('/x') },
    });
    base.init(1);
    node.init(1);
    for (const key of Object.keys(base)) expect(key in node, key).toBe(true);
    const accessors = Object.getOwnPropertyNames(BaseRoute.prototype).filter((k) => k !== 'constructor');
    for (const key of accessors) expect(key in node, key).toBe(true);
  });

  it.each(PATHS)('initialises %s exactly as BaseRoute does', (path) => {
    const root = createRootRoute();
    const base = new BaseRoute({ getParentRoute: () => root, path });
    const node = new DatabaseRouteNode({
      getParentRoute: () => root as AnyRoute,
      path,
      component: Page,
      loader: undefined,
      staticData: { entry: entry(path) },
    });
    root.init(0);
    base.init(3);
    node.init(3);
    const fields = (
      r: { id: unknown; path: unknown; fullPath: unknown; to: unknown } & Record<string, unknown>,
    ) => ({
      id: r.id,
      path: r.path,
      fullPath: r.fullPath,
      to: r.to,
      isRoot: r.isRoot,
      parentRoute: r.parentRoute,
      originalIndex: r.originalIndex,
    });
    expect(fields(node as never)).toEqual(fields(base as never));
  });

  it('supports the route methods TanStack offers (update, lazy, redirect, addChildren)', () => {
    const root = createRootRoute();
    const node = new DatabaseRouteNode({
      getParentRoute: () => root as AnyRoute,
      path: '/x',
      component: Page,
      loader: undefined,
      staticData: { entry: entry('/x') },
    });
    root.init(0);
    node.init(1);
    const lazyFn = () => Promise.resolve(undefined);
    expect(node.update({ path: '/x' }).lazy(lazyFn).lazyFn).toBe(lazyFn);
    expect(node.addChildren([]).children).toEqual([]);
    expect(node.redirect({ to: '/login' }).options).toMatchObject({ from: '/x', to: '/login' });
  });
});

describe('buildRouteTree', () => {
  it('gives a tree the router matches, with each route carrying its entry', () => {
    const entries = ['/', '/zones/$zoneId', '/reports/$year/{-$month}', '/files/$', '/Admin/Users'].map(
      entry,
    );
    const routeTree = buildRouteTree(entries, {
      component: Page,
      retired: { paths: ['/gone'], component: Page },
    });
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
    const match = (url: string) => {
      const [, params, route] = router.getMatchedRoutes(url);
      return { path: route?.options.staticData?.entry?.routerPath ?? route?.fullPath, params: { ...params } };
    };
    expect(match('/')).toEqual({ path: '/', params: {} });
    expect(match('/zones/z1')).toEqual({ path: '/zones/$zoneId', params: { zoneId: 'z1' } });
    expect(match('/reports/2024')).toEqual({ path: '/reports/$year/{-$month}', params: { year: '2024' } });
    expect(match('/reports/2024/5')).toEqual({
      path: '/reports/$year/{-$month}',
      params: { year: '2024', month: '5' },
    });
    expect(match('/files/a/b.txt')).toEqual({
      path: '/files/$',
      params: { '*': 'a/b.txt', _splat: 'a/b.txt' },
    });
    expect(match('/admin/users').path).toBe('/Admin/Users'); // case-insensitive
    expect(match('/gone').path).toBe('/gone');
    expect(router.routesById['/zones/$zoneId' as never]).toBeInstanceOf(DatabaseRouteNode);
  });
});
