/**
 * Keeps the icons the app imports by name (`import { Database } from 'lucide-react'`) apart from
 * lucide's loader of any icon by name (`lucide-react/dynamic`, used by LucideByName for a stored
 * icon name the app does not bundle).
 *
 * That loader dynamically imports every one of lucide's ~2,000 icon modules, which makes each of
 * them an entry of its own: without this plugin even the icons a page imports statically were
 * each their own chunk, one request apiece (the landing page fetched 14 icon chunks before its
 * first paint). Here the loader's imports get their own module ids (the same file, with
 * `?lucide-by-name`), so the statically imported icons are ordinary modules again, bundled with
 * the code that draws them, and the loader still finds every icon in a chunk of its own. An icon
 * drawn both ways is downloaded twice (a few hundred bytes), only when a stored name asks for it.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SUFFIX = '?lucide-by-name';
const LOADER = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]dynamicIconImports\.mjs$/;

export function lucideByNameApart(): Plugin {
  return {
    name: 'atrium:lucide-by-name-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !LOADER.test(importer) || !source.startsWith('./icons/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? { ...resolved, id: resolved.id + SUFFIX } : null;
    },
    load(id) {
      return id.endsWith(SUFFIX) ? readFileSync(id.slice(0, -SUFFIX.length), 'utf8') : null;
    },
  };
}
