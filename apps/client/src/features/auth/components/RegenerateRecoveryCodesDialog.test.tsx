import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { RegenerateRecoveryCodesDialog } from './RegenerateRecoveryCodesDialog';

const PATH = '/auth/regenerate-recovery-codes';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '2')}`);

/** The server's 400 for this call, with one detail. */
function refused(path: string, message: string) {
  return jsonResponse(
    {
      error: 'Bad Request',
      code: '2FA_RECOVERY_CODES_FAILED',
      message: 'Failed to regenerate recovery codes',
      timestamp: 'now',
      details: [{ path, message }],
    },
    400,
  );
}

function open() {
  const onOpenChange = vi.fn();
  renderFeature(<RegenerateRecoveryCodesDialog open email="ada@example.com" onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole('dialog'), onOpenChange };
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate codes' }));

afterEach(() => vi.unstubAllGlobals());

describe('RegenerateRecoveryCodesDialog', () => {
  it('warns first, then with the password shows the 10 new codes once, saying the old ones stopped working', async () => {
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === PATH ? jsonResponse({ recoveryCodes: CODES }) : undefined,
    );
    const { dialog, onOpenChange } = open();
    expect(within(dialog).getByText(/current recovery codes stop working/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'correct horse' } });
    submit(dialog);

    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(calls).toEqual([{ method: 'POST', path: PATH, body: { password: 'correct horse' } }]);
    expect(within(dialog).getByText('Your old recovery codes no longer work. Only these do.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved my codes' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a wrong password is said once, under the password field', async () => {
    stubServer(({ path }) => (path === PATH ? refused('password', 'Password is incorrect') : undefined));
    const { dialog } = open();
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'not it' } });
    submit(dialog);

    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Failed to regenerate recovery codes')).toBeNull();
    expect(screen.getAllByText('Password is incorrect')).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('on the code tab sends only the code, and a refused code is said under it', async () => {
    const calls = stubServer(({ path }) =>
      path === PATH ? refused('totpCode', 'Invalid or already used code') : undefined,
    );
    const { dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'typed first' } });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Authenticator code' }));
    const code = await within(dialog).findByLabelText('Authentication or recovery code');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    submit(dialog);

    expect(await within(dialog).findByText('Invalid or already used code')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: PATH, body: { totpCode: '123456' } }]);
    expect(screen.queryByText('Failed to regenerate recovery codes')).toBeNull();
  });

  it('checks the field before sending anything', async () => {
    const calls = stubServer(() => undefined);
    const { dialog } = open();
    submit(dialog);
    expect(await within(dialog).findByText('Enter your password')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Authenticator code' }));
    await within(dialog).findByLabelText('Authentication or recovery code');
    expect(within(dialog).queryByText('Enter your password')).toBeNull();
    submit(dialog);
    expect(
      await within(dialog).findByText('Enter a code from your authenticator app or a recovery code'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a failure that belongs to no field (2FA turned off elsewhere) is one alert', async () => {
    stubServer(({ path }) =>
      path === PATH ? refused('', 'Two-factor authentication is not on') : undefined,
    );
    const { dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'correct horse' } });
    submit(dialog);
    const hint = await within(dialog).findByText('Two-factor authentication is not on');
    expect(hint.closest('[role="alert"]')?.textContent).toContain('Failed to regenerate recovery codes');
    expect(screen.getAllByText('Two-factor authentication is not on')).toHaveLength(1);
  });
});
