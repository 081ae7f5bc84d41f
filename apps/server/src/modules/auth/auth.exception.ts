import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import type { AuthErrorCode } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

/**
 * The auth module's errors: the specification's catalogue codes with its exact messages.
 * Hints that are safe to give go in `details`; sign-in failures that could tell whether an
 * account exists carry none.
 *
 * Statuses: 401 only where the caller is not (or no longer) signed in: sign-in, MFA_REQUIRED,
 * refresh. Failures of a signed-in caller (wrong current password, wrong 2FA code) are 400, so
 * the client's "401/403 clears stored auth" rule does not sign the user out for a typo.
 * setup-2fa and enable-2fa with 2FA already on are a 409 (a state conflict).
 */
export class AuthException extends AppException {
  constructor(status: number, code: AuthErrorCode, details?: ErrorDetail[], cause?: unknown) {
    super(status, code, AUTH_ERROR_MESSAGES[code], details);
    this.name = 'AuthException';
    if (cause !== undefined) this.cause = cause;
  }

  static signInFailed(details?: ErrorDetail[]) {
    return new AuthException(401, 'SIGNIN_FAILED', details);
  }
  static mfaRequired() {
    return new AuthException(401, 'MFA_REQUIRED', [
      { path: 'totpCode', message: 'Enter the code from your authenticator app or a recovery code' },
    ]);
  }
  static signUpFailed(details?: ErrorDetail[]) {
    return new AuthException(409, 'SIGNUP_FAILED', details);
  }
  static refreshFailed(details?: ErrorDetail[]) {
    return new AuthException(401, 'REFRESH_FAILED', details);
  }
  static passwordChangeFailed(details?: ErrorDetail[]) {
    return new AuthException(400, 'PASSWORD_CHANGE_FAILED', details);
  }
  static passwordResetFailed() {
    return new AuthException(400, 'PASSWORD_RESET_FAILED', [
      { path: 'token', message: 'This link is invalid, expired or already used' },
    ]);
  }
  static invitationAcceptFailed() {
    return new AuthException(400, 'INVITATION_ACCEPT_FAILED', [
      { path: 'token', message: 'This invitation link is invalid, expired or already used' },
    ]);
  }
  static emailVerificationFailed() {
    return new AuthException(400, 'EMAIL_VERIFICATION_FAILED', [
      { path: 'token', message: 'This link is invalid, expired or already used' },
    ]);
  }
  static twoFactorSetupFailed(message: string) {
    return new AuthException(409, '2FA_SETUP_FAILED', [{ path: '', message }]);
  }
  /**
   * setup-2fa or enable-2fa while 2FA is on: a state conflict, 409 from both (each with its own
   * catalogue code and message, the specification's), with one detail saying what to do.
   */
  static twoFactorAlreadyOn(code: '2FA_SETUP_FAILED' | '2FA_ENABLE_FAILED') {
    return new AuthException(409, code, [{ path: '', message: TWO_FACTOR_ALREADY_ON }]);
  }
  static twoFactorEnableFailed(path: string, message: string) {
    return new AuthException(400, '2FA_ENABLE_FAILED', [{ path, message }]);
  }
  static twoFactorDisableFailed(path: string, message: string) {
    return new AuthException(400, '2FA_DISABLE_FAILED', [{ path, message }]);
  }
  static recoveryCodesFailed(path: string, message: string) {
    return new AuthException(400, '2FA_RECOVERY_CODES_FAILED', [{ path, message }]);
  }
  static revokeFailed() {
    return new AuthException(404, 'REVOKE_FAILED', [
      { path: 'id', message: 'No such active session of yours' },
    ]);
  }
}

/** Detail of setup-2fa's and enable-2fa's 409 when 2FA is already on. */
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on; turn it off first';

/** Detail used when a second factor was wrong or already used. */
export const BAD_CODE = 'Invalid or already used code';
