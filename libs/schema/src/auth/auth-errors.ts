/**
 * Messages of the specification's auth error catalogue, by code. The server sends these as the
 * `message` of the error body (more specific, non-disclosing hints go in `details`); the client
 * shows the server's message and falls back to these.
 */
export const AUTH_ERROR_MESSAGES = Object.freeze({
  SIGNIN_FAILED: 'Sign in failed',
  SIGNUP_FAILED: 'Sign up failed',
  SESSION_FAILED: 'Failed to get session',
  USER_FAILED: 'Failed to get user',
  REFRESH_FAILED: 'Failed to refresh session',
  PASSWORD_CHANGE_FAILED: 'Failed to change password',
  '2FA_SETUP_FAILED': 'Failed to set up 2FA',
  '2FA_ENABLE_FAILED': 'Failed to enable 2FA',
  '2FA_DISABLE_FAILED': 'Failed to disable 2FA',
  '2FA_RECOVERY_CODES_FAILED': 'Failed to regenerate recovery codes',
  SESSIONS_FAILED: 'Failed to get sessions',
  REVOKE_FAILED: 'Failed to revoke session',
  SIGNOUT_ALL_FAILED: 'Failed to sign out from all devices',
  SIGNOUT_FAILED: 'Unknown error during sign out',
  // Not in the catalogue's code list; messages from its fallback list where one exists.
  MFA_REQUIRED: 'Two-factor authentication code required',
  PASSWORD_RESET_FAILED: 'Failed to reset password',
  EMAIL_VERIFICATION_FAILED: 'Failed to verify email',
  PROFILE_UPDATE_FAILED: 'Failed to update profile',
  // Atrium's own (docs/api-additions.md): an admin's invitation link that cannot be used.
  INVITATION_ACCEPT_FAILED: 'Failed to accept the invitation',
} as const);

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** Client-side fallback messages of the specification (no code attached). */
export const AUTH_FALLBACK_MESSAGES = Object.freeze({
  signIn: 'Failed to sign in',
  signUp: 'Failed to sign up',
  updateProfile: 'Failed to update profile',
  resetPassword: 'Failed to reset password',
  updatePassword: 'Failed to update password',
  initializeAuth: 'Failed to initialize auth',
  refreshAuth: 'Failed to refresh auth',
  notAuthenticated: 'Not authenticated',
  noRefreshToken: 'No refresh token available',
} as const);
