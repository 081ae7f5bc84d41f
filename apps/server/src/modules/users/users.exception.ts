import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';

/** The signed-in user's row is gone (deleted while the token was still valid). */
export function userNotFound(): AppException {
  return new AppException(401, 'UNAUTHENTICATED', AUTH_ERROR_MESSAGES.USER_FAILED);
}
