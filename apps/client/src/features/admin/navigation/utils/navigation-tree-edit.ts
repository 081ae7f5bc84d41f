import { t } from '@lingui/core/macro';

/**
 * The navigation builder's tree editing, as pure functions over rows `{id, parent_id,
 * order_index}`: the tree the menu renders (the specification's rules: only rows without parent_id
 * are roots, a row whose parent is missing is dropped with its subtree, siblings by order_index
 * with missing = 0), its flattened rows, moving a row, and the reorder payload of one Save.
 */

export interface TreeRow {
  id: string;
  parent_id: string | null;
  order_index?: number | null;
}

/** Where a row sits: its parent and its place among its siblings. */
export interface Placement {
  parent_id: string | null;
  order_index: number;
}

/** One line of the flattened tree, in render order. */
export interface FlatRow<T extends TreeRow> {
  id: string;
  item: T;
  parentId: string | null;
  depth: number;
  /** Its place among its siblings (0-based). */
  index: number;
  siblingCount: number;
  childCount: number;
}

/** One entry of PUT /navigation/reorder. */
export interface ReorderEntry {
  id: string;
  parent_id: string | null;
  order_index: number;
}

const orderOf = (row: TreeRow) => row.order_index ?? 0;

/**
 * Children lists by parent id (`null` for the roots), each sorted by order_index (missing = 0;
 * equal ones keep their input order).
 */
export function childrenByParent<T extends TreeRow>(items: readonly T[]): Map<string | null, T[]> {
  const lists = new Map<string | null, T[]>();
  for (const item of items) {
    const key = item.parent_id || null;
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    list.push(item);
  }
  for (const list of lists.values()) list.sort((a, b) => orderOf(a) - orderOf(b));
  return lists;
}

/**
 * The rows as the menu renders them, depth first. Rows under a collapsed id are left out.
 * `unreachable` holds rows the menu drops (their parent is missing, or they sit in a cycle).
 */
export function flattenTree<T extends TreeRow>(
  items: readonly T[],
  collapsed: ReadonlySet<string> = new Set(),
): { rows: FlatRow<T>[]; unreachable: T[] } {
  const lists = childrenByParent(items);
  const rows: FlatRow<T>[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, depth: number, hidden: boolean) => {
    const children = lists.get(parentId) ?? [];
    children.forEach((item, index) => {
      if (seen.has(item.id)) return;
      seen.add(item.id);
      if (!hidden) {
        rows.push({
          id: item.id,
          item,
          parentId,
          depth,
          index,
          siblingCount: children.length,
          childCount: lists.get(item.id)?.length ?? 0,
        });
      }
      visit(item.id, depth + 1, hidden || collapsed.has(item.id));
    });
  };
  visit(null, 0, false);
  return { rows, unreachable: items.filter((item) => !seen.has(item.id)) };
}

/** The rows with their placement replaced where `placements` names them. */
export function applyPlacements<T extends TreeRow>(
  items: readonly T[],
  placements: ReadonlyMap<string, Placement>,
): T[] {
  if (placements.size === 0) return [...items];
  return items.map((item) => {
    const placement = placements.get(item.id);
    return placement ? { ...item, ...placement } : item;
  });
}

/** True when `candidate` is `id` itself or one of its descendants. */
export function isSelfOrDescendant(items: readonly TreeRow[], id: string, candidate: string): boolean {
  const parentOf = new Map(items.map((item) => [item.id, item.parent_id || null]));
  const guard = new Set<string>();
  let current: string | null = candidate;
  while (current !== null && !guard.has(current)) {
    if (current === id) return true;
    guard.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

export type MoveResult =
  | { kind: 'moved'; placements: Map<string, Placement> }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: string };

/**
 * Moves `id` under `to.parentId` (null: a top-level entry) at `to.index` among its new siblings
 * (counted without the moving row; clamped). As few rows as possible change: the moving row takes
 * the order_index after the sibling before it (or before the one after it), and only following
 * siblings that would no longer sort after it move up by one; the list it left keeps its order
 * as it is. The result holds the new placement of every row that changed. Moving a row under
 * itself or one of its descendants is refused.
 */
export function moveItem<T extends TreeRow>(
  items: readonly T[],
  id: string,
  to: { parentId: string | null; index: number },
): MoveResult {
  const byId = new Map(items.map((item) => [item.id, item]));
  const moving = byId.get(id);
  if (!moving) return { kind: 'refused', reason: t`That item no longer exists.` };
  const parentId = to.parentId || null;
  if (parentId !== null) {
    if (!byId.has(parentId)) return { kind: 'refused', reason: t`The new parent no longer exists.` };
    if (isSelfOrDescendant(items, id, parentId)) {
      return {
        kind: 'refused',
        reason:
          parentId === id
            ? t`An item cannot be its own parent.`
            : t`An item cannot move under one of its own children.`,
      };
    }
  }
  const lists = childrenByParent(items);
  const fromParent = moving.parent_id || null;
  const target = (lists.get(parentId) ?? []).filter((item) => item.id !== id);
  const index = Math.max(0, Math.min(target.length, Math.trunc(to.index)));
  const current = (lists.get(fromParent) ?? []).findIndex((item) => item.id === id);
  if (fromParent === parentId && current === index) return { kind: 'unchanged' };
  const before = target[index - 1];
  const after = target[index];
  let last = before ? orderOf(before) + 1 : after ? orderOf(after) - 1 : 0;
  const placements = new Map<string, Placement>([[id, { parent_id: parentId, order_index: last }]]);
  for (const sibling of target.slice(index)) {
    if (orderOf(sibling) > last) break;
    last += 1;
    placements.set(sibling.id, { parent_id: parentId, order_index: last });
  }
  return { kind: 'moved', placements };
}

/**
 * The body of one Save: the rows whose parent or order_index differ from what the server holds
 * (`whole`: every row, numbered as shown). Rows not listed keep their place on the server.
 */
export function reorderPayload<T extends TreeRow>(
  server: readonly T[],
  placements: ReadonlyMap<string, Placement>,
  { whole = false }: { whole?: boolean } = {},
): ReorderEntry[] {
  if (whole) {
    const lists = childrenByParent(applyPlacements(server, placements));
    const entries: ReorderEntry[] = [];
    for (const [parentId, list] of lists) {
      list.forEach((item, i) => entries.push({ id: item.id, parent_id: parentId, order_index: i }));
    }
    return entries;
  }
  const entries: ReorderEntry[] = [];
  for (const item of server) {
    const placement = placements.get(item.id);
    if (!placement) continue;
    if ((item.parent_id || null) !== placement.parent_id || orderOf(item) !== placement.order_index) {
      entries.push({ id: item.id, parent_id: placement.parent_id, order_index: placement.order_index });
    }
  }
  return entries;
}
