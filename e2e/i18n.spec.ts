import { expect, test, type Page } from '@playwright/test';
import {
  latestMail,
  newAccount,
  screens,
  signInViaApi,
  signUpViaApi,
  verifyEmailViaMail,
} from './support/auth';
import { literal, sql } from './support/db';
import { de, translated } from './support/i18n';

// The interface in the account's language: switching to German turns the menu, a form's own
// errors and dates German at once (and after a reload), and back to English; Japanese too.

const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

async function saveLanguage(page: Page, tag: string) {
  await page.goto('/settings/preferences');
  await page.locator('#pref-language').selectOption(tag);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me/preferences') && r.request().method() === 'PATCH',
  );
  await page.locator('form button[type="submit"]').click();
  expect((await saved).status()).toBe(200);
}

test('switching to German translates the menu, form errors and dates; Japanese and English follow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const account = await signUpViaApi(page.request, newAccount('sprache'));
  await signInViaApi(page, account);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await saveLanguage(page, 'de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The page itself re-renders in German without a reload.
  await expect(page.locator('form button[type="submit"]')).toHaveText(exact(de('Save preferences')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('Preferences'));

  // The menu (the seeded navigation rows) in German.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: de('Main menu') });
  await expect(menu.getByRole('link', { name: de('Zones'), exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: de('Dashboard'), exact: true })).toBeVisible();
  await screens(page, 'i18n-dashboard-de');
  // The account menu names the platform role in German, not by its key ("user").
  await page.getByRole('button', { name: /^Kontomenü, / }).click();
  await expect(page.getByTestId('user-menu-identity')).toContainText(de('User'));
  await expect(page.getByTestId('user-menu-identity')).not.toContainText(/\buser\b/);
  await page.keyboard.press('Escape');

  // A form's own error in German.
  await page.goto('/zones');
  await page.getByRole('button', { name: de('New zone') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de('Name'), { exact: true }).fill('   ');
  await expect(dialog.getByRole('heading')).toHaveText(de('Create a {noun}', { noun: de('zone') }));
  await dialog.getByRole('button', { name: de('Create {noun}', { noun: de('zone') }) }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: de('Name is required') })).toBeVisible();
  await screens(page, 'i18n-form-error-de');
  await page.keyboard.press('Escape');

  // Dates in German (the profile's account dates: 26.11.2026, 14:03).
  await page.goto('/settings/profile');
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).first()).toBeVisible();

  // It sticks: a reload starts in German.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('Profile'));

  // Japanese, then back to English.
  await saveLanguage(page, 'ja-JP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('form button[type="submit"]')).toHaveText(
    exact(translated('ja', 'Save preferences')),
  );
  await screens(page, 'i18n-preferences-ja');
  await saveLanguage(page, 'en-US');
  await expect(page.locator('form button[type="submit"]')).toHaveText(exact('Save preferences'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferences');
});

