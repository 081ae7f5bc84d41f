import { useLingui } from '@lingui/react/macro';
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
import { verticalSortableStyle } from '@/lib/sortable-style';
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
  const { t } = useLingui();
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
          draggable: t`To move an item, press Space. Use the arrow keys to move it, Space again to drop it, or Escape to cancel.`,
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
  const { t } = useLingui();
  const name = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? t`The item`;
  const position = (id: UniqueIdentifier) => {
    const index = items.findIndex((i) => i.id === id) + 1;
    const total = items.length;
    return t`position ${index} of ${total}`;
  };
  return {
    onDragStart: ({ active }) => {
      const item = name(active.id);
      return t`Picked up ${item}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      const item = name(active.id);
      if (!over) return t`${item} is not over a position.`;
      const place = position(over.id);
      return t`${item} is over ${place}.`;
    },
    onDragEnd: ({ active, over }) => {
      const item = name(active.id);
      if (!over) return t`${item} dropped.`;
      const place = position(over.id);
      return t`${item} dropped at ${place}.`;
    },
    onDragCancel: ({ active }) => {
      const item = name(active.id);
      return t`Moving ${item} was cancelled.`;
    },
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
  const { t } = useLingui();
  return (
    <li
      ref={setNodeRef}
      style={verticalSortableStyle(transform, transition)}
      className={cn(
        'flex items-center gap-2 bg-card px-2 py-2 first:rounded-t-lg last:rounded-b-lg',
        isDragging && 'relative z-10 shadow-md',
      )}
    >
      <button
        type="button"
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t`Drag ${name}`}
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
        aria-label={t`Move ${name} up`}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        disabled={disabled || last}
        aria-label={t`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </li>
  );
}
