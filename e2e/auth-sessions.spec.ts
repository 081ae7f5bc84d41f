import { expect, test } from '@playwright/test';
import { newAccount, screens, signInViaUi, signUpViaApi, storedAuth } from './support/auth';

test('changing the password in one browser signs out the other', async ({ browser, request }) => {
  const account = await signUpViaApi(request, newAccount('sessions'));
  const laptop = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  });
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  try {
    const a = await laptop.newPage();
    const b = await phone.newPage();
    await signInViaUi(a, account);
    await signInViaUi(b, account);

    await a.goto('/settings/security');
    const sessions = a.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByTestId('session-row')).toHaveCount(2);
    await expect(sessions.getByTestId('session-row').filter({ hasText: 'This device' })).toContainText(
      'Chrome on macOS',
    );
    await expect(sessions.getByTestId('session-row').filter({ hasText: 'Safari on iPhone' })).toBeVisible();

    // A password manager files the new password under this account: the form names it, hidden.
    const changeForm = a.getByRole('form', { name: 'Change password' });
    await expect(changeForm.locator('input[autocomplete="username"]')).toHaveValue(account.email);
    await expect(changeForm.locator('input[autocomplete="username"]')).toBeHidden();

    // wrong current password: the server's message, and nobody is signed out
    await a.getByLabel('Current password').fill('not my password');
    await a.getByLabel('New password', { exact: true }).fill('another fine passphrase');
    await a.getByLabel('Repeat new password').fill('another fine passphrase');
    await a.getByRole('button', { name: 'Change password' }).click();
    await expect(a.getByText('Current password is incorrect')).toBeVisible();
    await expect(a.getByTestId('form-error')).toHaveCount(0); // one message, under the field
    await expect(a).toHaveURL(/\/settings\/security$/);

    await a.getByLabel('Current password').fill(account.password);
    await a.getByRole('button', { name: 'Change password' }).click();
    await expect(a.getByText('Your other devices were signed out.').first()).toBeVisible();
    await expect(sessions.getByTestId('session-row')).toHaveCount(1);

    // The other browser learns it on its next contact with the server (here: coming back to the tab).
    await b.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(b).toHaveURL(/\/login$/);
    await expect(b.getByText('Your session has ended').first()).toBeVisible();
    expect(await storedAuth(b)).toBeNull();
    // …and this one is still signed in
    await a.reload();
    await expect(a.getByRole('heading', { level: 1 })).toHaveText('Security');
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test('revoking another session signs that browser out; sign out everywhere ends them all', async ({
  browser,
  request,
}) => {
  const account = await signUpViaApi(request, newAccount('revoke'));
  const one = await browser.newContext();
  const two = await browser.newContext();
  try {
    const a = await one.newPage();
    const b = await two.newPage();
    await signInViaUi(a, account);
    await signInViaUi(b, account);
    await a.goto('/settings/security');
    const rows = a.getByRole('list', { name: 'Sessions' }).getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Revoke / })
      .click();
    await expect(a.getByText('Session revoked').first()).toBeVisible();
    await expect(rows).toHaveCount(1);
    await b.reload();
    await expect(b).toHaveURL(/\/login$/);

    await signInViaUi(b, account);
    await a.reload();
    await expect(rows).toHaveCount(2);
    await a.getByRole('button', { name: /Sign out everywhere|Everywhere/ }).click();
    const confirm = a.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(confirm).toContainText('this one included');
    await screens(a, 'auth-signout-everywhere');
    // The revoked session is not signed out a second time (that could only answer 401).
    const signOutCalls: number[] = [];
    a.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/signout') signOutCalls.push(r.status());
    });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(a).toHaveURL(/\/login$/);
    expect(signOutCalls).toEqual([]);
    await b.goto('/profile');
    await expect(b).toHaveURL(/\/login$/);
  } finally {
    await one.close();
    await two.close();
  }
});

test('profile: the name can be changed and the shell shows it', async ({ page, request }) => {
  const account = await signUpViaApi(request, newAccount('profile'));
  await signInViaUi(page, account);
  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toHaveValue(account.first_name);
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-menu-identity')).toContainText('Ada Hopper');
  await page.keyboard.press('Escape');
  await screens(page, 'auth-profile', { fullPage: true });
});

test('an idle user is warned before the session ends, and can stay signed in', async ({ page, request }) => {
  const account = await signUpViaApi(request, newAccount('idle'));
  // The page's clock starts 31 minutes in the past, so after signing in it can jump to the
  // refresh point (8 minutes before the 15-minute token's end) with no activity for 39 minutes.
  const now = Date.now();
  await page.clock.install({ time: now - 31 * 60_000 });
  await signInViaUi(page, account);
  await page.clock.fastForward('39:00');
  const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('session-countdown')).toHaveText(/^[0-2]:\d\d$/);
  await screens(page, 'auth-session-timeout');
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await refreshed;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});
