import { AppShell, ThemeToggle } from '@atrium/ui';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { ProductMark } from '../../../components/ProductMark';
import { UnverifiedEmailBanner } from '../../auth/components/UnverifiedEmailBanner';
import { RouteLink } from '../../../routing/navigation/RouteLink';
import { SidebarNav, type SidebarSection } from './SidebarNav';
import { TopBarBreadcrumbs } from './TopBarBreadcrumbs';
import { UserMenu } from './UserMenu';

export interface WorkspaceShellProps {
  /** Accessible name of the sidebar and its menu ("Workspace", "Administration"). */
  label: string;
  sections: SidebarSection[];
  /** Above the menu (a zone switcher, a back link). */
  sidebarTop?: ReactNode;
  /** Under the top bar, above the page (a horizontal menu). */
  subHeader?: ReactNode;
  children: ReactNode;
  'data-layout': string;
}

/**
 * The signed-in frame: sidebar with the menu (a drawer on phones, closed after navigating),
 * top bar with the product mark, breadcrumbs, theme and the account menu.
 */
export function WorkspaceShell({
  label,
  sections,
  sidebarTop,
  subHeader,
  children,
  ...props
}: WorkspaceShellProps) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setOpen(false), [pathname]);

  return (
    <AppShell
      data-layout={props['data-layout']}
      sidebarLabel={label}
      sidebarOpen={open}
      onSidebarOpenChange={setOpen}
      header={
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <RouteLink name="dashboard" aria-label="Atrium dashboard" className="shrink-0 rounded-md">
            <ProductMark withName={false} className="[&_svg]:size-7" />
          </RouteLink>
          <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
          <div className="min-w-0 flex-1">
            <TopBarBreadcrumbs />
          </div>
          <ThemeToggle className="hidden sm:inline-flex" />
          <UserMenu />
        </div>
      }
      sidebar={
        <div className="flex min-h-full flex-col">
          {sidebarTop ? <div className="border-b px-3 py-3">{sidebarTop}</div> : null}
          <SidebarNav sections={sections} label={label} onNavigate={() => setOpen(false)} />
        </div>
      }
    >
      <UnverifiedEmailBanner />
      {subHeader}
      {children}
    </AppShell>
  );
}
