/**
 * The pages a route's component_name can name: every file under src/pages (one component per
 * file, exported under the file's name) and the admin centers under
 * src/features/admin/centers. Each is a lazy chunk. The build writes the same list to
 * dist/component-manifest.json (vite/route-artifacts-plugin.ts) for the server's route
 * validator, which resolves names with the same libs/schema resolveComponent.
 */
import { componentKeyName, resolveComponent, type ComponentResolution } from '@atrium/schema';
import type { ComponentType } from 'react';
import { CATALOGUE_AREAS, type CatalogueArea } from '../i18n/catalogue-areas';
import { loadCatalogueAreas } from '../i18n/i18n';
import { createResourceCache } from '../lib/resource-cache';

type PageModule = Record<string, unknown>;

// One glob per catalogue area (src/i18n/catalogue-areas.ts; component-registry.test.ts checks
// that every page sits in the area its folder gives): a page waits for its area's messages.
const modulesByArea: Record<CatalogueArea, Record<string, () => Promise<PageModule>>> = {
  core: import.meta.glob<PageModule>([
    '../pages/**/*.tsx',
    '!../pages/admin/**',
    '!../pages/zones/**',
    '!../pages/{ZonesPage,DashboardPage,MembersSettingsPage,AcceptInvitationPage}.tsx',
    '!../**/*.test.tsx',
  ]),
  workspace: import.meta.glob<PageModule>([
    '../pages/zones/**/*.tsx',
    '../pages/{ZonesPage,DashboardPage,MembersSettingsPage,AcceptInvitationPage}.tsx',
    '!../pages/zones/DashboardViewPage.tsx',
    '!../**/*.test.tsx',
  ]),
  dashboards: import.meta.glob<PageModule>('../pages/zones/DashboardViewPage.tsx'),
  admin: import.meta.glob<PageModule>([
    '../pages/admin/**/*.tsx',
    '../features/admin/centers/*.tsx',
    '!../pages/admin/AdminCollectionsPage.tsx',
    '!../pages/admin/AdminFormsPage.tsx',
    '!../pages/admin/AdminThemesPage.tsx',
    '!../pages/admin/AdminApiKeysPage.tsx',
    '!../**/*.test.tsx',
  ]),
  collections: import.meta.glob<PageModule>('../pages/admin/AdminCollectionsPage.tsx'),
  forms: import.meta.glob<PageModule>('../pages/admin/AdminFormsPage.tsx'),
  themes: import.meta.glob<PageModule>('../pages/admin/AdminThemesPage.tsx'),
  apikeys: import.meta.glob<PageModule>('../pages/admin/AdminApiKeysPage.tsx'),
};

/** Where resolveComponent looks (keys are relative to src, without extension). */
export const COMPONENT_FOLDERS = Object.freeze({
  pagesDir: 'pages',
  adminCentersDir: 'features/admin/centers',
});

/** `../pages/admin/AdminUsersPage.tsx` → `pages/admin/AdminUsersPage`. */
export function componentKeyOf(file: string): string {
  return file.replace(/^(\.\.\/)+/, '').replace(/\.tsx$/, '');
}

const loaders = new Map<string, () => Promise<PageModule>>();
/** The catalogue areas each page needs (its own and the ones below). */
const pageAreas = new Map<string, readonly CatalogueArea[]>();
for (const [area, modules] of Object.entries(modulesByArea) as [
  CatalogueArea,
  Record<string, () => Promise<PageModule>>,
][]) {
  const areas = CATALOGUE_AREAS.slice(0, CATALOGUE_AREAS.indexOf(area) + 1);
  for (const [file, load] of Object.entries(modules)) {
    loaders.set(componentKeyOf(file), load);
    pageAreas.set(componentKeyOf(file), areas);
  }
}

/** The catalogue areas the page `key` renders messages of (for component-registry.test.ts). */
export function pageCatalogueAreas(key: string): readonly CatalogueArea[] | undefined {
  return pageAreas.get(key);
}

/** Every registered component key, sorted. */
export const COMPONENT_KEYS: readonly string[] = Object.freeze([...loaders.keys()].sort());

const resolutions = new Map<string, ComponentResolution | null>();

/** resolveComponent against this registry, memoised per name (route trees are rebuilt often). */
export function resolvePageComponent(componentName: string): ComponentResolution | null {
  let resolution = resolutions.get(componentName);
  if (resolution === undefined) {
    resolution = resolveComponent(componentName, COMPONENT_KEYS, COMPONENT_FOLDERS);
    resolutions.set(componentName, resolution);
  }
  return resolution;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props
export type PageComponent = ComponentType<any>;

function pickComponent(key: string, module: PageModule): PageComponent | null {
  const candidate = module[componentKeyName(key)] ?? module.default;
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
    ? (candidate as PageComponent)
    : null;
}

const pages = createResourceCache<PageComponent | null>();

function loaderFor(key: string): () => Promise<PageComponent | null> {
  const load = loaders.get(key);
  // A page renders once its chunk and the messages of its area (and the areas below) are here.
  const messages = () => loadCatalogueAreas(pageAreas.get(key) ?? ['core']);
  return async () => {
    if (!load) return null;
    const [module] = await Promise.all([load(), messages()]);
    return pickComponent(key, module);
  };
}

/**
 * The page component of `key` (suspends while its chunk loads). `null` when the module does
 * not export a component named after its file (nor a default export).
 */
export function readPageComponent(key: string): PageComponent | null {
  return pages.read(key, loaderFor(key));
}

/** Starts loading a page chunk (route loaders and link preloading call this). */
export function preloadPageComponent(key: string): Promise<unknown> {
  return pages.load(key, loaderFor(key)).catch(() => null);
}

/** After a failed chunk load: forget it so the next render tries again. */
export function forgetPageComponent(key: string): void {
  pages.evict(key);
}
