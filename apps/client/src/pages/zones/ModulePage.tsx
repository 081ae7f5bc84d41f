import type { HubModule, Hub, Zone } from '@atrium/schema';
import { MODULE_TYPES } from '@atrium/schema';
import { Badge, PageHeader, Skeleton } from '@atrium/ui';
import { isApiError } from '../../api/http';
import { HubLoader } from '../../features/hubs/components/HubLoader';
import { ModuleContent } from '../../features/modules/components/ModuleContent';
import { ModuleNavigation } from '../../features/modules/components/ModuleNavigation';
import { useModule } from '../../features/modules/hooks/useModule';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { QueryErrorCard } from '../../features/zones/components/QueryErrorCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RouteLink } from '../../routing/navigation/RouteLink';
import { AccessDenied } from '../../routing/screens/AccessDenied';

export interface ModulePageProps {
  zoneId?: string;
  hubId?: string;
  moduleId?: string;
}

/** A module (module_view): page header, the hub's modules as horizontal navigation, then the module by type. */
export function ModulePage({ zoneId = '', hubId = '', moduleId = '' }: ModulePageProps) {
  return (
    <PageContainer data-zone-id={zoneId} data-hub-id={hubId} data-module-id={moduleId}>
      <HubLoader zoneId={zoneId} hubId={hubId}>
        {(zone, hub) => <ModuleBody zone={zone} hub={hub} moduleId={moduleId} />}
      </HubLoader>
    </PageContainer>
  );
}

function ModuleBody({ zone, hub, moduleId }: { zone: Zone; hub: Hub; moduleId: string }) {
  const module = useModule(zone.id, hub.id, moduleId);
  if (module.isPending) return <Skeleton className="h-48 rounded-xl" aria-label="Loading module" />;
  if (module.isError) {
    if (isApiError(module.error) && (module.error.status === 403 || module.error.status === 404)) {
      return <AccessDenied reason={module.error.message} />;
    }
    return (
      <QueryErrorCard
        title="Could not load the module"
        error={module.error}
        onRetry={() => void module.refetch()}
      />
    );
  }
  return <ModuleView zone={zone} hub={hub} module={module.data} />;
}

function ModuleView({ zone, hub, module }: { zone: Zone; hub: Hub; module: HubModule }) {
  useDocumentTitle(`${module.name} · ${hub.name} · Atrium`);
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
            <Badge variant="secondary">{MODULE_TYPES[module.type].label}</Badge>
          </span>
        }
        title={module.name}
      />
      <ModuleNavigation zoneId={zone.id} hubId={hub.id} currentId={module.id} />
      <ModuleContent module={module} />
    </>
  );
}
