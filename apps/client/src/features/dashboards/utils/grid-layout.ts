import {
  DASHBOARD_GRID,
  WIDGET_TYPES,
  type DashboardLayout,
  type DashboardWidget,
  type WidgetConfig,
  type WidgetType,
} from '@atrium/schema';

/** Pure layout math of the 12-column dashboard grid; every function returns a new layout. */
export const COLUMNS = DASHBOARD_GRID.columns;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const DEFAULT_SIZES: Readonly<Record<WidgetType, { w: number; h: number }>> = {
  stat: { w: 3, h: 2 },
  chart: { w: 6, h: 4 },
  list: { w: 4, h: 4 },
  markdown: { w: 4, h: 3 },
  links: { w: 4, h: 3 },
};

/** The smallest size of each widget type on the grid (libs/schema refuses anything smaller). */
export const MIN_SIZES: Readonly<Record<WidgetType, { w: number; h: number }>> = {
  stat: WIDGET_TYPES.stat.minSize,
  chart: WIDGET_TYPES.chart.minSize,
  list: WIDGET_TYPES.list.minSize,
  markdown: WIDGET_TYPES.markdown.minSize,
  links: WIDGET_TYPES.links.minSize,
};

/**
 * The config a widget dropped from the library starts with, edited in its settings. The chart
 * counts the zone's real modules per hub; the stat starts empty (no source, no number) and asks
 * for a source: it never shows a number nobody entered or counted.
 */
// Sample content a new widget starts with: saved into the layout as data (as seeded text is), and
// replaced by the member in the widget's settings.
/* eslint-disable lingui/no-unlocalized-strings -- sample data stored in the layout, not interface text */
export const SAMPLE_CONFIGS: { [T in WidgetType]: WidgetConfig<T> } = {
  stat: {
    title: '',
    label: '',
    source: null,
    value: null,
    unit: '',
    format: 'number',
    trend: null,
  },
  chart: { title: 'Modules per hub', kind: 'bar', source: 'zone_modules_by_hub', series: [] },
  list: { title: 'Next steps', items: ['Invite the team', 'Write the handbook', 'Plan the launch'] },
  markdown: { title: 'Notes', content: 'Write **Markdown** here: goals, context, decisions.' },
  links: { title: 'Links', links: [{ label: 'All zones', url: '/zones' }] },
};
/* eslint-enable lingui/no-unlocalized-strings */

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Keeps a rectangle inside the grid: at least `min` (1×1), at most 12 × 24, x + w ≤ 12, y ≥ 0. */
export function clampRect(r: Rect, min: { w: number; h: number } = { w: 1, h: 1 }): Rect {
  const w = Math.max(min.w, Math.min(COLUMNS, Math.round(r.w)));
  const h = Math.max(min.h, Math.min(DASHBOARD_GRID.maxWidgetHeight, Math.round(r.h)));
  const x = Math.max(0, Math.min(COLUMNS - w, Math.round(r.x)));
  const y = Math.max(0, Math.min(DASHBOARD_GRID.maxRows - h, Math.round(r.y)));
  return { x, y, w, h };
}

export function fits(layout: DashboardLayout, rect: Rect, ignoreId?: string): boolean {
  return layout.every((w) => w.id === ignoreId || !overlaps(w, rect));
}

/** The first free spot (top to bottom, left to right) for a w × h widget. */
export function findFreeSpot(layout: DashboardLayout, w: number, h: number): Rect {
  const size = clampRect({ x: 0, y: 0, w, h });
  for (let y = 0; y < DASHBOARD_GRID.maxRows - size.h; y++) {
    for (let x = 0; x + size.w <= COLUMNS; x++) {
      const rect = { ...size, x, y };
      if (fits(layout, rect)) return rect;
    }
  }
  return { ...size, x: 0, y: gridRows(layout) };
}

