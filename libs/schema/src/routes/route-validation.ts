/**
 * The route validator (`POST /routes/validate`): what is wrong with the stored route set, as the
 * client will meet it. Pure — the server passes the rows and the client's component manifest —
 * so the answer is exactly what `describeRoutes` (the client's route-tree builder) and
 * `resolveComponent` (its page lookup) would do with them.
 *
 * Only active rows are checked: they are the ones the client loads. Severities:
 * - `error` — a visitor meets an error screen, a link cannot be built, or a row is not routed;
 *   `ok` is false while any remain;
 * - `warning` — the app works around it (no layout, a default path is used);
 * - `info` — worth knowing, nothing breaks (component names not checked without a manifest).
 */
import { z } from 'zod';
import { resolveComponent, type ComponentFolders } from './component-resolution.js';
import { describeRoutes } from './describe-routes.js';
import { DEFAULT_ROUTE_PATHS, NAMED_PARAM_ROUTES, NOT_FOUND_FALLBACK_PATH } from './fallback-routes.js';
import { routePathParams } from './route-path.js';
import type { RouteRecord } from './route-record.js';
import { NAMED_VIEW_LABELS, type NamedViewName } from '../navigation/named-routes.js';

export const ROUTE_PROBLEM_SEVERITIES = ['error', 'warning', 'info'] as const;
export type RouteProblemSeverity = (typeof ROUTE_PROBLEM_SEVERITIES)[number];

export const routeProblemSchema = z.object({
  /** The row, or null for a problem of the whole set (a missing named route, no manifest). */
  route_id: z.string().nullable(),
  /** A navigation item whose link no active route serves (route_id null then); absent otherwise. */
  navigation_id: z.string().nullable().optional(),
  /** The row's name, or the missing route's name (the item's title for a navigation problem); null when no route is concerned. */
  name: z.string().nullable(),
  severity: z.enum(ROUTE_PROBLEM_SEVERITIES),
  message: z.string(),
});
export type RouteProblem = z.infer<typeof routeProblemSchema>;

export const routeValidationSchema = z.object({
  /** No problem of severity `error`. */
  ok: z.boolean(),
  /** Active rows checked. */
  checked: z.number().int().nonnegative(),
  /** Whether component names were checked against the client's component manifest. */
  components_checked: z.boolean(),
  problems: z.array(routeProblemSchema),
});
export type RouteValidation = z.infer<typeof routeValidationSchema>;

/**
 * `component-manifest.json`, written by the client build (apps/client/vite): every component a
 * route's `component_name` can resolve to, and the folders resolution looks in.
 */
export const componentManifestSchema = z.object({
  version: z.string(),
  folders: z.object({ pagesDir: z.string(), adminCentersDir: z.string() }),
  keys: z.array(z.string()),
});
export type ComponentManifest = z.infer<typeof componentManifestSchema>;

/** Named routes the client looks up, and what it does when one is missing. */
const LOOKED_UP_ROUTES: ReadonlyArray<readonly [name: string, consequence: string]> = [
  ...Object.entries(DEFAULT_ROUTE_PATHS).map(
    ([name, path]) => [name, `links and redirects to it use the default path ${path}`] as const,
  ),
  ['not_found', `unknown paths go to ${NOT_FOUND_FALLBACK_PATH}`],
  ['unauthorized', 'a denied visitor stays on the Access Denied screen'],
];

/**
 * Checks the active rows of a route set. The set's problems (no manifest, missing named routes)
 * come first, then each row's, in the order of the rows.
 */
export function validateRouteSet(
  routes: readonly RouteRecord[],
  manifest: ComponentManifest | null,
): RouteValidation {
  const problems: RouteProblem[] = [];
  const active = routes.filter((route) => route.is_active);
  const byName = new Map(active.map((route) => [route.name, route]));

  if (!manifest) {
    problems.push({
      route_id: null,
      name: null,
      severity: 'info',
      message:
        'Component names were not checked: the client build has not written its component manifest (component-manifest.json)',
    });
  }

  for (const view of NAMED_PARAM_ROUTES) {
    const route = byName.get(view.name);
    if (!route) {
      problems.push({
        route_id: null,
        name: view.name,
        severity: 'error',
        message: `${NAMED_VIEW_LABELS[view.name as NamedViewName]} route not configured`,
      });
      continue;
    }
    const has = new Set(routePathParams(route.path));
    const missing = routePathParams(view.path).filter((param) => !has.has(param));
    if (missing.length > 0) {
      problems.push({
        route_id: route.id,
        name: route.name,
        severity: 'error',
        message: `Path "${route.path}" lacks ${missing.map((p) => `:${p}`).join(', ')}: links to this view cannot be built`,
      });
    }
  }
  for (const [name, consequence] of LOOKED_UP_ROUTES) {
    if (!byName.has(name)) {
      problems.push({
        route_id: null,
        name,
        severity: 'warning',
        message: `Route "${name}" not found: ${consequence}`,
      });
    }
  }

  const folders: ComponentFolders | undefined = manifest?.folders;
  const keys = manifest?.keys ?? [];
  const memo = new Map<string, ReturnType<typeof resolveComponent>>();
  const resolve = (name: string) => {
    if (!manifest) return { key: name, step: 'exact' as const }; // not checked
    if (!memo.has(name)) memo.set(name, resolveComponent(name, keys, folders));
    return memo.get(name) ?? null;
  };
  const { entries, skipped } = describeRoutes(active, resolve);
  // Row problems in the order of the rows (skipped rows are reported apart by describeRoutes).
  const rowProblems: Array<[order: number, problem: RouteProblem]> = [];
  const order = new Map(active.map((route, index) => [route, index]));
  const add = (route: RouteRecord, severity: RouteProblemSeverity, message: string) =>
    rowProblems.push([order.get(route) ?? 0, { route_id: route.id, name: route.name, severity, message }]);
  for (const { route, reason } of skipped) add(route, 'error', `Not routed: ${reason}`);
  for (const { route, pathProblem, component, layoutProblem } of entries) {
    if (pathProblem) {
      add(
        route,
        'error',
        `Invalid path "${route.path}": ${pathProblem} (the page shows 'Invalid Route Configuration')`,
      );
    }
    if (!component) {
      add(
        route,
        'error',
        `Component ${route.component_name} not found (the page shows 'Component Not Found')`,
      );
    }
    if (layoutProblem) add(route, 'warning', `${layoutProblem}: the page renders without a layout`);
  }
  rowProblems.sort((a, b) => a[0] - b[0]);
  for (const [, problem] of rowProblems) problems.push(problem);

  return {
    ok: !problems.some((problem) => problem.severity === 'error'),
    checked: active.length,
    components_checked: manifest !== null,
    problems,
  };
}

/** Body of `POST /routes/validate`: nothing, or an empty object (the stored set is checked). */
export const routeValidateRequestSchema = z.strictObject({}).optional();
