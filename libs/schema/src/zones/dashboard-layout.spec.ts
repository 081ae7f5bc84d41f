import { describe, expect, it } from 'vitest';
import {
  chartSeriesCount,
  dashboardCreateSchema,
  dashboardLayoutSchema,
  dashboardUpdateSchema,
  isAppPath,
  WIDGET_TYPE_NAMES,
  widgetLinkUrlSchema,
} from './dashboard-layout.js';

const widget = (over: Record<string, unknown> = {}) => ({
  id: 'w1',
  type: 'stat',
  x: 0,
  y: 0,
  w: 3,
  h: 2,
  ...over,
});

describe('dashboard layout', () => {
  it('offers the designer library: stat, chart, list, markdown, links', () => {
    expect([...WIDGET_TYPE_NAMES]).toEqual(['stat', 'chart', 'list', 'markdown', 'links']);
  });

  it('fills each widget config with its defaults', () => {
    const layout = dashboardLayoutSchema.parse([
      widget(),
      widget({ id: 'w2', type: 'chart', x: 3 }),
      widget({ id: 'w3', type: 'list', x: 6 }),
      widget({ id: 'w4', type: 'markdown', x: 9 }),
      widget({
        id: 'w5',
        type: 'links',
        y: 2,
        w: 12,
        config: { links: [{ label: 'Docs', url: 'https://example.com' }] },
      }),
    ]);
    expect(layout[0].config).toEqual({
      title: '',
      label: '',
      source: null,
      value: null,
      unit: '',
      format: 'number',
      trend: null,
    });
    expect(layout[1].config).toEqual({ title: '', kind: 'bar', source: 'manual', series: [] });
    expect(layout[3].config).toEqual({ title: '', content: '' });
    expect(layout[4].config).toEqual({ title: '', links: [{ label: 'Docs', url: 'https://example.com' }] });
  });

  it('accepts a widget filling the whole width', () => {
    expect(dashboardLayoutSchema.safeParse([widget({ x: 0, w: 12 })]).success).toBe(true);
  });

  it.each([
    ['unknown type', [widget({ type: 'iframe' })], '0.type'],
    ['x past the grid', [widget({ x: 12 })], '0.x'],
    ['negative y', [widget({ y: -1 })], '0.y'],
    ['fractional w', [widget({ w: 2.5 })], '0.w'],
    ['zero height', [widget({ h: 0 })], '0.h'],
    ['too tall', [widget({ h: 25 })], '0.h'],
    ['overflowing the 12 columns', [widget({ x: 10, w: 3 })], '0.w'],
    ['string coordinates', [widget({ x: '1' })], '0.x'],
    ['duplicate ids', [widget(), widget({ x: 6 })], '1.id'],
    ['overlapping widgets', [widget(), widget({ id: 'w2', x: 2, y: 1 })], '1'],
    ['bad id', [widget({ id: 'a b' })], '0.id'],
    ['unknown config key', [widget({ config: { onclick: 'x' } })], '0.config'],
    [
      'javascript link',
      [widget({ type: 'links', config: { links: [{ label: 'x', url: 'javascript:1' }] } })],
      '0.config.links.0.url',
    ],
    ['extra key', [widget({ zone_id: 'x' })], '0'],
    ['a stat narrower than 2 columns', [widget({ w: 1 })], '0.w'],
    ['a chart shorter than 2 rows', [widget({ type: 'chart', w: 4, h: 1 })], '0.h'],
    ['a stat value typed as text', [widget({ config: { value: '12' } })], '0.config.value'],
    ['an infinite stat value', [widget({ config: { value: Infinity } })], '0.config.value'],
    ['an unknown stat source', [widget({ config: { source: 'users' } })], '0.config.source'],
    ['an unknown stat format', [widget({ config: { format: 'hex' } })], '0.config.format'],
    [
      'an unknown chart source',
      [widget({ type: 'chart', w: 4, h: 3, config: { source: 'sales' } })],
      '0.config.source',
    ],
    [
      'a chart point without a label',
      [widget({ type: 'chart', w: 4, h: 3, config: { series: [{ label: ' ', value: 1 }] } })],
      '0.config.series.0.label',
    ],
    ['an empty list item', [widget({ type: 'list', config: { items: ['a', '  '] } })], '0.config.items.1'],
    [
      'a link without a label',
      [widget({ type: 'links', config: { links: [{ label: '', url: '/zones' }] } })],
      '0.config.links.0.label',
    ],
  ])('refuses %s', (_n, layout, path) => {
    const r = dashboardLayoutSchema.safeParse(layout);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  describe('charts of several series', () => {
    const chart = (config: Record<string, unknown>) =>
      dashboardLayoutSchema.safeParse([widget({ type: 'chart', w: 6, h: 4, config })]);
    const problems = (config: Record<string, unknown>) =>
      chart(config).error?.issues.map((i) => `${i.path.slice(2).join('.')}: ${i.message}`);

    it('keeps named series, each point with a value in each, stacked or not', () => {
      const config = {
        kind: 'bar',
        stacked: true,
        series_names: ['Planned', 'Done'],
        series: [
          { label: 'Q1', value: 4, values: [3] },
          { label: 'Q2', value: 7, values: [7] },
        ],
      };
      const r = chart(config);
      expect(r.success).toBe(true);
      expect(r.data?.[0].config).toMatchObject(config);
      expect(chartSeriesCount(config as never)).toBe(2);
    });

    it('stores a one-series chart as before: no names, no values, no stacking', () => {
      const r = chart({ series: [{ label: 'Q1', value: 4 }] });
      expect(r.data?.[0].config).toEqual({
        title: '',
        kind: 'bar',
        source: 'manual',
        series: [{ label: 'Q1', value: 4 }],
      });
    });

    it.each([
      [
        'a point missing a series value',
        { series_names: ['A', 'B', 'C'], series: [{ label: 'Q1', value: 1, values: [2] }] },
        'series.0.values: Point 1 has 2 values; the chart has 3 series',
      ],
      [
        'a point with values but one series',
        { series: [{ label: 'Q1', value: 1, values: [2] }] },
        'series.0.values: Point 1 has 2 values; the chart has 1 series',
      ],
      [
        'a donut of several series',
        { kind: 'pie', series_names: ['A', 'B'], series: [{ label: 'Q1', value: 1, values: [2] }] },
        'kind: A donut shows one series: choose bars or a line for several',
      ],
      [
        'a donut of a live source with two series',
        { kind: 'pie', source: 'zone_hub_contents' },
        'kind: A donut shows one series: choose bars or a line for several',
      ],
      [
        'a series without a name',
        { series_names: ['A', ' '], series: [] },
        'series_names.1: A series needs a name',
      ],
      ['six series', { series_names: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'series_names: At most 5 series'],
    ])('refuses %s, saying why', (_name, config, problem) => {
      expect(problems(config)).toContain(problem);
    });

    it("counts a live source's own series, whatever names are typed", () => {
      expect(chartSeriesCount({ source: 'zone_hub_contents' })).toBe(2);
      expect(chartSeriesCount({ source: 'zone_members_by_role', series_names: ['A', 'B'] })).toBe(1);
      expect(chartSeriesCount({ source: 'manual', series_names: ['A', 'B', 'C'] })).toBe(3);
      expect(chartSeriesCount({ source: 'manual' })).toBe(1);
    });
  });

  it('refuses more than 50 widgets', () => {
    const many = Array.from({ length: 51 }, (_, i) =>
      widget({ id: `w${i}`, x: (i % 6) * 2, y: Math.floor(i / 6) * 2, w: 2, h: 2 }),
    );
    expect(dashboardLayoutSchema.safeParse(many.slice(0, 50)).success).toBe(true);
    const r = dashboardLayoutSchema.safeParse(many);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['At most 50 widgets']);
  });

  it('names the minimum size in the message', () => {
    const r = dashboardLayoutSchema.safeParse([widget({ type: 'chart', w: 2, h: 2 })]);
    expect(r.error?.issues[0].message).toBe('A Chart widget must be at least 3×2');
  });

  it('keeps a stat source, number format and live source', () => {
    const [w] = dashboardLayoutSchema.parse([
      widget({ config: { title: 'Team', label: 'people', source: 'zone_members', format: 'compact' } }),
    ]);
    expect(w.config).toMatchObject({
      title: 'Team',
      label: 'people',
      source: 'zone_members',
      format: 'compact',
    });
  });

  it.each([
    'https://example.com',
    'http://localhost:3000/docs?q=1#top',
    '/zones',
    '/zones/abc/hubs/def?tab=members',
    '  /settings  ',
  ])('accepts the link URL %s', (url) => {
    expect(widgetLinkUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    'mailto:a@example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    'example.com',
    'zones/abc',
    'https://',
    'https://exa mple.com',
    '/a b',
    'https://user:pw@evil.com',
    'https://atrium.local@evil.com/',
  ])('refuses the link URL %j', (url) => {
    const r = widgetLinkUrlSchema.safeParse(url);
    expect(r.success).toBe(false);
  });

  it('tells app paths from web URLs', () => {
    expect(isAppPath('/zones')).toBe(true);
    expect(isAppPath('https://example.com')).toBe(false);
  });

  it('create defaults the layout; create and update refuse hub_id', () => {
    expect(dashboardCreateSchema.parse({ name: 'Overview' })).toEqual({ name: 'Overview', layout: [] });
    expect(dashboardCreateSchema.safeParse({ name: 'Overview', hub_id: 'x' }).success).toBe(false);
    expect(dashboardUpdateSchema.safeParse({ hub_id: 'x' }).success).toBe(false);
    expect(dashboardUpdateSchema.safeParse({}).success).toBe(false);
  });
});
