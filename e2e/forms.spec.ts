import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, screens, signInViaApi } from './support/auth';
import { pointerDragSettled } from './support/dnd';
import { literal, sql } from './support/db';

// Forms end to end: an admin builds a form in Administration → Forms (two fields from the
// library, reordered by dragging, one made required) and publishes it; the demo member opens a
// form module showing it, is told the required field is missing, and sends it; the admin sees the
// answer in the submissions table and downloads it as CSV. Screenshots at 1280 and 375 px. The
// forms list is searched and filtered by the server. And the builder asks before an admin leaves
// unsaved changes behind.

const run = Date.now().toString(36);
const TITLE = `E2E feedback ${run}`;
const NAME = `e2e_feedback_${run}`;
const LEAVE_TITLE = `E2E leaving ${run}`;
const LEAVE_NAME = `e2e_leaving_${run}`;
const LIST_TITLE = `E2E list search ${run}`;
const LIST_NAME = `e2e_list_search_${run}`;
const LIST_DRAFT_TITLE = `E2E list search ${run} draft`;
const LIST_DRAFT_NAME = `e2e_list_search_${run}_draft`;
const LIST_OTHER_TITLE = `E2E list other ${run}`;
const LIST_OTHER_NAME = `e2e_list_other_${run}`;
const PHONE_TITLE = `E2E phone builder ${run}`;
const PHONE_NAME = `e2e_phone_builder_${run}`;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/signin', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

test.afterAll(async () => {
  await sql(
    `DELETE FROM modules WHERE config ->> 'form_id' IN (SELECT id::text FROM forms WHERE name = ${literal(NAME)})`,
  );
  await sql(
    `DELETE FROM forms WHERE name IN (${[NAME, LEAVE_NAME, LIST_NAME, LIST_DRAFT_NAME, LIST_OTHER_NAME, PHONE_NAME].map(literal).join(', ')})`,
  );
});