test("the server's refusals read in German too: an invitation already pending", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const account = await signUpViaApi(page.request, newAccount('abweisung'));
  await verifyEmailViaMail(page.request, account.email); // only a verified address invites
  const signIn = await page.request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const preference = await page.request.patch('/api/users/me/preferences', {
    headers,
    data: { language: 'de-DE' },
  });
  expect(preference.status()).toBe(200);
  const zone = await page.request.post('/api/zones', { headers, data: { name: 'Einladungen' } });
  expect(zone.status()).toBe(201);
  const zoneId = ((await zone.json()) as { id: string }).id;
  const invitee = newAccount('eingeladen').email;
  const first = await page.request.post(`/api/zones/${zoneId}/members`, {
    headers,
    data: { email: invitee, role: 'member' },
  });
  expect(first.status()).toBe(202);

  await signInViaApi(page, account);
  await page.goto(`/zones/${zoneId}?tab=members`);
  const form = page.getByRole('form', { name: de('Invite by email') });
  await form.getByLabel(de('Email'), { exact: true }).fill(invitee);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/zones/${zoneId}/members`));
  await form.getByRole('button', { name: de('Send invitation') }).click();
  // The API answers in English (its contract); the page says it in the reader's language, once.
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect(((await answer.json()) as { message: string }).message).toBe(
    'An invitation to this address is already pending',
  );
  await expect(page.getByTestId('form-error')).toContainText(
    de('An invitation to this address is already pending'),
  );
  await expect(page.getByText('An invitation to this address is already pending')).toHaveCount(0);
  await screens(page, 'i18n-server-refusal-de');
});

test('signed out in German: a wrong password and a taken address are refused in German', async ({ page }) => {
  const account = await signUpViaApi(page.request, newAccount('anmeldung'));
  // The device's last language (this browser showed German before signing out).
  await page.addInitScript(() => localStorage.setItem('atrium.language', 'de-DE'));
  await page.goto('/login');
  const signIn = page.getByRole('form', { name: de('Sign in') });
  // The page says it is German (it declared lang="en" until an account's language applied).
  await expect(signIn).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await signIn.getByLabel(de('Email'), { exact: true }).fill(account.email);
  await signIn.getByLabel(de('Password'), { exact: true }).fill('not the password');
  await signIn.getByRole('button', { name: de('Sign in') }).click();
  // The specification's 'Sign in failed' stays exact on the wire; the page says it in German.
  await expect(page.getByTestId('form-error')).toContainText(de('Sign in failed'));
  await expect(page.getByText('Sign in failed', { exact: true })).toHaveCount(0);

  await page.goto('/signup');
  const signUp = page.getByRole('form', { name: de('Create your account') });
  await signUp.getByLabel(de('First name')).fill('Ada');
  await signUp.getByLabel(de('Last name')).fill('Lovelace');
  await signUp.getByLabel(de('Email'), { exact: true }).fill(account.email);
  await signUp.getByLabel(de('Password'), { exact: true }).fill('a long enough password');
  await signUp.getByRole('button', { name: de('Create account') }).click();
  await expect(
    page.getByText(
      de('This email address cannot be used to sign up. Sign in or reset your password instead.'),
    ),
  ).toBeVisible();
  await screens(page, 'i18n-signup-refused-de');

  // A new address signs up in German and stays German: the account keeps the page's language,
  // and its confirmation mail is German too.
  const newcomer = newAccount('neuling');
  await signUp.getByLabel(de('Email'), { exact: true }).fill(newcomer.email);
  await signUp.getByRole('button', { name: de('Create account') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation', { name: de('Main menu') })).toBeVisible();
  const mail = await latestMail(newcomer.email, /E-Mail-Adresse/);
  expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
});

test('signing in on a German page to an English account: the page and its greeting turn English', async ({
  page,
}) => {
  const account = await signUpViaApi(page.request, newAccount('greeting'));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('atrium.language', 'de-DE');
    }
  });
  await page.goto('/login');
  const form = page.getByRole('form', { name: de('Sign in') });
  await form.getByLabel(de('Email'), { exact: true }).fill(account.email);
  await form.getByLabel(de('Password'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: de('Sign in') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByText(`Welcome back, ${account.first_name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(de('Welcome back, {name}', { name: account.first_name }))).toHaveCount(0);
});

test('Japanese at 375 px: every settings tab and the users filter read in full', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const account = await signUpViaApi(page.request, newAccount('nihongo'));
  await sql(
    `UPDATE user_profiles SET role = 'admin' WHERE id = (SELECT id FROM users WHERE email = ${literal(account.email)})`,
  );
  await signInViaApi(page, account);
  await saveLanguage(page, 'ja-JP');

  // The tab strip is one row that scrolls within itself (settings.spec): every tab can be brought
  // into view whole, on one line, and the page itself never scrolls sideways.
  const sections = page.getByRole('navigation', { name: translated('ja', 'Settings sections') });
  const tabs = sections.getByRole('link');
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) {
    await tab.scrollIntoViewIfNeeded();
    const box = (await tab.boundingBox())!;
    expect(box.x, `${await tab.textContent()} starts in view`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await tab.textContent()} ends in view`).toBeLessThanOrEqual(375);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await screens(page, 'i18n-settings-tabs-375-ja');

  // The status filter's chosen option fits its box (a select clips its text without an ellipsis).
  await page.goto('/admin/users');
  const status = page.getByLabel(translated('ja', 'Status'), { exact: true });
  await expect(status).toBeVisible();
  const room = await status.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = ctx.measureText(el.selectedOptions[0].text).width;
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - text;
  });
  expect(room, 'the chosen status reads in full').toBeGreaterThanOrEqual(0);
  await screens(page, 'i18n-users-filters-375-ja');
});
