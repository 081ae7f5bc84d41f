import type { StatusDotStatus } from '@atrium/ui';
import type { HealthReport, HealthStatus } from '../api/health';

export const HEALTH_LABELS: Record<HealthStatus, string> = {
  ok: 'All systems operational',
  degraded: 'Degraded',
  down: 'Unavailable',
};

export interface HealthSummary {
  dot: StatusDotStatus;
  label: string;
  /** The database part, e.g. "DB 4 ms" or "Database unreachable"; null when unknown. */
  detail: string | null;
}

export function describeHealth(report: HealthReport): HealthSummary {
  const { database } = report;
  let detail: string | null = null;
  if (database.status === 'down') detail = 'Database unreachable';
  else if (database.latency_ms !== null) detail = `DB ${Math.round(database.latency_ms)} ms`;
  return { dot: report.status, label: HEALTH_LABELS[report.status], detail };
}