test('an admin builds and publishes a form, a member sends it, the admin reads and downloads the answer', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forms', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();

  // New form: the name follows the title.
  await page.getByRole('button', { name: 'New form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a form' });
  await dialog.getByLabel('Title').fill(TITLE);
  await expect(dialog.getByLabel('Name')).toHaveValue(NAME);
  await dialog.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  const formId = page.url().split('/').pop()!;

  // Two fields from the library; the key follows the label.
  await page.getByRole('button', { name: 'Add a Short text field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Your name');
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue('your_name');
  await page.getByRole('button', { name: 'Add a Email field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Contact email');
  const preview = page.getByRole('form', { name: TITLE });
  await expect(preview.getByLabel('Contact email (optional)')).toBeVisible();

  // Drag "Contact email" above "Your name" with the pointer.
  const fields = page.getByRole('list', { name: 'Fields of the form' });
  const handle = fields.getByRole('button', { name: 'Drag Contact email' });
  const target = fields.getByRole('button', { name: 'Drag Your name' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 12, { steps: 12 });
  await page.mouse.up();
  await pointerDragSettled(page);
  await expect(fields.getByRole('listitem').first()).toContainText('Contact email');
  await expect(preview.getByRole('textbox').first()).toHaveAccessibleName('Contact email (optional)');

  // "Your name" is required; the preview says so as a member would see it.
  await fields.getByRole('button', { name: /^Edit Your name/ }).click();
  await page.getByLabel('Required', { exact: true }).check();
  await expect(preview.getByLabel('Your name', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Published: version 1')).toBeVisible();
  await screens(page, 'forms-builder');

  // A form module in the demo member's zone shows it.
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO_ADMIN)}` };
  const member = { Authorization: `Bearer ${await tokenOf(request, DEMO_MEMBER)}` };
  const zones = (await (await request.get('/api/zones', { headers: member })).json()) as {
    id: string;
    name: string;
  }[];
  const zone = zones.find((z) => z.name === 'Acme Headquarters')!;
  expect(zone, 'the demo member is in Acme Headquarters').toBeTruthy();
  const hub = (
    (await (await request.get(`/api/zones/${zone.id}/hubs`, { headers: admin })).json()) as { id: string }[]
  )[0];
  const created = await request.post(`/api/zones/${zone.id}/hubs/${hub.id}/modules`, {
    headers: admin,
    data: { name: `Feedback ${run}`, type: 'form', config: { form_id: formId } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const moduleId = ((await created.json()) as { id: string }).id;

  const memberContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const memberPage = await memberContext.newPage();
  await signInViaApi(memberPage, DEMO_MEMBER);
  await memberPage.goto(`/zones/${zone.id}/hubs/${hub.id}/modules/${moduleId}`);
  const form = memberPage.getByRole('form', { name: TITLE });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Your name', { exact: true })).toBeFocused();
  await screens(memberPage, 'forms-module-required');
  await form.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('Contact email (optional)').fill('ada@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(memberPage.getByText('Thank you!')).toBeVisible();
  await screens(memberPage, 'forms-module-sent');
  await memberContext.close();

  // The admin reads the answer, with its version, and downloads the CSV.
  await page.getByRole('link', { name: 'Submissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${formId}/submissions$`));
  const table = page.getByRole('table', { name: 'Submissions' });
  const row = table.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(row).toContainText(DEMO_MEMBER.email);
  await expect(row).toContainText('ada@example.com');
  await screens(page, 'forms-submissions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${NAME}-submissions.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, first] = csv.trim().split(/\r?\n/);
  expect(header).toBe('submission_id,form_version,submitted_at,submitted_by,contact_email,your_name');
  expect(first).toContain(`,1,`);
  expect(first).toContain(`${DEMO_MEMBER.email},ada@example.com,Ada Lovelace`);

  // Deleting it from the builder says what goes with it, and leaves the list without it.
  await page.goto(`/admin/forms/${formId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the form ${TITLE}?` });
  await expect(confirm).toContainText('Its 1 answer and every published version are deleted with it.');
  await confirm.getByRole('button', { name: 'Delete form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await expect(page.getByText('Form deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
  expect((await page.request.get(`/api/forms/${formId}`)).status()).not.toBe(200);
});

test('the builder asks before leaving unsaved changes: Stay keeps the edit, Leave drops it; never after Save or Delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO_ADMIN)}` };
  const created = await request.post('/api/forms', {
    headers: admin,
    data: {
      name: LEAVE_NAME,
      title: LEAVE_TITLE,
      schema: { fields: [{ key: 'your_name', type: 'text', label: 'Your name' }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { id: string }).id;
  const savedLabel = async () => {
    const form = await request.get(`/api/forms/${formId}`, { headers: admin });
    return ((await form.json()) as { schema: { fields: { label: string }[] } }).schema.fields[0].label;
  };
  // What closing or reloading the tab would do: the browser prompts when the event is cancelled.
  const unloadPrompts = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  // In the app the question is the app's own dialog, never the browser's.
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });

  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/forms/${formId}`);
  const label = page.getByLabel('Label', { exact: true });
  await expect(label).toHaveValue('Your name');
  expect(await unloadPrompts()).toBe(false);
  await label.fill('Full name');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  expect(await unloadPrompts()).toBe(true);

  // Another admin menu item: the builder asks first; Stay keeps the edit on the builder.
  const apiKeysLink = page.getByRole('link', { name: 'API keys', exact: true }).first();
  await apiKeysLink.click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText(
    `Your changes to the form “${LEAVE_TITLE}” are not saved and will be lost.`,
  );
  await screens(page, 'forms-builder-leave');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${formId}$`));
  await expect(label).toHaveValue('Full name');

  // Leave: the other page opens and the edit is gone.
  await apiKeysLink.click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  expect(await savedLabel()).toBe('Your name');
  await page.goto(`/admin/forms/${formId}`);
  await expect(label).toHaveValue('Your name');

  // Saved: nothing to lose, so nothing is asked.
  await label.fill('Full name');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  expect(await unloadPrompts()).toBe(false);
  await apiKeysLink.click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(leave).toHaveCount(0);
  expect(await savedLabel()).toBe('Full name');

  // Deleted with an edit pending: the list opens without asking.
  await page.goto(`/admin/forms/${formId}`);
  await label.fill('Edited before the delete');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Delete the form ${LEAVE_TITLE}?` })
    .getByRole('button', { name: 'Delete form' })
    .click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await expect(page.getByText('Form deleted', { exact: true })).toBeVisible();
  await expect(leave).toHaveCount(0);
});

test('the admin searches the forms list and filters it by status; the server pages it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO_ADMIN)}` };
  const fields = { fields: [{ key: 'your_name', type: 'text', label: 'Your name' }] };
  const ids: Record<string, string> = {};
  for (const [name, title] of [
    [LIST_NAME, LIST_TITLE],
    [LIST_DRAFT_NAME, LIST_DRAFT_TITLE],
    [LIST_OTHER_NAME, LIST_OTHER_TITLE],
  ]) {
    const created = await request.post('/api/forms', {
      headers: admin,
      data: { name, title, schema: fields },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids[name] = ((await created.json()) as { id: string }).id;
  }
  const published = await request.post(`/api/forms/${ids[LIST_NAME]}/publish`, { headers: admin });
  expect(published.status(), await published.text()).toBe(201);

  await signInViaApi(page, DEMO_ADMIN);
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname === '/api/forms') asked.push(url);
  });
  await page.goto('/admin/forms');
  const table = page.getByRole('table', { name: 'Forms' });

  // Every form at first; the search goes to the server as q (in other case: it ignores case).
  const other = table.getByRole('row').filter({ hasText: LIST_OTHER_NAME });
  await expect(other).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`LIST SEARCH ${run}`);
  await expect(other).toHaveCount(0);
  const published1 = table.getByRole('row').filter({ hasText: LIST_TITLE }).filter({ hasText: 'Version 1' });
  await expect(published1).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: LIST_DRAFT_NAME })).toBeVisible();
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  expect(asked.at(-1)!.searchParams.get('q')).toBe(`LIST SEARCH ${run}`);

  // Draft only: the published one goes; the status is asked of the server too.
  await page.getByLabel('Status').selectOption('draft');
  await expect(published1).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: LIST_DRAFT_NAME })).toBeVisible();
  expect(asked.at(-1)!.searchParams.get('status')).toBe('draft');
  await screens(page, 'forms-list-search');

  // Nothing matches: said so, not "No forms yet"; clearing brings the list back.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`no such form ${run}`);
  await expect(page.getByText('No forms match')).toBeVisible();
  await expect(page.getByText('No forms yet')).toHaveCount(0);
  await screens(page, 'forms-list-no-match');
  await page.getByRole('button', { name: 'Clear search and status' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');

  // A found row opens the builder.
  await page.getByRole('searchbox', { name: 'Search' }).fill(LIST_NAME.slice(4));
  await table.getByRole('row').filter({ hasText: LIST_TITLE }).filter({ hasText: 'Version 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${ids[LIST_NAME]}$`));
});

test("on a phone the builder keeps the screen's width: a long field label does not push the page sideways", async ({
  page,
  request,
}) => {
  // The field library, the fields list and the field editor sat in grid columns sized by their
  // content: a field labelled "I'd like someone to follow up with me" (its row does not wrap)
  // widened the column to 439 px, so the whole page scrolled sideways at 375 px and the fields'
  // Move buttons and "Remove field" were cut off at the edge.
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO_ADMIN)}` };
  const label = "I'd like someone to follow up with me";
  const created = await request.post('/api/forms', {
    headers: admin,
    data: {
      name: PHONE_NAME,
      title: PHONE_TITLE,
      schema: { fields: [{ key: 'follow_up', type: 'checkbox', label }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 375, height: 740 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/forms/${id}`);
  const fields = page.getByRole('list', { name: 'Fields of the form' });
  await fields.getByRole('button', { name: `Edit ${label} (Checkbox)` }).click();
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue(label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const control of [
    fields.getByRole('button', { name: `Move ${label} down` }),
    page.getByRole('button', { name: 'Remove field' }),
    page.getByRole('button', { name: 'Add a Long text field' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
