import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { latestMail, linkIn, screens, signInViaApi } from './support/auth';
import { pointerDragSettled } from './support/dnd';

// The zones journey: an owner creates a zone, a hub, a module and a dashboard, arranges widgets
// and sees them after reload; a viewer invited by email sees the zone read-only, without its
// settings or role controls (the server would refuse them, and a refusal ends the session).

const SCREENS = 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });
const stamp = Date.now().toString(36);
const owner = { email: `owner-${stamp}@example.com`, password: 'correct horse battery', first_name: 'Olive' };
const viewer = {
  email: `viewer-${stamp}@example.com`,
  password: 'correct horse battery',
  first_name: 'Victor',
};
const zoneName = `Launch ${stamp}`;

test.describe.configure({ mode: 'serial' });

async function signUp(page: Page, user: typeof owner) {
  const res = await page.request.post('/api/auth/signup', { data: user });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

async function shoot(page: Page, name: string) {
  // Let the colour transitions a scheme or width change starts finish (no fixed wait: getAnimations
  // applies the change's styles, so the transitions it starts are there to wait for).
  const settle = () =>
    page.evaluate(async () => {
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
    });
  await page.screenshot({ path: `${SCREENS}/${name}-desktop-light.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle();
  await page.screenshot({ path: `${SCREENS}/${name}-desktop-dark.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await settle();
  await page.screenshot({ path: `${SCREENS}/${name}-mobile-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await settle();
  await page.screenshot({ path: `${SCREENS}/${name}-mobile-light.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(1);
  if (size) await page.setViewportSize(size);
}

let zoneUrl = '';
let dashboardUrl = '';

test('an owner creates a zone, a hub, a module and a dashboard, and arranges widgets', async ({ page }) => {
  test.setTimeout(150_000); // 72 s measured on a loaded 2-core machine
  await page.setViewportSize({ width: 1280, height: 860 });
  await signUp(page, owner);
  await signUp(page, viewer);
  await signInViaApi(page, owner);

  // Zone
  await page.goto('/zones');
  await page.getByRole('button', { name: 'New zone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(zoneName);
  await dialog.getByLabel('rocket').check({ force: true });
  await dialog.getByLabel('Description').fill('Everything for the spring launch.');
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByRole('heading', { name: zoneName })).toBeVisible();
  await expect(page.getByText('Your role: owner')).toBeVisible();
  zoneUrl = new URL(page.url()).pathname;

  // Hub
  await page.getByRole('button', { name: 'New hub' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('Campaigns');
  await page.getByRole('dialog').getByRole('button', { name: 'Create hub' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Zone' }).getByRole('link', { name: 'Campaigns' }),
  ).toBeVisible();
  await shoot(page, 'zone-overview');
  await page.getByRole('list', { name: 'Hubs' }).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

  // The hub's Settings tab is in the URL (a refresh keeps it), and Delete sits in a danger zone,
  // not beside Save
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/[?&]tab=settings/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete hub' }),
  ).toBeVisible();
  await expect(page.getByRole('form').getByRole('button', { name: 'Delete hub' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page).not.toHaveURL(/tab=/);

  // Modules: a page and a link; reorder them with the keyboard alternative
  await page.getByRole('button', { name: 'New module' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Handbook');
  await page
    .getByRole('dialog')
    .getByLabel('Content (Markdown)')
    .fill(
      '# Welcome\n\nRead **this** first.\n\n- one\n- two\n\n<script>alert(1)</script>\n\n' +
        '| Owner | Due |\n|---|---|\n| Ada | Friday |\n\n- [x] Draft\n- [ ] Review\n\n```js\nconst ok = true;\n```',
    );
  await page.getByRole('dialog').getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { name: 'Handbook' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  // GitHub-flavoured tables and task lists render as such, code is highlighted
  await expect(page.getByRole('table').getByRole('cell', { name: 'Ada' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Review' })).not.toBeChecked();
  await expect(page.locator('pre code .hljs-keyword')).toHaveText('const');
  await page.goBack();
  await page.getByRole('button', { name: 'New module' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Brand site');
  await page.getByRole('dialog').getByLabel('Type').selectOption('link');
  await page.getByRole('dialog').getByLabel('URL').fill('https://example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('navigation', { name: 'Modules of this hub' })).toBeVisible();
  await shoot(page, 'module');
  await page.goBack();
  const modules = page.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('listitem')).toHaveCount(2);
  // The list moves at once (optimistic); the reload waits for the server's answer, or it could
  // read the old order while the PUT is still on its way.
  const orderSaved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/modules/order') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Move Brand site up' }).click();
  await expect(modules.getByRole('listitem').first()).toContainText('Brand site');
  expect((await orderSaved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Modules' }).getByRole('listitem').first()).toContainText(
    'Brand site',
  );

  // Dashboard
  await page.getByRole('button', { name: 'New dashboard' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Overview');
  await page.getByRole('dialog').getByRole('button', { name: 'Add dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('No widgets on this dashboard')).toBeVisible();
  dashboardUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Edit layout' }).click();

  // Keyboard alternative: add a stat with its button, then move and widen it
  await page.getByRole('button', { name: 'Add a Stat widget' }).click();
  await page.getByRole('button', { name: 'Move right Stat' }).click();
  await page.getByRole('button', { name: 'Wider Stat' }).click();
  // Drag a chart from the library onto the grid with the mouse
  const source = page.getByTestId('library-chart');
  const grid = page.getByTestId('widget-grid');
  const from = (await source.boundingBox())!;
  const to = (await grid.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + 20, to.y + 180, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await pointerDragSettled(page);
  await page.getByRole('button', { name: 'Add a Links widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await shoot(page, 'dashboard-designer');
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Layout saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await expect(page.locator('[data-widget-type="chart"]')).toBeVisible();
  // A new stat has no source yet: it asks for one instead of showing a number nobody entered
  const stat = page.locator('[data-widget-type="stat"]');
  await expect(stat.getByTestId('stat-prompt')).toContainText('pick a source for this stat');
  await expect(stat.getByTestId('stat-value')).toHaveCount(0);
  await shoot(page, 'dashboard');

  // Invite the viewer: only an account whose own address is proven may send invitations…
  await page.goto(zoneUrl);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByTestId('invite-needs-verified-email')).toContainText(owner.email);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  // …so the owner follows the link of the confirmation mail sent at sign-up first.
  await page.goto(linkIn((await latestMail(owner.email, /^Confirm your email address/)).text));
  await expect(page.getByText('Email verified')).toBeVisible();
  await page.goto(zoneUrl);
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('Email', { exact: true }).fill(viewer.email);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${viewer.email} is invited as viewer.`, { exact: true })).toBeVisible();
  // With that toast still up (5 s), Settings scrolled to its end: the toast (bottom right, as the
  // specification places it) covers neither the danger zone's Delete nor Save
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Delete zone' })).toBeVisible();
  // Settings is whole once its Activity card has its entries: loaded after the scroll, they grew
  // the page above the danger zone and moved Delete under the toast (CI, on PostgreSQL).
  await expect(
    page.getByRole('table', { name: 'Zone activity' }).getByRole('row', { name: /Invitation sent$/ }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toastBox = await page.locator('[data-slot="toast-viewport"] li').first().boundingBox();
  expect(toastBox, 'the toast is still shown').toBeTruthy();
  for (const name of ['Delete zone', 'Save changes']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, name).toBeTruthy();
    const overlaps =
      toastBox!.x < box!.x + box!.width &&
      box!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < box!.y + box!.height &&
      box!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, `the toast covers ${name}`).toBe(false);
  }
  await page.getByRole('tab', { name: 'Members' }).click();
  // Not a member until they accept: listed under pending invitations
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('invitation-row')).toContainText(viewer.email);
  // Inviting them twice: the server's 409 message once, in the form, and no toast besides
  await page.getByLabel('Email', { exact: true }).fill(viewer.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('form-error')).toContainText(
    'An invitation to this address is already pending',
  );
  await expect(page.getByText('An invitation to this address is already pending')).toHaveCount(1);
  await shoot(page, 'zone-members');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete zone' }).click();
  await expect(page.getByRole('dialog')).toContainText('all its hubs, with their modules and dashboards');
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('a viewer sees the zone read-only: no Settings tab, no role to change', async ({
  browser,
}: {
  browser: Browser;
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await signInViaApi(page, viewer);
  // The invitation mail's link accepts (the link proves the mailbox of the unverified account)
  await page.goto(linkIn((await latestMail(viewer.email, /^You are invited/)).text));
  await expect(page.getByRole('heading', { name: /^You joined /, level: 1 })).toBeVisible();
  await expect(page.getByText('Your role: viewer.')).toBeVisible();
  await page.goto('/dashboard');
  // The dashboard home lists the zone under "Your zones" (and again among zones with activity)
  await expect(
    page.getByRole('list', { name: 'Zones', exact: true }).getByRole('link', { name: zoneName }),
  ).toBeVisible();
  await page.goto(zoneUrl);
  await expect(page.getByText('Your role: viewer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New hub' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  // Their own row: the role as a badge (no select offering owner), and Leave.
  const own = page.getByTestId('member-row').filter({ hasText: '(you)' });
  await expect(own.getByText('viewer', { exact: true })).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Leave this zone' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await shoot(page, 'viewer-members');
  // A link to the settings tab opens the overview.
  await page.goto(`${zoneUrl}?tab=settings`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('access-denied')).toHaveCount(0);

  await page.goto(dashboardUrl);
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Edit layout' })).toHaveCount(0);
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page.getByRole('button', { name: 'New module' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Move .* up/ })).toHaveCount(0);
  await context.close();
});

test('an archived zone offers no invitations until it is restored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, owner);
  await page.goto(`${zoneUrl}?tab=settings`);
  await page.getByRole('button', { name: 'Archive zone' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive zone' }).click();
  await expect(page.getByRole('button', { name: 'Restore zone' })).toBeVisible();
  await page.getByRole('tab', { name: 'Members' }).click();
  // The server would refuse an invitation (409): the form is not offered, the reason is.
  await expect(page.getByTestId('invite-archived-zone')).toHaveText(
    'This zone is archived: restore it before inviting people',
  );
  await expect(page.getByRole('form', { name: 'Invite by email' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  await shoot(page, 'zone-members-archived');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Restore zone' }).click();
  await expect(page.getByRole('button', { name: 'Archive zone' })).toBeVisible();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('form', { name: 'Invite by email' })).toBeVisible();
});

test('on a phone a long zone name wraps to two lines, then is cut, and the role badge stays inside its card', async ({
  browser,
}: {
  browser: Browser;
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const account = { ...owner, email: `long-${stamp}@example.com` };
  const signUp = await page.request.post('/api/auth/signup', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { tokens } = (await signUp.json()) as { tokens: { accessToken: string } };
  const longName = 'Northern Europe Regional Headquarters and Operations';
  const created = await page.request.post('/api/zones', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { name: longName, description: 'Offices, people and the places they share.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInViaApi(page, account);
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Zones', exact: true });
  await expect(list.getByRole('link', { name: longName })).toBeVisible();
  const boxes = await list.evaluate((ul) => {
    const outer = ul.closest('[data-slot=card]')!.getBoundingClientRect();
    const item = ul.querySelector(':scope > li > [data-slot=card]')!;
    const title = item.querySelector('[data-slot=card-title]')!;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    return {
      outerRight: outer.right,
      cardRight: item.getBoundingClientRect().right,
      badgeRight: item.querySelector('[data-slot=badge]')!.getBoundingClientRect().right,
      titleRight: title.getBoundingClientRect().right,
      titleLines: Math.round(title.clientHeight / lineHeight),
      titleCut: title.scrollHeight > title.clientHeight,
    };
  });
  expect(boxes.cardRight, 'the zone card stays inside "Your zones"').toBeLessThanOrEqual(boxes.outerRight);
  expect(boxes.badgeRight, 'the role badge stays inside the zone card').toBeLessThanOrEqual(boxes.cardRight);
  expect(boxes.titleRight, 'the name stays inside the zone card').toBeLessThanOrEqual(boxes.cardRight);
  expect(boxes.titleLines, 'the long name wraps to two lines').toBe(2);
  expect(boxes.titleCut, 'the rest of the long name is cut').toBe(true);
  await page.screenshot({ path: `${SCREENS}/zone-card-long-name-mobile.png` });
  await context.close();
});

test('on a phone the zone and hub tabs fit in every offered language (issue #13)', async ({
  browser,
}: {
  browser: Browser;
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const account = { ...owner, email: `tabs-${stamp}@example.com` };
  const signUp = await page.request.post('/api/auth/signup', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { tokens } = (await signUp.json()) as { tokens: { accessToken: string } };
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const zone = await page.request.post('/api/zones', { headers, data: { name: 'Tabs' } });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { id: string }).id;
  const hub = await page.request.post(`/api/zones/${zoneId}/hubs`, { headers, data: { name: 'Kampagnen' } });
  expect(hub.status(), await hub.text()).toBe(201);
  const hubId = ((await hub.json()) as { id: string }).id;
  await signInViaApi(page, account);

  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // The tabs not whole inside the tab list (cut at its edge, or their label cut)
  const cutTabs = () =>
    page.getByRole('tablist').evaluate((list) => {
      const outer = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role=tab]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return (
            box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || tab.scrollWidth > tab.clientWidth
          );
        })
        .map((tab) => tab.textContent);
    });
  for (const language of ['en-US', 'en-GB', 'de-DE', 'ja-JP']) {
    const saved = await page.request.patch('/api/users/me/preferences', { headers, data: { language } });
    expect(saved.status(), await saved.text()).toBe(200);
    for (const tab of ['overview', 'hubs', 'members', 'settings']) {
      await page.goto(`/zones/${zoneId}?tab=${tab}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(4);
      await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
      expect(
        await sideways(),
        `the zone page (${tab}) scrolls sideways at 375 px in ${language}`,
      ).toBeLessThanOrEqual(0);
      // Every tab is whole inside the tab list, none cut at the screen's edge
      expect(await cutTabs(), `zone tabs cut short in ${language}`).toEqual([]);
    }
    if (language === 'de-DE') {
      await screens(page, 'zone-tabs-de');
      // German fits whole on the common 360 px Android width too
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await cutTabs(), 'zone tabs cut short in de-DE at 360 px').toEqual([]);
      expect(await sideways(), 'the zone page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
      // Narrower still the tab list scrolls within itself, and fades out at the edge where a tab
      // is hidden: at the end first, at the start once scrolled there.
      await page.setViewportSize({ width: 320, height: 700 });
      const list = page.getByRole('tablist');
      const fade = () => list.evaluate((el) => getComputedStyle(el).maskImage);
      await expect(list).toHaveAttribute('data-hidden-end', 'true');
      await expect(list).not.toHaveAttribute('data-hidden-start');
      expect(await fade()).toMatch(/rgb\(0, 0, 0\) 0px, rgb\(0, 0, 0\) calc\(100% - 24px\)/);
      await list.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await expect(list).toHaveAttribute('data-hidden-start', 'true');
      await expect(list).not.toHaveAttribute('data-hidden-end');
      expect(await fade()).toMatch(/rgb\(0, 0, 0\) 24px, rgb\(0, 0, 0\) 100%/);
      await list.screenshot({ path: 'test-results/screens/zone-tabs-de-320-end.png' });
      await page.setViewportSize({ width: 375, height: 812 });
      // Where the tabs fit, no fade, also after being scrolled while narrow
      await expect(list).not.toHaveAttribute('data-hidden-start');
      expect(await fade()).toBe('none');
    }
    await page.goto(`/zones/${zoneId}/hubs/${hubId}?tab=settings`);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(2);
    expect(await cutTabs(), `hub tabs cut short in ${language}`).toEqual([]);
    expect(await sideways(), `the hub page scrolls sideways at 375 px in ${language}`).toBeLessThanOrEqual(0);
    if (language === 'de-DE') await screens(page, 'hub-tabs-de');
  }
  await context.close();
});
