import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Zone } from '@atrium/schema';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { jsonResponse } from '@/test/render';
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
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          'http://x',
        );
        const path = url.pathname.replace(/^\/api/, '');
        asked.push(
          `${init?.method ?? 'GET'} ${path} ${typeof init?.body === 'string' ? init.body : ''}`.trim(),
        );
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
      }),
    );
    renderInRouter(<ZoneOverview zone={ZONE} abilities={{ createHub: false } as never} />, {
      auth: signedInAs('user'),
    });
    const modules = (await screen.findByText('Modules')).closest('div')!;
    expect(await within(modules).findByText('57')).toBeTruthy();
    const recent = await screen.findByRole('link', { name: 'Roadmap' });
    expect(recent.getAttribute('href')).toContain('/hubs/h11/');
    expect(asked).toContain('POST /rpc/zone_modules {"zone_id":"z1","limit":5}');
    expect(asked.filter((call) => /\/hubs\/[^/]+\/modules/.test(call))).toEqual([]);
  });
});
