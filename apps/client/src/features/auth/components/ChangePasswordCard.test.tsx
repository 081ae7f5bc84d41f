import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { ChangePasswordCard } from './ChangePasswordCard';

function renderCard() {
  renderInRouter(<ChangePasswordCard email="ada@example.com" />, { auth: signedInAs('user') });
}

describe('ChangePasswordCard', () => {
  it('says nothing when its empty field is only passed through (on the way to another card)', async () => {
    renderCard();
    const current = await screen.findByLabelText('Current password');
    current.focus();
    fireEvent.focusOut(current);
    // The blur's validation (a resolver promise) settles within these microtasks.
    await act(async () => {});
    expect(screen.queryByText('Enter your password')).toBeNull();
    expect(current.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('asks for the current password once a change is attempted without it', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
  });
});
