import type { NavigationItem } from '@atrium/schema';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeRow, type RouteRow } from '@/test/api-stub';
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

function renderTree(items: NavigationItem[], onMove = vi.fn(), routes?: RouteRow[]) {
  render(
    <NavigationTree
      items={items}
      routes={routes}
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

  it('marks an item shown to people its admin-only page refuses', () => {
    const routes = [
      routeRow({
        name: 'admin_users',
        path: '/admin/users',
        component_name: 'AdminUsersPage',
        metadata: { guard_type: 'admin' },
      }),
      routeRow({ name: 'settings', path: '/settings', component_name: 'SettingsPage' }),
    ];
    renderTree(
      [
        item('a', null, 0, { title: 'Users', path: '/admin/users' }),
        item('b', null, 1, { title: 'Users (admins)', path: '/admin/users', required_role: 'admin' }),
        item('c', null, 2, { title: 'Settings', path: '/settings' }),
      ],
      vi.fn(),
      routes,
    );
    const badges = screen.getAllByTestId('nav-row-audience-warning');
    expect(badges).toHaveLength(1);
    expect(badges[0].closest('[role="listitem"]')?.getAttribute('aria-label')).toBe('Users, level 1, 1 of 3');
    expect(badges[0].textContent).toContain('Admins only');
    expect(badges[0].getAttribute('title')).toContain('everyone signed in sees the item');
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
