import type { SchemaEntry, SchemasImportResult } from '@atrium/schema';
import { resetToasts, Toaster } from '@atrium/ui';
import { i18n, type Messages } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { allCollections } from '@/features/schema-ui/testing/fixtures';
import { apiError, jsonResponse, stubApi } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { CollectionsScreen } from './CollectionsScreen';

const projects = allCollections.find((c) => c.name === 'projects')!;
const ENTRIES: SchemaEntry[] = [
  {
    name: 'projects',
    builtin: false,
    version: 2,
    updated_at: null,
    schema: projects,
    access: {
      actions: ['create', 'read', 'update', 'delete'],
      read_fields: [],
      write_fields: [],
      scope: { kind: 'all' },
    },
  },
];

const EXPORT_FILE = { format: 'atrium-collections', version: 1, collections: [projects] };

/** The dry run of a file that drops a field of projects, leaves tags alone and lacks notes. */
const PLAN: SchemasImportResult = {
  dry_run: true,
  applied: false,
  destructive: true,
  collections: [
    {
      name: 'projects',
      status: 'changed',
      version: 2,
      action: 'update',
      changes: [
        {
          kind: 'destructive',
          change: 'drop_field',
          field: 'code',
          path: 'fields.code',
          message: 'Field "code" and its values are dropped',
          rows: 12,
        },
      ],
      destructive: true,
      blockers: [],
      rewrites: [],
      sql: ['ALTER TABLE "projects" DROP COLUMN "code"'],
      sql_after_commit: [],
    },
    { ...emptyReport('tags'), status: 'unchanged', version: 1 },
    { ...emptyReport('notes'), status: 'missing', version: 3 },
  ],
} as unknown as SchemasImportResult;

function emptyReport(name: string) {
  return {
    name,
    action: 'none',
    changes: [],
    destructive: false,
    blockers: [],
    rewrites: [],
    sql: [],
    sql_after_commit: [],
  };
}

function renderScreen(answer: (dryRun: boolean, query: URLSearchParams) => Response | undefined) {
  const calls = stubApi(({ path, method, query }) => {
    if (path === '/schemas' && method === 'GET') return jsonResponse(ENTRIES);
    if (path.startsWith('/rest/')) return jsonResponse([], 200, { 'Content-Range': '*/0' });
    if (path === '/schemas/import' && method === 'POST')
      return answer(query.get('dry_run') === 'true', query);
    return undefined;
  });
  resetToasts();
  renderInRouter(
    <>
      <CollectionsScreen />
      <Toaster />
    </>,
    {
      auth: signedInAs('admin', { id: 'admin-1' }),
      queryClient: createTestQueryClient(),
      path: '/admin/collections',
    },
  );
  return calls;
}

async function chooseFile(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import collections' });
  const input = within(dialog).getByLabelText('Export file');
  fireEvent.change(input, {
    target: { files: [new File([text], 'staging.json', { type: 'application/json' })] },
  });
  return dialog;
}

describe('importing collections from an export file', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('counts the plan in words each language orders itself (Japanese puts the count after, with 件)', async () => {
    renderScreen(() => jsonResponse(PLAN));
    const dialog = await chooseFile(JSON.stringify(EXPORT_FILE));
    await within(dialog).findByRole('region', { name: 'What the import changes' });
    const { messages } = (await import('../../../../locales/ja/collections.po')) as { messages: Messages };
    act(() => i18n.loadAndActivate({ locale: 'ja', messages }));
    expect(
      await within(dialog).findByText('変更 1 件 · 変更なし 1 件 · ファイルになし・保持 1 件'),
    ).toBeTruthy();
  });

  it('shows the dry run, and applies a destructive import only once it is confirmed', async () => {
    const calls = renderScreen((dryRun) =>
      jsonResponse(dryRun ? PLAN : { ...PLAN, dry_run: false, applied: true }),
    );
    const dialog = await chooseFile(JSON.stringify(EXPORT_FILE));
    const plan = await within(dialog).findByRole('region', { name: 'What the import changes' });
    expect(within(plan).getByText('1 changed · 1 unchanged · 1 not in the file, kept')).toBeTruthy();
    expect(within(plan).getByText('Field "code" and its values are dropped (12 rows)')).toBeTruthy();
    expect(within(plan).getByTestId('dry-run-sql').textContent).toContain('DROP COLUMN "code"');
    expect(within(plan).getByText('Unchanged: tags')).toBeTruthy();
    expect(within(plan).getByText('Not in the file, kept: notes')).toBeTruthy();
    // The file went to the server as it is, for a dry run only.
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual(EXPORT_FILE);
    expect(posts()[0].query.get('dry_run')).toBe('true');

    const apply = within(dialog).getByRole('button', { name: 'Apply import' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.click(within(plan).getByRole('checkbox', { name: /Apply the destructive changes/ }));
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.click(apply);
    expect(await screen.findByText('Collections imported')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import collections' })).toBeNull());
    const applied = posts()[1];
    expect(applied.query.has('dry_run')).toBe(false);
    expect(applied.query.get('confirm')).toBe('destructive');
    expect(applied.query.has('drop_missing')).toBe(false);
  });

  it('asks again with drop_missing when collections the file lacks are to be dropped', async () => {
    const calls = renderScreen(() => jsonResponse(PLAN));
    const dialog = await chooseFile(JSON.stringify(EXPORT_FILE));
    await within(dialog).findByRole('region', { name: 'What the import changes' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Also drop the registered collections/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const second = calls.filter((c) => c.method === 'POST')[1];
    expect(second.query.get('drop_missing')).toBe('true');
    expect(second.query.get('dry_run')).toBe('true');
  });

  it('says where a file is not JSON and sends nothing', async () => {
    const calls = renderScreen(() => jsonResponse(PLAN));
    const dialog = await chooseFile('{"format": "atrium-collections",\n  "collections": [}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not valid JSON (line 2, column 19)');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Apply import' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal with each problem's place", async () => {
    renderScreen(() =>
      apiError(400, 'Invalid collection schema', [
        { path: 'collections.0.fields.1.type', message: 'Unknown field type "colour"' },
      ]),
    );
    const dialog = await chooseFile(JSON.stringify(EXPORT_FILE));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Invalid collection schema');
    expect(alert.textContent).toContain('collections.0.fields.1.type: Unknown field type "colour"');
    expect(within(dialog).getByRole('button', { name: 'Apply import' })).toHaveProperty('disabled', true);
  });
});
