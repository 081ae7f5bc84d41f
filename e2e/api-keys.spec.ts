import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, screens, signInViaApi } from './support/auth';
import { expectAccessible } from './support/axe';
import { literal, sql } from './support/db';

// API keys (/admin/api-keys): an admin opens Administration → API keys from the admin menu,
// creates a key with the keyboard, copies it with the Copy button, and a script (the request
// context, no cookies, no session) reads a collection with it; the admin revokes it after a
// confirmation, and the same call is then refused (401). Screenshots at 1280 and 375 px, light
// and dark, of the list and of the key shown once; axe on the key shown once.

const NAME = `E2E key ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await sql(`DELETE FROM api_keys WHERE name = ${literal(NAME)}`);
});

test('an admin creates a key, a script reads a collection with it, and a revoked key is refused', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'API keys', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();

  // Created with the keyboard: the form, then the key shown once.
  await page.getByRole('button', { name: 'New API key' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(form).toBeVisible();
  await form.getByLabel(/^Name/).fill(NAME);
  await form.getByLabel('Role').selectOption({ label: 'User' });
  await form.getByLabel(/^Name/).press('Enter');
  const shown = page.getByRole('dialog', { name: 'Copy your API key' });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('You will not see this key again')).toBeVisible();
  const field = shown.getByLabel('API key');
  await expect(field).toHaveValue(/^atr_[A-Za-z0-9_-]{43}$/);
  await screens(page, 'api-keys-created');
  await expectAccessible(page, 'a new API key, shown once');
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(await field.inputValue());
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The list shows its prefix, never the key.
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).not.toContainText(key);
  await screens(page, 'api-keys');

  // A script: its own request context, only the key.
  const script = await playwright.request.newContext({ baseURL });
  try {
    const read = await script.get('/api/rest/roadmap_items?limit=5', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(read.status(), await read.text()).toBe(200);
    expect(Array.isArray(await read.json())).toBe(true);
    const admin = await script.get('/api/api-keys', { headers: { 'X-API-Key': key } });
    expect(admin.status()).toBe(403);

    // Revoked after a confirmation; the next call is refused.
    await row.getByRole('button', { name: `Revoke the API key ${NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke the API key ${NAME}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('API key revoked', { exact: true })).toBeVisible();
    await expect(row).toContainText('Revoked');
    const refused = await script.get('/api/rest/roadmap_items?limit=5', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(refused.status()).toBe(401);
  } finally {
    await script.dispose();
  }
});
