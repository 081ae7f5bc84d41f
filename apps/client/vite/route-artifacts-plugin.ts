/**
 * Writes two files next to index.html at build time:
 *
 * - component-manifest.json — every component a route's component_name can resolve to (the
 *   dynamic imports of src/routing/component-registry.ts), with the folders and the order of
 *   resolution, for the server's route validator (libs/schema resolveComponent);
 * - fallback-routes.json — the built-in fallback route set (libs/schema FALLBACK_ROUTES, active
 *   ones only), which the client fetches when the routes API fails.
 *
 * The dev server answers /fallback-routes.json from memory. index.html also gets a
 * `<link rel="preload">` for the first routes request, so it runs in parallel with the scripts.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import {
  COMPONENT_RESOLUTION_STEPS,
  componentKeyName,
} from '../../../libs/schema/src/routes/component-resolution.ts';
import { FALLBACK_ROUTES } from '../../../libs/schema/src/routes/fallback-routes.ts';
import { LAYOUT_NAMES } from '../../../libs/schema/src/routes/layout-name.ts';

export interface RouteArtifactsOptions {
  /** Absolute path of the client's src folder. */
  srcDir: string;
  /** Absolute path of the registry module whose dynamic imports are the components. */
  registryModule: string;
  /** Keys relative to src: where pages and admin centers live. */
  folders: { pagesDir: string; adminCentersDir: string };
  version: string;
  /** URL of the first routes request, preloaded from index.html (same as src/routing/routes-api.ts). */
  routesUrl: string;
}

export interface ManifestComponent {
  /** Resolution key: path relative to src without extension (pages/admin/AdminUsersPage). */
  key: string;
  /** The export a route renders (the file name). */
  name: string;
  /** Source file relative to the client folder. */
  file: string;
  /** `pages` or `admin-centers`. */
  folder: 'pages' | 'admin-centers';
  /** False when the module does not export a component named after the file (it would not render). */
  exported: boolean;
}

export function fallbackRoutesJson(): string {
  return `${JSON.stringify(
    FALLBACK_ROUTES.filter((route) => route.is_active),
    null,
    2,
  )}\n`;
}

export function routeArtifacts(options: RouteArtifactsOptions): Plugin {
  const { srcDir, registryModule, folders, version, routesUrl } = options;
  return {
    name: 'atrium-route-artifacts',
    // The route list is the first thing the app needs: fetch it while the scripts download.
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: routesUrl, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head',
        },
      ];
    },
    configureServer(server) {
      server.middlewares.use('/fallback-routes.json', (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(fallbackRoutesJson());
      });
    },
    generateBundle() {
      const registry = this.getModuleInfo(registryModule);
      if (!registry) this.error(`component registry ${registryModule} is not part of the build`);
      const components: ManifestComponent[] = registry.dynamicallyImportedIds
        .map((id) => {
          const key = relative(srcDir, id)
            .split('\\')
            .join('/')
            .replace(/\.tsx?$/, '');
          const name = componentKeyName(key);
          const exports = this.getModuleInfo(id)?.exports ?? [];
          return {
            key,
            name,
            file: `src/${key}.tsx`,
            folder: key.startsWith(`${folders.adminCentersDir}/`)
              ? ('admin-centers' as const)
              : ('pages' as const),
            exported: exports.includes(name) || exports.includes('default'),
          };
        })
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (const component of components) {
        if (!component.exported)
          this.warn(`${component.file} does not export ${component.name}: routes naming it will fail`);
      }
      const manifest = {
        $comment:
          'Written by the client build (apps/client/vite/route-artifacts-plugin.ts). Resolve names with @atrium/schema resolveComponent(name, keys, folders).',
        version,
        folders,
        resolution: COMPONENT_RESOLUTION_STEPS,
        layouts: LAYOUT_NAMES,
        keys: components.map((c) => c.key),
        components,
      };
      this.emitFile({
        type: 'asset',
        fileName: 'component-manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'fallback-routes.json', source: fallbackRoutesJson() });
    },
  };
}
