import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

export const DashboardsErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
} as const;
export type DashboardsErrorCode = (typeof DashboardsErrorCode)[keyof typeof DashboardsErrorCode];

const STATUS: Record<DashboardsErrorCode, number> = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  PRECONDITION_FAILED: 412,
};

/** A dashboard's entity tag: its `updated_at`, quoted (what PATCH takes back as If-Match). */
export function dashboardEtag(updatedAt: string): string {
  return `"${updatedAt}"`;
}

/** Dashboards' errors. */
export class DashboardsException extends AppException {
  constructor(
    code: DashboardsErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers?: Record<string, string>,
  ) {
    super(STATUS[code], code, message, details, headers);
    this.name = 'DashboardsException';
  }

  static dashboardNotFound() {
    return new DashboardsException('NOT_FOUND', 'Dashboard not found');
  }
  /** A PATCH whose If-Match names a state the dashboard has left: another save came first. */
  static changedSinceRead(current: string) {
    return new DashboardsException(
      'PRECONDITION_FAILED',
      'This dashboard was changed by someone else since you opened it. Reload to see their change.',
      [{ path: 'If-Match', message: `updated_at is ${current} now` }],
      { etag: dashboardEtag(current) },
    );
  }
  static unknownIds(ids: string[]) {
    return new DashboardsException(
      'VALIDATION_FAILED',
      `Not dashboards of this hub: ${ids.join(', ')}`,
      ids.map((id) => ({ path: 'ids', message: `Not a dashboard of this hub: ${id}` })),
    );
  }
}
