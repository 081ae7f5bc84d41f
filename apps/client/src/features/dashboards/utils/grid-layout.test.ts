import { dashboardLayoutSchema, type DashboardLayout } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  addWidget,
  cellAt,
  clampRect,
  deltaToCells,
  dropRect,
  findFreeSpot,
  nearestFreeSpot,
  nudgeWidget,
  readingOrder,
  removeWidget,
  resizeWidget,
  overlaps,
  updateWidgetConfig,
  whyMoveRefused,
  whyResizeRefused,
  withMinimumSizes,
} from './grid-layout';

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
const chart = (id: string, x: number, y: number, w: number, h: number) =>
  ({
    id,
    type: 'chart',
    x,
    y,
    w,
    h,
    config: { title: '', kind: 'bar', source: 'manual', series: [] },
  }) as DashboardLayout[number];

describe('dashboard grid layout math', () => {
  it('clamps rectangles into the 12 columns', () => {
    expect(clampRect({ x: 11, y: -2, w: 4, h: 0 })).toEqual({ x: 8, y: 0, w: 4, h: 1 });
    expect(clampRect({ x: 0, y: 0, w: 20, h: 30 })).toEqual({ x: 0, y: 0, w: 12, h: 24 });
  });

  it('finds the first free spot left to right, top to bottom', () => {
    const layout = [stat('a', 0, 0), stat('b', 3, 0)];
    expect(findFreeSpot(layout, 3, 2)).toEqual({ x: 6, y: 0, w: 3, h: 2 });
    expect(findFreeSpot(layout, 12, 1)).toEqual({ x: 0, y: 2, w: 12, h: 1 });
  });

  it('adds a widget at the drop cell when free, else at the nearest free spot, always valid for the schema', () => {
    let layout: DashboardLayout = [];
    layout = addWidget(layout, 'chart', { x: 2, y: 1 }, 'c1');
    expect(layout[0]).toMatchObject({ id: 'c1', x: 2, y: 1, w: 6, h: 4 });
    // (3, 2) is under the chart (columns 2-7, rows 1-4): the nearest free place is just below it
    layout = addWidget(layout, 'stat', { x: 3, y: 2 }, 's1');
    expect(layout[1]).toMatchObject({ id: 's1', x: 3, y: 5 });
    layout = addWidget(layout, 'links', undefined, 'l1');
    layout = addWidget(layout, 'list', { x: 11, y: 0 }, 'li1');
    layout = addWidget(layout, 'markdown', undefined, 'm1');
    expect(dashboardLayoutSchema.safeParse(layout).success).toBe(true);
  });

  it('moves and resizes only into free space; a move jumps over a neighbour in the way', () => {
    const layout = [stat('a', 0, 0), stat('b', 3, 0)];
    // a (columns 0-2) moving right meets b (3-5): it lands on the first free place after it.
    expect(nudgeWidget(layout, 'a', 1, 0)[0]).toMatchObject({ x: 6, y: 0 });
    expect(nudgeWidget(layout, 'b', -1, 0)).toBe(layout); // a fills the row up to the edge
    expect(nudgeWidget(layout, 'a', 0, 1)[0]).toMatchObject({ x: 0, y: 1 });
    expect(resizeWidget(layout, 'a', 4, 2)).toBe(layout);
    expect(resizeWidget(layout, 'b', 9, 3)[1]).toMatchObject({ w: 9, h: 3 });
    expect(resizeWidget(layout, 'b', 20, 3)[1]).toMatchObject({ w: 9 });
    expect(nudgeWidget(layout, 'b', 20, 0)[1]).toMatchObject({ x: 9 });
    expect(removeWidget(layout, 'a').map((w) => w.id)).toEqual(['b']);
  });

  it('places a widget dropped at the top right on the top right, covering the cell under the pointer', () => {
    // The grid at 1188 px: 12 columns of 88 px with 12 px gaps, rows of 64 px with 12 px gaps
    const box = { left: 100, top: 200, width: 1188 };
    const topRight = cellAt({ x: 100 + 1188 - 10, y: 200 + 10 }, box, 12, 64);
    expect(topRight).toEqual({ x: 11, y: 0 });
    const layout = [stat('a', 1, 0, 4, 2)];
    expect(dropRect(layout, 'chart', topRight)).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    expect(dropRect(layout, 'stat', topRight)).toEqual({ x: 9, y: 0, w: 3, h: 2 });
    expect(addWidget(layout, 'stat', topRight, 'new')[1]).toMatchObject({ x: 9, y: 0 });
    // Dropped on the third column of the fourth row of an empty grid: there exactly
    expect(dropRect([], 'stat', cellAt({ x: 100 + 2 * 100 + 5, y: 200 + 3 * 76 + 5 }, box, 12, 64))).toEqual({
      x: 2,
      y: 3,
      w: 3,
      h: 2,
    });
  });

  it('moves a drop on a taken place to the nearest free spot, not the grid start', () => {
    // A full-width band on rows 0-1 and a widget at the right of rows 2-3
    const layout = [stat('band', 0, 0, 12, 2), stat('right', 9, 2, 3, 2)];
    // Dropped on the band's right end: still at the right, under "right" (4 cells away; beside it is 5)
    expect(dropRect(layout, 'stat', { x: 11, y: 0 })).toEqual({ x: 9, y: 4, w: 3, h: 2 });
    // Dropped onto "right" with the row below it taken: the spot beside it
    const fuller = [...layout, stat('below', 9, 4, 3, 2)];
    expect(nearestFreeSpot(fuller, { x: 9, y: 2, w: 3, h: 2 })).toEqual({ x: 6, y: 2, w: 3, h: 2 });
    // Far below the widgets: stays where dropped
    expect(dropRect(layout, 'stat', { x: 4, y: 9 })).toEqual({ x: 4, y: 9, w: 3, h: 2 });
  });

  it('converts pixels to cells', () => {
    // 12 columns of 88 px with 12 px gaps: 1188 px wide
    expect(cellAt({ x: 110, y: 80 }, { left: 10, top: 0, width: 1188 }, 12, 64)).toEqual({ x: 1, y: 1 });
    expect(deltaToCells({ x: 205, y: -150 }, 1188, 12, 64)).toEqual({ dx: 2, dy: -2 });
  });

  it('orders widgets for reading: by row, then column', () => {
    expect(readingOrder([stat('b', 6, 0), stat('c', 0, 3), stat('a', 0, 0)]).map((w) => w.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('never resizes a widget below its type minimum (stat 2×2, chart 3×2)', () => {
    const layout = [stat('a', 0, 0, 2, 2), chart('c', 4, 0, 3, 2)];
    expect(resizeWidget(layout, 'a', 1, 2)).toBe(layout);
    expect(resizeWidget(layout, 'a', 2, 1)).toBe(layout);
    expect(resizeWidget(layout, 'c', 2, 2)).toBe(layout);
    expect(resizeWidget(layout, 'c', 4, 3)[1]).toMatchObject({ w: 4, h: 3 });
    expect(clampRect({ x: 0, y: 0, w: 1, h: 1 }, { w: 3, h: 2 })).toEqual({ x: 0, y: 0, w: 3, h: 2 });
  });

  it('jumps down past a widget below to the first free rows, so every free place can be reached', () => {
    const layout = [stat('top', 0, 0, 4, 2), stat('under', 0, 2, 4, 3)];
    expect(nudgeWidget(layout, 'top', 0, 1)[0]).toMatchObject({ x: 0, y: 5 });
    expect(nudgeWidget(nudgeWidget(layout, 'top', 0, 1), 'top', 0, -1)[0]).toMatchObject({ x: 0, y: 0 });
  });

  it('returns the same layout when a move changes nothing (the button is disabled)', () => {
    const layout = [stat('a', 9, 0)];
    expect(nudgeWidget(layout, 'a', 1, 0)).toBe(layout);
    expect(nudgeWidget(layout, 'a', 0, -1)).toBe(layout);
    expect(resizeWidget(layout, 'a', 4, 2)).toBe(layout);
  });

  it('grows widgets saved below the minimum, in place or at a free spot', () => {
    const layout = [stat('small', 0, 0, 1, 1), stat('b', 2, 0, 3, 2), chart('thin', 10, 0, 2, 1)];
    const fixed = withMinimumSizes(layout);
    expect(fixed[0]).toMatchObject({ x: 0, y: 0, w: 2, h: 2 });
    expect(fixed[1]).toBe(layout[1]);
    expect(fixed[2]).toMatchObject({ w: 3, h: 2 });
    expect(dashboardLayoutSchema.safeParse(fixed).success).toBe(true);
    const fine = [stat('a', 0, 0)];
    expect(withMinimumSizes(fine)).toBe(fine);
  });

  it('replaces one widget config and keeps its place', () => {
    const layout = [stat('a', 0, 0), stat('b', 3, 0)];
    const next = updateWidgetConfig(layout, 'b', { ...layout[1].config, title: 'Team' } as never);
    expect(next[1]).toMatchObject({ x: 3, y: 0, config: { title: 'Team' } });
    expect(next[0]).toBe(layout[0]);
  });

  it('never grows a widget over a neighbour: the resize is refused and names who is in the way', () => {
    // a (columns 0-2) beside b (3-5), c under a's right half (rows 2-3)
    const layout = [stat('a', 0, 0), stat('b', 3, 1), stat('c', 1, 2)];
    expect(resizeWidget(layout, 'a', 4, 2)).toBe(layout);
    expect(whyResizeRefused(layout, 'a', 1, 0)).toMatchObject({
      action: 'resize',
      kind: 'blocked',
      direction: 'right',
      by: { id: 'b' },
    });
    expect(resizeWidget(layout, 'a', 3, 3)).toBe(layout);
    expect(whyResizeRefused(layout, 'a', 0, 1)).toMatchObject({
      kind: 'blocked',
      direction: 'down',
      by: { id: 'c' },
    });
    // Every arrow and Shift + arrow from every widget of a crowded board: never an overlap.
    const crowded = [stat('a', 0, 0), stat('b', 3, 0, 4, 3), chart('c', 0, 2, 3, 2), stat('d', 7, 0, 5, 2)];
    const steps = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const;
    for (const widget of crowded) {
      for (const [dx, dy] of steps) {
        for (const next of [
          nudgeWidget(crowded, widget.id, dx, dy),
          resizeWidget(crowded, widget.id, widget.w + dx, widget.h + dy),
        ]) {
          const pairs = next.flatMap((p, i) => next.slice(i + 1).map((q) => [p, q] as const));
          expect(pairs.filter(([p, q]) => overlaps(p, q)).map(([p, q]) => `${p.id}/${q.id}`)).toEqual([]);
        }
      }
    }
  });

  it('says why a one-step resize changes nothing: the edge, the minimum, the most rows, a neighbour', () => {
    const layout = [stat('a', 0, 0, 2, 2), stat('edge', 9, 0, 3, 2), stat('tall', 0, 2, 2, 24)];
    expect(whyResizeRefused(layout, 'a', -1, 0)).toEqual({
      action: 'resize',
      kind: 'smallest',
      direction: 'left',
      min: 2,
    });
    expect(whyResizeRefused(layout, 'a', 0, -1)).toEqual({
      action: 'resize',
      kind: 'smallest',
      direction: 'up',
      min: 2,
    });
    expect(whyResizeRefused(layout, 'edge', 1, 0)).toEqual({
      action: 'resize',
      kind: 'edge',
      direction: 'right',
    });
    expect(whyResizeRefused(layout, 'tall', 0, 1)).toEqual({ action: 'resize', kind: 'tallest', max: 24 });
    expect(whyResizeRefused(layout, 'a', 0, 1)).toMatchObject({ kind: 'blocked', by: { id: 'tall' } });
    // A resize that happens has nothing to explain.
    expect(whyResizeRefused(layout, 'a', 1, 0)).toBeNull();
    expect(whyResizeRefused(layout, 'edge', -1, 0)).toBeNull();
  });

  it('says why a one-step move changes nothing: the edge, or a neighbour with no free place beyond it', () => {
    const layout = [stat('a', 0, 0), stat('b', 3, 0, 9, 2)];
    expect(whyMoveRefused(layout, 'a', -1, 0)).toEqual({ action: 'move', kind: 'edge', direction: 'left' });
    expect(whyMoveRefused(layout, 'a', 0, -1)).toEqual({ action: 'move', kind: 'edge', direction: 'up' });
    expect(whyMoveRefused(layout, 'b', 1, 0)).toEqual({ action: 'move', kind: 'edge', direction: 'right' });
    expect(whyMoveRefused(layout, 'a', 1, 0)).toMatchObject({
      action: 'move',
      kind: 'blocked',
      direction: 'right',
      by: { id: 'b' },
    });
    // Moves that happen (a step, or a jump past a neighbour) have nothing to explain.
    expect(whyMoveRefused(layout, 'a', 0, 1)).toBeNull();
    expect(whyMoveRefused([stat('a', 0, 0), stat('b', 3, 0)], 'a', 1, 0)).toBeNull();
  });
  it('says why a pointer drop of several cells moves or resizes nothing, as for a key', () => {
    // a, then b filling the rest of the first rows; c under a.
    const layout = [stat('a', 0, 0), stat('b', 3, 0, 9, 2), stat('c', 0, 3)];
    // Dropped on b (and b reaches the edge: no free place beyond it).
    expect(nudgeWidget(layout, 'a', 5, 0)).toBe(layout);
    expect(whyMoveRefused(layout, 'a', 5, 0)).toMatchObject({
      kind: 'blocked',
      direction: 'right',
      by: { id: 'b' },
    });
    // Dragged off the grid's top-left corner: it is there already (the axis it went furthest on).
    expect(whyMoveRefused(layout, 'a', -4, -3)).toEqual({ action: 'move', kind: 'edge', direction: 'left' });
    expect(whyMoveRefused(layout, 'a', -1, -3)).toEqual({ action: 'move', kind: 'edge', direction: 'up' });
    expect(whyMoveRefused(layout, 'b', 3, 0)).toEqual({ action: 'move', kind: 'edge', direction: 'right' });
    // The corner pulled into b, straight or slanting down: wider is what meets b.
    expect(whyResizeRefused(layout, 'a', 3, 0)).toMatchObject({
      kind: 'blocked',
      direction: 'right',
      by: { id: 'b' },
    });
    expect(whyResizeRefused(layout, 'a', 2, 1)).toMatchObject({
      kind: 'blocked',
      direction: 'right',
      by: { id: 'b' },
    });
    // Pulled down onto c.
    expect(whyResizeRefused(layout, 'a', 0, 3)).toMatchObject({
      kind: 'blocked',
      direction: 'down',
      by: { id: 'c' },
    });
    // Pulled past the right edge, and pushed smaller than a stat may be.
    expect(whyResizeRefused(layout, 'b', 4, 0)).toEqual({
      action: 'resize',
      kind: 'edge',
      direction: 'right',
    });
    const small = [stat('s', 4, 4, 2, 2)];
    expect(whyResizeRefused(small, 's', -3, -1)).toEqual({
      action: 'resize',
      kind: 'smallest',
      direction: 'left',
      min: 2,
    });
    expect(whyResizeRefused(small, 's', -1, -2)).toEqual({
      action: 'resize',
      kind: 'smallest',
      direction: 'up',
      min: 2,
    });
    // What happens has nothing to explain.
    expect(whyMoveRefused(layout, 'a', 4, 4)).toBeNull();
    expect(whyResizeRefused(layout, 'c', 4, 2)).toBeNull();
  });
});
