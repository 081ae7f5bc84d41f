import type { AdminForm } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi, type ApiCall } from '@/features/schema-ui/testing/harness';
import { FormsListPanel } from './FormsListPanel';

const navigateByName = vi.fn();
vi.mock('@/routing/navigation/useAppNavigation', () => ({
  useAppNavigation: () => ({ navigateByName }),
}));

const formNumber = (i: number): AdminForm => ({
  id: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`,
  name: `form_${i}`,
  title: `Form ${String(i).padStart(2, '0')}`,
  description: null,
  schema: { fields: [{ key: 'a', type: 'text', label: 'A' }] },
  settings: {},
  status: i % 2 === 0 ? 'published' : 'draft',
  published_version: i % 2 === 0 ? 1 : null,
  has_unpublished_changes: false,
  submission_count: i,
  created_by: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  published: null,
});
const FORMS = Array.from({ length: 30 }, (_, i) => formNumber(i + 1));

/** GET /forms as the server answers it: searched, filtered and paged, the total in Content-Range. */
function stubForms(forms: AdminForm[]) {
  const calls = stubApi((call) => {
    if (call.method !== 'GET' || call.path !== '/forms') return undefined;
    const q = (call.query.get('q') ?? '').toLowerCase();
    const status = call.query.get('status');
    const matches = forms.filter(
      (f) => (f.title.toLowerCase().includes(q) || f.name.includes(q)) && (!status || f.status === status),
    );
    const offset = Number(call.query.get('offset') ?? 0);
    const page = matches.slice(offset, offset + Number(call.query.get('limit') ?? 100));
    return jsonResponse(page, 200, {
      'Content-Range': page.length
        ? `${offset}-${offset + page.length - 1}/${matches.length}`
        : `*/${matches.length}`,
    });
  });
  const gets = () => calls.filter((c: ApiCall) => c.method === 'GET' && c.path === '/forms');
  return { gets };
}

afterEach(() => {
  vi.unstubAllGlobals();
  navigateByName.mockReset();
});

describe('FormsListPanel', () => {
  it('asks the server for one page with its total, and for page 2 by its offset', async () => {
    const { gets } = stubForms(FORMS);
    renderAsAdmin(<FormsListPanel />);
    const table = await screen.findByRole('table', { name: 'Forms' });
    expect(await within(table).findByText('Form 01')).toBeTruthy();
    expect(within(table).queryByText('Form 26')).toBeNull();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    expect(gets()[0].query.toString()).toBe('limit=25&offset=0');
    expect(gets()[0].headers.get('Prefer')).toBe('count=exact');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Form 26')).toBeTruthy();
    expect(within(table).queryByText('Form 01')).toBeNull();
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    expect(gets().at(-1)!.query.toString()).toBe('limit=25&offset=25');
  });

  it('sends the search as q once typing pauses, from the first page', async () => {
    const { gets } = stubForms(FORMS);
    renderAsAdmin(<FormsListPanel />);
    const table = await screen.findByRole('table', { name: 'Forms' });
    await within(table).findByText('Form 01');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await within(table).findByText('Form 26');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'form 2' } });
    expect(await within(table).findByText('Form 20')).toBeTruthy();
    expect(within(table).queryByText('Form 26')).toBeTruthy();
    expect(within(table).queryByText('Form 01')).toBeNull();
    const asked = gets().at(-1)!.query;
    expect(asked.get('q')).toBe('form 2');
    expect(asked.get('offset')).toBe('0');
    // One request for the settled text, not one per keystroke.
    expect(gets().filter((c) => c.query.has('q'))).toHaveLength(1);
  });

  it('filters by status on the server', async () => {
    const { gets } = stubForms(FORMS);
    renderAsAdmin(<FormsListPanel />);
    const table = await screen.findByRole('table', { name: 'Forms' });
    await within(table).findByText('Form 01');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } });
    await waitFor(() => expect(within(table).queryByText('Form 01')).toBeNull());
    expect(within(table).getByText('Form 02')).toBeTruthy();
    expect(gets().at(-1)!.query.get('status')).toBe('published');
  });

  it('says "No forms match" for a search without results, and clears it', async () => {
    stubForms(FORMS);
    renderAsAdmin(<FormsListPanel />);
    const table = await screen.findByRole('table', { name: 'Forms' });
    await within(table).findByText('Form 01');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No forms match')).toBeTruthy();
    expect(screen.queryByText('No forms yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and status' }));
    expect(await within(table).findByText('Form 01')).toBeTruthy();
  });

  it('says "No forms yet" when there is none at all', async () => {
    stubForms([]);
    renderAsAdmin(<FormsListPanel />);
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(screen.queryByText('No forms match')).toBeNull();
  });
});
