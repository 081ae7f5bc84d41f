import { i18n, type Messages } from '@lingui/core';
import type { CatalogueArea } from './catalogue-areas';
import { LAST_LANGUAGE_KEY } from './language-storage';

/**
 * The interface's languages. A preference tag (`de-DE`, `en-GB`…) picks the catalogues of its
 * language; dates and numbers keep the full tag (see `useFormatters`). Each language has one
 * catalogue per area (`catalogue-areas.ts`), each its own chunk, fetched only when its language is
 * chosen and its area needed, and kept once loaded.
 */
export const UI_LOCALES = ['en', 'de', 'ja'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

const files = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/**
 * Each area's table of server messages (lib/server-messages.ts), fetched with the area's
 * catalogue — through `import.meta.glob`, which i18n-areas.ts does not follow, so their messages
 * stay in their own area's catalogue and their code out of the first page's chunk. A table that
 * fails to load leaves those messages in English; it never holds up the language.
 */
const serverMessages: Record<CatalogueArea, Record<string, () => Promise<unknown>>> = {
  core: import.meta.glob('../auth/server-messages.ts'),
  workspace: import.meta.glob([
    '../features/zones/server-messages.ts',
    '../features/schema-ui/server-messages.ts',
  ]),
  dashboards: {}, // a dashboard's server messages are the zones' (workspace, the area below)
  admin: import.meta.glob('../features/admin/server-messages.ts'),
  collections: {}, // the schema registry's server messages come with admin's, the area below
  forms: {}, // the forms' server messages come with workspace's (the form module shows them too)
  themes: import.meta.glob('../features/admin/themes/server-messages.ts'),
  apikeys: {}, // the API keys' server messages come with admin's, an area below
};

function loadServerMessages(areas: readonly CatalogueArea[]): Promise<unknown> {
  return Promise.all(
    areas.flatMap((area) => Object.values(serverMessages[area]).map((load) => load().catch(() => undefined))),
  );
}

function loaderOf(locale: UiLocale, area: CatalogueArea): () => Promise<{ messages: Messages }> {
  const load = files[`../locales/${locale}/${area}.po`];
  if (!load) throw new Error(`No ${area} catalogue for ${locale}`);
  return load;
}

/** The catalogue a BCP-47 tag reads: its primary language when translated, English otherwise. */
export function uiLocaleFor(tag: string | null | undefined): UiLocale {
  const primary = (tag ?? '').split('-')[0]?.toLowerCase();
  return (UI_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as UiLocale) : 'en';
}

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

const pending = new Map<string, Promise<void>>();
/** `locale/area` pairs whose messages are in `i18n`. */
const loaded = new Set<string>();
/** The areas whose messages the app has needed so far (a switch loads them all). */
const needed = new Set<CatalogueArea>(['core']);
let currentLocale: UiLocale | null = null;
/** The tag of the latest switch (`de-DE`), which `<html lang>` takes once its catalogues are in. */
let currentTag: string | null = null;

function loadCatalogue(locale: UiLocale, area: CatalogueArea): Promise<void> {
  const key = `${locale}/${area}`;
  let load = pending.get(key);
  if (!load) {
    load = loaderOf(locale, area)().then(({ messages }) => {
      i18n.load(locale, messages);
      loaded.add(key);
    });
    pending.set(key, load);
    load.catch(() => pending.delete(key));
  }
  return load;
}

/**
 * Switches to the catalogues of `tag`, loading (once) those not here yet, and remembers it for
 * the next page load. With every needed catalogue already loaded the switch happens before this
 * returns, so a caller in a layout effect gets the new language in the same frame.
 */
export function activateLanguage(tag: string): Promise<void> {
  const locale = uiLocaleFor(tag);
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, tag);
  } catch {
    // Not remembered; the account's preference applies again after sign-in.
  }
  currentLocale = locale;
  currentTag = tag;
  const activate = () => {
    if (currentLocale === locale && i18n.locale !== locale) i18n.activate(locale);
    // `<html lang>` says what the page reads, signed out too (screen readers' voice, CJK fonts).
    // Set only when it changes: every change restyles the whole page.
    const root = typeof document === 'undefined' ? null : document.documentElement;
    if (root && currentTag === tag && root.getAttribute('lang') !== tag) root.setAttribute('lang', tag);
  };
  // zod's wording follows as soon as it is here (its own chunk, off the first page's path); it
  // never holds up the language.
  void import('./zod-locale')
    .then(({ applyZodLocale }) => applyZodLocale(locale, () => currentLocale === locale))
    .catch(() => undefined);
  const missing = [...needed].filter((area) => !loaded.has(`${locale}/${area}`));
  if (missing.length === 0) {
    activate();
    return Promise.resolve();
  }
  return Promise.all([
    ...missing.map((area) => loadCatalogue(locale, area)),
    loadServerMessages(missing),
  ]).then(activate);
}

/**
 * Makes sure the messages of `areas` are loaded in the current language (and in any language
 * chosen later) — the page registry awaits this before a page of those areas renders.
 */
export function loadCatalogueAreas(areas: readonly CatalogueArea[]): Promise<void> {
  for (const area of areas) needed.add(area);
  const locale = currentLocale ?? uiLocaleFor(initialLanguage());
  return Promise.all([...areas.map((area) => loadCatalogue(locale, area)), loadServerMessages(areas)]).then(
    () => undefined,
  );
}

export { i18n };
