/**
 * Builds a TanStack Router tree from route entries at runtime: a NEW root route with one
 * child per entry. To change the routes of a running router, build a new tree and call
 * `router.update({ ...router.options, routeTree })` then `router.invalidate()` (STACK.md);
 * mutating an existing root with addChildren does not re-match anything.
 *
 * Every child shares one component and one loader, which find their database route in the
 * child's `staticData.entry`: building 10,000 routes allocates no closures, and a page whose
 * row did not change keeps its component identity (and state) across rebuilds.
 *
 * The children are {@link DatabaseRouteNode}s: router-core's `BaseRoute` with its methods on the
 * prototype. `createRoute` from @tanstack/react-router builds the React subclass, which adds
 * typed per-route hooks (`Route.useParams`, `Route.Link`…: a forwardRef and more closures) —
 * unusable for routes that exist only at runtime; `BaseRoute` itself still creates eight
 * closures per instance and gets its routing fields after construction (a second, out-of-object
 * property store). A route here is one compact object, a third of the memory, so building
 * 10,000 routes leaves the garbage collector little to copy, and matching touches fewer cache
 * lines. React Router renders a match from `route.options`, `isRoot` and `parentRoute`.
 */
import { cleanPath, redirect, trimPathLeft, trimPathRight } from '@tanstack/router-core';
import {
  createRootRoute,
  createRoute,
  type AnyRoute,
  type ErrorRouteComponent,
  type NotFoundRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import type { RouteEntry } from '@atrium/schema';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The database route a TanStack route was built from. */
    entry?: RouteEntry;
  }
}

export interface RouteTreeOptions {
  /** The component of every database route; it reads its entry from the match's staticData. */
  component: RouteComponent;
  /** Loads what a route needs before it renders (page and layout chunks). */
  preload?: (entry: RouteEntry) => Promise<unknown>;
  rootComponent?: RouteComponent;
  notFoundComponent?: NotFoundRouteComponent;
  errorComponent?: ErrorRouteComponent;
  /**
   * Paths of routes that were removed while on screen, registered again with this component
   * (which sends the visitor on). TanStack Router 1.170 fails to commit a navigation when a
   * route it has matches for is missing from the new tree; keeping the old path one more
   * round avoids that.
   */
  retired?: { paths: readonly string[]; component: RouteComponent };
}

/** The options a database route is created with. */
interface DatabaseRouteOptions {
  getParentRoute: () => AnyRoute;
  path: string;
  component: RouteComponent;
  loader: ((ctx: { route: AnyRoute }) => unknown) | undefined;
  staticData: { entry: RouteEntry };
}

/**
 * router-core's `BaseRoute` (1.171: src/route.ts) for a route with a path, with the methods its
 * constructor creates per instance (`init`, `addChildren`, `update`, `lazy`, `redirect`…) on
 * the prototype instead, and every field the router sets later declared up front (one hidden
 * class, all fields in the object). `init` computes `id`, `path`, `fullPath` and `to` exactly
 * as BaseRoute does; build-route-tree.test.ts compares the two, so a TanStack upgrade that
 * changes BaseRoute fails there first.
 */
export class DatabaseRouteNode {
  options: DatabaseRouteOptions;
  isRoot = false;
  parentRoute: AnyRoute | undefined = undefined;
  originalIndex: number | undefined = undefined;
  children: unknown[] | undefined = undefined;
  lazyFn: unknown = undefined;
  _lazy: unknown = undefined;
  _branch: unknown = undefined;
  _interpolation: unknown = undefined;
  _path: string | undefined = undefined;
  _id: string | undefined = undefined;
  _fullPath: string | undefined = undefined;
  _to: string | undefined = undefined;

  constructor(options: DatabaseRouteOptions) {
    this.options = options;
  }

  get to() {
    return this._to;
  }
  get id() {
    return this._id;
  }
  get path() {
    return this._path;
  }
  get fullPath() {
    return this._fullPath;
  }

  /** Called by the router when it processes the tree (BaseRoute.init, for a non-root route). */
  init(originalIndex: number): void {
    this.originalIndex = originalIndex;
    this._branch = undefined;
    const parent = this.options.getParentRoute();
    this.parentRoute = parent;
    const given = this.options.path;
    if (
      parent.id === '__root__' &&
      parent.fullPath === '/' &&
      given.charCodeAt(0) === 47 &&
      given !== '/__root__' &&
      (given.length === 1 || given.charCodeAt(given.length - 1) !== 47) &&
      !given.includes('//')
    ) {
      // A clean path under the root (every database route): BaseRoute's id, fullPath and `to`
      // are the path itself — one string shared with the entry instead of four new ones.
      this._path = given.length === 1 ? given : given.slice(1);
      this._id = this._fullPath = this._to = given;
      return;
    }
    let path: string = given;
    if (path && path !== '/') path = trimPathLeft(path);
    const id = cleanPath((parent.id === '__root__' ? '' : parent.id) + '/' + path);
    if (path === '__root__') path = '/';
    const fullPath = cleanPath(parent.fullPath + '/' + path);
    this._path = path;
    this._id = id;
    this._fullPath = fullPath;
    this._to = trimPathRight(fullPath);
  }

  addChildren(children: unknown): this {
    return this._addFileChildren(children);
  }
  _addFileChildren(children: unknown): this {
    if (Array.isArray(children)) this.children = children;
    else if (typeof children === 'object' && children !== null) this.children = Object.values(children);
    return this;
  }
  _addFileTypes(): this {
    return this;
  }
  update(options: Partial<DatabaseRouteOptions>): this {
    Object.assign(this.options, options);
    return this;
  }
  updateLoader(options: Partial<DatabaseRouteOptions>): this {
    return this.update(options);
  }
  lazy(lazyFn: unknown): this {
    this.lazyFn = lazyFn;
    return this;
  }
  redirect(opts: Parameters<typeof redirect>[0]) {
    return redirect({ from: this.fullPath, ...opts } as Parameters<typeof redirect>[0]);
  }
}

export function buildRouteTree(entries: readonly RouteEntry[], options: RouteTreeOptions) {
  const root = createRootRoute({
    component: options.rootComponent,
    notFoundComponent: options.notFoundComponent,
    errorComponent: options.errorComponent,
  });
  const getParentRoute = () => root;
  const { preload, component } = options;
  const loader = preload
    ? ({ route }: { route: AnyRoute }) => {
        const entry = (route.options.staticData as { entry?: RouteEntry } | undefined)?.entry;
        return entry ? preload(entry) : undefined;
      }
    : undefined;
  const retired = options.retired?.paths ?? [];
  const children: AnyRoute[] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    children[i] = new DatabaseRouteNode({
      getParentRoute,
      path: entry.routerPath,
      component,
      loader,
      staticData: { entry },
    }) as unknown as AnyRoute;
  }
  for (const path of retired) {
    children.push(createRoute({ getParentRoute, path, component: options.retired?.component }));
  }
  return root.addChildren(children);
}

export type AppRouteTree = ReturnType<typeof buildRouteTree>;
