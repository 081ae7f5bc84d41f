import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';
import { expectAccessible } from './support/axe';

// The schema builder by keyboard (an outside keyboard audit): in the "New collection" dialog,
// every control reached by Tab is in view above the dialog's buttons, never behind them; a
// refused dry run puts its summary in view and in focus, and the summary's link leads to the
// input the server named, marked invalid and described by its problem. At 1280 px and on a phone.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

async function openNewCollection(page: Page): Promise<Locator> {
  await page.goto('/admin/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Where the focused control is, against the dialog's top and the top of the bar its buttons are
 * in (the dialog's child holding them, however the dialog is built): null when the focus is in
 * that bar.
 */
async function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const dialog = document.querySelector('[role="dialog"]')!;
    const footer = dialog.querySelector('[data-slot="dialog-footer"]')!;
    const bar = [...dialog.children].find((child) => child.contains(footer))!;
    if (bar.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    return {
      what: focused.id || focused.getAttribute('aria-label') || focused.tagName,
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      dialogTop: dialog.getBoundingClientRect().top,
      barTop: bar.getBoundingClientRect().top,
    };
  });
}

/** The bottom of what `locator` shows, and the top of the dialog's buttons' bar. */
async function againstBar(locator: Locator) {
  return locator.evaluate((element) => {
    const dialog = element.closest('[role="dialog"]')!;
    const footer = dialog.querySelector('[data-slot="dialog-footer"]')!;
    const bar = [...dialog.children].find((child) => child.contains(footer))!;
    return { bottom: element.getBoundingClientRect().bottom, barTop: bar.getBoundingClientRect().top };
  });
}

for (const size of SIZES) {
  test(`Tab never hides the focused control behind the schema dialog's buttons (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    const dialog = await openNewCollection(page);
    // Two fields: a long form, so Tab has to scroll the dialog many times.
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await dialog.getByLabel('Name', { exact: true }).focus();
    let checked = 0;
    let shot = false;
    for (let i = 0; i < 70; i += 1) {
      await page.keyboard.press('Tab');
      const place = await focusedPlace(page);
      if (!place) continue;
      checked += 1;
      const taller = place.height > place.barTop - place.dialogTop;
      // All of it above the buttons (a tab panel taller than the dialog: its top, in view).
      expect(place.top, `${place.what}: its top in view`).toBeGreaterThanOrEqual(place.dialogTop - 1);
      if (!taller) {
        expect(place.bottom, `${place.what}: not behind the buttons`).toBeLessThanOrEqual(place.barTop + 1);
      }
      // The first field's name, the control the audit found hidden at 1280 px.
      if (!shot && place.what.endsWith('-name') && place.what.includes('-field')) {
        shot = true;
        await page.screenshot({ path: `test-results/screens/schema-builder-tab-${size.width}-light.png` });
      }
    }
    expect(checked, 'controls reached by Tab').toBeGreaterThan(30);
    expect(shot, 'Tab reached the first field’s name').toBe(true);
  });

  test(`a refused dry run is summed up in focus, its link leading to the input (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInViaApi(page, DEMO_ADMIN);
    const dialog = await openNewCollection(page);
    await dialog.getByLabel('Name', { exact: true }).fill(`e2e_moods_${Date.now().toString(36)}`);
    await dialog.getByLabel('Label (one row)').fill('Mood');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await dialog.getByLabel('Field 2 name').fill('mood');
    await dialog.getByLabel('Field 2 type').selectOption('enum');
    // The button by keyboard, from wherever the dialog is scrolled to (its end, after the typing).
    await dialog.getByRole('button', { name: 'Check (dry run)' }).focus();
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/schemas') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    // The server names the place: `fields.1.options`.
    expect(((await (await answer).json()) as { details: unknown }).details).toEqual([
      { path: 'fields.1.options', message: 'An enum needs at least one option' },
    ]);
    const summary = dialog.getByRole('alert', { name: 'Invalid collection schema' });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport({ ratio: 1 });
    const shown = await againstBar(summary);
    expect(shown.bottom, 'the summary above the buttons').toBeLessThanOrEqual(shown.barTop);
    await page.screenshot({
      path: `test-results/screens/schema-builder-problem-summary-${size.width}-light.png`,
    });

    const field = dialog.getByRole('listitem', { name: 'Field 2: mood' });
    const options = field.getByLabel('Options (one a line)');
    await expect(options).toHaveAttribute('aria-invalid', 'true');
    await expect(options).toHaveAccessibleDescription('An enum needs at least one option');
    // The summary's link, by keyboard: the options input in focus, above the buttons.
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(options).toBeFocused();
    const input = await againstBar(options);
    expect(input.bottom, 'the input above the buttons').toBeLessThanOrEqual(input.barTop);
    await expect(field.getByText('An enum needs at least one option')).toBeInViewport();
    await page.screenshot({
      path: `test-results/screens/schema-builder-problem-field-${size.width}-light.png`,
    });

    if (size.width === 375) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await summary.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'the schema builder with a refused dry run (dark, 375 px)');
      await page.screenshot({ path: `test-results/screens/schema-builder-problem-summary-375-dark.png` });
    }
  });
}
