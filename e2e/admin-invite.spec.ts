import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  latestMail,
  linkIn,
  screens,
  signInViaApi,
  storedAuth,
  submitSignIn,
} from './support/auth';
import { literal, sql } from './support/db';

// An admin invites someone to a new account from the Users page; the invitee opens the mailed
// link in their own browser, chooses a password and lands on the dashboard, signed in. The admin's
// list then shows the account as active; the link does not work twice.

const email = `invitee.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'an invited passphrase';

test.afterAll(async () => {
  await sql(`DELETE FROM users WHERE email = ${literal(email)}`);
});

test('an admin invites someone, who chooses a password through the mail and is signed in', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ivy');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
  await screens(page, 'admin-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invitation sent').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Invited')).toBeVisible();
  await screens(page, 'admin-invite-listed');

  const mail = await latestMail(email, /invited to Atrium/);
  const link = linkIn(mail.text);
  expect(link).toMatch(/^\/accept-invite\?token=/);

  const invitee = await browser.newContext();
  try {
    const p = await invitee.newPage();
    // Before accepting, the account signs in with nothing.
    await p.goto('/login');
    await submitSignIn(p, { email, password: PASSWORD });
    await expect(p.getByTestId('form-error')).toBeVisible();

    await p.goto(link);
    // The page names who invited, the address and the role (POST /auth/accept-invite/preview).
    await expect(p.getByRole('heading', { level: 1, name: 'Ada Admin invited you to Atrium' })).toBeVisible();
    await expect(
      p.getByText(`An account was created for you as ${email}, with the role User.`),
    ).toBeVisible();
    await p.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await p.getByLabel('Repeat new password').fill(PASSWORD);
    await screens(p, 'accept-invite');
    await p.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(p).toHaveURL(/\/dashboard$/);
    expect((await storedAuth(p))?.state.user?.email).toBe(email);
    await screens(p, 'accept-invite-dashboard');

    // The link worked once: opened again, the page says so at once, without a password form.
    const again = await invitee.newPage();
    await again.goto(link);
    await expect(
      again.getByRole('heading', { level: 1, name: 'This invitation link no longer works' }),
    ).toBeVisible();
    await expect(again.getByText(/may have expired/)).toBeVisible();
    await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(again.getByRole('link', { name: 'Get a password link instead' })).toBeVisible();
    await screens(again, 'accept-invite-used');
  } finally {
    await invitee.close();
  }

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const accepted = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  await expect(accepted.getByText('Active')).toBeVisible();
});

test('an admin cancels an invitation nobody accepted', async ({ page }) => {
  const cancelled = `cancelled.${Date.now().toString(36)}@example.com`;
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(cancelled);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(cancelled);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ hasText: cancelled })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${cancelled}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel invitation…' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('Invitation cancelled').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: cancelled })).toHaveCount(0);
  expect((await sql(`SELECT id FROM users WHERE email = ${literal(cancelled)}`)).rows).toEqual([]);
});
