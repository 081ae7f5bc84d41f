import { dashboardLayoutSchema } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { normalizeConfig, normalizeLayout } from './normalize-layout';

describe('reading saved layouts with the current widget schemas', () => {
  it('fills fields added since a stat was saved', () => {
    expect(normalizeConfig('stat', { label: 'Headcount', value: 42 })).toEqual({
      title: '',
      label: 'Headcount',
      source: null,
      value: 42,
      unit: '',
      format: 'number',
      trend: null,
    });
  });

  it('drops back to defaults only the fields the schema now refuses', () => {
    expect(normalizeConfig('stat', { label: 'Uptime', value: '99%', onclick: 'x' })).toMatchObject({
      label: 'Uptime',
      value: null,
    });
    expect(normalizeConfig('list', { title: 'Todo', items: ['a', ' ', 'b'] })).toEqual({
      title: 'Todo',
      items: ['a', 'b'],
    });
    expect(normalizeConfig('chart', { series: [{ label: '', value: 3 }] })).toMatchObject({
      series: [{ label: 'Point 1', value: 3 }],
    });
    expect(normalizeConfig('list', { items: 'not a list' })).toEqual({ title: '', items: [] });
    expect(normalizeConfig('markdown', null)).toEqual({ title: '', content: '' });
  });

  it('leaves a layout the server accepts (unknown widget types skipped)', () => {
    const layout = normalizeLayout([
      { id: 'a', type: 'stat', x: 0, y: 0, w: 3, h: 2, config: { label: 'A', value: 1 } },
      { id: 'b', type: 'chart', x: 3, y: 0, w: 6, h: 4, config: { series: [{ label: 'Q1', value: 2 }] } },
      { id: 'c', type: 'iframe', x: 0, y: 4, w: 2, h: 2, config: {} },
    ]);
    expect(layout.map((w) => w.id)).toEqual(['a', 'b']);
    expect(dashboardLayoutSchema.safeParse(layout).success).toBe(true);
  });
});
