import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, latestMail, linkIn, signInViaApi, signUpViaApi, type TestAccount } from './support/auth';
import { keyboardDragReady } from './support/dnd';

// Editing a zone's structure and content as the demo admin: the zone form (with an inline
// validation error), two hubs reordered by keyboard (kept after reload), and a module created,
// edited (name and config, kept after reload) and deleted. Then a viewer of the zone opens a
// module without edit controls, and the module guard refuses a module under the wrong hub.

const stamp = Date.now().toString(36);
const zoneName = `Editing ${stamp}`;
let viewer: TestAccount;
let moduleUrl = '';
let wrongHubUrl = '';

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The names in a sortable list, top to bottom. */
async function rowNames(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').getByRole('link').allInnerTexts();
}

async function openHubsTab(page: Page) {
  await page.getByRole('tab', { name: 'Hubs' }).click();
  return page.getByRole('tabpanel').getByRole('list', { name: 'Hubs' });
}

test('the demo admin creates a zone, reorders hubs by keyboard, and edits and deletes a module', async ({
  page,
}) => {
  test.setTimeout(90_000);
  viewer = await signUpViaApi(page.request);
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);

  // The zone form: an inline error first, then the zone
  await page.goto('/zones');
  await page.getByRole('button', { name: 'New zone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await shoot(page, 'zone-form-error');
  await dialog.getByLabel('Name').fill(zoneName);
  await expect(dialog.getByText('Name is required')).toHaveCount(0);
  await dialog.getByLabel('Description').fill('Structure and content, edited in place.');
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByRole('heading', { name: zoneName, level: 1 })).toBeVisible();
  const zoneUrl = new URL(page.url()).pathname;

  // Two hubs
  let hubs = await openHubsTab(page);
  for (const name of ['Alpha', 'Beta']) {
    await page.getByRole('button', { name: 'New hub' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create hub' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hubs.getByRole('link', { name, exact: true })).toBeVisible();
  }
  expect(await rowNames(hubs)).toEqual(['Alpha', 'Beta']);

  // Reorder by keyboard: focus Beta's handle, pick it up, move it up, drop it
  const handle = hubs.getByRole('button', { name: 'Drag Beta' });
  // The list's own live region (dnd-kit's announcer is silent: it kept its words for good).
  const announcer = page.locator('[id$="-announcement"][role="status"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, over its own place: the rows are measured and the arrow keys will move it
  await expect(announcer).toContainText('Beta is over position 2 of 2');
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toContainText('Beta is over position 1 of 2');
  // The rows move at once (optimistic); the reload below waits for the server's answer, or it
  // could read the old order while the PUT is still on its way.
  const orderSaved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/hubs/order') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('Beta dropped at position 1 of 2');
  await expect.poll(() => rowNames(hubs)).toEqual(['Beta', 'Alpha']);
  expect((await orderSaved).status()).toBe(200);
  await shoot(page, 'hubs-reordered');
  await page.reload();
  hubs = await openHubsTab(page);
  await expect.poll(() => rowNames(hubs)).toEqual(['Beta', 'Alpha']);
  // The sidebar follows the saved order too
  await expect(
    page.getByRole('navigation', { name: 'Zone' }).getByRole('link', { name: /^(Alpha|Beta)$/ }),
  ).toHaveText(['Beta', 'Alpha']);

  const alphaHref = await hubs.getByRole('link', { name: 'Alpha', exact: true }).getAttribute('href');
  const alphaId = /\/hubs\/([^/]+)/.exec(alphaHref ?? '')?.[1] ?? '';
  expect(alphaId).not.toBe('');

  // A module in Beta
  await hubs.getByRole('link', { name: 'Beta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Beta', level: 1 })).toBeVisible();
  // Breadcrumbs once, in the top bar.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: zoneName })).toBeVisible();
  await page.getByRole('button', { name: 'New module' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill('Notes');
  await create.getByLabel('Content (Markdown)').fill('# First draft\n\nTo be edited.');
  await create.getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First draft' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Beta' })).toBeVisible();

  // Edit its name and content; an empty name is refused inline first
  await page.getByRole('button', { name: 'Edit module' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Name')).toHaveValue('Notes');
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Save module' }).click();
  await expect(edit.getByText('Name is required')).toBeVisible();
  await edit.getByLabel('Name').fill('Team notes');
  await edit.getByLabel('Content (Markdown)').fill('# Final version\n\nEdited after creation.');
  await shoot(page, 'module-edit');
  // Escape with changes asks first (an edit starts again from the module when closed); Cancel
  // keeps the dialog and every word typed.
  await page.keyboard.press('Escape');
  const discard = page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .or(page.getByRole('dialog', { name: 'Discard unsaved changes?' }));
  await expect(discard).toBeVisible();
  await expect(discard).toContainText(
    'The changes you made to this module have not been saved and will be lost.',
  );
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toHaveCount(0);
  await expect(edit.getByLabel('Content (Markdown)')).toHaveValue(
    '# Final version\n\nEdited after creation.',
  );
  await edit.getByRole('button', { name: 'Save module' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Module saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final version' })).toBeVisible();
  await expect(page.getByText('First draft')).toHaveCount(0);
  await shoot(page, 'module-edited');

  // Switch it off: editors still reach it (marked inactive), here and in the hub's list
  await page.getByRole('button', { name: 'Edit module' }).click();
  await page.getByRole('dialog').getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save module' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await breadcrumb.getByRole('link', { name: 'Beta' }).click();
  const modules = page.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('listitem')).toHaveCount(1);
  await expect(modules.getByRole('listitem').first()).toContainText('inactive');
  await modules.getByRole('link', { name: 'Team notes' }).click();
  await expect(page.getByRole('heading', { name: 'Team notes', level: 1 })).toBeVisible();

  // On a phone the header's actions wrap; nothing scrolls sideways
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'module-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 860 });

  // Delete it: back on the hub, which has no modules any more
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete Team notes?');
  await confirm.getByRole('button', { name: 'Delete module' }).click();
  await expect(page.getByRole('heading', { name: 'Beta', level: 1 })).toBeVisible();
  await expect(page.getByText('No modules yet')).toBeVisible();
  await expect(page.getByText('Module deleted', { exact: true })).toBeVisible();
  await shoot(page, 'module-deleted');

  // A link module that stays, for the viewer; and the same module's id under the other hub
  await page.getByRole('button', { name: 'New module' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Reference');
  await page.getByRole('dialog').getByLabel('Type').selectOption('link');
  await page.getByRole('dialog').getByLabel('URL').fill('https://example.com/reference');
  await page.getByRole('dialog').getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { name: 'Reference', level: 1 })).toBeVisible();
  moduleUrl = new URL(page.url()).pathname;
  wrongHubUrl = moduleUrl.replace(/\/hubs\/[^/]+\//, `/hubs/${alphaId}/`);

  // Invite the viewer (they accept through the mail's link in the next test)
  await page.goto(zoneUrl);
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('Email', { exact: true }).fill(viewer.email);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitation-row')).toContainText(viewer.email);
});

test('a viewer reads the module without edit controls; the guard refuses it under another hub', async ({
  browser,
}: {
  browser: Browser;
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await signInViaApi(page, viewer);
  await page.goto(linkIn((await latestMail(viewer.email, /^You are invited/)).text));
  await expect(page.getByRole('heading', { name: /^You joined /, level: 1 })).toBeVisible();
  await page.goto(moduleUrl);
  await expect(page.getByRole('heading', { name: 'Reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open link/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit module' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shoot(page, 'viewer-module');

  await page.goto(wrongHubUrl);
  await expect(page.getByTestId('module-not-found')).toContainText('Module not found');
  await expect(page.getByRole('link', { name: 'Back to the hub' })).toBeVisible();
  await shoot(page, 'module-wrong-hub');
  await context.close();
});
