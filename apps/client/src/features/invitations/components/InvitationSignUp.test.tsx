import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { jsonResponse, renderApp } from '@/test/render';

const TOKEN = 't'.repeat(43);
const PREVIEW_PATH = '/api/invitations/preview';
const preview = {
  zone_name: 'Acme Headquarters',
  role: 'member',
  email: 'bob@example.com',
  invited_by_name: 'Ada Lovelace',
  expires_at: '2030-01-01T00:00:00.000Z',
};

/** The app's stubbed API, with the zone invitation's preview answered by `answer`. */
function stubWithPreview(answer: () => Response | Promise<Response>) {
  const { fetchMock } = stubApi();
  const others = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input).startsWith(PREVIEW_PATH) ? Promise.resolve(answer()) : others(input, init),
  );
}

afterEach(() => sessionStorage.clear());

describe('a zone invitation opened while signed out, then "Create an account"', () => {
  it('the sign-up form comes with the invited address, from the preview and not from the URL', async () => {
    stubWithPreview(() => jsonResponse(preview));
    const { history } = renderApp(`/invitations/accept?token=${TOKEN}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ada Lovelace invited you to join Acme Headquarters',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signup'));
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('bob@example.com');
    expect(history.location.search).toBe('');
    expect(history.location.href).not.toContain('bob');
  });

  it('without a preview (offline, rate limited) the form starts empty, as before', async () => {
    stubWithPreview(() =>
      jsonResponse(
        { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down', timestamp: 'now' },
        429,
      ),
    );
    const { history } = renderApp(`/invitations/accept?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signup'));
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('');
  });

  it('"Sign in" too opens the form with the invited address, not in the URL', async () => {
    stubWithPreview(() => jsonResponse(preview));
    const { history } = renderApp(`/invitations/accept?token=${TOKEN}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ada Lovelace invited you to join Acme Headquarters',
    });
    // The invitation's own "Sign in", beside "Create an account" (the header has one too).
    const actions = screen.getByRole('link', { name: 'Create an account' }).parentElement!;
    fireEvent.click(within(actions).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('bob@example.com');
    expect(history.location.href).not.toContain('bob');
  });

  it('the sign-up page opened directly starts empty', async () => {
    stubApi();
    renderApp('/signup');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('');
  });
});
