import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collectionSchema } from '@atrium/schema';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { allCollections, gadgets, OTHER_ZONE_ID, projects, USER_ID, ZONE_ID } from '../testing/fixtures';
import { jsonResponse, renderAsAdmin, stubApi } from '../testing/harness';
import { shortUuid } from '../utils/field-labels';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

function renderForm(props: Partial<SchemaFormProps> = {}) {
  const onSubmit = vi.fn(async (values: Record<string, unknown>) => ({ id: 'new', ...values }));
  renderAsAdmin(
    <SchemaForm
      collection={projects}
      collections={allCollections}
      mode="create"
      onSubmit={onSubmit}
      submitLabel="Add project"
      failure="Could not add the project"
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

/** A stored project as the list hands it to the form: its zone embedded, so no label request. */
const storedProject = {
  id: 'p1',
  title: 'Old',
  status: 'active',
  zone_id: ZONE_ID,
  zone: { id: ZONE_ID, name: 'Marketing' },
};

const submit = (name = 'Add project') => fireEvent.click(screen.getByRole('button', { name }));

/** Zones answered by the stubbed table API for the picker, and their labels. */
function stubZones() {
  return stubApi(({ method, path, query }) => {
    if (method !== 'GET' || path !== '/rest/zones') return undefined;
    const rows = [
      { id: ZONE_ID, name: 'Marketing' },
      { id: OTHER_ZONE_ID, name: 'Market research' },
    ];
    const name = query.get('name');
    const id = query.get('id');
    return jsonResponse(
      rows.filter(
        (r) =>
          (!name || r.name.toLowerCase().includes(name.slice(7, -1).toLowerCase())) &&
          (!id || id === `eq.${r.id}`),
      ),
    );
  });
}

describe('SchemaForm: inputs from the schema', () => {
  it('draws the sections of the form layout with one input per field type', () => {
    stubZones();
    renderForm();
    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(within(project).getByRole('textbox', { name: 'Code (optional)' })).toBeTruthy();
    expect((within(project).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'planned',
    );
    expect(within(project).getByRole('combobox', { name: 'Zone' }).getAttribute('aria-autocomplete')).toBe(
      'list',
    );
    const planning = screen.getByRole('region', { name: 'Planning' });
    const priority = within(planning).getByRole('slider', {
      name: 'Priority (optional)',
    }) as HTMLInputElement;
    expect(priority.value).toBe('3');
    expect(priority.getAttribute('max')).toBe('5');
    expect(within(planning).getByLabelText('Due on (optional)').getAttribute('type')).toBe('date');
    // help text of the schema under its field
    expect(screen.getByText('A short reference such as WEB-12.')).toBeTruthy();
    // the relation picker's hint names the field it searches by its label, not its column
    expect(screen.getByText('Type to search by Name.')).toBeTruthy();
  });
});

describe('SchemaForm: the widgets a schema asks for', () => {
  const widgets = collectionSchema.parse({
    name: 'swatches',
    label: 'Swatch',
    fields: [
      { name: 'size', type: 'enum', options: ['s', 'm', { value: 'l', label: 'Large' }], widget: 'radio' },
      { name: 'shade', type: 'string', widget: 'color', default: '#3B82F6' },
      { name: 'glossy', type: 'boolean', widget: 'checkbox' },
      { name: 'score', type: 'integer', min: 0, max: 10, widget: 'slider' },
      { name: 'weight', type: 'number', widget: 'slider' },
    ],
  });

  it('draws radios, a checkbox, a slider and a colour picker, and sends what they hold', async () => {
    const { onSubmit } = renderForm({ collection: widgets, submitLabel: 'Add swatch' });
    const size = screen.getByRole('group', { name: 'Size (optional)' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((r) => (r.parentElement as HTMLElement).textContent),
    ).toEqual(['s', 'm', 'Large', 'None']);
    fireEvent.click(within(size).getByRole('radio', { name: 'Large' }));
    const picker = screen.getByLabelText('Pick a colour') as HTMLInputElement;
    expect(picker.value).toBe('#3b82f6');
    fireEvent.input(picker, { target: { value: '#ff0000' } });
    expect((screen.getByRole('textbox', { name: 'Shade (optional)' }) as HTMLInputElement).value).toBe(
      '#ff0000',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Glossy' }));
    const score = screen.getByRole('slider', { name: 'Score (optional)' });
    expect(score.getAttribute('max')).toBe('10');
    expect(screen.getByText('Not set')).toBeTruthy();
    fireEvent.change(score, { target: { value: '7' } });
    expect(screen.getByText('7')).toBeTruthy();
    // Without bounds a slider has no scale: the number input stays.
    expect(screen.getByRole('spinbutton', { name: 'Weight (optional)' })).toBeTruthy();
    submit('Add swatch');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ size: 'l', shade: '#ff0000', glossy: true, score: 7 });
  });
});

describe('SchemaForm: a JSON list of texts as tags', () => {
  const posts = collectionSchema.parse({
    name: 'posts',
    label: 'Post',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'labels', type: 'json', shape: 'array', widget: 'tags' },
    ],
  });

  it('adds tags by Enter and comma, removes one, and sends them as a JSON array', async () => {
    const { onSubmit } = renderForm({ collection: posts, submitLabel: 'Add post' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Hello' } });
    const labels = screen.getByRole('textbox', { name: 'Labels (optional)' });
    fireEvent.change(labels, { target: { value: 'news' } });
    fireEvent.keyDown(labels, { key: 'Enter' });
    fireEvent.change(labels, { target: { value: 'draft, launch' } });
    fireEvent.keyDown(labels, { key: ',' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove “draft”' }));
    submit('Add post');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: 'Hello', labels: ['news', 'launch'] });
  });

  it('shows stored tags as chips, and a stored value that is not a list of texts in the JSON editor', () => {
    renderForm({
      collection: posts,
      mode: 'update',
      record: { id: 'p1', title: 'Hello', labels: ['news'] },
      submitLabel: 'Save post',
    });
    expect(screen.getByRole('button', { name: 'Remove “news”' })).toBeTruthy();
    cleanup();
    renderForm({
      collection: posts,
      mode: 'update',
      record: { id: 'p1', title: 'Hello', labels: [1, 2] },
      submitLabel: 'Save post',
    });
    expect((screen.getByRole('textbox', { name: 'Labels (optional)' }) as HTMLTextAreaElement).value).toBe(
      '[\n  1,\n  2\n]',
    );
  });
});

describe('SchemaForm: icons and Markdown', () => {
  const notes = collectionSchema.parse({
    name: 'notes',
    label: 'Note',
    fields: [
      { name: 'badge', type: 'string', widget: 'icon', required: true },
      { name: 'marker', type: 'string', widget: 'icon', default: 'no-such-icon' },
      { name: 'body', type: 'text', widget: 'markdown' },
    ],
  });

  it('picks an icon from a grid, names one the app does not draw, and refuses none when required', async () => {
    const { onSubmit } = renderForm({ collection: notes, submitLabel: 'Add note' });
    const badge = screen.getByRole('group', { name: 'Badge' });
    // Required: no "No icon" choice; the optional one offers it first.
    expect(within(badge).queryByRole('radio', { name: 'No icon' })).toBeNull();
    const marker = screen.getByRole('group', { name: 'Marker (optional)' });
    expect(within(marker).getAllByRole('radio')[0].getAttribute('aria-label')).toBe('No icon');
    expect(await within(marker).findByText(/“no-such-icon” is not a lucide icon/)).toBeTruthy();

    submit('Add note');
    await waitFor(() => expect(badge.getAttribute('aria-invalid')).toBe('true'));
    // The refused group takes the focus through its first radio.
    await waitFor(() => expect(document.activeElement).toBe(within(badge).getAllByRole('radio')[0]));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(within(badge).getByRole('radio', { name: 'rocket' }));
    fireEvent.click(within(marker).getByRole('radio', { name: 'flag' }));
    expect(within(marker).queryByText(/is not a lucide icon/)).toBeNull();
    submit('Add note');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ badge: 'rocket', marker: 'flag' });
  });

  it("previews Markdown in the textarea's place and goes back to writing", async () => {
    renderForm({ collection: notes, submitLabel: 'Add note' });
    const body = screen.getByRole('textbox', { name: 'Body (optional)' });
    const view = screen.getByRole('group', { name: 'Markdown view' });
    fireEvent.click(within(view).getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Write' }));
    fireEvent.change(body, { target: { value: '# Plan\n\n**bold** <script>x</script>' } });
    fireEvent.click(within(view).getByRole('button', { name: 'Preview' }));
    expect(within(view).getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    expect(body.hidden).toBe(true);
    const preview = screen.getByTestId('markdown-preview');
    expect(await within(preview).findByRole('heading', { name: 'Plan' })).toBeTruthy();
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Write' }));
    expect(screen.queryByTestId('markdown-preview')).toBeNull();
    expect(body.hidden).toBe(false);
    expect((body as HTMLTextAreaElement).value).toContain('# Plan');
  });
});

describe('SchemaForm: validation from the schema', () => {
  it('refuses an empty required field on submit, focuses it and sends nothing', async () => {
    stubZones();
    const { onSubmit } = renderForm();
    const title = screen.getByRole('textbox', { name: 'Title' });
    // Required from the schema before any error; an optional field is not.
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Code (optional)' }).hasAttribute('aria-required')).toBe(
      false,
    );
    submit();
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    // react-hook-form moves the focus once the errors are set, which may be a task later.
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getAllByText('Required')).toHaveLength(2); // title and zone
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks a field's pattern (RE2) once it is left, then as it is typed", async () => {
    stubZones();
    renderForm();
    const code = screen.getByRole('textbox', { name: 'Code (optional)' });
    fireEvent.change(code, { target: { value: 'web-12' } });
    fireEvent.blur(code);
    expect(await screen.findByText('Must match the pattern ^[A-Z]{2,5}-[0-9]{1,4}$')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'WEB-12' } });
    await waitFor(() => expect(screen.queryByText(/Must match the pattern/)).toBeNull());
  });

  it('picks a relation by searching the target collection, then sends the typed values', async () => {
    const calls = stubZones();
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Relaunch' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Priority (optional)' }), {
      target: { value: '4' },
    });
    const zone = screen.getByRole('combobox', { name: 'Zone' });
    fireEvent.focus(zone);
    fireEvent.change(zone, { target: { value: 'mark' } });
    // the search goes out once typing pauses
    await waitFor(() => expect(calls.some((c) => c.query.get('name'))).toBe(true));
    const search = calls.find((c) => c.query.get('name'))!;
    const listbox = await screen.findByRole('listbox', { name: 'Zone choices' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(Object.fromEntries(search.query)).toEqual({
      select: 'id,name',
      name: 'ilike.*mark*',
      order: 'name.asc',
      limit: '20',
    });
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect((zone as HTMLInputElement).value).toBe('Market research');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      title: 'Relaunch',
      status: 'planned',
      priority: 4,
      zone_id: OTHER_ZONE_ID,
    });
  });

  describe('a relation with widget: select', () => {
    const withSelect = collectionSchema.parse({
      ...projects,
      fields: projects.fields.map((f) => (f.name === 'zone_id' ? { ...f, widget: 'select' } : f)),
    });
    /** The zones the select lists, and the total the table API counts. */
    function stubZoneChoices(total: number) {
      return stubApi(({ method, path }) =>
        method === 'GET' && path === '/rest/zones'
          ? jsonResponse(
              [
                { id: OTHER_ZONE_ID, name: 'Market research' },
                { id: ZONE_ID, name: 'Marketing' },
              ],
              200,
              { 'Content-Range': `0-1/${total}` },
            )
          : undefined,
      );
    }

    it('refuses an empty form at the first submit: every required field marked, the first focused', async () => {
      stubZoneChoices(2);
      const { onSubmit } = renderForm({ collection: withSelect });
      await screen.findByRole('option', { name: 'Marketing' });
      submit();
      const title = screen.getByRole('textbox', { name: 'Title' });
      const zone = screen.getByRole('combobox', { name: 'Zone' });
      await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
      expect(zone.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Required')).toHaveLength(2);
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it("lists the target's rows by their display field and sends the one picked", async () => {
      const calls = stubZoneChoices(2);
      const { onSubmit } = renderForm({ collection: withSelect });
      fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Relaunch' } });
      // A disabled "Loading…" select until the rows are here.
      expect((screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement).disabled).toBe(true);
      await screen.findByRole('option', { name: 'Marketing' });
      const zone = screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement;
      expect(zone.tagName).toBe('SELECT');
      expect(
        within(zone)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose…', 'Market research', 'Marketing']);
      const read = calls.find((c) => c.path === '/rest/zones')!;
      expect(Object.fromEntries(read.query)).toEqual({ select: 'id,name', order: 'name.asc', limit: '200' });
      fireEvent.change(zone, { target: { value: ZONE_ID } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Relaunch', zone_id: ZONE_ID });
    });

    it('shows the stored row chosen, and keeps one the list lacks (by its short id)', async () => {
      stubZoneChoices(2);
      const hidden = '99999999-9999-4999-8999-999999999999';
      const editProjectIn = (zone_id: string) =>
        renderForm({
          collection: withSelect,
          mode: 'update',
          record: { id: 'p1', title: 'Old', status: 'active', zone_id },
          submitLabel: 'Save project',
        });
      editProjectIn(ZONE_ID);
      await screen.findByRole('option', { name: 'Marketing' });
      expect((screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement).value).toBe(ZONE_ID);
      cleanup();

      editProjectIn(hidden);
      await screen.findByRole('option', { name: 'Marketing' });
      const zone = screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement;
      expect(zone.value).toBe(hidden);
      expect(within(zone).getByRole('option', { name: shortUuid(hidden) })).toBeTruthy();
    });

    it('gives way to the search when the target has more rows than a select lists', async () => {
      stubZoneChoices(250);
      renderForm({ collection: withSelect });
      expect(await screen.findByText('“Zones” has more than 200 rows: type to search them.')).toBeTruthy();
      const zone = screen.getByRole('combobox', { name: 'Zone' });
      expect(zone.getAttribute('aria-autocomplete')).toBe('list');
      // Named by the collection's label, as the reader knows it, not by its name.
      expect(zone.getAttribute('placeholder')).toBe('Search Zones…');
    });
  });

  it("puts the server's 400 details under their fields and the rest in the form's alert", async () => {
    stubZones();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, {
        message: 'Invalid row',
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'title', message: 'Title is taken' },
          { path: 'created_by', message: '"created_by" is read-only' },
        ],
      });
    });
    renderForm({
      onSubmit,
      mode: 'update',
      record: storedProject,
      submitLabel: 'Save project',
    });
    // the known label of the relation comes from the embedded row: no request
    expect((screen.getByRole('combobox', { name: 'Zone' }) as HTMLInputElement).value).toBe('Marketing');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    submit('Save project');
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByTestId('form-error');
    expect(alert.textContent).toContain('Invalid row');
    expect(alert.textContent).toContain('"created_by" is read-only');
    expect(onSubmit).toHaveBeenCalledWith({ title: 'New' });
  });
});

