import type { NavigationItem, NavigationRouteCandidate } from '@atrium/schema';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { GripVertical } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { translateDataText } from '@/i18n/data-labels';
import { SILENT_DND_ANNOUNCER } from '@/lib/dnd-announcer';
import { verticalSortableStyle } from '@/lib/sortable-style';
import { projectDrop, type DropProjection } from '../utils/drop-projection';
import { flattenTree, type FlatRow } from '../utils/navigation-tree-edit';
import { INDENT_PX, NavigationTreeRow, ROW_HEIGHT_PX, type RowCommand } from './NavigationTreeRow';

export interface NavigationTreeProps {
  items: readonly NavigationItem[];
  changed: ReadonlyMap<string, unknown>;
  zoneName: (id: string) => string;
  /** The routes table, for the warning on an item whose page refuses part of its audience. */
  routes?: readonly NavigationRouteCandidate[];
  /** Moves a row in the draft; false when it stays where it was (or the move is refused). */
  onMove: (id: string, to: { parentId: string | null; index: number }, description: string) => boolean;
  onEdit: (item: NavigationItem) => void;
  onDelete: (item: NavigationItem) => void;
  /**
   * Says a drag's pick-up, drop or cancel and where a menu move put a row, in the builder's live
   * region (which the builder clears or replaces when the draft changes otherwise, e.g. Undo).
   */
  announce: (text: string) => void;
}

/** Left and right change the level by one step; up and down move over the rows (dnd-kit's own). */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const step = event.code === 'ArrowRight' ? INDENT_PX : -INDENT_PX;
    return { x: args.currentCoordinates.x + step, y: args.currentCoordinates.y };
  }
  return sortableKeyboardCoordinates(event, args);
};

const INSTRUCTIONS = msg`To move an item, press Space on its handle. Arrow up and down move it over the list, arrow right nests it under the item above, arrow left moves it out a level. Space drops it, Escape cancels.`;

/**
 * "under “Admin”, position 2 of 3" / "at the top level, position 1 of 4": a place among
 * `siblings` rows (the moving one included), `index` counted from 0.
 */
function describePlace(
  place: { parentId: string | null; index: number },
  siblings: number,
  titles: ReadonlyMap<string, string>,
  i18n: I18n,
): string {
  const position = place.index + 1;
  if (!place.parentId) return i18n._(msg`at the top level, position ${position} of ${siblings}`);
  const parent = titles.get(place.parentId) ?? i18n._(msg`its parent`);
  return i18n._(msg`under “${parent}”, position ${position} of ${siblings}`);
}

/** Where a drop would put `activeId`, among the visible rows (the dragged row's own left out). */
function describeDrop(
  projection: DropProjection,
  rows: readonly FlatRow<NavigationItem>[],
  activeId: string,
  titles: ReadonlyMap<string, string>,
  i18n: I18n,
): string {
  const siblings =
    rows.filter((row) => row.parentId === projection.parentId && row.id !== activeId).length + 1;
  return describePlace(projection, siblings, titles, i18n);
}

/**
 * The navigation tree as the menu renders it, rearranged by dragging a row's handle (pointer or
 * keyboard): the drop indicator shows where it lands and at which level. The flattened rows are
 * virtualised, so a menu of thousands of items stays smooth.
 */
