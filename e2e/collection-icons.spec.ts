import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';
import { registerCollectionForFile } from './support/collections';

// Icons and Markdown in the schema engine: a registered collection's icon is drawn in the
// collections list and on its page, and changed in the schema builder's icon grid (to one of
// lucide's the app does not bundle, found by the grid's search); a field with
// `widget: icon` is picked from the same grid, and one with `widget: markdown` has Write and
// Preview, the preview rendered (and sanitised) as a page shows it; a relation with
// `widget: select` lists its target's rows in a drop-down. Screenshots at 1280 px.

const stamp = Date.now().toString(36);
const name = `e2e_launches_${stamp}`;

const SCHEMA = {
  name,
  label: 'Launch',
  icon: 'rocket',
  fields: [
    { name: 'title', type: 'string', required: true, max: 120 },
    { name: 'badge', type: 'string', widget: 'icon', max: 40 },
    { name: 'plan', type: 'text', widget: 'markdown', max: 4000 },
    {
      name: 'zone_id',
      type: 'relation',
      target: 'zones',
      display_field: 'name',
      widget: 'select',
      label: 'Zone',
    },
    { name: 'labels', type: 'json', shape: 'array', widget: 'tags' },
  ],
};

test.describe.configure({ mode: 'serial' });

const admin = registerCollectionForFile(SCHEMA);

