import type { ZoneInvitation } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('AcceptInvitationPanel (/invitations/accept?token=…)', () => {
  it('accepts the token once and links to the zone', async () => {
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === '/invitations/accept'
        ? jsonResponse({ zone_id: ZONE, role: 'admin' })
        : undefined,
    );
    renderInRouter(<AcceptInvitationPanel token={'t'.repeat(43)} />, { auth: signedInAs('user') });
    expect(await screen.findByText('You joined the zone')).toBeTruthy();
    expect(screen.getByText('Your role: admin.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the zone' }).getAttribute('href')).toBe(`/zones/${ZONE}`);
    expect(calls.filter((c) => c.path === '/invitations/accept')).toEqual([
      { method: 'POST', path: '/invitations/accept', body: { token: 't'.repeat(43) } },
    ]);
  });

  it('says why an expired or used link grants nothing', async () => {
    stubServer(() =>
      jsonResponse(
        {
          error: 'Gone',
          code: 'GONE',
          message: 'This invitation has expired: ask for a new one',
          timestamp: 'now',
        },
        410,
      ),
    );
    renderInRouter(<AcceptInvitationPanel token={'t'.repeat(43)} />, { auth: signedInAs('user') });
    expect(await screen.findByText('The invitation could not be accepted')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This invitation has expired: ask for a new one');
  });

  it('signed out: keeps the token and offers to create an account or sign in, sending nothing', async () => {
    const calls = stubServer(() => undefined);
    renderInRouter(<AcceptInvitationPanel token={'t'.repeat(43)} />);
    expect(await screen.findByText('You are invited to a zone on Atrium')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(sessionStorage.getItem('atrium.pending-invitation')).toBe('t'.repeat(43));
    expect(calls).toEqual([]);
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
