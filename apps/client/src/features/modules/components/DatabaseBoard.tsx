import {
  DndContext,
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
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, cn } from '@atrium/ui';
import { GripVertical, Plus } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
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

/** The lane under the pointer; for the keyboard (no pointer), the lane the card overlaps most. */
const laneCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const INSTRUCTIONS = msg`To move a card to another column, press Space on its handle. Arrow right and left move it from column to column. Space drops it, Escape cancels.`;

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
  /** A lane with a value gets a "+" that starts a new record in it, named by `addLabel`. */
  onAdd?: (lane: BoardLane) => void;
  addLabel?: (lane: BoardLane) => string;
  label: string;
}

/**
 * The Database module's board: a lane per option of the board field. With `onMove`, a card is
 * dragged by its handle (pointer or keyboard) to another lane, which sets the field to that lane's
 * value; the empty lane shows while dragging when the field may be emptied.
 */
export function DatabaseBoard({
  board,
  rows,
  idOf,
  titleOf,
  renderCard,
  onMove,
  onAdd,
  addLabel,
  label,
}: DatabaseBoardProps) {
  const { t } = useLingui();
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
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
  const laneLabel = (id: unknown) => board.lanes.find((lane) => lane.key === id)?.label ?? '';
  const titleById = (id: unknown) => {
    const row = rowById.get(String(id));
    return row ? titleOf(row) : '';
  };
  const activeRow = activeId ? rowById.get(activeId) : undefined;
  const announcedLane = useRef<UniqueIdentifier | undefined>(undefined);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const row = rowById.get(String(active.id));
    const lane = board.lanes.find((l) => l.key === over?.id);
    if (!row || !lane || !onMove || laneOf.get(String(active.id)) === lane) return;
    onMove(row, lane);
  };

  const content = (
    <div role="region" aria-label={label} className="flex snap-x gap-3 overflow-x-auto pb-2">
      {board.lanes.map((lane) => {
        const inLane = rows.filter((row) => laneOf.get(idOf(row)) === lane);
        // The empty lane shows when it holds cards, or while a card may be dropped in it.
        if (lane.key === '∅' && inLane.length === 0 && !(activeId && lane.droppable)) return null;
        return (
          <Lane
            key={lane.key}
            lane={lane}
            count={inLane.length}
            movable={onMove !== undefined}
            add={
              onAdd && addLabel && lane.droppable && lane.value !== null
                ? { label: addLabel(lane), run: () => onAdd(lane) }
                : undefined
            }
          >
            {inLane.map((row) => {
              const id = idOf(row);
              return onMove ? (
                <DraggableCard key={id} id={id} title={titleOf(row)}>
                  {renderCard(row)}
                </DraggableCard>
              ) : (
                <li key={id}>{renderCard(row)}</li>
              );
            })}
          </Lane>
        );
      })}
    </div>
  );
  if (!onMove) return content;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={laneCollision}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={({ active }: DragStartEvent) => setActiveId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t(INSTRUCTIONS) },
        announcements: {
          onDragStart: ({ active }) => {
            const title = titleById(active.id);
            const from = laneOf.get(String(active.id));
            announcedLane.current = from?.key;
            const lane = from?.label ?? '';
            return t`Picked up “${title}” in ${lane}.`;
          },
          onDragOver: ({ active, over }) => {
            // Said when the lane under the card changes (the pick-up already named the first).
            if (over?.id === announcedLane.current) return undefined;
            announcedLane.current = over?.id;
            const title = titleById(active.id);
            const lane = laneLabel(over?.id);
            return over ? t`“${title}” is over ${lane}.` : t`“${title}” is not over a column.`;
          },
          onDragEnd: ({ active, over }) => {
            const title = titleById(active.id);
            const from = laneOf.get(String(active.id));
            if (!over || over.id === from?.key) {
              const lane = from?.label ?? '';
              return t`“${title}” stays in ${lane}.`;
            }
            const lane = laneLabel(over.id);
            return t`“${title}” was moved to ${lane}.`;
          },
          onDragCancel: ({ active }) => {
            const title = titleById(active.id);
            return t`Moving “${title}” was cancelled.`;
          },
        },
      }}
    >
      {content}
      <DragOverlay dropAnimation={null}>
        {activeRow ? <div className="rotate-1 rounded-lg shadow-lg">{renderCard(activeRow)}</div> : null}
      </DragOverlay>
    </DndContext>
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
        <h3 className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm font-medium">
          <span className="truncate">{lane.label}</span>
          <span className="text-muted-foreground tabular-nums">{count}</span>
        </h3>
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
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t`Move “${title}”`}
        className="absolute top-2 right-1.5 flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
