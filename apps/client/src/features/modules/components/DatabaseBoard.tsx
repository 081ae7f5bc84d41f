import {
  DndContext,
  closestCenter,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type ClientRect,
  type CollisionDetection,
  type DragCancelEvent,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, cn, useHiddenEdges } from '@atrium/ui';
import { GripVertical, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { SILENT_DND_ANNOUNCER } from '@/lib/dnd-announcer';
import { useDropAnnouncement } from '@/lib/drop-announcement';
import { verticalSortableStyle } from '@/lib/sortable-style';
import type { BoardLane, BoardLanes } from './DatabaseCardsView';

/**
 * The lane a card moved by the keyboard goes to: the nearest lane whose left edge is right of the
 * card's centre (or whose right edge is left of it), among the lanes that take a drop.
 */
export function adjacentLane(
  lanes: readonly { id: string; rect: Pick<ClientRect, 'left' | 'width'> }[],
  centre: number,
  direction: 'left' | 'right',
): string | null {
  const sorted = [...lanes].sort((a, b) => a.rect.left - b.rect.left);
  const target =
    direction === 'right'
      ? sorted.find((lane) => lane.rect.left > centre)
      : sorted.reverse().find((lane) => lane.rect.left + lane.rect.width < centre);
  return target?.id ?? null;
}

/** Arrow right and left jump to the next lane that takes a drop; up and down do nothing (a lane's order is the list's sort). */
const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const lanes = droppableContainers
    .getEnabled()
    .map((container) => ({ id: String(container.id), rect: droppableRects.get(container.id) }))
    .filter((lane): lane is { id: string; rect: ClientRect } => lane.rect !== undefined);
  const centre = collisionRect.left + collisionRect.width / 2;
  const id = adjacentLane(lanes, centre, event.code === 'ArrowRight' ? 'right' : 'left');
  const rect = lanes.find((lane) => lane.id === id)?.rect;
  if (!rect) return currentCoordinates;
  return { x: currentCoordinates.x + (rect.left + rect.width / 2 - centre), y: currentCoordinates.y };
};

/**
 * Ordered boards: arrow up and down move a card among its column's cards (dnd-kit's sortable
 * keys); right and left take it to the next column that takes a drop, at the same height, where
 * the collision picks its place (an empty column takes it as its only card). dnd-kit's sortable
 * keys alone look for the nearest droppable in the arrow's direction among cards and columns
 * alike, and took the card up its own column instead (an outside review, 2026-12-02).
 */
const orderedKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    const { droppableContainers } = args.context;
    // Only the columns: a sortable card's data carries `sortable`, a column's does not.
    const lanes = {
      ...args.context,
      droppableContainers: {
        getEnabled: () => droppableContainers.getEnabled().filter((c) => !c.data.current?.sortable),
      },
    } as typeof args.context;
    return laneKeyboardCoordinates(event, { ...args, context: lanes });
  }
  return sortableKeyboardCoordinates(event, args);
};

/** The lane under the pointer; for the keyboard (no pointer), the lane the card overlaps most. */
const laneCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const INSTRUCTIONS = msg`To move a card to another column, press Space on its handle. Arrow right and left move it from column to column. Space drops it, Escape cancels.`;
const ORDER_INSTRUCTIONS = msg`To move a card, press Space on its handle. Arrow up and down move it within its column, right and left to another column. Space drops it, Escape cancels.`;

/** Card ids by lane key. */
type LaneIds = Record<string, string[]>;

/** Where `activeId` lands when dragged over `overId` (a card, or a lane's key): lanes with it moved. */
export function moveAcrossLanes(lanes: LaneIds, activeId: string, overId: string): LaneIds {
  const laneOfId = (id: string) => (id in lanes ? id : Object.keys(lanes).find((k) => lanes[k].includes(id)));
  const from = laneOfId(activeId);
  const to = laneOfId(overId);
  if (!from || !to) return lanes;
  if (from === to) {
    if (overId === to) return lanes;
    const ids = lanes[to];
    return { ...lanes, [to]: arrayMove(ids, ids.indexOf(activeId), ids.indexOf(overId)) };
  }
  const target = lanes[to];
  const at = overId === to ? target.length : target.indexOf(overId);
  return {
    ...lanes,
    [from]: lanes[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, at), activeId, ...target.slice(at)],
  };
}

/**
 * The arrangement a board shows, as text: each lane's cards — in their order when the board is
 * ordered, else as a set (the list's sort places them).
 */
export function arrangementOf(lanes: LaneIds, ordered: boolean): string {
  return Object.entries(lanes)
    .map(([key, ids]) => `${key}:${(ordered ? ids : [...ids].sort()).join(',')}`)
    .join('|');
}

