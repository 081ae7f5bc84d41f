import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PageHeader } from '@atrium/ui';
import { useQuery } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import { useContext } from 'react';
import { AuthContext } from '../auth/auth-context';
import { useAuthSource } from '../auth/useAuthSource';
import {
  RecentlyUpdated,
  RecentlyVisited,
  ZonesWithActivity,
} from '../features/dashboards/components/home/HomeSections';
import { useRecentVisits } from '../features/dashboards/hooks/useRecentDashboards';
import { useWorkspaceActivity } from '../features/dashboards/hooks/useWorkspaceActivity';
import { isFirstVisit } from '../features/dashboards/utils/workspace-activity';
import { sessionsQueryOptions } from '../features/auth/api/sessions-query';
import { PageContainer } from '../features/shell/components/PageContainer';
import { MyInvitationsCard } from '../features/invitations/components/MyInvitationsCard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { CreateZoneDialog } from '../features/zones/components/CreateZoneDialog';
import { ZoneList } from '../features/zones/components/ZoneList';
import { useZones } from '../features/zones/hooks/useZones';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';
import { useAppNavigation } from '../routing/navigation/useAppNavigation';

/**
 * The signed-in home: what a member needs next — the dashboards they opened last, what changed
 * lately in their zones, and their zones by activity. Someone in no zone yet (a new account) gets
 * one thing to do instead of four empty cards: their invitations, if any, and "Create your first
 * zone".
 */
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard · Atrium`);
  const { user } = useAuthSource();
  const createdAt = useContext(AuthContext)?.user?.created_at;
  const { navigate } = useAppNavigation();
  const visits = useRecentVisits();
  const zones = useZones();
  const activity = useWorkspaceActivity();
  const now = Date.now();
  // A brand-new account is greeted "Welcome": created within a day, nothing opened, one session.
  const maybeNew = isFirstVisit(createdAt, visits.length, undefined, now);
  const sessions = useQuery({ ...sessionsQueryOptions(), enabled: maybeNew });
  const firstVisit = maybeNew && isFirstVisit(createdAt, visits.length, sessions.data?.length, now);
  const name = user?.profile?.first_name;
  const state = {
    isPending: zones.isPending || activity.isPending,
    isError: zones.isError || activity.isError,
    error: zones.error ?? activity.error,
    retry: () => {
      if (zones.isError) void zones.refetch();
      activity.retry();
    },
  };
  const noZones = zones.isSuccess && zones.data.length === 0;
  return (
    <PageContainer>
      <PageHeader
        title={name ? (firstVisit ? t`Welcome, ${name}` : t`Welcome back, ${name}`) : t`Your dashboard`}
        description={
          firstVisit
            ? t`Start with a zone for your team: hubs inside it hold its modules and dashboards.`
            : t`What changed in your zones, and the modules and dashboards you opened last.`
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <RouteLink name="zones">
                <Layers aria-hidden="true" />
                <Trans>Browse zones</Trans>
              </RouteLink>
            </Button>
            <CreateZoneDialog
              onCreated={(zone) => void navigate({ name: 'zone_dashboard', params: { zoneId: zone.id } })}
            />
          </div>
        }
      />
      <MyInvitationsCard />
      {noZones ? null : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2" data-testid="dashboard-home">
          <RecentlyVisited visits={visits} />
          <RecentlyUpdated items={activity.recent} state={state} />
          <div className="min-w-0 lg:col-span-2">
            <ZonesWithActivity zones={activity.zones} state={state} />
          </div>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Your zones</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Zones you are a member of. Open one to see its hubs.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ZoneList limit={6} inCard />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
