import type { Dashboard, Hub, HubModule, ZoneMember } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { chartNeeds, liveCount, liveSeries, statNeeds, type LiveData } from './live-data';

const hub = (id: string, name: string) => ({ id, name }) as Hub;
const member = (role: ZoneMember['role']) => ({ role }) as ZoneMember;
const mod = (type: HubModule['type']) => ({ type }) as HubModule;
const board = () => ({}) as Dashboard;

const data: LiveData = {
  hubId: 'h1',
  hubs: [hub('h1', 'Handbook'), hub('h2', 'Roadmap')],
  members: [member('owner'), member('member'), member('member'), member('viewer')],
  modulesByHub: { h1: [mod('markdown'), mod('markdown'), mod('link')], h2: [mod('collection')] },
  dashboardsByHub: { h1: [board()], h2: [] },
};

describe('live widget data', () => {
  it.each([
    ['zone_hubs', 2],
    ['zone_members', 4],
    ['zone_modules', 4],
    ['zone_dashboards', 1],
    ['hub_modules', 3],
    ['hub_dashboards', 1],
  ] as const)('counts %s', (source, count) => {
    expect(liveCount(source, data)).toBe(count);
  });

  it('has no count until every list it needs is loaded', () => {
    expect(liveCount('zone_members', { hubId: 'h1' })).toBeUndefined();
    expect(liveCount('zone_modules', { ...data, modulesByHub: { h1: [] } })).toBeUndefined();
    expect(liveCount('hub_dashboards', { ...data, dashboardsByHub: {} })).toBeUndefined();
  });

  it('builds chart points from the real lists', () => {
    expect(liveSeries('zone_members_by_role', data)).toEqual([
      { label: 'Owner', value: 1 },
      { label: 'Member', value: 2 },
      { label: 'Viewer', value: 1 },
    ]);
    expect(liveSeries('zone_modules_by_hub', data)).toEqual([
      { label: 'Handbook', value: 3 },
      { label: 'Roadmap', value: 1 },
    ]);
    expect(liveSeries('zone_dashboards_by_hub', data)).toEqual([
      { label: 'Handbook', value: 1 },
      { label: 'Roadmap', value: 0 },
    ]);
    expect(liveSeries('hub_modules_by_type', data)).toEqual([
      { label: 'Page', value: 2 },
      { label: 'Link', value: 1 },
    ]);
    expect(liveSeries('zone_modules_by_hub', { hubId: 'h1', hubs: data.hubs })).toEqual(undefined);
    // Two series: each hub's modules, then its dashboards
    expect(liveSeries('zone_hub_contents', data)).toEqual([
      { label: 'Handbook', value: 3, values: [1] },
      { label: 'Roadmap', value: 1, values: [0] },
    ]);
    expect(chartNeeds('zone_hub_contents')).toEqual({
      hubs: true,
      members: false,
      modules: 'zone',
      dashboards: 'zone',
    });
    expect(liveSeries('zone_hub_contents', { ...data, dashboardsByHub: { h1: [] } })).toBeUndefined();
    // Roles and module types in the reader's language when the chart names them.
    const german = { role: (role: string) => `Rolle ${role}`, moduleType: (type: string) => `Typ ${type}` };
    expect(liveSeries('hub_modules_by_type', data, german)).toEqual([
      { label: 'Typ markdown', value: 2 },
      { label: 'Typ link', value: 1 },
    ]);
    expect(liveSeries('zone_members_by_role', data, german)?.[0]?.label).toMatch(/^Rolle /);
  });

  it('asks only for the lists a source reads', () => {
    expect(statNeeds('fixed')).toEqual({ hubs: false, members: false, modules: false, dashboards: false });
    expect(statNeeds('zone_modules')).toEqual({
      hubs: true,
      members: false,
      modules: 'zone',
      dashboards: false,
    });
    expect(statNeeds('hub_dashboards')).toMatchObject({ hubs: false, dashboards: 'hub' });
    expect(chartNeeds('manual')).toEqual(statNeeds('fixed'));
    expect(chartNeeds('zone_members_by_role')).toMatchObject({ members: true, modules: false });
  });
});
