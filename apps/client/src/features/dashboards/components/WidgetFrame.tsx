import type { DashboardWidget } from '@atrium/schema';
import { cn } from '@atrium/ui';
import type { ReactNode } from 'react';
import { WidgetBody, widgetTitle } from './WidgetBody';

/** A widget in its card: title, body, and (in the designer) tools. */
export function WidgetFrame({
  widget,
  tools,
  handle,
  size,
  className,
}: {
  widget: DashboardWidget;
  tools?: ReactNode;
  handle?: ReactNode;
  size?: string;
  className?: string;
}) {
  return (
    <section
      aria-label={widgetTitle(widget)}
      data-testid="widget"
      data-widget-type={widget.type}
      className={cn(
        'flex h-full flex-col gap-2 overflow-hidden rounded-xl border bg-card p-3 text-card-foreground shadow-xs',
        className,
      )}
    >
      <header className="flex min-w-0 items-center gap-1">
        {handle}
        <h3 className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">
          {widgetTitle(widget)}
        </h3>
        {size ? <span className="text-[11px] text-muted-foreground tabular-nums">{size}</span> : null}
      </header>
      <div className="min-h-0 flex-1 overflow-auto">
        <WidgetBody widget={widget} />
      </div>
      {tools}
    </section>
  );
}
