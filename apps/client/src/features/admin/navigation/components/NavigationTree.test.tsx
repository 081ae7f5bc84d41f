import type { NavigationItem } from '@atrium/schema';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationTree } from './NavigationTree';

function item(
  id: string,
  parent_id: string | null,
  order_index: number,
  extra: Partial<NavigationItem> = {},
) {
  return {
    id,
    title: `Item ${id}`,
    label: null,
    path: `/p/${id}`,
    href: null,
    icon: null,
    description: null,
    type: 'internal',
    parent_id,
    order_index,
    is_active: true,
    is_visible: true,
    required_role: null,
    zone_id: null,
    metadata: {},
    updated_at: '2026-11-25T18:00:00.000Z',
    ...extra,
  } satisfies NavigationItem;
}

const noop = () => {};

function renderTree(items: NavigationItem[], onMove = vi.fn()) {
  render(
    <NavigationTree
      items={items}
      changed={new Map()}
      zoneName={() => 'Zone'}
      onMove={onMove}
      onEdit={noop}
      onDelete={noop}
      announce={noop}
    />,
  );
  return onMove;
}

describe('NavigationTree', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the tree's scroll box a phone-sized viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });

  it('shows the rows as the menu nests them, with their level and place', () => {
    renderTree([
      item('a', null, 0),
      item('b', 'a', 0, { required_role: 'admin', is_visible: false }),
      item('c', null, 1, { is_active: false }),
    ]);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Item a, level 1, 1 of 2',
      'Item b, level 2, 1 of 1',
      'Item c, level 1, 2 of 2',
    ]);
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('collapses a group and expands it again', () => {
    renderTree([item('a', null, 0), item('b', 'a', 0)]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Item a' }));
    expect(screen.queryByRole('listitem', { name: /Item b/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Item a' }));
    expect(screen.getByRole('listitem', { name: /Item b/ })).toBeTruthy();
  });

  it('mounts only a window of rows out of 1,000', () => {
    const items: NavigationItem[] = [];
    for (let g = 0; g < 50; g++) {
      items.push(item(`g${g}`, null, g));
      for (let c = 0; c < 19; c++) items.push(item(`g${g}c${c}`, `g${g}`, c));
    }
    act(() => {
      renderTree(items);
    });
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });
});
