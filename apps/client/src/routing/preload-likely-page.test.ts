import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dashboardQueries } from '@/features/dashboards/api/dashboards-api';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { zoneQueries } from '@/features/zones/api/zones-api';
import { fitsPattern, matchPattern, preloadLikelyData } from './preload-likely-page';

describe('fitsPattern', () => {
  it('fits a built-in page with parameters, segment by segment', () => {
    const dashboard = '/zones/:zoneId/hubs/:hubId/dashboards/:dashboardId';
    expect(fitsPattern(dashboard, '/zones/z1/hubs/h1/dashboards/d1')).toBe(true);
    expect(fitsPattern(dashboard, '/zones/z1/hubs/h1/modules/d1')).toBe(false);
    expect(fitsPattern(dashboard, '/zones/z1/hubs//dashboards/d1')).toBe(false);
    expect(fitsPattern(dashboard, '/zones/z1/hubs/h1/dashboards/d1/extra')).toBe(false);
    expect(fitsPattern('/zones/:zoneId', '/zones/z1')).toBe(true);
  });
});

describe('matchPattern', () => {
  it("gives a fitting address's parameters by name", () => {
    expect(matchPattern('/zones/:zoneId/hubs/:hubId', '/zones/z1/hubs/h1')).toEqual({
      zoneId: 'z1',
      hubId: 'h1',
    });
    expect(matchPattern('/zones/:zoneId/hubs/:hubId', '/zones/z1/modules/h1')).toBeNull();
    expect(matchPattern('/zones/:zoneId', '/zones/')).toBeNull();
  });
});

describe('preloadLikelyData', () => {
  const dashboardKeys = [
    zoneQueries.access('z1', 'hub', 'read', 'h1').queryKey,
    zoneQueries.detail('z1').queryKey,
    hubQueries.detail('z1', 'h1').queryKey,
    dashboardQueries.detail('z1', 'h1', 'd1').queryKey,
  ];

  const keysOf = (prefetch: { mock: { calls: [{ queryKey: readonly unknown[] }, ...unknown[]][] } }) =>
    new Set(prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey)));
  const setOf = (keys: readonly (readonly unknown[])[]) => new Set(keys.map((key) => JSON.stringify(key)));
  const menuKeys = ['h1', 'h2'].flatMap((hub) => [
    moduleQueries.list('z1', hub).queryKey,
    dashboardQueries.list('z1', hub).queryKey,
  ]);

  it("with a stored session, asks at once for what a dashboard's page and its zone's sidebar read, through their cached queries", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(hubQueries.list('z1').queryKey, [{ id: 'h1' }, { id: 'h2' }] as never);
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    await preloadLikelyData('/zones/z1/hubs/h1/dashboards/d1', client, () => Promise.resolve('token'));
    // The sidebar's lists (each hub's modules and dashboards) do not wait for the layout.
    expect(keysOf(prefetch)).toEqual(setOf([...dashboardKeys, ...menuKeys]));
  });

  it('then, with the layout in, asks for what its widgets read and loads their code, without waiting for the page', async () => {
    const client = new QueryClient();
    const layout = [
      { id: 'a', type: 'stat', x: 0, y: 0, w: 3, h: 2, config: { title: 'Members', source: 'zone_members' } },
      {
        id: 'b',
        type: 'chart',
        x: 3,
        y: 0,
        w: 6,
        h: 4,
        config: { title: 'Per hub', source: 'zone_modules_by_hub' },
      },
    ];
    client.setQueryData(dashboardQueries.detail('z1', 'h1', 'd1').queryKey, {
      id: 'd1',
      hub_id: 'h1',
      name: 'Board',
      layout,
    } as never);
    client.setQueryData(hubQueries.list('z1').queryKey, [{ id: 'h1' }, { id: 'h2' }] as never);
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    await preloadLikelyData('/zones/z1/hubs/h1/dashboards/d1', client, () => Promise.resolve('token'));
    expect(keysOf(prefetch)).toEqual(
      setOf([...dashboardKeys, ...menuKeys, zoneQueries.members('z1').queryKey]),
    );
  });

  it("asks for the page's data as soon as the session is known, without first loading any code", async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    void preloadLikelyData('/zones/z1/hubs/h1/dashboards/d1', client, () => Promise.resolve('token'));
    // A few microtasks (the session's answer), no task: a chunk to load first would take longer.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(keysOf(prefetch)).toEqual(setOf(dashboardKeys));
  });

  it('asks nothing signed out, or for an address that is not a dashboard', async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    const token = vi.fn(() => Promise.resolve<string | null>(null));
    await preloadLikelyData('/zones/z1/hubs/h1/dashboards/d1', client, token);
    await preloadLikelyData('/zones/z1/hubs/h1/modules/m1', client, () => Promise.resolve('token'));
    expect(token).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
