/**
 * The account calls of the settings and password pages (API.md "Auth"). The auth store owns
 * sign-in, sign-up, refresh and sign-out; everything here is a plain request whose failures
 * become AuthErrors with the catalogue's codes and messages (server message preferred).
 */
import type {
  ChangePassword,
  MessageResponse,
  RecoveryCodesResponse,
  RegenerateRecoveryCodes,
  ResetPassword,
  SessionsResponse,
  TwoFactorSetupResponse,
  UpdateProfileInput,
  UserResponse,
} from '@atrium/schema';
import type { AuthErrorCode } from '@atrium/schema';
import { request } from '@/api/http';
import { toAuthError, type AuthFallback } from '@/auth/auth-error';

async function call<T>(code: AuthErrorCode, run: () => Promise<T>, fallback?: AuthFallback): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAuthError(error, code, fallback);
  }
}

export const accountApi = {
  sessions: () => call('SESSIONS_FAILED', () => request<SessionsResponse>('/auth/sessions')),
  revokeSession: (id: string) =>
    call('REVOKE_FAILED', () =>
      request<void>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    ),
  signOutAll: () => call('SIGNOUT_ALL_FAILED', () => request<void>('/auth/signout-all', { method: 'POST' })),
  changePassword: (input: ChangePassword) =>
    call(
      'PASSWORD_CHANGE_FAILED',
      () => request<MessageResponse>('/auth/change-password', { method: 'POST', json: input }),
      'updatePassword',
    ),
  forgotPassword: (email: string) =>
    call(
      'PASSWORD_RESET_FAILED',
      () =>
        request<MessageResponse>('/auth/forgot-password', { method: 'POST', json: { email }, auth: false }),
      'resetPassword',
    ),
  resetPassword: (input: ResetPassword) =>
    call(
      'PASSWORD_RESET_FAILED',
      () => request<MessageResponse>('/auth/reset-password', { method: 'POST', json: input, auth: false }),
      'resetPassword',
    ),
  verifyEmail: (token: string) =>
    call('EMAIL_VERIFICATION_FAILED', () =>
      request<UserResponse>('/auth/verify-email', { method: 'POST', json: { token }, auth: false }),
    ),
  resendVerification: (email: string) =>
    call('EMAIL_VERIFICATION_FAILED', () =>
      request<MessageResponse>('/auth/resend-verification', { method: 'POST', json: { email }, auth: false }),
    ),
  setupTwoFactor: () =>
    call('2FA_SETUP_FAILED', () => request<TwoFactorSetupResponse>('/auth/setup-2fa', { method: 'POST' })),
  enableTwoFactor: (password: string, totpCode: string) =>
    call('2FA_ENABLE_FAILED', () =>
      request<RecoveryCodesResponse>('/auth/enable-2fa', { method: 'POST', json: { password, totpCode } }),
    ),
  disableTwoFactor: (password: string, totpCode: string) =>
    call('2FA_DISABLE_FAILED', () =>
      request<MessageResponse>('/auth/disable-2fa', { method: 'POST', json: { password, totpCode } }),
    ),
  regenerateRecoveryCodes: (proof: RegenerateRecoveryCodes) =>
    call('2FA_RECOVERY_CODES_FAILED', () =>
      request<RecoveryCodesResponse>('/auth/regenerate-recovery-codes', { method: 'POST', json: proof }),
    ),
  updateProfile: (input: UpdateProfileInput) =>
    call(
      'PROFILE_UPDATE_FAILED',
      () => request<UserResponse>('/users/me', { method: 'PATCH', json: input }),
      'updateProfile',
    ),
};
