import type { ZoneInvitation } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { PREFERENCES } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { createTestQueryClient } from '@/test/render';
import { jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { AcceptInvitationPanel } from './AcceptInvitationPanel';
import { MyInvitationsCard } from './MyInvitationsCard';
import { PendingInvitations } from './PendingInvitations';

const ZONE = '22222222-2222-4222-8222-222222222222';
const invitation: ZoneInvitation = {
  id: '44444444-4444-4444-8444-444444444444',
  zone_id: ZONE,
  zone_name: 'Product Team',
  email: 'bob@example.com',
  role: 'viewer',
  status: 'pending',
  invited_by: '11111111-1111-4111-8111-111111111111',
  invited_by_email: 'ada@example.com',
  expires_at: '2026-12-02T10:00:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
  last_sent_at: '2026-11-25T10:00:00.000Z',
};

function withPreferences() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity, initialData: PREFERENCES });
  return queryClient;
}

describe('PendingInvitations (zone members tab)', () => {
  it('lists pending invitations with their expiry; Resend posts, Revoke asks first and deletes', async () => {
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === `/zones/${ZONE}/invitations`) return jsonResponse([invitation]);
      if (method === 'POST' && path === `/zones/${ZONE}/invitations/${invitation.id}/resend`)
        return jsonResponse(invitation, 202);
      if (method === 'DELETE' && path === `/zones/${ZONE}/invitations/${invitation.id}`)
        return new Response(null, { status: 204 });
      return jsonResponse(PREFERENCES);
    });
    renderFeature(<PendingInvitations zoneId={ZONE} />, withPreferences());
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(list).getByText('bob@example.com')).toBeTruthy();
    expect(within(list).getByText(/^Expires /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to bob@example.com' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/resend'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to bob@example.com' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows nothing when there are none', async () => {
    const calls = stubServer(() => jsonResponse([]));
    const { container } = renderFeature(<PendingInvitations zoneId={ZONE} />, withPreferences());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.querySelector('[data-testid="invitation-row"]')).toBeNull();
  });
});

