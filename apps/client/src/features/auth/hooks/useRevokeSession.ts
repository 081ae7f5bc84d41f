import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';
import { authKeys } from '../api/auth-keys';

/** DELETE /auth/sessions/:id: signs that device out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (id: string) => accountApi.revokeSession(id),
    onSuccess: () =>
      toast({ variant: 'success', title: t`Session revoked`, description: t`That device is signed out.` }),
    onError: (error) => toast({ variant: 'destructive', title: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
