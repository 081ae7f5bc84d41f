import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { renderInRouter, signedInAs } from '../test/render-in-router';
import { ManagedZonesList } from './ManagedZonesList';

const zone = (id: string, name: string, role: string | null) => ({
  id,
  name,
  icon: 'rocket',
  description: null,
  is_active: true,
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  role,
});

const member = (n: number) => ({
  user_id: `u${n}`,
  email: `u${n}@example.com`,
  role: 'member',
  profile: { first_name: null, last_name: null },
  joined_at: '2025-01-01T00:00:00.000Z',
});

function stubZones(zones: unknown[], members: Record<string, unknown[]> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/zones') return jsonResponse(zones);
      const match = /^\/api\/zones\/([^/]+)\/members$/.exec(url.pathname);
      if (match) return jsonResponse(members[match[1]] ?? []);
      return jsonResponse({ message: 'unexpected' }, 404);
    }),
  );
}

describe('ManagedZonesList', () => {
  it('lists only the zones the user owns or administers, owners first, with member counts', async () => {
    stubZones(
      [zone('z1', 'Support', 'admin'), zone('z2', 'Engineering', 'member'), zone('z3', 'Product', 'owner')],
      { z1: [member(1)], z3: [member(1), member(2), member(3)] },
    );
    renderInRouter(<ManagedZonesList />, { auth: signedInAs('user') });
    const list = await screen.findByRole('list', { name: 'Zones you manage' });
    const rows = within(list).getAllByTestId('managed-zone');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Product'),
      expect.stringContaining('Support'),
    ]);
    expect(await within(rows[0]).findByText('3 members')).toBeTruthy();
    expect(await within(rows[1]).findByText('1 member')).toBeTruthy();
    expect(within(rows[0]).getByText('owner')).toBeTruthy();
    expect(
      within(rows[1]).getByRole('link', { name: 'Manage members of Support' }).getAttribute('href'),
    ).toBe('/zones/z1?tab=members');
    expect(screen.queryByText('Engineering')).toBeNull();
  });

  it('shows an empty state when the user manages no zone', async () => {
    stubZones([zone('z2', 'Engineering', 'viewer')]);
    renderInRouter(<ManagedZonesList />, { auth: signedInAs('user') });
    expect(await screen.findByText("You don't manage any zones yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to zones' }).getAttribute('href')).toBe('/zones');
  });

  it('shows the error with a retry when the zones cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Database unavailable' }, 503)),
    );
    renderInRouter(<ManagedZonesList />, { auth: signedInAs('user') });
    expect(await screen.findByText('Could not load your zones')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
