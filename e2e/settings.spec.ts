import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, signInViaApi } from './support/auth';
import { literal, sql } from './support/db';

// Settings: the frame's section nav, preferences stored on the account (theme, language, time
// zone) surviving a reload, the zones the member manages, and the admin-only guard.

const SCREENS = 'test-results/screens';

/** The demo member starts (and ends) with no stored preferences, so other specs see the defaults. */
async function resetMemberPreferences() {
  await sql(
    `DELETE FROM user_preferences WHERE user_id = (SELECT id FROM users WHERE lower(email) = ${literal(DEMO_MEMBER.email)})`,
  );
}

async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/settings-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/settings-${name}-375.png`, fullPage: true });
  await page.setViewportSize(size);
}

/** Beside the sidebar the sections are its Settings group: the page lists them only on phones. */
const sections = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const pageSections = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });

test.beforeEach(resetMemberPreferences);
test.afterEach(resetMemberPreferences);

test('settings: the section nav, and preferences that are saved to the account and survive a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  // In the order of the menu's Settings group (seeds/navigation.json), listed once: in the sidebar.
  await expect(
    sections(page).getByRole('link', { name: /^(Profile|Preferences|Security|Members)$/ }),
  ).toHaveText(['Profile', 'Preferences', 'Security', 'Members']);
  // The overview's cards are the sections: no second list beside them, on any width.
  await expect(pageSections(page)).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Preferences System theme · English \(United States\) · UTC/ }),
  ).toBeVisible();
  await shoot(page, 'overview');

  // Tabs: by mouse, then by keyboard; the current one is marked for screen readers.
  await sections(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(sections(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await sections(page).getByRole('link', { name: 'Security' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security');
  await expect(sections(page).getByRole('link', { name: 'Security' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sections(page).getByRole('link', { name: 'Profile' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  // Beside the sidebar the page has no list of its own; on a phone (the sidebar is a drawer) the
  // sections are tabs above the page, the current one marked.
  await expect(pageSections(page)).toBeHidden();
  await page.setViewportSize({ width: 375, height: 780 });
  await expect(pageSections(page).getByRole('link')).toHaveText([
    'Profile',
    'Preferences',
    'Security',
    'Members',
  ]);
  await expect(pageSections(page).getByRole('link', { name: 'Security' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'security');

  // Members: the zone the member owns, its member count and a link to its members.
  await sections(page).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  const zone = page.getByTestId('managed-zone').filter({ hasText: 'Product Team' });
  await expect(zone).toContainText('owner');
  await expect(zone.getByTestId('member-count')).toHaveText('2 members');
  await expect(zone.getByRole('link', { name: 'Manage members of Product Team' })).toHaveAttribute(
    'href',
    /^\/zones\/[0-9a-f-]{36}\?tab=members$/,
  );
  await expect(page.getByTestId('managed-zone').filter({ hasText: 'Acme Headquarters' })).toHaveCount(0);
  await shoot(page, 'members');

  // Preferences: dark theme, British English (its date format; the interface stays English —
  // e2e/i18n.spec.ts switches the interface to German), Tokyo time.
  await sections(page).getByRole('link', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  const form = page.getByRole('form', { name: 'Preferences' });
  await expect(form.getByRole('radio', { name: /System/ })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await form.locator('label').filter({ hasText: 'Dark' }).click();
  await form.getByLabel('Language').selectOption('en-GB');
  // The time zone picker: a button that opens a search over a list, driven from the keyboard.
  const timeZone = form.getByRole('combobox', { name: 'Time zone', exact: true });
  await timeZone.click();
  const zoneSearch = page.getByRole('combobox', { name: 'Search time zones' });
  await expect(zoneSearch).toBeFocused();
  await zoneSearch.fill('tokyo');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Asia/Tokyo (GMT+9)']);
  await zoneSearch.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(timeZone).toBeFocused();
  await expect(timeZone).toHaveText('Asia/Tokyo (GMT+9)');
  await expect(form.getByTestId('preferences-sample')).toContainText(/\d{1,2} [A-Z][a-z]{2,4} \d{4}/);

  // Leaving with unsaved changes asks in the app, never with the browser's confirm box; Stay keeps them.
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });
  await sections(page).getByRole('link', { name: 'Profile' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await shoot(page, 'leave-without-saving');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await expect(form.getByLabel('Language')).toHaveValue('en-GB');
  await expect(timeZone).toHaveText('Asia/Tokyo (GMT+9)');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me/preferences') && r.request().method() === 'PATCH',
  );
  await form.getByRole('button', { name: 'Save preferences' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Preferences saved').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await shoot(page, 'preferences');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(form.getByLabel('Language')).toHaveValue('en-GB');
  await expect(timeZone).toHaveText('Asia/Tokyo (GMT+9)');
  await expect(form.getByRole('radio', { name: /Dark/ })).toBeChecked();

  // Leave goes on and drops the unsaved change: the saved language still applies.
  await form.getByLabel('Language').selectOption('en-US');
  await sections(page).getByRole('link', { name: 'Profile' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(leave).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  // Dates on the settings pages follow the language and time zone.
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2,4} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await shoot(page, 'profile-dark-en-gb');
});

test('a signed-out visitor keeps the theme chosen on the device', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('atrium-theme', 'dark'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a member gets Access Denied on the admin area, with the reason', async ({ page }) => {
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByTestId('access-denied-reason')).toHaveText('User role "user" is not an admin role');
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  await shoot(page, 'admin-denied');
});

test("'Manage members' opens the zone on its Members tab, and the tab stays in the URL", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto('/settings/members');
  await page.getByRole('link', { name: 'Manage members of Product Team' }).click();
  await expect(page).toHaveURL(/\/zones\/[0-9a-f-]{36}\?tab=members$/);
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(DEMO_MEMBER.email);

  await page.getByRole('tab', { name: 'Hubs' }).click();
  await expect(page).toHaveURL(/\?tab=hubs$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hubs' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/zones\/[0-9a-f-]{36}$/);
});

// On a phone the section tabs stay one row of whole labels in every language: in Japanese the row
// wrapped, putting メンバー on a second line under the others. Too long for the screen, the row
// scrolls within itself (never the page), fades out where a tab is hidden, and shows the current one.
test('on a phone the settings tabs are one row of whole labels in en, de and ja', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await signInViaApi(page, DEMO_MEMBER);
  const signIn = await page.request.post('/api/auth/signin', { data: DEMO_MEMBER });
  expect(signIn.status()).toBe(200);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  // Its name is translated: found by what it links to.
  const nav = page.locator('main nav').filter({ has: page.locator('a[href="/settings/security"]') });
  for (const language of ['en-US', 'de-DE', 'ja-JP']) {
    const saved = await page.request.patch('/api/users/me/preferences', { headers, data: { language } });
    expect(saved.status(), await saved.text()).toBe(200);
    for (const path of ['/settings/profile', '/settings/members']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(4);
      const row = nav.getByRole('list');
      const tabs = await links.evaluateAll((all) =>
        all.map((link) => {
          const box = link.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(link).lineHeight);
          const text = document.createRange();
          text.selectNodeContents(link);
          return {
            label: link.textContent,
            top: box.top,
            lines: Math.round(text.getBoundingClientRect().height / line),
          };
        }),
      );
      // One row, each label on one line.
      expect(new Set(tabs.map((tab) => tab.top)).size, `settings tabs in one row in ${language}`).toBe(1);
      expect(
        tabs.filter((tab) => tab.lines !== 1).map((tab) => tab.label),
        `labels broken in ${language}`,
      ).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // The current tab is whole in the row's view.
      const current = nav.locator('[aria-current="page"]');
      const [rowBox, currentBox] = [(await row.boundingBox())!, (await current.boundingBox())!];
      expect(currentBox.x).toBeGreaterThanOrEqual(rowBox.x - 0.5);
      expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      const scrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (scrolls) {
        // Hidden tabs are signalled by the row fading out at that edge.
        expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).not.toBe('none');
      }
      if (path.endsWith('members')) {
        await page.screenshot({
          path: `${SCREENS}/settings-tabs-${language}-375.png`,
          clip: { x: 0, y: 0, width: 375, height: 360 },
        });
      }
    }
  }
});
