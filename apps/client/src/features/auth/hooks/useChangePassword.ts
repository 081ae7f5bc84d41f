import type { ChangePassword } from '@atrium/schema';
import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';
import { authKeys } from '../api/auth-keys';

/** POST /auth/change-password: this session stays, every other one is signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: ChangePassword) => accountApi.changePassword(input),
    onSuccess: () => {
      toast({
        variant: 'success',
        title: t`Password changed`,
        description: t`Your other devices were signed out.`,
      });
      return queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
    },
  });
}
