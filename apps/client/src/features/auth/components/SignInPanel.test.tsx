import type { AuthResponse, User } from '@atrium/schema';
import { AUTH_REDIRECT_KEY } from '@atrium/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { AuthApi } from '@/auth/auth-api';
import { stubApi } from '@/test/api-stub';
import { createTestAuthStore, renderApp, UNREACHABLE_AUTH_API } from '@/test/render';

const user: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  email_verified: true,
  role: 'user',
  profile: { first_name: 'Ada', last_name: null, role: 'user' },
  mfa_enabled: true,
  created_at: '2025-01-01T00:00:00.000Z',
};

const ok = (): AuthResponse => ({
  user,
  tokens: {
    accessToken: 'access',
    refreshToken: 'r'.repeat(43),
    expiresAt: Math.floor(Date.now() / 1000) + 900,
  },
});

function error(status: number, code: string, message: string, details?: { path: string; message: string }[]) {
  const body = { error: 'Unauthorized', code, message, timestamp: 'now', details };
  return new ApiError(status, body, body);
}

function renderLogin(signIn: AuthApi['signIn'], path = '/login') {
  stubApi();
  const authStore = createTestAuthStore({ api: { ...UNREACHABLE_AUTH_API, signIn } });
  return { ...renderApp(path, { auth: 'store', authStore }), authStore };
}

afterEach(() => sessionStorage.clear());

describe('sign in', () => {
  it('validates a field once it has been left, not before', async () => {
    renderLogin(vi.fn());
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Invalid email address')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // after the first blur it re-validates as you type
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
  });

  it('focuses the first invalid field on submit and does not call the server', async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('after too many attempts says when to try again, not to check the password', async () => {
    const limited = (retryAfter?: number) => {
      const body = {
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again later.',
        timestamp: 'now',
      };
      return new ApiError(429, body, body, retryAfter);
    };
    const signIn = vi.fn(() => Promise.reject(limited(888)));
    renderLogin(signIn);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('Too many requests. Try again later.');
    expect(alert.textContent).toContain('You can try again in 15 minutes.');
    expect(alert.textContent).not.toContain('Check your email and password');
    // Without Retry-After: the server's words alone.
    signIn.mockImplementation(() => Promise.reject(limited()));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByTestId('signin-retry-after')).toBeNull());
    expect(screen.getByTestId('form-error').textContent).not.toContain('Check your email and password');
  });

  it("shows the server's message when the password is wrong", async () => {
    renderLogin(vi.fn(() => Promise.reject(error(401, 'SIGNIN_FAILED', 'Sign in failed'))));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('Sign in failed');
    expect(alert.textContent).toContain('Check your email and password');
  });

  it('asks for the second factor on MFA_REQUIRED, shows a wrong code under the field, then signs in and returns to authRedirect', async () => {
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(error(401, 'MFA_REQUIRED', 'Two-factor authentication code required'))
      .mockRejectedValueOnce(
        error(401, 'SIGNIN_FAILED', 'Sign in failed', [
          { path: 'totpCode', message: 'Invalid or already used code' },
        ]),
      )
      .mockResolvedValueOnce(ok());
    // Signed out on a protected page: its guard stores it as authRedirect and sends the visitor here.
    const { history, authStore } = renderLogin(signIn, '/settings?tab=1');
    expect((await screen.findByTestId('auth-redirect')).textContent).toContain('/settings?tab=1');
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBe('/settings?tab=1');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeTruthy();
    const code = screen.getByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Invalid or already used code')).toBeTruthy();
    expect(signIn).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
      totpCode: '000000',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(await screen.findByLabelText('Recovery code'), {
      target: { value: 'abcd-efgh-ijkl-mnop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settings'));
    expect(history.location.search).toContain('tab');
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
    act(() => authStore.dispose());
  });

  it('lands on the dashboard after sign-in when no page was asked for', async () => {
    const { history, authStore } = renderLogin(
      vi.fn(async () => ({ ...ok(), user: { ...user, mfa_enabled: false } })),
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    act(() => authStore.dispose());
  });

  it('lands on the dashboard when the visitor wandered off before signing in, even with a stored page', async () => {
    sessionStorage.setItem(AUTH_REDIRECT_KEY, '/settings?tab=1');
    const { history, authStore } = renderLogin(
      vi.fn(async () => ({ ...ok(), user: { ...user, mfa_enabled: false } })),
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    expect(screen.queryByTestId('auth-redirect')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
    act(() => authStore.dispose());
  });
});
