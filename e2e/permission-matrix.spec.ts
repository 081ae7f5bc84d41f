import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, newAccount, screens, signInViaApi, signUpViaApi } from './support/auth';

// The role permission matrix (issue 11): the demo admin registers a collection that grants
// nothing, adds a custom role and gives it to a fresh account — which is refused the collection
// (a role a schema does not name gets nothing: 404). In Administration → Users → Roles the admin
// picks the custom role, ticks Read on the collection and saves; the same account now reads its
// rows through the table API. Screenshots of the matrix at 1280 and 375 px, light and dark.

const stamp = Date.now().toString(36);
const collection = `e2e_notes_${stamp}`;
const role = `e2e_reader_${stamp}`;
const roleLabel = `Note reader ${stamp}`;
let adminToken = '';
let readerId = '';
const reader = newAccount('reader');

async function call(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  token: string,
  data?: unknown,
) {
  return request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  adminToken = await signIn(request, DEMO_ADMIN);
  const ok = async (res: Awaited<ReturnType<typeof call>>) =>
    expect(res.status(), await res.text()).toBeLessThan(300);
  await ok(
    await call(request, 'post', '/schemas', adminToken, {
      name: collection,
      label: 'Note',
      label_plural: `Notes ${stamp}`,
      fields: [{ name: 'title', type: 'string', required: true, max: 120 }],
      list: { columns: ['title'] },
    }),
  );
  await ok(await call(request, 'post', `/rest/${collection}`, adminToken, [{ title: 'Read me' }]));
  await ok(
    await call(request, 'post', '/roles', adminToken, { name: role, label: roleLabel, description: '' }),
  );
  await signUpViaApi(request, reader);
  const found = await call(request, 'get', `/users?q=${encodeURIComponent(reader.email)}`, adminToken);
  expect(found.status()).toBe(200);
  const body = (await found.json()) as { id: string }[] | { data: { id: string }[] };
  readerId = (Array.isArray(body) ? body : body.data)[0].id;
  await ok(await call(request, 'patch', `/users/${readerId}`, adminToken, { role }));
});

test.afterAll(async ({ request }) => {
  if (!adminToken) return;
  await call(request, 'delete', `/schemas/${collection}?confirm=destructive`, adminToken);
  if (readerId) await call(request, 'patch', `/users/${readerId}`, adminToken, { role: 'user' });
  await call(request, 'delete', `/roles/${role}`, adminToken);
});

test('a custom role granted Read in the matrix reads the collection through the API', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const readerToken = await signIn(request, reader);
  const before = await call(request, 'get', `/rest/${collection}?select=title`, readerToken);
  expect(before.status(), 'no grant: the collection does not exist for the role').toBe(404);

  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('combobox', { name: 'Role' }).selectOption(role);
  const matrix = page.getByRole('table', { name: `Permissions of ${roleLabel}` });
  // Built-in collections are shown, not edited: their rules are code.
  await expect(matrix.getByRole('checkbox', { name: 'Read Routes' })).toBeDisabled();
  const read = matrix.getByRole('checkbox', { name: `Read Notes ${stamp}` });
  await expect(read).not.toBeChecked();
  await read.check();
  await expect(page.getByText('Unsaved changes in 1 collection')).toBeVisible();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.locator('[data-slot=toast-title]', { hasText: 'Permissions saved' })).toBeVisible();
  await expect(read).toBeChecked();
  await expect(page.getByText('Unsaved changes in 1 collection')).toHaveCount(0);

  const after = await call(request, 'get', `/rest/${collection}?select=title`, readerToken);
  expect(after.status(), await after.text()).toBe(200);
  expect(await after.json()).toEqual([{ title: 'Read me' }]);
  // Read only: writing is still refused.
  const write = await call(request, 'post', `/rest/${collection}`, readerToken, { title: 'Nope' });
  expect(write.status()).toBe(403);

  // The grant's fields and rows.
  await matrix.getByRole('button', { name: `Fields and rows of ${roleLabel} on Notes ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `${roleLabel} on Notes ${stamp}` });
  const everyField = dialog.getByRole('checkbox', { name: 'Every field, and fields added later' });
  await expect(everyField).toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: 'Every field it may read, and fields added later' }),
  ).toBeVisible();
  // Choosing fields: the key is always read (checked and fixed), the others are choices.
  await everyField.uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'id', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'id', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'title', exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await matrix.getByRole('checkbox', { name: `Read Notes ${stamp}` }).scrollIntoViewIfNeeded();
  await screens(page, 'permission-matrix');

  // The collection's own page: the breadcrumb names it by its label, not its name.
  await page.goto(`/admin/collections/${collection}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(`Notes ${stamp}`);
  await expect(crumbs).not.toContainText(collection);
});
