import { useLingui } from '@lingui/react/macro';
import type { UpdatePreferences, UserPreferences } from '@atrium/schema';
import { toast } from '@atrium/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthSource } from '@/auth/useAuthSource';
import { preferencesApi, preferencesKeys, preferencesQuery } from '../api/preferences-api';

/** The signed-in user's stored preferences (no request while signed out). */
export function usePreferences() {
  const userId = useAuthSource().user?.id ?? '';
  return useQuery({ ...preferencesQuery(userId), enabled: userId !== '' });
}

/**
 * PATCH /users/me/preferences; the answer replaces the cached preferences, so the theme,
 * <html lang> and every date on screen follow at once. `quiet` skips the success toast (for
 * changes made outside the preferences form, such as the top bar's theme switch).
 */
export function useUpdatePreferences({ quiet = false }: { quiet?: boolean } = {}) {
  const userId = useAuthSource().user?.id ?? '';
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (patch: UpdatePreferences) => preferencesApi.update(patch),
    onSuccess: (saved: UserPreferences) => {
      queryClient.setQueryData(preferencesKeys.user(userId), saved);
      if (!quiet) toast({ variant: 'success', title: t`Preferences saved` });
    },
  });
}
