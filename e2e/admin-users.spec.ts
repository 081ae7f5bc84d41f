import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, screens, signInViaApi, signInViaUi, submitSignIn } from './support/auth';
import { literal, sql } from './support/db';

// The admin Users page: the demo admin finds the demo member, makes them an admin and sees it
// take effect in the member's own browser (a second context, after a reload), demotes them back,
// then disables them (signed out at once, sign-in refused) and enables them again. The Roles tab
// adds and deletes a custom role.

const roleName = `e2e_role_${Date.now().toString(36)}`;

/** Whatever happened, the demo member is an enabled user again for the other specs. */
test.afterAll(async () => {
  await sql(
    `UPDATE user_profiles SET role = 'user' WHERE id = (SELECT id FROM users WHERE email = ${literal(DEMO_MEMBER.email)})`,
  );
  await sql(`UPDATE users SET is_disabled = false WHERE email = ${literal(DEMO_MEMBER.email)}`);
  await sql(`DELETE FROM roles WHERE name = ${literal(roleName)}`);
});

async function findMember(page: Page) {
  await page.getByRole('searchbox', { name: 'Search' }).fill('max member');
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: DEMO_MEMBER.email });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2); // the header and Max
  return row;
}

async function changeRole(page: Page, label: string) {
  await page.getByRole('button', { name: 'Actions for Max Member' }).click();
  await page.getByRole('menuitem', { name: 'Change role…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the role of Max Member' });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label });
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Role changed').first()).toBeVisible();
  // The focus is back on the row's menu button (the menu item that opened the dialog is gone).
  await expect(page.getByRole('button', { name: 'Actions for Max Member' })).toBeFocused();
}

test('an admin changes a member’s role, which takes effect in the member’s browser, then disables and enables them', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await signInViaApi(member, DEMO_MEMBER);
    await member.goto('/admin');
    await expect(member.getByTestId('access-denied')).toBeVisible();

    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByText(DEMO_ADMIN.email)).toBeVisible();
    await screens(page, 'admin-users-list');

    let row = await findMember(page);
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    await changeRole(page, 'Admin');
    row = await findMember(page);
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    // In the member's browser: after a reload the admin area opens.
    await member.goto('/admin');
    await expect(member.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

    await changeRole(page, 'User');
    await member.reload();
    await expect(member.getByTestId('access-denied')).toBeVisible();

    // Disable: the member's session ends at once; signing in is refused.
    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    // Their 2FA is off: Reset 2FA is shown, saying so, and cannot be chosen (the server would answer 409).
    await expect(page.getByRole('menuitem', { name: 'Reset 2FA (2FA is off)' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Reset 2FA…' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Disable…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable Max Member?' });
    await expect(confirm).toContainText('signed out on every device');
    await screens(page, 'admin-users-disable-confirm');
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await expect(confirm).toBeHidden();
    row = await findMember(page);
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption('disabled');
    await expect(page.getByRole('table', { name: 'Users' }).getByText(DEMO_MEMBER.email)).toBeVisible();
    await screens(page, 'admin-users-disabled-filter');
    await page.getByLabel('Status').selectOption('all');

    await member.goto('/dashboard');
    await expect(member).toHaveURL(/\/login/);
    await submitSignIn(member, DEMO_MEMBER);
    // One message, under the field it is about (no alert repeating "Sign in failed" above it)
    await expect(member.getByText('This account is disabled')).toBeVisible();
    await expect(member.getByTestId('form-error')).toHaveCount(0);
    await expect(member).toHaveURL(/\/login/);

    // Enable: they sign in again.
    await page.getByRole('button', { name: 'Actions for Max Member' }).click();
    await page.getByRole('menuitem', { name: 'Enable…' }).click();
    await page
      .getByRole('dialog', { name: 'Enable Max Member?' })
      .getByRole('button', { name: 'Enable user' })
      .click();
    row = await findMember(page);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await signInViaUi(member, DEMO_MEMBER);

    const events = await sql(
      `SELECT action FROM user_admin_events WHERE user_id = (SELECT id FROM users WHERE email = ${literal(DEMO_MEMBER.email)}) ORDER BY at`,
    );
    expect((events.rows as { action: string }[]).map((e) => e.action).slice(-4)).toEqual([
      'user.role',
      'user.role',
      'user.disable',
      'user.enable',
    ]);
  } finally {
    await memberContext.close();
  }
});

test('the Roles tab adds and deletes a custom role; a system role cannot be deleted', async ({ page }) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const roles = page.getByRole('list', { name: 'Roles' });
  await expect(roles.getByText('Platform owner')).toBeVisible();
  // The open tab is in the URL: a reload (or a shared link) opens Roles again.
  await expect(page).toHaveURL(/\/admin\/users\?tab=roles$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  await expect(roles.getByText('Platform owner')).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a role' });
  await dialog.getByLabel('Name').fill(roleName);
  await dialog.getByLabel('Label').fill('E2E reviewer');
  await dialog.getByLabel('Description').fill('Reviews what the e2e suite writes');
  await dialog.getByRole('button', { name: 'Add role' }).click();
  await expect(dialog).toBeHidden();
  await expect(roles.getByText('E2E reviewer')).toBeVisible();
  await screens(page, 'admin-roles');

  await page.getByRole('button', { name: 'Actions for role admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete…' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Actions for role ${roleName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the role E2E reviewer?' });
  await confirm.getByRole('button', { name: 'Delete role' }).click();
  await expect(confirm).toBeHidden();
  await expect(roles.getByText('E2E reviewer')).toHaveCount(0);
});
