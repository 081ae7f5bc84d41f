import { createHmac, randomUUID } from 'node:crypto';
import type { ZoneRole } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { TEST_PASSWORD, createUser } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember } from '../zones/zone-kit.js';
import type { JsonSchema, RealValues } from './schema-arbitraries.js';

/**
 * The people and rows the fuzzer works with: one dedicated user per caller role, a fixture zone
 * where the zone-role callers hold their roles (with a hub, a module and a dashboard), a zone
 * none of the callers belongs to, and a pool of refresh tokens. Fuzzed requests that succeed
 * change this world (a sign-out-all, a demotion, a deleted hub); `heal` puts back what the next
 * requests need, through the API, so later operations are still exercised as intended.
 */
export const CALLERS = [
  'anonymous',
  'forged',
  'user',
  'zone_owner',
  'zone_admin',
  'zone_member',
  'zone_viewer',
  'platform_admin',
  'platform_owner',
] as const;
export type Caller = (typeof CALLERS)[number];

type SignedInCaller = Exclude<Caller, 'anonymous' | 'forged'>;

const ZONE_ROLE_OF: Partial<Record<Caller, ZoneRole>> = {
  zone_admin: 'admin',
  zone_member: 'member',
  zone_viewer: 'viewer',
};
const PLATFORM_ROLE_OF: Partial<Record<Caller, string>> = {
  platform_admin: 'admin',
  platform_owner: 'platform_owner',
};

function listingKey(path: string, param: string): string {
  return `${path}|${param}`;
}

export interface FixtureZone {
  id: string;
  hubId: string;
  moduleId: string;
  dashboardId: string;
}

function b64url(v: unknown): string {
  return Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
}

