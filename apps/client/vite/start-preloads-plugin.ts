/**
 * Starts the first page's own chunks with the app's first scripts instead of after them.
 *
 * The app's entry names the page and layout of the address it opens at (`preloadLikelyPage`) and
 * the interface language's catalogue — but only once its ~450 kB have downloaded and run, so on a
 * cold load the landing page's ~25 lazy chunks all waited behind the entry (measured: requested
 * 280–450 ms after navigation start on a busy 2-core machine, the entry's download and evaluation).
 *
 * This plugin adds a few lines to the one classic script index.html already runs first (public/
 * theme-init.js, which sets the theme before the first paint), built as `assets/start-<hash>.js`:
 * no extra request, so index.html's start-up requests still fit in one round of HTTP/1.1's six
 * connections (e2e/landing.spec.ts). At the public addresses of the early start-up set (`/`,
 * `/login`: libs/schema EARLY_FALLBACK_ROUTES, the guess `preloadLikelyPage` makes too) they add
 * a `<link rel="modulepreload">` for the page's chunk, its layout's chunk and every chunk these
 * import that index.html does not load already, plus the catalogue of the page's areas in the
 * language the app will start in (`initialLanguage`/`uiLocaleFor` of src/i18n/i18n.ts) and the
 * core area's server messages. Other addresses get nothing, and no address downloads more than
 * before: only sooner. The cost is the plan itself, about 1 kB gzip of start-up script.
 * An external file, not inline: the server's Content-Security-Policy forbids inline scripts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { resolveComponent } from '../../../libs/schema/src/routes/component-resolution.ts';
import { EARLY_FALLBACK_ROUTES } from '../../../libs/schema/src/routes/fallback-routes.ts';
import { normalizeLayoutName } from '../../../libs/schema/src/routes/layout-name.ts';
import { CATALOGUE_AREAS, folderArea } from '../src/i18n/catalogue-areas.ts';
import { LAST_LANGUAGE_KEY } from '../src/i18n/language-storage.ts';

/** What the plan reads of an output chunk (rolldown's OutputChunk has these fields). */
export interface PlanChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** Static imports (file names). */
  imports: readonly string[];
}

export interface StartPreloadPlan {
  /** Address → the catalogue areas its page needs and the chunk files to preload. */
  paths: Record<string, { areas: string[]; files: string[] }>;
  /** Language → area → chunk files (the catalogue and, for `core`, its server messages). */
  catalogues: Record<string, Record<string, string[]>>;
}

export interface StartPageInput {
  path: string;
  /** Absolute module ids of the page and of its layout (null: none). */
  pageModule: string | null;
  layoutModule: string | null;
  /** The page's own area (`folderArea`). */
  area: string;
}

/** Modules each area's messages need besides its catalogue (src/i18n/i18n.ts `serverMessages`). */
const AREA_EXTRA_MODULES: Record<string, readonly string[]> = { core: ['auth/server-messages.ts'] };

/**
 * The preloads of each early address, from the output chunks: a module's chunk and its static
 * imports, without the entry and what it imports (index.html loads those already).
 */
export function planStartPreloads(
  chunks: readonly PlanChunk[],
  pages: readonly StartPageInput[],
  srcDir: string,
): StartPreloadPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (moduleId: string) =>
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  const initial = new Set<string>();
  const collect = (file: string, into: Set<string>, skip: ReadonlySet<string>) => {
    if (into.has(file) || skip.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into, skip);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, initial, new Set());
  const closure = (moduleIds: readonly (string | null)[]) => {
    const files = new Set<string>();
    for (const id of moduleIds) {
      const chunk = id ? chunkOf(id) : undefined;
      if (chunk) collect(chunk.fileName, files, initial);
    }
    return [...files];
  };

  const paths: StartPreloadPlan['paths'] = {};
  for (const page of pages) {
    const own = CATALOGUE_AREAS.indexOf(page.area as (typeof CATALOGUE_AREAS)[number]);
    paths[page.path] = {
      areas: CATALOGUE_AREAS.slice(0, Math.max(own, 0) + 1),
      files: closure([page.pageModule, page.layoutModule]),
    };
  }
  const catalogues: StartPreloadPlan['catalogues'] = {};
  const areasNeeded = new Set(Object.values(paths).flatMap((page) => page.areas));
  for (const chunk of chunks) {
    const match = /\/locales\/(\w+)\/(\w+)\.po$/.exec(chunk.facadeModuleId ?? '');
    if (!match || !areasNeeded.has(match[2])) continue;
    const [, locale, area] = match;
    const extra = (AREA_EXTRA_MODULES[area] ?? []).map((path) => `${srcDir}/${path}`);
    (catalogues[locale] ??= {})[area] = closure([chunk.facadeModuleId, ...extra]);
  }
  return { paths, catalogues };
}