export interface DatabaseBoardProps {
  board: BoardLanes;
  rows: readonly CollectionRecord[];
  /** A row's identity (its key). */
  idOf: (row: CollectionRecord) => string;
  titleOf: (row: CollectionRecord) => string;
  /** A card's content (the button that opens the record). */
  renderCard: (row: CollectionRecord) => ReactNode;
  /** Cards get a handle and lanes take drops only when set (the caller may write the lane field). */
  onMove?: (row: CollectionRecord, lane: BoardLane) => void;
  /**
   * Instead of `onMove`, when cards have a place in their lane (the caller may write the lane
   * and order fields): a card dropped at a place, with its lane's card ids in their new order.
   * `rows` come in their lane order.
   */
  onReorder?: (row: CollectionRecord, lane: BoardLane, laneIds: string[]) => void;
  /** A lane with a value gets a "+" that starts a new record in it, named by `addLabel`. */
  onAdd?: (lane: BoardLane) => void;
  addLabel?: (lane: BoardLane) => string;
  label: string;
}

/**
 * The Database module's board: a lane per option of the board field. With `onMove`, a card is
 * dragged by its handle (pointer or keyboard) to another lane, which sets the field to that lane's
 * value; with `onReorder`, to a place in any lane (its order field numbers the lane's cards). The
 * empty lane shows while dragging when the field may be emptied. Screen readers hear each step in
 * the board's own live region (`useDropAnnouncement`): a drop's words go when the board shows
 * another arrangement (the save was refused and the card put back, its toast speaking).
 */
