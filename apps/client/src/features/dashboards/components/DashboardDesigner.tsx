import {
  WIDGET_TYPE_NAMES,
  WIDGET_TYPES,
  type DashboardLayout,
  type DashboardWidget,
  type WidgetType,
} from '@atrium/schema';
import { Button, cn } from '@atrium/ui';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  FoldHorizontal,
  FoldVertical,
  GripVertical,
  MoveDiagonal2,
  Plus,
  Trash2,
  UnfoldHorizontal,
  UnfoldVertical,
} from 'lucide-react';
import { useRef } from 'react';
import {
  addWidget,
  cellAt,
  deltaToCells,
  nudgeWidget,
  removeWidget,
  resizeWidget,
} from '../utils/grid-layout';
import { widgetTitle } from './WidgetBody';
import { WidgetFrame } from './WidgetFrame';
import { GRID_GAP, ROW_HEIGHT, WidgetGrid } from './WidgetGrid';

export interface DashboardDesignerProps {
  layout: DashboardLayout;
  onChange: (layout: DashboardLayout) => void;
}

/**
 * The designer: drag widgets from the library onto the grid, drag a widget's handle to move it
 * and its corner to resize it. Keyboard alternative: the "Add" buttons and each widget's move and
 * size buttons (dnd-kit's keyboard sensor also works on the handles: Space, arrows, Space).
 */
export function DashboardDesigner({ layout, onChange }: DashboardDesignerProps) {
  const grid = useRef<HTMLDivElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

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
      if (!inside) return;
      onChange(addWidget(layout, id as WidgetType, cellAt(point, box, GRID_GAP, ROW_HEIGHT)));
      return;
    }
    const { dx, dy } = deltaToCells(delta, box.width, GRID_GAP, ROW_HEIGHT);
    if (dx === 0 && dy === 0) return;
    const widget = layout.find((w) => w.id === id);
    if (!widget) return;
    if (kind === 'move') onChange(nudgeWidget(layout, id, dx, dy));
    if (kind === 'resize') onChange(resizeWidget(layout, id, widget.w + dx, widget.h + dy));
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid gap-4 lg:grid-cols-[12rem_1fr]">
        <aside
          aria-label="Widget library"
          className="flex flex-col gap-2 self-start rounded-xl border bg-card p-3"
        >
          <p className="text-sm font-medium">Widget library</p>
          <p className="text-xs text-muted-foreground">Drag onto the grid, or press Add.</p>
          <ul className="flex flex-row flex-wrap gap-2 lg:flex-col">
            {WIDGET_TYPE_NAMES.map((type) => (
              <LibraryItem key={type} type={type} onAdd={() => onChange(addWidget(layout, type))} />
            ))}
          </ul>
        </aside>
        <div className="min-w-0 rounded-xl border border-dashed bg-muted/30 p-2">
          <WidgetGrid
            ref={grid}
            layout={layout}
            extraRows={3}
            renderWidget={(widget) => <DesignerWidget widget={widget} layout={layout} onChange={onChange} />}
          />
          {layout.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">Drop widgets here.</p>
          ) : null}
        </div>
      </div>
    </DndContext>
  );
}

function LibraryItem({ type, onAdd }: { type: WidgetType; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `new:${type}` });
  return (
    <li className="flex items-center gap-1">
      <button
        ref={setNodeRef}
        type="button"
        data-testid={`library-${type}`}
        className={cn(
          'flex flex-1 cursor-grab touch-none items-center gap-2 rounded-md border bg-background px-2 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isDragging && 'relative z-20 shadow-lg',
        )}
        style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined }}
        aria-label={`Drag a ${WIDGET_TYPES[type].label} widget`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4 text-muted-foreground" aria-hidden="true" />
        {WIDGET_TYPES[type].label}
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Add a ${WIDGET_TYPES[type].label} widget`}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
      </Button>
    </li>
  );
}

function DesignerWidget({
  widget,
  layout,
  onChange,
}: {
  widget: DashboardWidget;
  layout: DashboardLayout;
  onChange: (l: DashboardLayout) => void;
}) {
  const move = useDraggable({ id: `move:${widget.id}` });
  const resize = useDraggable({ id: `resize:${widget.id}` });
  const t = move.transform ?? null;
  const r = resize.transform ?? null;
  const name = widgetTitle(widget);
  const tool = (label: string, icon: React.ReactNode, next: DashboardLayout) => (
    <Button
      size="icon"
      variant="ghost"
      className="size-6 [&_svg]:size-3.5"
      title={label}
      aria-label={`${label} ${name}`}
      disabled={next === layout}
      onClick={() => onChange(next)}
    >
      {icon}
    </Button>
  );
  return (
    <div
      ref={move.setNodeRef}
      className={cn('relative h-full', (move.isDragging || resize.isDragging) && 'z-20 opacity-90')}
      style={{
        transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined,
        width: r ? `calc(100% + ${r.x}px)` : undefined,
        height: r ? `calc(100% + ${r.y}px)` : undefined,
      }}
    >
      <WidgetFrame
        widget={widget}
        size={`${widget.w}×${widget.h}`}
        className="ring-primary/30 hover:ring-2"
        handle={
          <button
            type="button"
            className="grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Move ${name}`}
            {...move.attributes}
            {...move.listeners}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
        tools={
          <div
            className="flex flex-wrap items-center border-t pt-1 sm:pr-5"
            role="toolbar"
            aria-label={`Arrange ${name}`}
          >
            {tool('Move left', <ArrowLeft />, nudgeWidget(layout, widget.id, -1, 0))}
            {tool('Move right', <ArrowRight />, nudgeWidget(layout, widget.id, 1, 0))}
            {tool('Move up', <ArrowUp />, nudgeWidget(layout, widget.id, 0, -1))}
            {tool('Move down', <ArrowDown />, nudgeWidget(layout, widget.id, 0, 1))}
            {tool('Narrower', <FoldHorizontal />, resizeWidget(layout, widget.id, widget.w - 1, widget.h))}
            {tool('Wider', <UnfoldHorizontal />, resizeWidget(layout, widget.id, widget.w + 1, widget.h))}
            {tool('Shorter', <FoldVertical />, resizeWidget(layout, widget.id, widget.w, widget.h - 1))}
            {tool('Taller', <UnfoldVertical />, resizeWidget(layout, widget.id, widget.w, widget.h + 1))}
            {tool('Remove', <Trash2 />, removeWidget(layout, widget.id))}
          </div>
        }
      />
      <button
        ref={resize.setNodeRef}
        type="button"
        className="absolute right-0.5 bottom-0.5 hidden size-5 cursor-se-resize touch-none place-items-center rounded text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid"
        aria-label={`Resize ${name}`}
        {...resize.attributes}
        {...resize.listeners}
      >
        <MoveDiagonal2 className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
