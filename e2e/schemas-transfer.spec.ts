import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInViaApi } from './support/auth';
import { registerCollectionForFile } from './support/collections';

// A configuration moved between environments in the browser: the admin exports the registered
// collections as one file, edits it (a field dropped, one added), and imports it back through the
// server's dry run — shown first, the destructive change applied only once confirmed.

const stamp = Date.now().toString(36);
const name = `e2e_moved_${stamp}`;

const SCHEMA = {
  name,
  label: 'Moved thing',
  fields: [
    { name: 'title', type: 'string', required: true, max: 120 },
    { name: 'note', type: 'text' },
  ],
};

const admin = registerCollectionForFile(SCHEMA);

test('an admin exports the collections, edits the file and imports it after its dry run', async ({
  page,
  request,
}, testInfo) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^atrium-collections-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    format: string;
    collections: { name: string; fields: { name: string }[] }[];
  };
  expect(exported.format).toBe('atrium-collections');
  const ours = exported.collections.find((c) => c.name === name);
  expect(ours?.fields.map((f) => f.name)).toEqual(['title', 'note']);

  // Only our collection goes back (the others, kept, are left alone): `note` dropped, `rank` added.
  const edited = {
    ...exported,
    collections: [{ ...ours, fields: [ours!.fields[0], { name: 'rank', type: 'integer', min: 0 }] }],
  };
  const path = testInfo.outputPath('edited.json');
  writeFileSync(path, JSON.stringify(edited));

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import collections' });
  await dialog.getByLabel('Export file').setInputFiles(path);
  const plan = dialog.getByRole('region', { name: 'What the import changes' });
  await expect(plan.getByText(`${name} · changed`)).toBeVisible();
  await expect(plan.getByText(`Field "note" and its values are dropped`)).toBeVisible();
  await expect(plan.getByText(`New field "rank" (integer)`)).toBeVisible();
  await expect(plan.getByTestId('dry-run-sql').first()).toContainText('DROP COLUMN "note"');
  const apply = dialog.getByRole('button', { name: 'Apply import' });
  await expect(apply).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/schemas-import-dry-run-1280.png' });
  await plan.getByRole('checkbox', { name: /Apply the destructive changes/ }).check();
  await apply.click();
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Collections imported' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await request.get(`/api/schemas/${name}`, {
    headers: { Authorization: `Bearer ${admin.token()}` },
  });
  const entry = (await after.json()) as { schema: { fields: { name: string }[] } };
  expect(entry.schema.fields.map((f) => f.name)).toEqual(['title', 'rank']);
});

test('a file with a misspelt key is refused, naming the key it most likely means', async ({
  page,
}, testInfo) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/collections');
  const file = {
    format: 'atrium-collections',
    version: 1,
    collections: [{ ...SCHEMA, fields: [{ name: 'title', type: 'string', requird: true }] }],
  };
  const path = testInfo.outputPath('misspelt.json');
  writeFileSync(path, JSON.stringify(file));
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import collections' });
  await dialog.getByLabel('Export file').setInputFiles(path);
  // The server's dry run refuses it; its problem, as libs/schema words it, is shown at its place.
  await expect(dialog.getByRole('alert')).toContainText(
    'collections.0.fields.0.requird: Unknown key "requird"; did you mean "required"?',
  );
  await expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/schemas-import-misspelt-key-1280.png' });
});
