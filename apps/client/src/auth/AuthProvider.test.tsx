import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestAuthStore } from '../test/render';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';
import { useAuthSource } from './useAuthSource';
import type { User } from '@atrium/schema';

const user: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  email_verified: true,
  role: 'platform_owner',
  profile: { first_name: 'Ada', last_name: null, role: 'platform_owner', company: 'Engines' },
  mfa_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

function Who() {
  const source = useAuthSource();
  return (
    <p data-testid="who">{source.status === 'loading' ? 'loading' : (source.user?.email ?? 'nobody')}</p>
  );
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside one", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider', () => {
  it('is the routing AuthSource: loading, then the signed-in user as {id, email, role, profile}', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 900;
    const store = createTestAuthStore({
      api: {
        signIn: async () => ({ user, tokens: { accessToken: 'a', refreshToken: 'r'.repeat(20), expiresAt } }),
        signUp: vi.fn(),
        acceptInvite: vi.fn(),
        me: vi.fn(),
        refresh: vi.fn(),
        updateSession: vi.fn(),
        signOut: vi.fn(),
      },
    });
    let seen: ReturnType<typeof useAuthSource> | null = null;
    function Capture() {
      seen = useAuthSource();
      return null;
    }
    expect(store.getSnapshot().status).toBe('loading');
    render(
      <AuthProvider store={store}>
        <Who />
        <Capture />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('nobody'));
    await store.signIn({ email: user.email, password: 'correct horse' });
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('ada@example.com'));
    expect(seen!.user).toEqual({
      id: user.id,
      email: user.email,
      role: 'platform_owner',
      profile: { first_name: 'Ada', last_name: null, role: 'platform_owner', company: 'Engines' },
    });
    expect(typeof seen!.checkAccess).toBe('function');
    expect(typeof seen!.signOut).toBe('function');
    store.dispose();
  });
});
