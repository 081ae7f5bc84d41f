import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

export const HubsErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
} as const;
export type HubsErrorCode = (typeof HubsErrorCode)[keyof typeof HubsErrorCode];

const STATUS: Record<HubsErrorCode, number> = { NOT_FOUND: 404, FORBIDDEN: 403, VALIDATION_FAILED: 400 };

/** Hubs' errors; also used for the hub-scoped children (modules, dashboards) by their own exceptions' pattern. */
export class HubsException extends AppException {
  constructor(code: HubsErrorCode, message: string, details?: ErrorDetail[]) {
    super(STATUS[code], code, message, details);
    this.name = 'HubsException';
  }

  static hubNotFound() {
    return new HubsException('NOT_FOUND', 'Hub not found');
  }
  static inactiveForbidden() {
    return new HubsException('FORBIDDEN', 'Only zone owners and admins can list inactive hubs');
  }
  static unknownIds(ids: string[]) {
    return new HubsException(
      'VALIDATION_FAILED',
      `Not hubs of this zone: ${ids.join(', ')}`,
      ids.map((id) => ({ path: 'ids', message: `Not a hub of this zone: ${id}` })),
    );
  }
}
