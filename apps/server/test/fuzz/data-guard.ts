import { ZONE_ROLE_RANK, can, isAdminRole } from '@atrium/schema';
import type { PermissionResource, ZoneRole } from '@atrium/schema';
import type { DataSource } from 'typeorm';

/**
 * Fingerprints of the database taken around each fuzzed request, and the rules saying which of
 * them the caller may have changed.
 *
 * `table:<name>`: for every table in the schema (found at start, so tables added later are
 * covered without being named here), its row count and the sum of its rows' `xmin` (the id of
 * the transaction that wrote each row version). Any insert, update or delete moves one of the
 * two, even a delete and an insert in one request, and reading it costs a scan, not a sort and a
 * hash of every row. Tables with a column that reads legitimately touch are fingerprinted by
 * content without that column instead (`sessions.last_used_at`, written at most once a minute
 * by any signed-in request).
 *
 * Scoped fingerprints, for what a caller may not write even when it succeeds: the fixture zone's
 * row, hubs, modules, dashboards and the other members' rows; a zone the callers are not members
 * of; every platform role; the other fixture users' accounts, profiles and preferences. The
 * caller's zone and platform role are read in the same statement, so the rules judge a request
 * by the rights the caller had when it was sent (the fuzzer itself changes roles).
 */
export type Snapshot = Record<string, string | null>;

export interface Scope {
  zoneId: string;
  otherZoneId: string;
  callerId: string | null;
  fixtureUserIds: string[];
}

/** Columns whose changes are not writes by the caller. */
const VOLATILE_COLUMNS = new Set(['sessions.last_used_at']);

/** `count:sum(xmin)` of the rows a FROM … WHERE clause selects from alias `x`. */
const versions = (from: string) =>
  `(SELECT count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) ${from})`;

const SCOPED_SQL = {
  zone: versions('FROM zones x WHERE x.id = $1::uuid'),
  'zone.hubs': versions('FROM hubs x WHERE x.zone_id = $1::uuid'),
  'zone.modules': versions('FROM modules x JOIN hubs h ON h.id = x.hub_id WHERE h.zone_id = $1::uuid'),
  'zone.dashboards': versions('FROM dashboards x JOIN hubs h ON h.id = x.hub_id WHERE h.zone_id = $1::uuid'),
  'zone.otherMembers': versions(
    'FROM zone_members x WHERE x.zone_id = $1::uuid AND x.user_id IS DISTINCT FROM $3::uuid',
  ),
  'zone.callerRole': `(SELECT role FROM zone_members WHERE zone_id = $1::uuid AND user_id = $3::uuid)`,
  otherZone: `concat_ws(' ',
      ${versions('FROM zones x WHERE x.id = $2::uuid')},
      ${versions('FROM zone_members x WHERE x.zone_id = $2::uuid')},
      ${versions('FROM hubs x WHERE x.zone_id = $2::uuid')},
      ${versions('FROM modules x JOIN hubs h ON h.id = x.hub_id WHERE h.zone_id = $2::uuid')},
      ${versions('FROM dashboards x JOIN hubs h ON h.id = x.hub_id WHERE h.zone_id = $2::uuid')})`,
  // Roles by content (a profile's names change legitimately, its role only by an admin), and only
  // the roles above the default: a sign-up adds a 'user', a sign-up that lands as admin shows.
  platformRoles: `(SELECT count(*) || ':' || coalesce(sum(hashtext(p.id || ':' || p.role)::bigint), 0)
    FROM user_profiles p WHERE p.role <> 'user')`,
  callerPlatformRole: `(SELECT role FROM user_profiles WHERE id = $3::uuid)`,
  otherUsers: `concat_ws(' ',
      ${versions('FROM users x WHERE x.id = ANY($4::uuid[]) AND x.id IS DISTINCT FROM $3::uuid')},
      ${versions('FROM user_profiles x WHERE x.id = ANY($4::uuid[]) AND x.id IS DISTINCT FROM $3::uuid')},
      ${versions('FROM user_preferences x WHERE x.user_id = ANY($4::uuid[]) AND x.user_id IS DISTINCT FROM $3::uuid')})`,
} as const;

/**
 * Keys a platform admin may change and nobody else may: the route set, the collection registry,
 * roles and the log of admin actions on users (tables that do not exist yet never change), every
 * platform role, other users' accounts, and a zone the caller is not in.
 */
const ADMIN_ONLY_KEYS = [
  'table:routes',
  'table:atrium_collections',
  'table:atrium_collection_versions',
  'table:roles',
  'table:user_admin_events',
  'platformRoles',
  'otherUsers',
  'otherZone',
];

/** Which fingerprint holds which zone resource, for the permission matrix. */
const ZONE_KEYS: Array<[string, PermissionResource]> = [
  ['zone', 'zone'],
  ['zone.hubs', 'hub'],
  ['zone.modules', 'module'],
  ['zone.dashboards', 'dashboard'],
];

/**
 * Refusals that write by design. Each entry names the operation, the status and the
 * fingerprints it may change, with the reason.
 */
export const WRITING_REFUSALS: Array<{ op: string; status: number; keys: string[]; why: string }> = [
  {
    op: 'POST /api/auth/refresh',
    status: 401,
    keys: ['table:sessions', 'table:refresh_tokens', 'table:change_versions'],
    why: 'a spent refresh token presented again revokes its whole session (reuse detection, auth README)',
  },
  {
    op: 'POST /api/auth/signup',
    status: 409,
    keys: ['table:mail_outbox'],
    why: 'the owner of a taken address is mailed that someone tried to sign up with it (auth README)',
  },
];