test('a collection shows its icon, a record picks one and previews its Markdown, the builder changes the icon', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections');
  await page.getByRole('searchbox', { name: 'Search' }).fill('e2e_launches');
  const row = page.getByRole('table', { name: 'Collections' }).getByRole('row', { name: `Launch (${name})` });
  await expect(row.locator('svg.lucide-rocket')).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launches');
  await expect(page.getByRole('heading', { level: 1 }).locator('svg.lucide-rocket')).toBeVisible();

  // A record: its badge picked from the icon grid, its plan written in Markdown and previewed.
  await page.getByRole('button', { name: 'New launch' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New launch' });
  await panel.getByRole('textbox', { name: 'Title' }).fill(`Spring launch ${stamp}`);
  const badge = panel.getByRole('group', { name: 'Badge (optional)' });
  await expect(badge.getByRole('radio', { name: 'No icon' })).toBeChecked();
  await badge.getByTitle('megaphone', { exact: true }).click();
  await expect(badge.getByRole('radio', { name: 'megaphone' })).toBeChecked();
  const plan = panel.getByRole('textbox', { name: 'Plan (optional)' });
  await plan.fill('## Steps\n\n1. **Announce**\n2. Ship\n\n<img src=x onerror=alert(1)>');
  const view = panel.getByRole('group', { name: 'Markdown view' });
  await view.getByRole('button', { name: 'Preview' }).click();
  await expect(plan).toBeHidden();
  const preview = panel.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Announce');
  await expect(preview.locator('img')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/record-form-icon-markdown-1280-light.png' });
  await view.getByRole('button', { name: 'Write' }).click();
  await expect(plan).toBeVisible();
  await panel.getByRole('button', { name: 'Add launch' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Launch added', { exact: true })).toBeVisible();
  const added = page
    .getByRole('table', { name: 'Launches' })
    .getByRole('row', { name: `Spring launch ${stamp}` });
  await expect(added.locator('svg.lucide-megaphone')).toBeVisible();
  await expect(added).toContainText('megaphone');

  // The builder shows the stored icon chosen and changes it after a dry run.
  await page.getByRole('button', { name: 'Edit schema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit schema' });
  const icon = dialog.getByRole('group', { name: 'Icon' });
  await expect(icon.getByRole('radio', { name: 'rocket' })).toBeChecked();
  // Any of lucide's icons, found by typing: the app does not bundle the guitar
  await icon.getByRole('searchbox', { name: 'Search all icons' }).fill('guitar');
  await expect(icon.getByRole('radio').first()).toHaveAccessibleName('guitar');
  await expect(icon.getByText(/\d+ icons? match/)).toBeVisible();
  await icon.getByTitle('guitar', { exact: true }).click();
  await expect(icon.getByRole('radio', { name: 'guitar', exact: true })).toBeChecked();
  await expect(icon.locator('svg.lucide-guitar').first()).toBeVisible();
  // Outlined as the chosen one once the builder has re-rendered (the radio is checked a frame sooner)
  await expect(icon.getByTitle('guitar', { exact: true })).toHaveClass(/border-primary/);
  // Two frames painted after that, so the shot shows it (headless Chromium may hand back the last
  // painted frame otherwise)
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.screenshot({ path: 'test-results/screens/schema-builder-icon-1280-light.png' });
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await dialog.getByRole('button', { name: 'Apply change' }).click();
  await expect(page.getByText('Schema saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('svg.lucide-guitar')).toBeVisible();

  const stored = await page.request.get(`/api/schemas/${name}`, {
    headers: { Authorization: `Bearer ${admin.token()}` },
  });
  expect(((await stored.json()) as { schema: { icon?: string } }).schema.icon).toBe('guitar');

  // Drawn after a reload too (loaded on demand), and kept chosen in the builder's grid
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).locator('svg.lucide-guitar')).toBeVisible();
  await page.getByRole('button', { name: 'Edit schema' }).click();
  const again = page.getByRole('dialog', { name: 'Edit schema' }).getByRole('group', { name: 'Icon' });
  await expect(again.getByRole('radio', { name: 'guitar', exact: true })).toBeChecked();
});

test('a relation with widget: select picks its row from a drop-down, a tags field takes chips; both shown again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const zones = (await (
    await page.request.get('/api/rest/zones?select=id,name&name=eq.Product%20Team', {
      headers: { Authorization: `Bearer ${admin.token()}` },
    })
  ).json()) as { id: string; name: string }[];
  expect(zones, 'the Product Team demo zone').toHaveLength(1);
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/admin/collections/${name}`);
  await page.getByRole('button', { name: 'New launch' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New launch' });
  await panel.getByRole('textbox', { name: 'Title' }).fill(`Zone launch ${stamp}`);
  const zone = panel.getByRole('combobox', { name: 'Zone (optional)' });
  await expect(zone.getByRole('option', { name: 'Product Team', exact: true })).toBeAttached();
  await expect(zone.getByRole('option', { name: 'Acme Headquarters', exact: true })).toBeAttached();
  await zone.selectOption({ label: 'Product Team' });
  // Tags: Enter and a comma add, the chip's button removes.
  const labels = panel.getByRole('textbox', { name: 'Labels (optional)' });
  await labels.fill('beta');
  await labels.press('Enter');
  await labels.fill('launch');
  await labels.press(',');
  await labels.fill('typo');
  await labels.press('Enter');
  await panel.getByRole('button', { name: 'Remove “typo”' }).click();
  await expect(panel.getByRole('button', { name: /^Remove “/ })).toHaveCount(2);
  await labels.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/screens/record-form-relation-select-1280-light.png' });
  await panel.getByRole('button', { name: 'Add launch' }).click();
  await expect(panel).toBeHidden();
  const stored = (await (
    await page.request.get(`/api/rest/${name}?select=zone_id,labels&title=eq.Zone%20launch%20${stamp}`, {
      headers: { Authorization: `Bearer ${admin.token()}` },
    })
  ).json()) as { zone_id: string; labels: string[] }[];
  expect(stored).toEqual([{ zone_id: zones[0].id, labels: ['beta', 'launch'] }]);
  const row = page
    .getByRole('table', { name: 'Launches' })
    .getByRole('row', { name: `Zone launch ${stamp}` });
  await expect(row.locator('[data-slot="badge"]')).toHaveText(['beta', 'launch']);

  // The record opened again: the same row chosen in the list.
  await row.click();
  const edit = page.getByRole('dialog');
  const chosen = edit.getByRole('combobox', { name: 'Zone (optional)' });
  await expect(chosen.getByRole('option', { name: 'Product Team', exact: true })).toBeAttached();
  await expect(chosen).toHaveValue(zones[0].id);
  await expect(edit.getByRole('button', { name: /^Remove “/ })).toHaveText(['', '']);
  await expect(edit.getByRole('button', { name: 'Remove “launch”' })).toBeVisible();
});
