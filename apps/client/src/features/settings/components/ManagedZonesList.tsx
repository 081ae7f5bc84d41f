import { zoneHref, type Zone } from '@atrium/schema';
import { Badge, Button, Card, EmptyState, Skeleton } from '@atrium/ui';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Users } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { zoneQueries } from '@/features/zones/api/zones-api';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { useZones } from '@/features/zones/hooks/useZones';
import { useFormatters } from '../hooks/useFormatters';

const MANAGING_ROLES = new Set(['owner', 'admin']);

/** The zones the caller owns or administers, oldest role first: owner, then admin. */
export function managedZones(zones: readonly Zone[]): Zone[] {
  return zones
    .filter((zone) => zone.role !== null && MANAGING_ROLES.has(zone.role))
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'owner' ? -1 : 1));
}

/**
 * Settings → Members: each zone the user owns or administers, its member count and the user's
 * role, linking to that zone's members tab (where people are invited and roles changed).
 */
export function ManagedZonesList() {
  const zones = useZones();
  const managed = managedZones(zones.data ?? []);
  const members = useQueries({ queries: managed.map((zone) => zoneQueries.members(zone.id)) });
  const { number } = useFormatters();

  if (zones.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading your zones">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (zones.isError) {
    return (
      <QueryErrorCard
        title="Could not load your zones"
        error={zones.error}
        onRetry={() => void zones.refetch()}
      />
    );
  }
  if (managed.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title="You don't manage any zones yet"
        description="Zones you own or administer appear here with their members. Create a zone, or ask a zone owner to make you an admin."
        action={
          <Button asChild>
            <RouteLink name="zones">Go to zones</RouteLink>
          </Button>
        }
      />
    );
  }

  return (
    <ul className="grid gap-3" aria-label="Zones you manage">
      {managed.map((zone, index) => {
        const count = members[index];
        return (
          <li key={zone.id}>
            <Card className="flex-row items-center gap-4 px-4 py-4 sm:px-5" data-testid="managed-zone">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
              >
                <ZoneIcon name={zone.icon} className="size-5" />
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{zone.name}</span>
                  <Badge variant={zone.role === 'owner' ? 'default' : 'secondary'} className="capitalize">
                    {zone.role}
                  </Badge>
                  {!zone.is_active ? <Badge variant="outline">Archived</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground" data-testid="member-count">
                  {count?.isPending ? (
                    <Skeleton className="inline-block h-4 w-20 align-middle" />
                  ) : count?.isError ? (
                    'Members could not be counted'
                  ) : (
                    `${number(count?.data?.length ?? 0)} ${count?.data?.length === 1 ? 'member' : 'members'}`
                  )}
                </p>
              </div>
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link
                  to={zoneHref(zone.id)}
                  search={{ tab: 'members' }}
                  aria-label={`Manage members of ${zone.name}`}
                >
                  <span className="max-sm:sr-only">Manage members</span>
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
