import { Button, Skeleton, StatusDot } from '@atrium/ui';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useSystemHealth } from '../hooks/useSystemHealth';
import { describeHealth } from '../utils/describe-health';

/** The footer's live system status from GET /api/health: dot, label and database latency. */
export function SystemStatus() {
  const { data, isPending, isError, isFetching, refetch } = useSystemHealth();
  const { i18n } = useLingui();

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
        <span className="sr-only">
          <Trans>Checking system status…</Trans>
        </span>
      </div>
    );
  }

  if (isError) {
    return (
      <div data-testid="system-status" data-status="error" role="status" className="flex items-center gap-2">
        <StatusDot status="unknown" />
        <span>
          <Trans>Status unavailable</Trans>
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {isFetching ? null : <RefreshCw aria-hidden="true" />}
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  const { dot, label, detail } = describeHealth(data, i18n);
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
