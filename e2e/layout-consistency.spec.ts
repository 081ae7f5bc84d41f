import { expect, test, type Locator } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';

// A newcomer's walk through the admin area (an outside audit): the buttons beside a page's title
// changed size from page to page — "Invite user", "New collection", "Edit schema" and "Delete
// collection" were small (32 px, 12 px text) where "New zone", "New route" and "Add item" are
// regular (36 px, 14 px text). One size for a page's own actions; toolbars and sections keep the
// small one.

const PAGES = [
  { path: '/zones', action: 'New zone' },
  { path: '/admin/users', action: 'Invite user' },
  { path: '/admin/routes', action: 'New route' },
  { path: '/admin/navigation', action: 'Add item' },
  { path: '/admin/collections', action: 'New collection' },
  { path: '/admin/collections/roadmap_items', action: 'Edit schema' },
  // "New theme" sat alone on a row under the header, right-aligned, where every other page has it
  // beside its title.
  { path: '/admin/themes', action: 'New theme' },
];

test("a page's own actions beside its title are one size on every page", async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  const seen: Record<string, { height: number; fontSize: string }[]> = {};
  for (const { path, action } of PAGES) {
    await page.goto(path);
    const header = page.locator('[data-slot="page-header"]');
    await expect(header.getByRole('button', { name: action })).toBeVisible();
    seen[path] = await header.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => ({
        height: Math.round(button.getBoundingClientRect().height),
        fontSize: getComputedStyle(button).fontSize,
      })),
    );
  }
  for (const [path, buttons] of Object.entries(seen)) {
    expect(buttons.length, path).toBeGreaterThan(0);
    for (const button of buttons) expect(button, path).toEqual({ height: 36, fontSize: '14px' });
  }
});

test("on a tablet beside the sidebar, a page's title and description keep the column's width", async ({
  page,
}) => {
  // At 820 px the sidebar takes 256 px, and the header's actions stayed beside the title because
  // the window (not the page's column) was wider than 640 px: the route manager's description was
  // squeezed into a 130 px column of seven lines. The actions now wrap under the title instead.
  await page.setViewportSize({ width: 820, height: 1100 });
  await signInViaApi(page, DEMO_ADMIN);
  for (const { path, action } of PAGES) {
    await page.goto(path);
    const header = page.locator('[data-slot="page-header"]');
    await expect(header.getByRole('button', { name: action })).toBeVisible();
    const column = (await header.boundingBox())!;
    const title = (await header.locator('h1').locator('..').boundingBox())!;
    expect(title.width, path).toBeGreaterThan(column.width * 0.6);
  }
  // At 1280 px there is room: the actions sit beside the title, on its row.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/routes');
  const header = page.locator('[data-slot="page-header"]');
  const button = (await header.getByRole('button', { name: 'New route' }).boundingBox())!;
  const text = (await header.locator('h1').locator('..').boundingBox())!;
  expect(button.y).toBeLessThan(text.y + text.height);
  expect(button.x).toBeGreaterThan(text.x + text.width);
});

