import type { Dashboard, Hub, HubModule, Zone } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { isFirstVisit, recentlyUpdated, zonesByActivity, type ZoneContent } from './workspace-activity';

const zone = (id: string, updated_at: string) => ({ id, name: `Zone ${id}`, updated_at }) as Zone;
const hub = (id: string, updated_at: string) => ({ id, name: `Hub ${id}`, updated_at }) as Hub;
const module = (id: string, updated_at: string) =>
  ({ id, name: `Module ${id}`, type: 'markdown', updated_at }) as HubModule;
const board = (id: string, updated_at: string) => ({ id, name: `Board ${id}`, updated_at }) as Dashboard;

const content: ZoneContent[] = [
  {
    zone: zone('a', '2026-11-01T00:00:00Z'),
    hubs: [hub('h1', '2026-11-02T00:00:00Z')],
    modulesByHub: { h1: [module('m1', '2026-11-20T00:00:00Z')] },
    dashboardsByHub: { h1: [board('d1', '2026-11-10T00:00:00Z')] },
  },
  {
    zone: zone('b', '2026-11-24T00:00:00Z'),
    hubs: [],
    modulesByHub: {},
    dashboardsByHub: {},
  },
  {
    zone: zone('c', '2026-10-01T00:00:00Z'),
    hubs: [hub('h2', '2026-10-02T00:00:00Z'), hub('h3', '2026-10-03T00:00:00Z')],
    modulesByHub: { h2: [] },
    dashboardsByHub: { h3: [board('d2', '2026-11-22T00:00:00Z')] },
  },
];

describe('workspace activity', () => {
  it('lists the latest changed modules and dashboards across zones, newest first, with where they live', () => {
    const items = recentlyUpdated(content, 2);
    expect(items.map((i) => [i.kind, i.id, i.zoneName, i.hubName])).toEqual([
      ['dashboard', 'd2', 'Zone c', 'Hub h3'],
      ['module', 'm1', 'Zone a', 'Hub h1'],
    ]);
    expect(items[1].moduleType).toBe('markdown');
  });

  it('orders zones by their latest change and names what changed', () => {
    const zones = zonesByActivity(content);
    expect(zones.map((z) => [z.zone.id, z.lastActivity, z.latest?.name ?? null, z.hubs])).toEqual([
      ['b', '2026-11-24T00:00:00Z', null, 0],
      ['c', '2026-11-22T00:00:00Z', 'Board d2', 2],
      ['a', '2026-11-20T00:00:00Z', 'Module m1', 1],
    ]);
  });
});

describe('first visit wording', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('greets an account made today that has opened nothing and signed in once as new', () => {
    expect(isFirstVisit('2026-11-25T11:00:00Z', 0, 1, now)).toBe(true);
    expect(isFirstVisit('2026-11-25T11:00:00Z', 0, undefined, now)).toBe(true);
  });

  it('welcomes back anyone older, with visits or with other sessions', () => {
    expect(isFirstVisit('2026-11-20T11:00:00Z', 0, 1, now)).toBe(false);
    expect(isFirstVisit('2026-11-25T11:00:00Z', 2, 1, now)).toBe(false);
    expect(isFirstVisit('2026-11-25T11:00:00Z', 0, 3, now)).toBe(false);
    expect(isFirstVisit(undefined, 0, 1, now)).toBe(false);
  });
});