describe('MyInvitationsCard (dashboard home)', () => {
  it('offers Accept and Decline for each invitation; accepting posts it', async () => {
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === '/invitations') return jsonResponse([invitation]);
      if (method === 'POST' && path === `/invitations/${invitation.id}/accept`)
        return jsonResponse({ zone_id: ZONE, role: 'viewer' });
      return jsonResponse([]);
    });
    renderInRouter(<MyInvitationsCard />, { auth: signedInAs('user'), path: '/dashboard' });
    expect(await screen.findByText('Product Team')).toBeTruthy();
    expect(screen.getByText('ada@example.com invited you as viewer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline the invitation to Product Team' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Product Team' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === `/invitations/${invitation.id}/accept`),
      ).toBe(true),
    );
  });

  it('is absent without invitations', async () => {
    const calls = stubServer(() => jsonResponse([]));
    renderInRouter(<MyInvitationsCard />, { auth: signedInAs('user'), path: '/dashboard' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('my-invitations')).toBeNull();
  });

  it('resumes an invitation link opened before signing up: back to the accept page', async () => {
    stubServer(() => jsonResponse([]));
    sessionStorage.setItem('atrium.pending-invitation', 't'.repeat(43));
    const { router } = renderInRouter(<MyInvitationsCard />, {
      auth: signedInAs('user'),
      path: '/dashboard',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/accept'));
    expect(router.state.location.search).toEqual({ token: 't'.repeat(43) });
    expect(sessionStorage.getItem('atrium.pending-invitation')).toBeNull();
  });
});

const TOKEN = 't'.repeat(43);
const preview = {
  zone_name: 'Acme Headquarters',
  role: 'admin',
  email: 'bob@example.com',
  invited_by_name: 'Ada Lovelace',
  expires_at: '2026-12-02T10:00:00.000Z',
};
const gone = (message: string) =>
  jsonResponse({ error: 'Gone', code: 'GONE', message, timestamp: 'now' }, 410);

describe('AcceptInvitationPanel (/invitations/accept?token=…)', () => {
  it('signed in: reads the link, accepts it once, names the zone and links to it', async () => {
    const calls = stubServer(({ method, path }) => {
      if (method === 'POST' && path === '/invitations/preview') return jsonResponse(preview);
      if (method === 'POST' && path === '/invitations/accept')
        return jsonResponse({ zone_id: ZONE, role: 'admin' });
      return undefined;
    });
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />, { auth: signedInAs('user') });
    expect(await screen.findByText('You joined Acme Headquarters')).toBeTruthy();
    expect(screen.getByText('Your role: admin.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the zone' }).getAttribute('href')).toBe(`/zones/${ZONE}`);
    expect(calls).toEqual([
      { method: 'POST', path: '/invitations/preview', body: { token: TOKEN } },
      { method: 'POST', path: '/invitations/accept', body: { token: TOKEN } },
    ]);
  });

  it('signed in, without the preview (offline, rate limited): still accepts, as before', async () => {
    stubServer(({ path }) =>
      path === '/invitations/preview'
        ? jsonResponse(
            { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down', timestamp: 'now' },
            429,
          )
        : jsonResponse({ zone_id: ZONE, role: 'admin' }),
    );
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />, { auth: signedInAs('user') });
    expect(await screen.findByText('You joined the zone')).toBeTruthy();
  });

  it('signed in with another address: says which address the invitation was sent to', async () => {
    stubServer(({ path }) =>
      path === '/invitations/preview'
        ? jsonResponse(preview)
        : jsonResponse(
            {
              error: 'Forbidden',
              code: 'FORBIDDEN',
              message: 'This invitation was sent to another email address',
              timestamp: 'now',
            },
            403,
          ),
    );
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />, { auth: signedInAs('user') });
    expect(await screen.findByText('The invitation could not be accepted')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This invitation was sent to another email address');
    expect(screen.getByTestId('accept-invitation').textContent).toContain(
      'It was sent to bob@example.com: sign out, then sign in with that address to accept it.',
    );
  });

  it.each([
    [
      'This invitation has expired: ask for a new one',
      'Invitations work for seven days. Ask the person who invited you to send a new one.',
    ],
    [
      'This invitation was revoked',
      "If you still need access, ask the zone's owners or admins for a new invitation.",
    ],
    [
      'This invitation link is not valid',
      'Open the link in the latest invitation mail, in full. If it still does not work, ask for a new invitation.',
    ],
  ])(
    'a link that no longer works says so (%s), what to do next, and accepts nothing',
    async (message, next) => {
      const calls = stubServer(() => gone(message));
      renderInRouter(<AcceptInvitationPanel token={TOKEN} />, { auth: signedInAs('user') });
      expect(await screen.findByText('This invitation can no longer be used')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(screen.getByText(next)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
      expect(calls.map((c) => c.path)).toEqual(['/invitations/preview']);
    },
  );

  it('signed out: names the zone, the inviter, the role and the address; keeps the token; offers sign-up and sign-in', async () => {
    const calls = stubServer(({ path }) =>
      path === '/invitations/preview' ? jsonResponse(preview) : undefined,
    );
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />);
    const heading = await screen.findByRole('heading', { level: 1, name: /Acme/ });
    expect(heading.textContent).toBe('Ada Lovelace invited you to join Acme Headquarters');
    const card = screen.getByTestId('accept-invitation');
    expect(card.textContent).toContain('You join as admin.');
    expect(card.textContent).toContain('The invitation was sent to bob@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(sessionStorage.getItem('atrium.pending-invitation')).toBe(TOKEN);
    // Read without credentials, and nothing accepted.
    expect(calls).toEqual([{ method: 'POST', path: '/invitations/preview', body: { token: TOKEN } }]);
    const init = vi.mocked(fetch).mock.calls[0][1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    sessionStorage.clear();
  });

  it('signed out, an inviter whose account is gone: the zone alone', async () => {
    stubServer(() => jsonResponse({ ...preview, invited_by_name: null }));
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />);
    expect((await screen.findByRole('heading', { level: 1, name: /Acme/ })).textContent).toBe(
      'You are invited to join Acme Headquarters',
    );
    sessionStorage.clear();
  });

  it('signed out, a used link: says so and keeps no token for after sign-in', async () => {
    stubServer(() => gone('This invitation has already been accepted'));
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />);
    expect(await screen.findByText('This invitation can no longer be used')).toBeTruthy();
    expect(
      screen.getByText('If it was you who accepted it, sign in: the zone is on your dashboard.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(sessionStorage.getItem('atrium.pending-invitation')).toBeNull();
  });

  it('signed out, the preview unavailable: the general invitation, the token kept', async () => {
    stubServer(() => {
      throw new TypeError('offline');
    });
    renderInRouter(<AcceptInvitationPanel token={TOKEN} />);
    expect(await screen.findByText('You are invited to a zone on Atrium')).toBeTruthy();
    expect(sessionStorage.getItem('atrium.pending-invitation')).toBe(TOKEN);
    sessionStorage.clear();
  });

  it('a link without a token is not valid, and nothing is sent', async () => {
    const calls = stubServer(() => undefined);
    renderInRouter(<AcceptInvitationPanel token={null} />, { auth: signedInAs('user') });
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(calls).toEqual([]);
  });

  it('signed out, a link without a token offers to sign in, not a dashboard they cannot open', async () => {
    const calls = stubServer(() => undefined);
    renderInRouter(<AcceptInvitationPanel token={null} />);
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
