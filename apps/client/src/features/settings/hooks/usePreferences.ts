import { t } from '@lingui/core/macro';
import type { UpdatePreferences, UserPreferences } from '@atrium/schema';
import { toast } from '@atrium/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthSource } from '@/auth/useAuthSource';
import { activateLanguage } from '@/i18n/i18n';
import { logger } from '@/lib/app-logger';
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
  return useMutation({
    mutationFn: (patch: UpdatePreferences) => preferencesApi.update(patch),
    onSuccess: async (saved: UserPreferences) => {
      queryClient.setQueryData(preferencesKeys.user(userId), saved);
      if (quiet) return;
      // Said in the language just saved: after a switch, once its catalogue is active (the same
      // call PreferencesSync makes; the catalogue loads once). The global i18n, not this render's.
      if (saved.language)
        await activateLanguage(saved.language).catch((error: unknown) =>
          logger.error('Loading the language catalogue failed', { error, language: saved.language }),
        );
      toast({ variant: 'success', title: t`Preferences saved` });
    },
  });
}
