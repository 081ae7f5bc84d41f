import { AUTH_REDIRECT_KEY } from '@atrium/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeRow, seedRows, stubApi } from '../test/api-stub';
import { renderApp } from '../test/render';
import { routeSetKeys } from './route-set-query';

describe('the app on database routes', () => {
  it('renders the landing page at / in its Public layout, with footer, version and status', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /shaped by data/i })).toBeTruthy();
    expect(document.querySelector('[data-layout="Public"]')).not.toBeNull();
    expect(screen.getByTestId('app-footer')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe(`v${__APP_VERSION__}`);
    await waitFor(() =>
      expect(screen.getByTestId('system-status').textContent).toContain('All systems operational'),
    );
    expect(document.title).toBe('Atrium — config-as-data workspaces');
  });

  it('lets the theme toggle switch the page to dark', async () => {
    stubApi();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('atrium-theme')).toBe('dark');
  });

  it('shows the public navigation from public, active rows, by path', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'pricing',
          path: '/pricing',
          component_name: 'MarketingPage',
          layout: 'Public',
          is_public: true,
        }),
        routeRow({
          name: 'about',
          path: '/about',
          component_name: 'MarketingPage',
          layout: 'Public',
          is_public: true,
        }),
        routeRow({ name: 'contact', path: '/contact', component_name: 'MarketingPage', is_public: false }),
      ],
    });
    renderApp('/');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0];
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Pricing', '/pricing'],
    ]);
  });

  it.each(['/no/such/page', '/404'])(
    'shows the not-found page for %s (at /404) with a link home',
    async (path) => {
      stubApi();
      const { history } = renderApp(path);
      const page = await screen.findByTestId('not-found');
      expect(page.textContent).toContain('Page not found');
      expect(page.textContent).toContain(path);
      expect(history.location.pathname).toBe('/404');
      expect(document.title).toBe('Page not found · Atrium');
      const home = screen.getByRole('link', { name: /back to home/i });
      expect(home.getAttribute('href')).toBe('/');
      fireEvent.click(home);
      await waitFor(() => expect(history.location.pathname).toBe('/'));
      expect(await screen.findByTestId('app-footer')).toBeTruthy();
    },
  );

  it("reports each in-app navigation's new path as it starts (its data is asked for then), not the first address", async () => {
    stubApi();
    const started: string[] = [];
    const { history } = renderApp('/no/such/page', { onNavigationStart: (path) => started.push(path) });
    await waitFor(() => expect(history.location.pathname).toBe('/404'));
    await screen.findByRole('link', { name: /back to home/i });
    expect(started).toEqual(['/404']);
    fireEvent.click(screen.getByRole('link', { name: /back to home/i }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(started).toEqual(['/404', '/']);
  });

  it('goes to /404 when there is no not_found route, showing the page in place', async () => {
    stubApi({ routes: seedRows().filter((r) => r.name !== 'not_found') });
    const { history } = renderApp('/nowhere');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(history.location.pathname).toBe('/404');
  });

  it('sends unknown paths to the not_found route wherever it lives', async () => {
    stubApi({
      routes: seedRows().map((r) => (r.name === 'not_found' ? { ...r, path: '/missing-page' } : r)),
    });
    const { history } = renderApp('/nowhere');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(history.location.pathname).toBe('/missing-page');
  });

  it("shows 'Component Not Found' with the path and name, and the rest still works", async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'ghost',
          path: '/ghost',
          component_name: 'GhostPage',
          is_public: true,
          layout: 'Public',
        }),
      ],
    });
    renderApp('/ghost');
    const screenEl = await screen.findByTestId('component-not-found');
    expect(screenEl.textContent).toContain('Component Not Found');
    expect(screenEl.textContent).toContain('/ghost');
    expect(screenEl.textContent).toContain('GhostPage');
    expect(screenEl.textContent).toContain('Please ensure the component exists and is properly exported.');
    expect(document.querySelector('[data-layout="Public"]')).not.toBeNull();
    // A way back, also where the route has no layout around it.
    expect(within(screenEl).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error screen of a malformed path at its repaired address', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({ name: 'typo', path: 'typo/', component_name: 'HealthPage', is_public: true }),
      ],
    });
    renderApp('/typo');
    const el = await screen.findByTestId('invalid-route');
    expect(el.textContent).toContain('Path must start with "/"');
  });

  it('renders content without a layout when the layout is unknown', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'plain',
          path: '/plain',
          component_name: 'SettingsPage',
          is_public: true,
          layout: 'Sidebar',
        }),
      ],
    });
    renderApp('/plain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(document.querySelector('[data-layout]')).toBeNull();
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('passes URL parameters to dynamic pages as props', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'public_zone',
          path: '/open/:zoneId',
          component_name: 'ZoneDashboardPage',
          is_public: true,
          metadata: { dynamic: true },
          layout: 'Zone',
        }),
      ],
    });
    renderApp('/open/zone-42');
    await waitFor(() => expect(document.querySelector('[data-zone-id="zone-42"]')).not.toBeNull());
    expect(document.querySelector('[data-layout="Zone"]')).not.toBeNull();
  });
});

