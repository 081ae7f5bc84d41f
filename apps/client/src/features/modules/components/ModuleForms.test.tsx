import { collectionSchema, type HubModule, type SchemaEntry } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { CreateModuleDialog } from './CreateModuleDialog';
import { EditModuleDialog } from './EditModuleDialog';

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = '33333333-3333-4333-8333-333333333333';
const MODULES = `/zones/${ZONE}/hubs/${HUB}/modules`;

const linkModule: HubModule = {
  id: '44444444-4444-4444-8444-444444444444',
  hub_id: HUB,
  name: 'Brand site',
  type: 'link',
  config: { url: 'https://example.com', open_in_new_tab: true },
  order_index: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

async function openCreate() {
  fireEvent.click(screen.getByRole('button', { name: 'New module' }));
  return screen.findByRole('dialog');
}

describe('CreateModuleDialog (module registry config)', () => {
  it('checks the link URL with the registry schema and sends nothing', async () => {
    const calls = stubServer(() => undefined);
    renderFeature(<CreateModuleDialog zoneId={ZONE} hubId={HUB} />);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Docs' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'link' } });
    const url = await within(dialog).findByLabelText('URL');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    expect(
      await within(dialog).findByText('Link must be an http(s) URL, not a "javascript:" URL'),
    ).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends only the chosen type’s config after switching types', async () => {
    const created = {
      ...linkModule,
      type: 'markdown' as const,
      name: 'Handbook',
      config: { content: '# Hi' },
    };
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === MODULES ? jsonResponse(created, 201) : undefined,
    );
    const onCreated = vi.fn();
    renderFeature(<CreateModuleDialog zoneId={ZONE} hubId={HUB} onCreated={onCreated} />);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'link' } });
    fireEvent.change(await within(dialog).findByLabelText('URL'), { target: { value: 'https://x.dev' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'markdown' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Handbook' } });
    fireEvent.change(await within(dialog).findByLabelText('Content (Markdown)'), {
      target: { value: '# Hi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(calls[0].body).toEqual({
      name: 'Handbook',
      type: 'markdown',
      config: { content: '# Hi' },
      is_active: true,
    });
  });

  it('adds https:// to a link typed without it, as a browser does', async () => {
    const created = { id: 'm3', zone_id: ZONE, hub_id: HUB, type: 'link', name: 'Designs', config: {} };
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === MODULES ? jsonResponse(created, 201) : undefined,
    );
    const onCreated = vi.fn();
    renderFeature(<CreateModuleDialog zoneId={ZONE} hubId={HUB} onCreated={onCreated} />);
    const dialog = await openCreate();
    const types = within(dialog).getByLabelText('Type');
    expect(within(types).getByRole('option', { name: 'Form' })).toBeTruthy();
    expect(within(types).getByRole('option', { name: 'Link' })).toBeTruthy();
    fireEvent.change(types, { target: { value: 'link' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Designs' } });
    fireEvent.change(await within(dialog).findByLabelText('URL'), { target: { value: 'figma.com/file/x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect((calls[0].body as { config: { url: string } }).config.url).toBe('https://figma.com/file/x');
  });

  it('adds a form module with a published form picked from a list, never typed', async () => {
    const formId = '55555555-5555-4555-8555-555555555555';
    const created = { id: 'm4', zone_id: ZONE, hub_id: HUB, type: 'form', name: 'Feedback', config: {} };
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === '/forms') {
        return jsonResponse([
          {
            id: formId,
            name: 'feedback',
            title: 'Event feedback',
            description: null,
            schema: { fields: [{ key: 'name', type: 'text', label: 'Name' }] },
            settings: {},
            version: 2,
            published_at: '2026-01-01T00:00:00.000Z',
          },
        ]);
      }
      return method === 'POST' && path === MODULES ? jsonResponse(created, 201) : undefined;
    });
    const onCreated = vi.fn();
    renderFeature(<CreateModuleDialog zoneId={ZONE} hubId={HUB} onCreated={onCreated} />);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'form' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Feedback' } });
    const picker = await within(dialog).findByLabelText('Form');
    expect(within(picker).getByRole('option', { name: 'Event feedback (feedback)' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: formId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.body as { config: { form_id: string } }).config.form_id).toBe(formId);
  });

  it('maps a server detail on config.url to the URL field', async () => {
    stubServer(({ method }) =>
      method === 'POST'
        ? apiError(400, 'Validation failed', [{ path: 'config.url', message: 'This host is blocked' }])
        : undefined,
    );
    renderFeature(<CreateModuleDialog zoneId={ZONE} hubId={HUB} />);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Docs' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'link' } });
    fireEvent.change(await within(dialog).findByLabelText('URL'), {
      target: { value: 'https://bad.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add module' }));
    const message = await within(dialog).findByText('This host is blocked');
    expect(within(dialog).getByLabelText('URL').getAttribute('aria-describedby')).toContain(message.id);
  });
});

describe('EditModuleDialog', () => {
  it('starts from the module, validates, and PATCHes name, config and active state', async () => {
    const saved = {
      ...linkModule,
      name: 'Brand',
      config: { url: 'https://brand.dev', open_in_new_tab: false },
    };
    const calls = stubServer(({ method, path }) =>
      method === 'PATCH' && path === `${MODULES}/${linkModule.id}`
        ? jsonResponse({ ...saved, is_active: false })
        : undefined,
    );
    renderFeature(<EditModuleDialog zoneId={ZONE} hubId={HUB} module={linkModule} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit module' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Brand site');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save module' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Brand' } });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'https://brand.dev' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open in a new tab' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save module' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0].body).toEqual({
      name: 'Brand',
      config: { url: 'https://brand.dev', open_in_new_tab: false },
      is_active: false,
    });
    expect(await screen.findByText('Module saved')).toBeTruthy();
  });
});

describe('EditModuleDialog: the board of a Database module', () => {
  const tasks = collectionSchema.parse({
    name: 'tasks',
    label: 'Task',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'status', type: 'enum', options: ['todo', 'done'] },
      { name: 'urgent', type: 'boolean', label: 'Urgent?' },
      { name: 'position', type: 'integer', label: 'Position' },
      { name: 'effort', type: 'number' },
    ],
  });
  const entry: SchemaEntry = {
    name: 'tasks',
    builtin: false,
    version: 1,
    updated_at: null,
    schema: tasks,
    access: { actions: ['read'], read_fields: [], write_fields: [], scope: { kind: 'all' } },
  };
  const board: HubModule = {
    ...linkModule,
    name: 'Tasks',
    type: 'collection',
    config: { collection: 'tasks', view: 'table', page_size: 50 },
  };

  it('offers the choice and yes/no fields once the view is a board, and saves the one picked', async () => {
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === '/schemas') return jsonResponse([entry]);
      if (method === 'PATCH') return jsonResponse(board);
      return undefined;
    });
    renderFeature(<EditModuleDialog zoneId={ZONE} hubId={HUB} module={board} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit module' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Task (tasks)' });
    expect(within(dialog).queryByLabelText('Board columns from')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('View'), { target: { value: 'board' } });
    const field = await within(dialog).findByLabelText('Board columns from');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The first choice or yes/no field', 'Status (status)', 'Urgent? (urgent)']);
    fireEvent.change(field, { target: { value: 'urgent' } });
    const order = within(dialog).getByLabelText('Card order');
    expect(
      within(order)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["The list's sort", 'Position (position)', 'Effort (effort)']);
    fireEvent.change(order, { target: { value: 'position' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save module' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      config: { collection: 'tasks', view: 'board', board_field: 'urgent', order_field: 'position' },
    });
  });
});
