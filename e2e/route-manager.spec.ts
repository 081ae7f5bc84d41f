import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, screens, signInViaApi } from './support/auth';
import { sql } from './support/db';

// The route manager on the admin Routes page: an admin adds a page, the app serves it at once;
// a path another route serves is refused with the server's message; deactivating hides the page
// (it moves to "Inactive routes"); deleting asks first and removes the row.

const name = `e2e_careers_${Date.now().toString(36)}`;
const path = `/e2e-careers-${Date.now().toString(36)}`;

test.afterAll(async () => {
  await sql(`DELETE FROM routes WHERE name = '${name}'`);
});

test('an admin adds, refuses a clash, deactivates and deletes a route in the browser', async ({ page }) => {
  // Many steps, each a real round trip; on a loaded shared machine they take minutes.
  test.setTimeout(180_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/routes');

  await page.getByRole('button', { name: 'New route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a route' });
  // The form's first field has the focus, not the dialog's Close button.
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Not Valid');
  await dialog.getByLabel('Path').fill('no-slash');
  await dialog.getByRole('button', { name: 'Add route' }).click();
  await expect(dialog.getByText('Name must start with a lowercase letter', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Path must start with "/"')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Path').fill(path);
  await dialog.getByLabel('Component').fill('MarketingPage');
  await dialog.getByLabel('Layout').selectOption('Public');
  await dialog.getByRole('switch', { name: 'Public' }).click();
  await dialog.getByRole('button', { name: 'Add route' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: path, exact: true })).toBeVisible();

  // The app serves it without a reload of the server or a rebuild.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('component-not-found')).toHaveCount(0);

  // Another route on the same URLs (other letter case) is refused, saying which route has them.
  await page.goto('/admin/routes');
  await page.getByRole('button', { name: 'New route' }).click();
  await dialog.getByLabel('Name').fill(`${name}_copy`);
  await dialog.getByLabel('Path').fill(path.toUpperCase());
  await dialog.getByLabel('Component').fill('MarketingPage');
  await dialog.getByRole('button', { name: 'Add route' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`is already served by route "${name}"`);
  await page.screenshot({ path: 'test-results/screens/route-manager-conflict.png' });
  // What was typed is not dropped without asking.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  // The list is searched in place: only the new route is left.
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('cell', { name: path, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/login', exact: true })).toHaveCount(0);

  // A component this build does not have is saved only after a confirmation.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit route ${name}` });
  await edit.getByLabel('Component').fill('NoSuchPage');
  await edit.getByRole('button', { name: 'Save route' }).click();
  const unknown = page.getByRole('dialog', { name: 'Save with an unknown component?' });
  await expect(unknown).toContainText('NoSuchPage');
  await unknown.getByRole('button', { name: 'Go back' }).click();
  await expect(unknown).toBeHidden();
  await expect(edit.getByLabel('Component')).toHaveValue('NoSuchPage');
  await edit.getByRole('button', { name: 'Save route' }).click();
  await expect(unknown.getByRole('button', { name: 'Save anyway' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/route-manager-unknown-component.png' });
  await unknown.getByRole('button', { name: 'Save anyway' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('NoSuchPage not found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByRole('cell', { name: '/login', exact: true })).toBeVisible();

  // Deactivate: it leaves the active table for "Inactive routes", and its page is gone.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const inactive = page.getByRole('list', { name: 'Inactive routes' });
  await expect(inactive.getByText(name)).toBeVisible();
  await expect(page.getByRole('cell', { name: path, exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/route-manager-inactive.png', fullPage: true });
  await page.goto(path);
  await expect(page).toHaveURL(/\/404$/);

  // Delete, after a confirmation.
  await page.goto('/admin/routes');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the route ${name}?` });
  await confirm.getByRole('button', { name: 'Delete route' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(name)).toHaveCount(0);
  const left = await sql(`SELECT count(*)::int AS n FROM routes WHERE name = '${name}'`);
  expect(left.rows[0].n).toBe(0);
});

test('the route manager says so when the server fails, and recovers on retry', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO_ADMIN);
  let failing = true;
  // The admin list (every row, inactive too) and the server check fail; the app's own route set
  // (?is_active=eq.true) still loads.
  await page.route(
    (url) => url.pathname === '/api/routes' && url.search === '',
    (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Service Unavailable',
              code: 'DB_DOWN',
              message: 'Database is down',
            }),
          })
        : route.fallback(),
  );
  await page.route('**/api/routes/validate', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Service Unavailable', code: 'DB_DOWN', message: 'Database is down' }),
    }),
  );
  await page.goto('/admin/routes');
  const problem = page.getByRole('alert').filter({ hasText: 'Inactive routes could not be loaded' });
  // The list's one retry comes a second after the first 503, on a page that may load slowly here.
  await expect(problem).toContainText('Database is down', { timeout: 20_000 });
  await expect(page.getByRole('cell', { name: '/login', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Check routes' }).click();
  await expect(
    page.locator('[data-slot=toast-title]', { hasText: 'Could not check the routes' }),
  ).toBeVisible();
  await expect(page.getByTestId('route-check-result')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/route-manager-errors.png' });

  failing = false;
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(problem).toHaveCount(0);
});

test('on a phone the routes page scrolls its table, not the page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/routes');
  await expect(page.getByRole('cell', { name: '/login', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'New route' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'test-results/screens/route-manager-mobile.png' });
  // The list at 1280 and 375 px, light and dark, none scrolling the page sideways.
  await screens(page, 'route-manager');
});
