// zod's core only (the config the forms' schemas read): the locale is set at start on every page,
// and the landing page has no form, so it does not load zod's schema builders for it.
import { config as setZodConfig, type $ZodConfig } from 'zod/v4/core';
import type { UiLocale } from './i18n';

/**
 * zod's wording of its generic messages ("Too small: expected string to have >=3 characters") per
 * interface language, from zod's own locales, each its own small chunk: set as zod's locale with
 * the language, so a form's client-side checks read as the server's (which words them by the
 * Accept-Language the client sends).
 */
const loaders: Record<UiLocale, () => Promise<{ default: () => Partial<$ZodConfig> }>> = {
  en: () => import('zod/v4/locales/en.js'),
  de: () => import('zod/v4/locales/de.js'),
  ja: () => import('zod/v4/locales/ja.js'),
};
const configs = new Map<UiLocale, Partial<$ZodConfig>>();

/** Sets zod's locale to `locale` once loaded, unless `stillWanted` says the language moved on. */
export async function applyZodLocale(locale: UiLocale, stillWanted: () => boolean): Promise<void> {
  let config = configs.get(locale);
  if (!config) {
    config = (await loaders[locale]()).default();
    configs.set(locale, config);
  }
  if (stillWanted()) setZodConfig(config);
}
