import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/auth/auth-context';
import { renderFeature } from '@/test/feature-harness';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RegenerateRecoveryCodesDialog } from './RegenerateRecoveryCodesDialog';

/** The hidden username of the one form in the open dialog, and whether a password field is beside it. */
function usernameOfDialogForm() {
  const form = screen.getByRole('dialog').querySelector('form');
  const username = form?.querySelector<HTMLInputElement>('input[autocomplete="username"]');
  return {
    value: username?.value,
    hidden: username?.hidden,
    withPassword: !!form?.querySelector('input[autocomplete="current-password"]'),
  };
}

describe('AccountUsernameField', () => {
  it("gives the turn-off-2FA form the account's address as its hidden username", () => {
    const auth = { store: {} } as unknown as AuthContextValue;
    renderFeature(
      <AuthContext.Provider value={auth}>
        <DisableTwoFactorDialog email="ada@example.com" open onOpenChange={vi.fn()} />
      </AuthContext.Provider>,
    );
    expect(usernameOfDialogForm()).toEqual({ value: 'ada@example.com', hidden: true, withPassword: true });
  });

  it('gives the new-recovery-codes form the same, beside its password', () => {
    renderFeature(<RegenerateRecoveryCodesDialog open email="ada@example.com" onOpenChange={vi.fn()} />);
    expect(usernameOfDialogForm()).toEqual({ value: 'ada@example.com', hidden: true, withPassword: true });
  });
});
