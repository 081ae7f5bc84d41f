import { beforeAll, describe, expect, it } from 'vitest';
import { logger } from '../lib/app-logger';
import { jsonResponse } from '../test/render';
import { routeRow, seedRows, stubApi } from '../test/api-stub';
import { EARLY_ROUTE_SET, RoutesUnavailableError, loadRouteSet, type RouteSet } from './route-set';

// The logger's code is a chunk of its own (lib/app-logger.ts): these tests read what it recorded.
beforeAll(() => logger.load());

const lastLog = () => logger.history().at(-1);

describe('loadRouteSet', () => {
  it('loads the active routes from the database, oldest first', async () => {
    const rows = seedRows();
    const { fetchMock } = stubApi({
      routes: [...rows]
        .reverse()
        .concat(routeRow({ name: 'off', path: '/off', component_name: 'X', is_active: false })),
    });
    const set = await loadRouteSet();
    expect(set.source).toBe('database');
    expect(set.etag).toBe('"v1"');
    expect(set.routes.map((r) => r.name)).toEqual(rows.map((r) => r.name));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/routes?is_active=eq.true');
    // a plain GET, so the browser can hand over the response index.html preloads
    expect(fetchMock.mock.calls[0][1]).toEqual({ signal: undefined });
  });

  it('asks conditionally with the ETag it has and keeps its set on a 304', async () => {
    const { fetchMock } = stubApi({ routes: () => new Response(null, { status: 304 }) });
    const previous: RouteSet = { source: 'database', routes: [], etag: '"v1"' };
    await expect(loadRouteSet(previous)).resolves.toBe(previous);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
    expect(init.cache).toBe('no-store');
  });

  it('uses the built-in fallback set when the database has no routes', async () => {
    const { calls } = stubApi({ routes: [] });
    const set = await loadRouteSet();
    expect(set.source).toBe('fallback');
    expect(set.routes.map((r) => r.name)).toContain('admin_routes');
    expect(calls('fallback-routes.json')).toBe(1);
    expect(lastLog()?.message).toBe('Database configuration required: No routes found');
  });

  it('falls back, with a warning, when the routes API fails', async () => {
    stubApi({
      routes: jsonResponse({ error: 'Internal', code: 'INTERNAL', message: 'boom', timestamp: 't' }, 500),
    });
    const set = await loadRouteSet();
    expect(set.source).toBe('fallback');
    expect(lastLog()).toMatchObject({ level: 'warn', message: 'Routes API failed: 500' });
  });

  it('falls back only to active fallback routes', async () => {
    stubApi({
      routes: new TypeError('Failed to fetch'),
      fallback: [
        routeRow({ name: 'landing', path: '/', component_name: 'LandingPage' }),
        routeRow({ name: 'x', path: '/x', component_name: 'X', is_active: false }),
      ],
    });
    expect((await loadRouteSet()).routes.map((r) => r.name)).toEqual(['landing']);
  });

  it.each(['42501', 'PGRST301'])('falls back quietly on %s', async (code) => {
    const before = logger.history().length;
    stubApi({
      routes: jsonResponse({ error: 'Forbidden', code, message: 'permission denied', timestamp: 't' }, 403),
    });
    const set = await loadRouteSet();
    expect(set.source).toBe('fallback');
    // debug entries are below the test minimum level: nothing was recorded
    expect(logger.history().length).toBe(before);
  });

  it('throws "Application routes unavailable" when the fallback fails too', async () => {
    stubApi({ routes: new TypeError('Failed to fetch'), fallback: new TypeError('Failed to fetch') });
    const error = await loadRouteSet().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoutesUnavailableError);
    expect((error as Error).message).toBe('Application routes unavailable. Please try again later.');
    expect((error as RoutesUnavailableError).causes).toEqual(['Routes API failed: 0', 'Failed to fetch']);
    expect(lastLog()).toMatchObject({
      level: 'error',
      message: 'Application routes unavailable. Please try again later.',
    });
  });

  it('throws when the fallback set is empty', async () => {
    stubApi({ routes: [], fallback: [] });
    await expect(loadRouteSet()).rejects.toBeInstanceOf(RoutesUnavailableError);
  });

  it('keeps what an open browser has when a refetch fails', async () => {
    const { calls } = stubApi({ routes: new TypeError('Failed to fetch') });
    const previous: RouteSet = { source: 'database', routes: [], etag: '"v1"' };
    await expect(loadRouteSet(previous)).resolves.toBe(previous);
    const fallback: RouteSet = { source: 'fallback', routes: [], etag: null };
    await expect(loadRouteSet(fallback)).resolves.toBe(fallback);
    expect(calls('fallback-routes.json')).toBe(0);
  });

  it('skips rows it cannot read and reports them', async () => {
    stubApi({ routes: [...seedRows(), { name: 'broken' }] });
    const set = await loadRouteSet();
    expect(set.routes).toHaveLength(seedRows().length);
    expect(logger.history().some((e) => e.message === 'Route "broken" is missing path, component_name')).toBe(
      true,
    );
  });

  it('starts from the early set: landing, login and dashboard', () => {
    expect(EARLY_ROUTE_SET.source).toBe('early');
    expect(EARLY_ROUTE_SET.routes.map((r) => [r.path, r.is_public])).toEqual([
      ['/', true],
      ['/login', true],
      ['/dashboard', false],
    ]);
  });
});
