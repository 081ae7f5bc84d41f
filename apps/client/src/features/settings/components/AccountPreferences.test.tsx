import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, type AuthSource } from '@/auth/auth-source';
import { AuthSourceProvider } from '@/auth/AuthSourceProvider';
import { AccountPreferences } from './AccountPreferences';

const { moduleLoaded } = vi.hoisted(() => ({ moduleLoaded: vi.fn() }));

// Counts the loads of PreferencesSync's chunk (the lazy import) and stands in for the component.
vi.mock('./PreferencesSync', () => {
  moduleLoaded();
  return { PreferencesSync: () => <p>preferences applied</p> };
});

const signedIn: AuthSource = {
  status: 'ready',
  user: { id: 'u1', email: 'member@example.com', role: 'authenticated' },
};

function renderWith(source: AuthSource) {
  return render(
    <AuthSourceProvider source={source}>
      <AccountPreferences />
    </AuthSourceProvider>,
  );
}

afterEach(() => moduleLoaded.mockClear());

describe('AccountPreferences', () => {
  it('signed out, neither loads PreferencesSync nor suspends (a first page is not held back)', async () => {
    const { container } = renderWith(SIGNED_OUT);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.innerHTML).toBe('');
    expect(moduleLoaded).not.toHaveBeenCalled();
  });

  it('applies the account’s preferences once someone is signed in', async () => {
    const { rerender } = renderWith(SIGNED_OUT);
    rerender(
      <AuthSourceProvider source={signedIn}>
        <AccountPreferences />
      </AuthSourceProvider>,
    );
    expect(await screen.findByText('preferences applied')).toBeTruthy();
  });
});
