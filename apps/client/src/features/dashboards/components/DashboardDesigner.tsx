import { Trans, useLingui } from '@lingui/react/macro';
import { WIDGET_TYPE_NAMES, type DashboardLayout, type WidgetType } from '@atrium/schema';
import { Button, cn } from '@atrium/ui';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { GripVertical, Plus } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { SILENT_DND_ANNOUNCER } from '@/lib/dnd-announcer';
import {
  addWidget,
  cellAt,
  deltaToCells,
  dropRect,
  nudgeWidget,
  readingOrder,
  type Rect,
  removeWidget,
  resizeWidget,
  updateWidgetConfig,
  whyMoveRefused,
  whyResizeRefused,
} from '../utils/grid-layout';
import { refusalMessage } from '../utils/layout-announcements';
import { widgetTypeLabel } from '../utils/widget-labels';
import { DesignerWidget } from './DesignerWidget';
import { widgetTitle } from './WidgetBody';
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
  const [selectedId, setSelected] = useState<string | null>(null);
  const [settingsId, setSettingsId] = useState<string | null>(null);
  /** A control to focus again after the grid re-renders (moving a widget can reorder the DOM). */
  const refocus = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  /** Where the pointer is while a widget is dragged from the library (viewport pixels). */
  const pointer = useRef<{ x: number; y: number } | null>(null);
  /** The place a widget dragged from the library would take, shown on the grid while dragging. */
  const [dropPreview, setDropPreview] = useState<Rect | null>(null);
  const { t, i18n } = useLingui();
  /**
   * What the last keyboard or toolbar move did, or why a key did nothing, for screen readers (a
   * polite live region). `n` counts them: each one is a new text node, so the same words again
   * (the edge of the grid, twice) are read again.
   */
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const announce = (text: string) => setAnnouncement((last) => ({ text, n: last.n + 1 }));
  /**
   * Why the last move or resize of a widget — by key, toolbar or pointer — did nothing, shown in
   * the selection toolbar while that widget stays selected and nothing else changed (a pointer
   * user sees the widget spring back; this says why). Said in the live region too.
   */
  const [refusal, setRefusal] = useState<{ id: string; text: string } | null>(null);
  /** Selects a widget (or none); a refusal shown for another one goes. */
  const setSelectedId = (id: string | null) => {
    setSelected(id);
    setRefusal((shown) => (shown && shown.id !== id ? null : shown));
  };
  const refuse = (id: string, text: string) => {
    setSelectedId(id);
    setRefusal({ id, text });
    announce(text);
  };

  useEffect(() => {
    const track = (e: PointerEvent) => {
      if (pointer.current) pointer.current = { x: e.clientX, y: e.clientY };
    };
    window.addEventListener('pointermove', track, { passive: true });
    return () => window.removeEventListener('pointermove', track);
  }, []);

  useEffect(() => {
    const selector = refocus.current;
    if (!selector) return;
    refocus.current = null;
    const target = grid.current?.querySelector<HTMLElement>(selector);
    if (target && document.activeElement !== target) target.focus();
  }, [layout]);

  /**
   * A new layout, a control to focus once it is on screen, and the widget acted on (by default
   * the one whose handle or tool keeps the focus): its move or resize is said.
   */
  const change = (next: DashboardLayout, focus?: string, actedOn?: string) => {
    if (next === layout) return;
    if (focus) refocus.current = focus;
    setRefusal(null);
    const id = actedOn ?? (focus ? /data-(?:handle|tool)="([^":]+)/.exec(focus)?.[1] : undefined);
    const before = id ? layout.find((w) => w.id === id) : undefined;
    const after = id ? next.find((w) => w.id === id) : undefined;
    if (before && after) {
      const name = widgetTitle(after, i18n);
      const column = after.x + 1;
      const row = after.y + 1;
      const width = after.w;
      const height = after.h;
      if (before.w !== width || before.h !== height) {
        announce(t`${name} resized to ${width} columns by ${height} rows`);
      } else if (before.x !== after.x || before.y !== after.y) {
        announce(t`${name} moved to column ${column}, row ${row}`);
      }
    }
    onChange(next);
  };
  const add = (type: WidgetType, at?: { x: number; y: number }) => {
    const next = addWidget(layout, type, at);
    if (next === layout) return;
    const created = next[next.length - 1];
    setSelectedId(created.id);
    // Added from the keyboard (+): its handle takes the focus, so the arrow keys carry it to its place.
    change(next, at ? undefined : `[data-handle="${created.id}"]`);
  };
  const remove = (id: string) => {
    const order = readingOrder(layout);
    const at = order.findIndex((w) => w.id === id);
    const neighbour = order[at + 1] ?? order[at - 1];
    if (selectedId === id) setSelectedId(null);
    if (settingsId === id) setSettingsId(null);
    change(removeWidget(layout, id), neighbour ? `[data-handle="${neighbour.id}"]` : undefined);
  };

  /** The grid cell under the pointer, or null when the pointer is off the grid. */
  const cellUnderPointer = (event: DragMoveEvent | DragEndEvent) => {
    const box = grid.current?.getBoundingClientRect();
    const start = event.activatorEvent as PointerEvent | null;
    const point =
      pointer.current ??
      (start && 'clientX' in start
        ? { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y }
        : null);
    if (!box || !point) return null;
    const inside =
      point.x >= box.left &&
      point.x <= box.right &&
      point.y >= box.top - ROW_HEIGHT &&
      point.y <= box.bottom + ROW_HEIGHT;
    return inside ? cellAt(point, box, GRID_GAP, ROW_HEIGHT) : null;
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    if (!String(active.id).startsWith('new:')) return;
    const start = activatorEvent as PointerEvent;
    pointer.current = 'clientX' in start ? { x: start.clientX, y: start.clientY } : { x: NaN, y: NaN };
  };

  const onDragMove = (event: DragMoveEvent) => {
    const [kind, type] = String(event.active.id).split(':');
    if (kind !== 'new') return;
    // dnd-kit reports moves from an effect, so on a busy page the last one can arrive after the
    // drop has ended (and cleared `pointer`): it must not bring the drop preview back.
    if (pointer.current === null) return;
    const cell = cellUnderPointer(event);
    const next = cell ? dropRect(layout, type as WidgetType, cell) : null;
    setDropPreview((prev) =>
      prev && next && prev.x === next.x && prev.y === next.y && prev.w === next.w && prev.h === next.h
        ? prev
        : next,
    );
  };

  const onDragEnd = (event: DragEndEvent) => {
    const { active, delta } = event;
    const [kind, id] = String(active.id).split(':');
    if (kind === 'new') {
      const cell = cellUnderPointer(event);
      pointer.current = null;
      setDropPreview(null);
      if (cell) add(id as WidgetType, cell);
      return;
    }
    const box = grid.current?.getBoundingClientRect();
    if (!box) return;
    const { dx, dy } = deltaToCells(delta, box.width, GRID_GAP, ROW_HEIGHT);
    if (dx === 0 && dy === 0) return;
    const widget = layout.find((w) => w.id === id);
    if (!widget) return;
    setSelectedId(id);
    const next =
      kind === 'resize'
        ? resizeWidget(layout, id, widget.w + dx, widget.h + dy)
        : nudgeWidget(layout, id, dx, dy);
    if (next !== layout) return change(next, undefined, id);
    // Dropped where it cannot go (on a neighbour, past the grid's edge, below the minimum size):
    // the widget springs back, and the designer says why, as it does for a refused key.
    const why = kind === 'resize' ? whyResizeRefused(layout, id, dx, dy) : whyMoveRefused(layout, id, dx, dy);
    if (why)
      refuse(
        id,
        refusalMessage(i18n, why, widgetTitle(widget, i18n), (other) => widgetTitle(other, i18n)),
      );
  };

  const editing = layout.find((w) => w.id === settingsId) ?? null;

  return (
    <DndContext
      sensors={sensors}
      // Scroll the page up and down near its edges while dragging, never sideways: the grid is
      // never wider than its column, and a sideways scroll moved the drop away from the pointer.
      autoScroll={{ threshold: { x: 0, y: 0.15 } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        pointer.current = null;
        setDropPreview(null);
      }}
      accessibility={{
        // The designer's own region (below) says each move, resize and refusal. dnd-kit's
        // announcer would add "draggable item move:… was dropped" with the widget's id, even for a
        // drop that was refused, and keep it in the page for good.
        announcements: SILENT_DND_ANNOUNCER,
        screenReaderInstructions: { draggable: t(DESIGNER_KEYS_HINT) },
      }}
    >
      <p role="status" aria-live="polite" className="sr-only" data-testid="designer-announcement">
        <Fragment key={announcement.n}>{announcement.text}</Fragment>
      </p>
      <div className="grid gap-4 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <aside
          aria-label={t`Widget library`}
          className="flex flex-col gap-2 self-start rounded-xl border bg-card p-3 lg:sticky lg:top-4"
        >
          <p className="text-sm font-medium">
            <Trans>Widget library</Trans>
          </p>
          <p className="text-xs text-muted-foreground">
            <Trans>Drag onto the grid where it should go, or press + and move it with the arrow keys</Trans>
          </p>
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
            onRefused={refuse}
            refusal={refusal && refusal.id === selectedId ? refusal.text : null}
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
              dropPreview={dropPreview}
              renderWidget={(widget) => (
                <DesignerWidget
                  widget={widget}
                  layout={layout}
                  selected={widget.id === selectedId}
                  onSelect={() => setSelectedId(widget.id)}
                  onDeselect={() => setSelectedId(null)}
                  onChange={change}
                  onRefused={(text) => refuse(widget.id, text)}
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
                <Trans>Drop widgets here, or press + beside a widget in the library.</Trans>
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
  const { t, i18n } = useLingui();
  const label = widgetTypeLabel(i18n, type);
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
        aria-label={t`Drag a ${label} widget`}
        {...attributes}
        {...listeners}
        tabIndex={-1}
      >
        <GripVertical className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{label}</span>
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 shrink-0"
        aria-label={t`Add a ${label} widget`}
        title={t`Add a ${label} widget`}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
      </Button>
    </li>
  );
}
