import type { ConfigIssue } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

export const HubModulesErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
} as const;
export type HubModulesErrorCode = (typeof HubModulesErrorCode)[keyof typeof HubModulesErrorCode];

const STATUS: Record<HubModulesErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  VALIDATION_FAILED: 400,
};

/** Modules' errors. */
export class HubModulesException extends AppException {
  constructor(code: HubModulesErrorCode, message: string, details?: ErrorDetail[]) {
    super(STATUS[code], code, message, details);
    this.name = 'HubModulesException';
  }

  static moduleNotFound() {
    return new HubModulesException('NOT_FOUND', 'Module not found');
  }
  static inactiveForbidden() {
    return new HubModulesException('FORBIDDEN', 'Only members who may edit modules can list inactive ones');
  }
  static invalidConfig(issues: ConfigIssue[]) {
    return new HubModulesException(
      'VALIDATION_FAILED',
      'Invalid module config',
      issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  static unknownIds(ids: string[]) {
    return new HubModulesException(
      'VALIDATION_FAILED',
      `Not modules of this hub: ${ids.join(', ')}`,
      ids.map((id) => ({ path: 'ids', message: `Not a module of this hub: ${id}` })),
    );
  }
}
