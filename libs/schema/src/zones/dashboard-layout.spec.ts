import { describe, expect, it } from 'vitest';
import {
  dashboardCreateSchema,
  dashboardLayoutSchema,
  dashboardUpdateSchema,
  WIDGET_TYPE_NAMES,
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
    expect(layout[0].config).toEqual({ label: 'Stat', value: 0, unit: '', trend: null });
    expect(layout[1].config).toEqual({ title: '', kind: 'bar', series: [] });
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
  ])('refuses %s', (_n, layout, path) => {
    const r = dashboardLayoutSchema.safeParse(layout);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('refuses more than 50 widgets', () => {
    const many = Array.from({ length: 51 }, (_, i) => widget({ id: `w${i}`, x: 0, y: i, w: 1, h: 1 }));
    expect(dashboardLayoutSchema.safeParse(many).success).toBe(false);
  });

  it('create defaults the layout; create and update refuse hub_id', () => {
    expect(dashboardCreateSchema.parse({ name: 'Overview' })).toEqual({ name: 'Overview', layout: [] });
    expect(dashboardCreateSchema.safeParse({ name: 'Overview', hub_id: 'x' }).success).toBe(false);
    expect(dashboardUpdateSchema.safeParse({ hub_id: 'x' }).success).toBe(false);
    expect(dashboardUpdateSchema.safeParse({}).success).toBe(false);
  });
});
