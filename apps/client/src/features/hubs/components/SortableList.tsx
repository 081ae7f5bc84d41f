import { useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
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
import { SILENT_DND_ANNOUNCER } from '@/lib/dnd-announcer';
import { useDropAnnouncement } from '@/lib/drop-announcement';
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
 * Space) and by "move up / move down" buttons. Screen readers hear each step in the list's own
 * live region (`useDropAnnouncement`), never a drop the list no longer shows.
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
  const { t } = useLingui();
  const { region, announce } = useDropAnnouncement(ids.join(','));
  const name = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? t`The item`;
  /** "position 2 of 3": where `id` is (or, while dragging, the place over it). */
  const position = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id)) + 1;
    const total = ids.length;
    return t`position ${index} of ${total}`;
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    const item = name(active.id);
    announce(t`Picked up ${item}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const item = name(active.id);
    if (!over) return announce(t`${item} is not over a position.`);
    const place = position(over.id);
    announce(t`${item} is over ${place}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = name(active.id);
    if (!onReorder || !over || active.id === over.id) {
      announce(t`${item} dropped where it was.`);
      return;
    }
    const place = position(over.id);
    const next = moveIndex(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    onReorder(next);
    // Said about the new order: it stays only while the list shows that order.
    announce(t`${item} dropped at ${place}.`, next.join(','));
  };
  const onDragCancel = ({ active }: DragCancelEvent) => {
    const item = name(active.id);
    announce(t`Moving ${item} was cancelled.`);
  };
  /** The move buttons: the new order, and where the item is now. */
  const moveBy = (id: string, delta: number) => {
    if (!onReorder) return;
    const next = moveId(ids, id, delta);
    onReorder(next);
    const item = name(id);
    const index = next.indexOf(id) + 1;
    const total = next.length;
    announce(t`${item} moved to position ${index} of ${total}.`, next.join(','));
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
    <>
      {region}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          // The list speaks through its own region (above), which it keeps true.
          announcements: SILENT_DND_ANNOUNCER,
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
                onMove={(delta) => moveBy(item.id, delta)}
              >
                {renderItem(item)}
              </SortableRow>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </>
  );
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
