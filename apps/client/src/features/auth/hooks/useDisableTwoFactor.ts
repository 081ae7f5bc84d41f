import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';
import { authKeys } from '../api/auth-keys';

/**
 * POST /auth/disable-2fa with the password and a current code; the user is re-read, and the
 * sessions list too (the server signed the other devices out).
 */
export function useDisableTwoFactor() {
  const { store } = useAuth();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, totpCode }: { password: string; totpCode: string }) =>
      accountApi.disableTwoFactor(password, totpCode),
    onSuccess: async () => {
      await store.reloadUser().catch(() => undefined);
      toast({
        variant: 'success',
        title: t`Two-factor authentication is off`,
        description: t`Your other devices were signed out.`,
      });
      await queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
    },
  });
}
