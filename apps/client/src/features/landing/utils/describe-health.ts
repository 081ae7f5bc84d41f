import type { StatusDotStatus } from '@atrium/ui';
import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HealthReport, HealthStatus } from '../api/health';

export const HEALTH_LABELS: Record<HealthStatus, MessageDescriptor> = {
  ok: msg`All systems operational`,
  degraded: msg`Degraded`,
  down: msg`Unavailable`,
};

export interface HealthSummary {
  dot: StatusDotStatus;
  label: string;
  /** The database part, e.g. "DB 4 ms" or "Database unreachable"; null when unknown. */
  detail: string | null;
}

/** The report in words, in `i18n`'s language (components pass theirs from `useLingui()`). */
export function describeHealth(report: HealthReport, i18n: I18n = activeI18n): HealthSummary {
  const { database } = report;
  let detail: string | null = null;
  if (database.status === 'down') detail = i18n._(msg`Database unreachable`);
  else if (database.latency_ms !== null) {
    const latency = Math.round(database.latency_ms);
    detail = i18n._(msg`DB ${latency} ms`);
  }
  return { dot: report.status, label: i18n._(HEALTH_LABELS[report.status]), detail };
}
