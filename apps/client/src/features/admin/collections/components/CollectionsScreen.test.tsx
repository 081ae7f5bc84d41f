import type { SchemaChangeResult, SchemaEntry } from '@atrium/schema';
import { resetToasts, Toaster } from '@atrium/ui';
import { i18n, type Messages } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { named } from '@/test/queries';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { allCollections } from '@/features/schema-ui/testing/fixtures';
import { apiError, jsonResponse, stubApi } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { CollectionsScreen } from './CollectionsScreen';

function entry(name: string, builtin: boolean): SchemaEntry {
  const schema = allCollections.find((c) => c.name === name)!;
  return {
    name,
    builtin,
    version: builtin ? null : 2,
    updated_at: null,
    schema,
    access: {
      actions: ['create', 'read', 'update', 'delete'],
      read_fields: [],
      write_fields: [],
      scope: { kind: 'all' },
    },
  };
}

const ENTRIES = [entry('zones', true), entry('projects', false), entry('users', true)];
const ROLES = ['user', 'member'].map((name) => ({
  name,
  label: name === 'user' ? 'User' : 'Member',
  description: '',
  is_system: name === 'user',
  user_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}));
const COUNTS: Record<string, number> = { zones: 3, projects: 1204, users: 2 };

const DRY_RUN: SchemaChangeResult = {
  name: 'tasks',
  action: 'create',
  changes: [
    {
      kind: 'additive',
      change: 'create_collection',
      path: '',
      message: 'New collection "tasks"',
      rows: null,
    },
  ],
  destructive: false,
  blockers: [],
  rewrites: [],
  sql: ['CREATE TABLE "tasks" ("id" uuid PRIMARY KEY DEFAULT gen_random_uuid(), "title" text NOT NULL)'],
  sql_after_commit: [],
  dry_run: true,
  applied: false,
  version: null,
  schema: null,
} as unknown as SchemaChangeResult;

