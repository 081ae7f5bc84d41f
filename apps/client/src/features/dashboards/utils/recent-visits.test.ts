import { describe, expect, it } from 'vitest';
import { addVisit, parseVisits, RECENT_VISITS_LIMIT, type RecentVisit } from './recent-visits';
import { dashboardSummary } from './dashboard-summary';

const visit = (id: string, kind: RecentVisit['kind'] = 'dashboard'): RecentVisit => ({
  kind,
  id,
  zoneId: 'z',
  hubId: 'h',
  name: `Board ${id}`,
  zoneName: 'Zone',
  hubName: 'Hub',
  visitedAt: '2026-11-25T10:00:00.000Z',
});

describe('recent visits', () => {
  it('puts the latest visit first, once, and keeps at most the limit', () => {
    let list: RecentVisit[] = [];
    for (let i = 0; i < RECENT_VISITS_LIMIT + 2; i++) list = addVisit(list, visit(String(i)));
    expect(list).toHaveLength(RECENT_VISITS_LIMIT);
    expect(list[0].id).toBe(String(RECENT_VISITS_LIMIT + 1));
    list = addVisit(list, visit('5'));
    expect(list.map((v) => v.id).filter((id) => id === '5')).toHaveLength(1);
    expect(list[0].id).toBe('5');
    // A module and a dashboard with the same id are two visits
    expect(addVisit([visit('a')], visit('a', 'module'))).toHaveLength(2);
  });

  it('reads back only well-formed entries', () => {
    expect(parseVisits(null)).toEqual([]);
    expect(parseVisits('not json')).toEqual([]);
    expect(parseVisits('{"a":1}')).toEqual([]);
    expect(parseVisits(JSON.stringify([visit('a'), { kind: 'zone', id: 1 }]))).toEqual([visit('a')]);
  });
});

describe('dashboard subtitle', () => {
  it('says how many widgets in words, or what to do when empty', () => {
    expect(dashboardSummary([], true)).toBe('Empty — add a widget');
    expect(dashboardSummary([], false)).toBe('Empty');
    expect(dashboardSummary([{}] as never, false)).toBe('1 widget');
    expect(dashboardSummary([{}, {}, {}] as never, true)).toBe('3 widgets');
  });
});
