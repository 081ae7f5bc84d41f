import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { lucideByNameApart } from './vite/lucide-by-name-plugin.ts';
import { routeArtifacts } from './vite/route-artifacts-plugin.ts';
import { startPreloads } from './vite/start-preloads-plugin.ts';

/** Babel runs only on the modules that import a Lingui macro; the rest skip it. */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
});

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { version } = JSON.parse(readFileSync(fromHere('./package.json'), 'utf8')) as { version: string };

/** The NestJS server (API and, in production, this client) during development. */
const apiTarget = process.env.ATRIUM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fromHere('.'),
  plugins: [
    // Lingui's macros (t, Trans, Plural…) become catalogue look-ups before React's transform;
    // lingui() compiles a .po catalogue when the app imports it (one lazy chunk per language).
    babel({ presets: [linguiMacros] }),
    react(),
    lingui(),
    tailwindcss(),
    lucideByNameApart(),
    routeArtifacts({
      srcDir: fromHere('src'),
      registryModule: fromHere('src/routing/component-registry.ts'),
      folders: { pagesDir: 'pages', adminCentersDir: 'features/admin/centers' },
      version,
      routesUrl: `${(process.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '')}/routes?is_active=eq.true`,
    }),
    // The first page's chunks start downloading beside the first scripts (not after them).
    startPreloads({
      srcDir: fromHere('src'),
      registryModule: fromHere('src/routing/component-registry.ts'),
      folders: { pagesDir: 'pages', adminCentersDir: 'features/admin/centers' },
    }),
    // A brotli and a gzip copy beside each script and stylesheet, which the server sends to a
    // browser that accepts them (@fastify/static's preCompressed): the first page's scripts travel
    // as about a third of their size, with no compression work per request. Files under 1 kB
    // gain too little to be worth a copy.
    compression({ include: /\.(js|css|json)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    // Exact matches only, so `@atrium/ui/styles.css` still resolves through the package exports.
    alias: [
      { find: /^@atrium\/schema$/, replacement: fromHere('../../libs/schema/src/index.ts') },
      { find: /^@atrium\/ui$/, replacement: fromHere('../../libs/ui/src/index.ts') },
      // `@/x` is apps/client/src/x (tsconfig.json's paths say the same to TypeScript).
      { find: /^@\//, replacement: fromHere('src') + '/' },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/.netlify': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // libs/ui modules only declare components: importing one primitive from the barrel must
        // not pull every other primitive (and its Radix dependencies) into the first chunk.
        // The same for libs/schema: the client uses its pure helpers, not the zod schemas.
        moduleSideEffects: [{ test: /\/libs\/(ui|schema)\/src\/.*\.tsx?$/, sideEffects: false }],
      },
      output: {
        // The icons the app imports by name (lucideByNameApart keeps lucide's any-icon loader out)
        // in one chunk, about 14 kB gzip for all of them: before, each icon shared by two pages
        // was a chunk of its own, and the landing page waited for 14 of them (one request each,
        // six at a time over HTTP/1.1). Once loaded, no page asks for an icon again.
        codeSplitting: {
          groups: [
            // A group takes its modules' dependencies along: React keeps a chunk of its own
            // (part of the first page's scripts, as before) instead of joining the icons.
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 2 },
            // Everything the entry imports statically (rolldown's `$initial` tag) in one chunk with
            // the entry. Automatic chunking split it into 13 files by which lazy pages share each
            // module (the router core, Lingui, tailwind-merge…), all of them fetched before the app
            // starts: over HTTP/1.1, six at a time, index.html waited for three rounds of requests
            // instead of one. A lazy page imports the shared parts from the entry, already loaded.
            { name: 'start', tags: ['$initial'], priority: 0 },
            {
              name: 'icons',
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^?]*$/,
              priority: 1,
            },
          ],
        },
        // A catalogue's chunk says whose it is (`i18n-de-admin-….js`), so no other chunk (zod's
        // `core`, say) is taken for one by the language benchmark or by someone reading the
        // network panel.
        chunkFileNames: (chunk) => {
          const catalogue = /\/locales\/(\w+)\/(\w+)\.po$/.exec(chunk.facadeModuleId ?? '');
          return catalogue
            ? `assets/i18n-${catalogue[1]}-${catalogue[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
