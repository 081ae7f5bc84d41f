import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export interface AppFrameProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Top bar content: product mark, breadcrumbs, search, user menu. */
  header?: ReactNode;
  /** Drawn at the start of the top bar, before `header` (AppShell's drawer button). */
  headerStart?: ReactNode;
  /** Navigation, as a column from md up (AppShell adds the drawer below md). */
  sidebar?: ReactNode;
  /** Accessible name of the sidebar landmark (needed with `sidebar`). */
  sidebarLabel?: string;
  /** Page content. */
  children: ReactNode;
  footer?: ReactNode;
  /** id of <main>, the target of the skip link. */
  mainId?: string;
  mainClassName?: string;
  /** Extra classes for the top bar (e.g. `h-auto` for a two-row header on phones). */
  headerClassName?: string;
}

/**
 * The application frame without the drawer: skip link, sticky top bar, optional sidebar column
 * and footer. Nothing in it is wider than the viewport, so a 375 px phone never scrolls sideways.
 *
 * A frame with no sidebar (the public pages: landing, sign-in) uses it directly: AppShell adds a
 * Radix dialog for its drawer, whose code (dialog, focus scope, scroll lock, dismissable layer,
 * presence: three chunks) the first page of a cold visit then neither downloads nor runs.
 */
export function AppFrame({
  header,
  headerStart,
  sidebar,
  sidebarLabel,
  children,
  footer,
  mainId = 'main-content',
  mainClassName,
  headerClassName,
  className,
  ...props
}: AppFrameProps) {
  const hasSidebar = sidebar !== undefined && sidebar !== null;
  const [bar, setBar] = useState<HTMLElement | null>(null);
  // The top bar's height, as --app-header-height on the frame: a form field focused by the app
  // (the first error after a refused submit) scrolls into view with its label below the bar
  // instead of under it (styles.css). Measured: the public bar wraps to two rows on phones.
  useLayoutEffect(() => {
    const frame = bar?.parentElement;
    if (!bar || !frame) return;
    const measure = () => frame.style.setProperty('--app-header-height', `${bar.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      frame.style.removeProperty('--app-header-height');
    };
  }, [bar]);
  return (
    <div
      data-slot="app-shell"
      className={cn('flex min-h-dvh w-full min-w-0 flex-col bg-background', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {header !== undefined || hasSidebar ? (
        <header
          ref={setBar}
          data-slot="app-shell-header"
          className={cn(
            'sticky top-0 z-40 flex h-14 w-full min-w-0 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6',
            headerClassName,
          )}
        >
          {headerStart}
          <div className="flex min-w-0 flex-1 items-center gap-2">{header}</div>
        </header>
      ) : null}
      <div className="flex w-full min-w-0 flex-1">
        {hasSidebar ? (
          <aside
            aria-label={sidebarLabel}
            data-slot="app-shell-sidebar"
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 flex-col overflow-y-auto border-r bg-background md:flex"
          >
            {sidebar}
          </aside>
        ) : null}
        <main id={mainId} tabIndex={-1} className={cn('min-w-0 flex-1 outline-none', mainClassName)}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
