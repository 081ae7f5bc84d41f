import { adminFormSchema, type FormSubmission } from '@atrium/schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi } from '@/features/schema-ui/testing/harness';
import { SubmissionsPanel } from './SubmissionsPanel';

const FORM_ID = '44444444-4444-4444-8444-444444444444';
const form = adminFormSchema.parse({
  id: FORM_ID,
  name: 'feedback',
  title: 'Feedback',
  description: null,
  schema: {
    fields: [
      { key: 'topic', type: 'text', label: 'Topic' },
      { key: 'happy', type: 'checkbox', label: 'Happy?' },
    ],
  },
  settings: {},
  status: 'published',
  published_version: 2,
  has_unpublished_changes: false,
  submission_count: 1,
  created_by: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  published: null,
});
const answer: FormSubmission = {
  id: '55555555-5555-4555-8555-555555555555',
  form_id: FORM_ID,
  form_version: 2,
  data: { topic: 'The new sidebar', happy: true },
  submitted_by: null,
  submitted_by_email: 'max@example.com',
  submitted_at: '2025-03-02T10:00:00.000Z',
};

function stubSubmissions() {
  stubApi((call) =>
    call.method === 'GET' && call.path === `/forms/${FORM_ID}/submissions`
      ? jsonResponse([answer], 200, { 'Content-Range': '0-0/1' })
      : undefined,
  );
}

const phone = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('SubmissionsPanel', () => {
  it('on a wide screen shows each field as a column', async () => {
    stubSubmissions();
    renderAsAdmin(<SubmissionsPanel form={form} />);
    const table = await screen.findByRole('table', { name: 'Submissions' });
    await within(table).findByText('The new sidebar');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sent', 'By', 'Version', 'Topic', 'Happy?']);
  });

  it('on a phone shows each answer as one card: who, when, the version, then every field under its label', async () => {
    phone();
    stubSubmissions();
    renderAsAdmin(<SubmissionsPanel form={form} />);
    const table = await screen.findByRole('table', { name: 'Submissions' });
    const cell = (await within(table).findByText('The new sidebar')).closest('td')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Answer']);
    expect(within(cell).getByText('max@example.com')).toBeTruthy();
    expect(within(cell).getByText(/Version 2/)).toBeTruthy();
    const labels = within(cell)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(cell)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(labels).toEqual(['Topic', 'Happy?']);
    expect(values).toEqual(['The new sidebar', 'Yes']);
  });
});
