import type { HubModule } from '@atrium/schema';
import { Button, Skeleton } from '@atrium/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/http';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { RouteLink } from '../../../routing/navigation/RouteLink';
import { AccessDenied } from '../../../routing/screens/AccessDenied';
import { StatusScreen } from '../../../routing/screens/StatusScreen';
import { AccessGate } from '../../zones/components/AccessGate';
import { QueryErrorCard } from '../../zones/components/QueryErrorCard';
import { useModule } from '../hooks/useModule';
import { moduleGuardVerdict } from '../utils/module-guard';

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
  if (module.isPending) return <Skeleton className="h-48 rounded-xl" aria-label="Loading module" />;
  if (module.isError) {
    const status = isApiError(module.error) ? module.error.status : 0;
    if (status === 404 || status === 400) return <ModuleNotFound zoneId={zoneId} hubId={hubId} />;
    if (status === 403) return <AccessDenied reason={module.error.message} />;
    return (
      <QueryErrorCard
        title="Could not load the module"
        error={module.error}
        onRetry={() => void module.refetch()}
      />
    );
  }
  const verdict = moduleGuardVerdict(module.data, hubId, { allowInactive });
  if (verdict.kind === 'not-found') return <ModuleNotFound zoneId={zoneId} hubId={hubId} />;
  if (verdict.kind === 'denied') return <AccessDenied reason={verdict.reason} />;
  return <>{children(module.data)}</>;
}

function ModuleNotFound({ zoneId, hubId }: { zoneId: string; hubId: string }) {
  useDocumentTitle('Module not found · Atrium');
  return (
    <StatusScreen
      role="alert"
      data-testid="module-not-found"
      icon={<SearchX />}
      eyebrow="404"
      title="Module not found"
      description={<p>This hub has no such module. It may have been deleted, or the link may be mistyped.</p>}
      actions={
        <Button asChild>
          <RouteLink name="hub_view" params={{ zoneId, hubId }}>
            <ArrowLeft aria-hidden="true" />
            Back to the hub
          </RouteLink>
        </Button>
      }
    />
  );
}