export function DatabaseBoard({
  board,
  rows,
  idOf,
  titleOf,
  renderCard,
  onMove,
  onReorder,
  onAdd,
  addLabel,
  label,
}: DatabaseBoardProps) {
  const { t } = useLingui();
  const [activeId, setActiveId] = useState<string | null>(null);
  const ordered = onReorder !== undefined;
  const movable = ordered || onMove !== undefined;
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, {
      coordinateGetter: ordered ? orderedKeyboardCoordinates : laneKeyboardCoordinates,
    }),
  );
  const field = board.field.name;
  const laneOf = useMemo(() => {
    const byId = new Map<string, BoardLane>();
    for (const row of rows) {
      const lane = board.lanes.find((l) => l.matches(row[field]));
      if (lane) byId.set(idOf(row), lane);
    }
    return byId;
  }, [rows, board, field, idOf]);
  const rowById = useMemo(() => new Map(rows.map((row) => [idOf(row), row])), [rows, idOf]);
  // Each lane's card ids in their order; while an ordered drag runs, as the drag has arranged them.
  const baseLanes = useMemo(() => {
    const lanes: LaneIds = Object.fromEntries(board.lanes.map((lane) => [lane.key, []]));
    for (const row of rows) {
      const lane = laneOf.get(idOf(row));
      if (lane) lanes[lane.key].push(idOf(row));
    }
    return lanes;
  }, [rows, board, laneOf, idOf]);
  const [dragLanes, setDragLanes] = useState<LaneIds | null>(null);
  // A drop's arrangement shows until the rows it changed come back (or the drag's rows change).
  useEffect(() => setDragLanes(null), [rows]);
  const lanesNow = dragLanes ?? baseLanes;
  // What the words are about: the rows' arrangement while a drag runs, then a drop's until the rows
  // come back — with the card where it was dropped (saved), or where it was (refused).
  const { region, announce } = useDropAnnouncement(arrangementOf(activeId ? baseLanes : lanesNow, ordered));
  const laneKeyOf = (id: UniqueIdentifier | undefined, lanes = lanesNow): string | undefined => {
    if (id === undefined) return undefined;
    const key = String(id);
    return key in lanes ? key : board.lanes.find((lane) => lanes[lane.key].includes(key))?.key;
  };
  const laneLabel = (id: unknown) => board.lanes.find((lane) => lane.key === id)?.label ?? '';
  const titleById = (id: unknown) => {
    const row = rowById.get(String(id));
    return row ? titleOf(row) : '';
  };
  /** "Doing, 2 of 3": the lane a card is in (now, or in `lanes`) and its place there. */
  const placeOf = (id: UniqueIdentifier, lanes = lanesNow) => {
    const key = laneKeyOf(id, lanes);
    if (!key) return '';
    const column = laneLabel(key);
    const n = lanes[key].indexOf(String(id)) + 1;
    const m = lanes[key].length;
    return t`${column}, ${n} of ${m}`;
  };
  const activeRow = activeId ? rowById.get(activeId) : undefined;
  const announcedLane = useRef<UniqueIdentifier | undefined>(undefined);
  const announcedPlace = useRef('');
  const droppableLane = (key: string | undefined) => board.lanes.find((l) => l.key === key && l.droppable);

  // Ordered boards: the card under the pointer, else the nearest card of the lane under it.
  const cardCollision: CollisionDetection = (args) => {
    const within = pointerWithin(args);
    const hits = within.length > 0 ? within : rectIntersection(args);
    const card = hits.find((hit) => !(String(hit.id) in lanesNow));
    if (card) return [card];
    const lane = hits[0];
    const ids = lane ? lanesNow[String(lane.id)] : undefined;
    if (!ids || ids.length === 0) return hits;
    // Below a lane's last card is its end, not a place above that card.
    const last = args.droppableRects.get(ids[ids.length - 1]);
    const { collisionRect } = args;
    if (last && collisionRect.top + collisionRect.height / 2 > last.top + last.height) return [lane];
    const near = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => ids.includes(String(c.id))),
    });
    return near.length > 0 ? near : hits;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    if (ordered) setDragLanes(baseLanes);
    const title = titleById(active.id);
    if (ordered) {
      const place = placeOf(active.id);
      announcedPlace.current = place;
      announce(t`Picked up “${title}”: ${place}.`);
      return;
    }
    const from = laneOf.get(String(active.id));
    announcedLane.current = from?.key;
    const lane = from?.label ?? '';
    announce(t`Picked up “${title}” in ${lane}.`);
  };
  /** Said when the place (ordered) or lane under the card changes; the pick-up named the first. */
  const announceOver = ({ active, over }: DragOverEvent) => {
    const title = titleById(active.id);
    if (ordered) {
      // The place the card takes there (over a card: that card's; over a column: its end).
      const place = over
        ? placeOf(active.id, moveAcrossLanes(lanesNow, String(active.id), String(over.id)))
        : '';
      if (place === announcedPlace.current) return;
      announcedPlace.current = place;
      announce(over ? t`“${title}” is over ${place}.` : t`“${title}” is not over a column.`);
      return;
    }
    if (over?.id === announcedLane.current) return;
    announcedLane.current = over?.id;
    const lane = laneLabel(over?.id);
    announce(over ? t`“${title}” is over ${lane}.` : t`“${title}” is not over a column.`);
  };
  const onDragOver = (event: DragOverEvent) => {
    announceOver(event);
    const { active, over } = event;
    if (!ordered || !over || !droppableLane(laneKeyOf(over.id))) return;
    // Only a change of lane is arranged here; within a lane the sortable strategy shows the place.
    if (laneKeyOf(active.id) === laneKeyOf(over.id)) return;
    setDragLanes((lanes) => moveAcrossLanes(lanes ?? baseLanes, String(active.id), String(over.id)));
  };
  const cancelled = (id: UniqueIdentifier) => {
    const title = titleById(id);
    announce(t`Moving “${title}” was cancelled.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const row = rowById.get(String(active.id));
    const title = titleById(active.id);
    if (ordered) {
      if (!over) return cancelled(active.id);
      const arranged = moveAcrossLanes(lanesNow, String(active.id), String(over.id));
      const place = placeOf(active.id, arranged);
      const said = t`“${title}” was moved: ${place}.`;
      const key = laneKeyOf(over.id);
      const lane = droppableLane(key);
      const ids = key ? arranged[key] : [];
      const unchanged =
        key !== undefined && laneOf.get(String(active.id)) === lane && ids.join() === baseLanes[key].join();
      if (!row || !lane || !onReorder || unchanged) {
        setDragLanes(null);
        announce(said);
        return;
      }
      setDragLanes(arranged);
      // Said about the arrangement the drop made: it stays while the board shows it.
      announce(said, arrangementOf(arranged, true));
      onReorder(row, lane, ids);
      return;
    }
    const from = laneOf.get(String(active.id));
    const target = board.lanes.find((l) => l.key === over?.id);
    if (!target || target === from) {
      const lane = from?.label ?? '';
      announce(t`“${title}” stays in ${lane}.`);
      return;
    }
    const lane = target.label;
    const moved = moveAcrossLanes(baseLanes, String(active.id), target.key);
    // The card shows in its new lane at once, as on an ordered board.
    setDragLanes(moved);
    announce(t`“${title}” was moved to ${lane}.`, arrangementOf(moved, false));
    if (row && onMove) onMove(row, target);
  };
  const onDragCancel = ({ active }: DragCancelEvent) => {
    setActiveId(null);
    setDragLanes(null);
    cancelled(active.id);
  };

  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const edges = useHiddenEdges(scroller, board.lanes.length);
  const content = (
    <div
      ref={setScroller}
      role="region"
      aria-label={label}
      data-hidden-start={edges.start || undefined}
      data-hidden-end={edges.end || undefined}
      className={cn(
        'flex snap-x gap-3 overflow-x-auto pb-2',
        // Columns past the edge fade out there, so a wide board reads as one that scrolls sideways.
        'data-[hidden-start]:[--edge-fade-start:2rem] data-[hidden-end]:[--edge-fade-end:2rem]',
        'data-[hidden-start]:edge-fade-x data-[hidden-end]:edge-fade-x',
      )}
    >
      {board.lanes.map((lane) => {
        const ids = lanesNow[lane.key];
        // The empty lane shows when it holds cards, or while a card may be dropped in it.
        if (lane.key === '∅' && ids.length === 0 && !(activeId && lane.droppable)) return null;
        const cards = ids.map((id) => {
          const row = rowById.get(id);
          if (!row) return null;
          if (ordered) {
            return (
              <SortableCard key={id} id={id} title={titleOf(row)}>
                {renderCard(row)}
              </SortableCard>
            );
          }
          return onMove ? (
            <DraggableCard key={id} id={id} title={titleOf(row)}>
              {renderCard(row)}
            </DraggableCard>
          ) : (
            <li key={id}>{renderCard(row)}</li>
          );
        });
        return (
          <Lane
            key={lane.key}
            lane={lane}
            count={ids.length}
            movable={movable}
            add={
              onAdd && addLabel && lane.droppable && lane.value !== null
                ? { label: addLabel(lane), run: () => onAdd(lane) }
                : undefined
            }
          >
            {ordered ? (
              <SortableContext id={lane.key} items={ids} strategy={verticalListSortingStrategy}>
                {cards}
              </SortableContext>
            ) : (
              cards
            )}
          </Lane>
        );
      })}
    </div>
  );
  if (!movable) return content;
  return (
    <>
      {region}
      <DndContext
        sensors={sensors}
        collisionDetection={ordered ? cardCollision : laneCollision}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          screenReaderInstructions: { draggable: t(ordered ? ORDER_INSTRUCTIONS : INSTRUCTIONS) },
          // The board speaks through its own region (above), which it keeps true.
          announcements: SILENT_DND_ANNOUNCER,
        }}
      >
        {content}
        <DragOverlay dropAnimation={null}>
          {activeRow ? <div className="rotate-1 rounded-lg shadow-lg">{renderCard(activeRow)}</div> : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}

function Lane({
  lane,
  count,
  movable,
  add,
  children,
}: {
  lane: BoardLane;
  count: number;
  movable: boolean;
  add?: { label: string; run: () => void };
  children: ReactNode;
}) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: lane.key,
    disabled: !movable || !lane.droppable,
  });
  return (
    <section
      ref={setNodeRef}
      aria-label={lane.label}
      className={cn(
        'flex w-72 shrink-0 snap-start flex-col rounded-lg bg-muted/50 p-2 transition-colors',
        active && lane.droppable && 'outline-2 outline-dashed outline-border',
        isOver && lane.droppable && 'bg-primary/10 outline-primary',
      )}
    >
      <div className="flex items-center gap-1 pb-2 pl-1">
        <h2 className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm font-medium">
          <span className="truncate">{lane.label}</span>
          <span className="text-muted-foreground tabular-nums">{count}</span>
        </h2>
        {add ? (
          <Button variant="ghost" size="icon" className="size-7" aria-label={add.label} onClick={add.run}>
            <Plus aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
    </section>
  );
}

function DraggableCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id });
  return (
    <li ref={setNodeRef} className={cn('relative', isDragging && 'opacity-40')}>
      {children}
      <CardHandle
        label={t`Move “${title}”`}
        handleRef={setActivatorNodeRef}
        props={{ ...attributes, ...listeners }}
      />
    </li>
  );
}

/** The grip a card is dragged by (pointer, or Space and the arrows). */
function CardHandle({
  label,
  handleRef,
  props,
}: {
  label: string;
  handleRef: (element: HTMLElement | null) => void;
  props: HTMLAttributes<HTMLButtonElement>;
}) {
  return (
    <button
      ref={handleRef}
      type="button"
      {...props}
      aria-label={label}
      className="absolute top-2 right-1.5 flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}

/** A card with a place in its lane: dragged by its handle, the others making room as it passes. */
function SortableCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, transform, transition } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={verticalSortableStyle(transform, transition)}
      className={cn('relative', isDragging && 'opacity-40')}
    >
      {children}
      <CardHandle
        label={t`Move “${title}”`}
        handleRef={setActivatorNodeRef}
        props={{ ...attributes, ...listeners }}
      />
    </li>
  );
}
