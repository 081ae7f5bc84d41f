import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard, DashboardLayout, Hub, Zone } from '@atrium/schema';
import { Badge, Button, Card, CardContent, EmptyState, PageHeader, Skeleton } from '@atrium/ui';
import { LayoutDashboard, Pencil, RotateCcw, Save, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DashboardLoader } from '@/features/dashboards/components/DashboardLoader';
import { WidgetFrame } from '@/features/dashboards/components/WidgetFrame';
import { WidgetGrid } from '@/features/dashboards/components/WidgetGrid';
import { DashboardScopeProvider } from '@/features/dashboards/components/DashboardScopeProvider';
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

const renderWidget = (widget: DashboardLayout[number]) => <WidgetFrame widget={widget} />;

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
          <DashboardScopeProvider zoneId={zone.id} hubId={hub.id}>
            <DashboardView key={dashboard.updated_at} zone={zone} hub={hub} dashboard={dashboard} />
          </DashboardScopeProvider>
        )}
      </DashboardLoader>
    </PageContainer>
  );
}

function DashboardView({ zone, hub, dashboard }: { zone: Zone; hub: Hub; dashboard: Dashboard }) {
  const { t } = useLingui();
  const dashboardName = dashboard.name;
  const hubName = hub.name;
  useDocumentTitle(t`${dashboardName} · ${hubName} · Atrium`);
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
          <HubEyebrow
            zoneId={zone.id}
            hubId={hub.id}
            icon={<LayoutDashboard className="size-4" aria-hidden="true" />}
          >
            {designing ? (
              <Badge variant="warning">
                {changed ? <Trans>Designing · unsaved changes</Trans> : <Trans>Designing</Trans>}
              </Badge>
            ) : null}
          </HubEyebrow>
        }
        title={dashboard.name}
        description={dashboardSummary(layout, abilities.editDashboards)}
        actions={
          abilities.editDashboards ? (
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t`Dashboard toolbar`}>
              {designing ? (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => setConfirm('reset')}
                    disabled={!changed || save.isPending}
                    title={t`Back to the saved layout, and keep designing`}
                  >
                    <RotateCcw aria-hidden="true" />
                    <Trans>Reset</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => (changed ? setConfirm('cancel') : setDraft(null))}
                    disabled={save.isPending}
                  >
                    <X aria-hidden="true" />
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button
                    loading={save.isPending}
                    disabled={!changed}
                    onClick={() => save.mutate(layout, { onSuccess: () => setDraft(null) })}
                  >
                    <Save aria-hidden="true" />
                    <Trans>Save layout</Trans>
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={startDesigning}>
                  <Pencil aria-hidden="true" />
                  <Trans>Edit layout</Trans>
                </Button>
              )}
            </div>
          ) : (
            <Badge variant="outline">
              <Trans>Read-only</Trans>
            </Badge>
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
              title={t`No widgets on this dashboard`}
              description={
                abilities.editDashboards
                  ? t`Press “Edit layout”, then drag stats, charts, lists, text and links onto the grid.`
                  : t`Editors of this zone can place widgets here.`
              }
            />
          </CardContent>
        </Card>
      ) : (
        <WidgetGrid layout={layout} renderWidget={renderWidget} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'reset' ? t`Reset the layout?` : t`Discard your changes?`}
        description={
          confirm === 'reset'
            ? t`The grid goes back to the last saved layout; the changes you made since are lost. You stay in the designer.`
            : t`The changes you made to this layout since it was last saved will be lost.`
        }
        confirmLabel={confirm === 'reset' ? t`Reset layout` : t`Discard changes`}
        onConfirm={() => {
          setDraft(confirm === 'reset' ? withMinimumSizes(dashboard.layout) : null);
          setConfirm(null);
        }}
      />
      <UnsavedChangesPrompt when={changed && !save.isPending} />
    </>
  );
}