/** A pg pool, as TypeORM's postgres driver keeps it (`driver.master`). */
interface PgPool {
  query(q: { name: string; text: string; values?: unknown[] }): Promise<{ rows: Snapshot[] }>;
}

export class DataGuard {
  private constructor(
    private readonly ds: DataSource,
    private readonly tablesSql: string,
    private readonly scopedSql: string,
    readonly tables: string[],
  ) {}

  static async create(ds: DataSource): Promise<DataGuard> {
    const rows: Array<{ table_name: string; column_name: string }> = await ds.query(`
      SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`);
    const columns = new Map<string, string[]>();
    const volatile = new Set<string>();
    for (const r of rows) {
      if (VOLATILE_COLUMNS.has(`${r.table_name}.${r.column_name}`)) volatile.add(r.table_name);
      else columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
    }
    const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;
    const tables = [...columns].map(([table, cols]) => {
      const fingerprint = volatile.has(table)
        ? `(SELECT count(*) || ':' || coalesce(sum(hashtext(ROW(${cols.map((c) => `t.${q(c)}`).join(', ')})::text)::bigint), 0) FROM ${q(table)} t)`
        : versions(`FROM ${q(table)} x`);
      return `${fingerprint} AS ${q(`table:${table}`)}`;
    });
    const scoped = Object.entries(SCOPED_SQL).map(([key, sql]) => `${sql} AS ${q(key)}`);
    return new DataGuard(ds, `SELECT ${tables.join(',\n')}`, `SELECT ${scoped.join(',\n')}`, [
      ...columns.keys(),
    ]);
  }

  /** Every table's fingerprint (independent of the caller). */
  async tableSnapshot(): Promise<Snapshot> {
    return this.query('fuzz_tables', this.tablesSql, []);
  }

  /** The fingerprints scoped to the fixture zones, the fixture users and the caller. */
  async scopedSnapshot(scope: Scope): Promise<Snapshot> {
    return this.query('fuzz_scoped', this.scopedSql, [
      scope.zoneId,
      scope.otherZoneId,
      scope.callerId,
      scope.fixtureUserIds,
    ]);
  }

  async snapshot(scope: Scope): Promise<Snapshot> {
    return { ...(await this.tableSnapshot()), ...(await this.scopedSnapshot(scope)) };
  }

  /** A named (prepared once per connection) statement: planning the table scan costs more than running it. */
  private async query(name: string, text: string, values: unknown[]): Promise<Snapshot> {
    const pool = (this.ds.driver as unknown as { master?: PgPool }).master;
    if (pool?.query) return (await pool.query({ name, text, values })).rows[0];
    const [row] = await this.ds.query(text, values);
    return row as Snapshot;
  }
}

/** The fingerprints that differ. */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter(
    (k) => k !== 'zone.callerRole' && k !== 'callerPlatformRole' && before[k] !== after[k],
  );
}

function zoneRole(value: string | null): ZoneRole | null {
  return value && Object.hasOwn(ZONE_ROLE_RANK, value) ? (value as ZoneRole) : null;
}

/**
 * What the request changed that its caller may not change, as readable problems (empty when
 * none). `op` is `METHOD /path/template`.
 */
export function forbiddenChanges(op: string, status: number, before: Snapshot, after: Snapshot): string[] {
  const changed = changedKeys(before, after);
  const problems: string[] = [];
  const method = op.split(' ')[0];
  if (status >= 400 || method === 'GET' || method === 'HEAD') {
    const allowed = new Set(
      WRITING_REFUSALS.filter((w) => w.op === op && w.status === status).flatMap((w) => w.keys),
    );
    const bad = changed.filter((k) => !allowed.has(k));
    if (bad.length) {
      problems.push(`${status >= 400 ? `refused (${status})` : 'read'} request changed ${bad.join(', ')}`);
    }
  }
  const platformAdmin = isAdminRole(before.callerPlatformRole);
  if (platformAdmin) return problems;
  const adminOnly = changed.filter((k) => ADMIN_ONLY_KEYS.includes(k));
  if (adminOnly.length)
    problems.push(`non-admin (${before.callerPlatformRole ?? 'anonymous'}) changed ${adminOnly.join(', ')}`);

  const role = zoneRole(before['zone.callerRole']);
  for (const [key, resource] of ZONE_KEYS) {
    if (!changed.includes(key)) continue;
    const mayWrite =
      role !== null && (['create', 'update', 'delete'] as const).some((a) => can(role, resource, a));
    if (!mayWrite) problems.push(`zone role ${role ?? 'none'} changed ${key}`);
  }
  if (changed.includes('zone.otherMembers') && !(role && can(role, 'zone', 'manage_members'))) {
    problems.push(`zone role ${role ?? 'none'} changed other members of the zone`);
  }
  const roleAfter = zoneRole(after['zone.callerRole']);
  if (roleAfter && (role === null || ZONE_ROLE_RANK[roleAfter] > ZONE_ROLE_RANK[role])) {
    problems.push(`caller raised its own zone role from ${role ?? 'none'} to ${roleAfter}`);
  }
  return problems;
}
