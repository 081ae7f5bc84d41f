import { expect, test, type Page } from '@playwright/test';
import { putRoutes, type RouteInput } from './support/routes';

/**
 * Layouts by name, on public rows so they can be seen without an account (the guard is
 * covered by routing.spec.ts and the unit tests). Screens go to test-results/screens/.
 */
const LAYOUT_ROUTES: (RouteInput & { visit: string; check: (page: Page) => Promise<void> })[] = [
  {
    name: 'e2e_layout_public',
    path: '/e2e/layout/public',
    visit: '/e2e/layout/public',
    component_name: 'HealthPage',
    layout: 'PublicLayout',
    check: async (page) => {
      await expect(page.locator('[data-layout="Public"]')).toBeVisible();
      await expect(page.getByTestId('app-footer')).toBeVisible();
    },
  },
  {
    name: 'e2e_layout_authenticated',
    path: '/e2e/layout/authenticated',
    visit: '/e2e/layout/authenticated',
    component_name: 'DashboardPage',
    layout: 'Authenticated',
    check: async (page) => {
      await expect(page.locator('[data-layout="Authenticated"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    },
  },
  {
    name: 'e2e_layout_admin',
    path: '/e2e/layout/admin',
    visit: '/e2e/layout/admin',
    component_name: 'AdminRoutesPage',
    layout: 'admin',
    check: async (page) => {
      await expect(page.locator('[data-layout="Admin"]')).toBeVisible();
      // Admin pages check the role themselves (AdminOnly), even on a public row.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
      await expect(page.getByTestId('access-denied-reason')).toHaveText('Not authenticated');
    },
  },
  {
    name: 'e2e_layout_zone',
    path: '/e2e/layout/zones/:zoneId',
    visit: '/e2e/layout/zones/3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c',
    component_name: 'ZoneDashboardPage',
    layout: 'ZoneLayout',
    metadata: { dynamic: true },
    check: async (page) => {
      await expect(page.locator('[data-layout="Zone"]')).toBeVisible();
      // a dynamic route's page gets the URL parameters as props
      await expect(page.locator('[data-zone-id="3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c"]')).toBeVisible();
    },
  },
  {
    name: 'e2e_layout_main',
    path: '/e2e/layout/zones/:zoneId/hubs/:hubId/modules/:moduleId',
    visit: '/e2e/layout/zones/z1/hubs/h1/modules/m1',
    component_name: 'ModulePage',
    layout: 'Main',
    metadata: { dynamic: true },
    check: async (page) => {
      await expect(page.locator('[data-layout="Main"]')).toBeVisible();
      await expect(page.locator('[data-module-id="m1"]')).toBeVisible();
    },
  },
  {
    name: 'e2e_layout_dynamic',
    path: '/e2e/layout/dynamic/:zoneId/:hubId',
    visit: '/e2e/layout/dynamic/z9/h9',
    component_name: 'HubViewPage',
    layout: 'Dynamic',
    metadata: { dynamic: true },
    check: async (page) => {
      await expect(page.locator('[data-layout="Dynamic"]')).toBeVisible();
      await expect(page.locator('[data-hub-id="h9"]')).toBeVisible();
    },
  },
  {
    name: 'e2e_layout_root',
    path: '/e2e/layout/root',
    visit: '/e2e/layout/root',
    component_name: 'SettingsPage',
    layout: 'RootLayout',
    check: async (page) => {
      await expect(page.locator('[data-layout="Root"]')).toBeVisible();
    },
  },
  {
    name: 'e2e_layout_unknown',
    path: '/e2e/layout/unknown',
    visit: '/e2e/layout/unknown',
    component_name: 'SettingsPage',
    layout: 'Sidebar',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await expect(page.locator('[data-layout]')).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    },
  },
];

let restore: () => Promise<void>;

test.beforeAll(async () => {
  restore = await putRoutes(
    ...LAYOUT_ROUTES.map(({ visit: _v, check: _c, ...row }) => ({ ...row, is_public: true })),
    {
      name: 'features',
      path: '/features',
      component_name: 'MarketingPage',
      layout: 'Public',
      is_public: true,
    },
    { name: 'about', path: '/about', component_name: 'MarketingPage', layout: 'Public', is_public: true },
    { name: 'contact', path: '/contact', component_name: 'MarketingPage', layout: 'Public', is_public: true },
    { name: 'pricing', path: '/pricing', component_name: 'MarketingPage', layout: 'Public', is_public: true },
  );
});

test.afterAll(async () => {
  await restore?.();
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`layouts (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    for (const route of LAYOUT_ROUTES) {
      const label = route.name.replace('e2e_layout_', '');
      test(`${label} layout is applied, desktop and phone`, async ({ page }) => {
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        await expect(async () => {
          await page.goto(route.visit);
          await route.check(page);
        }).toPass({ timeout: 20_000 });
        await page.screenshot({ path: `test-results/screens/layout-${label}-1280-${scheme}.png` });
        await page.setViewportSize({ width: 375, height: 780 });
        await route.check(page);
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/screens/layout-${label}-375-${scheme}.png` });
        expect(problems).toEqual([]);
      });
    }

    test('the public navigation comes from public rows, by path', async ({ page }) => {
      await expect(async () => {
        await page.goto('/');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
          ['About', 'Contact', 'Features', 'Pricing'],
          { timeout: 1000 },
        );
      }).toPass({ timeout: 20_000 });
      await page.screenshot({ path: `test-results/screens/landing-nav-1280-${scheme}.png` });
      await page.setViewportSize({ width: 375, height: 780 });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/landing-nav-375-${scheme}.png`, fullPage: true });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'A workspace platform where everything is a row',
      );
      await page.screenshot({ path: `test-results/screens/about-375-${scheme}.png` });
    });
  });
}

test('the workspace menu becomes a drawer on phones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('/e2e/layout/authenticated');
  await expect(page.locator('[data-layout="Authenticated"]')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Workspace' })).toBeHidden();
  await page.getByRole('button', { name: 'Open workspace' }).click();
  const drawer = page.getByRole('dialog', { name: 'Workspace' });
  // Signed out on a public row: the menu is there but empty (GET /api/navigation needs a user).
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
  await expect(drawer.getByRole('button', { name: 'Choose a zone' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/layout-authenticated-drawer-375.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications \(F8\)/ })).toBeAttached({ timeout: 5000 });
  await page.keyboard.press('F8');
  const focused = await page.evaluate(() =>
    document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
  );
  expect(focused).toMatch(/Notifications/);
});
