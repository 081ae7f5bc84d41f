import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page's first render waits for the core catalogue and its server messages' table
 * (`activateLanguage`), and zod's locale is set beside it. None of that may import zod's schema
 * builders (`zod`, about 30 kB gzip): the landing page has no form, and before this held its first
 * paint waited for zod to download and run, because the table's validation messages read a few
 * constants from libs/schema modules that also build zod schemas. The walk below follows the
 * static imports of those modules (relative, `@/…` and the names taken from `@atrium/schema`).
 */
const src = resolve(__dirname, '..');
const schemaSrc = resolve(src, '../../../libs/schema/src');

/** The first render's modules that must stay clear of zod. */
const FIRST_RENDER = ['auth/server-messages.ts', 'lib/server-messages.ts', 'i18n/zod-locale.ts'];

function schemaFiles(dir = schemaSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(path);
    return /(?<!\.spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The libs/schema file that declares `name` (export const/function/class). */
function declaringFile(name: string, files: string[]): string {
  const declaration = new RegExp(`export (?:const|function|class) ${name}\\b`);
  const found = files.filter((file) => declaration.test(readFileSync(file, 'utf8')));
  if (found.length !== 1) throw new Error(`${name} is declared in ${found.length} libs/schema files`);
  return found[0];
}

function resolveFile(from: string, specifier: string): string {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const file = candidates.find((c) => existsSync(c) && c.match(/\.tsx?$/));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every module reached from `start` through static imports, with the packages each imports. */
function walk(start: string[]): Map<string, string[]> {
  const files = schemaFiles();
  const seen = new Map<string, string[]>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = readFileSync(file, 'utf8');
    const packages: string[] = [];
    seen.set(file, packages);
    for (const m of code.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
      const [, typeOnly, names, specifier] = m;
      if (typeOnly) continue;
      if (specifier === '@atrium/schema') {
        const values = names
          .replace(/[{}]/g, '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]);
        for (const name of values) queue.push(declaringFile(name, files));
      } else if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        queue.push(resolveFile(file, specifier));
      } else {
        packages.push(specifier);
      }
    }
  }
  return seen;
}

describe("the first render's modules do not import zod's schema builders", () => {
  it('the server messages table, the validation messages and zod locale setter', () => {
    const reached = walk(FIRST_RENDER.map((f) => join(src, f)));
    expect(reached.size).toBeGreaterThan(FIRST_RENDER.length);
    const withZod = [...reached]
      .filter(([, packages]) => packages.includes('zod'))
      .map(([file]) => file.replace(resolve(src, '../../..') + '/', ''));
    expect(withZod).toEqual([]);
  });
});