describe('route loading failures', () => {
  it('uses the built-in fallback set when the routes API fails', async () => {
    const { calls } = stubApi({ routes: new TypeError('Failed to fetch') });
    renderApp('/health');
    expect(await screen.findByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    expect(calls('fallback-routes.json')).toBe(1);
  });

  it("shows 'Database Configuration Required' when the fallback fails too, and Retry recovers", async () => {
    const api = stubApi({
      routes: new TypeError('Failed to fetch'),
      fallback: new TypeError('Failed to fetch'),
    });
    renderApp('/');
    const alert = await screen.findByTestId('routes-unavailable');
    expect(alert.textContent).toContain('Database Configuration Required');
    expect(alert.textContent).toContain('Application routes unavailable. Please try again later.');
    api.stub.routes = seedRows();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Loading Routes' }));
    expect(await screen.findByRole('heading', { level: 1, name: /shaped by data/i })).toBeTruthy();
  });
});

describe('live routes', () => {
  it('adds, changes and removes routes in the open app without a reload', async () => {
    const api = stubApi();
    const { queryClient, history } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /shaped by data/i });

    const pricing = routeRow({
      name: 'pricing',
      path: '/pricing',
      component_name: 'MarketingPage',
      layout: 'Public',
      is_public: true,
    });
    api.stub.routes = [...seedRows(), pricing];
    await act(() => queryClient.refetchQueries({ queryKey: routeSetKeys.active() }));
    const link = await screen.findByRole('link', { name: 'Pricing' });
    fireEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Runs on your own infrastructure' }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/pricing');

    api.stub.routes = [...seedRows(), { ...pricing, is_active: false }];
    await act(() => queryClient.refetchQueries({ queryKey: routeSetKeys.active() }));
    await waitFor(() => expect(history.location.pathname).toBe('/404'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });
});

describe('guards', () => {
  const member = { status: 'ready' as const, user: { id: 'u1', email: 'max@example.com', role: 'user' } };
  const admin = {
    status: 'ready' as const,
    user: { id: 'u2', email: 'ada@example.com', role: 'platform_owner' },
  };

  it('sends a signed-out visitor to login, remembering path and query', async () => {
    stubApi();
    const { history } = renderApp('/dashboard?tab=recent');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBe('/dashboard?tab=recent');
    expect((await screen.findByTestId('auth-redirect')).textContent).toContain('/dashboard?tab=recent');
    sessionStorage.clear();
  });

  it('shows the spinner while auth initialises', async () => {
    stubApi();
    renderApp('/dashboard', { auth: { status: 'loading', user: null } });
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
  });

  it('renders a protected page in its layout for a signed-in user', async () => {
    stubApi();
    renderApp('/dashboard', { auth: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy();
    expect(document.querySelector('[data-layout="Authenticated"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeTruthy();
  });

  it('sends a signed-in user from login to the dashboard', async () => {
    stubApi();
    const { history } = renderApp('/login', { auth: member });
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });

  it("denies a member the admin area: 'Access Denied' with the reason, at the unauthorized route", async () => {
    stubApi();
    const { history } = renderApp('/admin/users', { auth: member });
    await waitFor(() => expect(history.location.pathname).toBe('/unauthorized'));
    const denied = await screen.findByTestId('access-denied');
    expect(denied.textContent).toContain('Access Denied');
    expect(screen.getByTestId('access-denied-reason').textContent).toBe(
      'User role "user" is not an admin role',
    );
    expect(screen.getByRole('link', { name: /return to dashboard/i }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('denies a user without a role with "No role found for user"', async () => {
    stubApi();
    renderApp('/admin', {
      auth: { status: 'ready', user: { id: 'u3', email: 'x@example.com', role: null } },
    });
    expect((await screen.findByTestId('access-denied-reason')).textContent).toBe('No role found for user');
  });

  it('lets an admin into the admin area', async () => {
    stubApi();
    renderApp('/admin/routes', { auth: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Routes' })).toBeTruthy();
    expect(document.querySelector('[data-layout="Admin"]')).not.toBeNull();
  });

  it('checks other guard types with the auth source, denying on failure', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'reports',
          path: '/reports',
          component_name: 'SettingsPage',
          metadata: { required_permission: 'reports.read' },
        }),
      ],
    });
    const checkAccess = () => Promise.reject(new Error('offline'));
    renderApp('/reports', { auth: { ...member, checkAccess } });
    expect((await screen.findByTestId('access-denied-reason')).textContent).toBe('Access check failed');
  });

  it("keeps the route's layout on screen while its access check is pending", async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'reports',
          path: '/reports',
          component_name: 'SettingsPage',
          layout: 'Authenticated',
          metadata: { guard_type: 'zone' },
        }),
      ],
    });
    const checkAccess = () => new Promise<never>(() => {});
    renderApp('/reports', { auth: { ...member, checkAccess } });
    expect(await screen.findByRole('status', { name: 'Checking access' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-layout="Authenticated"]')).not.toBeNull());
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).toBeNull();
  });

  it('renders other guard types when the check grants access', async () => {
    stubApi({
      routes: [
        ...seedRows(),
        routeRow({
          name: 'reports',
          path: '/reports',
          component_name: 'SettingsPage',
          metadata: { guard_type: 'zone' },
        }),
      ],
    });
    const checkAccess = () => Promise.resolve({ hasAccess: true, reason: 'member' });
    renderApp('/reports', { auth: { ...member, checkAccess } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
