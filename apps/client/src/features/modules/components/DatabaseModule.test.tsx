import type { HubModule, SchemaEntry, SchemaAccess } from '@atrium/schema';
import { Toaster, resetToasts } from '@atrium/ui';
import { i18n, type Messages } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { allCollections, projects, ZONE_ID } from '@/features/schema-ui/testing/fixtures';
import {
  PREFERENCES,
  apiError,
  jsonResponse,
  stubApi,
  type ApiCall,
} from '@/features/schema-ui/testing/harness';
import { renderFeature, stubServer } from '@/test/feature-harness';
import { CreateModuleDialog } from './CreateModuleDialog';
import { zonePrefill, zoneScope } from './DatabaseModuleView';
import { ModuleContent } from './ModuleContent';

const HUB = '33333333-3333-4333-8333-333333333333';
const MODULES = `/zones/${ZONE_ID}/hubs/${HUB}/modules`;
const MEMBER = signedInAs('user', { id: 'member-1' });

const WRITER: SchemaAccess = {
  actions: ['create', 'read', 'update', 'delete'],
  read_fields: [],
  write_fields: projects.fields.map((f) => f.name),
  scope: { kind: 'all' },
};
const READER: SchemaAccess = { actions: ['read'], read_fields: [], write_fields: [], scope: { kind: 'all' } };

function entry(name: string, access: SchemaAccess = WRITER): SchemaEntry {
  const schema = allCollections.find((c) => c.name === name)!;
  return { name, builtin: false, version: 1, updated_at: null, schema, access };
}

function databaseModule(collection: string | null): HubModule {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    hub_id: HUB,
    name: 'Project list',
    type: 'collection',
    config: { collection, view: 'table', page_size: 50 },
    order_index: 0,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

let rows: Record<string, unknown>[];

function project(id: string, title: string) {
  return {
    id,
    title,
    code: null,
    status: 'planned',
    priority: 3,
    due_on: null,
    zone_id: ZONE_ID,
    zone: { id: ZONE_ID, name: 'Marketing' },
    lead_id: null,
    lead: null,
    created_at: '2025-01-05T15:04:00Z',
  };
}

/** GET /schemas answers `entries`; /rest/projects lists `rows`; `override` first. */
function server(entries: SchemaEntry[], override?: (call: ApiCall) => Response | undefined) {
  return stubApi((call) => {
    const custom = override?.(call);
    if (custom) return custom;
    if (call.path === '/schemas') return jsonResponse(entries);
    if (call.path === '/rest/projects' && call.method === 'GET') {
      return jsonResponse(rows, 200, {
        'Content-Range': rows.length ? `0-${rows.length - 1}/${rows.length}` : '*/0',
      });
    }
    return undefined;
  });
}

function renderModule(module: HubModule, editAction?: React.ReactNode, readOnly = false, zoneId?: string) {
  resetToasts();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(preferencesKeys.user('member-1'), PREFERENCES);
  queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity });
  return renderInRouter(
    <>
      <ModuleContent module={module} editAction={editAction} readOnly={readOnly} zoneId={zoneId} />
      <Toaster />
    </>,
    { auth: MEMBER, queryClient, path: `/zones/${ZONE_ID}/hubs/${HUB}/modules/x` },
  );
}

beforeEach(() => {
  rows = [project('p1', 'Website relaunch'), project('p2', 'Annual report')];
});