/** Rows the layout uses (the lowest widget bottom). */
export function gridRows(layout: DashboardLayout): number {
  return layout.reduce((rows, w) => Math.max(rows, w.y + w.h), 0);
}

function replaceRect(layout: DashboardLayout, id: string, rect: Rect): DashboardLayout {
  const target = layout.find((w) => w.id === id);
  if (!target) return layout;
  const next = clampRect(rect, MIN_SIZES[target.type]);
  const same = next.x === target.x && next.y === target.y && next.w === target.w && next.h === target.h;
  if (same || !fits(layout, next, id)) return layout;
  return layout.map((w) => (w.id === id ? ({ ...w, ...next } as DashboardWidget) : w));
}

/** Moves a widget to (x, y); unchanged when that spot is taken. */
export function moveWidget(layout: DashboardLayout, id: string, x: number, y: number): DashboardLayout {
  const w = layout.find((item) => item.id === id);
  return w ? replaceRect(layout, id, { x, y, w: w.w, h: w.h }) : layout;
}

/**
 * Moves a widget by whole cells. When that spot is taken it jumps over what is in the way, to the
 * first free place further on in the same direction (as the arrow keys and the toolbar move it:
 * with a neighbour beside it, a keyboard user could otherwise never pass it); unchanged when there
 * is none before the grid's edge.
 */
export function nudgeWidget(layout: DashboardLayout, id: string, dx: number, dy: number): DashboardLayout {
  const w = layout.find((item) => item.id === id);
  if (!w) return layout;
  const moved = moveWidget(layout, id, w.x + dx, w.y + dy);
  if (moved !== layout) return moved;
  const [sx, sy] = [Math.sign(dx), Math.sign(dy)];
  if (sx === 0 && sy === 0) return layout;
  for (let x = w.x + dx + sx, y = w.y + dy + sy; ; x += sx, y += sy) {
    if (x < 0 || x + w.w > COLUMNS || y < 0 || y + w.h > DASHBOARD_GRID.maxRows) return layout;
    const jumped = moveWidget(layout, id, x, y);
    if (jumped !== layout) return jumped;
  }
}

/**
 * Resizes a widget (its top-left stays, never below its type's minimum size); unchanged when it
 * would overlap another.
 */
export function resizeWidget(
  layout: DashboardLayout,
  id: string,
  width: number,
  height: number,
): DashboardLayout {
  const w = layout.find((item) => item.id === id);
  if (!w) return layout;
  return replaceRect(layout, id, { x: w.x, y: w.y, w: Math.min(width, COLUMNS - w.x), h: height });
}

/** A direction on the grid: where a move goes, or the edge a resize pulls (right: wider, down: taller). */
export type GridDirection = 'left' | 'right' | 'up' | 'down';

/**
 * Why a one-cell move or resize leaves the layout as it was (what the designer tells screen
 * readers): `edge` — the grid ends that way; `blocked` — `by` is in the way (for a move: with no
 * free place beyond it either); `smallest` — the widget is at its type's minimum size; `tallest` —
 * at the most rows a widget may have.
 */
export type LayoutRefusal =
  | { action: 'move' | 'resize'; kind: 'edge'; direction: GridDirection }
  | { action: 'move' | 'resize'; kind: 'blocked'; direction: GridDirection; by: DashboardWidget }
  | { action: 'resize'; kind: 'smallest'; direction: 'left' | 'up'; min: number }
  | { action: 'resize'; kind: 'tallest'; max: number };

