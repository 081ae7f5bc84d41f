import type { NavigationItem } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { navigationItem } from '@/test/navigation-item';
import { activeTrail, allNodes, menuFromItems, visibleRows } from './menu-tree';

let counter = 0;
function item(patch: Partial<NavigationItem> & Pick<NavigationItem, 'id' | 'title'>): NavigationItem {
  counter += 1;
  return navigationItem({ type: 'external', order_index: counter, ...patch });
}

describe('menuFromItems', () => {
  it('gives an empty menu for no items', () => {
    expect(menuFromItems([])).toEqual([]);
  });

  it('builds the tree by the specification: roots without parent, missing parents dropped, siblings by order_index', () => {
    const menu = menuFromItems([
      item({ id: 'admin', title: 'Administration', order_index: 2 }),
      item({ id: 'users', title: 'Users', path: '/admin/users', parent_id: 'admin', order_index: 1 }),
      item({ id: 'routes', title: 'Routes', path: '/admin/routes', parent_id: 'admin', order_index: 0 }),
      item({ id: 'home', title: 'Dashboard', path: '/dashboard', icon: 'dashboard', order_index: 1 }),
      item({ id: 'orphan', title: 'Orphan', path: '/x', parent_id: 'gone' }),
    ]);
    expect(menu.map((n) => n.label)).toEqual(['Dashboard', 'Administration']);
    expect(menu[1].children.map((n) => n.label)).toEqual(['Routes', 'Users']);
    expect(menu[0]).toMatchObject({ href: '/dashboard', external: false, icon: 'dashboard' });
    expect(menu[1].href).toBeNull();
  });

  it('labels by label, else title; links by href, else path; only internal paths and http(s) URLs', () => {
    const menu = menuFromItems([
      item({ id: 'a', title: 'Title', label: 'Label', path: '/p', href: 'https://docs.example.com/x' }),
      item({ id: 'b', title: 'Bad', path: 'javascript:alert(1)' }),
      item({ id: 'c', title: 'Also bad', href: '//evil.example' }),
    ]);
    expect(menu[0]).toMatchObject({ label: 'Label', href: 'https://docs.example.com/x', external: true });
    expect(menu[1].href).toBeNull();
    expect(menu[2].href).toBeNull();
  });
});

describe('visibleRows and activeTrail', () => {
  const menu = menuFromItems([
    item({ id: 'dash', title: 'Dashboard', path: '/dashboard' }),
    item({ id: 'admin', title: 'Admin', path: '/admin' }),
    item({ id: 'users', title: 'Users', path: '/admin/users', parent_id: 'admin' }),
    item({ id: 'roles', title: 'Roles', path: '/admin/users/roles', parent_id: 'users' }),
  ]);

  it('shows the children of open groups only, depth first, with their depth and parent', () => {
    expect(visibleRows(menu, new Set()).map((r) => r.node.id)).toEqual(['dash', 'admin']);
    const rows = visibleRows(menu, new Set(['admin', 'users']));
    expect(rows.map((r) => [r.node.id, r.depth, r.parentId, r.expanded])).toEqual([
      ['dash', 0, null, false],
      ['admin', 0, null, true],
      ['users', 1, 'admin', true],
      ['roles', 2, 'users', false],
    ]);
  });

  it('marks the longest link the address lies under, with its ancestors', () => {
    expect(activeTrail(menu, '/admin/users')).toEqual(['admin', 'users']);
    expect(activeTrail(menu, '/admin/users/42')).toEqual(['admin', 'users']);
    expect(activeTrail(menu, '/admin')).toEqual(['admin']);
    expect(activeTrail(menu, '/administrator')).toEqual([]);
    expect(activeTrail(menu, '/Dashboard/')).toEqual(['dash']);
    // Inside a zone the main menu marks only the exact page.
    expect(activeTrail(menu, '/admin/users/42', false)).toEqual([]);
    expect(activeTrail(menu, '/admin/users', false)).toEqual(['admin', 'users']);
  });

  it('lists every node with the labels above it, for the palette', () => {
    expect(allNodes(menu).map((e) => `${e.parents.join('/')}:${e.node.label}`)).toEqual([
      ':Dashboard',
      ':Admin',
      'Admin:Users',
      'Admin/Users:Roles',
    ]);
  });
});
