import type { DashboardLayout } from '@atrium/schema';
import { cn } from '@atrium/ui';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { gridRows, readingOrder, type Rect } from '../utils/grid-layout';

export const ROW_HEIGHT = 64;
export const GRID_GAP = 12;

export interface WidgetGridProps {
  layout: DashboardLayout;
  renderWidget: (widget: DashboardLayout[number]) => ReactNode;
  /** Extra rows shown under the widgets (room to drop in the designer). */
  extraRows?: number;
  /** The place a widget being dropped would take (the designer), outlined on the grid. */
  dropPreview?: Rect | null;
  className?: string;
}

/** A widget's height in pixels for `h` rows (its rows plus the gaps between them). */
export function rowsHeight(h: number): number {
  return h * ROW_HEIGHT + (h - 1) * GRID_GAP;
}

/**
 * The 12-column grid: widgets at their saved x, y, w, h once the grid itself is at least 42 rem
 * wide (a container query: the sidebar and the designer's library take room, so the screen width
 * says little); narrower, one column in reading order (full width, the same height), so nothing
 * is squeezed or scrolls sideways. Descendants can use the `@2xl/grid:` variant for grid mode.
 */
export const WidgetGrid = forwardRef<HTMLDivElement, WidgetGridProps>(function WidgetGrid(
  { layout, renderWidget, extraRows = 0, dropPreview = null, className },
  ref,
) {
  const rows = Math.max(1, gridRows(layout) + extraRows, dropPreview ? dropPreview.y + dropPreview.h : 0);
  return (
    <div className={cn('@container/grid', className)}>
      <div
        ref={ref}
        data-testid="widget-grid"
        className="flex flex-col @2xl/grid:grid @2xl/grid:grid-cols-12"
        style={{ gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT}px)`, gap: GRID_GAP } as CSSProperties}
      >
        {readingOrder(layout).map((widget) => (
          <div
            key={widget.id}
            className="h-(--height) min-w-0 @2xl/grid:h-auto @2xl/grid:[grid-column:var(--col)] @2xl/grid:[grid-row:var(--row)]"
            style={
              {
                '--col': `${widget.x + 1} / span ${widget.w}`,
                '--row': `${widget.y + 1} / span ${widget.h}`,
                '--height': `${rowsHeight(widget.h)}px`,
              } as CSSProperties
            }
          >
            {renderWidget(widget)}
          </div>
        ))}
        {dropPreview ? (
          <div
            data-testid="drop-preview"
            aria-hidden="true"
            className="pointer-events-none hidden rounded-xl border-2 border-dashed border-primary bg-primary/10 @2xl/grid:block"
            style={{
              gridColumn: `${dropPreview.x + 1} / span ${dropPreview.w}`,
              gridRow: `${dropPreview.y + 1} / span ${dropPreview.h}`,
            }}
          />
        ) : null}
      </div>
    </div>
  );
});
