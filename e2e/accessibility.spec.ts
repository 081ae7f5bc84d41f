import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signInViaApi } from './support/auth';
import { expectAccessible } from './support/axe';
import { expectFocusNamedAndVisible, expectTabStopsNamedAndVisible } from './support/keyboard';

// Every main screen passes axe-core's WCAG 2.1 A and AA rules — signed out, as a member and as
// an admin, with its dialogs and menus open, in light and dark, at 1280 px and on a phone.
// A violation fails with the rule, the elements and axe's reason.

const expect = baseExpect.configure({ timeout: 20_000 });

type Row = { id: string; name: string };

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `GET ${path}`).toBe(200);
  const body = (await res.json()) as T | { data: T };
  return (Array.isArray(body) ? body : (body as { data: T }).data) as T;
}

/** The demo member's places: the Acme zone, its Handbook hub, that hub's modules and dashboard. */
async function demoPaths(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_MEMBER });
  const token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const zone = (await get<Row[]>(request, token, '/zones')).find((z) => z.name === 'Acme Headquarters')!;
  const hub = (await get<Row[]>(request, token, `/zones/${zone.id}/hubs`)).find(
    (h) => h.name === 'Handbook',
  )!;
  const hubPath = `/zones/${zone.id}/hubs/${hub.id}`;
  const modules = await get<Row[]>(request, token, `${hubPath}/modules`);
  const module = (name: string) => `${hubPath}/modules/${modules.find((m) => m.name === name)!.id}`;
  const dashboard = (await get<Row[]>(request, token, `${hubPath}/dashboards`))[0]!;
  await request.post('/api/auth/signout', { headers: { Authorization: `Bearer ${token}` } });
  return {
    zone: `/zones/${zone.id}`,
    hub: hubPath,
    markdown: module('Welcome'),
    database: module('Team directory'),
    link: module('Company site'),
    dashboard: `${hubPath}/dashboards/${dashboard.id}`,
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// Each test walks a dozen pages or more, and axe reads each one twice (WCAG, then the outline
// rules): 3–5 s a page on this 2-core machine, so a walk gets more than the 60 s a test has.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('signed-out pages pass axe, light at 1280 px and dark on a phone', async ({ page }) => {
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 375],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      `/accept-invite?token=${'T'.repeat(43)}`,
    ]) {
      await open(page, path);
      await expectAccessible(page, `${path} (${scheme}, ${width} px)`);
    }
  }
  // A refused sign-in shows its error: the alert and the marked fields pass too.
  await open(page, '/login');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, '/login with a refused sign-in');
});

test('signing in by keyboard leaves the focus in the new page, not on <body>', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await baseExpect(page).toHaveURL(/\/dashboard$/);
  await baseExpect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
});

