import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { AppFrame, type AppFrameProps } from './app-frame';

/** Tailwind's `md` breakpoint: from here up the sidebar is a column, below it a drawer. */
const DESKTOP_QUERY = '(min-width: 48rem)';

export interface AppShellProps extends Omit<AppFrameProps, 'headerStart'> {
  /** Navigation. A column from md up; a drawer opened from the top bar below md. */
  sidebar?: ReactNode;
  /** Accessible name of the sidebar landmark and drawer. */
  sidebarLabel?: string;
  /** Control the drawer (for example to close it after navigating); uncontrolled when omitted. */
  sidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
}

/**
 * The application frame ({@link AppFrame}) with a drawer: below md the sidebar opens from a
 * button in the top bar (a Radix dialog). A frame without a sidebar needs none of it: use
 * AppFrame, which leaves the dialog's code out of the page's chunks.
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
      <AppFrame
        header={header}
        headerStart={
          hasSidebar ? (
            <DialogPrimitive.Trigger
              aria-label={t`Open ${sidebarName}`}
              className="-ml-1.5 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring md:hidden"
            >
              <Menu className="size-5" aria-hidden="true" />
            </DialogPrimitive.Trigger>
          ) : null
        }
        sidebar={sidebar}
        sidebarLabel={sidebarLabel}
        footer={footer}
        mainId={mainId}
        mainClassName={mainClassName}
        headerClassName={headerClassName}
        className={className}
        {...props}
      >
        {children}
      </AppFrame>
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
