import type { ResetPassword } from '@atrium/schema';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/** POST /auth/reset-password with the link's token: every session of the account ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPassword) => accountApi.resetPassword(input) });
}