/**
 * The script: reads the address and the start-up language the way the app does, then adds a
 * modulepreload link per file (the same href the bundle's own preload helper uses, so it does
 * not add them again).
 */
export function startPreloadScript(plan: StartPreloadPlan, base: string): string {
  // Each file once (a list of names), the addresses and catalogues as indexes into it.
  const names: string[] = [];
  const index = (file: string) => {
    const name = file.replace(/^assets\//, '').replace(/\.js$/, '');
    if (!names.includes(name)) names.push(name);
    return names.indexOf(name);
  };
  const paths = Object.fromEntries(
    Object.entries(plan.paths).map(([path, page]) => [path, [page.areas, page.files.map(index)]]),
  );
  const catalogues = Object.fromEntries(
    Object.entries(plan.catalogues).map(([locale, areas]) => [
      locale,
      Object.fromEntries(Object.entries(areas).map(([area, files]) => [area, files.map(index)])),
    ]),
  );
  return `// Written by the client build (apps/client/vite/start-preloads-plugin.ts).
(function () {
  var names = ${JSON.stringify(names)};
  var paths = ${JSON.stringify(paths)};
  var catalogues = ${JSON.stringify(catalogues)};
  try {
    var page = paths[location.pathname.replace(/\\/+$/, '') || '/'];
    if (!page) return;
    var tag = null;
    try { tag = localStorage.getItem(${JSON.stringify(LAST_LANGUAGE_KEY)}); } catch (e) {}
    var locale = String(tag || navigator.language || '').split('-')[0].toLowerCase();
    var areas = catalogues[locale] || catalogues.en || {};
    var files = page[1].slice();
    page[0].forEach(function (area) { files = files.concat(areas[area] || []); });
    var seen = {};
    files.forEach(function (file) {
      if (seen[file]) return;
      seen[file] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = ${JSON.stringify(base + 'assets/')} + names[file] + '.js';
      document.head.appendChild(link);
    });
  } catch (e) {
    // Only a head start: the app loads what it needs anyway.
  }
})();
`;
}

/** The theme script of public/ that index.html runs first; the built page runs it from the start script. */
const THEME_SCRIPT = 'theme-init.js';

export interface StartPreloadsOptions {
  srcDir: string;
  /** The page registry (src/routing/component-registry.ts): its dynamic imports are the pages. */
  registryModule: string;
  folders: { pagesDir: string; adminCentersDir: string };
}

export function startPreloads(options: StartPreloadsOptions): Plugin {
  const { srcDir, registryModule, folders } = options;
  let base = '/';
  let publicDir = '';
  return {
    name: 'atrium-start-preloads',
    apply: 'build',
    // After Vite's HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const registry = this.getModuleInfo(registryModule);
      if (!registry) this.error(`component registry ${registryModule} is not part of the build`);
      const pageIds = new Map(
        registry.dynamicallyImportedIds.map((id) => [
          relative(srcDir, id)
            .split('\\')
            .join('/')
            .replace(/\.tsx?$/, ''),
          id,
        ]),
      );
      // The public ones only (`/`, `/login`): what a first-time visitor opens cold. A signed-in
      // address (`/dashboard`) waits for its session and data anyway, usually with the chunks
      // cached, and its ~90 chunks would cost every page ~1 kB of start-up script.
      const pages: StartPageInput[] = EARLY_FALLBACK_ROUTES.filter((route) => route.is_public).map(
        (route) => {
          const key = resolveComponent(route.component_name, pageIds.keys(), folders)?.key;
          const layout = normalizeLayoutName(route.layout);
          return {
            path: route.path,
            pageModule: key ? (pageIds.get(key) ?? null) : null,
            layoutModule: layout ? `${srcDir}/layouts/${layout}Layout.tsx` : null,
            area: key ? folderArea(`${key}.tsx`) : 'core',
          };
        },
      );
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const themeTag = `<script src="${base}${THEME_SCRIPT}"></script>`;
      const text = String(html.source);
      if (!text.includes(themeTag)) this.error(`index.html does not load ${THEME_SCRIPT}`);
      const source = `${readFileSync(join(publicDir, THEME_SCRIPT), 'utf8')}\n${startPreloadScript(
        planStartPreloads(chunks, pages, srcDir),
        base,
      )}`;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = text.replace(themeTag, `<script src="${base}${fileName}"></script>`);
    },
  };
}
