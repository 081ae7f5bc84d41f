import { Trans, useLingui } from '@lingui/react/macro';
import type { HubModule, Hub, Zone } from '@atrium/schema';
import { Badge, Button, PageHeader } from '@atrium/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRecordRecentModule } from '@/features/dashboards/hooks/useRecentDashboards';
import { HubEyebrow } from '@/features/hubs/components/HubEyebrow';
import { HubLoader } from '@/features/hubs/components/HubLoader';
import { EditModuleDialog } from '@/features/modules/components/EditModuleDialog';
import { ModuleContent } from '@/features/modules/components/ModuleContent';
import { ModuleGuard } from '@/features/modules/components/ModuleGuard';
import { MODULE_TYPE_LABELS } from '@/features/modules/utils/module-type-labels';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { ModuleNavigation } from '@/features/modules/components/ModuleNavigation';
import { useDeleteModule } from '@/features/modules/hooks/useDeleteModule';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useZoneAbilities } from '@/features/zones/hooks/useZoneAbilities';
import type { ZoneAbilities } from '@/features/zones/utils/zone-abilities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';

export interface ModulePageProps {
  zoneId?: string;
  hubId?: string;
  moduleId?: string;
}

/**
 * A module (module_view) behind the module guard: page header (with edit and delete for editors),
 * the hub's modules as horizontal navigation, then the module by type.
 */
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
  const abilities = useZoneAbilities(zone);
  return (
    <ModuleGuard zoneId={zone.id} hubId={hub.id} moduleId={moduleId} allowInactive={abilities.editModules}>
      {(module) => (
        <ModuleView key={module.updated_at} zone={zone} hub={hub} module={module} abilities={abilities} />
      )}
    </ModuleGuard>
  );
}

function ModuleView({
  zone,
  hub,
  module,
  abilities,
}: {
  zone: Zone;
  hub: Hub;
  module: HubModule;
  abilities: ZoneAbilities;
}) {
  const { t } = useLingui();
  const moduleName = module.name;
  const hubName = hub.name;
  useDocumentTitle(t`${moduleName} · ${hubName} · Atrium`);
  useRecordRecentModule(zone, hub, module);
  const { navigate } = useAppNavigation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteModule(zone.id, hub.id, () => {
    setConfirmDelete(false);
    return navigate({ name: 'hub_view', params: { zoneId: zone.id, hubId: hub.id } });
  });
  const actions =
    abilities.editModules || abilities.deleteModules ? (
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t`Module actions`}>
        {abilities.editModules ? <EditModuleDialog zoneId={zone.id} hubId={hub.id} module={module} /> : null}
        {abilities.deleteModules ? (
          <Button variant="outline" className="text-destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </div>
    ) : null;
  return (
    <>
      <PageHeader
        eyebrow={
          <HubEyebrow
            zoneId={zone.id}
            hubId={hub.id}
            icon={<ModuleTypeIcon type={module.type} className="size-4" />}
          >
            <Badge variant="secondary">{t(MODULE_TYPE_LABELS[module.type])}</Badge>
            {!module.is_active ? (
              <Badge variant="warning">
                <Trans>Inactive</Trans>
              </Badge>
            ) : null}
          </HubEyebrow>
        }
        title={module.name}
        actions={actions}
      />
      <ModuleNavigation zoneId={zone.id} hubId={hub.id} currentId={module.id} />
      <ModuleContent
        module={module}
        readOnly={!abilities.editContent}
        zoneId={zone.id}
        editAction={
          abilities.editModules ? (
            <EditModuleDialog zoneId={zone.id} hubId={hub.id} module={module} />
          ) : undefined
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t`Delete ${moduleName}?`}
        description={
          <p>
            {module.type === 'markdown' ? (
              <Trans>
                This permanently deletes the module and its configuration, including the page’s content. It
                cannot be undone.
              </Trans>
            ) : (
              <Trans>This permanently deletes the module and its configuration. It cannot be undone.</Trans>
            )}
          </p>
        }
        confirmLabel={t`Delete module`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(module.id)}
      />
    </>
  );
}
