import type { RouteDefinition } from './fallback-routes.js';
import type { RouteMetadata } from './route.js';

/**
 * A route as the client works with it: a row from `GET /routes` or a built-in fallback
 * definition (which has no id or creation time).
 */
export interface RouteRecord {
  id: string | null;
  path: string;
  name: string;
  component_name: string;
  component_path: string | null;
  layout: string | null;
  is_public: boolean;
  is_active: boolean;
  created_at: string | null;
  metadata: RouteMetadata;
}

export interface ParsedRouteRecords {
  /** Usable rows, ordered by created_at (oldest first; rows without a time keep their place). */
  routes: RouteRecord[];
  /** One message per row that had to be skipped or repaired. */
  problems: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readMetadata(value: unknown): RouteMetadata {
  if (!isRecord(value)) return {};
  const metadata: RouteMetadata = { ...value };
  if (typeof metadata.dynamic !== 'boolean') delete metadata.dynamic;
  if (typeof metadata.guard_type !== 'string' || metadata.guard_type === '') delete metadata.guard_type;
  if (typeof metadata.required_permission !== 'string' || metadata.required_permission === '') {
    delete metadata.required_permission;
  }
  return metadata;
}

function timeOf(route: RouteRecord): number {
  const t = route.created_at === null ? Number.NaN : Date.parse(route.created_at);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

/**
 * Reads a `GET /routes` body without trusting it: a row needs a string `name`, `path` and
 * `component_name` (else it is skipped and reported); every other field falls back to a safe
 * default (not public, active, no layout, `{}` metadata). Paths are kept as stored — they are
 * checked when the route tree is built. Rows are returned ordered by created_at (a stable
 * sort, so equal or missing times keep the server's order). Returns `null` when the body is
 * not an array.
 */
export function parseRouteRecords(body: unknown): ParsedRouteRecords | null {
  if (!Array.isArray(body)) return null;
  const routes: RouteRecord[] = [];
  const problems: string[] = [];
  body.forEach((row, index) => {
    if (!isRecord(row)) {
      problems.push(`Route #${index + 1} is not an object`);
      return;
    }
    const missing = (['name', 'path', 'component_name'] as const).filter(
      (key) => typeof row[key] !== 'string',
    );
    if (missing.length > 0) {
      const label = typeof row.name === 'string' ? `"${row.name}"` : `#${index + 1}`;
      problems.push(`Route ${label} is missing ${missing.join(', ')}`);
      return;
    }
    routes.push({
      id: optionalString(row.id),
      path: row.path as string,
      name: row.name as string,
      component_name: row.component_name as string,
      component_path: optionalString(row.component_path),
      layout: optionalString(row.layout),
      is_public: row.is_public === true,
      is_active: row.is_active !== false,
      created_at: optionalString(row.created_at),
      metadata: readMetadata(row.metadata),
    });
  });
  const order = routes.map((route, index) => ({ route, index, time: timeOf(route) }));
  order.sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1));
  return { routes: order.map((o) => o.route), problems };
}

/** A built-in definition as a record (no id, no creation time). */
export function routeRecordFromDefinition(definition: RouteDefinition): RouteRecord {
  return {
    id: null,
    path: definition.path,
    name: definition.name,
    component_name: definition.component_name,
    component_path: definition.component_path,
    layout: definition.layout,
    is_public: definition.is_public,
    is_active: definition.is_active,
    created_at: null,
    metadata: { ...definition.metadata },
  };
}
