import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi, signUpViaApi } from './support/auth';

// Toasts and dialogs (an outside audit): from the `sm` breakpoint up, toasts showed bottom-right,
// over a dialog's Save and Cancel, and the pointer could not reach them for five seconds; then top
// centre, over a side panel's title (and under a phone's top bar, over its header). A toast now
// covers neither a dialog's buttons nor its header, and the toasts' region catches no pointer
// beside them.

const stamp = Date.now().toString(36);
const name = `e2e_tags_${stamp}`;
let token = '';

// A unique title: adding one twice is refused by the server (409). The panel says so once, under
// the field; the toasts that show while a panel is open are the ones of an earlier add (5 s).
const SCHEMA = {
  name,
  label: 'Tag',
  fields: [{ name: 'title', type: 'string', required: true, max: 120, unique: true }],
};

async function api(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.beforeAll(async ({ request }) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  await api(request, '/schemas', SCHEMA);
  await api(request, `/rest/${name}`, [{ title: 'taken' }]);
});

test.afterAll(async ({ request }) => {
  if (!token) return;
  await request.delete(`/api/schemas/${name}?confirm=destructive`, {
    headers: { Authorization: `Bearer ${token}` },
  });
});

/** What the pointer hits at the middle of `target` (true when it is `target` or inside it). */
async function pointerReaches(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function boxesOverlap(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function openNewTag(page: Page) {
  await page.getByRole('button', { name: 'New tag' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New tag' });
  await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
  return panel;
}

for (const size of [
  { width: 375, height: 667 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`a toast over an open record panel leaves its buttons within the pointer's reach (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto(`/admin/collections/${name}`);
    // A refused add is said once, in the panel under its field: no toast says it again.
    let panel = await openNewTag(page);
    const title = panel.getByRole('textbox', { name: 'Title' });
    await title.fill('taken');
    let submit = panel.getByRole('button', { name: 'Add tag' });
    await submit.click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

    // Added: the panel closes and "Tag added" shows for 5 s, while the next panel is opened.
    await title.fill(`first ${size.width}`);
    await submit.click();
    await expect(panel).toBeHidden();
    const added = page.locator('[data-slot="toast"]').filter({ hasText: 'Tag added' });
    await expect(added).toHaveCount(1);
    // Its five seconds held from now (Radix pauses toasts while the window is in the background),
    // so that a slow machine measures the boxes of a toast still there; let go before the real
    // click below.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    // No dialog open: the toast covers neither the top bar (its menu and account buttons) nor the
    // page's title; on a phone it sits at the foot of the screen, centred (it covered both, under
    // the top bar), from sm up bottom-right.
    await expect(added).toBeVisible();
    const topBar = page.locator('[data-slot="app-shell-header"]');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await boxesOverlap(added, topBar), 'the toast clear of the top bar').toBe(false);
    expect(await boxesOverlap(added, heading), 'the toast clear of the page title').toBe(false);
    const toastBox = (await added.boundingBox())!;
    expect(
      size.height - (toastBox.y + toastBox.height),
      'the toast at the foot of the screen',
    ).toBeLessThanOrEqual(24);
    if (size.width < 640) {
      const centre = toastBox.x + toastBox.width / 2;
      expect(Math.abs(centre - size.width / 2), 'the toast centred on a phone').toBeLessThanOrEqual(2);
    } else {
      expect(size.width - (toastBox.x + toastBox.width), 'the toast at the right').toBeLessThanOrEqual(32);
    }
    await page.screenshot({ path: `test-results/screens/toast-no-dialog-${size.width}-light.png` });
    panel = await openNewTag(page);
    await expect(added).toBeVisible();

    // The toast covers none of the panel's buttons, and the pointer reaches them; nor its header
    // (the title, what the panel is about) and its corner ×.
    submit = panel.getByRole('button', { name: 'Add tag' });
    const cancel = panel.getByRole('button', { name: 'Cancel' });
    const close = panel.getByRole('button', { name: 'Close', exact: true });
    for (const button of [submit, cancel, close]) {
      expect(await boxesOverlap(added, button), 'the toast beside the buttons').toBe(false);
      expect(await pointerReaches(button), 'the pointer reaches the button').toBe(true);
    }
    const header = panel.locator('[data-slot="dialog-header"]');
    await expect(header.getByRole('heading', { name: 'New tag' })).toBeVisible();
    expect(await boxesOverlap(added, header), 'the toast clear of the panel header').toBe(false);
    expect(
      await pointerReaches(header.getByRole('heading', { name: 'New tag' })),
      'the title not under the toast',
    ).toBe(true);
    await page.screenshot({ path: `test-results/screens/toast-over-panel-${size.width}-light.png` });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // A real click, well within the toast's five seconds: another title, added.
    await panel.getByRole('textbox', { name: 'Title' }).fill(`free ${size.width}`);
    await submit.click({ timeout: 2000 });
    await expect(panel).toBeHidden();
    // The first toast is still there: the region around it takes no pointer (its padding, just
    // left of the toast, is whatever lies under it), the toast itself does (its close button).
    const first = added.first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    const region = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-slot="toast-viewport"]') !== null,
      { x: box.x - 8, y: box.y + box.height / 2 },
    );
    expect(region, 'the region beside the toast catches the pointer').toBe(false);
    // That toast itself (the second add has one of its own, alike).
    const shown = (await first.elementHandle())!;
    await first.getByRole('button', { name: 'Close notification' }).click({ timeout: 2000 });
    await expect.poll(() => shown.evaluate((element) => element.isConnected)).toBe(false);
  });
}

// A page's own save bar on a phone (a card's footer: Preferences, Profile, a hub's settings):
// the toast its Save shows sat at the foot of the screen, over that bar, and the page ended right
// under it, so Save and Discard stayed under the toast for its five seconds. Every page now ends
// with a band taller than a toast: scrolled to its end, the bar is above the toast.
test("on a phone a toast leaves a page's save bar within the pointer's reach", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInViaApi(page, await signUpViaApi(page.request));
  await page.goto('/settings/preferences');
  const form = page.getByRole('form', { name: 'Preferences' });
  const save = form.getByRole('button', { name: 'Save preferences' });
  const discard = form.getByRole('button', { name: 'Discard' });
  await form.getByText('Dark', { exact: true }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await save.click();
  const saved = page.locator('[data-slot="toast"]').filter({ hasText: 'Preferences saved' });
  await expect(saved).toBeVisible();
  // Its five seconds held while the boxes are measured (see above); let go before the click.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await form.getByText('System', { exact: true }).click();
  await expect(save).toBeEnabled();
  // Scrolled to the page's end, as far as a phone goes: the bar is clear of the toast.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(saved).toBeVisible();
  for (const button of [save, discard]) {
    expect(await boxesOverlap(saved, button), 'the toast beside the save bar').toBe(false);
    expect(await pointerReaches(button), 'the pointer reaches the button').toBe(true);
  }
  await page.screenshot({ path: 'test-results/screens/toast-over-save-bar-375-light.png' });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // A real click, within the toast's five seconds: saved (nothing left to save).
  await save.click({ timeout: 2000 });
  await expect(save).toBeDisabled();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
