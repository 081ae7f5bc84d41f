import { Trans, useLingui } from '@lingui/react/macro';
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
import { msg } from '@lingui/core/macro';

export const DESIGNER_KEYS_HINT = msg`Select a widget by its title bar. Arrow keys move it, Shift + arrow keys resize it, Enter opens its settings, Delete removes it.`;

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
  const { t, i18n } = useLingui();
  if (!widget) {
    return (
      <div className={frame}>
        <p className="text-xs text-muted-foreground" id="designer-keys-hint">
          {t(DESIGNER_KEYS_HINT)}
        </p>
      </div>
    );
  }
  const name = widgetTitle(widget, i18n);
  const column = widget.x + 1;
  const row = widget.y + 1;
  /** `id` names the tool in `data-tool` (refocused after a move); `label` is what people read. */
  const tool = (id: string, label: string, icon: ReactNode, next: DashboardLayout) => (
    <Button
      size="icon"
      variant="ghost"
      className="size-7 sm:size-8 [&_svg]:size-4"
      title={label}
      aria-label={t`${label} ${name}`}
      data-tool={`${widget.id}:${id}`}
      disabled={next === layout}
      onClick={() => onChange(next, `[data-tool="${widget.id}:${id}"]`)}
    >
      {icon}
    </Button>
  );
  return (
    <div className={frame} role="toolbar" aria-label={t`Arrange ${name}`}>
      <p className="sr-only" id="designer-keys-hint">
        {t(DESIGNER_KEYS_HINT)}
      </p>
      <p className="flex min-w-0 flex-1 basis-40 items-baseline gap-2 text-sm">
        <span className="truncate font-medium">{name}</span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {widget.w}×{widget.h}
          <span className="max-sm:hidden">
            {' '}
            <Trans>
              at column {column}, row {row}
            </Trans>
          </span>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-0.5">
        {tool('left', t`Move left`, <ArrowLeft />, nudgeWidget(layout, widget.id, -1, 0))}
        {tool('right', t`Move right`, <ArrowRight />, nudgeWidget(layout, widget.id, 1, 0))}
        {tool('up', t`Move up`, <ArrowUp />, nudgeWidget(layout, widget.id, 0, -1))}
        {tool('down', t`Move down`, <ArrowDown />, nudgeWidget(layout, widget.id, 0, 1))}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        {tool(
          'narrower',
          t`Narrower`,
          <FoldHorizontal />,
          resizeWidget(layout, widget.id, widget.w - 1, widget.h),
        )}
        {tool(
          'wider',
          t`Wider`,
          <UnfoldHorizontal />,
          resizeWidget(layout, widget.id, widget.w + 1, widget.h),
        )}
        {tool(
          'shorter',
          t`Shorter`,
          <FoldVertical />,
          resizeWidget(layout, widget.id, widget.w, widget.h - 1),
        )}
        {tool(
          'taller',
          t`Taller`,
          <UnfoldVertical />,
          resizeWidget(layout, widget.id, widget.w, widget.h + 1),
        )}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        <Button
          size="icon"
          variant="ghost"
          className="size-7 text-destructive sm:size-8 hover:text-destructive [&_svg]:size-4"
          title={t`Remove`}
          aria-label={t`Remove ${name}`}
          onClick={() => onRemove(widget.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
