import type { Dashboard, DashboardLayout } from '@atrium/schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutNeeds, prefetchDashboard } from './prefetch-dashboard';

const widget = (type: string, config: Record<string, unknown>) =>
  ({ id: type, x: 0, y: 0, w: 3, h: 2, type, config }) as unknown as DashboardLayout[number];

describe('prefetching a dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs what its live widgets read, and nothing for typed-in ones', () => {
    expect(
      layoutNeeds([widget('stat', { value: 3 }), widget('chart', { source: 'manual', series: [] })]),
    ).toEqual({ hubs: false, members: false, modules: false, dashboards: false });
    expect(
      layoutNeeds([
        widget('stat', { source: 'zone_members', value: null }),
        widget('stat', { source: 'hub_modules', value: null }),
        widget('chart', { source: 'zone_modules_by_hub', series: [] }),
        widget('chart', { source: 'zone_dashboards_by_hub', series: [] }),
        widget('list', { items: [] }),
      ]),
    ).toEqual({ hubs: true, members: true, modules: 'zone', dashboards: 'zone' });
  });

  it('asks for the lists the layout reads as soon as the layout arrives', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const layout = [
      widget('stat', { source: 'zone_members', value: null }),
      widget('chart', { source: 'zone_modules_by_hub', series: [] }),
    ];
    const dashboard = { id: 'd1', hub_id: 'h1', name: 'Board', layout } as unknown as Dashboard;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
        asked.push(url.pathname);
        const body = url.pathname.endsWith('/dashboards/d1')
          ? dashboard
          : url.pathname.endsWith('/hubs')
            ? [
                { id: 'h1', name: 'One' },
                { id: 'h2', name: 'Two' },
              ]
            : [];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await prefetchDashboard(client, 'z1', 'h1', 'd1');
    expect(asked.some((p) => p.endsWith('/zones/z1/members'))).toBe(true);
    expect(asked.some((p) => p.endsWith('/zones/z1/hubs/h1/modules'))).toBe(true);
    expect(asked.some((p) => p.endsWith('/zones/z1/hubs/h2/modules'))).toBe(true);
    expect(asked.some((p) => p.includes('/dashboards') && !p.endsWith('/d1'))).toBe(false);
  });
});
