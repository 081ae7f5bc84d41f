import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, screens, signInViaApi } from './support/auth';
import { literal, sql } from './support/db';

// The audit log (/admin/audit): an admin renames a navigation item in the builder and saves,
// opens Administration → Audit log from the admin menu, finds the change at the top and opens it
// with the keyboard: the title before and after; filters by kind. Screenshots at 1280 and 375 px
// (nothing scrolling sideways), light and dark.

const run = Date.now().toString(36);
const BEFORE = `E2E audited ${run}`;
const AFTER = `E2E audited renamed ${run}`;

test.afterAll(async () => {
  await sql(`DELETE FROM navigation WHERE title IN (${literal(BEFORE)}, ${literal(AFTER)})`);
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

test('an admin renames a menu item, then finds it in the audit log with its title before and after', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const created = await request.post('/api/navigation', {
    headers: { Authorization: `Bearer ${token}` },
    // First in the menu, so the builder's virtualised tree shows it without scrolling.
    data: { title: BEFORE, path: '/zones', type: 'internal', order_index: -2_000_000 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/navigation');
  await page.getByRole('button', { name: `Actions for ${BEFORE}` }).click();
  await page.getByRole('menuitem', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit/ });
  await edit.getByLabel('Title').fill(AFTER);
  await edit.getByRole('button', { name: /^Save/ }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Navigation saved', { exact: true })).toBeVisible();

  // From the admin menu.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  const entry = table.getByRole('row', { name: `Show the change: ${AFTER}, Changed` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(DEMO_ADMIN.email);
  await screens(page, 'audit-log');

  // Opened with the keyboard; Escape brings the focus back to the row.
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Navigation item: Changed' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^title/ }) });
  await expect(title).toContainText(BEFORE);
  await expect(title).toContainText(AFTER);
  await screens(page, 'audit-log-entry');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(entry).toBeFocused();

  // Only navigation changes.
  await page.getByLabel('Kind').selectOption({ label: 'Navigation item' });
  await expect(entry).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Role' });
  await expect(entry).toHaveCount(0);
  await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
});

// A hub renamed (here through the API, as any client would) is in the log as a Hub change: found
// with the Kind filter, opened, its name before and after; screenshots at 1280 and 375 px.
test('a renamed hub is in the audit log with its name before and after', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const zone = await request.post('/api/zones', { headers: auth, data: { name: `E2E audit zone ${run}` } });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { id: string }).id;
  try {
    const hub = await request.post(`/api/zones/${zoneId}/hubs`, {
      headers: auth,
      data: { name: `E2E hub ${run}` },
    });
    expect(hub.status(), await hub.text()).toBe(201);
    const hubId = ((await hub.json()) as { id: string }).id;
    const renamed = await request.patch(`/api/zones/${zoneId}/hubs/${hubId}`, {
      headers: auth,
      data: { name: `E2E hub renamed ${run}` },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);

    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/audit');
    await page.getByLabel('Kind').selectOption({ label: 'Hub' });
    const table = page.getByRole('table', { name: 'Audit log' });
    const entry = table.getByRole('row', { name: `Show the change: E2E hub renamed ${run}, Changed` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(DEMO_ADMIN.email);
    // Only hub changes are listed: not the zone created above.
    await expect(table.getByRole('row', { name: new RegExp(`E2E audit zone ${run}`) })).toHaveCount(0);
    await screens(page, 'audit-log-hub');

    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Hub: Changed' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^name/ }) });
    await expect(name).toContainText(`E2E hub ${run}`);
    await expect(name).toContainText(`E2E hub renamed ${run}`);
    await screens(page, 'audit-log-hub-entry');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } finally {
    await request.delete(`/api/zones/${zoneId}`, { headers: auth });
  }
});

// A form published and an API key revoked (through the API, as any client would) are in the log as
// a Form and an API key change: found with the Kind filter and opened — the form's version before
// and after; the key's revocation with its prefix, and the key itself nowhere on the page.
test('a published form and a revoked API key are in the audit log', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const title = `E2E audited form ${run}`;
  const form = await request.post('/api/forms', {
    headers: auth,
    data: {
      name: `e2e_audit_${run}`,
      title,
      schema: { fields: [{ key: 'comment', type: 'text', label: 'Comment' }] },
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const formId = ((await form.json()) as { id: string }).id;
  const keyName = `E2E audited key ${run}`;
  const created = await request.post('/api/api-keys', {
    headers: auth,
    data: { name: keyName, role: 'user' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const key = (await created.json()) as { id: string; key: string; prefix: string };
  try {
    const published = await request.post(`/api/forms/${formId}/publish`, { headers: auth });
    expect(published.status(), await published.text()).toBe(201);
    const revoked = await request.delete(`/api/api-keys/${key.id}`, { headers: auth });
    expect(revoked.status(), await revoked.text()).toBe(204);

    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/audit');
    const table = page.getByRole('table', { name: 'Audit log' });
    await page.getByLabel('Kind').selectOption({ label: 'Form' });
    const publish = table.getByRole('row', { name: `Show the change: ${title}, Published` });
    await expect(publish).toBeVisible();
    await expect(publish).toContainText(DEMO_ADMIN.email);
    await expect(table.getByRole('row', { name: new RegExp(keyName) })).toHaveCount(0);
    await publish.click();
    const formDialog = page.getByRole('dialog', { name: 'Form: Published' });
    await expect(formDialog).toBeVisible();
    const version = formDialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^published_version/ }) });
    await expect(version).toContainText('1');
    await screens(page, 'audit-log-form-entry');
    await page.keyboard.press('Escape');
    await expect(formDialog).toBeHidden();

    await page.getByLabel('Kind').selectOption({ label: 'API key' });
    const revoke = table.getByRole('row', { name: `Show the change: ${keyName}, Revoked` });
    await expect(revoke).toBeVisible();
    await revoke.click();
    const keyDialog = page.getByRole('dialog', { name: 'API key: Revoked' });
    await expect(keyDialog).toBeVisible();
    await expect(keyDialog.getByRole('rowheader', { name: /^revoked_at/ })).toBeVisible();
    await screens(page, 'audit-log-api-key-entry');
    await page.keyboard.press('Escape');
    await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
    await expect(table.getByRole('row', { name: `Show the change: ${keyName}, Created` })).toBeVisible();
    expect(await page.content()).not.toContain(key.key);
  } finally {
    await request.delete(`/api/forms/${formId}?force=true`, { headers: auth });
  }
});
