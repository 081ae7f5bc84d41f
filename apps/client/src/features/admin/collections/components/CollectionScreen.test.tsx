import { builtinCollection, type SchemaEntry } from '@atrium/schema';
import { Toaster, resetToasts } from '@atrium/ui';
import { i18n, type Messages } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { named } from '@/test/queries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { createTestQueryClient } from '@/test/render';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { allCollections, OTHER_ZONE_ID, projects, ZONE_ID } from '@/features/schema-ui/testing/fixtures';
import {
  PREFERENCES,
  apiError,
  jsonResponse,
  stubApi,
  type ApiCall,
} from '@/features/schema-ui/testing/harness';
import { listViewKey } from '@/features/schema-ui/utils/list-view-state';
import { CollectionScreen } from './CollectionScreen';

const ADMIN = signedInAs('admin', { id: 'admin-1' });

function entry(name: string, builtin: boolean): SchemaEntry {
  const schema = allCollections.find((c) => c.name === name)!;
  return {
    name,
    builtin,
    version: builtin ? null : 3,
    updated_at: null,
    schema,
    access: {
      actions: ['create', 'read', 'update', 'delete'],
      read_fields: [],
      write_fields: projects.fields.map((f) => f.name),
      scope: { kind: 'all' },
    },
  };
}

const ENTRIES = [entry('projects', false), entry('zones', true), entry('users', true)];
const ZONES = [
  { id: ZONE_ID, name: 'Marketing' },
  { id: OTHER_ZONE_ID, name: 'Research' },
];

let rows: Record<string, unknown>[];

function project(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    code: null,
    status: 'planned',
    priority: 3,
    due_on: null,
    zone_id: ZONE_ID,
    zone: ZONES[0],
    lead_id: null,
    lead: null,
    created_at: '2025-01-05T15:04:00Z',
    ...extra,
  };
}

/** The server: GET /schemas, and /rest/projects and /rest/zones over `rows`. */
function server(override?: (call: ApiCall) => Response | undefined) {
  return stubApi((call) => {
    const custom = override?.(call);
    if (custom) return custom;
    if (call.path === '/schemas') return jsonResponse(ENTRIES);
    if (call.path === '/rest/zones') return jsonResponse(ZONES);
    if (call.path === '/rest/projects' && call.method === 'GET') {
      const or = call.query.get('or');
      const found = or ? rows.filter((r) => String(r.title).toLowerCase().includes('relaunch')) : rows;
      const range = found.length === 0 ? '*/0' : `0-${found.length - 1}/${found.length}`;
      return jsonResponse(found, 200, { 'Content-Range': range });
    }
    if (call.path === '/rest/projects' && call.method === 'POST') {
      const row = project(
        'p-new',
        String((call.body as { title: string }).title),
        call.body as Record<string, unknown>,
      );
      rows = [...rows, row];
      return jsonResponse([row], 201);
    }
    if (call.path === '/rest/projects' && call.method === 'PATCH') {
      const id = call.query.get('id')!.slice(3);
      rows = rows.map((r) => (r.id === id ? { ...r, ...(call.body as object) } : r));
      return jsonResponse(rows.filter((r) => r.id === id));
    }
    if (call.path === '/rest/projects' && call.method === 'DELETE') {
      const ids = call.query.get('id')!.slice(4, -1).split(',');
      const gone = rows.filter((r) => ids.includes(String(r.id)));
      rows = rows.filter((r) => !ids.includes(String(r.id)));
      return jsonResponse(gone.map((r) => ({ id: r.id })));
    }
    return undefined;
  });
}

/** The table API's 409 for a value a stored record already holds (no row of the request named). */
const codeTaken = () =>
  jsonResponse(
    {
      error: 'Conflict',
      code: 'CONFLICT',
      message: 'A record with this "code" already exists',
      timestamp: 't',
      details: [{ path: 'code', message: 'Already taken by another record' }],
    },
    409,
  );

function renderScreen(name = 'projects', query = '') {
  resetToasts();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(preferencesKeys.user('admin-1'), PREFERENCES);
  queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity });
  return renderInRouter(
    <>
      <CollectionScreen name={name} />
      <Toaster />
    </>,
    { auth: ADMIN, queryClient, path: `/admin/collections/${name}${query}` },
  );
}

