import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';
import { translated } from './support/i18n';

// The generated admin screens: the demo admin registers a collection through the API (a JSON
// schema, no code), finds it under Administration → Collections, adds a record through the form
// generated from the schema (its validation included), finds it by search and by a filter,
// exports the filtered rows as CSV and checks the file, deletes the record after the
// confirmation, and imports the exported file back through the preview. A second test builds a
// collection in the schema builder. Screenshots at 1280 and 375 px, light and dark; nothing may
// scroll sideways.

const stamp = Date.now().toString(36);
const name = `e2e_books_${stamp}`;
const built = `e2e_notes_${stamp}`;
let token = '';

const SCHEMA = {
  name,
  label: 'Book',
  description: 'Books of the e2e library.',
  fields: [
    { name: 'title', type: 'string', required: true, max: 120 },
    { name: 'pages', type: 'integer', min: 1, max: 5000 },
    {
      name: 'genre',
      type: 'enum',
      options: [
        { value: 'novel', label: 'Novel' },
        { value: 'essay', label: 'Essay' },
        { value: 'poetry', label: 'Poetry' },
      ],
    },
    { name: 'published_on', type: 'date' },
    { name: 'in_print', type: 'boolean', required: true, default: true },
    { name: 'notes', type: 'text', max: 2000 },
    {
      name: 'zone_id',
      type: 'relation',
      label: 'Zone',
      target: 'zones',
      display_field: 'name',
      on_delete: 'set_null',
    },
  ],
  list: {
    columns: ['title', 'pages', 'genre', 'published_on', 'in_print', 'zone_id'],
    sort: [{ field: 'title', direction: 'asc' }],
    searchable: ['title', 'notes'],
  },
  form: {
    sections: [
      { label: 'Book', fields: ['title', 'genre', 'pages', 'published_on'] },
      { label: 'Library', fields: ['in_print', 'zone_id', 'notes'] },
    ],
  },
};

async function api(
  request: APIRequestContext,
  method: 'post' | 'get' | 'delete',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  await api(request, 'post', '/schemas', SCHEMA);
  await api(request, 'post', `/rest/${name}`, [
    { title: 'A short essay', pages: 40, genre: 'essay', published_on: '2021-03-01' },
    { title: 'Collected poems', pages: 210, genre: 'poetry', in_print: false },
  ]);
});

