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
import { RefreshCw } from 'lucide-react';
import { useSystemHealth } from '../features/landing/hooks/useSystemHealth';
import { describeHealth } from '../features/landing/utils/describe-health';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min ${Math.floor(seconds % 60)} s`;
}

/** The live status of this installation (GET /api/health). */
export function HealthPage() {
  useDocumentTitle('System status · Atrium');
  const { data, isPending, isError, isFetching, refetch } = useSystemHealth();
  const summary = data ? describeHealth(data) : null;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="System status"
        description="Whether Atrium and its database are answering, checked every minute."
        actions={
          <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
            {isFetching ? null : <RefreshCw aria-hidden="true" />}
            Check now
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
                Status unavailable
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
              The status check did not get an answer. It will try again shortly.
            </CardDescription>
          ) : null}
        </CardHeader>
        {data ? (
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">API</dt>
                <dd className="font-medium">{data.status === 'down' ? 'Down' : 'Up'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Database</dt>
                <dd className="font-medium">{data.database.status === 'up' ? 'Up' : 'Down'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Latency</dt>
                <dd className="font-medium tabular-nums">
                  {data.database.latency_ms === null ? '—' : `${Math.round(data.database.latency_ms)} ms`}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Uptime</dt>
                <dd className="font-medium tabular-nums">
                  {data.uptime_s === undefined ? '—' : formatUptime(data.uptime_s)}
                </dd>
              </div>
            </dl>
            {data.version ? (
              <p className="mt-4 font-mono text-xs text-muted-foreground">Server v{data.version}</p>
            ) : null}
          </CardContent>
        ) : null}
      </Card>
    </PageContainer>
  );
}
