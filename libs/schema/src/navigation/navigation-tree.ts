/**
 * The navigation tree, exactly as the specification builds it, shared by the server and the client:
 *
 * - only items without a parent_id are roots;
 * - an item whose parent is not in the list is dropped (and so is everything under it);
 * - siblings are sorted by order_index ascending, a missing (or non-finite) order_index counting
 *   as 0; equal ones keep their input order;
 * - each node gets `children` and `requiredRoles` (its required_role as a one-element list, or []).
 *
 * Linear apart from the sibling sorts (O(n log n)), no recursion (a 10,000-deep chain is fine), and
 * cycle-safe: items on a cycle all have a parent, none is reachable from a root, so they are dropped.
 * An id listed twice counts once (the first).
 */

import { NAVIGATION_MAX_DEPTH } from './navigation-limits.js';

/** What the tree needs of an item. */
export interface NavigationTreeInput {
  id: string;
  parent_id?: string | null;
  order_index?: number | null;
  required_role?: string | null;
}

export type NavigationTreeNode<T extends NavigationTreeInput> = T & {
  children: NavigationTreeNode<T>[];
  requiredRoles: string[];
};

function orderOf(item: NavigationTreeInput): number {
  const value = item.order_index;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function byOrderIndex(a: NavigationTreeInput, b: NavigationTreeInput): number {
  return orderOf(a) - orderOf(b);
}

export function buildNavigationTree<T extends NavigationTreeInput>(
  items: readonly T[],
): NavigationTreeNode<T>[] {
  const nodes = new Map<string, NavigationTreeNode<T>>();
  const order: NavigationTreeNode<T>[] = [];
  for (const item of items) {
    if (nodes.has(item.id)) continue;
    // Object.assign then two stores: measurably cheaper than a spread literal for wide rows.
    const node = Object.assign({}, item) as NavigationTreeNode<T>;
    node.children = [];
    node.requiredRoles = item.required_role ? [item.required_role] : [];
    nodes.set(item.id, node);
    order.push(node);
  }
  const roots: NavigationTreeNode<T>[] = [];
  for (const node of order) {
    const parentId = node.parent_id;
    if (parentId === null || parentId === undefined) {
      roots.push(node);
      continue;
    }
    // A missing parent drops the item; a cycle is never reached from a root (see above).
    nodes.get(parentId)?.children.push(node);
  }
  for (const node of order) if (node.children.length > 1) node.children.sort(byOrderIndex);
  roots.sort(byOrderIndex);
  return roots;
}

/** Every node of a tree in display order (depth first), without recursion. */
export function flattenNavigationTree<T extends NavigationTreeInput>(
  roots: readonly NavigationTreeNode<T>[],
): NavigationTreeNode<T>[] {
  const out: NavigationTreeNode<T>[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}

/** What a parent map needs: an id, its parent and, to name it in messages, a title. */
export interface NavigationParentEntry {
  id: string;
  parent_id: string | null;
  title?: string | null;
}

export interface NavigationTreeProblem {
  /** The item the problem is about. */
  id: string;
  kind: 'duplicate' | 'self_parent' | 'unknown_parent' | 'cycle' | 'too_deep';
  message: string;
}

/** At most this many items a cycle's message names (its first ones, then its last). */
export const CYCLE_NAMES_SHOWN = 10;

function nameOf(entry: NavigationParentEntry): string {
  return entry.title ? `Navigation item "${entry.title}" (${entry.id})` : `Navigation item ${entry.id}`;
}

/**
 * Problems of a proposed parent map (every item of the tree, each with its new parent): ids
 * listed twice, items that are their own parent, parents that are not in the map, and cycles
 * (each cycle reported once, naming all its items). Empty when the map is a forest.
 * Linear time, no recursion.
 */
export function findNavigationTreeProblems(
  entries: readonly NavigationParentEntry[],
): NavigationTreeProblem[] {
  const problems: NavigationTreeProblem[] = [];
  const byId = new Map<string, NavigationParentEntry>();
  for (const entry of entries) {
    if (byId.has(entry.id)) {
      problems.push({
        id: entry.id,
        kind: 'duplicate',
        message: `${nameOf(entry)} is listed more than once`,
      });
      continue;
    }
    byId.set(entry.id, entry);
  }
  return problems.concat(findNavigationTreeProblemsFrom(byId, byId.keys()));
}

/**
 * The problems a change made to a forest: of the parent map `byId` (every item by id, each with
 * its new parent), those of the items in `changed` (their own parent, a parent not in the map)
 * and every cycle that goes through one of them. When the map was a forest before the items in
 * `changed` got their parents, these are all its problems (a new cycle has a changed item in
 * it), found in time linear in what the walks up from the changed items visit: a Save moving
 * 1,000 of 10,000 items checks about 1,000 paths to the root. When there are none, the depth
 * bound is checked (`findNavigationDepthProblems`, linear in the map's size).
 */
export function findNavigationTreeProblemsFrom(
  byId: ReadonlyMap<string, NavigationParentEntry>,
  changed: Iterable<string>,
): NavigationTreeProblem[] {
  const problems: NavigationTreeProblem[] = [];
  // 1 = on the current walk, 2 = known to reach a root (or a reported problem).
  const state = new Map<string, 1 | 2>();
  const starts: NavigationParentEntry[] = [];
  const changedIds = [...changed]; // read twice (an iterator can be read once)
  for (const id of changedIds) {
    const entry = byId.get(id);
    if (!entry || state.has(id)) continue;
    starts.push(entry);
    if (entry.parent_id === null) continue;
    if (entry.parent_id === entry.id) {
      problems.push({
        id: entry.id,
        kind: 'self_parent',
        message: `${nameOf(entry)} cannot be its own parent`,
      });
      state.set(entry.id, 2);
    } else if (!byId.has(entry.parent_id)) {
      problems.push({
        id: entry.id,
        kind: 'unknown_parent',
        message: `${nameOf(entry)} has an unknown parent ${entry.parent_id}`,
      });
      state.set(entry.id, 2);
    }
  }
  for (const start of starts) {
    if (state.has(start.id)) continue;
    const path: string[] = [];
    let current: NavigationParentEntry | undefined = start;
    while (current && !state.has(current.id)) {
      state.set(current.id, 1);
      path.push(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    if (current && state.get(current.id) === 1) {
      // Back on this walk: the items from `current` to the end of the path form a cycle.
      const cycle = path.slice(path.indexOf(current.id));
      const first = byId.get(cycle[0])!;
      const name = (id: string) => byId.get(id)!.title || id;
      // A long cycle is named by its ends: the message stays short whatever the draft's size.
      const shown =
        cycle.length <= CYCLE_NAMES_SHOWN
          ? cycle.map(name)
          : [
              ...cycle.slice(0, CYCLE_NAMES_SHOWN - 2).map(name),
              `… ${cycle.length - CYCLE_NAMES_SHOWN + 1} more …`,
              name(cycle[cycle.length - 1]),
            ];
      problems.push({
        id: first.id,
        kind: 'cycle',
        message: `${nameOf(first)} is in a cycle: ${[...shown, name(cycle[0])].join(' → ')}`,
      });
    }
    for (const id of path) state.set(id, 2);
  }
  return problems.length > 0 ? problems : findNavigationDepthProblems(byId, changedIds);
}

/**
 * The ids of `roots` and of everything under them, from a parent map (every item with its
 * parent): one pass builds the children of every item, however many roots (a Save deletes up to
 * 1,000), then a walk down from the roots. Linear, no recursion; a cycle does not loop.
 */
export function navigationSubtreeIds(
  entries: Iterable<NavigationParentEntry>,
  roots: Iterable<string>,
): Set<string> {
  const children = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.parent_id === null) continue;
    const list = children.get(entry.parent_id);
    if (list) list.push(entry.id);
    else children.set(entry.parent_id, [entry.id]);
  }
  const out = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const child of children.get(id) ?? []) stack.push(child);
  }
  return out;
}

