import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard, DashboardLayout, Hub, Zone } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  PageHeader,
  Skeleton,
} from '@atrium/ui';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, Pencil, RotateCcw, Save, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DashboardLoader } from '@/features/dashboards/components/DashboardLoader';
import { WidgetFrame } from '@/features/dashboards/components/WidgetFrame';
import { WidgetGrid } from '@/features/dashboards/components/WidgetGrid';
import { DashboardScopeProvider } from '@/features/dashboards/components/DashboardScopeProvider';
import {
  isChangedSinceOpened,
  useSaveDashboardLayout,
} from '@/features/dashboards/hooks/useSaveDashboardLayout';
import { dashboardKeys } from '@/features/dashboards/api/dashboard-keys';
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
            {/* Keyed by id, not updated_at: a refetch bringing someone else's save must not wipe a draft. */}
            <DashboardView key={dashboard.id} zone={zone} hub={hub} dashboard={dashboard} />
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
  const client = useQueryClient();
  const [draft, setDraft] = useState<DashboardLayout | null>(null);
  /** The updated_at the draft was started from: the save's If-Match. */
  const [base, setBase] = useState(dashboard.updated_at);
  const [confirm, setConfirm] = useState<'cancel' | 'reset' | null>(null);
  const designing = draft !== null;
  const changed = designing && JSON.stringify(draft) !== JSON.stringify(dashboard.layout);
  const layout = draft ?? dashboard.layout;
  const stale = designing && isChangedSinceOpened(save.error);
  const startDesigning = () => {
    save.reset();
    setBase(dashboard.updated_at);
    setDraft(withMinimumSizes(dashboard.layout));
  };
  const saveLayout = (from?: string) =>
    save.mutate({ layout, base: from }, { onSuccess: () => setDraft(null) });
  /** After a 412: drop the draft and show the layout as it is saved now. */
  const reload = () => {
    save.reset();
    setDraft(null);
    void client.invalidateQueries({ queryKey: dashboardKeys.detail(zone.id, hub.id, dashboard.id) });
  };

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
                  <Button loading={save.isPending} disabled={!changed} onClick={() => saveLayout(base)}>
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
      {stale ? (
        <Alert variant="destructive" className="mb-4" data-testid="dashboard-changed-since">
          <AlertDescription>
            <p>
              <Trans>
                This dashboard was changed by someone else since you opened it. Reload to see their change.
              </Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={reload}>
                <Trans>Reload</Trans>
              </Button>
              <Button size="sm" variant="destructive" loading={save.isPending} onClick={() => saveLayout()}>
                <Trans>Save anyway</Trans>
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}
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
