import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/** POST /auth/setup-2fa: a new secret and otpauth URL (not active until enabled). */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => accountApi.setupTwoFactor() });
}