const table = () => screen.findByRole('table', { name: 'Projects' });

/** "New project" opened and filled in: the title Brochure, in the zone Research. */
async function newBrochure() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New project' })[0]);
  const panel = await screen.findByRole('dialog', { name: 'New project' });
  const title = await within(panel).findByRole('textbox', { name: 'Title' });
  fireEvent.change(title, { target: { value: 'Brochure' } });
  const zone = within(panel).getByRole('combobox', { name: 'Zone' });
  fireEvent.focus(zone);
  fireEvent.change(zone, { target: { value: 'Res' } });
  fireEvent.click(await within(panel).findByRole('option', { name: /Research/ }));
  return panel;
}

beforeEach(() => {
  rows = [project('p1', 'Website relaunch', { code: 'WEB-1' }), project('p2', 'Annual report')];
});

afterEach(() => vi.useRealTimers());

describe('CollectionScreen: the records of a collection', () => {
  it('lists the first page through the table API with the exact count and related names', async () => {
    const calls = server();
    renderScreen();
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Projects');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    // The way back is a link to another page, not "the current page".
    const back = screen.getByRole('link', { name: 'All collections' });
    expect(back.getAttribute('href')).toBe('/admin/collections');
    expect(back.getAttribute('aria-current')).toBeNull();
    const list = calls.find((c) => c.path === '/rest/projects')!;
    expect(list.headers.get('Prefer')).toBe('count=exact');
    expect(Object.fromEntries(list.query)).toEqual({
      select: '*,zone(id,name),lead(id,email),_created_by:created_by(id,email)',
      order: 'due_on.asc',
      limit: '25',
    });
    // the list view's columns, in order
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '', // the select-all checkbox
      'Title',
      'Code',
      'Status',
      'Priority',
      'Due on',
    ]);
  });

  it('orders by a clicked header, and back to the default order when the order is cleared', async () => {
    const calls = server();
    renderScreen();
    const grid = await table();
    const lastOrder = () =>
      calls
        .filter((c) => c.path === '/rest/projects')
        .at(-1)!
        .query.get('order');
    const title = () => within(grid).getByRole('button', { name: /^Title/ });
    fireEvent.click(title(), { detail: 1 });
    await waitFor(() => expect(lastOrder()).toBe('title.asc'));
    fireEvent.click(title(), { detail: 1 });
    await waitFor(() => expect(lastOrder()).toBe('title.desc'));
    fireEvent.click(title(), { detail: 1 });
    // The default order's page is in the cache already: no request, the header says it.
    await waitFor(() =>
      expect(
        within(grid)
          .getByRole('columnheader', { name: /Due on/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
    expect(within(grid).getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('searches the searchable fields on the server and says when nothing matches', async () => {
    const calls = server();
    renderScreen();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'relaunch' } });
    await waitFor(() => expect(screen.getByText('1–1 of 1')).toBeTruthy());
    const searched = calls.filter((c) => c.path === '/rest/projects').at(-1)!;
    expect(searched.query.get('or')).toBe(
      '(title.ilike.*relaunch*,code.ilike.*relaunch*,summary.ilike.*relaunch*)',
    );
  });

  it('remembers its search, order and page size across a reload of the tab, for this account', async () => {
    const calls = server();
    const first = renderScreen();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'relaunch' } });
    await waitFor(() => expect(screen.getByText('1–1 of 1')).toBeTruthy());
    first.unmount();

    // The page again (as after a reload): the same view is asked for at once.
    const before = calls.length;
    renderScreen();
    await table();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('relaunch');
    const reloaded = calls.slice(before).find((c) => c.path === '/rest/projects')!;
    expect(reloaded.query.get('or')).toBe(
      '(title.ilike.*relaunch*,code.ilike.*relaunch*,summary.ilike.*relaunch*)',
    );
  });

  it('opens the view a link carries, not the one kept in the tab, and keeps the address in step', async () => {
    const calls = server();
    // This tab remembers another view of the list: the link's wins.
    sessionStorage.setItem(
      listViewKey('admin-1', 'collection:projects@3'),
      JSON.stringify({ search: 'annual', sorting: [{ id: 'code', desc: false }] }),
    );
    const { router } = renderScreen(
      'projects',
      '?tab=x&sort=-priority,title&filter=priority.gte.2&filter=gone.eq.x&filter=priority.contains.1&q=relaunch&size=50',
    );
    await table();
    const first = calls.find((c) => c.path === '/rest/projects')!;
    expect(first.query.get('order')).toBe('priority.desc,title.asc');
    expect(first.query.getAll('priority')).toEqual(['gte.2']);
    expect(first.query.has('gone')).toBe(false);
    expect(first.query.get('limit')).toBe('50');
    expect(first.query.get('or')).toBe(
      '(title.ilike.*relaunch*,code.ilike.*relaunch*,summary.ilike.*relaunch*)',
    );
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('relaunch');
    // What the list could not use leaves the address; other parameters stay.
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?tab=x&sort=-priority,title&filter=priority.gte.2&q=relaunch&size=50',
      ),
    );
    // A change is written over the same history entry.
    const entries = router.history.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'report' } });
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?tab=x&sort=-priority,title&filter=priority.gte.2&q=report&size=50',
      ),
    );
    expect(router.history.length).toBe(entries);
    expect(
      calls
        .filter((c) => c.path === '/rest/projects')
        .at(-1)!
        .query.get('or'),
    ).toBe('(title.ilike.*report*,code.ilike.*report*,summary.ilike.*report*)');
  });

  it('opens the page a link names, and the last page with rows when the link points past the end', async () => {
    const calls = server();
    const { router } = renderScreen('projects', '?size=50&page=3');
    await table();
    expect(calls.find((c) => c.path === '/rest/projects')!.query.get('offset')).toBe('100');
    // Two rows in all: page 1 is the last one.
    await waitFor(() => expect(screen.getByText('1–2 of 2')).toBeTruthy());
    expect(router.state.location.searchStr).toBe('?size=50');
  });

  it('writes the view it remembers in the address, and nothing for the default view', async () => {
    server();
    const first = renderScreen();
    await table();
    expect(first.router.state.location.searchStr).toBe('');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'relaunch' } });
    await waitFor(() => expect(first.router.state.location.searchStr).toBe('?q=relaunch'));
    first.unmount();
    // Reopened without a view in the address (a link from the menu): the tab's view, written back.
    const again = renderScreen();
    await table();
    await waitFor(() => expect(again.router.state.location.searchStr).toBe('?q=relaunch'));
  });

  it('adds a record through the generated form, then shows it', async () => {
    const calls = server();
    renderScreen();
    await table();
    const panel = await newBrochure();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New project' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ title: 'Brochure', status: 'planned', priority: 3, zone_id: OTHER_ZONE_ID });
    expect(await screen.findByText('Project added')).toBeTruthy();
    expect(await screen.findByRole('row', { name: 'Brochure' })).toBeTruthy();
  });

  it('edits a record from its row: only the change is sent, to that row', async () => {
    const calls = server();
    renderScreen();
    await table();
    fireEvent.click(await screen.findByRole('row', { name: 'Annual report' }));
    const panel = await screen.findByRole('dialog', { name: 'Project: Annual report' });
    const priority = await within(panel).findByRole('slider', { name: 'Priority (optional)' });
    fireEvent.change(priority, { target: { value: '1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.query.get('id')).toBe('eq.p2');
    expect(patch.body).toEqual({ priority: 1 });
    expect(await screen.findByText('Project saved')).toBeTruthy();
  });

  it('says a refused add or save once, in the panel: the field the server names is marked, no toast', async () => {
    server((call) => {
      if (call.path !== '/rest/projects') return undefined;
      if (call.method === 'PATCH') {
        return apiError(409, 'A record with this "code" already exists', [
          { path: 'code', message: 'Already taken by another record' },
        ]);
      }
      return call.method === 'POST'
        ? apiError(403, 'Your role may not add projects in this zone')
        : undefined;
    });
    renderScreen();
    await table();
    fireEvent.click(await screen.findByRole('row', { name: 'Annual report' }));
    let panel = await screen.findByRole('dialog', { name: 'Project: Annual report' });
    const code = await within(panel).findByRole('textbox', { name: 'Code (optional)' });
    fireEvent.change(code, { target: { value: 'WEB-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('Already taken by another record')).toBeTruthy();
    // Nothing else says it: no toast under the panel with the same refusal.
    expect(screen.queryByText('Could not save the project')).toBeNull();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Project: Annual report' })).toBe(panel);

    // A refusal naming no field of the form: the panel's alert, still no toast.
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    panel = await newBrochure();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add project' }));
    const alert = await within(panel).findByTestId('form-error');
    expect(alert.textContent).toContain('Your role may not add projects in this zone');
    expect(screen.queryByText('Could not add the project')).toBeNull();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });

  it('asks before closing a form with unsaved changes', async () => {
    server();
    renderScreen();
    await table();
    fireEvent.click(await screen.findByRole('row', { name: 'Annual report' }));
    const panel = await screen.findByRole('dialog', { name: 'Project: Annual report' });
    fireEvent.change(await within(panel).findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Changed' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a delete is refused when other records still point to the rows', async () => {
    server((call) =>
      call.path === '/rest/projects' && call.method === 'DELETE'
        ? jsonResponse(
            {
              error: 'Conflict',
              code: 'CONFLICT',
              message: 'A related record does not exist, or other records still refer to this one',
              timestamp: 't',
            },
            409,
          )
        : undefined,
    );
    renderScreen();
    await table();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Website relaunch' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Delete…' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Could not delete the projects')).toBeTruthy();
    // Not "a related record does not exist": a delete is refused only by rows pointing to it.
    expect(
      screen.getByText(
        'Records of another collection still point to them: delete those or change their relation first.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/A related record does not exist/)).toBeNull();
  });

  it('deletes the selected rows after saying what will be lost', async () => {
    const calls = server();
    renderScreen();
    await table();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Website relaunch' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Annual report' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Delete…' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 projects?' });
    expect(confirm.textContent).toContain('Website relaunch, Annual report.');
    expect(confirm.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete 2 projects' }));
    expect(await screen.findByText('2 projects deleted')).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.query.get('id')).toBe('in.(p1,p2)');
    expect(await screen.findByText('No projects yet')).toBeTruthy();
  });

  it('exports every row the search matches as CSV, with the columns shown', async () => {
    const calls = server();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    await screen.findByRole('row', { name: 'Annual report' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV exported')).toBeTruthy();
    const exported = calls.filter((c) => c.path === '/rest/projects').at(-1)!;
    expect(Object.fromEntries(exported.query)).toEqual({
      select: 'title,code,status,priority,due_on',
      order: 'due_on.asc',
      limit: '1000',
    });
    expect(clicks).toHaveBeenCalledOnce();
    // (jsdom's Blob has no text(): read it the old way)
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'title,code,status,priority,due_on\r\nWebsite relaunch,WEB-1,planned,3,\r\nAnnual report,,planned,3,',
    );
  });

  it("imports a CSV file after a preview that names each row's problems", async () => {
    const posts: unknown[] = [];
    server((call) => {
      if (call.path === '/rest/projects' && call.method === 'POST') {
        posts.push(call.body);
        return jsonResponse([{ id: 'i1' }, { id: 'i2' }], 201);
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole('row', { name: 'Annual report' });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import projects from CSV' });
    const csv = [
      'title,priority,zone_id,created_at',
      `Brochure,2,${ZONE_ID},x`,
      `,lots,${ZONE_ID},`,
      `Flyer,,${OTHER_ZONE_ID},`,
    ].join('\n');
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [new File([csv], 'projects.csv', { type: 'text/csv' })] },
    });
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('2 ready');
    expect(preview.textContent).toContain('1 with problems');
    expect(preview.textContent).toContain('ignored: created_at');
    const bad = within(preview).getByRole('row', { name: 'Line 3' });
    // Named by label, as the list's columns name them, not by field name.
    expect(bad.textContent).toContain('Title: Required');
    expect(bad.textContent).toContain('Priority: ');
    expect(bad.textContent).not.toContain('title: ');
    // The refused cell shows what the file has, not what reading it made of it.
    expect(bad.textContent).toContain('lots');
    expect(bad.textContent).not.toContain('NaN');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('2 projects imported')).toBeTruthy();
    expect(posts).toEqual([
      [
        { title: 'Brochure', priority: 2, zone_id: ZONE_ID },
        { title: 'Flyer', zone_id: OTHER_ZONE_ID },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused import names the file line of a row problem, and no line for a value taken elsewhere', async () => {
    let answer = 0;
    server((call) => {
      if (call.path !== '/rest/projects' || call.method !== 'POST') return undefined;
      answer += 1;
      return answer === 1
        ? jsonResponse(
            {
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: 'Invalid record',
              timestamp: 't',
              details: [{ path: '1.title', message: 'Too long' }],
            },
            400,
          )
        : codeTaken();
    });
    renderScreen();
    await screen.findByRole('row', { name: 'Annual report' });
    const importFile = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import projects from CSV' });
      const csv = ['title,zone_id', `Brochure,${ZONE_ID}`, `Flyer,${ZONE_ID}`].join('\n');
      fireEvent.change(within(dialog).getByLabelText('CSV file'), {
        target: { files: [new File([csv], 'projects.csv', { type: 'text/csv' })] },
      });
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 rows' }));
      return dialog;
    };
    let dialog = await importFile();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Line 3: title: Too long');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await importFile();
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toContain('code: Already taken by another record');
    expect(refused.textContent).not.toContain('Line');
  });

  it("a refused import's problems read in the reader's language", async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['workspace', 'admin', 'collections']);
    try {
      server((call) => (call.path === '/rest/projects' && call.method === 'POST' ? codeTaken() : undefined));
      renderScreen();
      await screen.findByRole('row', { name: 'Annual report' });
      fireEvent.click(screen.getByRole('button', { name: 'CSV importieren' }));
      const dialog = await screen.findByRole('dialog');
      // The file picker in the app's language, not the browser's "Choose File" / "No file chosen".
      expect(within(dialog).getByText('Datei auswählen')).toBeTruthy();
      expect(within(dialog).getByTestId('csv-file-name').textContent).toBe('Keine Datei ausgewählt');
      const csv = ['title,zone_id', `Brochure,${ZONE_ID}`].join('\n');
      fireEvent.change(within(dialog).getByLabelText('CSV-Datei'), {
        target: { files: [new File([csv], 'projects.csv', { type: 'text/csv' })] },
      });
      await waitFor(() =>
        expect(within(dialog).getByTestId('csv-file-name').textContent).toBe('projects.csv'),
      );
      // The preview's first column is the file's line ("Zeile"), not a chart's line ("Linie").
      expect((await within(dialog).findAllByRole('columnheader'))[0]!.textContent).toBe('Zeile');
      fireEvent.click(await within(dialog).findByRole('button', { name: '1 Zeile importieren' }));
      const refused = await within(dialog).findByRole('alert');
      expect(refused.textContent).toContain('Ein Datensatz mit diesem Wert für „code“ existiert bereits');
      expect(refused.textContent).toContain('code: Schon von einem anderen Datensatz belegt');
    } finally {
      await activateLanguage('en-US');
    }
  });

  it('shows the error with retry when the rows cannot be loaded', async () => {
    let fail = true;
    server((call) =>
      call.path === '/rest/projects' && fail ? apiError(503, 'The query took too long') : undefined,
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('The query took too long');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('row', { name: 'Annual report' })).toBeTruthy();
  });
});

describe('CollectionScreen: built-in collections', () => {
  it('are read-only here: no New, no selection, rows open as values', async () => {
    const zones = builtinCollection('zones')!;
    expect(zones).toBeTruthy();
    server((call) =>
      call.path === '/rest/zones'
        ? jsonResponse([{ id: ZONE_ID, name: 'Marketing', icon: 'rocket', is_active: true }], 200, {
            'Content-Range': '0-0/1',
          })
        : undefined,
    );
    renderScreen('zones');
    const grid = await screen.findByRole('table', { name: 'Zones' });
    expect(screen.getByText('Built-in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New zone/ })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    fireEvent.click(await screen.findByRole('row', { name: 'Marketing' }));
    const panel = await screen.findByRole('dialog', { name: 'Zone: Marketing' });
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(panel.textContent).toContain('rocket');
  });

  it('says so when the collection does not exist or may not be read', async () => {
    server();
    renderScreen('nothing_here');
    expect(await screen.findByText('No such collection')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe(
      '/admin/collections',
    );
  });
});

describe('CollectionScreen: editing the schema in the builder', () => {
  const report = (applied: boolean) => ({
    name: 'projects',
    action: 'update',
    changes: [{ kind: 'field_added', destructive: false, message: 'Field "rating" added' }],
    destructive: false,
    blockers: [],
    rewrites: [],
    sql: ['ALTER TABLE "projects" ADD COLUMN "rating" integer'],
    sql_after_commit: [],
    dry_run: !applied,
    applied,
    version: applied ? 4 : 3,
    schema: null,
  });

  it('opens the stored schema, keeps what it has no controls for, and applies only what the dry run showed', async () => {
    const calls = server((call) =>
      call.path === '/schemas/projects' && call.method === 'PATCH'
        ? jsonResponse(report(call.query.get('dry_run') !== 'true'))
        : undefined,
    );
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    // Stored columns keep their names; the collection's scope (zone roles) is kept, not lost.
    const first = named(dialog, 'listitem', 'Field 1: title');
    expect(within(first).getByLabelText('Field 1 name').hasAttribute('readonly')).toBe(true);
    expect((within(first).getByLabelText('Placeholder (optional)') as HTMLInputElement).value).toBe(
      'Website relaunch',
    );
    expect(
      (named(dialog, 'combobox', 'Rows user may reach') as HTMLSelectElement).selectedOptions[0].textContent,
    ).toBe('As set in JSON');

    fireEvent.click(named(dialog, 'button', 'Add field'));
    fireEvent.change(named(dialog, 'textbox', 'Field 10 name'), { target: { value: 'rating' } });
    fireEvent.change(named(dialog, 'combobox', 'Field 10 type'), { target: { value: 'integer' } });
    expect(named(dialog, 'button', 'Apply change')).toHaveProperty('disabled', true);
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    await within(dialog).findByText('ALTER TABLE "projects" ADD COLUMN "rating" integer', { exact: false });

    const sent = calls.find((c) => c.method === 'PATCH')!;
    expect(sent.query.get('dry_run')).toBe('true');
    expect(sent.headers.get('If-Match')).toBe('"3"');
    const body = sent.body as typeof projects;
    expect(body.fields.map((f) => f.name)).toEqual([...projects.fields.map((f) => f.name), 'rating']);
    // Everything stored comes back as it was; the new field joins the form's last section.
    expect(body.fields.slice(0, -1)).toEqual(projects.fields);
    expect(body.permissions).toEqual(projects.permissions);
    expect(body.form!.sections.at(-1)!.fields.at(-1)).toBe('rating');

    fireEvent.click(named(dialog, 'button', 'Apply change'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit schema' })).toBeNull());
    const applied = calls.filter((c) => c.method === 'PATCH').at(-1)!;
    expect(applied.query.has('dry_run')).toBe(false);
    expect(applied.body).toEqual(sent.body);
    expect(await screen.findByText('Schema saved')).toBeTruthy();
    // A whole journey through the builder's large form: ~15 s alone in jsdom (accessible-name
    // queries over every field's controls), so the default 30 s was met on a loaded machine.
  }, 60_000);

  it('brings a refused change into focus: the summary says why, above the fields', async () => {
    server((call) =>
      call.path === '/schemas/projects' && call.method === 'PATCH'
        ? call.query.get('dry_run') === 'true'
          ? jsonResponse(report(false))
          : apiError(412, 'The collection was changed since it was read: reload it and apply again')
        : undefined,
    );
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    fireEvent.click(named(dialog, 'button', 'Add field'));
    fireEvent.change(named(dialog, 'textbox', 'Field 10 name'), { target: { value: 'rating' } });
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    const apply = named(dialog, 'button', 'Apply change');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    fireEvent.click(apply);
    const summary = await within(dialog).findByRole('alert', {
      name: 'The collection was changed since it was read: reload it and apply again',
    });
    expect(document.activeElement).toBe(summary);
    // Under the tabs, before the fields: not at the end of a long dialog.
    const firstField = named(dialog, 'listitem', 'Field 1: title');
    expect(summary.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 60_000);

  it('arranges the form’s sections: a field taken out of one and added to another', async () => {
    const calls = server((call) =>
      call.path === '/schemas/projects' && call.method === 'PATCH' ? jsonResponse(report(false)) : undefined,
    );
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    const layout = named(dialog, 'region', 'Form layout');
    expect((named(layout, 'textbox', 'Section 1 title (optional)') as HTMLInputElement).value).toBe(
      'Project',
    );
    fireEvent.click(named(layout, 'button', 'Take Code out of section 1'));
    expect(layout.textContent).toContain('Not in the form: Code.');
    const add = named(layout, 'combobox', 'Add a field to section 2');
    fireEvent.change(add, {
      target: { value: within(add).getByRole('option', { name: 'Code' }).getAttribute('value') },
    });
    fireEvent.click(named(dialog, 'button', 'Check (dry run)'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')!.body as typeof projects;
    expect(body.form!.sections.map((s) => s.fields)).toEqual([
      ['title', 'status', 'zone_id', 'lead_id'],
      ['priority', 'budget', 'due_on', 'summary', 'code'],
    ]);
  });

  it('closes at once when nothing changed, and asks before dropping a draft', async () => {
    server();
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit schema' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this draft?' })).toBeNull());
    expect(within(dialog).getAllByRole('listitem', { name: /^Field \d+/ })).toHaveLength(10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this draft?' })).getByRole('button', {
        name: 'Discard draft',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit schema' })).toBeNull());
  });

  it('carries a schema from the JSON tab into the builder, and keeps unparsable text where it is', async () => {
    server();
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit schema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schema' });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'JSON' }));
    const json = await within(dialog).findByLabelText('Schema (JSON)');
    const schema = JSON.parse((json as HTMLTextAreaElement).value) as typeof projects;
    expect(schema.fields).toEqual(projects.fields);
    fireEvent.change(json, { target: { value: '{ "name": ' } });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Builder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Not valid JSON');
    expect(within(dialog).getByLabelText('Schema (JSON)')).toBeTruthy();
    fireEvent.change(json, {
      target: {
        value: JSON.stringify({ ...schema, fields: schema.fields.filter((f) => f.name !== 'budget') }),
      },
    });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Builder' }));
    await within(dialog).findByRole('listitem', { name: 'Field 1: title' });
    expect(within(dialog).queryByRole('listitem', { name: /: budget$/ })).toBeNull();
    expect(within(dialog).getAllByRole('listitem', { name: /^Field \d+: / })).toHaveLength(8);
  });

  it('shows a schema in the reader’s language and edits it as stored', async () => {
    const translated = {
      ...projects,
      translations: { de: { label: 'Projekt', label_plural: 'Projekte' } },
      fields: projects.fields.map((f) =>
        f.name === 'title' ? { ...f, translations: { de: { label: 'Titel' } } } : f,
      ),
    };
    const entries = ENTRIES.map((e) => (e.name === 'projects' ? { ...e, schema: translated } : e));
    const calls = server((call) =>
      call.path === '/schemas'
        ? jsonResponse(entries)
        : call.method === 'PATCH'
          ? jsonResponse({ ...report(false), changes: [] })
          : undefined,
    );
    // The collections screens' own messages, and the admin ones they share.
    const messages: Messages = {};
    for (const area of ['admin', 'collections']) {
      const catalogue = (await import(`../../../../locales/de/${area}.po`)) as { messages: Messages };
      Object.assign(messages, catalogue.messages);
    }
    act(() => i18n.loadAndActivate({ locale: 'de', messages }));
    try {
      renderScreen();
      const grid = await screen.findByRole('table', { name: 'Projekte' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Projekte');
      expect(within(grid).getByRole('columnheader', { name: /Titel/ })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /Schema bearbeiten/ }));
      const dialog = await screen.findByRole('dialog');
      // The collection's label (and the first form section's title) as stored, not as shown.
      expect(within(dialog).getAllByDisplayValue('Project')).toHaveLength(2);
      // The German name only where German texts are edited.
      expect(within(dialog).getAllByDisplayValue('Projekt')).toEqual([
        within(dialog).getByRole('textbox', { name: 'Bezeichnung (eine Zeile) auf Deutsch' }),
      ]);
      fireEvent.click(within(dialog).getAllByRole('button', { name: /Testlauf/ })[0]);
      await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
      const sent = calls.find((c) => c.method === 'PATCH')!.body as typeof translated;
      expect(sent.label).toBe('Project');
      expect(sent.translations).toEqual(translated.translations);
      expect(sent.fields[0]).not.toHaveProperty('label');
      expect(sent.fields[0]).toMatchObject({ translations: { de: { label: 'Titel' } } });
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});
