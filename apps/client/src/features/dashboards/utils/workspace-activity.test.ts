import { describe, expect, it } from 'vitest';
import type { ServerActivityItem } from '../api/activity-api';
import { fromWorkspaceActivity, isFirstVisit } from './workspace-activity';

const item = (id: string, kind: 'module' | 'dashboard', updated_at: string): ServerActivityItem => ({
  kind,
  id,
  name: `Item ${id}`,
  zone_id: 'z1',
  zone_name: 'Zone 1',
  hub_id: 'h1',
  hub_name: 'Hub 1',
  updated_at,
  module_type: kind === 'module' ? 'markdown' : null,
});

describe('workspace activity (the server answer, for the home page)', () => {
  it('lists the changed items with where they live; a module keeps its type, a dashboard has none', () => {
    const { recent } = fromWorkspaceActivity({
      recent: [item('d1', 'dashboard', '2026-11-22T00:00:00Z'), item('m1', 'module', '2026-11-20T00:00:00Z')],
      zones: [],
    });
    expect(recent.map((i) => [i.kind, i.id, i.zoneName, i.hubName, i.moduleType])).toEqual([
      ['dashboard', 'd1', 'Zone 1', 'Hub 1', undefined],
      ['module', 'm1', 'Zone 1', 'Hub 1', 'markdown'],
    ]);
  });

  it('names what changed in a zone only when it is the zone’s last activity', () => {
    const latest = item('m1', 'module', '2026-11-20T00:00:00Z');
    const { zones } = fromWorkspaceActivity({
      recent: [],
      zones: [
        { zone_id: 'a', zone_name: 'A', hubs: 1, last_activity: '2026-11-20T00:00:00Z', latest },
        // A hub changed after its latest module: the module is not named.
        { zone_id: 'b', zone_name: 'B', hubs: 2, last_activity: '2026-11-21T00:00:00Z', latest },
        { zone_id: 'c', zone_name: 'C', hubs: 0, last_activity: '2026-11-19T00:00:00Z', latest: null },
      ],
    });
    expect(
      zones.map((z) => [z.zone.id, z.zone.name, z.hubs, z.lastActivity, z.latest?.name ?? null]),
    ).toEqual([
      ['a', 'A', 1, '2026-11-20T00:00:00Z', 'Item m1'],
      ['b', 'B', 2, '2026-11-21T00:00:00Z', null],
      ['c', 'C', 0, '2026-11-19T00:00:00Z', null],
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