function renderScreen() {
  resetToasts();
  return renderInRouter(
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
}

/** The text of what describes a control (its aria-describedby), as a screen reader says it. */
function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The collections screen with "New collection" open, its name and label typed; dry runs answer DRY_RUN. */
async function openNewCollection(name: string, label: string) {
  const calls = stubApi(({ path, method }) => {
    if (path === '/schemas' && method === 'GET') return jsonResponse(ENTRIES);
    if (path.startsWith('/rest/')) return jsonResponse([], 200, { 'Content-Range': '*/0' });
    if (path === '/schemas' && method === 'POST') return jsonResponse(DRY_RUN);
    return undefined;
  });
  renderScreen();
  fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
  const dialog = await screen.findByRole('dialog', { name: 'New collection' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText('Label (one row)'), { target: { value: label } });
  return { calls, dialog };
}

describe('CollectionsScreen', () => {
  it('lists every collection with its field and row counts, registered ones first', async () => {
    stubApi(({ path }) => {
      if (path === '/schemas') return jsonResponse(ENTRIES);
      const name = path.replace('/rest/', '');
      return jsonResponse([], 200, { 'Content-Range': `0-0/${COUNTS[name]}` });
    });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Collections' });
    await waitFor(() => expect(within(table).getByText('1,204')).toBeTruthy());
    const fields = (name: string) => String(allCollections.find((c) => c.name === name)!.fields.length);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['projects', 'Project', fields('projects'), '1,204', 'Registered · v2'],
      ['users', 'User', fields('users'), '2', 'Built-in'],
      ['zones', 'Zone', fields('zones'), '3', 'Built-in'],
    ]);
  });

  it('opens a collection by its row', async () => {
    stubApi(({ path }) =>
      path === '/schemas' ? jsonResponse(ENTRIES) : jsonResponse([], 200, { 'Content-Range': '*/0' }),
    );
    const { router } = renderScreen();
    fireEvent.click(await screen.findByRole('row', { name: /Project \(projects\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/collections/projects'));
  });

  it('creates a collection from a JSON schema only after the server dry run shows its SQL', async () => {
    const calls = stubApi(({ path, method, query, body }) => {
      if (path === '/schemas' && method === 'GET') return jsonResponse(ENTRIES);
      if (path.startsWith('/rest/')) return jsonResponse([], 200, { 'Content-Range': '*/0' });
      if (path === '/schemas' && method === 'POST') {
        if ((body as { name?: string }).name === 'select') {
          return apiError(400, 'Invalid collection schema', [
            { path: 'name', message: '"select" is reserved: a query parameter of the table API' },
          ]);
        }
        return query.get('dry_run') === 'true'
          ? jsonResponse(DRY_RUN)
          : jsonResponse({ ...DRY_RUN, dry_run: false, applied: true, version: 1 }, 201);
      }
      return undefined;
    });
    const { router } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    const create = within(dialog).getByRole('button', { name: 'Create collection' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'JSON' }));
    const editor = within(dialog).getByLabelText('Schema (JSON)');

    fireEvent.change(editor, { target: { value: '{"name": ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    // Where it goes wrong, not JSON.parse's English reason (shown as is in every language).
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^Not valid JSON \(line 1, column 10\)/);

    fireEvent.change(editor, { target: { value: '{"name": "select", "label": "S", "fields": []}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'name: "select" is reserved: a query parameter of the table API',
    );

    fireEvent.change(editor, {
      target: {
        value:
          '{"name": "tasks", "label": "Task", "fields": [{"name": "title", "type": "string", "required": true}]}',
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect((await within(dialog).findByTestId('dry-run-sql')).textContent).toContain('CREATE TABLE "tasks"');
    expect(within(dialog).getByText('New collection "tasks"')).toBeTruthy();
    // nothing applied yet: only dry runs went out
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.query.get('dry_run') === 'true')).toBe(
      true,
    );

    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/collections/tasks'));
    expect(calls.filter((c) => c.method === 'POST' && !c.query.has('dry_run'))).toHaveLength(1);
    expect(await screen.findByText('Collection created')).toBeTruthy();
  });

  it('builds a collection with its own table name, fewer system fields and a page size', async () => {
    const { calls, dialog } = await openNewCollection('tasks', 'Task');
    const table = within(dialog).getByLabelText('Table name (optional)');
    expect(table.getAttribute('placeholder')).toBe('tasks');
    fireEvent.change(table, { target: { value: 'team_tasks' } });
    const system = within(dialog).getByRole('group', { name: 'System fields' });
    expect(
      within(system)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    fireEvent.click(within(system).getByRole('checkbox', { name: 'Updated' }));
    // The list view no longer offers the column the table will not have.
    const columns = within(dialog).getByRole('group', { name: 'Columns' });
    expect(within(columns).queryByRole('checkbox', { name: 'Updated' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Rows per page'), { target: { value: '10' } });
    const jsdomHasNone = Element.prototype.scrollIntoView;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
      await within(dialog).findByTestId('dry-run-sql');
      // The result lands at the end of a long dialog: it is brought into view.
      expect(scrolled.mock.contexts).toContain(within(dialog).getByRole('region', { name: 'Dry run' }));
    } finally {
      Element.prototype.scrollIntoView = jsdomHasNone;
    }
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'tasks',
      table: 'team_tasks',
      label: 'Task',
      system_fields: ['created_at', 'created_by'],
      fields: [{ name: 'title', type: 'string', required: true, max: 200 }],
      list: { columns: ['title'], searchable: ['title'], page_size: 10 },
      permissions: {},
    });
  });

  it('adds texts in other languages: a suggested one or any tag, sent as the schema’s translations', async () => {
    const { calls, dialog } = await openNewCollection('tasks', 'Task');
    fireEvent.click(named(dialog, 'button', 'Add field'));
    fireEvent.change(named(dialog, 'textbox', 'Field 2 name'), { target: { value: 'status' } });
    fireEvent.change(named(dialog, 'combobox', 'Field 2 type'), { target: { value: 'enum' } });
    fireEvent.change(named(dialog, 'textbox', 'Options (one a line)'), {
      target: { value: 'open\ndone' },
    });

    const translations = named(dialog, 'region', 'Translations');
    fireEvent.click(named(translations, 'button', 'German (de)'));
    const german = named(translations, 'region', 'German');
    // The original beside each input, as its placeholder too.
    const label = named(german, 'textbox', 'Label (one row) in German');
    expect(label.getAttribute('placeholder')).toBe('Task');
    fireEvent.change(label, { target: { value: 'Aufgabe' } });
    fireEvent.change(named(german, 'textbox', 'Title: Label in German'), {
      target: { value: 'Titel' },
    });
    fireEvent.change(named(german, 'textbox', 'Status: Option “done” in German'), {
      target: { value: 'Erledigt' },
    });
    // No help text or placeholder to translate: no row for one.
    expect(within(german).queryByRole('textbox', { name: /Help in German/ })).toBeNull();
    // German is listed now, so it is no longer suggested.
    expect(within(translations).queryByRole('button', { name: 'German (de)' })).toBeNull();

    // Any other language by its tag; a tag that is not one is refused where it was typed.
    const other = named(translations, 'textbox', 'Other language');
    fireEvent.change(other, { target: { value: 'french' } });
    fireEvent.click(named(translations, 'button', 'Add language'));
    expect(within(translations).getByRole('alert').textContent).toBe(
      'A language tag such as "fr" or "pt-BR"',
    );
    fireEvent.change(other, { target: { value: 'fr-CA' } });
    fireEvent.keyDown(other, { key: 'Enter' });
    const french = named(translations, 'region', 'Canadian French');
    fireEvent.change(named(french, 'textbox', 'Label (one row) in Canadian French'), {
      target: { value: 'Tâche' },
    });
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    await within(dialog).findByTestId('dry-run-sql');
    const sent = () => calls.filter((c) => c.method === 'POST').at(-1)!.body as Record<string, unknown>;
    expect(sent().translations).toEqual({ de: { label: 'Aufgabe' }, 'fr-CA': { label: 'Tâche' } });
    expect((sent().fields as { translations?: unknown }[]).map((f) => f.translations)).toEqual([
      { de: { label: 'Titel' } },
      { de: { options: { done: 'Erledigt' } } },
    ]);

    // Removing a language removes its texts, the fields' too.
    fireEvent.click(named(translations, 'button', 'Remove the German texts'));
    expect(within(translations).queryByRole('region', { name: 'German' })).toBeNull();
    expect(named(translations, 'button', 'German (de)')).toBeTruthy();
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(sent().translations).toEqual({ 'fr-CA': { label: 'Tâche' } });
    expect((sent().fields as { translations?: unknown }[]).map((f) => f.translations)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('takes a JSON field’s default as JSON, and holds the draft back while it is not JSON', async () => {
    const { calls, dialog } = await openNewCollection('things', 'Thing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    fireEvent.change(within(dialog).getByLabelText('Field 2 name'), { target: { value: 'meta' } });
    fireEvent.change(within(dialog).getByLabelText('Field 2 type'), { target: { value: 'json' } });
    const field = within(dialog).getByRole('listitem', { name: 'Field 2: meta' });
    const input = within(field).getByLabelText('Default value (optional)');
    fireEvent.change(input, { target: { value: "{tags: ['a']}" } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Not valid JSON');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    // Refused before any request: the summary says so, in focus, and links to the input.
    const summary = await within(dialog).findByRole('alert', {
      name: "A JSON field's default is not valid JSON",
    });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link').textContent).toBe(
      'Field 2 (meta), Default value: Not valid JSON',
    );
    expect(description(input)).toBe('Not valid JSON');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '{"tags": ["a"]}' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as { fields: unknown[] };
    expect(body.fields[1]).toEqual({ name: 'meta', type: 'json', default: { tags: ['a'] } });
  });

  it('builds a collection visually: the dry run gets the schema, its problems land under their field', async () => {
    let answer: 'problem' | 'ok' = 'problem';
    const calls = stubApi(({ path, method }) => {
      if (path === '/schemas' && method === 'GET') return jsonResponse(ENTRIES);
      if (path.startsWith('/rest/')) return jsonResponse([], 200, { 'Content-Range': '*/0' });
      if (path === '/roles') return jsonResponse(ROLES);
      if (path === '/schemas' && method === 'POST') {
        return answer === 'problem'
          ? apiError(400, 'Invalid collection schema', [
              { path: 'fields.2.options', message: 'An enum needs at least one option' },
              { path: 'permissions.member', message: 'Unknown role "member"' },
            ])
          : jsonResponse(DRY_RUN);
      }
      return undefined;
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.change(named(dialog, 'textbox', 'Name'), { target: { value: 'tasks' } });
    fireEvent.change(named(dialog, 'textbox', 'Label (one row)'), { target: { value: 'Task' } });
    const icon = named(dialog, 'group', 'Icon');
    expect((named(icon, 'radio', 'No icon') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(named(icon, 'radio', 'clipboard-list'));
    fireEvent.click(named(dialog, 'button', 'Add field'));
    fireEvent.change(named(dialog, 'textbox', 'Field 2 name'), { target: { value: 'status' } });
    fireEvent.change(named(dialog, 'combobox', 'Field 2 type'), { target: { value: 'enum' } });
    fireEvent.click(named(dialog, 'button', 'Add field'));
    fireEvent.change(named(dialog, 'textbox', 'Field 3 name'), { target: { value: 'zone_id' } });
    fireEvent.change(named(dialog, 'combobox', 'Field 3 type'), { target: { value: 'relation' } });
    fireEvent.change(named(dialog, 'combobox', 'Points to'), { target: { value: 'zones' } });
    fireEvent.change(named(dialog, 'combobox', 'Shown as'), { target: { value: 'name' } });
    // the third field up, before the second (keyboard alternative to dragging)
    fireEvent.click(named(dialog, 'button', 'Move field 3 up'));
    // No grant to start with (admins only); the role is picked from the roles the server lists.
    expect(within(dialog).queryByLabelText('Role 1')).toBeNull();
    fireEvent.click(named(dialog, 'button', 'Add role'));
    await within(dialog).findByRole('option', { name: 'Member (member)' });
    fireEvent.change(named(dialog, 'combobox', 'Role 1'), { target: { value: 'member' } });
    fireEvent.click(named(dialog, 'checkbox', 'member may create'));
    fireEvent.change(named(dialog, 'combobox', 'Rows member may reach'), {
      target: { value: 'zone_member' },
    });
    fireEvent.change(named(dialog, 'combobox', 'Zone field of member'), { target: { value: 'zone_id' } });
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));

    // The summary of the problems takes the focus (it is read out and in view), each problem a
    // link to the input it concerns; the input is marked invalid and described by its problem.
    const summary = await within(dialog).findByRole('alert', { name: 'Invalid collection schema' });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Field 3 (status), Options: An enum needs at least one option',
      'Permissions: Unknown role "member"',
    ]);
    const status = named(dialog, 'listitem', 'Field 3: status');
    const options = named(status, 'textbox', 'Options (one a line)');
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(description(options)).toBe('An enum needs at least one option');
    expect(named(status, 'textbox', 'Field 3 name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(summary).getAllByRole('link')[0]);
    expect(document.activeElement).toBe(options);
    const role = named(dialog, 'combobox', 'Role 1');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(description(role)).toBe('Unknown role "member"');
    fireEvent.click(within(summary).getAllByRole('link')[1]);
    expect(document.activeElement).toBe(role);
    // The dry run's (English) problems follow the interface language.
    // The collections screens' own messages, and the admin ones they share.
    const messages: Messages = {};
    for (const area of ['admin', 'collections']) {
      const catalogue = (await import(`../../../../locales/de/${area}.po`)) as { messages: Messages };
      Object.assign(messages, catalogue.messages);
    }
    try {
      act(() => i18n.loadAndActivate({ locale: 'de', messages }));
      expect(description(options)).toBe('Ein Feld vom Typ enum braucht mindestens eine Option');
    } finally {
      act(() => i18n.activate('en'));
    }
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'tasks',
      label: 'Task',
      icon: 'clipboard-list',
      fields: [
        { name: 'title', type: 'string', required: true, max: 200 },
        { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'set_null', display_field: 'name' },
        { name: 'status', type: 'enum', options: [] },
      ],
      list: { columns: ['title', 'zone_id', 'status'], searchable: ['title'] },
      permissions: {
        member: { actions: ['create', 'read'], scope: { kind: 'zone_member', field: 'zone_id' } },
      },
    });

    answer = 'ok';
    fireEvent.change(named(dialog, 'textbox', 'Options (one a line)'), {
      target: { value: 'open\ndone' },
    });
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    expect(await within(dialog).findByTestId('dry-run-sql')).toBeTruthy();
    expect(
      (calls.filter((c) => c.method === 'POST').at(-1)!.body as { fields: unknown[] }).fields[2],
    ).toEqual({
      name: 'status',
      type: 'enum',
      options: ['open', 'done'],
    });
    expect(named(dialog, 'button', 'Create collection')).toHaveProperty('disabled', false);
    // The builder's whole form, in two languages: ~16 s alone in jsdom, more than the default 30 s
    // on a loaded machine (as the edit journey in CollectionScreen.test.tsx).
  }, 60_000);

  it('leaves the focus where the reader went on typing while a refused dry run ran', async () => {
    stubApi(({ path, method }) =>
      path === '/schemas' && method === 'POST'
        ? apiError(400, 'Invalid collection schema', [{ path: 'label', message: 'Must not be empty' }])
        : path === '/schemas'
          ? jsonResponse(ENTRIES)
          : jsonResponse([], 200, { 'Content-Range': '*/0' }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    const description = within(dialog).getByLabelText('Description (optional)');
    description.focus();
    const summary = await within(dialog).findByRole('alert', { name: 'Invalid collection schema' });
    expect(document.activeElement).toBe(description);
    // The collection's own input is marked too, and the summary's link leads to it.
    const label = within(dialog).getByLabelText('Label (one row)');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(within(summary).getByRole('link').textContent).toBe('Label (one row): Must not be empty');
    fireEvent.click(within(summary).getByRole('link'));
    expect(document.activeElement).toBe(label);
  });

  it('says a malformed name as soon as the field is left, before any dry run', async () => {
    const calls = stubApi(({ path, method }) =>
      path === '/schemas' && method === 'GET'
        ? jsonResponse(ENTRIES)
        : jsonResponse([], 200, { 'Content-Range': '*/0' }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Bad Name!' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.blur(name);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"',
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('/api/rest/<name>');
    fireEvent.change(name, { target: { value: 'bad_name' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.textContent).toContain('/api/rest/bad_name');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for a new dry run once the schema is edited after one', async () => {
    stubApi(({ path, method }) =>
      path === '/schemas' && method === 'GET'
        ? jsonResponse(ENTRIES)
        : path === '/schemas'
          ? jsonResponse(DRY_RUN)
          : jsonResponse([], 200, { 'Content-Range': '*/0' }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    const create = within(dialog).getByRole('button', { name: 'Create collection' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'other' } });
    expect(create).toHaveProperty('disabled', true);
    expect(within(dialog).queryByTestId('dry-run-sql')).toBeNull();
  });
});
