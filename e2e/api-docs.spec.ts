import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signInViaApi } from './support/auth';

// The API docs (Swagger UI at /api/docs) show the document of whoever is signed in to Atrium in the
// browser: the table API's collections depend on the caller's role, and a page load carries no
// token, so every reader used to get the anonymous document, which names no collection. A token
// given in the Authorize dialog takes over, and the document is downloaded again as that caller.

const description = (page: Page) => page.locator('.info .description');
const roadmap = (page: Page) => page.locator('.opblock-summary-path[data-path="/api/rest/roadmap_items"]');

test('the API docs show the table API of the signed-in role, or of the token given in Authorize', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(description(page)).toContainText('Not signed in: this document names no collection');
  // No collection for an anonymous reader: the filter finds no table API operations.
  await page.getByPlaceholder('Filter by tag').fill('rest');
  await expect(page.getByText('No operations defined in spec!')).toBeVisible();
  await expect(roadmap(page)).toHaveCount(0);

  // Signed in to the app in this browser: the demo admin's document, with the demo collection.
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/api/docs');
  await expect(description(page)).toContainText('This document is for the role "platform_owner"');
  // Swagger UI draws a long document's operations as they are scrolled to: the filter box finds them.
  await page.getByPlaceholder('Filter by tag').fill('rest');
  await expect(roadmap(page).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs-signed-in.png' });

  // Authorize with the member's token: the document is downloaded again, as the member.
  const signin = await page.request.post('/api/auth/signin', { data: DEMO_MEMBER });
  const memberToken = ((await signin.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  await dialog.locator('input[type="text"]').fill(memberToken);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(description(page)).toContainText('This document is for the role "user"');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Logout in the dialog: back to the app's own session.
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await dialog.getByRole('button', { name: 'Remove authorization' }).click();
  await expect(description(page)).toContainText('This document is for the role "platform_owner"');
});

test('the API docs show a collection’s read with its parameters and answers', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/api/docs');
  await page.getByPlaceholder('Filter by tag').fill('rest');
  // The read of the demo's collection, opened: its own parameters and the ones its path gives
  // every operation (select, Accept), each by reference to what all collections share.
  const read = page.locator('.opblock-get').filter({ has: roadmap(page) });
  await read.locator('.opblock-summary').click();
  const parameters = read.locator('.parameters .parameter__name');
  for (const name of ['select', 'Accept', 'or', 'order', 'limit', 'offset', 'Prefer', 'filters']) {
    await expect(parameters.filter({ hasText: new RegExp(`^${name}`) }).first()).toBeVisible();
  }
  // Its answers: the rows, the client errors as one range naming each status, the timeout.
  const statuses = read.locator('.responses-table .response-col_status');
  await expect(statuses).toContainText(['200', '503', '4XX']);
  await expect(read.locator('.responses-table')).toContainText('404 NOT_FOUND');
  await page.screenshot({ path: 'test-results/screens/api-docs-collection-read.png' });
});