/** The direction of a move or resize: the axis it goes furthest on (ties: the horizontal one). */
function directionOf(dx: number, dy: number): GridDirection {
  if (dx !== 0 && Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}

function blocker(layout: DashboardLayout, id: string, rect: Rect): DashboardWidget | undefined {
  return layout.find((other) => other.id !== id && overlaps(other, rect));
}

/**
 * Why `nudgeWidget(layout, id, dx, dy)` moves nothing; null when it moves. One step of an arrow
 * key, or the whole cells of a pointer drag (the direction is the axis it went furthest on): the
 * place it would take, kept inside the grid, is held by a neighbour with no free place beyond it
 * (`blocked`), or is where it already is — the grid ends that way (`edge`).
 */
export function whyMoveRefused(
  layout: DashboardLayout,
  id: string,
  dx: number,
  dy: number,
): LayoutRefusal | null {
  const w = layout.find((item) => item.id === id);
  if (!w || (dx === 0 && dy === 0) || nudgeWidget(layout, id, dx, dy) !== layout) return null;
  const direction = directionOf(dx, dy);
  const target = clampRect({ x: w.x + dx, y: w.y + dy, w: w.w, h: w.h }, MIN_SIZES[w.type]);
  const by = blocker(layout, id, target);
  return by
    ? { action: 'move', kind: 'blocked', direction, by }
    : { action: 'move', kind: 'edge', direction };
}

/**
 * Why `resizeWidget` by `dw` columns and `dh` rows changes nothing; null when it resizes. One step
 * of Shift + an arrow key, or the whole cells of a pointer drag of the corner. A widget never
 * grows over a neighbour: that is refused, and this names it (`blocked`, `right` when growing
 * wider alone already meets it). Otherwise the size it would take is the one it has, on the axis
 * it was pulled furthest: the smallest its type may be, the tallest a widget may be, or the grid's
 * edge.
 */
export function whyResizeRefused(
  layout: DashboardLayout,
  id: string,
  dw: number,
  dh: number,
): LayoutRefusal | null {
  const w = layout.find((item) => item.id === id);
  if (!w || (dw === 0 && dh === 0) || resizeWidget(layout, id, w.w + dw, w.h + dh) !== layout) return null;
  const min = MIN_SIZES[w.type];
  // The rect resizeWidget tried (the same clamping).
  const target = clampRect({ x: w.x, y: w.y, w: Math.min(w.w + dw, COLUMNS - w.x), h: w.h + dh }, min);
  const by = blocker(layout, id, target);
  if (by) {
    const wider = target.w > w.w && overlaps(by, { ...w, w: target.w });
    return { action: 'resize', kind: 'blocked', direction: wider || target.h <= w.h ? 'right' : 'down', by };
  }
  const direction = directionOf(dw, dh);
  if (direction === 'left') return { action: 'resize', kind: 'smallest', direction: 'left', min: min.w };
  if (direction === 'up') return { action: 'resize', kind: 'smallest', direction: 'up', min: min.h };
  if (direction === 'down' && w.h >= DASHBOARD_GRID.maxWidgetHeight)
    return { action: 'resize', kind: 'tallest', max: DASHBOARD_GRID.maxWidgetHeight };
  return { action: 'resize', kind: 'edge', direction };
}

export function removeWidget(layout: DashboardLayout, id: string): DashboardLayout {
  return layout.filter((w) => w.id !== id);
}

/** Replaces a widget's config (its settings); its place and size stay. */
export function updateWidgetConfig<T extends WidgetType>(
  layout: DashboardLayout,
  id: string,
  config: WidgetConfig<T>,
): DashboardLayout {
  return layout.map((w) => (w.id === id ? ({ ...w, config } as DashboardWidget) : w));
}

/**
 * Grows widgets saved smaller than their type's minimum (layouts from before the minimum sizes):
 * in place when there is room, else moved to the first free spot. Other widgets stay put.
 */
export function withMinimumSizes(layout: DashboardLayout): DashboardLayout {
  let next = layout;
  for (const widget of layout) {
    const min = MIN_SIZES[widget.type];
    if (widget.w >= min.w && widget.h >= min.h) continue;
    const size = { w: Math.max(widget.w, min.w), h: Math.max(widget.h, min.h) };
    const grown = resizeWidget(next, widget.id, size.w, size.h);
    if (grown !== next) {
      next = grown;
      continue;
    }
    const others = next.filter((w) => w.id !== widget.id);
    const spot = findFreeSpot(others, size.w, size.h);
    next = next.map((w) => (w.id === widget.id ? ({ ...w, ...spot } as DashboardWidget) : w));
  }
  return next;
}

let counter = 0;
export function newWidgetId(type: WidgetType): string {
  counter = (counter + 1) % 1000;
  return `${type}-${Date.now().toString(36)}${counter}`;
}

/**
 * The free spot nearest to `rect` (fewest cells away, ties to the upper then the left one), for a
 * widget dropped on a taken place: it lands beside where it was dropped, not at the grid's start.
 */
export function nearestFreeSpot(layout: DashboardLayout, rect: Rect, ignoreId?: string): Rect {
  const size = clampRect(rect);
  if (fits(layout, size, ignoreId)) return size;
  const others = ignoreId ? layout.filter((w) => w.id !== ignoreId) : layout;
  const lastRow = Math.min(DASHBOARD_GRID.maxRows - size.h, Math.max(gridRows(others), size.y));
  let best: Rect | null = null;
  let bestDistance = Infinity;
  for (let y = 0; y <= lastRow; y++) {
    for (let x = 0; x + size.w <= COLUMNS; x++) {
      const distance = Math.abs(x - size.x) + Math.abs(y - size.y);
      if (distance >= bestDistance) continue;
      const candidate = { ...size, x, y };
      if (fits(others, candidate)) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return best ?? findFreeSpot(others, size.w, size.h);
}

/**
 * Where a new widget of `type` dropped on grid cell `cell` goes: its top-left on that cell, moved
 * left only as far as the 12 columns need (so it still covers the cell), or the nearest free spot
 * when that place is taken.
 */
export function dropRect(layout: DashboardLayout, type: WidgetType, cell: { x: number; y: number }): Rect {
  const size = DEFAULT_SIZES[type];
  return nearestFreeSpot(layout, clampRect({ ...cell, ...size }, MIN_SIZES[type]));
}

/**
 * Adds a widget of `type` on the grid cell `at` (see dropRect) when given, else at the first free
 * spot. Returns the layout unchanged when the grid already holds the maximum.
 */
export function addWidget(
  layout: DashboardLayout,
  type: WidgetType,
  at?: { x: number; y: number },
  id = newWidgetId(type),
): DashboardLayout {
  if (layout.length >= DASHBOARD_GRID.maxWidgets) return layout;
  const size = DEFAULT_SIZES[type];
  const rect = at ? dropRect(layout, type, at) : findFreeSpot(layout, size.w, size.h);
  const widget = { id, type, ...rect, config: structuredClone(SAMPLE_CONFIGS[type]) } as DashboardWidget;
  return [...layout, widget];
}

/**
 * The grid cell under a point, given the grid's box, its gap and row height (pixels). A column is
 * its width plus the gap after it, so a point on a gap belongs to the cell before it.
 */
export function cellAt(
  point: { x: number; y: number },
  box: { left: number; top: number; width: number },
  gap: number,
  rowHeight: number,
) {
  const colWidth = (box.width + gap) / COLUMNS;
  return {
    x: Math.max(0, Math.min(COLUMNS - 1, Math.floor((point.x - box.left) / colWidth))),
    y: Math.max(0, Math.min(DASHBOARD_GRID.maxRows - 1, Math.floor((point.y - box.top) / (rowHeight + gap)))),
  };
}

/** A pixel drag converted to whole cells. */
export function deltaToCells(
  delta: { x: number; y: number },
  gridWidth: number,
  gap: number,
  rowHeight: number,
) {
  return {
    dx: Math.round(delta.x / ((gridWidth + gap) / COLUMNS)),
    dy: Math.round(delta.y / (rowHeight + gap)),
  };
}

/** Widgets in reading order (top to bottom, left to right): the order on phones and for screen readers. */
export function readingOrder(layout: DashboardLayout): DashboardLayout {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}
