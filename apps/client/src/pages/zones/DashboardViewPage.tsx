import type { Dashboard, DashboardLayout, Hub, Zone } from '@atrium/schema';
import { Badge, Button, Card, CardContent, EmptyState, PageHeader, Skeleton } from '@atrium/ui';
import { LayoutDashboard, Pencil, RotateCcw, Save, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DashboardLoader } from '@/features/dashboards/components/DashboardLoader';
import { WidgetFrame } from '@/features/dashboards/components/WidgetFrame';
import { WidgetGrid } from '@/features/dashboards/components/WidgetGrid';
import { DashboardScopeContext } from '@/features/dashboards/hooks/useDashboardScope';
import { useSaveDashboardLayout } from '@/features/dashboards/hooks/useSaveDashboardLayout';
import { dashboardSummary } from '@/features/dashboards/utils/dashboard-summary';
import { withMinimumSizes } from '@/features/dashboards/utils/grid-layout';
import { useRecordRecentDashboard } from '@/features/dashboards/hooks/useRecentDashboards';
import { HubEyebrow } from '@/features/hubs/components/HubEyebrow';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useZoneAbilities } from '@/features/zones/hooks/useZoneAbilities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';

const DashboardDesigner = lazy(() =>
  import('@/features/dashboards/components/DashboardDesigner').then((m) => ({
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
      <DashboardLoader zoneId={zoneId} hubId={hubId} dashboardId={dashboardId}>
        {(zone, hub, dashboard) => (
          <DashboardScopeContext value={{ zoneId: zone.id, hubId: hub.id }}>
            <DashboardView key={dashboard.updated_at} zone={zone} hub={hub} dashboard={dashboard} />
          </DashboardScopeContext>
        )}
      </DashboardLoader>
    </PageContainer>
  );
}

function DashboardView({ zone, hub, dashboard }: { zone: Zone; hub: Hub; dashboard: Dashboard }) {
  useDocumentTitle(`${dashboard.name} · ${hub.name} · Atrium`);
  useRecordRecentDashboard(zone, hub, dashboard);
  const abilities = useZoneAbilities(zone);
  const save = useSaveDashboardLayout(zone.id, hub.id, dashboard.id);
  const [draft, setDraft] = useState<DashboardLayout | null>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'reset' | null>(null);
  const designing = draft !== null;
  const changed = designing && JSON.stringify(draft) !== JSON.stringify(dashboard.layout);
  const layout = draft ?? dashboard.layout;
  const startDesigning = () => setDraft(withMinimumSizes(dashboard.layout));

  return (
    <>
      <PageHeader
        eyebrow={
          <HubEyebrow zoneId={zone.id} hubId={hub.id}>
            {designing ? (
              <Badge variant="warning">Designing{changed ? ' · unsaved changes' : ''}</Badge>
            ) : null}
          </HubEyebrow>
        }
        title={dashboard.name}
        description={dashboardSummary(layout, abilities.editDashboards)}
        actions={
          abilities.editDashboards ? (
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Dashboard toolbar">
              {designing ? (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => setConfirm('reset')}
                    disabled={!changed || save.isPending}
                    title="Back to the saved layout, and keep designing"
                  >
                    <RotateCcw aria-hidden="true" />
                    Reset
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => (changed ? setConfirm('cancel') : setDraft(null))}
                    disabled={save.isPending}
                  >
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
                <Button variant="outline" onClick={startDesigning}>
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
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'reset' ? 'Reset the layout?' : 'Discard your changes?'}
        description={
          confirm === 'reset'
            ? 'The grid goes back to the last saved layout; the changes you made since are lost. You stay in the designer.'
            : 'The changes you made to this layout since it was last saved will be lost.'
        }
        confirmLabel={confirm === 'reset' ? 'Reset layout' : 'Discard changes'}
        onConfirm={() => {
          setDraft(confirm === 'reset' ? withMinimumSizes(dashboard.layout) : null);
          setConfirm(null);
        }}
      />
      <UnsavedChangesPrompt when={changed && !save.isPending} />
    </>
  );
}
