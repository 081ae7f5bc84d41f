#!/usr/bin/env node
// Fills the German and Japanese catalogues from translation files: JSON objects
// `{ "<source message>": { "de": "…", "ja": "…" } }` (as `messages-of.mjs` starts them).
// Only empty entries are filled unless --overwrite. Run `npm run i18n:extract` first so the
// catalogues hold every message. Usage: node tools/i18n/apply-translations.mjs <file.json>...
import { readFileSync } from 'node:fs';
import { catalogues, messageKey, readCatalog, TRANSLATED_LOCALES, writeCatalog } from './catalogues.mjs';

const args = process.argv.slice(2);
const overwrite = args.includes('--overwrite');
const files = args.filter((arg) => arg !== '--overwrite');
const translations = new Map();
for (const file of files) {
  for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    translations.set(key, value);
  }
}
for (const { name } of catalogues()) {
  for (const locale of TRANSLATED_LOCALES) {
    const po = readCatalog(locale, name);
    let filled = 0;
    for (const item of po.items) {
      const text = translations.get(messageKey(item))?.[locale];
      if (!text || (!overwrite && item.msgstr[0])) continue;
      item.msgstr = [text];
      filled += 1;
    }
    writeCatalog(locale, name, po);
    const missing = po.items.filter((item) => !item.msgstr[0]).length;
    console.log(`${locale}/${name}: filled ${filled}, still missing ${missing} of ${po.items.length}`);
  }
}
