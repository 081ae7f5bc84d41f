import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { jsonResponse } from '@/test/render';
import { ChangePasswordCard } from './ChangePasswordCard';

function renderCard() {
  renderInRouter(<ChangePasswordCard email="ada@example.com" />, { auth: signedInAs('user') });
}

describe('ChangePasswordCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

  it('shows the server refusing the current password as the new one under the new password field', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/auth/change-password'))
        return Promise.reject(new TypeError(`unexpected fetch ${url}`));
      return Promise.resolve(
        jsonResponse(
          {
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            timestamp: new Date().toISOString(),
            details: [{ path: 'newPassword', message: 'Choose a password different from the current one' }],
          },
          400,
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'old password 1' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new password 2' } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: 'new password 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password different from the current one')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    // The field says it all: no alert repeating the call's generic message.
    expect(screen.queryByRole('alert', { name: /Validation failed/ })).toBeNull();
    expect(screen.queryByText('Validation failed')).toBeNull();
  });

  it('refuses the current password as the new one before calling the server, NFC alike', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('no call expected')));
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'café au lait' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'cafe\u0301 au lait' } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), {
      target: { value: 'cafe\u0301 au lait' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password different from the current one')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
