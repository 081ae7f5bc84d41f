import { Button, Skeleton, StatusDot } from '@atrium/ui';
import { RefreshCw } from 'lucide-react';
import { useSystemHealth } from '../hooks/useSystemHealth';
import { describeHealth } from '../utils/describe-health';

/** The footer's live system status from GET /api/health: dot, label and database latency. */
export function SystemStatus() {
  const { data, isPending, isError, isFetching, refetch } = useSystemHealth();

  if (isPending) {
    return (
      <div
        data-testid="system-status"
        data-status="loading"
        aria-busy="true"
        className="flex items-center gap-2"
      >
        <Skeleton className="size-2.5 rounded-full" />
        <Skeleton className="h-4 w-40" />
        <span className="sr-only">Checking system status…</span>
      </div>
    );
  }

  if (isError) {
    return (
      <div data-testid="system-status" data-status="error" role="status" className="flex items-center gap-2">
        <StatusDot status="unknown" />
        <span>Status unavailable</span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {isFetching ? null : <RefreshCw aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  }

  const { dot, label, detail } = describeHealth(data);
  return (
    <div
      data-testid="system-status"
      data-status={data.status}
      role="status"
      className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1"
    >
      <StatusDot status={dot} pulse={dot === 'ok'} />
      <span className="font-medium text-foreground">{label}</span>
      {detail ? (
        <span className="text-muted-foreground tabular-nums">
          <span aria-hidden="true">· </span>
          {detail}
        </span>
      ) : null}
    </div>
  );
}
