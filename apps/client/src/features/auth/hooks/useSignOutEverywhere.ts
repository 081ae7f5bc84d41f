import { toast } from '@atrium/ui';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';

/** POST /auth/signout-all, then this browser's own sign-out sequence. */
export function useSignOutEverywhere() {
  const { store } = useAuth();
  return useMutation({
    mutationFn: async () => {
      await accountApi.signOutAll();
      await store.signOut();
    },
    onError: (error) => toast({ variant: 'destructive', title: error.message }),
  });
}
