import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/auth/auth-context';
import { renderFeature } from '@/test/feature-harness';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

function asUser(id: string, email: string, ui: ReactElement) {
  const value = { user: { id, email, email_verified: false } } as unknown as AuthContextValue;
  return <AuthContext.Provider value={value}>{ui}</AuthContext.Provider>;
}

afterEach(() => localStorage.clear());

describe('UnverifiedEmailBanner', () => {
  it('stays closed after a reload once dismissed, for that account only', () => {
    const first = renderFeature(asUser('u1', 'ada@example.com', <UnverifiedEmailBanner />));
    expect(screen.getByTestId('unverified-email-banner').textContent).toContain('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unverified-email-banner')).toBeNull();
    first.unmount();

    // A new page load on the same device: still closed
    const again = renderFeature(asUser('u1', 'ada@example.com', <UnverifiedEmailBanner />));
    expect(screen.queryByTestId('unverified-email-banner')).toBeNull();
    again.unmount();

    // Someone else on the same browser still sees theirs
    renderFeature(asUser('u2', 'bob@example.com', <UnverifiedEmailBanner />));
    expect(screen.getByTestId('unverified-email-banner').textContent).toContain('bob@example.com');
  });

  it('comes back a week after it was dismissed', () => {
    localStorage.setItem('atrium-dismissed:verify-email:u1', String(Date.now() - 8 * 24 * 60 * 60 * 1000));
    renderFeature(asUser('u1', 'ada@example.com', <UnverifiedEmailBanner />));
    expect(screen.getByTestId('unverified-email-banner')).toBeTruthy();
  });
});