describe('Database module config: the collection is picked from a list', () => {
  async function openAsDatabase() {
    fireEvent.click(screen.getByRole('button', { name: 'New module' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Project list' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'collection' } });
    return dialog;
  }

  it('lists the readable collections by label and name and sends the chosen name', async () => {
    const created = databaseModule('projects');
    const calls = stubServer(({ method, path }) =>
      path === '/schemas'
        ? jsonResponse([entry('projects'), entry('gadgets')])
        : method === 'POST' && path === MODULES
          ? jsonResponse(created, 201)
          : undefined,
    );
    renderFeature(<CreateModuleDialog zoneId={ZONE_ID} hubId={HUB} />);
    const dialog = await openAsDatabase();
    const picker = (await within(dialog).findByRole('combobox', { name: 'Collection' })) as HTMLSelectElement;
    expect(picker.tagName).toBe('SELECT');
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Choose later',
      'Project (projects)',
      `${allCollections.find((c) => c.name === 'gadgets')!.label} (gadgets)`,
    ]);
    fireEvent.change(picker, { target: { value: 'projects' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      type: 'collection',
      config: { collection: 'projects', view: 'table', page_size: 50 },
    });
  });

  it('lists the registered collections first and Atrium’s own tables after, under their own heading', async () => {
    stubServer(({ path }) =>
      path === '/schemas'
        ? jsonResponse([{ ...entry('zones'), builtin: true }, entry('projects')])
        : undefined,
    );
    renderFeature(<CreateModuleDialog zoneId={ZONE_ID} hubId={HUB} />);
    const dialog = await openAsDatabase();
    const picker = (await within(dialog).findByRole('combobox', { name: 'Collection' })) as HTMLSelectElement;
    const groups = [...picker.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['Collections', 'Atrium’s own tables']);
    expect([...groups[0].querySelectorAll('option')].map((o) => o.value)).toEqual(['projects']);
    expect([...groups[1].querySelectorAll('option')].map((o) => o.value)).toEqual(['zones']);
    expect(picker.options[0].textContent).toBe('Choose later');
  });

  it('sends null when the choice is left for later', async () => {
    const calls = stubServer(({ method, path }) =>
      path === '/schemas'
        ? jsonResponse([entry('projects')])
        : method === 'POST'
          ? jsonResponse(databaseModule(null), 201)
          : undefined,
    );
    renderFeature(<CreateModuleDialog zoneId={ZONE_ID} hubId={HUB} />);
    const dialog = await openAsDatabase();
    await within(dialog).findByRole('combobox', { name: 'Collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ config: { collection: null } });
  });

  it('says so when no collection is readable, with no text box to type a name into', async () => {
    stubServer(({ path }) => (path === '/schemas' ? jsonResponse([]) : undefined));
    renderFeature(<CreateModuleDialog zoneId={ZONE_ID} hubId={HUB} />);
    const dialog = await openAsDatabase();
    expect(await within(dialog).findByText('No collection to show yet')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Collection')).toBeNull();
  });
});

describe('Database module page: the collection’s rows', () => {
  it('shows the rows through the table API with the module’s page size, and write actions for a writer', async () => {
    const calls = server([entry('projects')]);
    renderModule(databaseModule('projects'));
    const grid = await screen.findByRole('table', { name: 'Projects' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('row', { name: 'Website relaunch' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/rest/projects')!.query.get('limit')).toBe('50');
    expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('hides New and selection from a reader whose grant is read only', async () => {
    server([entry('projects', READER)]);
    renderModule(databaseModule('projects'));
    await screen.findByRole('row', { name: 'Annual report' });
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers no write to a viewer of the zone (or in an archived zone), whatever the grant', async () => {
    server([entry('projects')]);
    const { unmount } = renderModule(databaseModule('projects'), undefined, true);
    await screen.findByRole('row', { name: 'Annual report' });
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    unmount();

    // On the board, no card can be moved either.
    server([entry('projects')]);
    renderModule(
      { ...databaseModule('projects'), config: { collection: 'projects', view: 'board' } },
      undefined,
      true,
    );
    await screen.findByRole('region', { name: 'Projects by status' });
    // The field the columns stand for is said on screen too.
    expect(screen.getByTestId('board-grouping').textContent).toBe('Columns by Status');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });

  it('starts a new record in the module’s zone: each writable relation to zones is set to it', () => {
    const zoneFields = projects.fields.filter((f) => f.type === 'relation' && f.target === 'zones');
    expect(zoneFields.map((f) => f.name)).toEqual(['zone_id']);
    expect(zonePrefill(projects, WRITER.write_fields, ZONE_ID)).toEqual({ zone_id: ZONE_ID });
    // A grant that may not write the zone gets no start value for it (the server would refuse it).
    expect(zonePrefill(projects, ['title'], ZONE_ID)).toBeUndefined();
  });

  it('reads only the rows of the module’s zone, never those of the other zones the member reads', async () => {
    const readsZone: SchemaAccess = { ...WRITER, read_fields: projects.fields.map((f) => f.name) };
    const calls = server([entry('projects', readsZone)]);
    renderModule(databaseModule('projects'), undefined, false, ZONE_ID);
    await screen.findByRole('row', { name: 'Website relaunch' });
    const reads = calls.filter((c) => c.method === 'GET' && c.path === '/rest/projects');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.query.getAll('zone_id')).toEqual([`eq.${ZONE_ID}`]);
    // The filter builder stays empty: the zone is the module's, not a filter to remove.
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();
    // A collection (or a grant) without a readable relation to zones has nothing to narrow by.
    expect(zoneScope(projects, ['title'], ZONE_ID)).toBeUndefined();
  });

  it('turns a refused write (403) into a toast with the server’s reason', async () => {
    server([entry('projects')], (call) =>
      call.method === 'DELETE' ? apiError(403, 'You may not delete rows of this collection') : undefined,
    );
    renderModule(databaseModule('projects'));
    await screen.findByRole('row', { name: 'Annual report' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Annual report' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Delete…' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('You may not delete rows of this collection')).toBeTruthy();
  });

  it('offers the edit control when the collection is gone (or unreadable) to an editor', async () => {
    server([entry('gadgets')]);
    renderModule(databaseModule('projects'), <button type="button">Edit module</button>);
    expect(await screen.findByText("This module's collection is not available")).toBeTruthy();
    expect(screen.getByText(/"projects" has been deleted, or your role may not read it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit module' })).toBeTruthy();
  });

  it('explains calmly to a member without access, with nothing to edit', async () => {
    server([]);
    renderModule(databaseModule('projects'));
    expect(await screen.findByText('Nothing to show you here')).toBeTruthy();
    expect(screen.getByText(/ask an admin of Atrium to grant your role access/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks an editor to pick a collection when none is chosen yet, without loading anything', async () => {
    const calls = server([entry('projects')]);
    renderModule(databaseModule(null), <button type="button">Edit module</button>);
    expect(await screen.findByText('No collection chosen yet')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/rest'))).toHaveLength(0);
  });
});

describe('Database module board and list views', () => {
  function withView(view: 'board' | 'list'): HubModule {
    const module = databaseModule('projects');
    return { ...module, config: { ...module.config, view } };
  }

  it('draws a board with a column per option of the first enum field, each card in its column', async () => {
    rows = [
      project('p1', 'Website relaunch'),
      { ...project('p2', 'Annual report'), status: 'done' },
      { ...project('p3', 'Hiring plan'), status: 'active', priority: 1 },
    ];
    server([entry('projects')]);
    renderModule(withView('board'));
    const board = await screen.findByRole('region', { name: 'Projects by status' });
    const lanes = within(board).getAllByRole('region');
    expect(lanes.map((lane) => lane.getAttribute('aria-label'))).toEqual(['Planned', 'Active', 'Done']);
    expect(within(lanes[0]).getByRole('button', { name: /^Website relaunch/ })).toBeTruthy();
    expect(within(lanes[1]).getByRole('button', { name: /^Hiring plan/ })).toBeTruthy();
    expect(within(lanes[2]).getByRole('button', { name: /^Annual report/ })).toBeTruthy();
    // A card shows the list's other fields, not the lane's.
    expect(within(lanes[1]).getByText('Priority')).toBeTruthy();
    expect(within(lanes[1]).queryByText('Status')).toBeNull();
    // The editor may add (the grant allows create).
    expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy();
  });

  it('keeps the capitals of the collection and lane names in German sentences', async () => {
    server([entry('projects')]);
    const { messages } = (await import('../../../locales/de/workspace.po')) as { messages: Messages };
    act(() => i18n.loadAndActivate({ locale: 'de', messages }));
    try {
      renderModule(withView('board'));
      // German capitalises nouns: "Neu: Project", never "Neu: project".
      expect(await screen.findByRole('region', { name: 'Projects nach Status' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Neu: Project' })).toBeTruthy();
      expect(screen.getByTestId('board-grouping').textContent).toBe('Spalten nach Status');
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('gives each card a handle to move it between columns only when the lane field may be written', async () => {
    server([entry('projects')]);
    const { unmount } = renderModule(withView('board'));
    await screen.findByRole('region', { name: 'Projects by status' });
    expect(screen.getByRole('button', { name: 'Move “Website relaunch”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move “Annual report”' })).toBeTruthy();
    unmount();

    // Update granted, but not on the status field: the cards stay where they are.
    const noStatus: SchemaAccess = { ...WRITER, write_fields: ['title', 'priority'] };
    server([entry('projects', noStatus)]);
    const second = renderModule(withView('board'));
    await screen.findByRole('region', { name: 'Projects by status' });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    second.unmount();

    server([entry('projects', READER)]);
    renderModule(withView('board'));
    await screen.findByRole('region', { name: 'Projects by status' });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  describe('moving a card with the keyboard', () => {
    // jsdom lays nothing out: each lane is 288 px wide side by side, a card sits in its lane.
    const LANES = ['Planned', 'Active', 'Done'];
    let restore: () => void;
    beforeEach(() => {
      const original = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        const lane = this.closest('section[aria-label]');
        // The card dragged (dnd-kit's overlay, fixed) starts where the card was: the first lane.
        if (!lane && this.closest('[style*="position: fixed"]')) {
          return DOMRect.fromRect({ x: 9, y: 40, width: 270, height: 80 });
        }
        const index = lane ? LANES.indexOf(lane.getAttribute('aria-label') ?? '') : -1;
        if (index < 0) return original.call(this);
        const left = index * 300;
        const isLane = this === lane;
        const top = isLane ? 0 : 40;
        const width = isLane ? 288 : 270;
        const height = isLane ? 600 : 80;
        return DOMRect.fromRect({ x: left + (isLane ? 0 : 9), y: top, width, height });
      };
      restore = () => (Element.prototype.getBoundingClientRect = original);
    });
    afterEach(() => restore());

    /** The board's own live region (dnd-kit's is `DndLiveRegion-…`). */
    const boardRegion = () => document.querySelector<HTMLElement>('[id$="-announcement"][role="status"]')!;
    const dndKitRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');

    async function moveRight(title: string) {
      const handle = await screen.findByRole('button', { name: `Move “${title}”` });
      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      expect(await screen.findByText(`Picked up “${title}” in Planned.`)).toBeTruthy();
      // The sensor listens for arrows after a timer of 0 ms (KeyboardSensor.attach).
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      expect(await screen.findByText(`“${title}” is over Active.`)).toBeTruthy();
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    }

    it('sends the new lane’s value for that row only, and the card is in its new lane', async () => {
      rows = [project('p1', 'Website relaunch'), project('p2', 'Annual report')];
      const calls = server([entry('projects')], (call) => {
        if (call.method !== 'PATCH') return undefined;
        rows = rows.map((r) => (r.id === 'p1' ? { ...r, status: 'active' } : r));
        return jsonResponse([rows[0]]);
      });
      renderModule(withView('board'));
      await moveRight('Website relaunch');
      await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
      const patch = calls.find((c) => c.method === 'PATCH')!;
      expect(patch.path).toBe('/rest/projects');
      expect(patch.query.get('id')).toBe('eq.p1');
      expect(patch.body).toEqual({ status: 'active' });
      const active = screen.getByRole('region', { name: 'Active' });
      await waitFor(() =>
        expect(within(active).getByRole('button', { name: /^Website relaunch/ })).toBeTruthy(),
      );
      expect(await screen.findByText('“Website relaunch” was moved to Active.')).toBeTruthy();
      // The board's own region says it, and holds while the card stays there (the rows read again).
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'GET' && c.path === '/rest/projects')).toHaveLength(2),
      );
      expect(boardRegion().textContent).toBe('“Website relaunch” was moved to Active.');
      expect(dndKitRegion()?.textContent ?? '').toBe('');
    });

    it('puts the card back and says why when no row changed (deleted meanwhile, or out of the grant’s rows)', async () => {
      server([entry('projects')], (call) => (call.method === 'PATCH' ? jsonResponse([]) : undefined));
      renderModule(withView('board'));
      await moveRight('Website relaunch');
      expect(await screen.findByText('Could not move the project')).toBeTruthy();
      expect(screen.getByText('It may have been deleted, or your role may not change it.')).toBeTruthy();
      const planned = screen.getByRole('region', { name: 'Planned' });
      await waitFor(() =>
        expect(within(planned).getByRole('button', { name: /^Website relaunch/ })).toBeTruthy(),
      );
      // The card is back in Planned: nothing in the page still says it was moved (the toast
      // speaks), neither the board's region nor dnd-kit's, which would keep its words for good.
      await waitFor(() => expect(boardRegion().textContent).toBe(''));
      expect(dndKitRegion()?.textContent ?? '').toBe('');
      expect(document.body.textContent).not.toContain('was moved to Active');
    });
  });

  it('orders each column by the module’s order field, read in that order, lowest first and empty last', async () => {
    rows = [
      { ...project('p1', 'Website relaunch'), priority: 5 },
      { ...project('p2', 'Annual report'), priority: null },
      { ...project('p3', 'Hiring plan'), priority: 1 },
      { ...project('p4', 'Office move'), status: 'done', priority: 2 },
    ];
    const calls = server([entry('projects')]);
    const module = withView('board');
    renderModule({ ...module, config: { ...module.config, order_field: 'priority' } });
    const planned = await screen.findByRole('region', { name: 'Planned' });
    const titles = within(planned)
      .getAllByRole('button', { name: /^(?!Move |New )/ })
      .map((card) => card.textContent?.split('Code')[0]);
    expect(titles).toEqual(['Hiring plan', 'Website relaunch', 'Annual report']);
    const read = calls.find((c) => c.method === 'GET' && c.path === '/rest/projects')!;
    expect(read.query.get('order')?.split(',')[0]).toBe('priority.asc');
    // The editor may write both fields: every card has its handle.
    expect(within(planned).getAllByRole('button', { name: /^Move / })).toHaveLength(3);
  });

  it('starts a new card in a column with that column’s value, for a writer only', async () => {
    server([entry('projects')]);
    const { unmount } = renderModule(withView('board'));
    fireEvent.click(await screen.findByRole('button', { name: 'New project in Active' }));
    const panel = await screen.findByRole('dialog', { name: 'New project' });
    const status = (await within(panel).findByRole('combobox', { name: 'Status' })) as HTMLSelectElement;
    // The column's value, not the schema's default ("planned").
    expect(status.value).toBe('active');
    unmount();

    server([entry('projects', READER)]);
    renderModule(withView('board'));
    await screen.findByRole('region', { name: 'Projects by status' });
    expect(screen.queryByRole('button', { name: /^New project in / })).toBeNull();
  });

  it('reads the board’s cards of the module’s zone only', async () => {
    const readsZone: SchemaAccess = { ...WRITER, read_fields: projects.fields.map((f) => f.name) };
    const calls = server([entry('projects', readsZone)]);
    renderModule(withView('board'), undefined, false, ZONE_ID);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path === '/rest/projects')).toBe(true),
    );
    for (const read of calls.filter((c) => c.method === 'GET' && c.path === '/rest/projects'))
      expect(read.query.getAll('zone_id')).toEqual([`eq.${ZONE_ID}`]);
  });

  it('draws a list of cards; a card opens the record, read-only for a reader', async () => {
    server([entry('projects', READER)]);
    renderModule(withView('list'));
    const list = await screen.findByRole('list', { name: 'Projects' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((c) => c.textContent?.split('Code')[0])).toEqual(['Website relaunch', 'Annual report']);
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    fireEvent.click(cards[1]);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getAllByText(/Annual report/).length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('says so and shows the list when the collection has no field to make columns from', async () => {
    const readable: SchemaAccess = { ...READER, read_fields: ['id', 'title', 'code', 'priority'] };
    server([entry('projects', readable)]);
    renderModule(withView('board'));
    expect(await screen.findByText(/has no enum or yes\/no field/)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeTruthy();
  });
});
