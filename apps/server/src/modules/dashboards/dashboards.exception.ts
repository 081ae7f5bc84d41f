import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

export const DashboardsErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
} as const;
export type DashboardsErrorCode = (typeof DashboardsErrorCode)[keyof typeof DashboardsErrorCode];

const STATUS: Record<DashboardsErrorCode, number> = { NOT_FOUND: 404, VALIDATION_FAILED: 400 };

/** Dashboards' errors. */
export class DashboardsException extends AppException {
  constructor(code: DashboardsErrorCode, message: string, details?: ErrorDetail[]) {
    super(STATUS[code], code, message, details);
    this.name = 'DashboardsException';
  }

  static dashboardNotFound() {
    return new DashboardsException('NOT_FOUND', 'Dashboard not found');
  }
  static unknownIds(ids: string[]) {
    return new DashboardsException(
      'VALIDATION_FAILED',
      `Not dashboards of this hub: ${ids.join(', ')}`,
      ids.map((id) => ({ path: 'ids', message: `Not a dashboard of this hub: ${id}` })),
    );
  }
}
