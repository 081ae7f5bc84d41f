// Shared by the i18n tools: the client's Lingui configuration, its PO catalogues and the
// messages its sources define.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getConfig } from '@lingui/conf';
import PO from 'pofile';

export const CLIENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/client');
/** Most a catalogue's chunk may weigh, gzip (the language goal `npm run bench` reports too). */
export const CATALOGUE_GOAL_BYTES = 15_000;
export const LOCALES_DIR = join(CLIENT_DIR, 'src/locales');
export const TRANSLATED_LOCALES = ['de', 'ja'];

export function linguiConfig() {
  return getConfig({ cwd: CLIENT_DIR });
}

/** The client's catalogues (one per area, see apps/client/lingui.config.ts): name and source files. */
export function catalogues(config = linguiConfig()) {
  return config.catalogs.map((catalog) => ({ name: basename(catalog.path), files: catalog.include }));
}

export function catalogPath(locale, name) {
  return join(LOCALES_DIR, locale, `${name}.po`);
}

export function readCatalog(locale, name) {
  return PO.parse(readFileSync(catalogPath(locale, name), 'utf8'));
}

export function writeCatalog(locale, name, po) {
  writeFileSync(catalogPath(locale, name), po.toString() + '\n');
}

/**
 * Each catalogue compiled as the Vite plugin compiles it (its loader), gzip-sized: the chunk the
 * browser fetches holds this module, minified. `{'de/admin': bytes, …}`.
 */
export async function catalogueSizes(config = linguiConfig()) {
  const api = await import('@lingui/cli/api');
  const sizes = {};
  for (const catalog of await api.getCatalogs(config)) {
    const area = basename(catalog.path);
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      const { source } = api.createCompiledCatalog(locale, messages, { namespace: 'es' });
      sizes[`${locale}/${area}`] = gzipSync(source).length;
    }
  }
  return sizes;
}

/** The key a message has in translation files: its context (if any) and its source text. */
export function messageKey(item) {
  return item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
}

// The ICU parser Lingui's own compiler uses (a dependency of @lingui/message-utils).
const requireFromLingui = createRequire(
  createRequire(import.meta.url).resolve('@lingui/message-utils/compileMessage'),
);
const { parse: parseIcu } = requireFromLingui('@messageformat/parser');

/** ICU argument names a message uses (`{name}`, `{count, plural, …}`), sorted; null if it does not parse. */
export function placeholders(text) {
  let tokens;
  try {
    tokens = parseIcu(text);
  } catch {
    return null;
  }
  const names = new Set();
  const walk = (list) => {
    for (const token of list) {
      if ('arg' in token) names.add(token.arg);
      for (const branch of token.cases ?? []) walk(branch.tokens);
    }
  };
  walk(tokens);
  return [...names].sort();
}
