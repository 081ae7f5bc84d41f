import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/** POST /auth/resend-verification (202 whether or not the address has an account). */
export function useResendVerification() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (email: string) => accountApi.resendVerification(email),
    onSuccess: (_data, email) =>
      toast({
        variant: 'success',
        title: t`Verification email sent`,
        description: t`Check the inbox of ${email}.`,
      }),
    onError: (error) => toast({ variant: 'destructive', title: error.message }),
  });
}
