import { expect, test, type Response } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the product, the app version and a live system status from /api/health', async ({ page }) => {
    const health = page.waitForResponse((r) => r.url().endsWith('/api/health') && r.status() === 200);
    await page.goto('/');
    await health;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByTestId('app-footer');
    await expect(footer).toBeVisible();
    await expect(page.getByTestId('app-version')).toContainText(/\d+\.\d+\.\d+/);
    await expect(page.getByTestId('system-status')).toContainText('All systems operational');
    await page.screenshot({ path: 'test-results/screens/landing.png', fullPage: true });
  });

  test('the hero and its links come with one round of start-up requests', async ({ page }) => {
    const response = await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /shaped by data/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open your workspace' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '#features');
    // What index.html asks for before the app can start (scripts, module preloads, stylesheets,
    // the routes preload) fits in one round over HTTP/1.1, whose browsers open six connections
    // per host: fourteen start-up scripts used to take three rounds before the first paint.
    const html = (await response?.text()) ?? '';
    const startup =
      html.match(/<script[^>]*\ssrc=|<link[^>]*\srel="(?:modulepreload|stylesheet|preload)"/g) ?? [];
    expect(startup.length).toBeGreaterThan(0);
    expect(startup.length).toBeLessThanOrEqual(6);
  });

  test('a slow connection sees a loading spinner, not a blank page, until the app has loaded', async ({
    page,
  }) => {
    // Hold the app's entry script: until it arrives, only index.html can show anything.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const spinner = page.getByRole('status', { name: 'Loading Atrium' });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'test-results/screens/boot-placeholder.png' });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test("the landing page's own code downloads beside the app's entry script, not after it", async ({
    page,
  }) => {
    // Hold the entry script: the page, its layout, what they import and the language's messages
    // must be asked for already (index.html's start script), not once the entry has run — which
    // made them a second round of ~25 requests after the largest download of the cold load.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = new Set<string>();
    page.on('request', (request) => {
      const file = /\/assets\/([^/]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) asked.add(file);
    });
    await page.goto('/', { waitUntil: 'commit' });
    try {
      await expect
        .poll(() => [...asked].sort(), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['LandingPage', 'PublicLayout', 'app-frame', 'i18n-en-core']));
    } finally {
      release();
    }
    await expect(page.getByRole('heading', { level: 1, name: /shaped by data/ })).toBeVisible();
  });

  test("the landing page does not download the drawer's dialog code (its frame has no sidebar)", async ({
    page,
  }) => {
    // The signed-in frame's drawer (AppShell: Radix dialog, focus scope, scroll lock…) is three
    // chunks the public pages never open; the first paint of a cold visit waited for them.
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
    };
    page.on('response', onResponse);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /shaped by data/ })).toBeVisible();
    await expect(page.getByTestId('system-status')).toContainText('All systems operational');
    // Every chunk the visit asks for, including one fetched after the status shows; then stop
    // listening, so no body is read after the page has closed (that rejection failed the next test).
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    expect(bodies.filter((body) => body.includes('DialogOverlay'))).toEqual([]);
  });

  test('a deep link loads the app (SPA fallback) instead of a server 404', async ({ page }) => {
    const res = await page.goto('/some/deep/link?x=1');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/deep-link.png' });
  });

  test('no console errors and no CSP violations on the landing page', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await expect(page.getByTestId('system-status')).toContainText('All systems operational');
    expect(problems).toEqual([]);
  });

  test('is usable at phone width without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('app-footer')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/landing-375.png', fullPage: true });
  });
});
