import { dashboardWidgetSchema } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONFIGS } from './grid-layout';
import { formatStatValue } from './stat-format';
import {
  chartSettingsInput,
  withoutSeries,
  withSeriesValues,
  chartSettingsSchema,
  linksSettingsSchema,
  listSettingsSchema,
  listSettingsValues,
  splitLines,
  statSettingsInput,
  statSettingsSchema,
  statSettingsValues,
} from './widget-settings-schemas';

describe('widget settings schemas', () => {
  it('round-trips a stat: the trend select uses "" for none', () => {
    const values = statSettingsValues({ ...SAMPLE_CONFIGS.stat, source: 'fixed', value: 3, trend: null });
    expect(values.trend).toBe('');
    expect(statSettingsSchema.parse(values).trend).toBeNull();
    expect(statSettingsSchema.parse({ ...values, trend: 'down' }).trend).toBe('down');
  });

  it('refuses an empty stat value while the source is a typed number', () => {
    const values = {
      ...statSettingsValues(SAMPLE_CONFIGS.stat),
      source: 'fixed' as const,
      value: Number.NaN,
    };
    const result = statSettingsSchema.safeParse(statSettingsInput(values));
    // NaN (an emptied number input) in the shared schema's words, as the server answers it.
    expect(result.error?.issues[0]).toMatchObject({ path: ['value'], message: 'Must be a number' });
    const none = statSettingsSchema.safeParse(statSettingsInput({ ...values, value: null }));
    expect(none.error?.issues[0]).toMatchObject({ path: ['value'], message: 'Value must be a number' });
  });

  it('ignores the hidden number and trend of a live stat', () => {
    const values = {
      ...statSettingsValues(SAMPLE_CONFIGS.stat),
      source: 'zone_members' as const,
      value: Number.NaN,
    };
    expect(statSettingsSchema.parse(statSettingsInput(values))).toMatchObject({
      source: 'zone_members',
      value: null,
      trend: null,
    });
  });

  it('starts a new stat with no source and no value, and keeps it so until one is chosen', () => {
    const values = statSettingsValues(SAMPLE_CONFIGS.stat);
    expect(values).toMatchObject({ source: '', value: null });
    expect(statSettingsSchema.parse(statSettingsInput(values))).toMatchObject({ source: null, value: null });
    // A number given without a source reads as typed in
    expect(statSettingsValues({ ...SAMPLE_CONFIGS.stat, value: 42 }).source).toBe('fixed');
  });

  it('keeps typed chart points only for a manual chart', () => {
    const bad = { ...SAMPLE_CONFIGS.chart, source: 'manual' as const, series: [{ label: '', value: 1 }] };
    expect(chartSettingsSchema.safeParse(chartSettingsInput(bad)).error?.issues[0]).toMatchObject({
      path: ['series', 0, 'label'],
      message: 'Label is required',
    });
    expect(
      chartSettingsSchema.parse(chartSettingsInput({ ...bad, source: 'zone_modules_by_hub' })).series,
    ).toEqual([]);
  });

  it('adds and removes a series in every typed point, and drops typed names for a live chart', () => {
    const point = { label: 'Q1', value: 4, values: [3] };
    expect(withSeriesValues({ label: 'Q1', value: 4 }, 3)).toEqual({ label: 'Q1', value: 4, values: [0, 0] });
    expect(withSeriesValues(point, 1)).toEqual({ label: 'Q1', value: 4 });
    // Removing the first series makes the second the first
    expect(withoutSeries(point, 0)).toEqual({ label: 'Q1', value: 3 });
    expect(withoutSeries({ label: 'Q1', value: 4, values: [3, 2] }, 1)).toEqual({
      label: 'Q1',
      value: 4,
      values: [2],
    });
    const live = chartSettingsInput({
      ...SAMPLE_CONFIGS.chart,
      source: 'zone_hub_contents',
      series_names: ['A', 'B'],
      series: [point],
      stacked: true,
    });
    expect(chartSettingsSchema.parse(live)).toMatchObject({ series: [], stacked: true });
    expect(chartSettingsSchema.parse(live).series_names).toBeUndefined();
  });

  it('turns list lines into items, skipping empty ones, and names the bad line', () => {
    expect(splitLines(' one \n\n two\r\nthree ')).toEqual(['one', 'two', 'three']);
    expect(listSettingsSchema.parse({ title: 'Todo', items: 'a\n\n b ' })).toEqual({
      title: 'Todo',
      items: ['a', 'b'],
    });
    expect(listSettingsValues({ title: '', items: ['a', 'b'] }).items).toBe('a\nb');
    const long = listSettingsSchema.safeParse({ title: '', items: `ok\n${'x'.repeat(501)}` });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['items', 1],
      message: 'Must be at most 500 characters',
    });
  });

  it('accepts http(s) and app links, refuses anything else inline', () => {
    const parse = (url: string) => linksSettingsSchema.safeParse({ title: '', links: [{ label: 'x', url }] });
    expect(parse('https://example.com/a').success).toBe(true);
    expect(parse('/zones').success).toBe(true);
    expect(parse('https://atrium.local@evil.com/').error?.issues[0]).toMatchObject({
      path: ['links', 0, 'url'],
      message: 'Link URL must be http(s)://host[:port][/path], with no user name',
    });
    expect(parse('javascript:alert(1)').error?.issues[0]).toMatchObject({
      path: ['links', 0, 'url'],
      message: 'Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL',
    });
  });

  it('starts every widget from the library with a config the server accepts', () => {
    for (const [type, config] of Object.entries(SAMPLE_CONFIGS)) {
      const widget = { id: 'w', type, x: 0, y: 0, w: 6, h: 4, config };
      expect(dashboardWidgetSchema.safeParse(widget).success, type).toBe(true);
    }
  });
});

describe('stat number formats', () => {
  it.each([
    [1234567.891, 'number', '1,234,567.89'],
    [15300, 'compact', '15.3K'],
    [99.95, 'percent', '99.95%'],
    [-3, 'number', '-3'],
  ] as const)('writes %d as %s → %s', (value, format, text) => {
    expect(formatStatValue(value, format)).toBe(text);
  });
});
