import { describe, expect, it } from 'vitest';
import { fitsPattern } from './preload-likely-page';

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
