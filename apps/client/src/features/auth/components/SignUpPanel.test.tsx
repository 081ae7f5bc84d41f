import type { User } from '@atrium/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { AuthApi } from '@/auth/auth-api';
import { stubApi } from '@/test/api-stub';
import { createTestAuthStore, renderApp, UNREACHABLE_AUTH_API } from '@/test/render';

const user: User = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'grace@example.com',
  email_verified: false,
  role: 'user',
  profile: { first_name: 'Grace', last_name: null, role: 'user' },
  mfa_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
};
const tokens = () => ({
  accessToken: 'a',
  refreshToken: 'r'.repeat(43),
  expiresAt: Math.floor(Date.now() / 1000) + 900,
});

function renderSignup(signUp: AuthApi['signUp']) {
  stubApi();
  const authStore = createTestAuthStore({ api: { ...UNREACHABLE_AUTH_API, signUp } });
  return { ...renderApp('/signup', { auth: 'store', authStore }), authStore };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign up', () => {
  it('signs in at once and lands on the dashboard; empty names are left out and no role is sent', async () => {
    const signUp = vi.fn(async () => ({ user, tokens: tokens() }));
    const { history, authStore } = renderSignup(signUp);
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    fill('First name', 'Grace');
    fill('Email', ' grace@example.com ');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(signUp).toHaveBeenCalledWith({
      email: 'grace@example.com',
      password: 'correct horse',
      first_name: 'Grace',
    });
    expect(authStore.getSnapshot().user?.email).toBe('grace@example.com');
    act(() => authStore.dispose());
  });

  it('says so when the server wants the email verified first', async () => {
    const { authStore } = renderSignup(vi.fn(async () => ({ user, tokens: null })));
    await screen.findByLabelText('Email');
    fill('Email', 'grace@example.com');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(authStore.getSnapshot().user).toBeNull();
  });

  it("shows the server's refusal with its hint under the field", async () => {
    const body = {
      error: 'Conflict',
      code: 'SIGNUP_FAILED',
      message: 'Sign up failed',
      timestamp: 'now',
      details: [{ path: 'email', message: 'An account with this email already exists' }],
    };
    renderSignup(vi.fn(() => Promise.reject(new ApiError(409, body, body))));
    await screen.findByLabelText('Email');
    fill('Email', 'grace@example.com');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // The field error is the whole message: no alert repeating "Sign up failed" above it
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});