describe('SchemaForm: a refusal about no field', () => {
  it('scrolls the form alert into view (a long dialog may be scrolled to its top)', async () => {
    stubZones();
    // jsdom has no scrollIntoView: one that records what it was asked to show.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, { message: 'The project was changed meanwhile', code: 'CONFLICT' });
    });
    renderForm({ onSubmit, mode: 'update', record: storedProject, submitLabel: 'Save project' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    submit('Save project');
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('The project was changed meanwhile');
    await waitFor(() => expect(scrolled.some((el) => el.contains(alert))).toBe(true));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe('SchemaForm: editing', () => {
  it('saves only once something changed, sends only the change, and shows what it may not write', async () => {
    stubApi(({ path, query }) =>
      path === '/rest/users' && query.get('id') === `eq.${USER_ID}`
        ? jsonResponse([{ id: USER_ID, email: 'lead@example.com' }])
        : undefined,
    );
    const onDirty = vi.fn();
    const { onSubmit } = renderForm({
      mode: 'update',
      writable: projects.permissions.user.write_fields,
      record: {
        id: 'p1',
        title: 'Old',
        status: 'active',
        priority: 2,
        budget: 1500,
        zone_id: ZONE_ID,
        zone: { id: ZONE_ID, name: 'Marketing' },
        lead_id: USER_ID,
        created_at: '2025-01-05T15:04:00Z',
      },
      submitLabel: 'Save project',
      onDirtyChange: onDirty,
    });
    const save = screen.getByRole('button', { name: 'Save project' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('save-bar')).getByText('No changes')).toBeTruthy();
    // not writable under the grant: values, not inputs
    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).queryByRole('combobox', { name: 'Zone' })).toBeNull();
    expect(within(project).getByText('Marketing')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Planning' }).textContent).toContain('1,500');
    expect(screen.getByRole('region', { name: 'Record' }).textContent).toMatch(/Jan 5, 2025, 4:04\sPM/);

    fireEvent.change(screen.getByRole('slider', { name: 'Priority (optional)' }), {
      target: { value: '5' },
    });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(onDirty).toHaveBeenLastCalledWith(true);
    expect(within(screen.getByTestId('save-bar')).getByText('Unsaved changes')).toBeTruthy();
    submit('Save project');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ priority: 5 }));
    await waitFor(() => expect(onDirty).toHaveBeenLastCalledWith(false));
  });
  it('refuses text a number input cannot read instead of erasing the stored number', async () => {
    // Chromium keeps "4-" in a number input but reports '' as its value (validity.badInput):
    // the save sent `weight: null` and the stored 5 was gone without a word.
    const { onSubmit } = renderForm({
      collection: gadgets,
      mode: 'update',
      record: { id: 'g1', name: 'Widget', weight: 5, in_stock: false },
      submitLabel: 'Save gadget',
    });
    const weight = screen.getByRole('spinbutton', { name: 'Weight (optional)' }) as HTMLInputElement;
    Object.defineProperty(weight, 'validity', { value: { ...weight.validity, badInput: true } });
    fireEvent.change(weight, { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save gadget' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    submit('Save gadget');
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Must be a number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears an optional relation whose text is erased, and keeps a required one', async () => {
    stubApi(({ path, query }) =>
      path === '/rest/users' && query.get('id') === `eq.${USER_ID}`
        ? jsonResponse([{ id: USER_ID, email: 'lead@example.com' }])
        : undefined,
    );
    const { onSubmit } = renderForm({
      mode: 'update',
      record: { ...storedProject, lead_id: USER_ID },
      submitLabel: 'Save project',
    });
    const lead = screen.getByRole('combobox', { name: 'Lead (optional)' }) as HTMLInputElement;
    await waitFor(() => expect(lead.value).toBe('lead@example.com'));
    const zone = screen.getByRole('combobox', { name: 'Zone' }) as HTMLInputElement;
    fireEvent.focus(zone);
    fireEvent.change(zone, { target: { value: '' } });
    fireEvent.blur(zone);
    await waitFor(() => expect(zone.value).toBe('Marketing'));
    fireEvent.focus(lead);
    fireEvent.change(lead, { target: { value: '' } });
    fireEvent.blur(lead);
    expect(screen.queryByRole('button', { name: 'Clear Lead (optional)' })).toBeNull();
    submit('Save project');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ lead_id: null }));
    expect(lead.value).toBe('');
  });
});

