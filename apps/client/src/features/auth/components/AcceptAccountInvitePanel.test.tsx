import type { User } from '@atrium/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { AuthApi } from '@/auth/auth-api';
import { stubApi } from '@/test/api-stub';
import { createTestAuthStore, jsonResponse, renderApp, UNREACHABLE_AUTH_API } from '@/test/render';

const user: User = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'ivy@example.com',
  email_verified: true,
  role: 'user',
  profile: { first_name: 'Ivy', last_name: null, role: 'user' },
  mfa_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
};
const TOKEN = 'T'.repeat(43);
const tokens = () => ({
  accessToken: 'a',
  refreshToken: 'r'.repeat(43),
  expiresAt: Math.floor(Date.now() / 1000) + 900,
});

const PREVIEW_PATH = '/api/auth/accept-invite/preview';
const preview = {
  email: 'ivy@example.com',
  role: 'admin',
  role_label: 'Admin',
  role_description: 'Administers the platform: users, roles, routes and every collection.',
  invited_by_name: 'Ada Lovelace',
  expires_at: '2030-01-01T00:00:00.000Z',
};
const refused = {
  error: 'Bad Request',
  code: 'INVITATION_ACCEPT_FAILED',
  message: 'Failed to accept the invitation',
  timestamp: 'now',
  details: [{ path: 'token', message: 'This invitation link is invalid, expired or already used' }],
};

function renderAccept(
  acceptInvite: AuthApi['acceptInvite'],
  path = `/accept-invite?token=${TOKEN}`,
  previewAnswer?: () => Response,
) {
  const { fetchMock } = stubApi();
  // Without an answer the preview fails as offline would: the page goes on without it.
  if (previewAnswer) {
    const others = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith(PREVIEW_PATH) ? Promise.resolve(previewAnswer()) : others(input, init),
    );
  }
  const authStore = createTestAuthStore({ api: { ...UNREACHABLE_AUTH_API, acceptInvite } });
  return { ...renderApp(path, { auth: 'store', authStore }), authStore };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('accept an account invitation', () => {
  it('sets the password, signs in and lands on the dashboard', async () => {
    const acceptInvite = vi.fn(async () => ({ user, tokens: tokens() }));
    const { history, authStore } = renderAccept(acceptInvite);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Atrium' });
    fill('New password', 'a brand new passphrase');
    fill('Repeat new password', 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(acceptInvite).toHaveBeenCalledWith({ token: TOKEN, newPassword: 'a brand new passphrase' });
    expect(authStore.getSnapshot().user?.email).toBe('ivy@example.com');
    act(() => authStore.dispose());
  });

  it('checks the repetition before sending anything', async () => {
    const acceptInvite = vi.fn();
    renderAccept(acceptInvite);
    await screen.findByLabelText('New password');
    fill('New password', 'a brand new passphrase');
    fill('Repeat new password', 'something else entirely');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(/do not match/i)).toBeTruthy();
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('a link that cannot be used says so and offers a password link instead', async () => {
    const body = {
      error: 'Bad Request',
      code: 'INVITATION_ACCEPT_FAILED',
      message: 'Failed to accept the invitation',
      timestamp: 'now',
      details: [{ path: 'token', message: 'This invitation link is invalid, expired or already used' }],
    };
    renderAccept(vi.fn(() => Promise.reject(new ApiError(400, body, body))));
    await screen.findByLabelText('New password');
    fill('New password', 'a brand new passphrase');
    fill('Repeat new password', 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(/may have expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a password link instead' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('names who invited, the address and the role, read with the token in the body, then accepts', async () => {
    const acceptInvite = vi.fn(async () => ({ user, tokens: tokens() }));
    const { history, authStore } = renderAccept(acceptInvite, undefined, () => jsonResponse(preview));
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace invited you to Atrium' });
    const card = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
    expect(card.textContent).toContain(
      'An account was created for you as ivy@example.com, with the role Admin.',
    );
    const fetchMock = vi.mocked(fetch);
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(PREVIEW_PATH))!;
    expect(String(call[0])).toBe(PREVIEW_PATH);
    expect(call[1]?.method).toBe('POST');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ token: TOKEN });
    fill('New password', 'a brand new passphrase');
    fill('Repeat new password', 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    act(() => authStore.dispose());
  });

  it('an inviter whose account is gone: the invitation without a name', async () => {
    renderAccept(vi.fn(), undefined, () =>
      jsonResponse({ ...preview, invited_by_name: null, role: 'user', role_label: 'User' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'You are invited to Atrium' });
    expect(screen.getByText(/with the role User\./)).toBeTruthy();
  });

  it('a link the preview refuses says so at once, without a password form', async () => {
    const acceptInvite = vi.fn();
    renderAccept(acceptInvite, undefined, () => jsonResponse(refused, 400));
    await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' });
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a password link instead' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('a preview refused for another reason (rate limited) leaves the page as it was', async () => {
    renderAccept(vi.fn(), undefined, () =>
      jsonResponse(
        { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Too many requests', timestamp: 'now' },
        429,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Atrium' });
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('without a token: the link is incomplete', async () => {
    renderAccept(vi.fn(), '/accept-invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
  });
});