test("a table's rows-per-page box is as wide as the number it shows, on a phone too", async ({ page }) => {
  // It was as wide as its longest option, "Scroll (1,000 a load)": a box of 170–230 px showing "25",
  // pushing the page count onto a line of its own on a phone.
  await page.setViewportSize({ width: 375, height: 667 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections/roadmap_items');
  const size = page.getByRole('navigation', { name: 'Pagination' }).getByLabel('Rows per page');
  await expect(size).toHaveValue('25');
  expect((await size.boundingBox())!.width).toBeLessThan(90);
  // Choosing the long option widens it to show that option whole.
  await size.selectOption({ label: 'Scroll (1,000 a load)' });
  const wide = (await size.boundingBox())!;
  expect(wide.width).toBeGreaterThan(120);
  expect(wide.x + wide.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a card's description takes the card's width on a phone, not the column beside its button", async ({
  page,
}) => {
  // Settings → Security on a phone: "Where you are signed in" and "Two-factor authentication" have
  // a button beside their title, and their description was squeezed beside it too, into a column
  // of two or three words a line (five lines in Japanese). On a wide screen it stays beside it.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/settings/security');
  const headers = page
    .locator('[data-slot="card-header"]')
    .filter({ has: page.locator('[data-slot="card-action"]') });
  await expect(headers).toHaveCount(2);
  for (const header of await headers.all()) {
    const action = (await header.locator('[data-slot="card-action"]').boundingBox())!;
    const description = (await header.locator('[data-slot="card-description"]').boundingBox())!;
    const title = (await header.locator('[data-slot="card-title"]').boundingBox())!;
    expect(description.y, 'the description starts under the button').toBeGreaterThanOrEqual(
      action.y + action.height,
    );
    expect(description.x + description.width, 'and runs to its right edge').toBeGreaterThanOrEqual(
      action.x + action.width - 1,
    );
    expect(action.y).toBeLessThan(title.y + title.height); // the button stays beside the title
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = headers.first();
  const action = (await wide.locator('[data-slot="card-action"]').boundingBox())!;
  const description = (await wide.locator('[data-slot="card-description"]').boundingBox())!;
  expect(description.x + description.width).toBeLessThanOrEqual(action.x);
});

test("the permission matrix's rows stay a few lines tall on a phone", async ({ page }) => {
  // Squeezed to 40rem, the "Fields and rows" summary ran to four or five lines in a 216 px column
  // and each row grew to 85–120 px: five rows filled the screen. The table scrolls sideways instead.
  await page.setViewportSize({ width: 375, height: 667 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const matrix = page.getByRole('table', { name: /^Permissions of / });
  await expect(matrix.getByRole('rowheader', { name: /Hubs/ })).toBeVisible();
  // Built-in collections with long summaries (their rows' rules: zones, inactive ones…): three
  // lines at most. Modules' and Navigation's summaries, longer still, ran to four or five lines
  // (a 101 px row); they stop after two, the button opening them whole.
  for (const name of ['hubs', 'dashboards', 'modules', 'navigation']) {
    const row = matrix
      .locator('tbody tr')
      .filter({ has: page.locator('th code', { hasText: new RegExp(`^${name}$`) }) });
    const height = (await row.boundingBox())!.height;
    expect(height, `the ${name} row's height`).toBeLessThanOrEqual(72);
  }
  // Only the table scrolls sideways, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a hub's module tabs on a phone: a tab cut at the edge fades out, the current one is whole", async ({
  page,
}) => {
  // Three modules are wider than 375 px: "Company site" was cut to "Compa" by a hard edge, reading
  // as a clipped label rather than as a row that scrolls. The row now fades where tabs are hidden.
  await page.setViewportSize({ width: 375, height: 667 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/zones');
  await page
    .getByRole('link', { name: /Acme Headquarters/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Handbook' }).first().click();
  await page.getByRole('link', { name: 'Welcome' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Modules of this hub' });
  const row = bar.getByRole('list');
  const tabs = bar.getByRole('link');
  // The demo's three modules, or more when another spec added one: the row is wider than a phone.
  expect(await tabs.count()).toBeGreaterThanOrEqual(3);
  const last = tabs.last();
  const fade = () => row.evaluate((el) => getComputedStyle(el).maskImage);
  const inside = async (tab: Locator) => {
    const [r, t] = [(await row.boundingBox())!, (await tab.boundingBox())!];
    return t.x >= r.x - 1 && t.x + t.width <= r.x + r.width + 1;
  };
  // The first module: the last tab is cut, so the row fades at its end, not at its start.
  expect(await inside(last)).toBe(false);
  await expect.poll(fade).toContain('gradient');
  await expect(row).toHaveAttribute('data-hidden-end', 'true');
  await expect(row).not.toHaveAttribute('data-hidden-start', /.*/);
  // The last module: its tab is brought into view whole, and the fade moves to the start.
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => inside(last)).toBe(true);
  await expect(row).toHaveAttribute('data-hidden-start', 'true');
  await expect(row).not.toHaveAttribute('data-hidden-end', /.*/);
  // Only the row scrolls sideways, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('importing a CSV with refused rows on a phone: problems read in lines, the Import button stays in view', async ({
  page,
}) => {
  // A file of refused rows: each row's problems ran a word a line in a column squeezed to its
  // longest word (a 220 px row), and Cancel/Import sat a long scroll below the preview.
  await page.setViewportSize({ width: 375, height: 667 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections/roadmap_items');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import roadmap items from CSV' });
  // Every row names its zone (a field each row needs; a file without that column is refused whole).
  const zone = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('auth-storage')!).state.tokens.access_token;
    const response = await fetch('/api/rest/zones?select=id&limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { id: string }[])[0].id;
  });
  const rows = Array.from({ length: 6 }, (_, i) => `Row ${i},bogus-${i},enormous,${zone}`);
  const csv = ['title,status,size,zone_id', ...rows, `Fine,now,small,${zone}`].join('\n');
  await importing
    .getByLabel('CSV file')
    .setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importing.getByRole('region', { name: 'Preview' })).toContainText('with problems');
  const first = importing.getByRole('row', { name: 'Line 2' });
  expect((await first.boundingBox())!.height, "a refused row's height").toBeLessThanOrEqual(140);
  // Both footer buttons lie whole inside the screen without scrolling the dialog.
  for (const name of ['Cancel', /^Import \d+ row/]) {
    const box = (await importing.getByRole('button', { name }).boundingBox())!;
    expect(box.y + box.height, `${name} in view`).toBeLessThanOrEqual(667);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  // Only the preview table scrolls sideways, never the dialog or the page.
  expect(await importing.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
