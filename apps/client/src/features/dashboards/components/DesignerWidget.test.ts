import type { DashboardLayout } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { layoutForKey } from './DesignerWidget';

const stat = (id: string, x: number, y: number, w = 3, h = 2) =>
  ({
    id,
    type: 'stat',
    x,
    y,
    w,
    h,
    config: { title: '', label: id, source: 'fixed', value: 1, unit: '', format: 'number', trend: null },
  }) as DashboardLayout[number];

describe('designer keys on a widget handle', () => {
  const layout = [stat('a', 0, 0), stat('b', 6, 0)];
  it.each([
    ['ArrowRight', false, { x: 1, y: 0, w: 3, h: 2 }],
    ['ArrowDown', false, { x: 0, y: 1, w: 3, h: 2 }],
    ['ArrowRight', true, { x: 0, y: 0, w: 4, h: 2 }],
    ['ArrowDown', true, { x: 0, y: 0, w: 3, h: 3 }],
    ['ArrowLeft', true, { x: 0, y: 0, w: 2, h: 2 }],
  ])('%s (Shift: %s) moves or resizes by one cell', (key, shift, rect) => {
    expect(layoutForKey(layout, layout[0], key, shift)?.[0]).toMatchObject(rect);
  });

  it('keeps the layout when blocked (edge, minimum size, another widget) and ignores other keys', () => {
    expect(layoutForKey(layout, layout[0], 'ArrowLeft', false)).toBe(layout);
    expect(layoutForKey(layout, layout[0], 'ArrowUp', true)).toBe(layout);
    const tight = [stat('a', 0, 0), stat('b', 3, 0)];
    expect(layoutForKey(tight, tight[0], 'ArrowRight', true)).toBe(tight);
    expect(layoutForKey(tight, tight[1], 'ArrowLeft', false)).toBe(tight);
    expect(layoutForKey(layout, layout[0], 'a', false)).toBeNull();
  });
});
