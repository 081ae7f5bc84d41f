import type { UpdateProfileInput } from '@atrium/schema';
import { toast } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';

/** PATCH /users/me; the store takes the answer (USER_UPDATED), so the shell shows the new name. */
export function useUpdateProfile() {
  const { store } = useAuth();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => accountApi.updateProfile(input),
    onSuccess: ({ user }) => {
      store.setUser(user);
      toast({ variant: 'success', title: t`Profile updated` });
    },
  });
}
