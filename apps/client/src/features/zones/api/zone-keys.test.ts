import { describe, expect, it } from 'vitest';
import { dashboardKeys } from '@/features/dashboards/api/dashboard-keys';
import { hubKeys } from '@/features/hubs/api/hub-keys';
import { moduleKeys } from '@/features/modules/api/module-keys';
import { zoneKeys } from './zone-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('nest every zone key under the zone detail, so one prefix invalidates a zone and its content', () => {
    const zone = zoneKeys.detail('z1');
    expect(zone).toEqual(['zones', 'detail', 'z1']);
    for (const key of [
      zoneKeys.members('z1'),
      hubKeys.list('z1'),
      hubKeys.detail('z1', 'h1'),
      moduleKeys.list('z1', 'h1'),
      moduleKeys.detail('z1', 'h1', 'm1'),
      dashboardKeys.detail('z1', 'h1', 'd1'),
    ]) {
      expect(startsWith(key, zone)).toBe(true);
    }
  });

  it('keep modules and dashboards of a hub under that hub only', () => {
    expect(startsWith(moduleKeys.list('z1', 'h1'), hubKeys.detail('z1', 'h1'))).toBe(true);
    expect(startsWith(moduleKeys.list('z1', 'h2'), hubKeys.detail('z1', 'h1'))).toBe(false);
    expect(startsWith(dashboardKeys.list('z1', 'h1'), dashboardKeys.all('z1', 'h1'))).toBe(true);
  });

  it('separate lists by filter and keep them under the lists prefix', () => {
    expect(zoneKeys.list({ includeArchived: true })).not.toEqual(zoneKeys.list({}));
    expect(startsWith(zoneKeys.list({ includeArchived: true }), zoneKeys.lists())).toBe(true);
    expect(startsWith(zoneKeys.lists(), zoneKeys.all)).toBe(true);
  });
});
