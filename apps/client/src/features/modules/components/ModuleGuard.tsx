import type { HubModule } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/http';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { ResourceNotFound } from '@/routing/screens/ResourceNotFound';
import { AccessGate } from '@/features/zones/components/AccessGate';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useModule } from '../hooks/useModule';
import { MODULE_INACTIVE_REASON, moduleGuardVerdict } from '../utils/module-guard';

export interface ModuleGuardProps {
  zoneId: string;
  hubId: string;
  moduleId: string;
  /** Let the caller open an inactive module (editors, to switch it back on). */
  allowInactive?: boolean;
  children: (module: HubModule) => ReactNode;
}

/**
 * The module guard: read access to modules of the zone and hub (POST /permissions/check, resource
 * module), then the module must exist, belong to the hub in the URL and be active. Otherwise
 * 'Access Denied' with the reason and 'Return to Dashboard', or a not-found state.
 */
export function ModuleGuard({ zoneId, hubId, moduleId, allowInactive, children }: ModuleGuardProps) {
  return (
    <AccessGate zoneId={zoneId} hubId={hubId} resource="module">
      <ModuleCheck zoneId={zoneId} hubId={hubId} moduleId={moduleId} allowInactive={allowInactive}>
        {children}
      </ModuleCheck>
    </AccessGate>
  );
}

function ModuleCheck({ zoneId, hubId, moduleId, allowInactive, children }: ModuleGuardProps) {
  const module = useModule(zoneId, hubId, moduleId);
  const { t } = useLingui();
  if (module.isPending) return <Skeleton className="h-48 rounded-xl" aria-label={t`Loading module`} />;
  if (module.isError) {
    const status = isApiError(module.error) ? module.error.status : 0;
    if (status === 404 || status === 400)
      return <ResourceNotFound kind="module" zoneId={zoneId} hubId={hubId} />;
    if (status === 403) return <AccessDenied reason={module.error.message} />;
    return (
      <QueryErrorCard
        title={t`Could not load the module`}
        error={module.error}
        onRetry={() => void module.refetch()}
      />
    );
  }
  const verdict = moduleGuardVerdict(module.data, hubId, { allowInactive });
  if (verdict.kind === 'not-found') return <ResourceNotFound kind="module" zoneId={zoneId} hubId={hubId} />;
  if (verdict.kind === 'denied') {
    const reason =
      verdict.reason === MODULE_INACTIVE_REASON
        ? t`This module is inactive. An editor of this zone can switch it back on.`
        : verdict.reason;
    return <AccessDenied reason={reason} />;
  }
  return <>{children(module.data)}</>;
}
