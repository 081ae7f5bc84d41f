/**
 * From route records to what the router registers: the TanStack path, the resolved page, the
 * layout and the guard of each route, plus the rows that cannot be registered. Pure: the
 * component resolver is passed in.
 */
import {
  convertSimpleRoutePath,
  guardPlanFor,
  normalizeLayoutName,
  routerPathShape,
  toRouterPath,
  type ComponentResolution,
  type GuardPlan,
  type LayoutName,
  type RouteRecord,
} from '@atrium/schema';

export interface RouteEntry {
  route: RouteRecord;
  /** The TanStack path it is registered under. */
  routerPath: string;
  /** Set when the stored path is malformed: the route shows its error screen. */
  pathProblem: string | null;
  /** The page, or null: 'Component Not Found'. */
  component: ComponentResolution | null;
  /** The canonical layout, or null: content renders without a layout. */
  layout: LayoutName | null;
  /** Set when the stored layout names no known layout. */
  layoutProblem: string | null;
  guard: GuardPlan;
}

export interface SkippedRoute {
  route: RouteRecord;
  reason: string;
}

export interface DescribedRoutes {
  entries: RouteEntry[];
  skipped: SkippedRoute[];
}

/**
 * Describes each active route, oldest first. A route is skipped (and reported) when its path
 * cannot be routed even after repair, or when an older route already matches the same URLs.
 */
export function describeRoutes(
  routes: readonly RouteRecord[],
  resolve: (componentName: string) => ComponentResolution | null,
): DescribedRoutes {
  const entries: RouteEntry[] = [];
  const skipped: SkippedRoute[] = [];
  const owners = new Map<string, RouteRecord>();
  const layouts = new Map<string, LayoutName | null>(); // few distinct values, thousands of rows
  for (const route of routes) {
    if (!route.is_active) continue;
    // One pass for the common case; malformed or unusual paths take the full conversion.
    const simple = convertSimpleRoutePath(route.path);
    const { routerPath, problem } = simple
      ? { routerPath: simple.routerPath, problem: null }
      : toRouterPath(route.path);
    if (routerPath === null) {
      skipped.push({ route, reason: `Invalid path "${route.path}": ${problem}` });
      continue;
    }
    const shape = simple ? simple.shape : routerPathShape(routerPath);
    const owner = owners.get(shape);
    if (owner) {
      skipped.push({ route, reason: `Path "${route.path}" is already served by route "${owner.name}"` });
      continue;
    }
    owners.set(shape, route);
    let layout: LayoutName | null = null;
    if (route.layout !== null) {
      layout = layouts.get(route.layout) ?? null;
      if (!layouts.has(route.layout)) layouts.set(route.layout, (layout = normalizeLayoutName(route.layout)));
    }
    entries.push({
      route,
      routerPath,
      pathProblem: problem,
      component: resolve(route.component_name),
      layout,
      layoutProblem: route.layout !== null && layout === null ? `Unknown layout "${route.layout}"` : null,
      guard: guardPlanFor(route),
    });
  }
  return { entries, skipped };
}

/** One line per problem worth logging (malformed paths, unknown components and layouts, skips). */
export function routeProblems({ entries, skipped }: DescribedRoutes): { message: string; route: string }[] {
  const problems: { message: string; route: string }[] = [];
  for (const { route, reason } of skipped)
    problems.push({ message: `Route skipped: ${reason}`, route: route.name });
  for (const entry of entries) {
    const { name, path, component_name } = entry.route;
    if (entry.pathProblem)
      problems.push({ message: `Invalid path "${path}": ${entry.pathProblem}`, route: name });
    if (!entry.component) problems.push({ message: `Component ${component_name} not found`, route: name });
    if (entry.layoutProblem) {
      problems.push({ message: `${entry.layoutProblem}: rendering without a layout`, route: name });
    }
  }
  return problems;
}
