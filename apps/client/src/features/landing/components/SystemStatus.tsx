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
  // The dot on the label's first line; the words beside it in a column of their own, so a detail
  // that wraps (a long translation, a phone) starts under the label, not under the dot. Each part
  // is padded at its start inside a row pulled out by as much and clipped: the separator before
  // the detail is drawn in that padding, so a detail that starts a line shows no stray "·".
  return (
    <div
      data-testid="system-status"
      data-status={data.status}
      role="status"
      className="flex min-w-0 items-start gap-2"
    >
      <span className="flex h-5 shrink-0 items-center">
        <StatusDot status={dot} pulse={dot === 'ok'} />
      </span>
      <span className="min-w-0 overflow-hidden">
        <span className="-ml-3 flex flex-wrap gap-y-1">
          <span data-slot="status-label" className="min-w-0 pl-3 font-medium text-foreground">
            {label}
          </span>
          {detail ? (
            <span
              data-slot="status-detail"
              className="relative pl-3 whitespace-nowrap text-muted-foreground tabular-nums"
            >
              <span data-slot="status-separator" aria-hidden="true" className="absolute left-0.5">
                ·
              </span>
              {detail}
            </span>
          ) : null}
        </span>
      </span>
    </div>
  );
}
