import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { hashPassword } from '../modules/users/password-hasher.js';
import { seedDemoZones } from './demo-zones.js';
import { seedNavigation } from '../modules/navigation/navigation-seed.js';

const routeSeedSchema = z.object({
  name: z.string().min(1),
  path: z.string().startsWith('/'),
  component_name: z.string().min(1),
  component_path: z.string().nullable().optional(),
  layout: z.string().nullable().optional(),
  is_public: z.boolean().default(false),
  is_active: z.boolean().default(true),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
const routesFileSchema = z.object({ routes: z.array(routeSeedSchema) });

const userSeedSchema = z.object({
  email: z.email(),
  password: z.string().min(8),
  role: z.string().default('user'),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  email_verified: z.boolean().default(false),
});
const usersFileSchema = z.object({ users: z.array(userSeedSchema) });
export type UserSeed = z.infer<typeof userSeedSchema>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface SeedReport {
  routesInserted: number;
  navigationInserted: number;
  demoUsersInserted: number;
  /** Demo zones loaded on this start (an empty database): the demo collections follow (app.factory). */
  demoZonesInserted: number;
  adminCreated: boolean;
}

/** Inserts a user and its profile when no user has this email (case-insensitively). */
export async function ensureUser(ds: DataSource, u: UserSeed): Promise<boolean> {
  const exists: unknown[] = await ds.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [u.email]);
  if (exists.length) return false;
  const hash = await hashPassword(u.password);
  return ds.transaction(async (em) => {
    const [row]: { id: string }[] = await em.query(
      `INSERT INTO users (email, password_hash, email_verified) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [u.email.trim(), hash, u.email_verified],
    );
    if (!row) return false;
    await em.query('INSERT INTO user_profiles (id, role, first_name, last_name) VALUES ($1, $2, $3, $4)', [
      row.id,
      u.role,
      u.first_name ?? null,
      u.last_name ?? null,
    ]);
    return true;
  });
}

/**
 * Inserts the routes of a seed file whose names are missing, in file order. created_at follows
 * the file: now() is the same for the whole transaction, so each row gets its index in
 * microseconds on top (otherwise every row ties and the order by created_at is arbitrary).
 */
async function insertRoutes(ds: DataSource, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const { routes } = readJson(file, routesFileSchema);
  let inserted = 0;
  await ds.transaction(async (em) => {
    for (const [index, r] of routes.entries()) {
      const rows: unknown[] = await em.query(
        `INSERT INTO routes (name, path, component_name, component_path, layout, is_public, is_active, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, now() + make_interval(secs => $9::double precision / 1000000))
         ON CONFLICT (name) DO NOTHING RETURNING id`,
        [
          r.name,
          r.path,
          r.component_name,
          r.component_path ?? null,
          r.layout ?? null,
          r.is_public,
          r.is_active,
          JSON.stringify(r.metadata),
          index,
        ],
      );
      inserted += rows.length;
    }
  });
  return inserted;
}

/**
 * Loads seeds/ idempotently: the route set every time (missing names only), the demo data when
 * asked and the database has no users, and the ADMIN_EMAIL/ADMIN_PASSWORD platform owner.
 */
export async function runSeeds(
  ds: DataSource,
  opts: { seedsDir: string; demo: boolean; admin?: { email: string; password: string } },
): Promise<SeedReport> {
  const report: SeedReport = {
    routesInserted: 0,
    navigationInserted: 0,
    demoUsersInserted: 0,
    demoZonesInserted: 0,
    adminCreated: false,
  };
  report.routesInserted += await insertRoutes(ds, join(opts.seedsDir, 'routes.json'));
  report.navigationInserted = await seedNavigation(ds, join(opts.seedsDir, 'navigation.json'));
  if (opts.demo) {
    const [{ count }]: { count: number }[] = await ds.query('SELECT count(*)::int AS count FROM users');
    const usersFile = join(opts.seedsDir, 'demo', 'users.json');
    if (count === 0) {
      // First start on an empty database: demo accounts and demo pages (deleting them later sticks).
      if (existsSync(usersFile)) {
        for (const u of readJson(usersFile, usersFileSchema).users) {
          if (await ensureUser(ds, u)) report.demoUsersInserted++;
        }
      }
      report.routesInserted += await insertRoutes(ds, join(opts.seedsDir, 'demo', 'routes.json'));
    }
    report.demoZonesInserted = await seedDemoZones(ds, opts.seedsDir);
  }
  if (opts.admin) {
    report.adminCreated = await ensureUser(ds, {
      email: opts.admin.email,
      password: opts.admin.password,
      role: 'platform_owner',
      email_verified: true,
    });
  }
  return report;
}
