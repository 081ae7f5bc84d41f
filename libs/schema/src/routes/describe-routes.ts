/**
 * From route records to what the client's router registers: the TanStack path, the resolved
 * page, the layout and the guard of each route, plus the rows that cannot be registered. Pure
 * (the component resolver is passed in), so the client builds its routes with it and the
 * server's route validator (POST /routes/validate) reports exactly the problems the client would
 * meet.
 */
import type { ComponentResolution } from './component-resolution.js';
import { normalizeLayoutName, type LayoutName } from './layout-name.js';
import { guardPlanFor, type GuardPlan } from './route-guard.js';
import type { RouteRecord } from './route-record.js';
import { hashRouterPathShape, routerPathShape, scanSimpleRoutePath, toRouterPath } from './router-path.js';

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
 * Shape hash → index in the entries of the oldest route with that hash: an open-addressing
 * table in two typed arrays sized for the rows (no per-row allocation, nothing for the garbage
 * collector to trace).
 */
export class ShapeOwners {
  private readonly hashes: Int32Array;
  /** Entry index + 1; 0 marks a free slot. */
  private readonly owners: Int32Array;
  private readonly mask: number;

  constructor(rows: number) {
    let capacity = 16;
    while (capacity < rows * 2) capacity *= 2;
    this.hashes = new Int32Array(capacity);
    this.owners = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /**
   * The index of the route that owns `hash`, or -1 after making `index` its owner. Holds at
   * most half as many hashes as its capacity (the rows it was sized for).
   */
  claim(hash: number, index: number): number {
    const { hashes, owners, mask } = this;
    let slot = hash & mask;
    while (owners[slot] !== 0) {
      if (hashes[slot] === hash) return owners[slot] - 1;
      slot = (slot + 1) & mask;
    }
    hashes[slot] = hash;
    owners[slot] = index + 1;
    return -1;
  }
}

/**
 * Describes each active route, oldest first. A route is skipped (and reported) when its path
 * cannot be routed even after repair, or when an older route already matches the same URLs.
 *
 * Runs on every rebuild for every row (10,000 rows: a few milliseconds), so it allocates
 * little per row: the entry, and a router path only when it differs from the stored path.
 * Routes that match the same URLs are found by the hash of their shape (a small integer, no
 * string built); the shapes themselves are compared only when two hashes meet.
 */
export function describeRoutes(
  routes: readonly RouteRecord[],
  resolve: (componentName: string) => ComponentResolution | null,
): DescribedRoutes {
  const entries: RouteEntry[] = [];
  const skipped: SkippedRoute[] = [];
  const owners = new ShapeOwners(routes.length);
  /** Exact shapes of routes whose hash was already taken by another shape (rare). */
  let collided: Map<string, RouteRecord> | null = null;
  const layouts = new Map<string, LayoutName | null>(); // few distinct values, thousands of rows
  const scan = { routerPath: '', shapeHash: 0 };
  for (const route of routes) {
    if (!route.is_active) continue;
    let routerPath: string;
    let problem: string | null = null;
    let shape: string | null = null;
    let hash: number;
    if (scanSimpleRoutePath(route.path, scan)) {
      // One pass for the common case; malformed or unusual paths take the full conversion.
      routerPath = scan.routerPath;
      hash = scan.shapeHash;
    } else {
      const converted = toRouterPath(route.path);
      if (converted.routerPath === null) {
        skipped.push({ route, reason: `Invalid path "${route.path}": ${converted.problem}` });
        continue;
      }
      routerPath = converted.routerPath;
      problem = converted.problem;
      shape = routerPathShape(routerPath);
      hash = hashRouterPathShape(shape);
    }
    const ownerIndex = owners.claim(hash, entries.length);
    if (ownerIndex !== -1) {
      shape ??= routerPathShape(routerPath);
      const owner = entries[ownerIndex];
      const servedBy =
        routerPathShape(owner.routerPath) === shape ? owner.route : (collided?.get(shape) ?? null);
      if (servedBy) {
        skipped.push({ route, reason: `Path "${route.path}" is already served by route "${servedBy.name}"` });
        continue;
      }
      (collided ??= new Map()).set(shape, route);
    }
    let layout: LayoutName | null = null;
    let layoutProblem: string | null = null;
    if (route.layout !== null) {
      layout = layouts.get(route.layout) ?? null;
      if (layout === null && !layouts.has(route.layout)) {
        layouts.set(route.layout, (layout = normalizeLayoutName(route.layout)));
      }
      if (layout === null) layoutProblem = `Unknown layout "${route.layout}"`;
    }
    entries.push({
      route,
      routerPath,
      pathProblem: problem,
      component: resolve(route.component_name),
      layout,
      layoutProblem,
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
