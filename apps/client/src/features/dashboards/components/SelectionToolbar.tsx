import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardLayout, DashboardWidget } from '@atrium/schema';
import { Button, cn, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@atrium/ui';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  FoldHorizontal,
  FoldVertical,
  Info,
  Trash2,
  UnfoldHorizontal,
  UnfoldVertical,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  nudgeWidget,
  resizeWidget,
  whyMoveRefused,
  whyResizeRefused,
  type LayoutRefusal,
} from '../utils/grid-layout';
import { refusalMessage } from '../utils/layout-announcements';
import { widgetTitle } from './WidgetBody';
import { msg } from '@lingui/core/macro';

export const DESIGNER_KEYS_HINT = msg`Select a widget by its title bar. Arrow keys move it, Shift + arrow keys resize it, Enter opens its settings, Delete removes it.`;

export interface SelectionToolbarProps {
  widget: DashboardWidget | null;
  layout: DashboardLayout;
  /** A new layout, and a control to focus once it is on screen. */
  onChange: (layout: DashboardLayout, focus?: string) => void;
  onRemove: (id: string) => void;
  /** A tool that can do nothing now was pressed: why (the widget's id, the reason). */
  onRefused: (id: string, reason: string) => void;
  /** Why the selected widget's last move or resize did nothing, shown under its name. */
  refusal?: string | null;
  className?: string;
}

/**
 * The bar above the designer's grid: the selected widget's name and size with buttons to move,
 * resize and remove it (the pointer and touch alternative to its keyboard keys); the keys hint
 * while nothing is selected. It never covers a widget.
 *
 * A tool that can do nothing now (Wider with a neighbour in the way, Left at the grid's edge) is
 * `aria-disabled`, not `disabled`: it stays focusable, its reason is its description (read with
 * it) and its tooltip (on hover and on focus), and pressing it only says that reason again.
 */
export function SelectionToolbar({
  widget,
  layout,
  onChange,
  onRemove,
  onRefused,
  refusal,
  className,
}: SelectionToolbarProps) {
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
  const nameOf = (other: DashboardWidget) => widgetTitle(other, i18n);
  /**
   * `id` names the tool in `data-tool` (refocused after a move); `label` is what people read;
   * `why` says why it does nothing now (null when it acts).
   */
  const tool = (
    id: string,
    label: string,
    icon: ReactNode,
    next: DashboardLayout,
    why: LayoutRefusal | null,
  ) => {
    const off = next === layout;
    const reason = off && why ? refusalMessage(i18n, why, name, nameOf) : null;
    return (
      <Tool
        key={id}
        label={label}
        name={t`${label} ${name}`}
        reason={reason}
        reasonId={`designer-tool-${id}-reason`}
        off={off}
        tool={`${widget.id}:${id}`}
        onClick={() => {
          if (!off) onChange(next, `[data-tool="${widget.id}:${id}"]`);
          else if (reason) onRefused(widget.id, reason);
        }}
      >
        {icon}
      </Tool>
    );
  };
  return (
    <TooltipProvider>
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
          {tool(
            'left',
            t`Move left`,
            <ArrowLeft />,
            nudgeWidget(layout, widget.id, -1, 0),
            whyMoveRefused(layout, widget.id, -1, 0),
          )}
          {tool(
            'right',
            t`Move right`,
            <ArrowRight />,
            nudgeWidget(layout, widget.id, 1, 0),
            whyMoveRefused(layout, widget.id, 1, 0),
          )}
          {tool(
            'up',
            t`Move up`,
            <ArrowUp />,
            nudgeWidget(layout, widget.id, 0, -1),
            whyMoveRefused(layout, widget.id, 0, -1),
          )}
          {tool(
            'down',
            t`Move down`,
            <ArrowDown />,
            nudgeWidget(layout, widget.id, 0, 1),
            whyMoveRefused(layout, widget.id, 0, 1),
          )}
          <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
          {tool(
            'narrower',
            t`Narrower`,
            <FoldHorizontal />,
            resizeWidget(layout, widget.id, widget.w - 1, widget.h),
            whyResizeRefused(layout, widget.id, -1, 0),
          )}
          {tool(
            'wider',
            t`Wider`,
            <UnfoldHorizontal />,
            resizeWidget(layout, widget.id, widget.w + 1, widget.h),
            whyResizeRefused(layout, widget.id, 1, 0),
          )}
          {tool(
            'shorter',
            t`Shorter`,
            <FoldVertical />,
            resizeWidget(layout, widget.id, widget.w, widget.h - 1),
            whyResizeRefused(layout, widget.id, 0, -1),
          )}
          {tool(
            'taller',
            t`Taller`,
            <UnfoldVertical />,
            resizeWidget(layout, widget.id, widget.w, widget.h + 1),
            whyResizeRefused(layout, widget.id, 0, 1),
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
        {refusal ? (
          // Said in the designer's live region already: this is the same reason for the eyes.
          <p
            className="flex basis-full items-start gap-1.5 text-xs text-warning"
            data-testid="designer-refusal"
          >
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>{refusal}</span>
          </p>
        ) : null}
      </div>
    </TooltipProvider>
  );
}

/**
 * One move or resize tool with its tooltip (its label, and why it does nothing now). `off`: it
 * can do nothing, so it is `aria-disabled` (still focusable) and `reason` is its description. The
 * reason is read once: the button's own description while the tooltip is closed, the tooltip's
 * hidden copy (Radix's `aria-describedby` while open) when it is open.
 */
function Tool({
  label,
  name,
  reason,
  reasonId,
  off,
  tool,
  onClick,
  children,
}: {
  label: string;
  name: string;
  reason: string | null;
  reasonId: string;
  off: boolean;
  tool: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <Button
          size="icon"
          variant="ghost"
          className="size-7 sm:size-8 aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed [&_svg]:size-4"
          aria-label={name}
          aria-disabled={off || undefined}
          aria-describedby={reason && !open ? reasonId : undefined}
          data-tool={tool}
          onClick={onClick}
        >
          {children}
        </Button>
      </TooltipTrigger>
      {reason ? (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      ) : null}
      <TooltipContent aria-label={reason ?? label}>
        <p className="font-medium">{label}</p>
        {reason ? <p className="text-muted-foreground">{reason}</p> : null}
      </TooltipContent>
    </Tooltip>
  );
}
