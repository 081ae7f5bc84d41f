import { useLingui } from '@lingui/react/macro';
import type { DashboardLayout, DashboardWidget } from '@atrium/schema';
import { Button, cn } from '@atrium/ui';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical, MoveDiagonal2, Settings2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import {
  nudgeWidget,
  resizeWidget,
  whyMoveRefused,
  whyResizeRefused,
  type LayoutRefusal,
} from '../utils/grid-layout';
import { refusalMessage } from '../utils/layout-announcements';
import { widgetTitle } from './WidgetBody';
import { WidgetFrame } from './WidgetFrame';

export interface DesignerWidgetProps {
  widget: DashboardWidget;
  layout: DashboardLayout;
  selected: boolean;
  onSelect: () => void;
  onDeselect: () => void;
  /** A new layout, and a control to focus once it is on screen. */
  onChange: (layout: DashboardLayout, focus?: string) => void;
  /** A key that changed nothing: why, for screen readers. */
  onRefused: (message: string) => void;
  onRemove: () => void;
  onOpenSettings: () => void;
}

const KEY_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The layout after an arrow key on a widget's handle: move, or resize with Shift; null for other keys. */
export function layoutForKey(
  layout: DashboardLayout,
  widget: DashboardWidget,
  key: string,
  shift: boolean,
): DashboardLayout | null {
  const step = KEY_STEPS[key];
  if (!step) return null;
  const [dx, dy] = step;
  return shift
    ? resizeWidget(layout, widget.id, widget.w + dx, widget.h + dy)
    : nudgeWidget(layout, widget.id, dx, dy);
}

/** Why that key changes nothing (the grid's edge, the minimum size, a neighbour); null when it does. */
export function refusalForKey(
  layout: DashboardLayout,
  widget: DashboardWidget,
  key: string,
  shift: boolean,
): LayoutRefusal | null {
  const step = KEY_STEPS[key];
  if (!step) return null;
  const [dx, dy] = step;
  return shift ? whyResizeRefused(layout, widget.id, dx, dy) : whyMoveRefused(layout, widget.id, dx, dy);
}

/**
 * A widget in the designer: a handle to drag (and the keyboard: arrows, Shift + arrows, Enter,
 * Delete) wrapping its title, a settings button and a corner to resize. The selected widget is
 * ringed; the designer's selection toolbar offers its moves as buttons.
 */
export function DesignerWidget({
  widget,
  layout,
  selected,
  onSelect,
  onDeselect,
  onChange,
  onRefused,
  onRemove,
  onOpenSettings,
}: DesignerWidgetProps) {
  const move = useDraggable({ id: `move:${widget.id}` });
  const resize = useDraggable({ id: `resize:${widget.id}` });
  const t = move.transform ?? null;
  const r = resize.transform ?? null;
  const { t: tr, i18n } = useLingui();
  const name = widgetTitle(widget, i18n);
  const handleSelector = `[data-handle="${widget.id}"]`;

  const onHandleKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpenSettings();
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    if (event.key === 'Escape') {
      onDeselect();
      return;
    }
    const next = layoutForKey(layout, widget, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onSelect();
    if (next === layout) {
      const refusal = refusalForKey(layout, widget, event.key, event.shiftKey);
      if (refusal) onRefused(refusalMessage(i18n, refusal, name, (other) => widgetTitle(other, i18n)));
      return;
    }
    onChange(next, handleSelector);
  };

  return (
    <div
      ref={move.setNodeRef}
      data-testid="designer-widget"
      data-selected={selected || undefined}
      className={cn(
        'relative h-full',
        selected && 'z-10',
        (move.isDragging || resize.isDragging) && 'z-20 opacity-90',
      )}
      style={{
        transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined,
        width: r ? `calc(100% + ${r.x}px)` : undefined,
        height: r ? `calc(100% + ${r.y}px)` : undefined,
      }}
      onFocus={onSelect}
      onPointerDown={onSelect}
    >
      <WidgetFrame
        widget={widget}
        size={`${widget.w}×${widget.h}`}
        onConfigure={onOpenSettings}
        className={cn(selected ? 'ring-2 ring-primary' : 'hover:ring-2 hover:ring-primary/30')}
        handle={(title) => (
          <button
            type="button"
            className="flex h-7 min-w-0 flex-1 cursor-grab touch-none items-center gap-1 rounded-md pr-1 text-sm font-medium text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={tr`Move ${name}`}
            title={tr`Drag to move; arrow keys move, Shift + arrow keys resize`}
            data-handle={widget.id}
            {...move.attributes}
            {...move.listeners}
            aria-describedby="designer-keys-hint"
            aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown Enter Delete"
            onKeyDown={onHandleKey}
          >
            <GripVertical className="size-4 shrink-0 @max-[9rem]:hidden" aria-hidden="true" />
            {title}
          </button>
        )}
        actions={
          <Button
            size="icon"
            variant="ghost"
            className="size-7 shrink-0 text-muted-foreground [&_svg]:size-4"
            title={tr`Widget settings`}
            aria-label={tr`Settings ${name}`}
            onClick={onOpenSettings}
          >
            <Settings2 aria-hidden="true" />
          </Button>
        }
      />
      <button
        ref={resize.setNodeRef}
        type="button"
        className="absolute right-0.5 bottom-0.5 hidden size-5 cursor-se-resize touch-none place-items-center rounded text-muted-foreground outline-none @2xl/grid:grid"
        aria-label={tr`Resize ${name}`}
        {...resize.attributes}
        {...resize.listeners}
        tabIndex={-1}
      >
        <MoveDiagonal2 className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
