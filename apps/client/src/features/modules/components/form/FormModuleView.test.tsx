import type { HubModule, PublishedForm } from '@atrium/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { FormModuleView } from './FormModuleView';

const FORM = '55555555-5555-4555-8555-555555555555';
const published: PublishedForm = {
  id: FORM,
  name: 'feedback',
  title: 'Event feedback',
  description: 'Two questions',
  schema: {
    fields: [
      { key: 'name', type: 'text', label: 'Your name', required: true },
      { key: 'rating', type: 'number', label: 'Rating', min: 1, max: 5 },
      { key: 'topics', type: 'multiselect', label: 'Topics', options: ['Talks', 'Food'] },
    ],
  },
  settings: { submit_label: 'Send', success_message: 'Thanks a lot!', allow_multiple: false },
  version: 3,
  published_at: '2026-01-01T00:00:00.000Z',
};
const module = (formId: string | null): HubModule => ({
  id: '44444444-4444-4444-8444-444444444444',
  hub_id: '33333333-3333-4333-8333-333333333333',
  name: 'Feedback',
  type: 'form',
  config: { form_id: formId, submit_label: 'Submit', success_message: 'Thank you!' },
  order_index: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('FormModuleView', () => {
  it('shows the required error, then sends the checked answers and shows the success message', async () => {
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === `/forms/${FORM}/published`) return jsonResponse(published);
      if (method === 'POST' && path === `/forms/${FORM}/submissions`) {
        return jsonResponse({ id: 's1', form_version: 3, data: {}, submitted_at: 'now' }, 201);
      }
      return undefined;
    });
    renderFeature(<FormModuleView module={module(FORM)} />);
    const send = await screen.findByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('Rating (optional)'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('Food'));
    fireEvent.click(send);
    expect(await screen.findByText('Thanks a lot!')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ data: { name: 'Ada', rating: 4, topics: ['Food'] } });
    // One answer per person: no "send another".
    expect(screen.queryByRole('button', { name: 'Send another answer' })).toBeNull();
  });

  it('puts the server refusal under the field it names', async () => {
    stubServer(({ method }) =>
      method === 'GET'
        ? jsonResponse(published)
        : apiError(400, 'Invalid submission', [
            { path: 'data.name', message: 'Must be at most 3 characters' },
          ]),
    );
    renderFeature(<FormModuleView module={module(FORM)} />);
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must be at most 3 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your name')));
  });

  it('says so when the person has already sent the form (409)', async () => {
    stubServer(({ method }) =>
      method === 'GET' ? jsonResponse(published) : jsonResponse({ code: 'CONFLICT', message: 'x' }, 409),
    );
    renderFeature(<FormModuleView module={module(FORM)} />);
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have already submitted this form.')).toBeTruthy();
  });

  it('explains a form that is not published or not for the reader', async () => {
    stubServer(() => apiError(404, 'Form not found'));
    renderFeature(<FormModuleView module={module(FORM)} />);
    expect(await screen.findByText('This form is not available')).toBeTruthy();
  });

  it('asks for a form when none is chosen', () => {
    stubServer(() => undefined);
    renderFeature(<FormModuleView module={module(null)} />);
    expect(screen.getByText('No form chosen yet')).toBeTruthy();
  });
});
