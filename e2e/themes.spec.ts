import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, screens, signInViaApi } from './support/auth';
import { literal, sql } from './support/db';

// Themes (/admin/themes): an admin creates a theme with a new primary colour, sees a colour with
// too little contrast refused, fixes it and activates the theme; a member (another browser
// context) whose page is already open sees the new primary colour on a button without reloading
// (when the tab is shown again: the check every 30 s is not waited for), and after a reload;
// so does the sign-in page, in light and in dark. Screenshots at 1280 and 375 px, light and dark.

const run = Date.now().toString(36);
const NAME = `e2e-teal-${run}`;
const LABEL = `E2E Teal ${run}`;
const TEAL = { light: '#0f766e', lightText: '#ffffff', dark: '#5eead4', darkText: '#042f2e' };
const TEAL_RGB = 'rgb(15, 118, 110)';
const TEAL_DARK_RGB = 'rgb(94, 234, 212)';

test.afterAll(async () => {
  // Back to the seeded default for every other spec.
  await sql(`UPDATE themes SET is_active = false WHERE is_active`);
  await sql(`UPDATE themes SET is_active = true WHERE name = 'default'`);
  await sql(`DELETE FROM themes WHERE name = ${literal(NAME)}`);
});

/** Whether some button on the page is filled with `rgb` (a primary button). */
async function someButtonFilled(page: Page, rgb: string): Promise<boolean> {
  return page.evaluate(
    (colour) =>
      [...document.querySelectorAll('button, a')].some(
        (el) => getComputedStyle(el).backgroundColor === colour,
      ),
    rgb,
  );
}

/**
 * The tab is shown again: the browser fires visibilitychange, and the page asks at once whether
 * the active theme changed (the same check runs every 30 s while the tab is visible).
 */
async function showAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/** Shows the tab again while the theme is unchanged, and waits for the check's 304. */
async function showAgainUnchanged(page: Page): Promise<void> {
  const unchanged = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/themes/active' && res.status() === 304,
  );
  await showAgain(page);
  await unchanged;
}

/** Counts the page's requests for the active theme's stylesheet from now on. */
function countThemeStylesheets(page: Page): () => number {
  let count = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/themes/active.css') count++;
  });
  return () => count;
}

test('an admin activates a new brand colour; an open member page gets it without a reload, the sign-in page on its next load', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // A member has the app open before the change.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInViaApi(member, DEMO_MEMBER);
  await member.goto('/zones');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await someButtonFilled(member, TEAL_RGB)).toBe(false);
  // While nothing changed, showing the tab again asks (a 304) and re-links nothing.
  const memberStylesheets = countThemeStylesheets(member);
  await showAgainUnchanged(member);
  expect(memberStylesheets()).toBe(0);
  await expect(member.locator('style[data-atrium-theme]')).toHaveCount(1);
  // Marks this page: a reload would lose the mark.
  await member.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));

  // The admin opens Administration → Themes from the admin menu.
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Themes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/themes$/);
  await expect(page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('theme-default')).toContainText('Active');
  await screens(page, 'themes-list');

  await page.getByRole('button', { name: 'New theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Label').fill(LABEL);
  await dialog.getByLabel('Name').fill(NAME);
  // Light teal on white: links and white text on it would be hard to read.
  await dialog.getByTestId('light-primary').fill(TEAL.dark);
  await expect(dialog.getByText('AA fail').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Create theme' }).click();
  await expect(dialog.getByTestId('form-error')).toContainText('WCAG AA needs at least 4.5:1');
  await expect(dialog.getByTestId('form-error')).toContainText('tokens.light.');

  await dialog.getByTestId('light-primary').fill(TEAL.light);
  await dialog.getByTestId('light-primary-foreground').fill(TEAL.lightText);
  await dialog.getByTestId('dark-primary').fill(TEAL.dark);
  await dialog.getByTestId('dark-primary-foreground').fill(TEAL.darkText);
  await expect(dialog.getByText('AA fail')).toHaveCount(0);
  await expect(dialog.getByText('AA pass')).toHaveCount(4);
  // The live preview draws the new colour in both schemes.
  const lightSave = dialog.getByTestId('theme-preview-light').getByText('Save', { exact: true });
  await expect(lightSave).toHaveCSS('background-color', TEAL_RGB);
  const darkSave = dialog.getByTestId('theme-preview-dark').getByText('Save', { exact: true });
  await expect(darkSave).toHaveCSS('background-color', TEAL_DARK_RGB);
  await screens(page, 'themes-editor');
  await dialog.getByRole('button', { name: 'Create theme' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Theme ${LABEL} created`, { exact: true })).toBeVisible();

  // Activated: this tab takes the new look at once.
  await page.getByRole('button', { name: `Activate ${LABEL}` }).click();
  await expect(page.getByText(`Theme ${LABEL} is now active`, { exact: true })).toBeVisible();
  await expect(page.getByTestId(`theme-${NAME}`)).toContainText('Active');
  await expect(page.getByRole('button', { name: 'New theme' })).toHaveCSS('background-color', TEAL_RGB);
  await screens(page, 'themes-activated');

  // The active theme cannot be deleted; another one can, after confirming.
  await expect(page.getByRole('button', { name: `Delete ${LABEL}` })).toHaveCount(0);

  // The member's open page gets it when its tab is shown again, without a reload, and once.
  await expect
    .poll(async () => {
      await showAgain(member);
      return someButtonFilled(member, TEAL_RGB);
    })
    .toBe(true);
  expect(await member.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
  await showAgainUnchanged(member);
  await expect(member.locator('link[data-atrium-theme]')).toHaveCount(1);
  expect(memberStylesheets()).toBe(1);
  await screens(member, 'themes-member-live');

  // And after a reload (index.html carries the new theme).
  await member.reload();
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => someButtonFilled(member, TEAL_RGB)).toBe(true);
  await screens(member, 'themes-member');
  await memberContext.close();

  // And so does the sign-in page, in light and dark.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/login');
  const signIn = visitor.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveCSS('background-color', TEAL_RGB);
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await expect(signIn).toHaveCSS('background-color', TEAL_DARK_RGB);
  await visitor.emulateMedia({ colorScheme: 'light' });
  await screens(visitor, 'themes-sign-in');
  await visitorContext.close();
});