test.afterAll(async ({ request }) => {
  if (!token) return;
  for (const collection of [name, built]) {
    await request.delete(`/api/schemas/${collection}?confirm=destructive`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});

/** Screenshots at 1280 and 375 px, light and dark; fails when the page scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, shot: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${shot} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${shot}-${width}-${scheme}.png`) });
      await page.screenshot({ path: `test-results/screens/${shot}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

test('a registered collection gets an admin screen: add, find, export, delete and import records', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInViaApi(page, DEMO_ADMIN);

  // Administration → Collections → the new one.
  await page.goto('/admin');
  await page
    .getByRole('link', { name: /Collections/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  const collections = page.getByRole('table', { name: 'Collections' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('e2e_books');
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const row = collections.getByRole('row', { name: `Book (${name})` });
  await expect(row).toContainText('Registered · v1');
  await expect(row).toContainText('2'); // rows
  await shoot(page, testInfo, 'collections-list');
  // Open it, timing click → first page of rows on screen in the page itself (a figure to read,
  // not a pass mark: the machine is shared; tools/bench measures the 100,000-row goal).
  const firstPageMs = await page.evaluate(async (label) => {
    const target = [...document.querySelectorAll('tr')].find((r) => r.getAttribute('aria-label') === label)!;
    const start = performance.now();
    target.click();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector('table[aria-label="Books"] tbody tr[aria-label]')
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    return Math.round(performance.now() - start);
  }, `Book (${name})`);
  testInfo.annotations.push({ type: 'first page after navigation (ms)', description: String(firstPageMs) });
  console.log(`collections e2e: first page of rows ${firstPageMs} ms after the click`);
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${name}$`));

  const books = page.getByRole('table', { name: 'Books' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
  await expect(books.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(books.getByRole('columnheader')).toHaveText([
    '',
    'Title',
    'Pages',
    'Genre',
    'Published on',
    'In print',
    'Zone',
  ]);

  // Add a record through the generated form; its rules come from the schema.
  await page.getByRole('button', { name: 'New book' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New book' });
  // The form's first field has the focus, not the panel's Close button.
  await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await panel.getByRole('button', { name: 'Add book' }).click();
  await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(panel.getByText('Required')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Title' }).fill(`The long novel ${stamp}`);
  await panel.getByRole('spinbutton', { name: 'Pages (optional)' }).fill('0');
  await panel.getByRole('spinbutton', { name: 'Pages (optional)' }).blur();
  await expect(panel.getByText('Must be at least 1')).toBeVisible();
  // Text the number input cannot read: Chromium reports '' for it, which was saved as no value.
  await panel.getByRole('spinbutton', { name: 'Pages (optional)' }).fill('');
  await panel.getByRole('spinbutton', { name: 'Pages (optional)' }).pressSequentially('3-');
  await panel.getByRole('button', { name: 'Add book' }).click();
  await expect(panel.getByText('Must be a number')).toBeVisible();
  await expect(panel.getByRole('spinbutton', { name: 'Pages (optional)' })).toBeFocused();
  await panel.getByRole('spinbutton', { name: 'Pages (optional)' }).fill('321');
  await expect(panel.getByText('Must be a number')).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Genre (optional)' }).selectOption('novel');
  await panel.getByLabel('Published on (optional)').fill('2024-05-17');
  const zone = panel.getByRole('combobox', { name: 'Zone (optional)' });
  await zone.click();
  const firstZone = panel
    .getByRole('listbox', { name: 'Zone (optional) choices' })
    .getByRole('option')
    .first();
  await expect(firstZone).toBeVisible();
  const zoneName = (await firstZone.locator('span').first().textContent())!.trim();
  await firstZone.click();
  await expect(zone).toHaveValue(zoneName);
  await panel.getByRole('textbox', { name: 'Notes (optional)' }).fill('Added from the generated form.');
  await shoot(page, testInfo, 'collection-record-form');
  await panel.getByRole('button', { name: 'Add book' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Book added', { exact: true })).toBeVisible();
  const added = books.getByRole('row', { name: `The long novel ${stamp}` });
  await expect(added).toContainText('321');
  await expect(added).toContainText('Novel');
  await expect(added).toContainText(zoneName);
  await expect(page.getByText('1–3 of 3')).toBeVisible();

  // Find it with the search box…
  await page.getByRole('searchbox', { name: 'Search' }).fill('long novel');
  await expect(books.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByText('1–3 of 3')).toBeVisible();

  // …and with a filter built from column, operator and value.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  // Removing a filter by keyboard keeps the focus in the builder (its button is gone with the
  // row): on the Remove button now in its place, then on "Add filter" when none is left.
  await filters.getByRole('button', { name: 'Add filter' }).focus();
  await page.keyboard.press('Enter');
  await filters.getByRole('button', { name: 'Remove filter 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('button', { name: 'Remove filter 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('button', { name: 'Add filter' })).toBeFocused();
  await page.keyboard.press('Enter');
  await filters.getByLabel('Filter 1 column').selectOption('pages');
  await filters.getByLabel('Filter 1 operator').selectOption('gte');
  // Text the number input cannot read: the builder's own message beside the row, not Chromium's
  // bubble (the input reports '' for it), and nothing applied.
  const value = filters.getByLabel('Filter 1 value');
  await value.pressSequentially('2-');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByRole('alert')).toHaveText('Enter a number');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await value.fill('200');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Pages ≥ 200');
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(books.getByRole('row', { name: 'A short essay' })).toHaveCount(0);
  await shoot(page, testInfo, 'collection-records-filtered');

  // Export what the filter matches, as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('title,pages,genre,published_on,in_print,zone_id');
  expect(lines.slice(1).sort()).toEqual(
    [
      `Collected poems,210,poetry,,false,`,
      expect.stringMatching(new RegExp(`^The long novel ${stamp},321,novel,2024-05-17,true,[0-9a-f-]{36}$`)),
    ].sort(),
  );
  expect(lines).toHaveLength(3);
  await expect(page.getByText('CSV exported', { exact: true })).toBeVisible();

  // Delete the new record after the confirmation says what goes.
  await page.getByRole('checkbox', { name: `Select The long novel ${stamp}` }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this book?' });
  await expect(confirm).toContainText(`The long novel ${stamp}.`);
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete book' }).click();
  await expect(page.getByText('Book deleted', { exact: true })).toBeVisible();
  // The Delete… button left with the selection: the focus stays in the page, not on <body>.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(books.getByRole('row', { name: `The long novel ${stamp}` })).toHaveCount(0);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const left = await api(
    page.request,
    'get',
    `/rest/${name}?select=id&title=${encodeURIComponent('like.The long novel*')}`,
  );
  expect(await left.json()).toEqual([]);

  // The exported file imports back: its rows are checked in a preview, then created.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import books from CSV' });
  await importing
    .getByLabel('CSV file')
    .setInputFiles({ name: 'books.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importing.getByRole('region', { name: 'Preview' })).toContainText('2 ready');
  await importing.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 books imported', { exact: true })).toBeVisible();
  await expect(importing).toBeHidden();
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await expect(books.getByRole('row', { name: `The long novel ${stamp}` })).toContainText(zoneName);
});

test('a CSV file without a column every row needs is refused once, naming the field, and nothing is sent', async ({
  page,
}) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/collections/${name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
  const before = await api(page.request, 'get', `/rest/${name}?select=id&limit=1`);
  const total = before.headers()['content-range'];
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/api/rest/${name}`)) posts.push(r.url());
  });

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import books from CSV' });
  // "Title" is required and has no default: a file without it could import no row.
  await importing.getByLabel('CSV file').setInputFiles({
    name: 'no-title.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('pages,genre\r\n12,novel\r\n30,essay\r\n'),
  });
  const refusal = importing.getByRole('alert');
  await expect(refusal).toContainText('no-title.csv cannot be imported');
  await expect(refusal).toContainText('The file has no column for Title, which every row needs');
  // Said once for the file, not as a "Title: Required" on every line; no preview, nothing to import.
  await expect(importing.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(importing.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  await importing.getByRole('button', { name: 'Cancel' }).click();
  await expect(importing).toBeHidden();
  expect(posts).toEqual([]);
  const after = await api(page.request, 'get', `/rest/${name}?select=id&limit=1`);
  expect(after.headers()['content-range']).toBe(total);
});

test('a list’s filter and order travel in its address: the link opens the same rows in another browser', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  // Rows of this test's own: their titles set them apart from the other tests' books.
  await api(page.request, 'post', `/rest/${name}`, [
    { title: `Linked ${stamp} one`, pages: 250 },
    { title: `Linked ${stamp} two`, pages: 400 },
    { title: `Linked ${stamp} three`, pages: 120 },
  ]);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/collections/${name}`);
  const books = page.getByRole('table', { name: 'Books' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
  const entries = await page.evaluate(() => history.length);

  await page.getByRole('searchbox', { name: 'Search' }).fill(`Linked ${stamp}`);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  // The builder opens with an empty filter row.
  await filters.getByLabel('Filter 1 column').selectOption('pages');
  await filters.getByLabel('Filter 1 operator').selectOption('gte');
  await filters.getByLabel('Filter 1 value').fill('200');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  // Pages, descending: the second click on its header.
  const pagesHeader = books.getByRole('button', { name: /^Pages/ });
  await pagesHeader.click();
  await expect(books.getByRole('columnheader', { name: /Pages/ })).toHaveAttribute('aria-sort', 'ascending');
  await pagesHeader.click();
  await expect(books.getByRole('columnheader', { name: /Pages/ })).toHaveAttribute('aria-sort', 'descending');
  const titles = [`Linked ${stamp} two`, `Linked ${stamp} one`];
  await expect(books.getByRole('row').filter({ hasText: `Linked ${stamp}` })).toHaveText(
    titles.map((title) => new RegExp(title)),
  );
  // The address says the view in readable parameters, and was replaced, not pushed, on each change.
  await expect(page).toHaveURL(/[?&]sort=-pages(&|$)/);
  const link = new URL(page.url());
  expect(link.searchParams.get('sort')).toBe('-pages');
  expect(link.searchParams.getAll('filter')).toEqual(['pages.gte.200']);
  expect(link.searchParams.get('q')).toBe(`Linked ${stamp}`);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Another browser, the same admin: the link opens the same filtered, ordered rows.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signInViaApi(second, DEMO_ADMIN);
    const asked: string[] = [];
    second.on('request', (r) => {
      if (r.url().includes(`/api/rest/${name}?`)) asked.push(r.url());
    });
    await second.goto(link.href);
    const secondBooks = second.getByRole('table', { name: 'Books' });
    await expect(second.getByText('1–2 of 2')).toBeVisible();
    await expect(secondBooks.getByRole('row').filter({ hasText: `Linked ${stamp}` })).toHaveText(
      titles.map((title) => new RegExp(title)),
    );
    await expect(second.getByRole('list', { name: 'Active filters' })).toContainText('Pages ≥ 200');
    await expect(second.getByRole('searchbox', { name: 'Search' })).toHaveValue(`Linked ${stamp}`);
    await expect(secondBooks.getByRole('columnheader', { name: /Pages/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The first request already asked for that view (no default page first).
    const first = new URL(asked[0]!);
    expect(first.searchParams.get('order')).toBe('pages.desc');
    expect(first.searchParams.get('pages')).toBe('gte.200');
    await expect(second).toHaveURL(link.href);
  } finally {
    await other.close();
  }
});

test.describe('in German', () => {
  const language = (request: APIRequestContext, tag: string) =>
    request.patch('/api/users/me/preferences', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: tag },
    });
  // The demo admin reads English again in every later test, whatever happens in this one.
  test.afterEach(async ({ request }) => {
    expect((await language(request, 'en-US')).status()).toBe(200);
  });

  test("the record form says its errors in the reader's language", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    expect((await language(page.request, 'de-DE')).status()).toBe(200);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto(`/admin/collections/${name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page
      .getByRole('button', { name: translated('de', 'New {lowerNoun}', { lowerNoun: 'Book' }) })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await panel.locator('button[type="submit"]').click();
    // The field rules of the collection's schema (libs/schema), said in German
    await expect(panel.getByText(translated('de', 'Required'), { exact: true })).toBeVisible();
    // react-hook-form focuses the first invalid field once more on a timer after the submit; a
    // value typed meanwhile lands there, so the value is checked where it was meant to go.
    const pages = panel.getByRole('spinbutton').first();
    await expect(async () => {
      await pages.fill('0');
      await expect(pages).toHaveValue('0', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await pages.blur();
    await expect(
      panel.getByText(translated('de', 'Must be at least {min}', { min: '1' }), { exact: true }),
    ).toBeVisible();
    await expect(panel.getByText('Required', { exact: true })).toHaveCount(0);
    await shoot(page, testInfo, 'collection-record-form-de');
  });

  test("the schema builder says the server's dry-run problems in the reader's language", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const de = (english: string, values?: Record<string, string>) => translated('de', english, values);
    expect((await language(page.request, 'de-DE')).status()).toBe(200);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/collections');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.getByRole('button', { name: de('New collection') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(de('Name'), { exact: true }).fill(`gefuehl_${Date.now().toString(36)}`);
    await dialog.getByLabel(de('Label (one row)')).fill('Gefühl');
    await dialog.getByRole('button', { name: de('Add field') }).click();
    await dialog.getByLabel(de('Field {n} name', { n: '2' })).fill('stimmung');
    await dialog.getByLabel(de('Field {n} type', { n: '2' })).selectOption('enum');
    await dialog.getByRole('button', { name: de('Check (dry run)') }).click();
    // The server's dry run answers in English (its contract); the builder says it in German, in
    // the summary and at the input.
    const problem = dialog.getByText(de('An enum needs at least one option'), { exact: true });
    await expect(problem).toBeVisible();
    await expect(dialog.getByText('An enum needs at least one option')).toHaveCount(0);
    await problem.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'schema-builder-problem-de');
  });

  test("built-in collections are named in the reader's language, from their schemas' translations", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    expect((await language(page.request, 'de-DE')).status()).toBe(200);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/collections');
    const list = page.getByRole('table', { name: translated('de', 'Collections') });
    await expect(list.getByText('Zonenmitglied', { exact: true })).toBeVisible();
    await page.goto('/admin/collections/zone_members');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonenmitglieder' })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Zonenmitglieder' });
    for (const header of ['Zone', 'Benutzer', 'Rolle', 'Beigetreten']) {
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Enum options too: the demo owner's membership reads "Inhaber".
    await expect(grid.getByText('Inhaber').first()).toBeVisible();
    await shoot(page, testInfo, 'builtin-collection-de');
    await page.goto('/admin/routes');
    const routes = page.getByRole('table').first();
    for (const header of ['Pfad', 'Komponente', 'Zugriff']) {
      await expect(routes.getByRole('columnheader', { name: header })).toBeVisible();
    }
  });
});

test('saving a record someone else deleted meanwhile says it was not saved, and keeps the form', async ({
  page,
  request,
}) => {
  await signInViaApi(page, DEMO_ADMIN);
  const auth = { Authorization: `Bearer ${token}` };
  const [sample] = (await (
    await request.get('/api/rest/roadmap_items?limit=1', { headers: auth })
  ).json()) as { zone_id: string }[];
  const title = `Deleted under you ${stamp}`;
  const created = await request.post('/api/rest/roadmap_items', {
    headers: { ...auth, Prefer: 'return=representation' },
    data: { title, status: 'next', size: 's', zone_id: sample.zone_id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [{ id }] = (await created.json()) as { id: string }[];

  await page.goto('/admin/collections/roadmap_items');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('row', { name: title }).click();
  const panel = page.getByRole('dialog', { name: title });
  await panel.getByRole('textbox', { name: 'Notes (optional)' }).fill('Typed while it was deleted');

  const removed = await request.delete(`/api/rest/roadmap_items?id=eq.${id}`, { headers: auth });
  expect(removed.status(), await removed.text()).toBeLessThan(300);
  await panel.getByRole('button', { name: 'Save roadmap item' }).click();
  await expect(panel).toContainText('It may have been deleted, or your role may not change it.');
  await expect(panel.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue(
    'Typed while it was deleted',
  );
  await expect(page.getByText('Roadmap item saved', { exact: true })).toHaveCount(0);
});

test('leaving the page (Back) with a schema draft open asks first; Stay keeps the draft', async ({
  page,
}) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Collections', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByLabel('Name', { exact: true }).fill(`draft_${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel('Field 2 name').fill('mood');

  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await expect(dialog.getByLabel('Field 2 name')).toHaveValue('mood');

  await page.goBack();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('the schema builder creates a collection after showing the dry run', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  // On a phone the footer's three buttons wrap in a row or two, not a stack of three taking a third
  // of the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const footer = dialog.locator('[data-slot="dialog-footer"]');
  await expect(footer.getByRole('button', { name: 'Create collection' })).toBeVisible();
  expect((await footer.boundingBox())!.height).toBeLessThan(120);
  await page.screenshot({ path: 'test-results/screens/schema-builder-new-375-light.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel('Name', { exact: true }).fill(built);
  await dialog.getByLabel('Label (one row)').fill('Note');
  // Its own table name, no "Updated" column, ten rows a page.
  await dialog.getByLabel('Table name (optional)').fill(`${built}_rows`);
  await dialog
    .getByRole('group', { name: 'System fields' })
    .getByRole('checkbox', { name: 'Updated' })
    .uncheck();
  await dialog.getByLabel('Rows per page').fill('10');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel('Field 2 name').fill('mood');
  await dialog.getByLabel('Field 2 type').selectOption('enum');
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  // The server's rules, at the input they concern; nothing created.
  await expect(
    dialog.getByRole('listitem', { name: 'Field 2: mood' }).getByLabel('Options (one a line)'),
  ).toHaveAccessibleDescription('An enum needs at least one option');
  await expect(dialog.getByRole('button', { name: 'Create collection' })).toBeDisabled();
  await dialog.getByLabel('Options (one a line)').fill('calm\nbusy');
  // Texts for readers who use Atrium in German.
  const translations = dialog.getByRole('region', { name: 'Translations' });
  await translations.getByRole('button', { name: 'German (de)' }).click();
  const german = translations.getByRole('region', { name: 'German' });
  await german.getByRole('textbox', { name: 'Label (one row) in German' }).fill('Notiz');
  await german.getByRole('textbox', { name: 'Label (several rows) in German' }).fill('Notizen');
  await german.getByRole('textbox', { name: 'Mood: Option “busy” in German' }).fill('beschäftigt');
  await german.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/schema-builder-translations-1280-light.png' });
  await dialog
    .getByRole('listitem', { name: 'Field 2: mood' })
    .getByLabel('Form input')
    .selectOption('radio');
  // The form in one titled section, arranged in the builder.
  // No grant to start with: only admins see a new collection until a role is granted.
  await expect(
    dialog.getByText('No role is granted anything yet: only admins see this collection.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Add role' }).click();
  // Grants name roles picked from the server's list: the members' role, admins not offered.
  const role = dialog.getByRole('combobox', { name: 'Role 1', exact: true });
  await role.selectOption('user');
  await expect(role).toHaveValue('user');
  await expect(role.locator('option[value="user"]')).toHaveCount(1);
  await expect(role.locator('option[value="admin"]')).toHaveCount(0);
  // On a phone the permissions table scrolls inside its own frame; the dialog never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByRole('table', { name: 'Permissions' })).toBeAttached();
  const body = dialog.locator('[data-slot="dialog-body"]');
  await expect
    .poll(() => body.evaluate((el) => el.scrollWidth - el.clientWidth), 'the dialog scrolls sideways')
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const layout = dialog.getByRole('region', { name: 'Form layout' });
  await layout.getByRole('button', { name: 'Arrange in sections' }).click();
  await expect(layout.getByLabel('Section 1 title (optional)')).toHaveValue('Note');
  await layout.getByLabel('Section 1 description (optional)').fill('What to remember');
  await expect(layout.getByRole('list', { name: 'Fields of section 1' }).getByRole('listitem')).toHaveText([
    'Title',
    'Mood',
  ]);
  await layout.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/schema-builder-form-layout-1280-light.png' });
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(dialog.getByTestId('dry-run-sql')).toContainText(`CREATE TABLE "${built}_rows"`);
  await expect(dialog.getByTestId('dry-run-sql')).toContainText('"created_by"');
  await expect(dialog.getByTestId('dry-run-sql')).not.toContainText('updated_at');
  await dialog.getByTestId('dry-run-sql').scrollIntoViewIfNeeded();
  // The title row and the × stay above the part that scrolls: nothing scrolls under the ×, at
  // 1280 and at 375 px, in either scheme.
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height });
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const closeBox = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
    const bodyBox = (await body.boundingBox())!;
    expect(closeBox.y + closeBox.height, `the × over the scrolling body at ${width} px`).toBeLessThanOrEqual(
      bodyBox.y,
    );
    await expect(dialog.getByRole('heading', { name: 'New collection' })).toBeInViewport();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `test-results/screens/dialog-header-scrolled-${width}-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByTestId('dry-run-sql').scrollIntoViewIfNeeded();
  // This one first: the full-page capture (a viewport resize) left the dialog scrolled to its top.
  await page.screenshot({ path: 'test-results/screens/schema-builder-dry-run-1280-light.png' });
  await page.screenshot({ path: testInfo.outputPath('schema-builder-dry-run.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${built}$`));
  await expect(page.getByText('Collection created', { exact: true })).toBeVisible();
  await expect(page.getByText('No notes yet')).toBeVisible();
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  const stored = await page.request.get(`/api/schemas/${built}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { schema } = (await stored.json()) as {
    schema: { translations?: unknown; fields: { name: string; translations?: unknown }[] };
  };
  expect(schema.translations).toEqual({ de: { label: 'Notiz', label_plural: 'Notizen' } });
  expect(schema.fields.find((f) => f.name === 'mood')?.translations).toEqual({
    de: { options: { busy: 'beschäftigt' } },
  });
});

test('an admin extends a collection’s schema after a dry run, then deletes the collection', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/collections/${built}`);
  await expect(page.getByText(/2 fields · .* · schema v1/)).toBeVisible();

  // A new field, added in the builder: additive, applied from the dry run that showed it.
  await page.getByRole('button', { name: 'Edit schema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit schema' });
  // Stored fields keep their names (a renamed column would lose its values).
  await expect(dialog.getByLabel('Field 1 name')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Field 1 name')).toHaveValue('title');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel('Field 3 name').fill('rating');
  await dialog.getByLabel('Field 3 type').selectOption('integer');
  await dialog.getByLabel('Max', { exact: true }).fill('5');
  await dialog.getByLabel('Help text (optional)').nth(2).fill('From 0 to 10');
  const rating = dialog.getByRole('listitem', { name: 'Field 3: rating' });
  await rating.getByLabel('Default value (optional)').fill('3');
  await rating.getByLabel('Placeholder (optional)').fill('0 to 10');
  // The list's first view: sorted by the new field, highest first.
  const listView = dialog.getByRole('region', { name: 'List view' });
  await expect(listView.getByRole('group', { name: 'Columns' }).getByLabel('Rating')).toBeChecked();
  await listView.getByLabel('Sorted by').selectOption({ label: 'Rating' });
  await listView.getByLabel('Direction').selectOption('desc');
  await listView.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/schema-builder-list-view-1280-light.png' });
  await expect(dialog.getByRole('button', { name: 'Apply change' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(dialog.getByTestId('dry-run-sql')).toContainText(`ADD COLUMN "rating"`);
  await dialog.getByTestId('dry-run-sql').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('edit-schema-dry-run.png') });
  await page.screenshot({ path: 'test-results/screens/edit-schema-dry-run-1280-light.png' });
  // A change after the dry run needs a new one.
  await dialog.getByLabel('Max', { exact: true }).fill('10');
  await expect(dialog.getByRole('button', { name: 'Apply change' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await dialog.getByRole('button', { name: 'Apply change' }).click();
  await expect(page.getByText('Schema saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/3 fields · .* · schema v2/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Rating/ })).toHaveAttribute('aria-sort', 'descending');

  // The generated form starts a new record at the default, and the input carries the placeholder.
  await page.getByRole('button', { name: 'New note' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New note' });
  const ratingInput = panel.getByLabel('Rating');
  await expect(ratingInput).toHaveValue('3');
  await expect(ratingInput).toHaveAttribute('placeholder', '0 to 10');
  await expect(panel.getByRole('region', { name: 'Note' })).toContainText('What to remember');
  // The choice field was set to show radio buttons.
  await expect(panel.getByRole('group', { name: 'Mood (optional)' }).getByRole('radio')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/screens/record-form-widgets-1280-light.png' });
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();

  // A draft is not dropped without a word: Cancel asks first.
  await page.getByRole('button', { name: 'Edit schema' }).click();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard this draft?' });
  await expect(discard).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/discard-schema-draft-1280-light.png' });
  await discard.getByRole('button', { name: 'Discard draft' }).click();
  await expect(dialog).toBeHidden();

  // The JSON tab holds the same schema; text that is no JSON is refused before anything is sent.
  await page.getByRole('button', { name: 'Edit schema' }).click();
  await dialog.getByRole('tab', { name: 'JSON' }).click();
  const json = dialog.getByLabel('Schema (JSON)');
  const stored = JSON.parse(await json.inputValue()) as {
    fields: { name: string; max?: number; help?: string }[];
  };
  expect(stored.fields.find((f) => f.name === 'rating')).toMatchObject({
    type: 'integer',
    max: 10,
    help: 'From 0 to 10',
    default: 3,
    placeholder: '0 to 10',
  });
  expect((stored as unknown as { list: { sort: unknown } }).list.sort).toEqual([
    { field: 'rating', direction: 'desc' },
  ]);
  await json.fill('{ "name": ');
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not valid JSON');
  await expect(dialog.getByRole('button', { name: 'Apply change' })).toBeDisabled();

  // Removing it again, in the builder, is destructive: its own button, after the dry run listed it.
  await json.fill(JSON.stringify(stored));
  await dialog.getByRole('tab', { name: 'Builder' }).click();
  await dialog.getByRole('button', { name: 'Remove field 3' }).click();
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(dialog.getByRole('button', { name: 'Apply destructive change' })).toBeEnabled();
  await dialog.getByLabel('Field 1 name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/edit-schema-builder-1280-light.png' });
  await dialog.getByTestId('dry-run-sql').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/edit-schema-destructive-1280-light.png' });
  await dialog.getByRole('button', { name: 'Apply destructive change' }).click();
  await expect(page.getByText(/2 fields · .* · schema v3/)).toBeVisible();

  // Deleting asks for the name.
  await page.getByRole('button', { name: 'Delete collection' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the collection "${built}"?` });
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(`Type "${built}" to confirm.`);
  await page.screenshot({ path: testInfo.outputPath('delete-collection.png') });
  await page.screenshot({ path: 'test-results/screens/delete-collection-1280-light.png' });
  await confirm.getByLabel(`Type ${built} to confirm`).fill(built);
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await expect(page.getByText('Collection deleted', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(built);
  await expect(page.getByRole('table', { name: 'Collections' }).getByText(built)).toHaveCount(0);
});

test('the first press of a record form’s submit marks every required field, the first focused', async ({
  page,
}) => {
  // The demo's roadmap items: a required title (first, focused on opening) and a required zone.
  // A window tall enough for the whole form: its save bar follows the fields, not the window's foot.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections/roadmap_items');
  await page.getByRole('button', { name: 'New roadmap item' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New roadmap item' });
  const title = panel.getByRole('textbox', { name: 'Title' });
  const zone = panel.getByRole('combobox', { name: 'Zone' });
  await expect(title).toBeFocused();
  await expect(zone).toBeEnabled(); // its rows are here
  // A real press: leaving the title shows its message and moves the save bar down before release.
  await panel.getByRole('button', { name: 'Add roadmap item' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Required', { exact: true })).toHaveCount(2);
  await expect(title).toBeFocused();
});
