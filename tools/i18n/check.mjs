#!/usr/bin/env node
// The translation check `npm test` runs: the catalogues hold exactly the messages the client's
// sources define (none missing, none stale), every offered language translates every message
// (valid ICU, using only the source's arguments), each catalogue's chunk is at most 15 kB gzip, German keeps to "du", and no user-visible literal escapes the Lingui macros (the
// `lingui/no-unlocalized-strings` rule of eslint.config.mjs). Prints `N passed, N failed`.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import {
  CATALOGUE_GOAL_BYTES,
  catalogueSizes,
  catalogues,
  linguiConfig,
  messageKey,
  placeholders,
  readCatalog,
  TRANSLATED_LOCALES,
} from './catalogues.mjs';

const { extractFromFiles } = await import(
  resolve('node_modules/@lingui/cli/dist/api/catalog/extractFromFiles.js')
);

const results = [];
function check(name, problems) {
  results.push({ name, problems });
  const mark = problems.length === 0 ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${name}${problems.length ? `\n     ${problems.slice(0, 20).join('\n     ')}` : ''}`);
  if (problems.length > 20) console.log(`     … and ${problems.length - 20} more`);
}

const config = linguiConfig();
for (const { name, files } of catalogues(config)) {
  const extracted = (await extractFromFiles(files, config)) ?? {};
  const defined = new Set(
    Object.values(extracted).map((m) => messageKey({ msgctxt: m.context, msgid: m.message ?? m.id })),
  );
  const english = readCatalog('en', name);
  const catalogued = new Set(english.items.map(messageKey));
  check(
    `en/${name}.po holds every message its modules define (npm run i18n:extract)`,
    [...defined].filter((key) => !catalogued.has(key)).map((key) => `missing: ${JSON.stringify(key)}`),
  );
  check(
    `en/${name}.po holds no message its modules no longer define (npm run i18n:extract)`,
    [...catalogued].filter((key) => !defined.has(key)).map((key) => `stale: ${JSON.stringify(key)}`),
  );

  for (const locale of TRANSLATED_LOCALES) {
    const byKey = new Map(readCatalog(locale, name).items.map((item) => [messageKey(item), item]));
    const problems = [];
    for (const key of defined) {
      const item = byKey.get(key);
      const text = item?.msgstr[0];
      if (!text) {
        problems.push(`untranslated: ${JSON.stringify(key)}`);
        continue;
      }
      // Every argument a translation uses must be one the source passes (an unknown one would
      // show as "{name}"); a translation may leave one out, as Japanese plurals keep only `other`.
      const used = placeholders(text);
      if (used === null) {
        problems.push(`not a valid ICU message: ${JSON.stringify(text)}`);
        continue;
      }
      const known = new Set(placeholders(item.msgid) ?? []);
      const unknown = used.filter((arg) => !known.has(arg));
      if (unknown.length) problems.push(`unknown arguments {${unknown.join(', ')}}: ${JSON.stringify(key)}`);
    }
    check(`${locale}/${name}.po translates every message, with the source's arguments only`, problems);
  }
}

// German speaks to the reader as "du", as the bulk of the catalogues always did; a "Sie" or
// "Ihr…" capitalised inside a sentence is the formal address (the pronoun "they"/"their" is
// lowercase there), so one that slipped in is caught. At a sentence's start either reading is
// possible and it is left alone.
const formal = [];
for (const { name } of catalogues(config)) {
  for (const item of readCatalog('de', name).items) {
    const text = item.msgstr[0] ?? '';
    for (const match of text.matchAll(/\b(?:Sie|Ihnen|Ihre?[mnrs]?)\b/g)) {
      const before = text.slice(0, match.index).trimEnd();
      if (before !== '' && !/[.!?:{>]$/.test(before)) {
        formal.push(`de/${name}.po: "${match[0]}" in ${JSON.stringify(text)}`);
        break;
      }
    }
  }
}
check('German addresses the reader as "du" throughout, never "Sie"', formal);

const oversized = Object.entries(await catalogueSizes(config))
  .filter(([, bytes]) => bytes > CATALOGUE_GOAL_BYTES)
  .map(
    ([name, bytes]) =>
      `${name}: ${(bytes / 1000).toFixed(1)} kB (split its area, src/i18n/catalogue-areas.ts)`,
  );
check(`every catalogue's chunk is at most ${CATALOGUE_GOAL_BYTES / 1000} kB gzip`, oversized);

const eslint = new ESLint({ cwd: resolve('.') });
const lintResults = await eslint.lintFiles(['apps/client/src', 'libs/ui/src']);
const literals = lintResults.flatMap((file) =>
  file.messages
    .filter((m) => m.ruleId === 'lingui/no-unlocalized-strings')
    .map((m) => `${file.filePath.replace(`${resolve('.')}/`, '')}:${m.line}: ${m.message}`),
);
check('no user-visible literal escapes the Lingui macros', literals);

const failed = results.filter((r) => r.problems.length > 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0 && process.argv[jsonAt + 1]) {
  writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed: results.length - failed, failed }));
}
process.exit(failed ? 1 : 0);
