import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_MEMBER,
  chooseInUserMenu,
  latestMail,
  linkIn,
  newAccount,
  screens,
  signInViaUi,
  signUpViaApi,
  storedAuth,
  submitSignIn,
} from './support/auth';

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('accounts', () => {
  test('sign up lands on the dashboard, signed in, with the unverified-email banner', async ({ page }) => {
    const problems = watchErrors(page);
    const account = newAccount('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    // inline validation after the first blur
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await screens(page, 'auth-signup');

    await page.getByLabel('First name').fill(account.first_name);
    await page.getByLabel('Last name').fill(account.last_name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.first_name}`);
    expect((await storedAuth(page))?.state.user?.email).toBe(account.email);
    expect((await storedAuth(page))?.version).toBe('1.0.0');
    await expect(page.getByTestId('unverified-email-banner')).toContainText(account.email);
    // In no zone yet: one thing to do, not four empty cards (recent visits, updates, activity).
    await expect(page.getByText('You are not in any zone yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create your first zone' })).toBeVisible();
    await expect(page.getByTestId('dashboard-home')).toHaveCount(0);
    await expect(page.getByText('Nothing opened yet')).toHaveCount(0);
    await screens(page, 'auth-dashboard-unverified');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('user-menu-identity')).toContainText(
      `${account.first_name} ${account.last_name}`,
    );
    await expect(page.getByTestId('user-menu-identity')).toContainText(account.email);
    for (const item of ['Profile', 'Settings', 'Light', 'Dark', 'System', 'Sign out']) {
      await expect(
        page.getByRole('menuitem', { name: item }).or(page.getByRole('menuitemradio', { name: item })),
      ).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/screens/auth-user-menu.png' });
    await page.keyboard.press('Escape');

    // The verification link from the mail verifies the address and the banner goes away.
    await page
      .getByTestId('unverified-email-banner')
      .getByRole('button', { name: 'Resend the link' })
      .click();
    await expect(page.getByText('A new link is on its way.')).toBeVisible();
    // The resent mail, not the sign-up's (whose link the resend retired): wait for both.
    const mail = await latestMail(account.email, /Confirm your email/, 2);
    await page.goto(linkIn(mail.text));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');
    await screens(page, 'auth-email-verified');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('unverified-email-banner')).toHaveCount(0);

    // The one thing to do: the first zone, and into it (its next step is a hub).
    await page.getByRole('button', { name: 'Create your first zone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`${account.first_name}'s team`);
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(page).toHaveURL(/\/zones\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${account.first_name}'s team` })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('sign out clears the session and lands on login', async ({ page }) => {
    await signInViaUi(page, DEMO_MEMBER);
    await page.evaluate(() => sessionStorage.setItem('something', 'of the session'));
    await chooseInUserMenu(page, 'Sign out');
    await expect(page).toHaveURL(/\/login$/); // the cache-busting parameter is dropped once there
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Atrium');
    expect(await storedAuth(page)).toBeNull();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('something'),
        sessionStorage.getItem('authRedirect'),
      ]),
    ).toEqual([null, null]);
    // protected pages need a new sign-in
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    // submitting empty focuses the first error
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await submitSignIn(page, { email: DEMO_MEMBER.email, password: 'not the password' });
    const alert = page.getByTestId('form-error');
    await expect(alert).toContainText('Sign in failed');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await screens(page, 'auth-login-error');
  });

  test('a protected deep link visited while signed out is where sign-in returns to', async ({ page }) => {
    await page.goto('/settings?tab=members');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('auth-redirect')).toContainText('/settings?tab=members');
    await screens(page, 'auth-login');
    await submitSignIn(page, DEMO_MEMBER);
    await expect(page).toHaveURL(/\/settings\?tab=members$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBeNull();
  });

  test('signing out in one tab signs out the other tabs', async ({ context }) => {
    const first = await context.newPage();
    await signInViaUi(first, DEMO_MEMBER);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await chooseInUserMenu(first, 'Sign out');
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByText('You signed out in another tab or window.').first()).toBeVisible();
  });

  test('forgot password → the emailed link → a new password', async ({ page, request }) => {
    const account = await signUpViaApi(request, newAccount('reset'));
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await screens(page, 'auth-forgot-sent');

    const mail = await latestMail(account.email, /Reset your password/);
    await page.goto(linkIn(mail.text));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Repeat new password').fill('a brand new passphrase!');
    await page.getByLabel('Repeat new password').blur();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await screens(page, 'auth-reset-password');
    await page.getByLabel('Repeat new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password updated');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(page, { email: account.email, password: 'a brand new passphrase' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a used or broken reset link says so', async ({ page }) => {
    await page.goto('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Repeat new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByTestId('form-error')).toContainText('Failed to reset password');
    await expect(page.getByTestId('form-error')).toContainText(
      'This link is invalid, expired or already used',
    );
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete');
    await page.goto('/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
  });
});
