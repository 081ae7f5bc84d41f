import { AppShell, cn, ThemeToggle } from '@atrium/ui';
import { Link, useParams, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { ProductMark } from '../components/ProductMark';
import { TopBarBreadcrumbs } from '../features/shell/components/TopBarBreadcrumbs';
import { UserMenu } from '../features/shell/components/UserMenu';
import { useEntityNames } from '../features/shell/hooks/useEntityNames';
import { shortId } from '../features/shell/utils/route-navigation';
import { RouteLink } from '../routing/navigation/RouteLink';
import { namedPath } from '../routing/navigation/route-paths';
import { useRouteSet } from '../routing/useRouteSet';

/**
 * Full-width work surfaces (a module): top bar, then a horizontal menu of the places around
 * the page (zone, hub, module), then the page.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const { routes } = useRouteSet();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const names = useEntityNames(params);
  const tabs = useMemo(() => {
    const { zoneId, hubId, moduleId } = params;
    const list: { label: string; path: string | null }[] = [];
    if (zoneId)
      list.push({
        label: names[zoneId] ?? `Zone ${shortId(zoneId)}`,
        path: namedPath(routes, 'zone_dashboard', { zoneId }),
      });
    if (zoneId && hubId)
      list.push({
        label: names[hubId] ?? `Hub ${shortId(hubId)}`,
        path: namedPath(routes, 'hub_view', { zoneId, hubId }),
      });
    if (zoneId && hubId && moduleId) {
      list.push({
        label: names[moduleId] ?? `Module ${shortId(moduleId)}`,
        path: namedPath(routes, 'module_view', { zoneId, hubId, moduleId }),
      });
    }
    return list.filter((tab): tab is { label: string; path: string } => tab.path !== null);
  }, [routes, params, names]);

  return (
    <AppShell
      data-layout="Main"
      header={
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <RouteLink name="dashboard" aria-label="Atrium dashboard" className="shrink-0 rounded-md">
            <ProductMark withName={false} />
          </RouteLink>
          <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
          <div className="min-w-0 flex-1">
            <TopBarBreadcrumbs />
          </div>
          <ThemeToggle className="hidden sm:inline-flex" />
          <UserMenu />
        </div>
      }
    >
      {tabs.length > 0 ? (
        <nav aria-label="Context" className="border-b bg-muted/30">
          <ul className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-1 sm:px-3">
            {tabs.map((tab) => {
              const active = tab.path === pathname;
              return (
                <li key={tab.path} className="shrink-0">
                  <Link
                    to={tab.path}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'border-primary font-medium text-foreground'
                        : 'border-transparent text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {children}
    </AppShell>
  );
}
