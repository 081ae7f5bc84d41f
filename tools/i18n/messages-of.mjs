#!/usr/bin/env node
// Prints the Lingui messages (as the catalogue will hold them: ICU text with placeholders) that
// the given client source files define, as JSON `{ "<message>": { "de": "", "ja": "" } }` — the
// starting point of a translation file for `tools/i18n/apply-translations.mjs`.
// Usage: node tools/i18n/messages-of.mjs apps/client/src/features/zones/components/*.tsx
import { resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
// The extractor is not in the package's exports map; the CLI itself uses this module.
const { extractFromFiles } = await import(
  resolve('node_modules/@lingui/cli/dist/api/catalog/extractFromFiles.js')
);

const files = process.argv.slice(2).map((file) => resolve(file));
if (files.length === 0) {
  console.error('Usage: node tools/i18n/messages-of.mjs <file>...');
  process.exit(2);
}
const config = getConfig({ cwd: resolve('apps/client') });
const extracted = await extractFromFiles(files, config);
const out = {};
for (const message of Object.values(extracted ?? {})) {
  const text = message.message ?? message.id;
  out[message.context ? `${message.context}\u0004${text}` : text] = { de: '', ja: '' };
}
console.log(JSON.stringify(out, null, 2));
