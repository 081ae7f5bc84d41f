import { literal, sql } from './db';

export interface RouteInput {
  name: string;
  path: string;
  component_name: string;
  layout?: string | null;
  is_public?: boolean;
  is_active?: boolean;
  metadata?: Record<string, unknown>;
}

function values(route: RouteInput): string {
  const layout = route.layout === undefined || route.layout === null ? 'NULL' : literal(route.layout);
  return [
    literal(route.name),
    literal(route.path),
    literal(route.component_name),
    layout,
    (route.is_public ?? true) ? 'true' : 'false',
    (route.is_active ?? true) ? 'true' : 'false',
    `${literal(JSON.stringify(route.metadata ?? {}))}::jsonb`,
  ].join(', ');
}

/**
 * Inserts (or, when the name exists, overwrites) route rows straight in the database, the way
 * an admin with psql would. Returns a function that puts things back: rows that did not exist
 * are deleted, rows that did get their old values again.
 */
export async function putRoutes(...routes: RouteInput[]): Promise<() => Promise<void>> {
  const names = routes.map((r) => literal(r.name)).join(', ');
  const before = await sql(
    `SELECT name, path, component_name, layout, is_public, is_active, metadata FROM routes WHERE name IN (${names})`,
  );
  await sql(
    `INSERT INTO routes (name, path, component_name, layout, is_public, is_active, metadata) VALUES ${routes
      .map((r) => `(${values(r)})`)
      .join(', ')}
     ON CONFLICT (name) DO UPDATE SET path = EXCLUDED.path, component_name = EXCLUDED.component_name,
       layout = EXCLUDED.layout, is_public = EXCLUDED.is_public, is_active = EXCLUDED.is_active,
       metadata = EXCLUDED.metadata`,
  );
  return async () => {
    await sql(`DELETE FROM routes WHERE name IN (${names})`);
    for (const row of before.rows as RouteInput[]) await putRoutes(row);
  };
}

export async function setRouteActive(name: string, active: boolean): Promise<void> {
  await sql(`UPDATE routes SET is_active = ${active ? 'true' : 'false'} WHERE name = ${literal(name)}`);
}
