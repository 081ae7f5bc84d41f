import { ACCESS_CHECK_FAILED_REASON, type Dashboard, type Hub, type Zone } from '@atrium/schema';
import { Button, Skeleton } from '@atrium/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { RouteLink } from '../../../routing/navigation/RouteLink';
import { AccessDenied } from '../../../routing/screens/AccessDenied';
import { StatusScreen } from '../../../routing/screens/StatusScreen';
import { useHub } from '../../hubs/hooks/useHub';
import { SignInPrompt } from '../../zones/components/SignInPrompt';
import { QueryErrorCard } from '../../zones/components/QueryErrorCard';
import { useAccessCheck } from '../../zones/hooks/useAccessCheck';
import { useSignedIn } from '../../zones/hooks/useSignedIn';
import { useZone } from '../../zones/hooks/useZone';
import { useDashboard } from '../hooks/useDashboard';
import { isNotFoundError, isNotFoundReason } from '../utils/not-found';

export interface DashboardLoaderProps {
  zoneId: string;
  hubId: string;
  dashboardId: string;
  children: (zone: Zone, hub: Hub, dashboard: Dashboard) => ReactNode;
}

/**
 * A hub dashboard behind the hub-scoped guard (POST /permissions/check), with its zone and hub.
 * An unknown zone, hub or dashboard, or one of a zone the caller cannot see, is "Dashboard not
 * found" — never "Access Denied" with "not found" inside; a real refusal keeps 'Access Denied'
 * with its reason.
 */
export function DashboardLoader({ zoneId, hubId, dashboardId, children }: DashboardLoaderProps) {
  const signedIn = useSignedIn();
  const check = useAccessCheck(zoneId, 'hub', 'read', hubId);
  // Asked at the same time as the access check (one round trip instead of two); shown only after it.
  useZone(zoneId);
  useHub(zoneId, hubId);
  useDashboard(zoneId, hubId, dashboardId);
  if (!signedIn) return <SignInPrompt what="this dashboard" />;
  if (check.isPending) return <DashboardSkeleton />;
  if (check.isError) return <AccessDenied reason={ACCESS_CHECK_FAILED_REASON} />;
  if (!check.data.hasAccess) {
    return isNotFoundReason(check.data.reason) ? (
      <DashboardNotFound />
    ) : (
      <AccessDenied reason={check.data.reason} />
    );
  }
  return (
    <DashboardData zoneId={zoneId} hubId={hubId} dashboardId={dashboardId}>
      {children}
    </DashboardData>
  );
}

function DashboardData({ zoneId, hubId, dashboardId, children }: DashboardLoaderProps) {
  const zone = useZone(zoneId);
  const hub = useHub(zoneId, hubId);
  const dashboard = useDashboard(zoneId, hubId, dashboardId);
  const queries = [zone, hub, dashboard];
  if (queries.some((q) => q.isPending)) return <DashboardSkeleton />;
  const error = zone.error ?? hub.error ?? dashboard.error;
  if (error) {
    if (isNotFoundError(error)) return <DashboardNotFound zoneId={zone.data?.id} hubId={hub.data?.id} />;
    return (
      <QueryErrorCard
        title="Could not load the dashboard"
        error={error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (!zone.data || !hub.data || !dashboard.data || dashboard.data.hub_id !== hub.data.id) {
    return <DashboardNotFound zoneId={zone.data?.id} hubId={hub.data?.id} />;
  }
  return <>{children(zone.data, hub.data, dashboard.data)}</>;
}

export function DashboardSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-12 gap-3">
        <Skeleton className="col-span-12 h-[140px] rounded-xl sm:col-span-3" />
        <Skeleton className="col-span-12 h-[140px] rounded-xl sm:col-span-3" />
        <Skeleton className="col-span-12 h-[292px] rounded-xl sm:col-span-6 sm:row-span-2" />
        <Skeleton className="col-span-12 h-[140px] rounded-xl sm:col-span-6" />
      </div>
    </div>
  );
}

/** "Dashboard not found", with a way back to the hub when the hub is known, else to the dashboard home. */
export function DashboardNotFound({ zoneId, hubId }: { zoneId?: string; hubId?: string }) {
  useDocumentTitle('Dashboard not found · Atrium');
  return (
    <StatusScreen
      role="alert"
      data-testid="dashboard-not-found"
      icon={<SearchX />}
      eyebrow="404"
      title="Dashboard not found"
      description={
        <p>
          There is no such dashboard here, or it belongs to a zone you are not in. It may have been deleted,
          or the link may be mistyped.
        </p>
      }
      actions={
        <Button asChild>
          {zoneId && hubId ? (
            <RouteLink name="hub_view" params={{ zoneId, hubId }}>
              <ArrowLeft aria-hidden="true" />
              Back to the hub
            </RouteLink>
          ) : (
            <RouteLink name="dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to your dashboard
            </RouteLink>
          )}
        </Button>
      }
    />
  );
}
