import { queryOptions } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { ApiError, request } from '@/api/http';

export type HealthStatus = 'ok' | 'degraded' | 'down';

/** GET /api/health (see API.md). A 503 answer means the system is down. */
export interface HealthReport {
  status: HealthStatus;
  database: { status: 'up' | 'down'; latency_ms: number | null };
  version?: string;
  uptime_s?: number;
}

const STATUSES: readonly HealthStatus[] = ['ok', 'degraded', 'down'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a health body defensively; anything unrecognisable yields null. */
export function parseHealthReport(value: unknown): HealthReport | null {
  if (!isRecord(value) || !STATUSES.includes(value.status as HealthStatus)) return null;
  const database = isRecord(value.database) ? value.database : {};
  return {
    status: value.status as HealthStatus,
    database: {
      status: database.status === 'up' ? 'up' : 'down',
      latency_ms: typeof database.latency_ms === 'number' ? database.latency_ms : null,
    },
    version: typeof value.version === 'string' ? value.version : undefined,
    uptime_s: typeof value.uptime_s === 'number' ? value.uptime_s : undefined,
  };
}

export async function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  try {
    const body = await request<unknown>('/health', { signal, cache: 'no-store' });
    const report = parseHealthReport(body);
    if (!report) {
      throw new ApiError(200, {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's reason phrases
        error: 'Unexpected response',
        code: 'BAD_HEALTH_RESPONSE',
        message: t`Unexpected health response`,
      });
    }
    return report;
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      const report = parseHealthReport(error.body);
      return {
        ...(report ?? { database: { status: 'down', latency_ms: null } }),
        status: 'down',
      };
    }
    throw error;
  }
}

export const healthKeys = {
  all: ['health'] as const,
};

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: ({ signal }) => fetchHealth(signal),
    // A status indicator should not show a five-minute-old answer.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
