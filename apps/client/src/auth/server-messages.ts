import { msg } from '@lingui/core/macro';
import { AUTH_ERROR_MESSAGES as E, AUTH_FALLBACK_MESSAGES as F } from '@atrium/schema';
import { registerServerMessages } from '@/lib/server-messages';

/**
 * The account's server messages (sign-in, sign-up, passwords, two-factor, sessions, profile and
 * preferences), in the reader's language: the specification's auth catalogue stays exact on the
 * wire and in English; this table is fetched with the core catalogue, as its own chunk, so
 * the first page's JavaScript does not grow (see `registerServerMessages`).
 */
export const CORE_SERVER_MESSAGES = {
  [E.SIGNIN_FAILED]: msg`Sign in failed`,
  [E.SIGNUP_FAILED]: msg`Sign up failed`,
  [E.SESSION_FAILED]: msg`Failed to get session`,
  [E.USER_FAILED]: msg`Failed to get user`,
  [E.REFRESH_FAILED]: msg`Failed to refresh session`,
  [E.PASSWORD_CHANGE_FAILED]: msg`Failed to change password`,
  [E['2FA_SETUP_FAILED']]: msg`Failed to set up 2FA`,
  [E['2FA_ENABLE_FAILED']]: msg`Failed to enable 2FA`,
  [E['2FA_DISABLE_FAILED']]: msg`Failed to disable 2FA`,
  [E['2FA_RECOVERY_CODES_FAILED']]: msg`Failed to regenerate recovery codes`,
  [E.SESSIONS_FAILED]: msg`Failed to get sessions`,
  [E.REVOKE_FAILED]: msg`Failed to revoke session`,
  [E.SIGNOUT_ALL_FAILED]: msg`Failed to sign out from all devices`,
  [E.SIGNOUT_FAILED]: msg`Unknown error during sign out`,
  [E.MFA_REQUIRED]: msg`Two-factor authentication code required`,
  [E.PASSWORD_RESET_FAILED]: msg`Failed to reset password`,
  [E.EMAIL_VERIFICATION_FAILED]: msg`Failed to verify email`,
  [E.PROFILE_UPDATE_FAILED]: msg`Failed to update profile`,
  [E.INVITATION_ACCEPT_FAILED]: msg`Failed to accept the invitation`,
  'This invitation link is invalid, expired or already used': msg`This invitation link is invalid, expired or already used`,
  [F.signIn]: msg`Failed to sign in`,
  [F.signUp]: msg`Failed to sign up`,
  [F.updatePassword]: msg`Failed to update password`,
  [F.initializeAuth]: msg`Failed to initialize auth`,
  [F.refreshAuth]: msg`Failed to refresh auth`,
  [F.notAuthenticated]: msg`Not authenticated`,
  [F.noRefreshToken]: msg`No refresh token available`,
  'Invalid or expired session': msg`Invalid or expired session`,
  'This email address cannot be used to sign up. Sign in or reset your password instead.': msg`This email address cannot be used to sign up. Sign in or reset your password instead.`,
  'Current password is incorrect': msg`Current password is incorrect`,
  'Password is incorrect': msg`Password is incorrect`,
  'Enter your password: you signed in more than 10 minutes ago': msg`Enter your password: you signed in more than 10 minutes ago`,
  'Invalid or already used code': msg`Invalid or already used code`,
  'This link is invalid, expired or already used': msg`This link is invalid, expired or already used`,
  'No such active session of yours': msg`No such active session of yours`,
  'Account not found': msg`Account not found`,
  'Two-factor authentication is already on': msg`Two-factor authentication is already on`,
  'Two-factor authentication is already on; turn it off first': msg`Two-factor authentication is already on; turn it off first`,
  'Two-factor authentication is not on': msg`Two-factor authentication is not on`,
  'Two-factor authentication is off': msg`Two-factor authentication is off`,
  'Two-factor authentication is required for admin roles': msg`Two-factor authentication is required for admin roles`,
  'Start with setup-2fa': msg`Start the two-factor setup again`,
  'Too many requests. Try again later.': msg`Too many requests. Try again later.`,
  'Failed to update preferences': msg`Failed to update preferences`,
  'This account is disabled': msg`This account is disabled`,
  'Confirm your email address first (see the link we sent)': msg`Confirm your email address first (see the link we sent)`,
  'Enter the code from your authenticator app or a recovery code': msg`Enter the code from your authenticator app or a recovery code`,
  'Request body is too large': msg`Request body is too large`,
  'This is temporarily unavailable. Try again in a moment.': msg`This is temporarily unavailable. Try again in a moment.`,
};

/** Literal patterns; each variable part one run between literal delimiters (linear time). */
export const CORE_SERVER_PATTERNS = [
  // The admin guard's reason on the Access Denied screen (libs/schema's route-guard.ts).
  [
    /^User role "([^"]+)" is not an admin role$/,
    (role: string) => msg`User role "${role}" is not an admin role`,
  ],
] as const;

registerServerMessages(CORE_SERVER_MESSAGES, CORE_SERVER_PATTERNS);
