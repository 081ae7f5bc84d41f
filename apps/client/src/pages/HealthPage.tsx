import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Skeleton,
  StatusDot,
} from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useSystemHealth } from '../features/landing/hooks/useSystemHealth';
import { describeHealth } from '../features/landing/utils/describe-health';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';

function formatUptime(seconds: number, i18n: I18n): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (d > 0) return i18n._(msg`${d} d ${h} h`);
  if (h > 0) return i18n._(msg`${h} h ${m} min`);
  return i18n._(msg`${m} min ${s} s`);
}

/** The live status of this installation (GET /api/health). */
export function HealthPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`System status · Atrium`);
  const { data, isPending, isError, isFetching, refetch } = useSystemHealth();
  const latency = data?.database.latency_ms == null ? null : Math.round(data.database.latency_ms);
  const version = data?.version;
  // A service's state ("Up"/"Down" elsewhere are trends): its own context.
  const up = t({ message: 'Up', context: 'service status' });
  const down = t({ message: 'Down', context: 'service status' });
  const summary = data ? describeHealth(data, i18n) : null;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t`System status`}
        description={t`Whether Atrium and its database are answering, checked every minute.`}
        actions={
          <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
            {isFetching ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Check now</Trans>
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2" data-testid="health-summary">
            {isPending ? (
              <Skeleton className="h-5 w-48" />
            ) : isError ? (
              <>
                <StatusDot status="unknown" />
                <Trans>Status unavailable</Trans>
              </>
            ) : (
              <>
                <StatusDot status={summary?.dot ?? 'unknown'} pulse={summary?.dot === 'ok'} />
                {summary?.label}
              </>
            )}
          </CardTitle>
          {isError ? (
            <CardDescription>
              <Trans>The status check did not get an answer. It will try again shortly.</Trans>
            </CardDescription>
          ) : null}
        </CardHeader>
        {data ? (
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">
                  <Trans>API</Trans>
                </dt>
                <dd className="font-medium">{data.status === 'down' ? down : up}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Database</Trans>
                </dt>
                <dd className="font-medium">{data.database.status === 'up' ? up : down}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Latency</Trans>
                </dt>
                <dd className="font-medium tabular-nums">{latency === null ? '—' : t`${latency} ms`}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  <Trans>Uptime</Trans>
                </dt>
                <dd className="font-medium tabular-nums">
                  {data.uptime_s === undefined ? '—' : formatUptime(data.uptime_s, i18n)}
                </dd>
              </div>
            </dl>
            {data.version ? (
              <p className="mt-4 font-mono text-xs text-muted-foreground">
                <Trans>Server v{version}</Trans>
              </p>
            ) : null}
          </CardContent>
        ) : null}
      </Card>
    </PageContainer>
  );
}
