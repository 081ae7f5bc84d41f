/**
 * How a route's `component_name` finds its page among the components a client registers
 * (specification §2, "Component resolution and rendering"). Shared by the client (which
 * renders the page) and the server's route validator (which reads the client's component
 * manifest), so both resolve a name the same way.
 *
 * Components are identified by keys: their file path without extension, relative to the
 * client's source folder, e.g. `pages/LandingPage`, `pages/admin/AdminUsersPage`,
 * `features/admin/centers/SecurityCenter`.
 */

/** The steps, in the order they are tried. */
export const COMPONENT_RESOLUTION_STEPS = Object.freeze([
  'exact',
  'case-insensitive',
  'path-suffix',
  'admin-centers',
] as const);
export type ComponentResolutionStep = (typeof COMPONENT_RESOLUTION_STEPS)[number];

export interface ComponentFolders {
  /** Folder of the page components (default `pages`). */
  pagesDir: string;
  /** Folder of the admin centers, tried last (default `features/admin/centers`). */
  adminCentersDir: string;
}

export const DEFAULT_COMPONENT_FOLDERS: Readonly<ComponentFolders> = Object.freeze({
  pagesDir: 'pages',
  adminCentersDir: 'features/admin/centers',
});

export interface ComponentResolution {
  /** The registry key that matched. */
  key: string;
  /** Which step found it. */
  step: ComponentResolutionStep;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** The file name of a key: `pages/admin/AdminUsersPage` → `AdminUsersPage`. */
export function componentKeyName(key: string): string {
  const slash = key.lastIndexOf('/');
  return slash === -1 ? key : key.slice(slash + 1);
}

/**
 * Resolves `componentName` against the registered `keys`:
 *
 * 1. **exact** — the page file named exactly so: `${pagesDir}/${name}`;
 * 2. **case-insensitive** — the same, ignoring case;
 * 3. **path-suffix** — a page anywhere under `pagesDir` whose path ends in `/${name}`
 *    (so `AdminUsersPage` finds `pages/admin/AdminUsersPage`, and `admin/AdminUsersPage`
 *    works too); an exact-case match wins, then the shortest path, then alphabetical order;
 * 4. **admin-centers** — `${adminCentersDir}/${name}`, case-insensitively.
 *
 * A leading `/` and a file extension (`.tsx`, `.ts`, `.jsx`, `.js`) in the name are ignored.
 * Returns `null` when nothing matches (the client then shows 'Component Not Found').
 */
export function resolveComponent(
  componentName: unknown,
  keys: Iterable<string>,
  folders: Partial<ComponentFolders> = {},
): ComponentResolution | null {
  if (typeof componentName !== 'string') return null;
  const name = trimSlashes(componentName.trim()).replace(/\.(tsx|ts|jsx|js)$/, '');
  if (name === '') return null;
  const pagesDir = trimSlashes(folders.pagesDir ?? DEFAULT_COMPONENT_FOLDERS.pagesDir);
  const centersDir = trimSlashes(folders.adminCentersDir ?? DEFAULT_COMPONENT_FOLDERS.adminCentersDir);
  const all = [...keys];

  const exact = `${pagesDir}/${name}`;
  if (all.includes(exact)) return { key: exact, step: 'exact' };

  const exactLower = exact.toLowerCase();
  const insensitive = all.find((key) => key.toLowerCase() === exactLower);
  if (insensitive !== undefined) return { key: insensitive, step: 'case-insensitive' };

  const pagesPrefix = `${pagesDir}/`.toLowerCase();
  const suffix = `/${name}`;
  const suffixLower = suffix.toLowerCase();
  const candidates = all
    .filter((key) => {
      const lower = key.toLowerCase();
      return lower.startsWith(pagesPrefix) && `/${lower}`.endsWith(suffixLower);
    })
    .sort((a, b) => {
      const caseA = `/${a}`.endsWith(suffix) ? 0 : 1;
      const caseB = `/${b}`.endsWith(suffix) ? 0 : 1;
      return caseA - caseB || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
    });
  if (candidates.length > 0) return { key: candidates[0], step: 'path-suffix' };

  const center = `${centersDir}/${name}`.toLowerCase();
  const centerKey = all.find((key) => key.toLowerCase() === center);
  if (centerKey !== undefined) return { key: centerKey, step: 'admin-centers' };

  return null;
}

/** The specification's note under 'Component Not Found'. */
export const COMPONENT_NOT_FOUND_NOTE = 'Please ensure the component exists and is properly exported.';

/** The error text for an unresolved component (shown as 'Component Not Found'). */
export function componentNotFoundMessage(componentName: string): string {
  return `Component ${componentName} not found`;
}
