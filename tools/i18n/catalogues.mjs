// Shared by the i18n tools: the client's Lingui configuration, its PO catalogues and the
// messages its sources define.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import PO from 'pofile';

export const CLIENT_DIR = resolve('apps/client');
export const LOCALES_DIR = join(CLIENT_DIR, 'src/locales');
export const TRANSLATED_LOCALES = ['de', 'ja'];

export function linguiConfig() {
  return getConfig({ cwd: CLIENT_DIR });
}

export function catalogPath(locale) {
  return join(LOCALES_DIR, locale, 'messages.po');
}

export function readCatalog(locale) {
  return PO.parse(readFileSync(catalogPath(locale), 'utf8'));
}

export function writeCatalog(locale, po) {
  writeFileSync(catalogPath(locale), po.toString() + '\n');
}

/** The key a message has in translation files: its context (if any) and its source text. */
export function messageKey(item) {
  return item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
}

/**
 * ICU argument names a message uses (`{name}`, `{count, plural, …}`), sorted. A `{` starts an
 * argument only when a name and then `,` or `}` follow; otherwise it opens a plural/select branch
 * (`=1 {Delete this {noun}?}`), whose words are text. Quoted ICU text ('{…}') is skipped.
 */
export function placeholders(text) {
  const names = new Set();
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'") {
      const end = text.indexOf("'", i + 1);
      // '' is a literal quote; '{…}' is literal text up to the closing quote.
      if (end === i + 1) i = end;
      else if (end > 0 && (text[i + 1] === '{' || text[i + 1] === '}')) i = end;
      continue;
    }
    if (char !== '{') continue;
    let j = i + 1;
    while (text[j] === ' ') j += 1;
    const start = j;
    while (j < text.length && /[\w.]/.test(text[j])) j += 1;
    const name = text.slice(start, j);
    while (text[j] === ' ') j += 1;
    if (name && (text[j] === ',' || text[j] === '}')) names.add(name);
  }
  return [...names].sort();
}
