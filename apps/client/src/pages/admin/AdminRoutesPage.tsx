import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, StatusDot } from '@atrium/ui';
import { describeRoutes, type RouteRecord } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouteActions } from '@/features/admin/routes/RouteActions';
import { RouteCheckCard } from '@/features/admin/routes/RouteCheckCard';
import { CreateRouteDialog } from '@/features/admin/routes/RouteFormDialog';
import { RoutesTable, storedRoute } from '@/features/admin/routes/RoutesTable';
import { allRoutesQuery } from '@/features/admin/routes/routes-admin-api';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { resolvePageComponent } from '@/routing/component-registry';
import { ROUTES_POLL_INTERVAL_MS } from '@/routing/route-set-query';
import { useRouteSet } from '@/routing/useRouteSet';

/** A skipped row's menu (built-in fallback rows have no id: they cannot be edited). */
function Actions({ record }: { record: RouteRecord }) {
  const route = storedRoute(record);
  return route ? <RouteActions route={route} /> : null;
}

const SOURCE_LABEL = {
  database: msg`Database`,
  fallback: msg`Built-in fallback set`,
  early: msg`Start-up set`,
} as const;

/** The routes the app is running on, how each resolves, and what the router could not use. */
function AdminRoutesContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Routes · Atrium admin`);
  const routeSet = useRouteSet();
  const { entries, skipped } = useMemo(
    () => describeRoutes(routeSet.routes, resolvePageComponent),
    [routeSet.routes],
  );
  const problems =
    entries.filter((e) => !e.component || e.pathProblem || e.layoutProblem).length + skipped.length;
  const editable = routeSet.source === 'database';
  const all = useQuery({ ...allRoutesQuery(), enabled: editable });
  const inactive = (all.data ?? []).filter((route) => !route.is_active);
  const pollSeconds = ROUTES_POLL_INTERVAL_MS / 1000;
  const routed = entries.length;

  return (
    <PageContainer>
      <PageHeader
        title={t`Routes`}
        description={t`Every page of the app is a row in the routes table. Changes reach open browsers within seconds, without a reload.`}
        actions={
          <div className="flex flex-wrap items-center gap-4">
            <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <StatusDot
                status={routeSet.source === 'database' ? 'ok' : 'degraded'}
                pulse={routeSet.source === 'database'}
              />
              {t(SOURCE_LABEL[routeSet.source])} · <Trans>checked every {pollSeconds} s</Trans>
            </span>
            {editable ? <CreateRouteDialog /> : null}
          </div>
        }
      />
      <RouteCheckCard />
      <section aria-labelledby="active-routes-heading" className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="active-routes-heading" className="text-base font-semibold">
            <Trans>Active routes</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {t`${routed} routed`} · {problems > 0 ? t`${problems} with problems` : t`all resolve`}
          </p>
        </div>
        <RoutesTable entries={entries} editable={editable} />
      </section>
      {skipped.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Not routed</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Rows the router could not use. Every other route keeps working.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {skipped.map(({ route, reason }) => (
                <li key={route.id ?? route.name} className="flex items-start justify-between gap-3">
                  <p>
                    <span className="font-medium">{route.name}</span>
                    <span className="text-muted-foreground"> — {reason}</span>
                  </p>
                  <Actions record={route} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {all.isError ? (
        <QueryErrorCard
          title={t`Inactive routes could not be loaded`}
          error={all.error}
          onRetry={() => void all.refetch()}
        />
      ) : null}
      {inactive.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Inactive routes</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Stored but not served. Activate one to bring its page back.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm" aria-label={t`Inactive routes`}>
              {inactive.map((route) => (
                <li key={route.id} className="flex items-center justify-between gap-3 py-2">
                  <p className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium">{route.name}</span>
                    <span className="font-mono text-[0.8125rem] text-muted-foreground"> {route.path}</span>
                  </p>
                  <RouteActions route={route} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminRoutesPage() {
  return (
    <AdminOnly>
      <AdminRoutesContent />
    </AdminOnly>
  );
}
