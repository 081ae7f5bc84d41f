import type { ErrorDetail } from './error-body.js';

/**
 * The one exception the code throws on purpose. Each domain names its own codes; the global
 * filter turns it into the API error shape. `status` is the HTTP status.
 */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppException';
  }

  static validation(message: string, details?: ErrorDetail[]) {
    return new AppException(400, 'VALIDATION_FAILED', message, details);
  }
  static notFound(message = 'Not found') {
    return new AppException(404, 'NOT_FOUND', message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppException(403, 'FORBIDDEN', message);
  }
  static unauthenticated(message = 'Not authenticated') {
    return new AppException(401, 'UNAUTHENTICATED', message);
  }
  static conflict(message: string, details?: ErrorDetail[]) {
    return new AppException(409, 'CONFLICT', message, details);
  }
}