/**
 * Items of `changed` that, with their new parents, put themselves or something under them deeper
 * than NAVIGATION_MAX_DEPTH levels (a root is level 1): one problem per such changed item, naming
 * how deep its subtree would go. The changed items must be in a forest (a cycle elsewhere is
 * walked once and left alone). Items
 * too deep under no changed item (stored before the bound existed) are not reported, so a Save
 * that does not touch them still works. Linear in the map's size, no recursion.
 */
export function findNavigationDepthProblems(
  byId: ReadonlyMap<string, NavigationParentEntry>,
  changed: Iterable<string>,
): NavigationTreeProblem[] {
  const moved = new Set(changed);
  if (moved.size === 0) return [];
  // Per item: its level, and the nearest changed item at or above it ('' for none).
  const level = new Map<string, number>();
  const anchor = new Map<string, string>();
  const deepest = new Map<string, number>();
  const path: NavigationParentEntry[] = [];
  for (const start of byId.values()) {
    let current: NavigationParentEntry | undefined = start;
    const onPath = new Set<string>();
    while (current && !level.has(current.id)) {
      if (onPath.has(current.id)) {
        current = undefined; // a cycle no changed item is on (not this change's problem): stop
        break;
      }
      onPath.add(current.id);
      path.push(current);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    let depth = current ? level.get(current.id)! : 0;
    let near = current ? anchor.get(current.id)! : '';
    while (path.length > 0) {
      const entry = path.pop()!;
      depth += 1;
      if (moved.has(entry.id)) near = entry.id;
      level.set(entry.id, depth);
      anchor.set(entry.id, near);
      if (near !== '' && depth > NAVIGATION_MAX_DEPTH && depth > (deepest.get(near) ?? 0))
        deepest.set(near, depth);
    }
  }
  const problems: NavigationTreeProblem[] = [];
  for (const [id, depth] of deepest) {
    const entry = byId.get(id)!;
    problems.push({
      id,
      kind: 'too_deep',
      message: `${nameOf(entry)} would nest the menu ${depth} levels deep; at most ${NAVIGATION_MAX_DEPTH} are allowed`,
    });
  }
  return problems;
}
