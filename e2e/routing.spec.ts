import { sql } from './support/db';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';
import { putRoutes, setRouteActive } from './support/routes';

/** Open browsers ask for route changes every 5 s; the server sees psql changes within 1 s. */
const LIVE = { timeout: 20_000 };

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

const isRoutesApi = (url: URL) => url.pathname === '/api/routes';
const isFallback = (url: URL) => url.pathname === '/fallback-routes.json';

test.describe('routes from the database', () => {
  test('the seeded pages render from their rows', async ({ page }) => {
    const problems = watchConsole(page);
    const pages: [string, RegExp][] = [
      ['/', /shaped by data/i],
      ['/health', /System status/],
      ['/login', /Sign in to Atrium/],
      ['/signup', /Create your account/],
      ['/forgot-password', /Reset your password/],
      ['/404', /Page not found/],
      ['/unauthorized', /Access Denied/],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(problems).toEqual([]);
  });

  test('a row added with SQL is served on the next load', async ({ page }) => {
    const restore = await putRoutes({
      name: 'e2e_status',
      path: '/e2e/status',
      component_name: 'HealthPage',
      layout: 'Public',
    });
    try {
      await expect(async () => {
        await page.goto('/e2e/status');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status', { timeout: 1000 });
      }).toPass(LIVE);
    } finally {
      await restore();
    }
  });

  test('a route inserted in the database appears in the open browser, and disappears when deactivated', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // The demo data has a pricing page: remember it (restored at the end) and start without it.
    const pricing = { name: 'pricing', path: '/pricing', component_name: 'MarketingPage', layout: 'Public' };
    const restore = await putRoutes(pricing);
    await sql(`DELETE FROM routes WHERE name = 'pricing'`);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/shaped by data/i);
    await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);

    await putRoutes(pricing); // inserted while the page is open
    try {
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible(LIVE);
      await nav.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Runs on your own infrastructure');
      await page.screenshot({ path: 'test-results/screens/live-route-added.png' });

      await setRouteActive('pricing', false);
      await expect(page).toHaveURL(/\/404$/, LIVE);
      await expect(page.getByTestId('not-found')).toContainText('/pricing');
      await expect(page.getByText('This page is no longer available', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
      await page.screenshot({ path: 'test-results/screens/live-route-removed.png' });
      expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(
        true,
      );
    } finally {
      await restore();
    }
    expect(problems).toEqual([]);
  });

  test("a route naming a missing component shows 'Component Not Found'", async ({ page }) => {
    const restore = await putRoutes({
      name: 'e2e_missing',
      path: '/e2e/missing',
      component_name: 'NoSuchComponent',
      layout: 'Public',
    });
    try {
      await expect(async () => {
        await page.goto('/e2e/missing');
        await expect(page.getByTestId('component-not-found')).toBeVisible({ timeout: 1000 });
      }).toPass(LIVE);
      const screen = page.getByTestId('component-not-found');
      await expect(screen.getByRole('heading')).toHaveText('Component Not Found');
      await expect(screen).toContainText('/e2e/missing');
      await expect(screen).toContainText('NoSuchComponent');
      await expect(screen).toContainText('Please ensure the component exists and is properly exported.');
      await page.screenshot({ path: 'test-results/screens/component-not-found.png' });
    } finally {
      await restore();
    }
  });

  test("the Routes page's server check names a row whose component the client build lacks", async ({
    page,
  }) => {
    const restore = await putRoutes({
      name: 'e2e_unbuilt',
      path: '/e2e/unbuilt',
      component_name: 'UnbuiltPage',
      layout: 'Public',
    });
    try {
      await signInViaApi(page, DEMO_ADMIN);
      await page.goto('/admin/routes');
      await page.getByRole('button', { name: 'Check routes' }).click();
      const result = page.getByTestId('route-check-result');
      await expect(result).toContainText('components included');
      const row = page.getByRole('list', { name: 'Route problems' }).getByRole('listitem').filter({
        hasText: 'e2e_unbuilt',
      });
      await expect(row).toContainText(
        "Component UnbuiltPage not found (the page shows 'Component Not Found')",
      );
      await expect(row).toContainText('error');
      await expect(
        page.locator('[data-slot=toast-title]', { hasText: /route problems? to fix/ }),
      ).toBeVisible();
      await page.screenshot({ path: 'test-results/screens/admin-route-check.png' });
    } finally {
      await restore();
    }
    // The check reads the table afresh: with the row gone, so is the problem.
    await page.getByRole('button', { name: 'Check routes' }).click();
    await expect(page.getByTestId('route-check-result')).not.toContainText('e2e_unbuilt');
  });

  test('a malformed path shows its error screen and every other route keeps working', async ({ page }) => {
    const restore = await putRoutes(
      { name: 'e2e_malformed', path: 'e2e-malformed/', component_name: 'HealthPage', layout: 'Public' },
      { name: 'e2e_hopeless', path: '/e2e/:1', component_name: 'HealthPage', layout: 'Public' },
    );
    try {
      await expect(async () => {
        await page.goto('/e2e-malformed');
        await expect(page.getByTestId('invalid-route')).toBeVisible({ timeout: 1000 });
      }).toPass(LIVE);
      await expect(page.getByTestId('invalid-route')).toContainText('Path must start with "/"');
      await page.goto('/health');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
    } finally {
      await restore();
    }
  });

  test('an unknown path goes to the 404 page, saying what was asked for', async ({ page }) => {
    const response = await page.goto('/e2e/no/such/page?x=1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toContainText('/e2e/no/such/page?x=1');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-footer')).toBeVisible();
  });
});

