import { toast } from '@atrium/ui';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';

/**
 * POST /auth/signout-all, then this browser's own sign-out sequence, without its server call: this
 * session is among those just revoked.
 */
export function useSignOutEverywhere() {
  const { store } = useAuth();
  return useMutation({
    mutationFn: async () => {
      await accountApi.signOutAll();
      await store.signOut('user', { endedOnServer: true });
    },
    onError: (error) => toast({ variant: 'destructive', title: error.message }),
  });
}
