import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { ZoneMenuSection } from './ZoneMenuSection';

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = {
  id: '33333333-3333-4333-8333-333333333333',
  zone_id: ZONE,
  name: 'Campaigns',
  icon: 'megaphone',
  description: null,
  is_active: true,
  order_index: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

function serveHubs(hubs: () => Response) {
  return stubServer(({ path }) => {
    if (path === `/zones/${ZONE}/hubs`) return hubs();
    if (path.startsWith(`/zones/${ZONE}/hubs/`)) return jsonResponse([]);
    return undefined;
  });
}

// Without a route table the entries are buttons (no href): they are found by their text.
const section = () => screen.findByRole('navigation', { name: 'Zone' });

describe('the sidebar’s "This zone" part', () => {
  it('when the hubs fail, keeps Overview and says so under it; Retry loads them', async () => {
    let fail = true;
    const calls = serveHubs(() => (fail ? apiError(503, 'Service unavailable') : jsonResponse([HUB])));
    renderFeature(<ZoneMenuSection zoneId={ZONE} pathname={`/zones/${ZONE}`} onNavigate={() => {}} />);
    const nav = await section();
    expect(await within(nav).findByText('Could not load the hubs.')).toBeTruthy();
    expect(within(nav).getByText('Overview')).toBeTruthy();
    fail = false;
    fireEvent.click(within(nav).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByText('Campaigns')).toBeTruthy();
    expect(within(nav).queryByText('Could not load the hubs.')).toBeNull();
    expect(calls.filter((c) => c.path === `/zones/${ZONE}/hubs`)).toHaveLength(2);
  });

  it('offline (the request waits for a connection) it says so too, and loads them once back online', async () => {
    act(() => onlineManager.setOnline(false));
    serveHubs(() => jsonResponse([HUB]));
    renderFeature(<ZoneMenuSection zoneId={ZONE} pathname={`/zones/${ZONE}`} onNavigate={() => {}} />);
    const nav = await section();
    expect(await within(nav).findByText('Could not load the hubs.')).toBeTruthy();
    expect(within(nav).getByText('Overview')).toBeTruthy();
    expect(within(nav).queryByText('Loading hubs…')).toBeNull();
    act(() => onlineManager.setOnline(true));
    expect(await within(nav).findByText('Campaigns')).toBeTruthy();
    expect(within(nav).queryByText('Could not load the hubs.')).toBeNull();
  });

  it('shows nothing for a zone the caller cannot see (404)', async () => {
    serveHubs(() => jsonResponse({ code: 'NOT_FOUND', message: 'Zone not found' }, 404));
    const { container } = renderFeature(
      <ZoneMenuSection zoneId={ZONE} pathname={`/zones/${ZONE}`} onNavigate={() => {}} />,
    );
    await vi.waitFor(() => expect(container.querySelector('nav')).toBeNull());
  });
});
