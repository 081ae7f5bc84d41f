import { describe, expect, it } from 'vitest';
import { projectDrop } from './drop-projection';
import {
  applyPlacements,
  flattenTree,
  moveItem,
  reorderPayload,
  type Placement,
  type TreeRow,
} from './navigation-tree-edit';

const row = (id: string, parent_id: string | null, order_index?: number | null): TreeRow => ({
  id,
  parent_id,
  order_index,
});

/**
 * dashboard
 * zones
 * admin
 *   users
 *   routes
 *     routes-help
 */
const MENU: TreeRow[] = [
  row('admin', null, 20),
  row('routes', 'admin', 1),
  row('dashboard', null, 0),
  row('users', 'admin', 0),
  row('zones', null, 10),
  row('routes-help', 'routes', 0),
];

const outline = (items: readonly TreeRow[]) =>
  flattenTree(items).rows.map((r) => `${'  '.repeat(r.depth)}${r.id}`);

describe('flattenTree', () => {
  it('lists the rows depth first, siblings by order_index', () => {
    expect(outline(MENU)).toEqual(['dashboard', 'zones', 'admin', '  users', '  routes', '    routes-help']);
  });

  it('counts a missing order_index as 0 and keeps the input order of equal ones', () => {
    const items = [row('b', null, 1), row('a', null, null), row('c', null), row('d', null, 0)];
    expect(outline(items)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('drops a row whose parent is missing, with its subtree, and rows in a cycle', () => {
    const items = [
      row('a', null, 0),
      row('orphan', 'gone', 0),
      row('child', 'orphan', 0),
      row('x', 'y'),
      row('y', 'x'),
    ];
    const { rows, unreachable } = flattenTree(items);
    expect(rows.map((r) => r.id)).toEqual(['a']);
    expect(unreachable.map((r) => r.id)).toEqual(['orphan', 'child', 'x', 'y']);
  });

  it('gives each row its place among its siblings and its child count', () => {
    const admin = flattenTree(MENU).rows.find((r) => r.id === 'admin');
    expect(admin).toMatchObject({ depth: 0, index: 2, siblingCount: 3, childCount: 2, parentId: null });
  });

  it('leaves out the rows under a collapsed id', () => {
    expect(flattenTree(MENU, new Set(['admin'])).rows.map((r) => r.id)).toEqual([
      'dashboard',
      'zones',
      'admin',
    ]);
  });

  it('flattens 1,000 rows in well under a frame', () => {
    const items: TreeRow[] = [];
    for (let g = 0; g < 50; g++) {
      items.push(row(`g${g}`, null, g));
      for (let c = 0; c < 19; c++) items.push(row(`g${g}c${c}`, `g${g}`, 19 - c));
    }
    const { rows } = flattenTree(items);
    expect(rows).toHaveLength(1000);
    expect(rows[1].id).toBe('g0c18');
    // The best of three: load on the machine only adds to a run.
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      flattenTree(items);
      best = Math.min(best, performance.now() - started);
    }
    expect(best).toBeLessThan(50);
  });
});

describe('moveItem', () => {
  it('reorders among siblings, changing only the row that moved when there is room', () => {
    const result = moveItem(MENU, 'admin', { parentId: null, index: 0 });
    if (result.kind !== 'moved') throw new Error(result.kind);
    expect(outline(applyPlacements(MENU, result.placements)).slice(0, 3)).toEqual([
      'admin',
      '  users',
      '  routes',
    ]);
    expect(Object.fromEntries(result.placements)).toEqual({ admin: { parent_id: null, order_index: -1 } });
  });

  it('moves the following siblings up only as far as needed', () => {
    const items = [
      row('a', null, 0),
      row('b', null, 1),
      row('c', null, 2),
      row('d', null, 10),
      row('x', null, 20),
    ];
    const result = moveItem(items, 'x', { parentId: null, index: 1 });
    if (result.kind !== 'moved') throw new Error(result.kind);
    expect(Object.fromEntries(result.placements)).toEqual({
      x: { parent_id: null, order_index: 1 },
      b: { parent_id: null, order_index: 2 },
      c: { parent_id: null, order_index: 3 },
    });
    expect(outline(applyPlacements(items, result.placements))).toEqual(['a', 'x', 'b', 'c', 'd']);
  });

  it('places a row between siblings that share an order_index', () => {
    const items = [row('a', null, 0), row('b', null, 0), row('c', null, 0), row('x', 'a', 0)];
    const result = moveItem(items, 'x', { parentId: null, index: 1 });
    if (result.kind !== 'moved') throw new Error(result.kind);
    expect(outline(applyPlacements(items, result.placements))).toEqual(['a', 'x', 'b', 'c']);
  });

  it('moves a row with its subtree under another parent, leaving the list it left as it is', () => {
    const result = moveItem(MENU, 'routes', { parentId: 'zones', index: 0 });
    if (result.kind !== 'moved') throw new Error(result.kind);
    expect(outline(applyPlacements(MENU, result.placements))).toEqual([
      'dashboard',
      'zones',
      '  routes',
      '    routes-help',
      'admin',
      '  users',
    ]);
    expect(Object.fromEntries(result.placements)).toEqual({ routes: { parent_id: 'zones', order_index: 0 } });
  });

  it('clamps the index to the end of the new list', () => {
    const result = moveItem(MENU, 'dashboard', { parentId: 'admin', index: 99 });
    if (result.kind !== 'moved') throw new Error(result.kind);
    expect(result.placements.get('dashboard')).toEqual({ parent_id: 'admin', order_index: 2 });
  });

  it.each([
    ['under itself', 'admin', 'admin', 'An item cannot be its own parent.'],
    ['under its child', 'admin', 'users', 'An item cannot move under one of its own children.'],
    ['under its grandchild', 'admin', 'routes-help', 'An item cannot move under one of its own children.'],
    ['under a parent that is gone', 'users', 'nope', 'The new parent no longer exists.'],
    ['a row that is gone', 'nope', null, 'That item no longer exists.'],
  ])('refuses moving %s', (_, id, parentId, reason) => {
    expect(moveItem(MENU, id, { parentId, index: 0 })).toEqual({ kind: 'refused', reason });
  });

  it('says when the row stays where it is', () => {
    expect(moveItem(MENU, 'users', { parentId: 'admin', index: 0 })).toEqual({ kind: 'unchanged' });
  });
});

describe('reorderPayload', () => {
  it('holds only the rows whose parent or order changed', () => {
    const placements = new Map<string, Placement>([
      ['users', { parent_id: 'admin', order_index: 0 }],
      ['routes', { parent_id: null, order_index: 3 }],
    ]);
    expect(reorderPayload(MENU, placements)).toEqual([{ id: 'routes', parent_id: null, order_index: 3 }]);
  });

  it('can send the whole tree, numbered as shown', () => {
    const whole = reorderPayload(MENU, new Map(), { whole: true });
    expect(whole).toHaveLength(MENU.length);
    expect(whole).toContainEqual({ id: 'zones', parent_id: null, order_index: 1 });
    expect(whole).toContainEqual({ id: 'routes-help', parent_id: 'routes', order_index: 0 });
  });
});

describe('projectDrop', () => {
  const rows = flattenTree(MENU).rows;
  const INDENT = 24;

  it('keeps a dragged branch within the 10 levels the server allows', () => {
    // A chain c0 → … → c9 (10 levels) and a root `loose`.
    const chain = Array.from({ length: 10 }, (_, i) => row(`c${i}`, i === 0 ? null : `c${i - 1}`, 0));
    const deep = flattenTree([...chain, row('loose', null, 1)]).rows;
    // Dragged far right in place: `loose` alone goes to level 10 (depth 9, beside c9), not
    // level 11 under c9 …
    expect(projectDrop(deep, 'loose', 'loose', 10 * INDENT, INDENT)).toEqual({
      depth: 9,
      parentId: 'c8',
      index: 1,
    });
    // … and carrying 2 levels below it, not deeper than level 8.
    expect(projectDrop(deep, 'loose', 'loose', 10 * INDENT, INDENT, 2)).toEqual({
      depth: 7,
      parentId: 'c6',
      index: 1,
    });
  });

  it('drops among the siblings of the row it is over when not moved sideways', () => {
    expect(projectDrop(rows, 'dashboard', 'zones', 0, INDENT)).toEqual({
      depth: 0,
      parentId: null,
      index: 1,
    });
  });

  it('moving right under a row makes it that row’s child', () => {
    // dashboard dragged below zones and one level right → first child of zones
    expect(projectDrop(rows, 'dashboard', 'zones', INDENT, INDENT)).toEqual({
      depth: 1,
      parentId: 'zones',
      index: 0,
    });
  });

  it('keeps the depth within what the rows around allow', () => {
    // far right, dropped after "users": at most one deeper than users
    expect(projectDrop(rows, 'dashboard', 'users', 10 * INDENT, INDENT)).toEqual({
      depth: 2,
      parentId: 'users',
      index: 0,
    });
    // far left between users and routes: not shallower than routes (depth 1)
    const withoutHelp = flattenTree(MENU, new Set(['routes'])).rows;
    expect(projectDrop(withoutHelp, 'zones', 'users', -10 * INDENT, INDENT)).toEqual({
      depth: 1,
      parentId: 'admin',
      index: 1,
    });
  });

  it('moving left out of a group puts it after the group', () => {
    const collapsed = flattenTree(MENU, new Set(['routes'])).rows;
    // routes is the last row: dragged one level left it becomes a top-level entry after admin
    expect(projectDrop(collapsed, 'routes', 'routes', -INDENT, INDENT)).toEqual({
      depth: 0,
      parentId: null,
      index: 3,
    });
  });

  it('answers null for rows it does not know', () => {
    expect(projectDrop(rows, 'nope', 'zones', 0, INDENT)).toBeNull();
  });
});
