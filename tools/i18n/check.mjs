#!/usr/bin/env node
// The translation check `npm test` runs: the catalogues hold exactly the messages the client's
// sources define (none missing, none stale), every offered language translates every message
// (valid ICU, using only the source's arguments), and no user-visible literal escapes the Lingui macros (the
// `lingui/no-unlocalized-strings` rule of eslint.config.mjs). Prints `N passed, N failed`.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import {
  CLIENT_DIR,
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
// The files lingui.config.ts extracts from: the client's src and libs/ui's, without tests,
// test helpers and catalogues.
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !/(^|\/)(test|testing|locales)\//.test(file))
    .map((file) => join(dir, file));
}
const sources = [...sourceFiles(join(CLIENT_DIR, 'src')), ...sourceFiles(resolve('libs/ui/src'))];
const extracted = (await extractFromFiles(sources, config)) ?? {};
const defined = new Set(
  Object.values(extracted).map((m) => messageKey({ msgctxt: m.context, msgid: m.message ?? m.id })),
);

const english = readCatalog('en');
const catalogued = new Set(english.items.map(messageKey));
check(
  'the English catalogue holds every message the client defines (npm run i18n:extract)',
  [...defined].filter((key) => !catalogued.has(key)).map((key) => `missing: ${JSON.stringify(key)}`),
);
check(
  'the English catalogue holds no message the client no longer defines (npm run i18n:extract)',
  [...catalogued].filter((key) => !defined.has(key)).map((key) => `stale: ${JSON.stringify(key)}`),
);

for (const locale of TRANSLATED_LOCALES) {
  const po = readCatalog(locale);
  const byKey = new Map(po.items.map((item) => [messageKey(item), item]));
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
    const unknown = used.filter((name) => !known.has(name));
    if (unknown.length) problems.push(`unknown arguments {${unknown.join(', ')}}: ${JSON.stringify(key)}`);
  }
  check(`the ${locale} catalogue translates every message, with the source's arguments only`, problems);
}

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
