/**
 * Which catalogue each module's messages go to (lingui.config.ts and tools/i18n/check.mjs).
 * A module starts in the area of its folder (`src/i18n/catalogue-areas.ts`) and moves down to the
 * lowest area of any module that imports it, statically or with `import()`, until nothing
 * changes: a core screen that renders a zone's icon carries that icon's messages in `core`.
 * The page and layout registries load pages through `import.meta.glob`, which is not followed:
 * that is where a page's area catalogues are awaited. libs/ui is core.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_AREAS, folderArea, type CatalogueArea } from './src/i18n/catalogue-areas.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, 'src');
const UI_SRC = resolve(here, '../../libs/ui/src');

const isSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$|\.d\.ts$/.test(file) &&
  !/(^|\/)(test|testing|locales)\//.test(file);

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter(isSource).map((f) => join(dir, f));
}

/** `spec` imported from `from`, as a file of apps/client/src; null for packages and others. */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

// `import … from '…'`, `export … from '…'` and `import('…')`; type-only imports carry no messages.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function catalogueFiles(): Record<CatalogueArea, string[]> {
  const files = sourceFiles(SRC);
  const rank = (area: CatalogueArea) => CATALOGUE_AREAS.indexOf(area);
  const area = new Map<string, CatalogueArea>(files.map((f) => [f, folderArea(relative(SRC, f))]));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue;
      const target = resolveImport(file, match[3] ?? match[4]);
      if (target && area.has(target)) targets.push(target);
    }
    edges.set(file, targets);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, targets] of edges) {
      const mine = area.get(file)!;
      for (const target of targets) {
        if (rank(area.get(target)!) > rank(mine)) {
          area.set(target, mine);
          changed = true;
        }
      }
    }
  }
  const result: Record<CatalogueArea, string[]> = {
    core: sourceFiles(UI_SRC),
    workspace: [],
    dashboards: [],
    admin: [],
    collections: [],
    forms: [],
    themes: [],
    apikeys: [],
  };
  for (const [file, a] of area) result[a].push(file);
  for (const list of Object.values(result)) list.sort();
  return result;
}