describe("SchemaForm: a screen's own touches", () => {
  it('runs its own checks first, suggests values, and sends only after the confirm step says yes', async () => {
    stubApi(({ path, query }) =>
      path === '/rest/users' && query.get('id') === `eq.${USER_ID}`
        ? jsonResponse([{ id: USER_ID, email: 'lead@example.com' }])
        : undefined,
    );
    const answers = [false, true];
    const confirmSave = vi.fn(async () => answers.shift() ?? false);
    const { onSubmit } = renderForm({
      mode: 'update',
      writable: ['title'],
      record: { id: 'p1', title: 'Old', status: 'active', zone_id: ZONE_ID, lead_id: USER_ID },
      submitLabel: 'Save project',
      validate: (record): Record<string, string> =>
        record.title === 'Nope' ? { title: 'Not that title' } : {},
      suggestions: { title: ['Alpha launch', 'Beta launch'] },
      confirmSave,
    });
    // With suggestions the input is a combobox (an input with a datalist).
    const title = screen.getByRole('combobox', { name: 'Title' });
    const list = document.getElementById(title.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Alpha launch',
      'Beta launch',
    ]);

    fireEvent.change(title, { target: { value: 'Nope' } });
    submit('Save project');
    expect(await screen.findByText('Not that title')).toBeTruthy();
    expect(confirmSave).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Alpha launch' } });
    submit('Save project');
    await waitFor(() => expect(confirmSave).toHaveBeenCalledTimes(1));
    // Said no: nothing sent, the change still unsaved and savable.
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save project' })).toHaveProperty('disabled', false),
    );
    expect(within(screen.getByTestId('save-bar')).getByText('Unsaved changes')).toBeTruthy();

    submit('Save project');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Alpha launch' }));
    expect(confirmSave).toHaveBeenLastCalledWith({ title: 'Alpha launch' });
  });
});