test('a member’s workspace passes axe: zone, hub, each module type, dashboard, settings, 403 and 404', async ({
  page,
  request,
}) => {
  const paths = await demoPaths(request);
  await signInViaApi(page, DEMO_MEMBER);
  await open(page, '/dashboard');
  await expectAccessible(page, '/dashboard');
  for (const [name, path] of [
    ['zones', '/zones'],
    ['zone', paths.zone],
    ['hub', paths.hub],
    ['Markdown module', paths.markdown],
    ['Database module', paths.database],
    ['Link module', paths.link],
    ['dashboard', paths.dashboard],
    ['profile settings', '/settings/profile'],
    ['preferences', '/settings/preferences'],
    ['security settings', '/settings/security'],
    ['members settings', '/settings/members'],
    ['access denied', '/admin/routes'],
    ['not found', '/no-such-page'],
  ] as const) {
    await open(page, path);
    await expectAccessible(page, `${name} (${path})`);
  }

  // Ctrl+K's command palette, and the account menu.
  await open(page, '/dashboard');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.type('hand');
  await expectAccessible(page, 'the command palette');
  // Jumping to a page from the palette: the new page's title is announced, and the focus is in
  // the page (not left on nothing), so Tab goes on from there.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Welcome');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${paths.markdown}$`));
  await expect(page.getByTestId('route-announcer')).toHaveText(/^Welcome · Handbook/);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await open(page, '/dashboard');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the open account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeFocused();

  // A confirmation opened by a button gives the focus back to it when it closes.
  await open(page, paths.markdown);
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Delete Welcome/ })).toBeVisible();
  await expectAccessible(page, 'a delete confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();

  // Dark, on a phone: a module page, then its drawer open.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 780 });
  await open(page, paths.database);
  await expectAccessible(page, 'Database module (dark, 375 px)');
  await page.getByRole('button', { name: 'Open Workspace' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the drawer (dark, 375 px)');
});

test('the admin screens pass axe, with their forms and dialogs open', async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/routes',
    '/admin/navigation',
    '/admin/collections',
    '/admin/audit',
    '/admin/api-keys',
  ]) {
    await open(page, path);
    await expectAccessible(page, path);
  }

  // The demo data's collections are recorded: the newest entry opens with its before and after.
  await open(page, '/admin/audit');
  await page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row', { name: /^Show the change/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'an audit log entry');
  await page.keyboard.press('Escape');

  await open(page, '/admin/api-keys');
  await page.getByRole('button', { name: 'New API key' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an API key' })).toBeVisible();
  await expectAccessible(page, 'the new API key form');
  await page.keyboard.press('Escape');

  await open(page, '/admin/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('table', { name: /^Permissions of/ })).toBeVisible();
  await expectAccessible(page, 'the roles tab with its permission matrix');

  await open(page, '/admin/routes');
  await page.getByRole('button', { name: 'Check routes' }).click();
  await expect(page.getByTestId('route-check-result')).toBeVisible();
  // Its toast too, so the check waits for the toast's entrance (half-faded text has half contrast).
  await expect(page.locator('[data-slot="toast-title"]', { hasText: 'Routes check out' })).toBeVisible();
  await expectAccessible(page, 'the route check’s result');
  await page.getByRole('button', { name: 'New route' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the new route form');
  await page.keyboard.press('Escape');

  await open(page, '/admin/navigation');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the navigation item form');

  await open(page, '/admin/collections/roadmap_items');
  await expectAccessible(page, 'a collection’s list');
  await page.getByRole('button', { name: /^New / }).first().click();
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'a new record form');
  await form.getByRole('button', { name: 'Add roadmap item' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'a record form showing its errors');
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/admin/collections');
  await page
    .getByRole('button', { name: /new collection/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the schema builder (dark)');
});

test('every Tab stop of a chart’s settings has a name and a ring; the command palette’s input shows its focus', async ({
  page,
  request,
}) => {
  const paths = await demoPaths(request);
  await signInViaApi(page, DEMO_ADMIN);
  await open(page, paths.dashboard);
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Edit layout' })
    .click();
  await page.getByRole('button', { name: 'Settings Hires per quarter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chart widget settings' });
  // The preview's chart drawn: its layers were Tab stops with no name and no ring.
  await expect(dialog.locator('.recharts-surface')).toBeVisible();
  await expectTabStopsNamedAndVisible(page, dialog, 'chart widget settings');

  await open(page, '/dashboard');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeVisible();
  await expect(page.getByRole('combobox')).toBeFocused();
  await expectFocusNamedAndVisible(page, 'the command palette');
});

/** The page's button named exactly so (a string) or matching a pattern. */
const buttonOf = (page: Page) => (name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/**
 * An overlay passes axe in light and in dark, and a walk with Tab through it stays inside and
 * finds a name and a visible focus ring at every stop (walked in the scheme given).
 */
async function checkOverlay(
  page: Page,
  overlay: ReturnType<Page['getByRole']>,
  where: string,
  walkIn: 'light' | 'dark' | null,
) {
  await expect(overlay).toBeVisible();
  // Only the overlay: the page behind it is inert, dimmed and blurred by the backdrop (axe would
  // measure its text's contrast through the scrim); each page is scanned on its own elsewhere.
  const role = await overlay.first().getAttribute('role');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app follows the system's scheme from a media query listener: wait for <html> to switch,
    // or axe reads the old scheme's text on the new one's surfaces.
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    await expectAccessible(page, `${where} (${scheme})`, `[role="${role}"]`);
    // A menu is walked with the arrow keys, not Tab (Radix keeps Tab from moving inside it).
    if (scheme === walkIn && role === 'dialog')
      await expectTabStopsNamedAndVisible(page, overlay, `${where} (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  const discard = page.getByRole('button', { name: 'Discard changes' });
  if (await discard.isVisible()) await discard.click();
  await expect(overlay).toHaveCount(0);
}

test('the workspace’s dialogs pass axe in light and dark, with a name and a ring at every Tab stop', async ({
  page,
  request,
}) => {
  const paths = await demoPaths(request);
  await signInViaApi(page, DEMO_ADMIN);
  const dialog = page.getByRole('dialog');
  const button = buttonOf(page);

  await open(page, '/zones');
  await button('New zone').click();
  await checkOverlay(page, dialog, 'the new zone dialog', 'light');
  await open(page, paths.zone);
  await button('New hub').click();
  await checkOverlay(page, dialog, 'the new hub dialog', 'dark');
  await open(page, paths.hub);
  await button('New module').click();
  await checkOverlay(page, dialog, 'the new module dialog', 'light');
  await button('New dashboard').click();
  await checkOverlay(page, dialog, 'the new dashboard dialog', 'dark');
  await open(page, paths.database);
  await button('Edit module').click();
  await checkOverlay(page, dialog, 'the module settings dialog', 'light');
});

test('a dashboard’s widget settings pass axe in light and dark, with a name and a ring at every Tab stop', async ({
  page,
  request,
}) => {
  const paths = await demoPaths(request);
  await signInViaApi(page, DEMO_ADMIN);
  const dialog = page.getByRole('dialog');
  const button = buttonOf(page);
  // Each widget type's settings, the chart's in each of its kinds.
  await open(page, paths.dashboard);
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Edit layout' })
    .click();
  await button('Add a Text widget').click();
  for (const [widget, walkIn] of [
    ['Headcount', 'light'],
    ['This quarter', 'dark'],
    ['Useful links', 'light'],
    ['Notes', 'dark'],
  ] as const) {
    await button(`Settings ${widget}`).click();
    await checkOverlay(page, dialog, `the settings of ${widget}`, walkIn);
  }
  for (const [kind, walkIn] of [
    ['Line', 'dark'],
    ['Donut', 'light'],
  ] as const) {
    await button('Settings Hires per quarter').click();
    // A donut shows one series (the form refuses two, and the preview keeps the last valid chart).
    if (kind === 'Donut') await button('Remove series 2').click();
    await dialog.getByLabel('Kind').selectOption({ label: kind });
    await expect(dialog.locator('[data-chart-kind]').first()).toHaveAttribute(
      'data-chart-kind',
      kind === 'Line' ? 'line' : 'pie',
    );
    await checkOverlay(page, dialog, `a ${kind} chart’s settings`, walkIn);
  }
});

test('the account menu and the time zone picker pass axe in light and dark', async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  await open(page, '/dashboard');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await checkOverlay(page, page.getByRole('menu'), 'the account menu', 'dark');
  await open(page, '/settings/preferences');
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await checkOverlay(page, page.getByRole('dialog'), 'the time zone picker', 'dark');
});

test('the admin dialogs pass axe in light and dark, with a name and a ring at every Tab stop', async ({
  page,
}) => {
  await signInViaApi(page, DEMO_ADMIN);
  const dialog = page.getByRole('dialog');
  const button = buttonOf(page);

  await open(page, '/admin/collections/roadmap_items');
  await button('Edit schema').click();
  // Not walked here: its Tab order (over 80 stops) has a spec of its own, schema-builder-keyboard.
  await checkOverlay(page, dialog, 'the schema builder', null);
  await button('Import CSV').click();
  await checkOverlay(page, dialog, 'the CSV import', 'light');
  await open(page, '/admin/navigation');
  await button('Actions for Dashboard').click();
  await checkOverlay(page, page.getByRole('menu'), 'a navigation item’s actions', 'light');
  await button('Add item').click();
  await checkOverlay(page, dialog, 'the navigation item editor', 'dark');
  await open(page, '/admin/users');
  await button('Invite user').click();
  await checkOverlay(page, dialog, 'the invitation dialog', 'light');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('table', { name: /^Permissions of/ })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await expectAccessible(page, 'the permission matrix (dark)');
});
