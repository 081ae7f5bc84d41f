import { parseRouteRecords } from '@atrium/schema';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { logger } from '@/lib/app-logger';
import { routeRow } from '@/test/api-stub';
import type { RouteSet } from '../route-set';
import { RouteSetContext } from '../route-set-context';
import { RouteLink } from './RouteLink';
import { useAppNavigation, type AppNavigation } from './useAppNavigation';

// The logger's code is a chunk of its own (lib/app-logger.ts): these tests read what it recorded.
beforeAll(() => logger.load());

const rows = [
  routeRow({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'dashboard',
    path: '/dashboard',
    component_name: 'X',
  }),
  routeRow({ name: 'hub_view', path: '/zones/:zoneId/hubs/:hubId', component_name: 'X' }),
  routeRow({ name: 'profile', path: '/profile', component_name: 'X' }),
];
const routeSet: RouteSet = { source: 'database', routes: parseRouteRecords(rows)!.routes, etag: null };

async function setup(initial = '/profile') {
  let navigation: AppNavigation | undefined;
  function Probe() {
    navigation = useAppNavigation();
    return <Outlet />;
  }
  const root = createRootRoute({ component: Probe });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>at {path}</p> });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({
    routeTree: root.addChildren([page('/dashboard'), page('/profile'), page('/zones/$zoneId/hubs/$hubId')]),
    history,
  });
  render(
    <RouteSetContext.Provider value={routeSet}>
      <RouterProvider router={router} />
    </RouteSetContext.Provider>,
  );
  await screen.findByText(`at ${initial}`);
  return { nav: () => navigation!, history };
}

describe('useAppNavigation', () => {
  it('navigates by name, filling parameters', async () => {
    const { nav, history } = await setup();
    await act(() => nav().navigateByName('hub_view', { zoneId: 'z1', hubId: 'h 1' }));
    expect(history.location.pathname).toBe('/zones/z1/hubs/h%201');
    await act(() => nav().navigate({ name: 'dashboard' }));
    expect(history.location.pathname).toBe('/dashboard');
    await act(() => nav().navigate('profile', { replace: true }));
    expect(history.location.pathname).toBe('/profile');
  });

  it('navigates by id', async () => {
    const { nav, history } = await setup();
    await act(() => nav().navigateById('11111111-1111-4111-8111-111111111111'));
    expect(history.location.pathname).toBe('/dashboard');
  });

  it("throws 'Route not found in database' and 'Route with ID not found'", async () => {
    const { nav } = await setup();
    expect(() => nav().navigateByName('reports')).toThrow('Route not found in database');
    expect(() => nav().navigateById('nope')).toThrow('Route with ID not found');
    expect(logger.history().at(-1)).toMatchObject({ level: 'error', message: 'Route with ID not found' });
  });

  it('rejects hard-coded paths with a developer violation, and allows back and forward', async () => {
    const { nav, history } = await setup();
    expect(() => nav().navigate('/dashboard')).toThrow(/^Developer violation/);
    await act(() => nav().navigateByName('dashboard'));
    act(() => nav().back());
    await waitFor(() => expect(history.location.pathname).toBe('/profile'));
    act(() => nav().forward());
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    await act(() => nav().navigate(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/profile'));
  });

  it('builds paths by name with the specified errors and a warning for unfilled parameters', async () => {
    const { nav } = await setup();
    expect(nav().pathFor('hub_view', { zoneId: 'z', hubId: 'h' })).toBe('/zones/z/hubs/h');
    expect(nav().pathFor('hub_view', { zoneId: 'z' })).toBe('/zones/z/hubs/:hubId');
    expect(logger.history().at(-1)?.message).toBe(
      'Route parameter "hubId" was not provided for path "/zones/:zoneId/hubs/:hubId"',
    );
    expect(() => nav().pathFor('reports')).toThrow('Route "reports" not found');
    expect(() => nav().pathFor('zone_dashboard')).toThrow('Zone dashboard route not configured');
    expect(() => nav().pathFor('module_view')).toThrow('Module view route not configured');
    expect(() => nav().pathFor('dashboard_view')).toThrow('Dashboard view route not configured');
  });
});

describe('RouteLink', () => {
  function renderLinks() {
    const root = createRootRoute({
      component: () => (
        <>
          <RouteLink name="profile">Profile</RouteLink>
          <RouteLink name="signup">Sign up</RouteLink>
          <RouteLink name="reports">Reports</RouteLink>
          <RouteLink name="landing" fallbackHref="/">
            Home
          </RouteLink>
        </>
      ),
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <RouteSetContext.Provider value={routeSet}>
        <RouterProvider router={router} />
      </RouteSetContext.Provider>,
    );
  }

  it('links by name, with default paths, and degrades to text when the route is missing', async () => {
    renderLinks();
    expect((await screen.findByRole('link', { name: 'Profile' })).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(screen.getByText('Reports').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await waitFor(() =>
      expect(logger.history().some((e) => e.message === 'Route "reports" not found')).toBe(true),
    );
  });
});
