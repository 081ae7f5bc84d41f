import { expect, test, type Browser, type Response } from '@playwright/test';

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

  // The footer's status on a phone: in Japanese its detail ("· DB 1 ms") wrapped under the dot,
  // starting its line with the separator. Now the words have a column of their own beside the dot,
  // a wrapped detail starts under the label, and its separator is not shown at a line's start.
  for (const locale of ['en-US', 'de-DE', 'ja-JP']) {
    test(`the footer's system status lays out cleanly at 375 px (${locale})`, async ({
      browser,
    }: {
      browser: Browser;
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      await page.goto('/');
      const status = page.locator('[data-testid="system-status"][data-status="ok"]');
      await expect(status).toBeVisible();
      await status.scrollIntoViewIfNeeded();
      // Measured in the web font: before it loads, the fallback font's glyph boxes are another height.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Where each part's words are on screen (its padding, where the separator goes, left out).
      const box = (selector: string) =>
        status.locator(selector).evaluate((el) => {
          const words = document.createRange();
          words.selectNodeContents(el.lastChild!);
          const { x, y, width, height } = words.getBoundingClientRect();
          // The first line's glyph box: its middle is the middle of the line (the leading is shared
          // equally above and below), whatever the font's ascent and descent.
          const first = words.getClientRects()[0]!;
          return { x, y, width, height, firstMiddle: first.y + first.height / 2 };
        });
      const dot = (await status.locator('[data-slot="status-dot"]').boundingBox())!;
      const label = await box('[data-slot="status-label"]');
      const detail = await box('[data-slot="status-detail"]');
      const separator = await box('[data-slot="status-separator"]');
      const footer = (await page.getByTestId('app-footer').boundingBox())!;
      // The dot sits beside the label's first line, the words right of it, inside the footer.
      expect(Math.abs(dot.y + dot.height / 2 - label.firstMiddle)).toBeLessThanOrEqual(1);
      expect(label.x).toBeGreaterThan(dot.x + dot.width);
      for (const part of [label, detail]) expect(part.x + part.width).toBeLessThanOrEqual(footer.width);
      if (detail.y > label.y + 1) {
        // Wrapped: under the label (not under the dot), and no "·" before it.
        expect(Math.abs(detail.x - label.x), 'a wrapped detail starts under the label').toBeLessThanOrEqual(
          1,
        );
        const clip = (await status.locator('[data-slot="status-separator"]').evaluate((el) => {
          const row = el.parentElement!.parentElement!.parentElement!.getBoundingClientRect();
          return row.left;
        })) as number;
        expect(separator.x + separator.width, 'the separator clipped at a line start').toBeLessThanOrEqual(
          clip,
        );
      } else {
        // One line: the separator shows between the label and the detail.
        expect(separator.x).toBeGreaterThanOrEqual(label.x + label.width - 0.5);
        expect(separator.x + separator.width).toBeLessThanOrEqual(detail.x);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page
        .getByTestId('app-footer')
        .screenshot({ path: `test-results/screens/footer-status-375-${locale}.png` });
      await context.close();
    });
  }
});
