import { Trans, useLingui } from '@lingui/react/macro';
import type { Zone } from '@atrium/schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@atrium/ui';
import { Layers, Puzzle, Users } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { HubGrid } from '@/features/hubs/components/HubGrid';
import { CreateHubDialog } from '@/features/hubs/components/HubFormDialog';
import { useHubs } from '@/features/hubs/hooks/useHubs';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { useRecentModules } from '@/features/modules/hooks/useRecentModules';
import { useZoneMembers } from '../hooks/useZoneMembers';
import type { ZoneAbilities } from '../utils/zone-abilities';
import { useFormatters } from '@/features/settings/hooks/useFormatters';

/** The zone's dashboard: counts, hubs as cards and the recently changed modules. */
export function ZoneOverview({ zone, abilities }: { zone: Zone; abilities: ZoneAbilities }) {
  const hubs = useHubs(zone.id);
  const members = useZoneMembers(zone.id);
  const recent = useRecentModules(zone.id);
  const { t } = useLingui();
  const formatters = useFormatters();
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <Stat icon={<Layers />} label={t`Hubs`} value={hubs.isError ? null : hubs.data?.length} />
        <Stat icon={<Users />} label={t`Members`} value={members.isError ? null : members.data?.length} />
        <Stat icon={<Puzzle />} label={t`Modules`} value={recent.isError ? null : recent.total} />
      </dl>
      <section className="grid gap-3" aria-labelledby="zone-hubs-title">
        <div className="flex items-center justify-between gap-2">
          <h2 id="zone-hubs-title" className="text-lg font-semibold">
            <Trans>Hubs</Trans>
          </h2>
          {abilities.createHub ? <CreateHubDialog zoneId={zone.id} /> : null}
        </div>
        <HubGrid
          zoneId={zone.id}
          emptyAction={abilities.createHub ? <CreateHubDialog zoneId={zone.id} /> : undefined}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Recent modules</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The latest changed pages, databases and links in this zone.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {recent.isPending ? (
            <Skeleton className="h-16" />
          ) : recent.isError ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Could not load recent changes</Trans>
            </p>
          ) : recent.modules.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No modules yet. Open a hub and add a module to see it here.</Trans>
            </p>
          ) : (
            <ul className="divide-y">
              {recent.modules.map((m) => (
                <li key={m.id} className="flex items-center gap-3 py-2">
                  <ModuleTypeIcon type={m.type} className="size-4 text-muted-foreground" />
                  <RouteLink
                    name="module_view"
                    params={{ zoneId: zone.id, hubId: m.hub_id, moduleId: m.id }}
                    className="min-w-0 flex-1 truncate text-sm font-medium hover:underline"
                  >
                    {m.name}
                  </RouteLink>
                  <time className="text-xs text-muted-foreground tabular-nums" dateTime={m.updated_at}>
                    {formatters.date(m.updated_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** `value`: undefined while loading (a skeleton), null when it could not be loaded. */
function Stat({
  icon,
  label,
  value,
}: {
  icon: React.ReactNode;
  label: string;
  value: number | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="min-w-0 rounded-xl border bg-card p-3 sm:p-4">
      {/* Three cards share a phone's width: there the label goes without its icon, so a long
          word (German "Mitglieder") fits whole. */}
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0 max-sm:[&_svg]:hidden">
        {icon}
        <span className="min-w-0 truncate">{label}</span>
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        {value === null ? (
          <span className="text-muted-foreground" title={t`Unavailable`}>
            <span aria-hidden>—</span>
            <span className="sr-only">{t`Unavailable`}</span>
          </span>
        ) : (
          (value ?? <Skeleton className="h-7 w-10" />)
        )}
      </dd>
    </div>
  );
}
