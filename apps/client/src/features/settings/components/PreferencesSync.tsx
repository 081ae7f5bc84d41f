import { useTheme } from '@atrium/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { activateLanguage } from '@/i18n/i18n';
import { logger } from '@/lib/app-logger';
import { useAuthSource } from '@/auth/useAuthSource';
import { usePreferences, useUpdatePreferences } from '../hooks/usePreferences';

/**
 * Applies the signed-in user's stored preferences to the page: the theme (through the theme
 * provider, which also keeps it as this device's choice), the interface language (its catalogue,
 * loaded once, which sets `<html lang>`). A theme picked
 * elsewhere while signed in (the top bar's switch, the account menu) is saved back to the
 * account. Signed out, the device's own theme choice stays in charge. Renders nothing.
 */
export function PreferencesSync() {
  const { user } = useAuthSource();
  const { data: preferences } = usePreferences();
  const { theme, setTheme } = useTheme();
  const save = useUpdatePreferences({ quiet: true });
  const saveTheme = save.mutate;
  const stored = user ? preferences : undefined;

  // The theme the account holds as last applied here, and the theme on screen at the last render.
  const appliedRef = useRef<string | null>(null);
  const previousThemeRef = useRef(theme);

  useEffect(() => {
    if (!stored) {
      appliedRef.current = null;
      return;
    }
    if (appliedRef.current !== stored.theme) {
      appliedRef.current = stored.theme;
      if (theme !== stored.theme) setTheme(stored.theme);
    }
    // Only a change of the stored value re-applies it; `theme` changes are handled below.
  }, [stored?.theme]);

  useEffect(() => {
    const previous = previousThemeRef.current;
    previousThemeRef.current = theme;
    if (!stored || theme === previous || theme === appliedRef.current) return;
    appliedRef.current = theme;
    saveTheme({ theme });
  }, [theme, stored, saveTheme]);

  const language = stored?.language;
  // A layout effect: with the catalogue already loaded, the page re-renders in the new language
  // before the browser paints the frame that saved it; `<html lang>` follows with the catalogue
  // (activateLanguage), and stays with the language on screen after signing out.
  useLayoutEffect(() => {
    if (!language) return;
    activateLanguage(language).catch((error: unknown) =>
      logger.error('Loading the language catalogue failed', { error, language }),
    );
  }, [language]);

  return null;
}
