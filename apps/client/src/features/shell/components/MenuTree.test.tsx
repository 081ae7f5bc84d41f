import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@/test/feature-harness';
import type { MenuNode } from '../utils/menu-tree';
import { MenuTree, VIRTUAL_ROW_THRESHOLD } from './MenuTree';

/** `groups` closed groups of `perGroup` links each, then the first group open when `open`. */
function groupedMenu(groups: number, perGroup: number): MenuNode[] {
  return Array.from({ length: groups }, (_, g) => ({
    id: `group-${g}`,
    label: `Group ${g}`,
    href: null,
    external: false,
    icon: 'layers',
    children: Array.from({ length: perGroup }, (_, i) => ({
      id: `item-${g}-${i}`,
      label: `Entry ${g}.${i}`,
      href: `/entries/${g}/${i}`,
      external: false,
      icon: 'dashboard',
      children: [],
    })),
  }));
}

const rowsInDom = () => document.querySelectorAll('[data-nav-row]').length;

describe('MenuTree', () => {
  it('draws every row of a menu up to the threshold, so find-in-page and End see them all', () => {
    // 10 group headings + the 40 entries of the open one = 50 rows.
    const nodes = groupedMenu(10, 40);
    renderFeature(<MenuTree nodes={nodes} activeTrail={['group-0', 'item-0-3']} onNavigate={() => {}} />);
    expect(rowsInDom()).toBe(50);
    expect(screen.getByText('Entry 0.39')).toBeTruthy();
    expect(document.querySelector('[data-virtual-rows]')).toBeNull();
  });

  it('draws only the rows in view once a menu has more rows on screen than the threshold', () => {
    // 100 group headings + the 49 entries of the open one = 149 rows (the sidebar bench's shape).
    const nodes = groupedMenu(100, 49);
    renderFeature(<MenuTree nodes={nodes} activeTrail={['group-99', 'item-99-42']} onNavigate={() => {}} />);
    expect(149).toBeGreaterThan(VIRTUAL_ROW_THRESHOLD);
    expect(document.querySelector('[data-virtual-rows]')?.getAttribute('data-virtual-rows')).toBe('149');
    // The first screenful and a margin, not all 149.
    expect(rowsInDom()).toBeGreaterThan(0);
    expect(rowsInDom()).toBeLessThan(60);
    expect(screen.getByText('Group 0')).toBeTruthy();
    expect(screen.queryByText('Entry 99.48')).toBeNull();
  });
});
