import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';

/** POST /auth/disable-2fa with the password and a current code; the user is re-read. */
export function useDisableTwoFactor() {
  const { store } = useAuth();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ password, totpCode }: { password: string; totpCode: string }) =>
      accountApi.disableTwoFactor(password, totpCode),
    onSuccess: async () => {
      await store.reloadUser().catch(() => undefined);
      toast({ variant: 'success', title: t`Two-factor authentication is off` });
    },
  });
}
