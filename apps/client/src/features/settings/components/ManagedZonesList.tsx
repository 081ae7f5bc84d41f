import { zoneHref, type Zone } from '@atrium/schema';
import { Badge, Button, Card, EmptyState, Skeleton } from '@atrium/ui';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const ROLE_LABELS = { owner: msg`owner`, admin: msg`admin` } as const;

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
  const { t } = useLingui();

  if (zones.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t`Loading your zones`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (zones.isError) {
    return (
      <QueryErrorCard
        title={t`Could not load your zones`}
        error={zones.error}
        onRetry={() => void zones.refetch()}
      />
    );
  }
  if (managed.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title={t`You don't manage any zones yet`}
        description={t`Zones you own or administer appear here with their members. Create a zone, or ask a zone owner to make you an admin.`}
        action={
          <Button asChild>
            <RouteLink name="zones">
              <Trans>Go to zones</Trans>
            </RouteLink>
          </Button>
        }
      />
    );
  }

  return (
    <ul className="grid gap-3" aria-label={t`Zones you manage`}>
      {managed.map((zone, index) => {
        const count = members[index];
        const memberCount = count?.data?.length ?? 0;
        const shownCount = number(memberCount);
        const zoneName = zone.name;
        const role = zone.role === 'owner' || zone.role === 'admin' ? t(ROLE_LABELS[zone.role]) : zone.role;
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
                    {role}
                  </Badge>
                  {!zone.is_active ? (
                    <Badge variant="outline">
                      <Trans>Archived</Trans>
                    </Badge>
                  ) : null}
                </p>
                {/* A div: the count's placeholder (Skeleton) is a div, which a <p> cannot hold. */}
                <div className="text-sm text-muted-foreground" data-testid="member-count">
                  {count?.isPending ? (
                    <Skeleton className="inline-block h-4 w-20 align-middle" />
                  ) : count?.isError ? (
                    t`Members could not be counted`
                  ) : (
                    t`${plural(memberCount, { one: `${shownCount} member`, other: `${shownCount} members` })}`
                  )}
                </div>
              </div>
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link
                  to={zoneHref(zone.id)}
                  search={{ tab: 'members' }}
                  aria-label={t`Manage members of ${zoneName}`}
                >
                  <span className="max-sm:sr-only">
                    <Trans>Manage members</Trans>
                  </span>
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
