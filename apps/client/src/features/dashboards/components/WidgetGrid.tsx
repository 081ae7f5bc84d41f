import type { DashboardLayout } from '@atrium/schema';
import { cn } from '@atrium/ui';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { gridRows, readingOrder } from '../utils/grid-layout';

export const ROW_HEIGHT = 64;
export const GRID_GAP = 12;

export interface WidgetGridProps {
  layout: DashboardLayout;
  renderWidget: (widget: DashboardLayout[number]) => ReactNode;
  /** Extra rows shown under the widgets (room to drop in the designer). */
  extraRows?: number;
  className?: string;
}

/**
 * The 12-column grid: widgets at their saved x, y, w, h from the `sm` breakpoint; on phones one
 * column in reading order, so nothing scrolls sideways.
 */
export const WidgetGrid = forwardRef<HTMLDivElement, WidgetGridProps>(function WidgetGrid(
  { layout, renderWidget, extraRows = 0, className },
  ref,
) {
  const rows = Math.max(1, gridRows(layout) + extraRows);
  return (
    <div
      ref={ref}
      data-testid="widget-grid"
      className={cn('flex flex-col gap-3 sm:grid sm:grid-cols-12', className)}
      style={{ gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT}px)`, gap: GRID_GAP } as CSSProperties}
    >
      {readingOrder(layout).map((widget) => (
        <div
          key={widget.id}
          className="flex min-w-0 flex-col sm:block sm:[grid-column:var(--col)] sm:[grid-row:var(--row)]"
          style={
            {
              '--col': `${widget.x + 1} / span ${widget.w}`,
              '--row': `${widget.y + 1} / span ${widget.h}`,
            } as CSSProperties
          }
        >
          {renderWidget(widget)}
        </div>
      ))}
    </div>
  );
});
