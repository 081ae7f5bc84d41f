import { WIDGET_TYPE_NAMES, WIDGET_TYPES, type DashboardLayout, type WidgetType } from '@atrium/schema';
import { Button, cn } from '@atrium/ui';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  addWidget,
  cellAt,
  deltaToCells,
  nudgeWidget,
  readingOrder,
  removeWidget,
  resizeWidget,
  updateWidgetConfig,
} from '../utils/grid-layout';
import { DesignerWidget } from './DesignerWidget';
import { DESIGNER_KEYS_HINT, SelectionToolbar } from './SelectionToolbar';
import { WidgetSettingsDialog } from './settings/WidgetSettingsDialog';
import { GRID_GAP, ROW_HEIGHT, WidgetGrid } from './WidgetGrid';

export interface DashboardDesignerProps {
  layout: DashboardLayout;
  onChange: (layout: DashboardLayout) => void;
}

/**
 * The designer: drag widgets from the library onto the grid (or press Add), drag a widget's handle
 * (its title bar) to move it and its corner to resize it. The selection toolbar above the grid
 * moves, resizes and removes the selected widget; the keyboard does the same on its handle (see
 * DESIGNER_KEYS_HINT). Each widget's
 * settings open in a dialog; every change edits the draft layout the page saves.
 */
export function DashboardDesigner({ layout, onChange }: DashboardDesignerProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [settingsId, setSettingsId] = useState<string | null>(null);
  /** A control to focus again after the grid re-renders (moving a widget can reorder the DOM). */
  const refocus = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  useEffect(() => {
    const selector = refocus.current;
    if (!selector) return;
    refocus.current = null;
    const target = grid.current?.querySelector<HTMLElement>(selector);
    if (target && document.activeElement !== target) target.focus();
  }, [layout]);

  const change = (next: DashboardLayout, focus?: string) => {
    if (next === layout) return;
    if (focus) refocus.current = focus;
    onChange(next);
  };
  const add = (type: WidgetType, at?: { x: number; y: number }) => {
    const next = addWidget(layout, type, at);
    if (next === layout) return;
    const created = next[next.length - 1];
    setSelectedId(created.id);
    change(next);
  };
  const remove = (id: string) => {
    const order = readingOrder(layout);
    const at = order.findIndex((w) => w.id === id);
    const neighbour = order[at + 1] ?? order[at - 1];
    if (selectedId === id) setSelectedId(null);
    if (settingsId === id) setSettingsId(null);
    change(removeWidget(layout, id), neighbour ? `[data-handle="${neighbour.id}"]` : undefined);
  };

  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    const box = grid.current?.getBoundingClientRect();
    if (!box) return;
    const [kind, id] = String(active.id).split(':');
    if (kind === 'new') {
      const start = active.rect.current.initial;
      if (!start) return;
      const point = { x: start.left + delta.x + 8, y: start.top + delta.y + 8 };
      const inside =
        point.x >= box.left &&
        point.x <= box.right &&
        point.y >= box.top - ROW_HEIGHT &&
        point.y <= box.bottom + ROW_HEIGHT;
      if (inside) add(id as WidgetType, cellAt(point, box, GRID_GAP, ROW_HEIGHT));
      return;
    }
    const { dx, dy } = deltaToCells(delta, box.width, GRID_GAP, ROW_HEIGHT);
    if (dx === 0 && dy === 0) return;
    const widget = layout.find((w) => w.id === id);
    if (!widget) return;
    setSelectedId(id);
    if (kind === 'move') change(nudgeWidget(layout, id, dx, dy));
    if (kind === 'resize') change(resizeWidget(layout, id, widget.w + dx, widget.h + dy));
  };

  const editing = layout.find((w) => w.id === settingsId) ?? null;

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: DESIGNER_KEYS_HINT } }}
    >
      <div className="grid gap-4 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <aside
          aria-label="Widget library"
          className="flex flex-col gap-2 self-start rounded-xl border bg-card p-3 lg:sticky lg:top-4"
        >
          <p className="text-sm font-medium">Widget library</p>
          <p className="text-xs text-muted-foreground">Drag to the grid, or press +</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {WIDGET_TYPE_NAMES.map((type) => (
              <LibraryItem key={type} type={type} onAdd={() => add(type)} />
            ))}
          </ul>
        </aside>
        <div className="flex min-w-0 flex-col gap-2">
          <SelectionToolbar
            widget={layout.find((w) => w.id === selectedId) ?? null}
            layout={layout}
            onChange={change}
            onRemove={remove}
          />
          <div
            className="min-w-0 rounded-xl border border-dashed bg-muted/30 p-2"
            onPointerDown={(e) => {
              if (e.target === e.currentTarget || e.target === grid.current) setSelectedId(null);
            }}
          >
            <WidgetGrid
              ref={grid}
              layout={layout}
              extraRows={3}
              renderWidget={(widget) => (
                <DesignerWidget
                  widget={widget}
                  layout={layout}
                  selected={widget.id === selectedId}
                  onSelect={() => setSelectedId(widget.id)}
                  onDeselect={() => setSelectedId(null)}
                  onChange={change}
                  onRemove={() => remove(widget.id)}
                  onOpenSettings={() => {
                    setSelectedId(widget.id);
                    setSettingsId(widget.id);
                  }}
                />
              )}
            />
            {layout.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">
                Drop widgets here, or press + beside a widget in the library.
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {editing ? (
        <WidgetSettingsDialog
          key={editing.id}
          widget={editing}
          onApply={(config) => {
            change(updateWidgetConfig(layout, editing.id, config), `[data-handle="${editing.id}"]`);
            setSettingsId(null);
          }}
          onRemove={() => remove(editing.id)}
          onClose={() => setSettingsId(null)}
        />
      ) : null}
    </DndContext>
  );
}

function LibraryItem({ type, onAdd }: { type: WidgetType; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `new:${type}` });
  return (
    <li className="flex min-w-0 items-center gap-1">
      <button
        ref={setNodeRef}
        type="button"
        data-testid={`library-${type}`}
        className={cn(
          'flex min-w-0 flex-1 cursor-grab touch-none items-center gap-2 rounded-md border bg-background px-2 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isDragging && 'relative z-20 shadow-lg',
        )}
        style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined }}
        aria-label={`Drag a ${WIDGET_TYPES[type].label} widget`}
        {...attributes}
        {...listeners}
        tabIndex={-1}
      >
        <GripVertical className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{WIDGET_TYPES[type].label}</span>
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 shrink-0"
        aria-label={`Add a ${WIDGET_TYPES[type].label} widget`}
        title={`Add a ${WIDGET_TYPES[type].label} widget`}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
      </Button>
    </li>
  );
}
