import { NAVIGATION_MAX_DEPTH } from '@atrium/schema';
import type { FlatRow, TreeRow } from './navigation-tree-edit';

/** Where a dragged row would land: its depth (the drop indicator's indentation) and place. */
export interface DropProjection {
  depth: number;
  parentId: string | null;
  /** Its place among the new siblings, counted without the moving row. */
  index: number;
}

/**
 * Where the row `activeId` lands when dropped over `overId` after moving `offsetX` pixels
 * sideways (each `indent` pixels is one level). `rows` are the visible rows without the
 * dragged row's descendants (they move with it); `carried` is how many levels they add below it.
 * The depth is kept between the next row's depth and one below the row above, so the result is
 * always a valid tree, and, where that allows, the branch stays within NAVIGATION_MAX_DEPTH
 * levels (the server's bound; a drop where it cannot is refused by the server on Save).
 */
export function projectDrop<T extends TreeRow>(
  rows: readonly FlatRow<T>[],
  activeId: string,
  overId: string,
  offsetX: number,
  indent: number,
  carried = 0,
): DropProjection | null {
  const from = rows.findIndex((row) => row.id === activeId);
  const to = rows.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0) return null;
  const active = rows[from];
  const moved = [...rows];
  moved.splice(from, 1);
  moved.splice(to, 0, active);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const minDepth = next ? next.depth : 0;
  const deepestAllowed = Math.max(minDepth, NAVIGATION_MAX_DEPTH - 1 - carried);
  const maxDepth = Math.min(previous ? previous.depth + 1 : 0, deepestAllowed);
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  let parentId: string | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else {
      parentId =
        moved
          .slice(0, to)
          .reverse()
          .find((row) => row.depth === depth)?.parentId ?? null;
    }
  }
  const index = moved.slice(0, to).filter((row) => row.parentId === parentId && row.depth === depth).length;
  return { depth, parentId, index };
}
