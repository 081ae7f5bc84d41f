import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, screens, signInViaApi, submitSignIn } from './support/auth';

// One app shell (issue 12): every signed-in page — dashboard, zone, hub, module, not-found —
// is drawn in the same frame, whose sidebar keeps the main menu (rows of the navigation table)
// above the current zone's hubs, modules and dashboards; breadcrumbs appear once, in the top
// bar; phones open the same sidebar as a drawer from the menu button; Ctrl+K jumps anywhere.

// Pages load their chunks lazily: on a loaded shared machine the first one can take over 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const stamp = Date.now().toString(36);
const menuTitle = `Team wiki ${stamp}`;
let adminToken = '';
let menuItemId = '';

async function api(
  request: APIRequestContext,
  method: 'post' | 'get' | 'delete',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

function list<T>(body: unknown): T[] {
  return (Array.isArray(body) ? body : (body as { data: T[] }).data) as T[];
}

/** The demo zone the member belongs to, its Handbook hub and that hub's Welcome module. */
async function demoPlaces(request: APIRequestContext) {
  const zone = list<{ id: string; name: string }>(await api(request, 'get', '/zones')).find(
    (z) => z.name === 'Acme Headquarters',
  )!;
  const hubs = list<{ id: string; name: string }>(await api(request, 'get', `/zones/${zone.id}/hubs`));
  const hub = hubs.find((h) => h.name === 'Handbook')!;
  const modules = list<{ id: string; name: string }>(
    await api(request, 'get', `/zones/${zone.id}/hubs/${hub.id}/modules`),
  );
  const module = modules.find((m) => m.name === 'Welcome')!;
  return { zone, hub, module };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  adminToken = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  // A main-menu entry for everyone, made through the navigation API as an admin would.
  const created = (await api(request, 'post', '/navigation', {
    title: menuTitle,
    path: '/zones',
    icon: 'book-open',
    order_index: 999,
  })) as { id: string };
  menuItemId = created.id;
});