function jwt(payload: Record<string, unknown>, secret: string | null, alg = 'HS256'): string {
  const head = `${b64url({ alg: secret === null ? 'none' : alg, typ: 'JWT' })}.${b64url(payload)}`;
  if (secret === null) return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function sessionIdOf(accessToken: string): string | undefined {
  try {
    return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')).sid;
  } catch {
    return undefined;
  }
}

export class FuzzWorld {
  readonly users = new Map<SignedInCaller, TestUser>();
  /** Owner of the other zone; never a caller, so its zone is off limits to every non-admin. */
  stranger!: TestUser;
  zone!: FixtureZone;
  otherZone!: FixtureZone;
  /** Refresh tokens of sessions of a user who is not a caller (using one rotates or revokes only those). */
  refreshTokens: string[] = [];
  /** Authorization headers that must never authenticate anyone. */
  forgedAuth: string[] = [];
  /** Rows read from the database: routes, and the ids of the fixture zone's hubs, modules, dashboards. */
  private rows: {
    routes: Array<{ id: string; name: string; path: string; layout: string | null; component_name: string }>;
    children: Record<string, string[]>;
  } = { routes: [], children: {} };
  /** Bumped by every write `heal` makes, so a snapshot taken before it is known to be stale. */
  writes = 0;
  replacedUsers = 0;
  rebuiltZones = 0;
  reSignIns = 0;

  constructor(private readonly t: TestApp) {}

  async setup(): Promise<void> {
    for (const caller of ['user', 'zone_owner', 'zone_admin', 'zone_member', 'zone_viewer'] as const) {
      this.users.set(caller, await createUser(this.t, { prefix: `fuzz-${caller.replace('_', '-')}` }));
    }
    for (const caller of ['platform_admin', 'platform_owner'] as const) {
      this.users.set(
        caller,
        await createUser(this.t, {
          prefix: `fuzz-${caller.replace('_', '-')}`,
          platformRole: PLATFORM_ROLE_OF[caller],
        }),
      );
    }
    this.stranger = await createUser(this.t, { prefix: 'fuzz-stranger' });
    this.zone = await this.buildZone(this.user('zone_owner'), true);
    this.otherZone = await this.buildZone(this.stranger, false);
    const refresher = await createUser(this.t, { prefix: 'fuzz-refresher' });
    for (let i = 0; i < 3; i++) {
      const res = await this.t
        .http()
        .post('/api/auth/signin')
        .send({ email: refresher.email, password: TEST_PASSWORD });
      this.expect(res, 200, 'refresher sign-in');
      this.refreshTokens.push(res.body.tokens.refreshToken);
    }
    const secret = this.t.config.jwtSecret;
    const owner = this.user('platform_owner');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: owner.id,
      sid: sessionIdOf(owner.accessToken),
      typ: 'access',
      iss: 'atrium',
      aud: 'atrium-api',
    };
    this.forgedAuth = [
      'Bearer x',
      'Bearer ',
      `Bearer ${'a'.repeat(8000)}`,
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${owner.accessToken}x`,
      `Bearer ${jwt({ ...claims, iat: now, exp: now + 600 }, null)}`,
      `Bearer ${jwt({ ...claims, iat: now, exp: now + 600 }, 'not-the-secret-not-the-secret-!!')}`,
      `Bearer ${jwt({ ...claims, iat: now - 7200, exp: now - 3600 }, secret)}`,
      `Bearer ${jwt({ ...claims, sid: randomUUID(), iat: now, exp: now + 600 }, secret)}`,
      `Bearer ${jwt({ ...claims, typ: 'refresh', iat: now, exp: now + 600 }, secret)}`,
      `Bearer ${jwt({ ...claims, iat: now, exp: now + 600 }, secret, 'HS512')}`,
      `Bearer ${this.refreshTokens[0]}`,
    ];
    await this.loadRows();
  }

  user(caller: SignedInCaller): TestUser {
    const u = this.users.get(caller);
    if (!u) throw new Error(`no user for ${caller}`);
    return u;
  }

  userOf(caller: Caller): TestUser | undefined {
    return caller === 'anonymous' || caller === 'forged' ? undefined : this.user(caller);
  }

  fixtureUserIds(): string[] {
    return [...[...this.users.values()].map((u) => u.id), this.stranger.id];
  }

  /**
   * Real values for a field of an operation on `path`: ids of rows that exist, known emails and
   * passwords, live refresh tokens. A field is matched by name (`zoneId`, `hub_id`, `email`…);
   * a bare `id` (or an item of `ids`) by the collection named in the path. Unknown uuid fields
   * get any real id. This table is the only per-field knowledge of the fuzzer.
   */
  realValuesFor(path: string): RealValues {
    return (name: string | undefined, schema: JsonSchema) => {
      if (!name) return schema.format === 'uuid' ? this.allIds() : undefined;
      const kind = /^([a-z]+)(?:Id|_id)$/.exec(name)?.[1];
      if (kind) return this.idsOfKind(kind) ?? this.allIds();
      const collection = /\/([a-z-]+)\/(?:\{id\}|order)$/.exec(path)?.[1]?.replace(/s$/, '');
      if (name === 'ids') {
        // A whole list: the fixture zone's rows of that kind, in their order and reversed.
        const ids = collection ? this.rows.children[collection] : undefined;
        return ids ? [ids, [...ids].reverse()] : undefined;
      }
      if (name === 'id') return (collection ? this.idsOfKind(collection) : undefined) ?? this.allIds();
      if (/email/i.test(name)) return [...this.fixtureEmails(), 'nobody@example.com'];
      if (/^(password|currentPassword)$/.test(name)) return [TEST_PASSWORD];
      if (name === 'refreshToken') return this.refreshTokens;
      if (path.startsWith('/api/routes')) {
        const routes = this.rows.routes;
        if (name === 'name') return routes.map((r) => r.name);
        // Taken paths (409) and one nobody serves yet.
        if (name === 'path') return [...routes.map((r) => r.path), `/fuzz-${routes.length}-${this.writes}`];
        if (name === 'layout') return [...new Set(routes.map((r) => r.layout))];
        if (name === 'component_name') return [...new Set(routes.map((r) => r.component_name))];
      }
      if (schema.format === 'uuid') return this.allIds();
      // Generic fallback: a path parameter no rule knows takes the values the listing one level
      // up returns (`/api/roles/{name}` → the names GET /api/roles lists).
      const listed = this.listed.get(listingKey(path, name));
      if (listed) return listed;
      return undefined;
    };
  }

  /**
   * Consistent real values for every path parameter of `path`: the ids of one zone's hub, module
   * and dashboard together (the fixture zone three times out of four, else the zone the callers
   * are not in), so that nested paths reach their handlers instead of stopping at "Hub not
   * found". Parameters of other kinds take real value number `pick`; undefined when one has none.
   */
  consistentPathValues(path: string, names: string[], pick: number): Record<string, string> | undefined {
    const real = this.realValuesFor(path);
    const z = [this.zone, this.zone, this.zone, this.otherZone][pick % 4];
    const byKind: Record<string, string> = {
      zone: z.id,
      hub: z.hubId,
      module: z.moduleId,
      dashboard: z.dashboardId,
    };
    const assignment: Record<string, string> = {};
    for (const name of names) {
      const kind = /^([a-z]+)(?:Id|_id)$/.exec(name)?.[1];
      const values = kind && byKind[kind] ? [byKind[kind]] : real(name, { type: 'string' });
      if (!values?.length) return undefined;
      assignment[name] = String(values[Math.floor(pick / 4) % values.length]);
    }
    return assignment;
  }

  private idsOfKind(kind: string): string[] | undefined {
    const zones = [this.zone, this.otherZone];
    switch (kind) {
      case 'zone':
        return zones.map((z) => z.id);
      case 'hub':
        return zones.map((z) => z.hubId);
      case 'module':
        return zones.map((z) => z.moduleId);
      case 'dashboard':
        return zones.map((z) => z.dashboardId);
      case 'user':
        return this.fixtureUserIds();
      case 'session':
        return [...this.users.values()]
          .map((u) => sessionIdOf(u.accessToken))
          .filter((s): s is string => !!s);
      case 'route':
        return this.rows.routes.map((r) => r.id);
      default:
        return undefined;
    }
  }

  private allIds(): string[] {
    return ['zone', 'hub', 'module', 'dashboard', 'user', 'session', 'route'].flatMap(
      (k) => this.idsOfKind(k) ?? [],
    );
  }

  private fixtureEmails(): string[] {
    return [...[...this.users.values()].map((u) => u.email), this.stranger.email];
  }

  /**
   * After a fuzzed request: a caller whose token stopped working signs in again (or, when the
   * fuzzer changed its password, is replaced by a new user in the same role); a fixture zone the
   * request archived, deleted or re-staffed is built anew; the route list is re-read.
   */
  /**
   * Reads, as the platform owner, the listing above each path parameter of `path` that has one
   * in `listings` (documented GETs without parameters) and keeps the values of that parameter
   * (or of `name`/`id`) from its items. Called before an operation's requests and after each of
   * its successful writes.
   */
  async discover(path: string, listings: ReadonlySet<string>): Promise<void> {
    this.discovering = { path, listings };
    for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
      const parent = path.slice(0, path.indexOf(`/{${param}}`));
      if (!listings.has(parent)) continue;
      const res = await this.t.http().get(parent).set(this.user('platform_owner').auth);
      const body: unknown = res.body;
      const items = Array.isArray(body)
        ? body
        : (Object.values((body ?? {}) as Record<string, unknown>).find(Array.isArray) ?? []);
      const values = (items as Array<Record<string, unknown>>)
        .map((item) => item?.[param] ?? item?.name ?? item?.id)
        .filter((v): v is string => typeof v === 'string')
        .slice(0, 20);
      this.listed.set(listingKey(path, param), values);
    }
  }

  private readonly listed = new Map<string, string[]>();
  private discovering: { path: string; listings: ReadonlySet<string> } | undefined;

  async heal(caller: Caller, status: number, method: string): Promise<void> {
    const user = this.userOf(caller);
    const wrote = method !== 'GET' && status < 400;
    // A 401, or a write that may have ended the caller's own session (sign-out, revoking it).
    if (user && (status === 401 || wrote)) await this.ensureSignedIn(caller as SignedInCaller);
    if ((user && status === 401) || wrote) {
      await this.ensureZones();
      await this.loadRows();
      if (this.discovering) await this.discover(this.discovering.path, this.discovering.listings);
    }
  }

  private async ensureSignedIn(caller: SignedInCaller): Promise<void> {
    const user = this.user(caller);
    const me = await this.t.http().get('/api/auth/me').set(user.auth);
    if (me.status === 200) return;
    this.writes++;
    const res = await this.t
      .http()
      .post('/api/auth/signin')
      .send({ email: user.email, password: user.password });
    if (res.status === 200) {
      this.reSignIns++;
      user.accessToken = res.body.tokens.accessToken;
      user.auth = { authorization: `Bearer ${user.accessToken}` };
      return;
    }
    // The fuzzer changed the password (or turned 2FA on): the role moves to a new user.
    this.replacedUsers++;
    this.users.set(
      caller,
      await createUser(this.t, {
        prefix: `fuzz-${caller.replace('_', '-')}`,
        platformRole: PLATFORM_ROLE_OF[caller],
      }),
    );
  }

  private async ensureZones(): Promise<void> {
    const intact = async (z: FixtureZone, members: Array<[string, string]>) => {
      const [row] = await this.t.dataSource.query(
        `SELECT
           (SELECT count(*) FROM zones WHERE id = $1 AND is_active)::int
         + (SELECT count(*) FROM hubs WHERE id = $2 AND zone_id = $1 AND is_active)::int
         + (SELECT count(*) FROM modules WHERE id = $3 AND hub_id = $2 AND is_active)::int
         + (SELECT count(*) FROM dashboards WHERE id = $4 AND hub_id = $2)::int
         + (SELECT count(*) FROM zone_members WHERE zone_id = $1 AND (user_id::text || ':' || role) = ANY($5::text[]))::int
           AS n,
           (SELECT count(*) FROM zone_members WHERE zone_id = $1)::int AS members`,
        [z.id, z.hubId, z.moduleId, z.dashboardId, members.map(([id, role]) => `${id}:${role}`)],
      );
      // Exactly these members: a platform admin may have added a caller to the other zone.
      return Number(row.n) === 4 + members.length && Number(row.members) === members.length;
    };
    const staff: Array<[string, string]> = [
      [this.user('zone_owner').id, 'owner'],
      ...Object.entries(ZONE_ROLE_OF).map(([c, role]): [string, string] => [
        this.user(c as SignedInCaller).id,
        role,
      ]),
    ];
    if (!(await intact(this.zone, staff))) {
      await this.ensureSignedIn('zone_owner');
      this.zone = await this.buildZone(this.user('zone_owner'), true);
      this.rebuiltZones++;
    }
    if (!(await intact(this.otherZone, [[this.stranger.id, 'owner']]))) {
      this.otherZone = await this.buildZone(await this.freshStranger(), false);
      this.rebuiltZones++;
    }
  }

  private async freshStranger(): Promise<TestUser> {
    const me = await this.t.http().get('/api/auth/me').set(this.stranger.auth);
    if (me.status !== 200) this.stranger = await createUser(this.t, { prefix: 'fuzz-stranger' });
    return this.stranger;
  }

  private async buildZone(owner: TestUser, staffed: boolean): Promise<FixtureZone> {
    this.writes++;
    const http = () => this.t.http();
    const zone = await http().post('/api/zones').set(owner.auth).send({ name: 'Fuzz zone' });
    this.expect(zone, 201, 'create zone');
    const zoneId: string = zone.body.id;
    if (staffed) {
      for (const [caller, role] of Object.entries(ZONE_ROLE_OF)) {
        // Members join by invitation: invited, verified, accepted (zone-kit).
        await addMember(this.t, zoneId, owner, this.user(caller as SignedInCaller), role);
      }
    }
    const hub = await http().post(`/api/zones/${zoneId}/hubs`).set(owner.auth).send({ name: 'Fuzz hub' });
    this.expect(hub, 201, 'create hub');
    const base = `/api/zones/${zoneId}/hubs/${hub.body.id}`;
    const mod = await http()
      .post(`${base}/modules`)
      .set(owner.auth)
      .send({ name: 'Notes', type: 'markdown' });
    this.expect(mod, 201, 'create module');
    const dash = await http().post(`${base}/dashboards`).set(owner.auth).send({ name: 'Overview' });
    this.expect(dash, 201, 'create dashboard');
    return { id: zoneId, hubId: hub.body.id, moduleId: mod.body.id, dashboardId: dash.body.id };
  }

  /** Re-reads the rows whose ids and values requests use (routes, the fixture zone's contents). */
  private async loadRows(): Promise<void> {
    const routes: FuzzWorld['rows']['routes'] = await this.t.dataSource.query(
      'SELECT id::text AS id, name, path, layout, component_name FROM routes ORDER BY created_at, id LIMIT 50',
    );
    const [children] = await this.t.dataSource.query(
      `SELECT
         (SELECT coalesce(json_agg(id ORDER BY order_index, created_at, id), '[]') FROM hubs WHERE zone_id = $1) AS hub,
         (SELECT coalesce(json_agg(id ORDER BY order_index, created_at, id), '[]') FROM modules WHERE hub_id = $2) AS module,
         (SELECT coalesce(json_agg(id ORDER BY order_index, created_at, id), '[]') FROM dashboards WHERE hub_id = $2) AS dashboard`,
      [this.zone.id, this.zone.hubId],
    );
    this.rows = { routes, children };
  }

  private expect(res: { status: number; body: unknown }, status: number, what: string): void {
    if (res.status !== status) {
      throw new Error(
        `fuzz fixture: ${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`,
      );
    }
  }
}
