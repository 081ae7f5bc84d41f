import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/** POST /auth/forgot-password: answered the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => accountApi.forgotPassword(email) });
}
