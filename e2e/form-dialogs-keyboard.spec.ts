import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';

// Form dialogs by keyboard (an outside keyboard audit): in the route form, a collection record's
// side panel (a long form) and the navigation item dialog, every control reached by Tab is in
// view and never behind the dialog's save bar, and the save bar's submit button stays on screen
// the whole way, at 1280 × 800 and on a phone (375 × 667).

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
] as const;

const stamp = Date.now().toString(36);
const name = `e2e_long_${stamp}`;
let token = '';

// A long record form: more fields than a phone (or a laptop) shows at once.
const SCHEMA = {
  name,
  label: 'Long record',
  fields: [
    { name: 'title', type: 'string', required: true, max: 120 },
    { name: 'subtitle', type: 'string', max: 120 },
    { name: 'author', type: 'string', max: 120 },
    { name: 'publisher', type: 'string', max: 120 },
    { name: 'pages', type: 'integer', min: 1, max: 5000 },
    { name: 'price', type: 'number', min: 0 },
    {
      name: 'genre',
      type: 'enum',
      options: [
        { value: 'novel', label: 'Novel' },
        { value: 'essay', label: 'Essay' },
      ],
    },
    { name: 'published_on', type: 'date' },
    { name: 'in_print', type: 'boolean', required: true, default: true },
    { name: 'summary', type: 'text', max: 2000 },
    { name: 'isbn', type: 'string', max: 20 },
    { name: 'edition', type: 'integer', min: 1 },
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
};

async function signInApi(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

test.beforeAll(async ({ request }) => {
  await signInApi(request);
  const res = await request.post('/api/schemas', {
    headers: { Authorization: `Bearer ${token}` },
    data: SCHEMA,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
});

test.afterAll(async ({ request }) => {
  if (!token) return;
  await request.delete(`/api/schemas/${name}?confirm=destructive`, {
    headers: { Authorization: `Bearer ${token}` },
  });
});

/**
 * Where the focused control is against what the dialog shows: the dialog's box and the box of
 * the bar holding `submit` (the save bar, sticky or not). Null when the focus is in that bar.
 */
async function focusedPlace(dialog: Locator, submit: string) {
  return dialog.evaluate((element, submitName) => {
    const focused = document.activeElement as HTMLElement;
    const button = [...element.querySelectorAll('button')].find((b) => b.textContent?.trim() === submitName)!;
    const bar = button.closest<HTMLElement>('[data-testid="save-bar"], [data-slot="dialog-footer"]')!;
    const barBox = bar.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    const dialogBox = element.getBoundingClientRect();
    const submitOnScreen = buttonBox.top >= 0 && buttonBox.bottom <= window.innerHeight;
    if (bar.contains(focused)) return { inBar: true as const, submitOnScreen };
    const box = focused.getBoundingClientRect();
    return {
      inBar: false as const,
      submitOnScreen,
      what: `${focused.tagName} ${focused.getAttribute('name') ?? focused.getAttribute('aria-label') ?? focused.id}`,
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      viewTop: Math.max(dialogBox.top, 0),
      viewBottom: Math.min(dialogBox.bottom, window.innerHeight),
      barTop: barBox.top,
      barBottom: barBox.bottom,
    };
  }, submit);
}

/**
 * Tabs from the focused first field until the focus reaches the save bar, checking each control
 * on the way: wholly in view and not under the bar. Returns how many controls were checked.
 */
async function tabThrough(page: Page, dialog: Locator, submit: string, shot: string) {
  let checked = 0;
  let reachedBar = false;
  for (let i = 0; i < 80 && !reachedBar; i += 1) {
    const place = await focusedPlace(dialog, submit);
    expect(place.submitOnScreen, `"${submit}" on screen (step ${i})`).toBe(true);
    reachedBar = place.inBar;
    if (place.inBar) break;
    checked += 1;
    expect(place.top, `${place.what}: its top in view`).toBeGreaterThanOrEqual(place.viewTop - 1);
    expect(place.bottom, `${place.what}: its bottom in view`).toBeLessThanOrEqual(place.viewBottom + 1);
    const overlap = Math.min(place.bottom, place.barBottom) - Math.max(place.top, place.barTop);
    if (overlap > 1) await page.screenshot({ path: `/tmp/forms/${shot}-hidden.png` });
    expect(overlap, `${place.what}: not behind the save bar`).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
  }
  expect(reachedBar, 'Tab reached the save bar').toBe(true);
  await page.screenshot({ path: `test-results/screens/${shot}.png` });
  return checked;
}

/** What has the focus: its accessible name as the dialog's controls give it (label, aria-label, text). */
async function focusedName(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const labelled = el.getAttribute('aria-label');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? label ?? el.textContent ?? '').trim();
  });
}

/**
 * From the save bar (where `tabThrough` stops): Tab goes on through the bar's buttons, then the
 * corner ×, then back to `first`; Shift+Tab from `first` goes back to the ×. The × is never
 * reached between the fields and the bar.
 */
async function expectCloseAfterBar(page: Page, dialog: Locator, bar: string[], first: Locator) {
  const stops: string[] = [await focusedName(page)];
  for (let i = 0; i < bar.length + 2; i += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((el) => el === document.activeElement)) break;
    stops.push(await focusedName(page));
  }
  expect(stops.slice(-bar.length - 1), 'Tab after the fields').toEqual([...bar, 'Close']);
  await expect(first, 'Tab after the × wraps to the first field').toBeFocused();
  // …scrolled back into sight (the focus trap moves the focus without scrolling).
  await expect(first, 'the first field in view after the wrap').toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
}

for (const size of SIZES) {
  test(`Tab in the route form never hides a field behind its save bar (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/routes');
    await page.getByRole('button', { name: 'New route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a route' });
    const routeName = dialog.getByRole('textbox', { name: 'Name' });
    await expect(routeName).toBeFocused();
    // Left empty, the name shows "Required" in place of its help: Tab still goes on to the path
    // (not to the dialog itself, as Radix's focus trap did when the help text was removed).
    await page.keyboard.press('Tab');
    await expect(routeName).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Path' })).toBeFocused();
    const checked = await tabThrough(page, dialog, 'Add route', `route-form-tab-${size.width}`);
    expect(checked, 'fields reached by Tab').toBeGreaterThan(5);
    await expectCloseAfterBar(page, dialog, ['Cancel', 'Add route'], routeName);
  });

  test(`Tab in a long record form never hides a field behind its save bar (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto(`/admin/collections/${name}`);
    await page.getByRole('button', { name: 'New long record' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New long record' });
    const title = panel.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeFocused();
    const checked = await tabThrough(page, panel, 'Add long record', `record-form-tab-${size.width}`);
    expect(checked, 'fields reached by Tab').toBeGreaterThanOrEqual(SCHEMA.fields.length);
    await expectCloseAfterBar(page, panel, ['Cancel', 'Add long record'], title);
  });

  test(`Tab in the navigation item dialog never hides a field behind its buttons (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/navigation');
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a menu item' });
    const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await title.focus();
    const checked = await tabThrough(page, dialog, 'Add menu item', `navigation-item-tab-${size.width}`);
    expect(checked, 'fields reached by Tab').toBeGreaterThan(6);
    await expectCloseAfterBar(page, dialog, ['Cancel', 'Add menu item'], title);
  });
}
