import type { Dashboard, DashboardLayout, Hub, Zone } from '@atrium/schema';
import { Badge, Button, Card, CardContent, EmptyState, PageHeader, Skeleton } from '@atrium/ui';
import { LayoutDashboard, Pencil, Save, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../api/http';
import { WidgetFrame } from '../../features/dashboards/components/WidgetFrame';
import { WidgetGrid } from '../../features/dashboards/components/WidgetGrid';
import { useDashboard } from '../../features/dashboards/hooks/useDashboard';
import { useSaveDashboardLayout } from '../../features/dashboards/hooks/useSaveDashboardLayout';
import { HubLoader } from '../../features/hubs/components/HubLoader';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { QueryErrorCard } from '../../features/zones/components/QueryErrorCard';
import { useZoneAbilities } from '../../features/zones/hooks/useZoneAbilities';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RouteLink } from '../../routing/navigation/RouteLink';
import { AccessDenied } from '../../routing/screens/AccessDenied';

const DashboardDesigner = lazy(() =>
  import('../../features/dashboards/components/DashboardDesigner').then((m) => ({
    default: m.DashboardDesigner,
  })),
);

export interface DashboardViewPageProps {
  zoneId?: string;
  hubId?: string;
  dashboardId?: string;
}

/** A hub dashboard (dashboard_view): the saved widget grid, and the designer for editors. */
export function DashboardViewPage({ zoneId = '', hubId = '', dashboardId = '' }: DashboardViewPageProps) {
  return (
    <PageContainer
      className="max-w-7xl"
      data-zone-id={zoneId}
      data-hub-id={hubId}
      data-dashboard-id={dashboardId}
    >
      <HubLoader zoneId={zoneId} hubId={hubId}>
        {(zone, hub) => <DashboardBody zone={zone} hub={hub} dashboardId={dashboardId} />}
      </HubLoader>
    </PageContainer>
  );
}

function DashboardBody({ zone, hub, dashboardId }: { zone: Zone; hub: Hub; dashboardId: string }) {
  const dashboard = useDashboard(zone.id, hub.id, dashboardId);
  if (dashboard.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading dashboard">
        <Skeleton className="h-10 w-64" />
        <div className="grid grid-cols-12 gap-3">
          <Skeleton className="col-span-12 h-32 sm:col-span-4" />
          <Skeleton className="col-span-12 h-32 sm:col-span-8" />
        </div>
      </div>
    );
  }
  if (dashboard.isError) {
    if (isApiError(dashboard.error) && (dashboard.error.status === 403 || dashboard.error.status === 404)) {
      return <AccessDenied reason={dashboard.error.message} />;
    }
    return (
      <QueryErrorCard
        title="Could not load the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return <DashboardView key={dashboard.data.updated_at} zone={zone} hub={hub} dashboard={dashboard.data} />;
}

function DashboardView({ zone, hub, dashboard }: { zone: Zone; hub: Hub; dashboard: Dashboard }) {
  useDocumentTitle(`${dashboard.name} · ${hub.name} · Atrium`);
  const abilities = useZoneAbilities(zone);
  const save = useSaveDashboardLayout(zone.id, hub.id, dashboard.id);
  const [draft, setDraft] = useState<DashboardLayout | null>(null);
  const designing = draft !== null;
  const changed = designing && JSON.stringify(draft) !== JSON.stringify(dashboard.layout);
  const layout = draft ?? dashboard.layout;

  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <RouteLink name="zone_dashboard" params={{ zoneId: zone.id }} className="hover:underline">
              {zone.name}
            </RouteLink>
            <span aria-hidden="true">/</span>
            <RouteLink
              name="hub_view"
              params={{ zoneId: zone.id, hubId: hub.id }}
              className="hover:underline"
            >
              {hub.name}
            </RouteLink>
            {designing ? (
              <Badge variant="warning">Designing{changed ? ' · unsaved changes' : ''}</Badge>
            ) : null}
          </span>
        }
        title={dashboard.name}
        description={`${layout.length} widget${layout.length === 1 ? '' : 's'} on a 12-column grid.`}
        actions={
          abilities.editDashboards ? (
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Dashboard toolbar">
              {designing ? (
                <>
                  <Button variant="outline" onClick={() => setDraft(null)} disabled={save.isPending}>
                    <X aria-hidden="true" />
                    Cancel
                  </Button>
                  <Button
                    loading={save.isPending}
                    disabled={!changed}
                    onClick={() => save.mutate(layout, { onSuccess: () => setDraft(null) })}
                  >
                    <Save aria-hidden="true" />
                    Save layout
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={() => setDraft(dashboard.layout)}>
                  <Pencil aria-hidden="true" />
                  Edit layout
                </Button>
              )}
            </div>
          ) : (
            <Badge variant="outline">Read-only</Badge>
          )
        }
      />
      {designing ? (
        <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
          <DashboardDesigner layout={layout} onChange={setDraft} />
        </Suspense>
      ) : layout.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState
              className="border-0"
              icon={<LayoutDashboard />}
              title="No widgets on this dashboard"
              description={
                abilities.editDashboards
                  ? 'Press “Edit layout”, then drag stats, charts, lists, text and links onto the grid.'
                  : 'Editors of this zone can place widgets here.'
              }
            />
          </CardContent>
        </Card>
      ) : (
        <WidgetGrid layout={layout} renderWidget={(widget) => <WidgetFrame widget={widget} />} />
      )}
    </>
  );
}
