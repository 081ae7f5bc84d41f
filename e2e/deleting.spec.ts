import { expect, test, type Page } from '@playwright/test';
import { newAccount, signInViaApi } from './support/auth';

// Deleting from a page that shows the thing deleted: a module, then its hub, then the zone. Each
// lands on the page above it with a toast, and nothing still on screen asks the server for what
// is gone (no 404 in the network, no error in the console).

/** The API answers of 404 and the console errors seen from now on. */
function watchForNotFound(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/api/')) seen.push(r.url());
  });
  page.on('console', (m) => m.type() === 'error' && seen.push(m.text()));
  return seen;
}

test('deleting a module, its hub and its zone asks for nothing that is gone', async ({ page }) => {
  test.setTimeout(60_000);
  const owner = newAccount('deleter');
  const signUp = await page.request.post('/api/auth/signup', { data: owner });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const headers = {
    Authorization: `Bearer ${((await signUp.json()) as { tokens: { accessToken: string } }).tokens.accessToken}`,
  };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const zoneId = await post('/zones', { name: 'Short-lived' });
  const hubId = await post(`/zones/${zoneId}/hubs`, { name: 'Passing hub' });
  const moduleId = await post(`/zones/${zoneId}/hubs/${hubId}/modules`, {
    name: 'Scratch notes',
    type: 'link',
    config: { url: 'https://example.com/scratch' },
  });

  await signInViaApi(page, owner);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/modules/${moduleId}`);
  await expect(page.getByRole('heading', { name: 'Scratch notes', level: 1 })).toBeVisible();
  const notFound = watchForNotFound(page);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete module' }).click();
  await expect(page.getByText('Module deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passing hub', level: 1 })).toBeVisible();
  await expect(page.getByText('No modules yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete hub' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete hub' }).click();
  await expect(page.getByText('Hub deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/zones/${zoneId}$`));
  await expect(page.getByRole('heading', { name: 'Short-lived', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete zone' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete zone for good' }).click();
  await expect(page.getByText('Zone deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/zones$/);
  await expect(page.getByRole('link', { name: /Short-lived/ })).toHaveCount(0);
  // Let any refetch still in flight land before looking.
  await page.waitForLoadState('networkidle');
  expect(notFound).toEqual([]);
});
