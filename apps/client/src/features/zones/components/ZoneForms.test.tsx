import type { Hub, ZoneMember } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HubSettingsCard } from '@/features/hubs/components/HubSettingsCard';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { MembersPanel } from './MembersPanel';

vi.mock('@/routing/navigation/useAppNavigation', () => ({
  useAppNavigation: () => ({ navigate: vi.fn() }),
}));

const ZONE = '22222222-2222-4222-8222-222222222222';
const owner: ZoneMember = {
  user_id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  role: 'owner',
  profile: { first_name: 'Ada', last_name: null },
  joined_at: '2026-01-01T00:00:00.000Z',
};
const hub: Hub = {
  id: '33333333-3333-4333-8333-333333333333',
  zone_id: ZONE,
  name: 'Campaigns',
  icon: 'megaphone',
  description: 'Spring launch',
  is_active: true,
  order_index: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the invite-by-email form (memberAddSchema)', () => {
  function serve(post: () => Response) {
    return stubServer(({ method, path }) => {
      if (path === `/zones/${ZONE}/invitations`) return jsonResponse([]);
      if (path !== `/zones/${ZONE}/members`) return undefined;
      return method === 'GET' ? jsonResponse([owner]) : post();
    });
  }

  it('says an empty email is required and a malformed one invalid, and sends nothing', async () => {
    const calls = serve(() => jsonResponse({}));
    renderFeature(<MembersPanel zoneId={ZONE} canManage />);
    const form = await screen.findByRole('form', { name: 'Invite by email' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invalid email address')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends email and role, and shows the server’s refusal once, in the form', async () => {
    const calls = serve(() =>
      jsonResponse(
        { error: 'Conflict', code: 'CONFLICT', message: 'Already a member', timestamp: 'now' },
        409,
      ),
    );
    renderFeature(<MembersPanel zoneId={ZONE} canManage />);
    const form = await screen.findByRole('form', { name: 'Invite by email' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain('Already a member');
    expect(screen.getAllByText('Already a member')).toHaveLength(1);
    expect(screen.queryByText('Could not send the invitation')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'bob@example.com',
      role: 'viewer',
    });
  });
});

describe('the members panel of an archived zone', () => {
  it('offers no invite form and no Resend, and keeps Revoke', async () => {
    stubServer(({ method, path }) => {
      if (method === 'GET' && path === `/zones/${ZONE}/invitations`)
        return jsonResponse([
          {
            id: '44444444-4444-4444-8444-444444444444',
            zone_id: ZONE,
            zone_name: 'Z',
            email: 'bob@example.com',
            role: 'member',
            status: 'pending',
            invited_by: owner.user_id,
            invited_by_email: owner.email,
            expires_at: '2026-01-08T00:00:00.000Z',
            created_at: '2026-01-01T00:00:00.000Z',
            last_sent_at: '2026-01-01T00:00:00.000Z',
          },
        ]);
      if (method === 'GET' && path === `/zones/${ZONE}/members`) return jsonResponse([owner]);
      return undefined;
    });
    renderFeature(<MembersPanel zoneId={ZONE} canManage archived />);
    expect((await screen.findByTestId('invite-archived-zone')).textContent).toContain(
      'This zone is archived: restore it before inviting people',
    );
    expect(
      await screen.findByRole('button', { name: 'Revoke the invitation to bob@example.com' }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite by email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend the invitation to bob@example.com' })).toBeNull();
  });
});

describe('HubSettingsCard (hubUpdateSchema)', () => {
  it('enables saving once changed, PATCHes, and maps server details to fields', async () => {
    const calls = stubServer(({ method, path }) =>
      method === 'PATCH' && path === `/zones/${ZONE}/hubs/${hub.id}`
        ? apiError(400, 'Validation failed', [{ path: 'name', message: 'A hub with this name exists' }])
        : undefined,
    );
    renderFeature(<HubSettingsCard zoneId={ZONE} hub={hub} canDelete />);
    const save = screen.getByRole('button', { name: 'Save hub' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Launches' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(await screen.findByText('A hub with this name exists')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls[0].body).toEqual({ name: 'Launches', icon: 'megaphone', description: null });
    // The field error is the whole message: no alert, no toast
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByText('Could not save the hub')).toBeNull();
  });
});
