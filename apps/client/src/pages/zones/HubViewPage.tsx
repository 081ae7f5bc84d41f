import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Hub, Zone } from '@atrium/schema';
import { Badge, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui';
import { LayoutDashboard, Puzzle } from 'lucide-react';
import { CreateDashboardDialog } from '@/features/dashboards/components/CreateDashboardDialog';
import { useDashboards } from '@/features/dashboards/hooks/useDashboards';
import { useReorderDashboards } from '@/features/dashboards/hooks/useReorderDashboards';
import { HubEyebrow } from '@/features/hubs/components/HubEyebrow';
import { HubLoader } from '@/features/hubs/components/HubLoader';
import { HubSectionCard } from '@/features/hubs/components/HubSectionCard';
import { HubSettingsCard } from '@/features/hubs/components/HubSettingsCard';
import { CreateModuleDialog } from '@/features/modules/components/CreateModuleDialog';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { useModules } from '@/features/modules/hooks/useModules';
import { useReorderModules } from '@/features/modules/hooks/useReorderModules';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useZoneAbilities } from '@/features/zones/hooks/useZoneAbilities';
import type { ZoneAbilities } from '@/features/zones/utils/zone-abilities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useSearchTab } from '@/lib/useSearchTab';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';

export interface HubViewPageProps {
  zoneId?: string;
  hubId?: string;
}

/** A hub (hub_view, /zones/:zoneId/hubs/:hubId): its modules and dashboards, and its settings. */
export function HubViewPage({ zoneId = '', hubId = '' }: HubViewPageProps) {
  return (
    <PageContainer data-zone-id={zoneId} data-hub-id={hubId}>
      <HubLoader zoneId={zoneId} hubId={hubId}>
        {(zone, hub) => <HubView zone={zone} hub={hub} />}
      </HubLoader>
    </PageContainer>
  );
}

const HUB_TABS = ['content', 'settings'] as const;

function HubView({ zone, hub }: { zone: Zone; hub: Hub }) {
  const { t } = useLingui();
  const hubName = hub.name;
  const zoneName = zone.name;
  useDocumentTitle(t`${hubName} · ${zoneName} · Atrium`);
  const abilities = useZoneAbilities(zone);
  // In `?tab=` (as the zone's tabs), so a refresh keeps the settings open.
  const [requested, setTab] = useSearchTab(HUB_TABS);
  const tab = requested === 'settings' && !abilities.editHub ? 'content' : requested;
  return (
    <>
      <PageHeader
        eyebrow={
          <HubEyebrow zoneId={zone.id} hubId={hub.id}>
            {!abilities.editContent ? (
              <Badge variant="outline">
                <Trans>Read-only</Trans>
              </Badge>
            ) : null}
          </HubEyebrow>
        }
        title={hub.name}
        description={hub.description || t`Modules hold the hub’s content; dashboards summarise it.`}
      />
      {abilities.editHub ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t`Hub sections`}>
            <TabsTrigger value="content">
              <Trans>Content</Trans>
            </TabsTrigger>
            <TabsTrigger value="settings">
              <Trans>Settings</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="content" className={CONTENT_GRID}>
            <HubContent zone={zone} hub={hub} abilities={abilities} />
          </TabsContent>
          <TabsContent value="settings">
            <HubSettingsCard key={hub.updated_at} zoneId={zone.id} hub={hub} canDelete={abilities.editHub} />
          </TabsContent>
        </Tabs>
      ) : (
        // One section only (a reader may not edit the hub): no strip of a single tab.
        <div className={CONTENT_GRID}>
          <HubContent zone={zone} hub={hub} abilities={abilities} />
        </div>
      )}
    </>
  );
}

const CONTENT_GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2';

function HubContent({ zone, hub, abilities }: { zone: Zone; hub: Hub; abilities: ZoneAbilities }) {
  return (
    <>
      <ModulesCard zoneId={zone.id} hubId={hub.id} abilities={abilities} />
      <DashboardsCard zoneId={zone.id} hubId={hub.id} abilities={abilities} />
    </>
  );
}

