import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/** POST /auth/enable-2fa with a code from the new entry: the 10 recovery codes, shown once. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (totpCode: string) => accountApi.enableTwoFactor(totpCode) });
}
