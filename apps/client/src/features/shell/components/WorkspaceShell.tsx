import { AppShell, ThemeToggle } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ProductMark } from '@/components/ProductMark';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { warmOfflineFallbacks } from '@/routing/warm-offline-fallbacks';
import { UnverifiedEmailBanner } from '@/features/auth/components/UnverifiedEmailBanner';
import { onTreeKeyDown } from '../hooks/tree-keyboard';
import { useNavigationItems } from '../useNavigationItems';
import { menuFromItems } from '../utils/menu-tree';
import { MenuSection } from './MenuSection';
import { TopBarBreadcrumbs } from './TopBarBreadcrumbs';
import { UserMenu } from './UserMenu';
import { ZoneMenuSection } from './ZoneMenuSection';
import { ZoneSwitcher } from './ZoneSwitcher';

const CommandPalette = lazy(() => import('./CommandPalette'));

export interface WorkspaceShellProps {
  /** The routes table's layout name this page asked for (Admin, Authenticated, Zone, Main…). */
  'data-layout': string;
  children: ReactNode;
}

/** Ctrl+K (⌘K on a Mac) opens the command palette. */
function isPaletteShortcut(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * The one frame of every signed-in page. Sidebar (a drawer on phones, opened by the menu button
 * in the top bar and closed after navigating): the zone switcher, the main menu from the
 * navigation table, and under the current zone its hubs with their modules and dashboards. Top
 * bar: the product mark, the breadcrumbs (the only ones on the page), search (the command
 * palette, Ctrl/⌘+K), theme and the account menu. The routes table's layout names choose
 * variations inside it, never another frame.
 */
export function WorkspaceShell({ children, ...props }: WorkspaceShellProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [palette, setPalette] = useState<'never' | 'open' | 'closed'>('never');
  // Where focus goes back to when the palette closes (the search button, a menu link…).
  const beforePalette = useRef<HTMLElement | null>(null);
  // The palette's code is fetched when it is first asked for. Keys typed before it has arrived
  // (Ctrl+K then straight on with the name) are kept here and become its search, instead of
  // being lost or landing in whatever had focus; Esc meanwhile cancels it. The flag is set in the
  // same event that asks for the palette, not by an effect after the next render: keys typed
  // before that effect ran were lost on a busy machine.
  const paletteLoaded = useRef(false);
  const awaitingPalette = useRef(false);
  const typedEarly = useRef('');
  const takeTypedEarly = () => {
    const typed = typedEarly.current;
    typedEarly.current = '';
    return typed;
  };
  const askForPalette = () => {
    if (!paletteLoaded.current) awaitingPalette.current = true;
    setPalette('open');
  };
  const openPalette = () => {
    if (document.activeElement instanceof HTMLElement) beforePalette.current = document.activeElement;
    askForPalette();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!awaitingPalette.current) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest('[cmdk-root]')) return;
      if (event.key === 'Escape') {
        awaitingPalette.current = false;
        typedEarly.current = '';
        setPalette('closed');
      } else if (event.key === 'Backspace') {
        typedEarly.current = typedEarly.current.slice(0, -1);
      } else if (event.key.length === 1) {
        typedEarly.current += event.key;
      } else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { zoneId = null } = useParams({ strict: false }) as { zoneId?: string };
  useEffect(() => setOpen(false), [pathname]);
  // When the page has settled: what keeps this shell on screen if the connection drops later.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warmOfflineFallbacks, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warmOfflineFallbacks, 1000);
    return () => window.clearTimeout(id);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      if (document.activeElement instanceof HTMLElement && !document.activeElement.closest('[role="dialog"]'))
        beforePalette.current = document.activeElement;
      if (awaitingPalette.current) {
        // Ctrl+K again while it loads: asked no more.
        awaitingPalette.current = false;
        typedEarly.current = '';
        setPalette('closed');
        return;
      }
      if (!paletteLoaded.current) {
        // Not asked for yet (before it loads, open means awaited): ask, keeping keys from now on.
        awaitingPalette.current = true;
        setPalette('open');
        return;
      }
      setPalette((state) => (state === 'open' ? 'closed' : 'open'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { items } = useNavigationItems(zoneId);
  const menu = useMemo(() => menuFromItems(items), [items]);

  const navigate = (href: string) => {
    setOpen(false);
    void router.navigate({ href });
  };

  return (
    <AppShell
      data-layout={props['data-layout']}
      sidebarLabel={t`Workspace`}
      // Toasts stack at the foot of the screen (bottom-centre on phones, bottom-right from sm up):
      // every page ends with a band taller than a toast, so its last buttons (a card's Save bar, a
      // danger zone's Delete) can always be scrolled clear of one. Phones get a taller band: their
      // toasts are narrower, so their words take more lines.
      mainClassName="pb-28 sm:pb-24"
      sidebarOpen={open}
      onSidebarOpenChange={setOpen}
      header={
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
          <RouteLink name="dashboard" aria-label={t`Atrium dashboard`} className="shrink-0 rounded-md">
            <ProductMark withName={false} className="[&_svg]:size-7" />
          </RouteLink>
          <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
          <div className="min-w-0 flex-1">
            <TopBarBreadcrumbs />
          </div>
          <button
            type="button"
            onClick={openPalette}
            aria-keyshortcuts="Control+K Meta+K"
            className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-md border bg-background px-2.5 text-sm text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Search className="size-4" aria-hidden="true" />
            {/* The visible words are the name (WCAG 2.5.3); below lg they are read, not shown. */}
            <span className="sr-only lg:not-sr-only">
              <Trans>Search…</Trans>
            </span>
            <kbd
              aria-hidden="true"
              className="hidden rounded border bg-muted px-1.5 font-mono text-[0.7rem] lg:inline"
            >
              <Trans>Ctrl K</Trans>
            </kbd>
          </button>
          <ThemeToggle className="hidden sm:inline-flex" />
          <UserMenu />
        </div>
      }
      sidebar={
        <div className="flex min-h-full flex-col">
          <div className="border-b px-3 py-3">
            <ZoneSwitcher zoneId={zoneId} />
          </div>
          <div className="flex flex-col gap-6 px-3 py-4" onKeyDown={onTreeKeyDown}>
            {/* Inside a zone the zone's part marks where the user is; the main menu only an exact page. */}
            <MenuSection
              label={t`Main menu`}
              nodes={menu}
              pathname={pathname}
              onNavigate={navigate}
              prefix={!zoneId}
            />
            {zoneId ? <ZoneMenuSection zoneId={zoneId} pathname={pathname} onNavigate={navigate} /> : null}
          </div>
        </div>
      }
    >
      <UnverifiedEmailBanner />
      {children}
      {palette !== 'never' ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={palette === 'open'}
            onOpenChange={(next) => setPalette(next ? 'open' : 'closed')}
            returnFocus={() => beforePalette.current?.focus()}
            peekTypedEarly={() => typedEarly.current}
            takeTypedEarly={takeTypedEarly}
            onLoaded={() => {
              paletteLoaded.current = true;
              awaitingPalette.current = false;
            }}
            menu={menu}
            zoneId={zoneId}
          />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
