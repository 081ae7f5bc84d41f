import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/auth/auth-context';
import { jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';

const PATH = '/auth/disable-2fa';

afterEach(() => vi.unstubAllGlobals());

function open() {
  const onOpenChange = vi.fn();
  const reloadUser = vi.fn(async () => undefined);
  const auth = { store: { reloadUser } } as unknown as AuthContextValue;
  renderFeature(
    <AuthContext.Provider value={auth}>
      <DisableTwoFactorDialog email="ada@example.com" open onOpenChange={onOpenChange} />
    </AuthContext.Provider>,
  );
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.change(within(dialog).getByLabelText('Authentication or recovery code'), {
    target: { value: '123456' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  return { dialog, onOpenChange };
}

describe('DisableTwoFactorDialog', () => {
  it('closes once 2FA is off (it used to stay open, its Turn off still live)', async () => {
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === PATH
        ? jsonResponse({ message: 'Two-factor authentication disabled' })
        : undefined,
    );
    const { onOpenChange } = open();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      { method: 'POST', path: PATH, body: { password: 'correct horse', totpCode: '123456' } },
    ]);
  });

  it('stays open with the reason when the server refuses', async () => {
    stubServer(({ path }) =>
      path === PATH
        ? jsonResponse(
            {
              error: 'Bad Request',
              code: '2FA_DISABLE_FAILED',
              message: 'Failed to disable 2FA',
              timestamp: 'now',
              details: [{ path: 'totpCode', message: 'Invalid or already used code' }],
            },
            400,
          )
        : undefined,
    );
    const { dialog, onOpenChange } = open();
    expect(await within(dialog).findByText('Invalid or already used code')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
