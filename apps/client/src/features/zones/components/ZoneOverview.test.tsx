import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Zone } from '@atrium/schema';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { apiError, jsonResponse, stubServer } from '@/test/feature-harness';
import { ZoneOverview } from './ZoneOverview';

const ZONE = {
  id: 'z1',
  name: 'Acme',
  icon: 'building',
  description: null,
  is_active: true,
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  role: 'member',
} as unknown as Zone;

const hub = (i: number) => ({
  id: `h${i}`,
  zone_id: 'z1',
  name: `Hub ${i}`,
  icon: 'layers',
  description: null,
  is_active: true,
  order_index: i,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const module = (id: string, hubId: string, name: string, updated: string) => ({
  id,
  hub_id: hubId,
  name,
  type: 'markdown',
  config: {},
  order_index: 0,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: updated,
});

afterEach(() => vi.unstubAllGlobals());

describe('ZoneOverview', () => {
  it("counts every hub's modules in one call, not one list per hub (which stopped at 8 hubs)", async () => {
    const calls = stubServer(({ path }) => {
      if (path === '/zones/z1/hubs') return jsonResponse(Array.from({ length: 12 }, (_, i) => hub(i)));
      if (path === '/zones/z1/members') return jsonResponse([]);
      if (path === '/rpc/zone_modules')
        return jsonResponse({
          data: {
            total: 57,
            modules: [
              module('m2', 'h11', 'Roadmap', '2025-03-02T00:00:00.000Z'),
              module('m1', 'h0', 'Handbook', '2025-03-01T00:00:00.000Z'),
            ],
          },
        });
      return jsonResponse([]);
    });
    renderInRouter(<ZoneOverview zone={ZONE} abilities={{ createHub: false } as never} />, {
      auth: signedInAs('user'),
    });
    const modules = (await screen.findByText('Modules')).closest('div')!;
    expect(await within(modules).findByText('57')).toBeTruthy();
    const recent = await screen.findByRole('link', { name: 'Roadmap' });
    expect(recent.getAttribute('href')).toContain('/hubs/h11/');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/rpc/zone_modules',
      body: { zone_id: 'z1', limit: 5 },
    });
    expect(calls.filter((call) => /\/hubs\/[^/]+\/modules/.test(call.path))).toEqual([]);
  });

  it('says a count could not be loaded instead of loading for ever', async () => {
    stubServer(({ path }) => {
      if (path === '/zones/z1/hubs') return jsonResponse([hub(0)]);
      if (path === '/zones/z1/members') return jsonResponse([]);
      return apiError(500, 'Internal error');
    });
    renderInRouter(<ZoneOverview zone={ZONE} abilities={{ createHub: false } as never} />, {
      auth: signedInAs('user'),
    });
    const modules = (await screen.findByText('Modules')).closest('div')!;
    expect(await within(modules).findByText('Unavailable')).toBeTruthy();
    expect(await screen.findByText('Could not load recent changes')).toBeTruthy();
  });
});
