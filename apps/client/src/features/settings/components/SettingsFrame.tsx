import { cn, PageHeader, useHiddenEdges } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronLeft, ShieldCheck, SlidersHorizontal, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouteSet } from '@/routing/useRouteSet';
import { namedPath } from '@/routing/navigation/route-paths';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useNavigationItems } from '@/features/shell/useNavigationItems';
import { allNodes, menuFromItems } from '@/features/shell/utils/menu-tree';

interface SettingsSection {
  /** Shown in the reader's language: `i18n._(label)`. */
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Route names, by preference: the first that exists is the link; any of them marks it current. */
  routes: readonly string[];
}

/** The settings sections, in the order of the seeded menu (seeds/navigation.json). Each is a route row; a section whose rows are missing is not shown. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.freeze([
  { label: msg`Profile`, icon: UserRound, routes: ['settings_profile', 'profile'] },
  { label: msg`Preferences`, icon: SlidersHorizontal, routes: ['settings_preferences'] },
  { label: msg`Security`, icon: ShieldCheck, routes: ['security'] },
  { label: msg`Members`, icon: Users, routes: ['settings_members'] },
]);

export interface SettingsFrameProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The settings pages' frame: the page header, then the section nav — a vertical list beside the
 * content on wide screens, a horizontally scrolling tab strip above it on narrow ones. Links are
 * plain anchors (Tab / Enter), the current one carries aria-current="page".
 *
 * The nav is shown once: not on the overview (its cards are the sections), and not beside the
 * sidebar (from md up) when the sidebar's menu already links every section — the seeded menu does;
 * an admin who takes them out of the menu gets the list back here.
 */
export function SettingsFrame({ title, description, actions, children }: SettingsFrameProps) {
  const { routes } = useRouteSet();
  const settingsPath = namedPath(routes, 'settings');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isOverview = settingsPath !== null && pathname === settingsPath;
  return (
    <PageContainer className="max-w-5xl gap-6 lg:gap-8">
      <PageHeader
        eyebrow={
          isOverview ? undefined : settingsPath ? (
            <Link
              to={settingsPath}
              className="inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* A way back up (the top bar holds the breadcrumbs): the chevron points back. */}
              <ChevronLeft aria-hidden="true" className="size-3.5" />
              <Trans>Settings</Trans>
            </Link>
          ) : (
            <Trans>Settings</Trans>
          )
        }
        title={title}
        description={description}
        actions={actions}
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
        {isOverview ? null : <SettingsNav pathname={pathname} />}
        <div className="flex min-w-0 flex-1 flex-col gap-6" data-testid="settings-content">
          {children}
        </div>
      </div>
    </PageContainer>
  );
}

function SettingsNav({ pathname }: { pathname: string }) {
  const { routes } = useRouteSet();
  const { t } = useLingui();
  const items = SETTINGS_SECTIONS.flatMap((section) => {
    const paths = section.routes
      .map((name) => namedPath(routes, name))
      .filter((p): p is string => p !== null);
    if (paths.length === 0) return [];
    return [{ ...section, path: paths[0], current: paths.includes(pathname) }];
  });
  // Settings pages are outside zones: the menu outside zones is the one beside them.
  const { items: menuItems } = useNavigationItems(null);
  const menuHrefs = useMemo(
    () => new Set(allNodes(menuFromItems(menuItems)).map(({ node }) => node.href)),
    [menuItems],
  );
  const inSidebar = items.length > 0 && items.every((item) => menuHrefs.has(item.path));
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const edges = useHiddenEdges(list, items.length);
  // Narrow, the current tab is scrolled into the row's view (Members, last, in Japanese).
  useEffect(() => {
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft; // the row is its offset parent (relative)
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [list, pathname]);

  return (
    <nav
      aria-label={t`Settings sections`}
      data-in-sidebar={inSidebar || undefined}
      className="-mx-4 border-b data-[in-sidebar]:md:hidden px-4 sm:-mx-6 sm:px-6 lg:sticky lg:top-20 lg:mx-0 lg:w-52 lg:shrink-0 lg:border-b-0 lg:px-0"
    >
      {/* Narrow: one row of tabs, each label whole on one line. A translation too long for the
          screen (ja) scrolls the row within itself, never the page, and the row fades out at the
          edge where a tab is hidden, so it reads as scrollable (as the zone tabs do); it wrapped
          onto a second row before, which read as two rows of tabs. */}
      <ul
        ref={setList}
        data-hidden-start={edges.start || undefined}
        data-hidden-end={edges.end || undefined}
        className={cn(
          'relative flex gap-x-1 overflow-x-auto lg:flex-col lg:overflow-visible',
          'max-lg:data-[hidden-start]:[--edge-fade-start:1.5rem] max-lg:data-[hidden-end]:[--edge-fade-end:1.5rem]',
          'max-lg:data-[hidden-start]:edge-fade-x max-lg:data-[hidden-end]:edge-fade-x',
        )}
      >
        {items.map(({ label, icon: Icon, path, current }) => (
          <li key={path} className="shrink-0">
            <Link
              to={path}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 text-sm whitespace-nowrap transition-colors outline-none',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                // Narrow: tabs underlined when current. Wide: a vertical list with a filled current item.
                'border-b-2 px-2.5 py-2.5 sm:px-3 lg:rounded-md lg:border-b-0 lg:px-2.5 lg:py-2',
                current
                  ? 'border-primary font-medium text-foreground lg:bg-accent lg:text-accent-foreground [&_svg]:text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground lg:hover:bg-accent/60',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