/** What the hub's content cards need: where they are and what the viewer may do. */
interface SectionProps {
  zoneId: string;
  hubId: string;
  abilities: ZoneAbilities;
}

function ModulesCard({ zoneId, hubId, abilities }: SectionProps) {
  const modules = useModules(zoneId, hubId, { includeInactive: abilities.editModules });
  const reorder = useReorderModules(zoneId, hubId);
  const { navigate } = useAppNavigation();
  const { t } = useLingui();
  const create = abilities.editContent ? (
    <CreateModuleDialog
      zoneId={zoneId}
      hubId={hubId}
      onCreated={(m) => void navigate({ name: 'module_view', params: { zoneId, hubId, moduleId: m.id } })}
    />
  ) : null;
  return (
    <HubSectionCard
      title={t`Modules`}
      loadingLabel={t`Loading modules`}
      errorTitle={t`Could not load the modules`}
      description={t`Pages, databases and links. Drag or use the arrows to reorder.`}
      action={create}
      query={modules}
      empty={{
        icon: <Puzzle />,
        title: t`No modules yet`,
        description: create ? t`Add a page, a database or a link.` : t`Members of this zone can add modules.`,
      }}
      reordering={reorder.isPending}
      onReorder={abilities.editModules ? (ids) => reorder.mutate(ids) : undefined}
      renderItem={(m) => (
        <>
          <ModuleTypeIcon type={m.type} className="size-4 shrink-0 text-muted-foreground" />
          <RouteLink
            name="module_view"
            params={{ zoneId, hubId, moduleId: m.id }}
            className="min-w-0 break-words text-sm font-medium hover:underline"
          >
            {m.name}
          </RouteLink>
          {!m.is_active ? (
            <Badge variant="outline" className="ml-auto">
              <Trans>inactive</Trans>
            </Badge>
          ) : null}
        </>
      )}
    />
  );
}

function DashboardsCard({ zoneId, hubId, abilities }: SectionProps) {
  const dashboards = useDashboards(zoneId, hubId);
  const reorder = useReorderDashboards(zoneId, hubId);
  const { navigate } = useAppNavigation();
  const { t } = useLingui();
  const create = abilities.editDashboards ? (
    <CreateDashboardDialog
      zoneId={zoneId}
      hubId={hubId}
      onCreated={(d) =>
        void navigate({ name: 'dashboard_view', params: { zoneId, hubId, dashboardId: d.id } })
      }
    />
  ) : null;
  return (
    <HubSectionCard
      title={t`Dashboards`}
      loadingLabel={t`Loading dashboards`}
      errorTitle={t`Could not load the dashboards`}
      description={t`Widgets laid out on a grid.`}
      action={create}
      query={dashboards}
      empty={{
        icon: <LayoutDashboard />,
        title: t`No dashboards yet`,
        description: create
          ? t`Add a dashboard, then place widgets on it.`
          : t`Members of this zone can add dashboards.`,
      }}
      reordering={reorder.isPending}
      onReorder={abilities.editDashboards ? (ids) => reorder.mutate(ids) : undefined}
      renderItem={(d) => (
        <>
          <LayoutDashboard className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {/* The count moves under a name it would squeeze (a phone), so the name keeps whole words. */}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
            <RouteLink
              name="dashboard_view"
              params={{ zoneId, hubId, dashboardId: d.id }}
              className="min-w-0 break-words text-sm font-medium hover:underline"
            >
              {d.name}
            </RouteLink>
            <span className="ml-auto shrink-0 whitespace-nowrap text-xs text-muted-foreground tabular-nums">
              <Plural value={d.layout.length} one="# widget" other="# widgets" />
            </span>
          </div>
        </>
      )}
    />
  );
}
