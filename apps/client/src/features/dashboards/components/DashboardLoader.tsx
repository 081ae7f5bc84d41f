import { useLingui } from '@lingui/react/macro';
import { ACCESS_CHECK_FAILED_REASON, type Dashboard, type Hub, type Zone } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { ResourceNotFound } from '@/routing/screens/ResourceNotFound';
import { useHub } from '@/features/hubs/hooks/useHub';
import { SignInPrompt } from '@/features/zones/components/SignInPrompt';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useAccessCheck } from '@/features/zones/hooks/useAccessCheck';
import { useSignedIn } from '@/auth/useSignedIn';
import { useZone } from '@/features/zones/hooks/useZone';
import { prefetchDashboard } from '../api/prefetch-dashboard';
import { useDashboard } from '../hooks/useDashboard';
import { isNotFoundError, isNotFoundReason } from '@/api/not-found';

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
  const { t } = useLingui();
  // Asked at the same time as the access check (one round trip instead of two); shown only after it.
  useZone(zoneId);
  useHub(zoneId, hubId);
  useDashboard(zoneId, hubId, dashboardId);
  // With the layout, what its widgets read and the chart code: in parallel, not after they mount.
  const client = useQueryClient();
  useEffect(() => {
    if (signedIn) void prefetchDashboard(client, zoneId, hubId, dashboardId);
  }, [client, signedIn, zoneId, hubId, dashboardId]);
  if (!signedIn) return <SignInPrompt title={t`Sign in to see this dashboard`} />;
  if (check.isPending) return <DashboardSkeleton />;
  if (check.isError) return <AccessDenied reason={ACCESS_CHECK_FAILED_REASON} />;
  if (!check.data.hasAccess) {
    return isNotFoundReason(check.data.reason) ? (
      <ResourceNotFound kind="dashboard" />
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
  const { t } = useLingui();
  if (queries.some((q) => q.isPending)) return <DashboardSkeleton />;
  const error = zone.error ?? hub.error ?? dashboard.error;
  if (error) {
    if (isNotFoundError(error))
      return <ResourceNotFound kind="dashboard" zoneId={zone.data?.id} hubId={hub.data?.id} />;
    return (
      <QueryErrorCard
        title={t`Could not load the dashboard`}
        error={error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (!zone.data || !hub.data || !dashboard.data || dashboard.data.hub_id !== hub.data.id) {
    return <ResourceNotFound kind="dashboard" zoneId={zone.data?.id} hubId={hub.data?.id} />;
  }
  return <>{children(zone.data, hub.data, dashboard.data)}</>;
}

export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={t`Loading dashboard`}>
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
