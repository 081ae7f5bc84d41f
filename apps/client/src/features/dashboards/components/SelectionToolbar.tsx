import type { DashboardLayout, DashboardWidget } from '@atrium/schema';
import { Button, cn } from '@atrium/ui';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  FoldHorizontal,
  FoldVertical,
  Trash2,
  UnfoldHorizontal,
  UnfoldVertical,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { nudgeWidget, resizeWidget } from '../utils/grid-layout';
import { widgetTitle } from './WidgetBody';

export const DESIGNER_KEYS_HINT =
  'Select a widget by its title bar. Arrow keys move it, Shift + arrow keys resize it, Enter opens its settings, Delete removes it.';

export interface SelectionToolbarProps {
  widget: DashboardWidget | null;
  layout: DashboardLayout;
  /** A new layout, and a control to focus once it is on screen. */
  onChange: (layout: DashboardLayout, focus?: string) => void;
  onRemove: (id: string) => void;
  className?: string;
}

/**
 * The bar above the designer's grid: the selected widget's name and size with buttons to move,
 * resize and remove it (the pointer and touch alternative to its keyboard keys); the keys hint
 * while nothing is selected. It never covers a widget.
 */
export function SelectionToolbar({ widget, layout, onChange, onRemove, className }: SelectionToolbarProps) {
  const frame = cn(
    'flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-popover px-3 py-1.5 text-popover-foreground shadow-sm',
    className,
  );
  if (!widget) {
    return (
      <div className={frame}>
        <p className="text-xs text-muted-foreground" id="designer-keys-hint">
          {DESIGNER_KEYS_HINT}
        </p>
      </div>
    );
  }
  const name = widgetTitle(widget);
  const tool = (label: string, icon: ReactNode, next: DashboardLayout) => (
    <Button
      size="icon"
      variant="ghost"
      className="size-7 sm:size-8 [&_svg]:size-4"
      title={label}
      aria-label={`${label} ${name}`}
      data-tool={`${widget.id}:${label}`}
      disabled={next === layout}
      onClick={() => onChange(next, `[data-tool="${widget.id}:${label}"]`)}
    >
      {icon}
    </Button>
  );
  return (
    <div className={frame} role="toolbar" aria-label={`Arrange ${name}`}>
      <p className="sr-only" id="designer-keys-hint">
        {DESIGNER_KEYS_HINT}
      </p>
      <p className="flex min-w-0 flex-1 basis-40 items-baseline gap-2 text-sm">
        <span className="truncate font-medium">{name}</span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {widget.w}×{widget.h}
          <span className="max-sm:hidden">
            {' '}
            at column {widget.x + 1}, row {widget.y + 1}
          </span>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-0.5">
        {tool('Move left', <ArrowLeft />, nudgeWidget(layout, widget.id, -1, 0))}
        {tool('Move right', <ArrowRight />, nudgeWidget(layout, widget.id, 1, 0))}
        {tool('Move up', <ArrowUp />, nudgeWidget(layout, widget.id, 0, -1))}
        {tool('Move down', <ArrowDown />, nudgeWidget(layout, widget.id, 0, 1))}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        {tool('Narrower', <FoldHorizontal />, resizeWidget(layout, widget.id, widget.w - 1, widget.h))}
        {tool('Wider', <UnfoldHorizontal />, resizeWidget(layout, widget.id, widget.w + 1, widget.h))}
        {tool('Shorter', <FoldVertical />, resizeWidget(layout, widget.id, widget.w, widget.h - 1))}
        {tool('Taller', <UnfoldVertical />, resizeWidget(layout, widget.id, widget.w, widget.h + 1))}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        <Button
          size="icon"
          variant="ghost"
          className="size-7 text-destructive sm:size-8 hover:text-destructive [&_svg]:size-4"
          title="Remove"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(widget.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
