import { Trans, useLingui } from '@lingui/react/macro';
import type { Hub } from '@atrium/schema';
import { Badge, Card, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@atrium/ui';
import { Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { useHubs } from '../hooks/useHubs';
import { useReorderHubs } from '../hooks/useReorderHubs';
import { SortableList } from './SortableList';

/**
 * A zone's hubs as cards (each links to the hub), with loading, empty and error states. With
 * `reorderable` (hub:update) they are a sortable list instead: drag, or keyboard on the handle, or
 * the move buttons; saved at once, rolled back with a toast if the server refuses.
 */
export function HubGrid({
  zoneId,
  emptyAction,
  reorderable = false,
}: {
  zoneId: string;
  emptyAction?: ReactNode;
  reorderable?: boolean;
}) {
  const hubs = useHubs(zoneId);
  const reorder = useReorderHubs(zoneId);
  const { t } = useLingui();
  if (hubs.isPending) {
    return (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        role="status"
        aria-busy="true"
        aria-label={t`Loading hubs`}
      >
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (hubs.isError)
    return (
      <QueryErrorCard
        title={t`Could not load the hubs`}
        error={hubs.error}
        onRetry={() => void hubs.refetch()}
      />
    );
  if (hubs.data.length === 0) {
    return (
      <EmptyState
        icon={<Layers />}
        title={t`No hubs yet`}
        description={
          emptyAction
            ? t`Create a hub to hold this zone’s modules and dashboards.`
            : t`An owner or admin of this zone can create hubs.`
        }
        action={emptyAction}
      />
    );
  }
  if (reorderable) {
    return (
      <SortableList
        label={t`Hubs`}
        items={hubs.data}
        disabled={reorder.isPending}
        onReorder={(ids) => reorder.mutate(ids)}
        renderItem={(hub) => <HubRow zoneId={zoneId} hub={hub} />}
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t`Hubs`}>
      {hubs.data.map((hub) => (
        <li key={hub.id}>
          <HubCard zoneId={zoneId} hub={hub} />
        </li>
      ))}
    </ul>
  );
}

function HubCard({ zoneId, hub }: { zoneId: string; hub: Hub }) {
  const { t } = useLingui();
  return (
    <Card className="relative transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
            <ZoneIcon name={hub.icon} className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <CardTitle className="truncate">
              <RouteLink
                name="hub_view"
                params={{ zoneId, hubId: hub.id }}
                className="outline-none after:absolute after:inset-0"
              >
                {hub.name}
              </RouteLink>
            </CardTitle>
            <CardDescription className="line-clamp-2">{hub.description || t`No description`}</CardDescription>
          </div>
          {!hub.is_active ? (
            <Badge variant="outline">
              <Trans>inactive</Trans>
            </Badge>
          ) : null}
        </div>
      </CardHeader>
    </Card>
  );
}

function HubRow({ zoneId, hub }: { zoneId: string; hub: Hub }) {
  const { t } = useLingui();
  return (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
        <ZoneIcon name={hub.icon} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <RouteLink
          name="hub_view"
          params={{ zoneId, hubId: hub.id }}
          className="block truncate text-sm font-medium hover:underline"
        >
          {hub.name}
        </RouteLink>
        <p className="truncate text-xs text-muted-foreground">{hub.description || t`No description`}</p>
      </div>
      {!hub.is_active ? (
        <Badge variant="outline">
          <Trans>inactive</Trans>
        </Badge>
      ) : null}
    </>
  );
}
