import type { Hub, WidgetConfig, ZoneMember } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { statDataNeeds, statSource, statState } from './stat-value';

const stat = (config: Partial<WidgetConfig<'stat'>>): WidgetConfig<'stat'> => ({
  title: '',
  label: '',
  source: null,
  value: null,
  unit: '',
  format: 'number',
  trend: null,
  ...config,
});

const members = [{ role: 'owner' }, { role: 'viewer' }, { role: 'editor' }] as ZoneMember[];
const hubs = [{ id: 'h1' }, { id: 'h2' }] as Hub[];

describe('statState', () => {
  it('asks for a source when a new stat has none, rather than showing a number', () => {
    expect(statState(stat({}), { hubId: 'h1' })).toEqual({ kind: 'no-source' });
    expect(statSource(stat({}))).toBeNull();
  });

  it('asks for a number when "a number you enter" has none', () => {
    expect(statState(stat({ source: 'fixed' }), { hubId: 'h1' })).toEqual({ kind: 'no-value' });
  });

  it('shows a typed number, also when it was given without a source', () => {
    expect(statState(stat({ source: 'fixed', value: 0 }), { hubId: 'h1' })).toEqual({
      kind: 'value',
      value: 0,
    });
    expect(statSource(stat({ value: 42 }))).toBe('fixed');
    expect(statState(stat({ value: 42 }), { hubId: 'h1' })).toEqual({ kind: 'value', value: 42 });
  });

  it('counts the zone’s members live, and waits while they load', () => {
    const config = stat({ source: 'zone_members', value: 128 });
    expect(statState(config, { hubId: 'h1' })).toEqual({ kind: 'loading' });
    expect(statState(config, { hubId: 'h1', members })).toEqual({ kind: 'value', value: 3 });
  });

  it('sums modules over every hub of the zone once each hub is loaded', () => {
    const config = stat({ source: 'zone_modules' });
    const one = { h1: [{}, {}] } as never;
    expect(statState(config, { hubId: 'h1', hubs, modulesByHub: one })).toEqual({ kind: 'loading' });
    const both = { h1: [{}, {}], h2: [{}] } as never;
    expect(statState(config, { hubId: 'h1', hubs, modulesByHub: both })).toEqual({ kind: 'value', value: 3 });
  });

  it('fetches only what the source reads', () => {
    expect(statDataNeeds(stat({}))).toEqual({
      hubs: false,
      members: false,
      modules: false,
      dashboards: false,
    });
    expect(statDataNeeds(stat({ source: 'hub_dashboards' }))).toEqual({
      hubs: false,
      members: false,
      modules: false,
      dashboards: 'hub',
    });
  });
});
