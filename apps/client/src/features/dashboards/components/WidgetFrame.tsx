import { useLingui } from '@lingui/react/macro';
import type { DashboardWidget } from '@atrium/schema';
import { cn } from '@atrium/ui';
import { memo, useRef, type ReactNode } from 'react';
import { useOverflowHint } from '../hooks/useOverflowHint';
import { WidgetBody, widgetTitle } from './WidgetBody';

/**
 * A widget in its card: title and body, and in the designer a drag handle, its size and actions.
 * The card is a container (`@container`) and the body a size container, so widget content sizes
 * itself from the box it gets rather than from the screen. Memoised: the dashboard page renders
 * again on every query it reads (zone, hub, abilities…), and its 20 widgets with it (about ten
 * times each while a dashboard opens); a widget renders again only when its own props or data
 * change.
 */
export const WidgetFrame = memo(function WidgetFrame({
  widget,
  actions,
  handle,
  size,
  className,
  preview = false,
  onConfigure,
}: {
  widget: DashboardWidget;
  /** A preview (in the settings dialog), not a widget of the grid. */
  preview?: boolean;
  actions?: ReactNode;
  /** The designer's drag handle, wrapping the title (the whole title bar drags the widget). */
  handle?: (title: ReactNode) => ReactNode;
  size?: string;
  className?: string;
  /** Opens the widget's settings (the designer), offered by widgets that still need a choice. */
  onConfigure?: () => void;
}) {
  const body = useRef<HTMLDivElement>(null);
  const { overflows, more } = useOverflowHint(body);
  const { i18n } = useLingui();
  const title = widgetTitle(widget, i18n);
  return (
    <section
      aria-label={title}
      data-testid={preview ? 'widget-preview' : 'widget'}
      data-widget-type={widget.type}
      className={cn(
        '@container flex h-full min-h-0 flex-col gap-2 overflow-hidden rounded-xl border bg-card p-3 text-card-foreground shadow-xs @max-[10rem]:px-2',
        className,
      )}
    >
      <header className={cn('flex min-w-0 shrink-0 items-center gap-1', (handle || actions) && '-my-1')}>
        {handle ? (
          handle(<span className="min-w-0 flex-1 truncate text-left">{title}</span>)
        ) : (
          <h2 className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">{title}</h2>
        )}
        {size ? (
          <span className="shrink-0 text-[11px] text-muted-foreground tabular-nums @max-[10rem]:hidden">
            {size}
          </span>
        ) : null}
        {actions}
      </header>
      <div
        ref={body}
        // Content taller than the card scrolls (keyboard too) and fades out while there is more.
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows || undefined}
        className={cn(
          'relative min-h-0 flex-1 overflow-auto rounded-sm outline-none [container-type:size] focus-visible:ring-2 focus-visible:ring-ring',
          more && '[mask-image:linear-gradient(to_bottom,black_calc(100%-1.75rem),transparent)]',
        )}
      >
        <WidgetBody widget={widget} onConfigure={onConfigure} />
      </div>
    </section>
  );
});
