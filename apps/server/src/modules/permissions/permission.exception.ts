import { AppException } from '../../common/errors/app.exception.js';
import type { DenialStatus } from './permission-engine.js';

/** The permission engine's refusals, in the API error shape. */
export const PermissionErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type PermissionErrorCode = (typeof PermissionErrorCode)[keyof typeof PermissionErrorCode];

const CODE: Record<DenialStatus, PermissionErrorCode> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

export class PermissionException extends AppException {
  constructor(status: number, code: PermissionErrorCode, message: string, path?: string) {
    super(status, code, message, path ? [{ path, message }] : undefined);
    this.name = 'PermissionException';
  }

  /** A refusal decided by the engine: 400 bad id, 403 role lacks the action, 404 not visible, 409 archived. */
  static denied(status: DenialStatus, reason: string, path?: string): PermissionException {
    return new PermissionException(status, CODE[status], reason, status === 400 ? path : undefined);
  }

  /** The check itself failed (database down): refuse rather than guess. */
  static checkFailed(): PermissionException {
    return new PermissionException(503, 'UNAVAILABLE', 'Access check failed');
  }

  /** A guarded route without a usable requirement or path parameter: a programming error, refused. */
  static misconfigured(): PermissionException {
    return new PermissionException(500, 'INTERNAL', 'Access check failed');
  }
}