test.describe('when routes cannot be loaded', () => {
  test('a failing routes API falls back to the built-in route set', async ({ page }) => {
    await page.route(isRoutesApi, (route) => route.abort());
    await page.goto('/health');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
    // /signup is a database route, not in the fallback set
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('database codes 42501 and PGRST301 fall back quietly', async ({ page }) => {
    for (const code of ['42501', 'PGRST301']) {
      const problems = watchConsole(page);
      await page.route(isRoutesApi, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Forbidden',
            code,
            message: 'permission denied for table routes',
            timestamp: new Date().toISOString(),
          }),
        }),
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/shaped by data/i);
      await page.unroute(isRoutesApi);
      expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
    }
  });

  test("with the fallback failing too it shows 'Database Configuration Required', and Retry recovers", async ({
    page,
  }) => {
    await page.route(isRoutesApi, (route) => route.abort());
    await page.route(isFallback, (route) => route.abort());
    await page.goto('/');
    const alert = page.getByTestId('routes-unavailable');
    await expect(alert.getByRole('heading')).toHaveText('Database Configuration Required');
    await expect(alert).toContainText('Application routes unavailable. Please try again later.');
    await page.screenshot({ path: 'test-results/screens/routes-unavailable.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'test-results/screens/routes-unavailable-375.png' });

    await page.unroute(isRoutesApi);
    await page.unroute(isFallback);
    await page.getByRole('button', { name: 'Retry Loading Routes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/shaped by data/i);
  });
});

test.describe('when a page’s code cannot be fetched', () => {
  test("it says so with its icon, and 'Try again' loads the page", async ({ page }) => {
    const isHealthChunk = (url: URL) => /\/assets\/HealthPage-[^/]+\.js$/.test(url.pathname);
    await page.route(isHealthChunk, (route) => route.abort());
    await page.goto('/health');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    // The screen's icons come in a chunk of their own (not the first page's budget).
    await expect(alert.locator('svg.lucide-wifi-off')).toBeVisible();
    await expect(
      alert.getByRole('button', { name: 'Try again' }).locator('svg.lucide-refresh-cw'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/page-load-failed.png' });

    await page.unroute(isHealthChunk);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
  });
});

test.describe('client logs', () => {
  test('an uncaught error is sent to POST /api/logs at once, redacted', async ({ page }) => {
    await page.goto('/health');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
    const sent = page.waitForRequest(
      (req) =>
        req.url().endsWith('/api/logs') &&
        req.method() === 'POST' &&
        req.postData()?.includes('e2e boom') === true,
    );
    await page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent('error', { message: 'e2e boom for someone@example.com' })),
    );
    const batch = (await sent).postDataJSON() as {
      source: string;
      entries: { level: string; message: string }[];
    };
    expect(batch.source).toBe('web');
    const entry = batch.entries.find((e) => e.message.startsWith('e2e boom'));
    expect(entry).toMatchObject({ level: 'error', message: 'e2e boom for [REDACTED]', sanitized: true });
    expect((await (await sent).response())?.status()).toBeLessThan(300);
  });
});

test.describe('guards', () => {
  test('a signed-out visit to a protected route goes to login and remembers where it was going', async ({
    page,
  }) => {
    await page.goto('/dashboard?tab=recent');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBe('/dashboard?tab=recent');
    await expect(page.getByTestId('auth-redirect')).toContainText('/dashboard?tab=recent');
    await page.screenshot({ path: 'test-results/screens/login-redirect.png' });

    await page.goto('/admin/routes');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBe('/admin/routes');
    // the history entry was replaced: back does not return to the protected page
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/routes$/);
  });
});