export function NavigationTree({
  items,
  changed,
  zoneName,
  routes,
  onMove,
  onEdit,
  onDelete,
  announce,
}: NavigationTreeProps) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  // The titles as the menu shows them (seeded ones in the reader's language).
  const titles = useMemo(
    () => new Map(items.map((item) => [item.id, translateDataText(i18n, item.title)])),
    [items, i18n, i18n.locale],
  );

  // While dragging, the dragged row's subtree folds into it (it moves along).
  const hidden = useMemo(
    () => (activeId ? new Set([...collapsed, activeId]) : collapsed),
    [collapsed, activeId],
  );
  const rows = useMemo(() => flattenTree(items, hidden).rows, [items, hidden]);
  const allRows = useMemo(
    () => (activeId ? flattenTree(items, collapsed).rows : rows),
    [items, collapsed, activeId, rows],
  );
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  // How many levels the dragged row carries below it (collapsed or not).
  const carried = useMemo(() => {
    if (!activeId) return 0;
    const all = flattenTree(items, new Set()).rows;
    const at = all.findIndex((row) => row.id === activeId);
    if (at < 0) return 0;
    let deepest = all[at].depth;
    for (let i = at + 1; i < all.length && all[i].depth > all[at].depth; i++)
      deepest = Math.max(deepest, all[i].depth);
    return deepest - all[at].depth;
  }, [items, activeId]);
  const projection =
    activeId && overId ? projectDrop(rows, activeId, overId, offsetX, INDENT_PX, carried) : null;
  const activeRow = activeId ? rows.find((row) => row.id === activeId) : undefined;
  const activeTitle = activeRow ? (titles.get(activeRow.id) ?? activeRow.item.title) : '';
  const activePlace =
    activeRow && projection ? describeDrop(projection, rows, activeRow.id, titles, i18n) : '';
  const liveMessage = activeRow && projection ? t`${activeTitle} will go ${activePlace}.` : '';

  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 12,
    initialRect: { width: 800, height: 600 },
    // The dragged row stays mounted even when scrolled out of view.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return activeIndex >= 0 && !indexes.includes(activeIndex)
          ? [...indexes, activeIndex].sort((a, b) => a - b)
          : indexes;
      },
      [activeIndex],
    ),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setOverId(String(active.id));
    const name = titles.get(String(active.id)) ?? t`the item`;
    announce(t`Picked up ${name}.`);
  };
  const onDragMove = ({ delta }: DragMoveEvent) => setOffsetX(delta.x);
  const onDragOver = ({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null);
  const onDragEnd = ({ active }: DragEndEvent) => {
    const id = String(active.id);
    const title = titles.get(id) ?? t`The item`;
    const name = title;
    let dropped: string | null = null;
    if (projection) {
      const parent = projection.parentId ? titles.get(projection.parentId) : undefined;
      const place = describeDrop(projection, rows, id, titles, i18n);
      const moved = onMove(
        id,
        { parentId: projection.parentId, index: projection.index },
        projection.parentId ? t`Move “${title}” under “${parent}”` : t`Move “${title}” to the top level`,
      );
      if (moved) dropped = t`${name} dropped ${place}. Save to keep it.`;
    }
    // Dropped on its own place: nothing changed, and nothing waits to be saved.
    announce(dropped ?? t`${name} dropped where it was.`);
    reset();
  };
  const onDragCancel = ({ active }: DragCancelEvent) => {
    const name = titles.get(String(active.id)) ?? t`the item`;
    announce(t`Moving ${name} was cancelled.`);
    reset();
  };

  /** A menu move, and where it put the row ("“Users” is now under “Admin”, position 2 of 3."). */
  const moveByMenu = (
    item: NavigationItem,
    to: { parentId: string | null; index: number },
    siblings: number,
    description: string,
  ) => {
    if (!onMove(item.id, to, description)) return;
    const name = titles.get(item.id) ?? item.title;
    const place = describePlace(to, siblings, titles, i18n);
    announce(t`${name} is now ${place}.`);
  };

  const command = (row: FlatRow<NavigationItem>, what: RowCommand) => {
    const { item } = row;
    const title = titles.get(item.id) ?? item.title;
    const siblings = allRows.filter((r) => r.parentId === row.parentId);
    switch (what) {
      case 'edit':
        return onEdit(item);
      case 'delete':
        return onDelete(item);
      case 'up':
      case 'down':
        return moveByMenu(
          item,
          { parentId: row.parentId, index: row.index + (what === 'up' ? -1 : 1) },
          row.siblingCount,
          what === 'up' ? t`Move “${title}” up` : t`Move “${title}” down`,
        );
      case 'indent': {
        const above = siblings[row.index - 1];
        if (!above) return;
        const aboveTitle = titles.get(above.id) ?? above.item.title;
        setCollapsed((current) => {
          const next = new Set(current);
          next.delete(above.id);
          return next;
        });
        return moveByMenu(
          item,
          { parentId: above.id, index: above.childCount },
          above.childCount + 1,
          t`Move “${title}” under “${aboveTitle}”`,
        );
      }
      case 'outdent': {
        const parent = allRows.find((r) => r.id === row.parentId);
        if (!parent) return;
        const grandparent = parent.parentId ? titles.get(parent.parentId) : undefined;
        return moveByMenu(
          item,
          { parentId: parent.parentId, index: parent.index + 1 },
          parent.siblingCount + 1,
          parent.parentId ? t`Move “${title}” under “${grandparent}”` : t`Move “${title}” to the top level`,
        );
      }
    }
  };

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        screenReaderInstructions: { draggable: t(INSTRUCTIONS) },
        // The tree speaks through the builder's region (`announce`), which the builder keeps true.
        announcements: SILENT_DND_ANNOUNCER,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div
          ref={scrollRef}
          className="max-h-[min(70vh,44rem)] overflow-x-hidden overflow-y-auto overscroll-contain"
          data-testid="nav-tree-scroll"
        >
          <div
            role="list"
            aria-label={t`Navigation items`}
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((virtual) => {
              const row = rows[virtual.index];
              return (
                <SortableTreeRow
                  key={row.id}
                  row={row}
                  start={virtual.start}
                  indicatorDepth={row.id === activeId ? (projection?.depth ?? row.depth) : undefined}
                  expanded={!collapsed.has(row.id)}
                  changed={changed.has(row.id)}
                  zoneName={zoneName}
                  routes={routes}
                  onToggle={() => toggle(row.id)}
                  onCommand={(what) => command(row, what)}
                />
              );
            })}
          </div>
        </div>
      </SortableContext>
      <p aria-live="assertive" className="sr-only">
        {liveMessage}
      </p>
      <DragOverlay dropAnimation={null}>
        {activeRow ? (
          <div className="flex h-11 items-center gap-2 rounded-md border bg-card px-2 text-sm font-medium shadow-lg">
            <GripVertical className="size-4 text-muted-foreground" aria-hidden="true" />
            <NavIcon name={activeRow.item.icon ?? ''} className="size-4 text-muted-foreground" />
            <span className="truncate">{activeTitle}</span>
            {activeRow.childCount > 0 ? (
              <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground">
                +{activeRow.childCount}
              </span>
            ) : null}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function SortableTreeRow({
  row,
  start,
  indicatorDepth,
  ...rest
}: {
  row: FlatRow<NavigationItem>;
  start: number;
  indicatorDepth: number | undefined;
  expanded: boolean;
  changed: boolean;
  zoneName: (id: string) => string;
  routes: readonly NavigationRouteCandidate[] | undefined;
  onToggle: () => void;
  onCommand: (what: RowCommand) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: row.id,
  });
  // Placed with `top`, not a transform: dnd-kit measures sortable rows without their transforms.
  const style: CSSProperties = {
    position: 'absolute',
    top: start,
    left: 0,
    width: '100%',
    height: ROW_HEIGHT_PX,
    ...verticalSortableStyle(transform, transition),
  };
  return (
    <NavigationTreeRow
      row={row}
      rowRef={setNodeRef}
      style={style}
      indicatorDepth={indicatorDepth}
      handle={{ attributes, listeners, ref: setActivatorNodeRef }}
      {...rest}
    />
  );
}
