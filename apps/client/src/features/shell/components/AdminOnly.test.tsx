import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '@/auth/auth-source';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { AdminOnly } from './AdminOnly';

const secret = <p>Admin tools</p>;

describe('AdminOnly', () => {
  it.each(['admin', 'super_admin', 'platform_owner'])('renders the children for %s', async (role) => {
    renderInRouter(<AdminOnly>{secret}</AdminOnly>, { auth: signedInAs(role) });
    expect(await screen.findByText('Admin tools')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it('reads the role from profile.role when user.role is missing', async () => {
    renderInRouter(<AdminOnly>{secret}</AdminOnly>, {
      auth: signedInAs(null, { profile: { role: 'admin' } }),
    });
    expect(await screen.findByText('Admin tools')).toBeTruthy();
  });

  it('denies another role with the reason and a way back to the dashboard', async () => {
    renderInRouter(<AdminOnly>{secret}</AdminOnly>, { auth: signedInAs('user') });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByTestId('access-denied-reason').textContent).toBe(
      'User role "user" is not an admin role',
    );
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it("denies a user without a role with 'No role found for user'", async () => {
    renderInRouter(<AdminOnly>{secret}</AdminOnly>, { auth: signedInAs(null, { profile: null }) });
    expect((await screen.findByTestId('access-denied-reason')).textContent).toBe('No role found for user');
  });

  it('denies when nobody is signed in', async () => {
    renderInRouter(<AdminOnly>{secret}</AdminOnly>, { auth: SIGNED_OUT });
    expect((await screen.findByTestId('access-denied-reason')).textContent).toBe('Not authenticated');
  });

  it('renders the fallback instead, for inline use (null hides the content)', async () => {
    renderInRouter(
      <>
        <p>Page</p>
        <AdminOnly fallback={null}>{secret}</AdminOnly>
        <AdminOnly fallback={<span>Ask an admin</span>}>{secret}</AdminOnly>
      </>,
      { auth: signedInAs('user') },
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.getByText('Ask an admin')).toBeTruthy();
    expect(screen.queryByText('Admin tools')).toBeNull();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it('waits while auth loads: the spinner for a page, the fallback inline', async () => {
    const loading = { status: 'loading' as const, user: null };
    const { unmount } = renderInRouter(<AdminOnly>{secret}</AdminOnly>, { auth: loading });
    expect(await screen.findByLabelText('Checking your session')).toBeTruthy();
    unmount();
    renderInRouter(
      <>
        <p>Page</p>
        <AdminOnly fallback={null}>{secret}</AdminOnly>
      </>,
      { auth: loading },
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.queryByText('Admin tools')).toBeNull();
    expect(screen.queryByLabelText('Checking your session')).toBeNull();
  });
});
