import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

/** Tailwind's `md` breakpoint: from here up the sidebar is a column, below it a drawer. */
const DESKTOP_QUERY = '(min-width: 48rem)';

export interface AppShellProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Top bar content: product mark, breadcrumbs, search, user menu. */
  header?: ReactNode;
  /** Navigation. A column from md up; a drawer opened from the top bar below md. */
  sidebar?: ReactNode;
  /** Page content. */
  children: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the sidebar landmark and drawer. */
  sidebarLabel?: string;
  /** Control the drawer (for example to close it after navigating); uncontrolled when omitted. */
  sidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
  /** id of <main>, the target of the skip link. */
  mainId?: string;
  mainClassName?: string;
  /** Extra classes for the top bar (e.g. `h-auto` for a two-row header on phones). */
  headerClassName?: string;
}

/**
 * The application frame: skip link, sticky top bar, optional sidebar and footer. Nothing in
 * it is wider than the viewport, so a 375 px phone never scrolls sideways.
 */
export function AppShell({
  header,
  sidebar,
  children,
  footer,
  sidebarLabel: sidebarLabelProp,
  sidebarOpen,
  onSidebarOpenChange,
  mainId = 'main-content',
  mainClassName,
  headerClassName,
  className,
  ...props
}: AppShellProps) {
  const { t, i18n } = useLingui();
  const sidebarLabel = sidebarLabelProp ?? t`Navigation`;
  // "Open navigation" in English; German nouns keep their capital ("Arbeitsbereich öffnen").
  const sidebarName = i18n.locale.startsWith('en') ? sidebarLabel.toLowerCase() : sidebarLabel;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = sidebarOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setUncontrolledOpen(next);
    onSidebarOpenChange?.(next);
  };

  // The drawer only exists below md: close it when the window grows past the breakpoint.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  });

  const hasSidebar = sidebar !== undefined && sidebar !== null;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
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
            data-slot="app-shell-header"
            className={cn(
              'sticky top-0 z-40 flex h-14 w-full min-w-0 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6',
              headerClassName,
            )}
          >
            {hasSidebar ? (
              <DialogPrimitive.Trigger
                aria-label={t`Open ${sidebarName}`}
                className="-ml-1.5 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring md:hidden"
              >
                <Menu className="size-5" aria-hidden="true" />
              </DialogPrimitive.Trigger>
            ) : null}
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
      {hasSidebar ? (
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] md:hidden" />
          <DialogPrimitive.Content
            data-slot="app-shell-drawer"
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-background shadow-lg outline-none md:hidden"
          >
            <div className="flex h-14 shrink-0 items-center justify-between border-b px-4">
              <DialogPrimitive.Title className="text-sm font-semibold">{sidebarLabel}</DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label={t`Close ${sidebarName}`}
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">{sidebar}</div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      ) : null}
    </DialogPrimitive.Root>
  );
}
