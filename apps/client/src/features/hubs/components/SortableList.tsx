import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, cn } from '@atrium/ui';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { moveId, moveIndex } from '../utils/move-item';

export interface SortableListProps<T extends { id: string; name: string }> {
  items: readonly T[];
  label: string;
  /** Without it the list is read-only: no handles, no move buttons. */
  onReorder?: (ids: string[]) => void;
  disabled?: boolean;
  renderItem: (item: T) => ReactNode;
}

/**
 * A vertical list reordered by drag and drop (pointer, or keyboard on the handle: Space, arrows,
 * Space) and by "move up / move down" buttons.
 */
export function SortableList<T extends { id: string; name: string }>({
  items,
  label,
  onReorder,
  disabled,
  renderItem,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const announcements = useAnnouncements(items);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onReorder || !over || active.id === over.id) return;
    onReorder(moveIndex(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (!onReorder) {
    return (
      <ul className="divide-y rounded-lg border" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 px-3 py-2">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space. Use the arrow keys to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="divide-y rounded-lg border" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={item.name}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onMove={(delta) => onReorder(moveId(ids, item.id, delta))}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** What screen readers hear while an item moves: its name and position, not its id. */
function useAnnouncements(items: readonly { id: string; name: string }[]): Announcements {
  const name = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? 'The item';
  const position = (id: UniqueIdentifier) =>
    `position ${items.findIndex((i) => i.id === id) + 1} of ${items.length}`;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${position(over.id)}.`
        : `${name(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}

function SortableRow({
  id,
  name,
  first,
  last,
  disabled,
  onMove,
  children,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (delta: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      className={cn('flex items-center gap-2 bg-card px-2 py-2', isDragging && 'relative z-10 shadow-md')}
    >
      <button
        type="button"
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Drag ${name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        disabled={disabled || first}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        disabled={disabled || last}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </li>
  );
}
