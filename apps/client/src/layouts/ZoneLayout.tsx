import { ArrowLeft, Building } from 'lucide-react';
import { useParams } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { SidebarSection } from '../features/shell/components/SidebarNav';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';
import { shortId } from '../features/shell/utils/route-navigation';
import { RouteLink } from '../routing/navigation/RouteLink';
import { namedPath } from '../routing/navigation/route-paths';
import { useRouteSet } from '../routing/useRouteSet';

/** Inside a zone: the zone's menu (overview, the open hub) with a way back to all zones. */
export function ZoneLayout({ children }: { children: ReactNode }) {
  const { routes } = useRouteSet();
  const { zoneId, hubId } = useParams({ strict: false }) as { zoneId?: string; hubId?: string };
  const sections = useMemo<SidebarSection[]>(() => {
    if (!zoneId) return [];
    const overview = namedPath(routes, 'zone_dashboard', { zoneId });
    const hub = hubId ? namedPath(routes, 'hub_view', { zoneId, hubId }) : null;
    return [
      { title: 'Zone', items: overview ? [{ name: 'zone_dashboard', path: overview, label: 'Overview' }] : [] },
      {
        title: 'Hubs',
        items: hub && hubId ? [{ name: 'hub_view', path: hub, label: `Hub ${shortId(hubId)}` }] : [],
        empty: 'The hubs of this zone will be listed here.',
      },
    ];
  }, [routes, zoneId, hubId]);

  return (
    <WorkspaceShell
      data-layout="Zone"
      label="Zone"
      sections={sections}
      sidebarTop={
        <div className="flex flex-col gap-2">
          <RouteLink
            name="zones"
            className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All zones
          </RouteLink>
          {zoneId ? (
            <p className="flex min-w-0 items-center gap-2 px-2 text-sm font-medium">
              <Building className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">Zone {shortId(zoneId)}</span>
            </p>
          ) : null}
        </div>
      }
    >
      {children}
    </WorkspaceShell>
  );
}
