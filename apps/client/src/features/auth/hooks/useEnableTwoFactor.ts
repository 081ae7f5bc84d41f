import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';
import { authKeys } from '../api/auth-keys';

/**
 * POST /auth/enable-2fa with the password and a code from the new entry: the 10 recovery codes,
 * shown once. The server signs the account's other sessions out, so the sessions list is re-read.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, totpCode }: { password: string; totpCode: string }) =>
      accountApi.enableTwoFactor(password, totpCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
