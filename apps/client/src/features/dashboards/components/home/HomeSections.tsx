import { Plural, useLingui } from '@lingui/react/macro';
import type { HubModule, Zone } from '@atrium/schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@atrium/ui';
import { Building2, Clock, History, LayoutDashboard, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import type { RecentVisit } from '@/features/dashboards/utils/recent-visits';
import type { ActivityItem, ZoneActivity } from '@/features/dashboards/utils/workspace-activity';

const ROW = 'flex min-w-0 items-center gap-3 py-2';
/**
 * A row's second line (where an item is: "Zone · Hub"): whole on a phone, wrapped (the zone and hub
 * tell apart items of one name, and a touch user has no hover to read a cut line); one line from
 * sm up, cut, with the full text on hover.
 */
const SUBTITLE = 'text-xs text-muted-foreground [overflow-wrap:anywhere] sm:truncate';
const LINK =
  'min-w-0 truncate rounded-sm text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

function Rows({ label, count }: { label: string; count: number }) {
  return (
    <div className="grid gap-2" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-9" />
      ))}
    </div>
  );
}

function ItemLink({ item }: { item: Pick<ActivityItem, 'kind' | 'id' | 'name' | 'zoneId' | 'hubId'> }) {
  return item.kind === 'dashboard' ? (
    <RouteLink
      name="dashboard_view"
      params={{ zoneId: item.zoneId, hubId: item.hubId, dashboardId: item.id }}
      className={LINK}
    >
      {item.name}
    </RouteLink>
  ) : (
    <RouteLink
      name="module_view"
      params={{ zoneId: item.zoneId, hubId: item.hubId, moduleId: item.id }}
      className={LINK}
    >
      {item.name}
    </RouteLink>
  );
}

function ItemIcon({ kind, moduleType }: { kind: ActivityItem['kind']; moduleType?: string }) {
  return kind === 'dashboard' || !moduleType ? (
    <LayoutDashboard className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
  ) : (
    <ModuleTypeIcon
      type={moduleType as HubModule['type']}
      className="size-4 shrink-0 text-muted-foreground"
    />
  );
}

/** The modules and dashboards this member opened last, in this browser. */
export function RecentlyVisited({ visits }: { visits: RecentVisit[] }) {
  const { relative, dateTime } = useFormatters();
  const { t } = useLingui();
  return (
    <Section id="home-visited" title={t`Recently visited`} description={t`Pick up where you left off.`}>
      {visits.length === 0 ? (
        <EmptyState
          className="border-0 py-6"
          icon={<History />}
          title={t`Nothing opened yet`}
          description={t`The modules and dashboards you open appear here, so you can get back to them in one click.`}
        />
      ) : (
        <ul className="divide-y" aria-label={t`Recently visited`}>
          {visits.slice(0, 6).map((v) => (
            <li key={`${v.kind}:${v.id}`} className={ROW}>
              <ItemIcon kind={v.kind} moduleType={v.moduleType} />
              <div className="grid min-w-0 flex-1">
                <ItemLink item={v} />
                <span className={SUBTITLE} title={`${v.zoneName} · ${v.hubName}`}>
                  {v.zoneName} · {v.hubName}
                </span>
              </div>
              <time
                className="shrink-0 text-xs text-muted-foreground"
                dateTime={v.visitedAt}
                title={dateTime(v.visitedAt)}
              >
                {relative(v.visitedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface ActivityState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
}

/** The latest changed modules and dashboards across the member's zones. */
export function RecentlyUpdated({ items, state }: { items: ActivityItem[]; state: ActivityState }) {
  const { relative, dateTime } = useFormatters();
  const { t } = useLingui();
  return (
    <Section
      id="home-updated"
      title={t`Recently updated`}
      description={t`The latest changed modules and dashboards in your zones.`}
    >
      {state.isPending ? (
        <Rows label={t`Loading recent changes`} count={3} />
      ) : state.isError ? (
        <QueryErrorCard title={t`Could not load recent changes`} error={state.error} onRetry={state.retry} />
      ) : items.length === 0 ? (
        <EmptyState
          className="border-0 py-6"
          icon={<Clock />}
          title={t`No modules or dashboards yet`}
          description={t`Open a zone, then a hub, and add a module or a dashboard.`}
        />
      ) : (
        <ul className="divide-y" aria-label={t`Recently updated`}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className={ROW}>
              <ItemIcon kind={item.kind} moduleType={item.moduleType} />
              <div className="grid min-w-0 flex-1">
                <ItemLink item={item} />
                <span className={SUBTITLE} title={`${item.zoneName} · ${item.hubName}`}>
                  {item.zoneName} · {item.hubName}
                </span>
              </div>
              <time
                className="shrink-0 text-xs text-muted-foreground"
                dateTime={item.updatedAt}
                title={dateTime(item.updatedAt)}
              >
                {relative(item.updatedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** How far back "Zones with activity" looks. */
const ACTIVE_DAYS = 14;

/** The member's zones where something changed lately, the most recent first, with what changed. */
export function ZonesWithActivity({ zones, state }: { zones: ZoneActivity[]; state: ActivityState }) {
  const { relative, dateTime } = useFormatters();
  const since = new Date(Date.now() - ACTIVE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const active = zones.filter((z) => z.lastActivity >= since).slice(0, 5);
  const { t } = useLingui();
  return (
    <Section
      id="home-zones"
      title={t`Zones with activity`}
      description={t`Where something changed in the last two weeks, the most recent first.`}
    >
      {state.isPending ? (
        <Rows label={t`Loading zone activity`} count={2} />
      ) : state.isError && active.length === 0 ? (
        <QueryErrorCard title={t`Could not load zone activity`} error={state.error} onRetry={state.retry} />
      ) : active.length === 0 ? (
        <EmptyState
          className="border-0 py-6"
          icon={<Layers />}
          title={t`No recent activity`}
          description={t`Nothing changed in your zones in the last two weeks.`}
        />
      ) : (
        <ul className="divide-y" aria-label={t`Zones with activity`}>
          {active.map(({ zone, hubs, lastActivity, latest }) => {
            const changed = latest?.name;
            return (
              <li key={zone.id} className={ROW}>
                <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1">
                  <ZoneLink zone={zone} />
                  <span className={SUBTITLE}>
                    <Plural value={hubs} one="# hub" other="# hubs" />
                    {changed ? ` · ${t`${changed} changed`}` : ''}
                  </span>
                </div>
                <time
                  className="shrink-0 text-xs text-muted-foreground"
                  dateTime={lastActivity}
                  title={dateTime(lastActivity)}
                >
                  {relative(lastActivity)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function ZoneLink({ zone }: { zone: Pick<Zone, 'id' | 'name'> }) {
  return (
    <RouteLink name="zone_dashboard" params={{ zoneId: zone.id }} className={LINK}>
      {zone.name}
    </RouteLink>
  );
}
