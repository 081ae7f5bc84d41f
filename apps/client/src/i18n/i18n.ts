import { i18n, type Messages } from '@lingui/core';

/**
 * The interface's languages. A preference tag (`de-DE`, `en-GB`…) picks the catalogue of its
 * language; dates and numbers keep the full tag (see `useFormatters`). Each catalogue is its own
 * chunk, fetched only when its language is chosen and kept once loaded.
 */
export const UI_LOCALES = ['en', 'de', 'ja'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

const loaders: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  de: () => import('../locales/de/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
};

/** The catalogue a BCP-47 tag reads: its primary language when translated, English otherwise. */
export function uiLocaleFor(tag: string | null | undefined): UiLocale {
  const primary = (tag ?? '').split('-')[0]?.toLowerCase();
  return (UI_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as UiLocale) : 'en';
}

const LAST_LANGUAGE_KEY = 'atrium.language';

/** The language to start in: the last one this device showed, else the browser's. */
export function initialLanguage(): string {
  try {
    const stored = localStorage.getItem(LAST_LANGUAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: fall back to the browser's language.
  }
  return typeof navigator === 'undefined' ? 'en-US' : navigator.language;
}

const pending = new Map<UiLocale, Promise<void>>();

/** Loads (once) and switches to the catalogue of `tag`; remembers it for the next page load. */
export async function activateLanguage(tag: string): Promise<void> {
  const locale = uiLocaleFor(tag);
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, tag);
  } catch {
    // Not remembered; the account's preference applies again after sign-in.
  }
  let load = pending.get(locale);
  if (!load) {
    load = loaders[locale]().then(({ messages }) => i18n.load(locale, messages));
    pending.set(locale, load);
    load.catch(() => pending.delete(locale));
  }
  await load;
  if (i18n.locale !== locale) i18n.activate(locale);
}

export { i18n };
