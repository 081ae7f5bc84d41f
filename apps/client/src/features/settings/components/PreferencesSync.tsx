import { useTheme } from '@atrium/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { activateLanguage } from '@/i18n/i18n';
import { logger } from '@/lib/app-logger';
import { useAuthSource } from '@/auth/useAuthSource';
import { usePreferences, useUpdatePreferences } from '../hooks/usePreferences';

/**
 * Applies the signed-in user's stored preferences to the page: the theme (through the theme
 * provider, which also keeps it as this device's choice), the interface language (its catalogue,
 * loaded once) and `<html lang>`. A theme picked
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
  // `<html lang>` as it was before an account's language applied (undefined: none applied now).
  const originalLangRef = useRef<string | null | undefined>(undefined);
  // A layout effect: with the catalogue already loaded, the page re-renders in the new language
  // before the browser paints the frame that saved it. A switch sets `lang` once, from the old
  // language to the new one: every change of it restyles the whole page.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!language) {
      restoreLang(originalLangRef);
      return;
    }
    if (originalLangRef.current === undefined) originalLangRef.current = root.getAttribute('lang');
    if (root.getAttribute('lang') !== language) root.setAttribute('lang', language);
    activateLanguage(language).catch((error: unknown) =>
      logger.error('Loading the language catalogue failed', { error, language }),
    );
  }, [language]);
  useLayoutEffect(() => () => restoreLang(originalLangRef), []);

  return null;
}

/** Puts back the `<html lang>` kept in `originalRef`, if an account's language replaced it. */
function restoreLang(originalRef: { current: string | null | undefined }) {
  const original = originalRef.current;
  if (original === undefined) return;
  originalRef.current = undefined;
  const root = document.documentElement;
  if (original === null) root.removeAttribute('lang');
  else root.setAttribute('lang', original);
}
