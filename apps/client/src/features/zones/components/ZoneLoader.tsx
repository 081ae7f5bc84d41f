import { useLingui } from '@lingui/react/macro';
import type { Zone } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/http';
import { isNotFoundError } from '@/api/not-found';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { ResourceNotFound } from '@/routing/screens/ResourceNotFound';
import { useZone } from '../hooks/useZone';
import { AccessGate } from './AccessGate';
import { QueryErrorCard } from '@/components/QueryErrorCard';

/** Loads a zone behind the zone-scoped guard; renders `children(zone)` once both succeed. */
export function ZoneLoader({ zoneId, children }: { zoneId: string; children: (zone: Zone) => ReactNode }) {
  return (
    <AccessGate zoneId={zoneId} resource="zone">
      <ZoneBody zoneId={zoneId}>{children}</ZoneBody>
    </AccessGate>
  );
}

function ZoneBody({ zoneId, children }: { zoneId: string; children: (zone: Zone) => ReactNode }) {
  const zone = useZone(zoneId);
  const { t } = useLingui();
  if (zone.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t`Loading zone`}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (zone.isError) {
    if (isNotFoundError(zone.error)) return <ResourceNotFound kind="zone" />;
    if (isApiError(zone.error) && zone.error.status === 403) {
      return <AccessDenied reason={zone.error.message} />;
    }
    return (
      <QueryErrorCard
        title={t`Could not load the zone`}
        error={zone.error}
        onRetry={() => void zone.refetch()}
      />
    );
  }
  return <>{children(zone.data)}</>;
}
