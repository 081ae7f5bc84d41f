import { useLingui } from '@lingui/react/macro';
import type { Hub, Zone } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/http';
import { isNotFoundError } from '@/api/not-found';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { ResourceNotFound } from '@/routing/screens/ResourceNotFound';
import { AccessGate } from '@/features/zones/components/AccessGate';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useZone } from '@/features/zones/hooks/useZone';
import { useHub } from '../hooks/useHub';

/** Loads a hub and its zone behind the hub-scoped guard. */
export function HubLoader({
  zoneId,
  hubId,
  children,
}: {
  zoneId: string;
  hubId: string;
  children: (zone: Zone, hub: Hub) => ReactNode;
}) {
  return (
    <AccessGate zoneId={zoneId} hubId={hubId} resource="hub">
      <HubBody zoneId={zoneId} hubId={hubId}>
        {children}
      </HubBody>
    </AccessGate>
  );
}

function HubBody({
  zoneId,
  hubId,
  children,
}: {
  zoneId: string;
  hubId: string;
  children: (zone: Zone, hub: Hub) => ReactNode;
}) {
  const zone = useZone(zoneId);
  const hub = useHub(zoneId, hubId);
  const { t } = useLingui();
  if (zone.isPending || hub.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t`Loading hub`}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  const error = zone.error ?? hub.error;
  if (zone.error && isNotFoundError(zone.error)) return <ResourceNotFound kind="zone" />;
  if (hub.error && isNotFoundError(hub.error)) return <ResourceNotFound kind="hub" zoneId={zoneId} />;
  if (error || !zone.data || !hub.data) {
    if (isApiError(error) && error.status === 403) return <AccessDenied reason={error.message} />;
    return (
      <QueryErrorCard
        title={t`Could not load the hub`}
        error={error}
        onRetry={() => {
          void zone.refetch();
          void hub.refetch();
        }}
      />
    );
  }
  return <>{children(zone.data, hub.data)}</>;
}
