import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/http';
import { dashboardsApi } from './dashboards-api';

vi.mock('@/api/http', () => ({ request: vi.fn() }));

const stored = {
  id: 'd1',
  hub_id: 'h1',
  name: 'Board',
  // Saved before the list's title and blank items were handled: read with today's schema.
  layout: [
    { id: 'a', type: 'list', x: 0, y: 0, w: 3, h: 3, config: { items: ['Plan', ' ', 'Ship'] } },
    { id: 'b', type: 'no-longer-a-widget', x: 3, y: 0, w: 3, h: 3, config: {} },
  ],
};

describe('dashboardsApi', () => {
  beforeEach(() => vi.mocked(request).mockReset());

  it('asks for the dashboard at once, and answers it read with the current widget schemas', async () => {
    vi.mocked(request).mockResolvedValue(structuredClone(stored));
    const answer = dashboardsApi.get('z1', 'h1', 'd1');
    // The request leaves before the schemas' code is in (it loads beside the answer).
    expect(request).toHaveBeenCalledWith('/zones/z1/hubs/h1/dashboards/d1');
    const dashboard = await answer;
    expect(dashboard.layout.map((w) => w.id)).toEqual(['a']);
    expect(dashboard.layout[0].config).toMatchObject({ items: ['Plan', 'Ship'] });
  });

  it("reads each listed dashboard's layout the same way", async () => {
    vi.mocked(request).mockResolvedValue([structuredClone(stored)]);
    const list = await dashboardsApi.list('z1', 'h1');
    expect(request).toHaveBeenCalledWith('/zones/z1/hubs/h1/dashboards');
    expect(list[0].layout.map((w) => w.id)).toEqual(['a']);
  });
});
