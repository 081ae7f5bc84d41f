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
    expect(
      parseVisits(
        JSON.stringify([
          { ...visit('b'), kind: 'zone' },
          { ...visit('c'), name: 3 },
        ]),
      ),
    ).toEqual([]);
  });

  it('reads entries stored before modules were recorded (no kind) as dashboards', () => {
    const { kind: _kind, ...old } = visit('old');
    expect(parseVisits(JSON.stringify([old]))).toEqual([visit('old')]);
  });

  it('keeps modules beside dashboards, with the module type for the icon', () => {
    const module: RecentVisit = { ...visit('m', 'module'), name: 'Runbook', moduleType: 'markdown' };
    let list = addVisit([], visit('d'));
    list = addVisit(list, module);
    const back = parseVisits(JSON.stringify(list));
    expect(back).toEqual([module, visit('d')]);
    expect(back.map((v) => v.kind)).toEqual(['module', 'dashboard']);
    // A type stored on a dashboard entry is not one of its fields
    expect(parseVisits(JSON.stringify([{ ...visit('x'), moduleType: 'markdown' }]))).toEqual([visit('x')]);
  });

  it('keeps the stored list bounded even when storage holds more', () => {
    const many = Array.from({ length: RECENT_VISITS_LIMIT + 5 }, (_, i) =>
      visit(String(i), i % 2 ? 'module' : 'dashboard'),
    );
    const back = parseVisits(JSON.stringify(many));
    expect(back).toHaveLength(RECENT_VISITS_LIMIT);
    expect(back[0]).toEqual(many[0]);
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
