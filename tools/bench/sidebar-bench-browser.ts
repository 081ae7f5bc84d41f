/**
 * Bundled by tools/bench/sidebar.mjs as one production script and loaded into headless Chromium
 * with the built client's CSS: the sidebar's own code (menuFromItems + MenuTree, as the shell
 * draws the main menu) renders N navigation rows into a sidebar-sized column, timed from the
 * rows arriving to the first frame painted after React's commit.
 */
import type { NavigationItem } from '@atrium/schema';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { activateLanguage, i18n } from '../../apps/client/src/i18n/i18n';
import { MenuTree } from '../../apps/client/src/features/shell/components/MenuTree';
import { activeTrail, menuFromItems } from '../../apps/client/src/features/shell/utils/menu-tree';

export type Shape = 'flat' | 'grouped';

/** N rows: `flat` all roots (every one on screen); `grouped` 50 per group, groups of groups. */
export function benchItems(count: number, shape: Shape): NavigationItem[] {
  const items: NavigationItem[] = [];
  for (let i = 0; i < count; i++) {
    const group = Math.floor(i / 50);
    const isGroupHead = shape === 'grouped' && i % 50 === 0;
    items.push({
      id: `item-${i}`,
      title: `Menu entry ${i}`,
      label: null,
      path: isGroupHead ? null : `/bench/${i}`,
      href: null,
      icon: ['dashboard', 'users', 'settings', 'layers'][i % 4],
      description: null,
      type: 'internal',
      parent_id: shape === 'grouped' && !isGroupHead ? `item-${group * 50}` : null,
      order_index: i,
      is_active: true,
      is_visible: true,
      required_role: null,
      zone_id: null,
      metadata: {},
      updated_at: '2026-01-01T00:00:00.000Z',
    });
  }
  return items;
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One run: fresh column, rows → tree → React commit → layout → the next frame. */
async function once(items: NavigationItem[], pathname: string) {
  const column = document.createElement('aside');
  column.style.cssText = 'position:fixed;top:56px;left:0;width:256px;height:744px;overflow-y:auto';
  document.body.append(column);
  const nav = document.createElement('nav');
  column.append(nav);
  const root = createRoot(nav);
  const start = performance.now();
  const nodes = menuFromItems(items);
  const trail = activeTrail(nodes, pathname);
  // Inside the provider the app has at its root (main.tsx): the menu's words come from it.
  flushSync(() =>
    root.render(
      createElement(
        I18nProvider,
        { i18n },
        createElement(MenuTree, { nodes, activeTrail: trail, onNavigate: () => {} }),
      ),
    ),
  );
  void column.getBoundingClientRect().height; // style and layout now
  const laidOut = performance.now();
  await nextPaint();
  const painted = performance.now();
  // Later frames: what the virtual list adds once it knows its scroll column.
  await nextPaint();
  const rendered = nav.querySelectorAll('[data-nav-row]').length;
  if (rendered === 0) throw new Error('the menu rendered no rows');
  root.unmount();
  column.remove();
  return { layout_ms: laidOut - start, paint_ms: painted - start, rows_in_dom: rendered };
}

export async function runSidebarBench({ count = 5000, runs = 15, warmup = 3 } = {}) {
  // The menu's own words, in English, as the app has them before its first render.
  await activateLanguage('en-US');
  const out: Record<string, unknown> = { count, runs };
  for (const shape of ['flat', 'grouped'] as const) {
    const items = benchItems(count, shape);
    // The current page is deep in the list (its group opens).
    const pathname = `/bench/${count - 7}`;
    for (let i = 0; i < warmup; i++) await once(items, pathname);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await once(items, pathname));
    out[shape] = {
      layout_ms_median: median(results.map((r) => r.layout_ms)),
      paint_ms_median: median(results.map((r) => r.paint_ms)),
      paint_ms_max: Math.max(...results.map((r) => r.paint_ms)),
      rows_in_dom: results[0].rows_in_dom,
    };
  }
  return out;
}

(globalThis as unknown as { atriumSidebarBench: unknown }).atriumSidebarBench = runSidebarBench;