test.afterAll(async ({ request }) => {
  if (menuItemId) await api(request, 'delete', `/navigation/${menuItemId}`);
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const zoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Zone' });

test('the main menu stays beside a zone, a hub and a module page; breadcrumbs once, in the top bar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { zone, hub, module } = await demoPlaces(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto('/dashboard');
  await expect(mainMenu(page).getByRole('link', { name: menuTitle })).toBeVisible();

  // Into the zone with the zone switcher.
  await page.getByRole('button', { name: 'Choose a zone' }).click();
  await page.getByRole('menuitem', { name: zone.name }).click();
  await expect(page).toHaveURL(new RegExp(`/zones/${zone.id}$`));
  await expect(page.locator('[data-layout="Zone"]')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: menuTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: `Switch zone, current: ${zone.name}` })).toBeVisible();

  // The hub, from the zone's part of the sidebar: its modules and dashboards open under it.
  await zoneMenu(page).getByRole('link', { name: hub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hubs/${hub.id}$`));
  await expect(zoneMenu(page).getByRole('link', { name: hub.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(zoneMenu(page).getByRole('button', { name: `Collapse ${hub.name}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(zone.name);
  // The member may not edit the hub: its content, without a strip of one 'Content' tab.
  await expect(page.getByRole('heading', { name: 'Modules', level: 2 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Hub sections' })).toHaveCount(0);
  await screens(page, 'shell-hub');

  // The module page (the Main layout) keeps the same frame and menu.
  await zoneMenu(page).getByRole('link', { name: module.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/modules/${module.id}$`));
  await expect(page.locator('[data-layout="Main"]')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: menuTitle })).toBeVisible();
  await expect(zoneMenu(page).getByRole('link', { name: module.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveCount(1);
  await expect(crumbs.getByRole('link', { name: hub.name })).toBeVisible();
  await expect(crumbs).toContainText(module.name);
  await screens(page, 'shell-module');

  // Keyboard: arrows move through the menus, ← closes the hub's group, → opens it again.
  const hubLink = zoneMenu(page).getByRole('link', { name: hub.name, exact: true });
  await hubLink.focus();
  await page.keyboard.press('ArrowDown');
  await expect(zoneMenu(page).getByRole('link').nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(hubLink).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(hubLink).toHaveAttribute('aria-expanded', 'false');
  await expect(zoneMenu(page).getByRole('link', { name: module.name, exact: true })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(hubLink).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hubs/${hub.id}/(modules|dashboards)/`));
});

test('on a phone every signed-in page opens the same menu as a drawer from the menu button', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { zone, hub, module } = await demoPlaces(request);
  await page.setViewportSize({ width: 375, height: 780 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/zones/${zone.id}/hubs/${hub.id}/modules/${module.id}`);
  await expect(page.getByRole('heading', { level: 1, name: module.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Workspace' })).toBeHidden();
  await page.getByRole('button', { name: 'Open workspace' }).click();
  const drawer = page.getByRole('dialog', { name: 'Workspace' });
  await expect(
    drawer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuTitle }),
  ).toBeVisible();
  await expect(drawer.getByRole('link', { name: module.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: 'test-results/screens/shell-drawer-375.png' });
  await drawer.getByRole('link', { name: 'Announcements', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the hub page scrolls sideways at 375 px').toBeLessThanOrEqual(0);

  // The hub's last module: its tab is scrolled into view in the module bar, not left past the edge.
  const modules = list<{ id: string; name: string }>(
    await api(request, 'get', `/zones/${zone.id}/hubs/${hub.id}/modules`),
  );
  const last = modules[modules.length - 1];
  await page.goto(`/zones/${zone.id}/hubs/${hub.id}/modules/${last.id}`);
  const bar = page.getByRole('navigation', { name: 'Modules of this hub' });
  const tab = bar.getByRole('link', { name: last.name });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => {
      const [b, t] = [await bar.boundingBox(), await tab.boundingBox()];
      return !!b && !!t && t.x >= b.x - 1 && t.x + t.width <= b.x + b.width + 1;
    }, 'the current module tab lies inside the bar')
    .toBe(true);
  await page.screenshot({ path: 'test-results/screens/module-bar-375.png' });

  // The zone page too.
  await page.goto(`/zones/${zone.id}`);
  await page.getByRole('button', { name: 'Open workspace' }).click();
  await expect(drawer.getByRole('link', { name: menuTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a signed-in unknown address shows not-found inside the shell', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/no/such/page-${stamp}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Workspace' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: menuTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await screens(page, 'shell-not-found');
});

test('a member who visited /admin/routes, went home and then signed in lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/routes');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await submitSignIn(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('Ctrl+K jumps to a hub by typing its name', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto('/dashboard');
  const search = page.getByRole('button', { name: /^Search/ });
  await expect(search).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill('Announce');
  // The hub itself (its modules name it as where they are, so they match too).
  const hubOption = palette.getByRole('option', { name: /^Announcements/ });
  await expect(hubOption).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/shell-palette-1280.png' });
  await hubOption.click();
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page).toHaveURL(/\/zones\/[^/]+\/hubs\/[^/]+$/);
  // Esc closes it and gives focus back.
  await search.click();
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(search).toBeFocused();
});

test('keys typed right after Ctrl+K, while the palette is still loading, become its search', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  // The palette's code is fetched on the first Ctrl+K: hold it until the name has been typed, as
  // on a slow network (a newcomer's first keys were lost, nothing showed them).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CommandPalette-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Announcx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e');
  release();
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toHaveValue('Announce');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('option', { name: /^Announcements/ })).toBeVisible();
  // Typing goes on in the input itself.
  await page.keyboard.press('Backspace');
  await expect(palette.getByRole('combobox')).toHaveValue('Announc');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('on a phone the palette keeps its results inside it, each place whole under its name', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO_MEMBER);
  // The welcome toast, held from the moment it shows (Radix pauses toasts while the window is in
  // the background): on a slow machine its five seconds could be up before it is measured, and a
  // toast gone from the page has no box. Let go once the account menu has been pressed.
  const welcome = page.locator('[data-slot="toast"]').first();
  await expect(welcome).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  // The welcome toast sits under the top bar: the menu button and the account menu stay free.
  const toastBox = await welcome.boundingBox();
  const barBox = await page.locator('[data-slot="app-shell-header"]').boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  // Pressed at once (the toast still showing), the account menu opens.
  await expect(welcome).toBeVisible();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await expect(palette).toBeVisible();
  // Modules of the Handbook hub: "Module in Acme Headquarters › Handbook" is wider than a phone's row.
  await palette.getByRole('combobox').fill('handbook');
  await expect(palette.getByRole('option', { name: /^Welcome/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/shell-palette-375.png' });
  const layout = await palette.evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const options = Array.from(dialog.querySelectorAll('[role="option"]'));
    const parts = options.flatMap((option) => [option, ...Array.from(option.children)]);
    return {
      dialogRight: box.right,
      viewport: window.innerWidth,
      dialogScrolls: dialog.scrollWidth > dialog.clientWidth,
      widest: Math.max(...parts.map((part) => part.getBoundingClientRect().right)),
      options: options.length,
      // A place cut short: its text is wider than its box (an ellipsis, or hidden overflow).
      cut: options.filter((option) => {
        const place = Array.from(option.querySelectorAll('span')).at(-1)!;
        return place.scrollWidth > place.clientWidth;
      }).length,
    };
  });
  expect(layout.options).toBeGreaterThan(1);
  expect(layout.dialogRight, 'the palette fits the phone').toBeLessThanOrEqual(layout.viewport);
  expect(layout.dialogScrolls, 'the palette scrolls sideways').toBe(false);
  expect(layout.widest, 'a result runs past the palette').toBeLessThanOrEqual(layout.dialogRight);
  expect(layout.cut, 'a place is cut short').toBe(0);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('a mistyped zone link shows "Zone not found" and keeps the menu, without a refused request', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/zones/not-a-uuid/hubs/xyz');
  await baseExpect(page.getByRole('heading', { name: 'Zone not found' })).toBeVisible();
  await baseExpect(
    page
      .getByRole('link', { name: 'Admin' })
      .or(page.getByRole('button', { name: 'Admin' }))
      .first(),
  ).toBeVisible();
  await baseExpect(page.getByTestId('access-denied')).toHaveCount(0);
  await screens(page, 'mistyped-zone-link');
  baseExpect(refused).toEqual([]);
});

test('a long module name: the breadcrumbs keep the way back whole, and its tab is cut, not the row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const zone = (await api(request, 'post', '/zones', { name: `Tabs ${stamp}` })) as { id: string };
  const hub = (await api(request, 'post', `/zones/${zone.id}/hubs`, { name: 'Docs' })) as { id: string };
  const base = `/zones/${zone.id}/hubs/${hub.id}/modules`;
  await api(request, 'post', base, { name: 'Intro', type: 'markdown' });
  // 80 characters, Hebrew and an emoji among them
  const longName = `Quarterly planning notes 🚀 עברית — ${'m'.repeat(80)}`.slice(0, 80);
  const long = (await api(request, 'post', base, { name: longName, type: 'markdown' })) as { id: string };
  await signInViaApi(page, DEMO_ADMIN);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/${long.id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(longName);
  // 'Zones', the zone and the hub were cut to 'Zon…', 'Tabs …' and 'Do…' beside the long name
  for (const name of ['Zones', `Tabs ${stamp}`, 'Docs']) {
    const link = crumbs.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    // Its text's laid-out width against its box, in fractions of a pixel: a box a sliver too
    // narrow already draws the ellipsis ('Tabs mxb9…'), which scrollWidth's whole pixels miss
    const fits = await link.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return text.getBoundingClientRect().width <= el.getBoundingClientRect().width + 0.01;
    });
    expect(fits, `${name} is not cut`).toBe(true);
  }
  // The current page gives way, with an ellipsis; it alone is the current page (the router
  // marked every link up the path aria-current="page")
  const currentCrumb = crumbs.locator('[aria-current="page"]');
  await expect(currentCrumb).toHaveCount(1);
  await expect(currentCrumb).toHaveAttribute('data-slot', 'breadcrumb-page');
  expect(await currentCrumb.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // On a phone the long tab no longer fills the row: Intro stays in sight beside it
  await page.setViewportSize({ width: 375, height: 812 });
  const tabs = page.getByRole('navigation', { name: 'Modules of this hub' });
  const current = tabs.getByRole('link', { name: longName });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveAttribute('title', longName);
  const row = await tabs.getByRole('list').boundingBox();
  const tab = await current.boundingBox();
  expect(tab!.width).toBeLessThan(row!.width * 0.8);
  await expect(tabs.getByRole('link', { name: 'Intro' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await screens(page, 'shell-long-module-name');
  await api(request, 'delete', `/zones/${zone.id}`);
});

test('offline, a page whose code never arrived says so inside the shell, sidebar and top bar kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  // The shell fetches the other signed-in layouts once it has settled (a zone page uses Zone).
  const zoneLayout = page.waitForResponse((r) => /\/ZoneLayout-[^/]*\.js$/.test(new URL(r.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await zoneLayout;
  await context.setOffline(true);
  // A zone's page, never opened in this tab: its code cannot arrive now.
  await page
    .getByRole('link', { name: /^Acme Headquarters/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Workspace' })).toBeVisible();
  // The menu as it was, and the zone by the name the list of zones already knew (not "Unknown zone").
  await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch zone, current: Acme Headquarters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The zone's part keeps its Overview and says why its hubs are missing, with Retry.
  const zonePart = zoneMenu(page);
  await expect(zonePart.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(zonePart.getByTestId('zone-hubs-unavailable')).toContainText('Could not load the hubs.');
  await expect(zonePart.getByRole('button', { name: 'Retry' })).toBeVisible();
  await screens(page, 'shell-offline-page');
  // Back online, Try again loads it, and the hubs come back by themselves.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Workspace' })).toBeVisible();
  await expect(zonePart.getByTestId('zone-hubs-unavailable')).toHaveCount(0);
  await expect(zonePart.getByRole('link', { name: 'Handbook', exact: true })).toBeVisible();
});
