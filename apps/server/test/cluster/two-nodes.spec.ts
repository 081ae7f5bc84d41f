import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  call,
  CLUSTER_ADMIN,
  clusterEnv,
  freshDatabase,
  psql,
  sharedPostgres,
  startTwoNodes,
  within,
} from './cluster-kit.js';
import type { ServerNode } from './cluster-kit.js';

/**
 * Two server processes (the built server, as deployed) on one PostgreSQL database, behind no
 * load balancer: each request names its node. Each node has its own in-memory caches (routes,
 * sessions, users, zone roles), so what one node changes reaches the other only through the
 * database — the change feed's LISTEN/NOTIFY, with its one-second poll as the fallback.
 *
 * "Within one second" is asserted as measured from the writer's response to the first answer of
 * the other node that shows the change, polled tightly; "at once" as the very next request.
 *
 * This file needs a PostgreSQL server (see cluster-kit's `sharedPostgres`): on the PGlite pass of
 * `npm test` it uses CLUSTER_DATABASE_URL or this machine's PostgreSQL, and fails if there is none.
 * Both nodes also share one Redis for their rate limits, as a deployment of several nodes must:
 * REDIS_URL, else this machine's (it runs here and on CI, like PostgreSQL), under a key prefix of
 * this run's own whose keys are deleted afterwards; the file fails if there is none.
 *
 * Navigation (menus as data, issue 12) is among the topics: edited on one node, served by the
 * other within one second.
 */

const ONE_SECOND = 1000;
const SIGNIN_LIMIT = 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `atrium-cluster-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const ADMIN = CLUSTER_ADMIN;
const PASSWORD = 'cluster-user-password';

let drop: (() => Promise<void>) | undefined;
let dbUrl: string;
let a: ServerNode;
let b: ServerNode;
let adminToken: string;
let redis: Redis | undefined;

async function signIn(node: ServerNode, email: string, password = PASSWORD) {
  const res = await call(node, 'POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in on ${node.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { user: { id: string }; tokens: { accessToken: string; refreshToken: string } };
}

async function signUp(node: ServerNode, prefix: string) {
  const email = `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
  const res = await call(node, 'POST', '/api/auth/signup', {
    body: { email, password: PASSWORD, first_name: prefix },
  });
  if (res.status !== 201)
    throw new Error(`sign-up on ${node.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id as string, email, token: res.body.tokens.accessToken as string };
}

const me = (node: ServerNode, token: string) => call(node, 'GET', '/api/auth/me', { token });

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000 });
  redis.on('error', () => undefined);
  await redis.connect().catch((err: Error) => {
    throw new Error(
      `Several nodes share one Redis; none answered at ${REDIS_URL} (set REDIS_URL): ${err.message}`,
      {
        cause: err,
      },
    );
  });
  const server = await sharedPostgres();
  const db = await freshDatabase(server);
  drop = db.drop;
  dbUrl = db.url;
  const env = clusterEnv(dbUrl, {
    REDIS_URL,
    REDIS_KEY_PREFIX: REDIS_PREFIX,
    RATE_LIMIT_SIGNIN_FAILURES: String(SIGNIN_LIMIT),
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '1000000',
  });
  // Started together, as an orchestrator does: both migrate and seed the same empty database.
  ({ a, b } = await startTwoNodes(env));
  adminToken = (await signIn(a, ADMIN.email, ADMIN.password)).tokens.accessToken;
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
  if (redis?.status === 'ready') {
    const keys = await redis.keys(`${REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis?.disconnect();
}, 120_000);

describe('two nodes on one PostgreSQL', () => {
  it('start together on an empty database: one migrates and seeds, both serve, one admin', async () => {
    expect((await call(a, 'GET', '/api/health')).status).toBe(200);
    expect((await call(b, 'GET', '/api/health')).status).toBe(200);
    const admins = await psql(dbUrl, 'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [
      ADMIN.email,
    ]);
    expect(admins[0].n).toBe(1);
    // A token issued by one node is honoured by the other (same JWT_SECRET, sessions in the database).
    expect((await me(b, adminToken)).status).toBe(200);
  });

  it('each node listens for changes on its own connection', async () => {
    const rows = await psql<{ n: number }>(
      dbUrl,
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'atrium-change-feed'`,
    );
    expect(rows[0].n).toBe(2);
  });

  it('a route created and then changed on A is served by B within one second', async () => {
    const name = `cluster_${randomBytes(3).toString('hex')}`;
    const listed = async (pred: (r: { name: string; path: string }) => boolean) => {
      const res = await call(b, 'GET', '/api/routes');
      expect(res.status).toBe(200);
      return (res.body as { name: string; path: string }[]).some(pred);
    };
    expect(await listed((r) => r.name === name)).toBe(false); // B's route set is now cached
    const created = await call(a, 'POST', '/api/routes', {
      token: adminToken,
      body: { name, path: `/cluster/${name}`, component_name: 'ClusterPage', is_public: true },
    });
    expect(created.status).toBe(201);
    await within(ONE_SECOND, () => listed((r) => r.name === name), 'new route on B');

    const patched = await call(a, 'PATCH', `/api/routes/${created.body.id}`, {
      token: adminToken,
      body: { path: `/cluster/${name}/moved` },
    });
    expect(patched.status).toBe(200);
    await within(
      ONE_SECOND,
      () => listed((r) => r.name === name && r.path === `/cluster/${name}/moved`),
      'changed route on B',
    );
  });

  it('a navigation item created, changed and deleted on A is in (and out of) the menu B serves within one second', async () => {
    const user = await signUp(a, 'menu');
    const title = `Cluster ${randomBytes(3).toString('hex')}`;
    const menu = async () => {
      const res = await call(b, 'GET', '/api/navigation', { token: user.token });
      expect(res.status).toBe(200);
      return res.body as { id: string; title: string }[];
    };
    expect((await menu()).some((i) => i.title === title)).toBe(false); // B's menu is now cached
    const created = await call(a, 'POST', '/api/navigation', {
      token: adminToken,
      body: { title, path: '/dashboard' },
    });
    expect(created.status).toBe(201);
    await within(ONE_SECOND, async () => (await menu()).some((i) => i.title === title), 'new item on B');
    const patched = await call(a, 'PATCH', `/api/navigation/${created.body.id}`, {
      token: adminToken,
      body: { title: `${title} renamed` },
    });
    expect(patched.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => (await menu()).some((i) => i.title === `${title} renamed`),
      'renamed item on B',
    );
    expect(
      (await call(a, 'DELETE', `/api/navigation/${created.body.id}`, { token: adminToken })).status,
    ).toBe(204);
    await within(
      ONE_SECOND,
      async () => !(await menu()).some((i) => i.id === created.body.id),
      'deleted item gone on B',
    );
  });

  it('a platform role changed in the database (psql) applies on both nodes within one second', async () => {
    // Made with SQL, as an operator's psql would (PATCH /api/users/:id is the next test): neither
    // node is told.
    const user = await signUp(a, 'promoted');
    const allZones = (node: ServerNode) => call(node, 'GET', '/api/zones?all=true', { token: user.token });
    expect((await allZones(a)).status).toBe(403);
    expect((await allZones(b)).status).toBe(403);
    await psql(dbUrl, `UPDATE user_profiles SET role = 'admin', updated_at = now() WHERE id = $1`, [user.id]);
    await Promise.all(
      [a, b].map((node) =>
        within(ONE_SECOND, async () => (await allZones(node)).status === 200, `admin on ${node.name}`),
      ),
    );
    expect((await me(b, user.token)).body.user.role).toBe('admin');
    // And taken away again: the privilege goes as fast as it came.
    await psql(dbUrl, `UPDATE user_profiles SET role = 'user', updated_at = now() WHERE id = $1`, [user.id]);
    await Promise.all(
      [a, b].map((node) =>
        within(ONE_SECOND, async () => (await allZones(node)).status === 403, `demoted on ${node.name}`),
      ),
    );
  });

  it('PATCH /api/users/:id on A: the new role applies on B within one second, disabling is refused by B at once', async () => {
    const user = await signUp(a, 'managed');
    const allZones = (node: ServerNode) => call(node, 'GET', '/api/zones?all=true', { token: user.token });
    expect((await allZones(b)).status).toBe(403);
    const patch = (body: object) => call(a, 'PATCH', `/api/users/${user.id}`, { token: adminToken, body });
    expect((await patch({ role: 'admin' })).status).toBe(200);
    await within(ONE_SECOND, async () => (await allZones(b)).status === 200, 'admin on B');
    expect((await patch({ role: 'user' })).status).toBe(200);
    await within(ONE_SECOND, async () => (await allZones(b)).status === 403, 'demoted on B');
    // Disabling revokes the sessions in the same transaction, and B reads liveness per request.
    expect((await patch({ is_disabled: true })).status).toBe(200);
    expect((await me(b, user.token)).status).toBe(401);
    expect(
      (await call(b, 'POST', '/api/auth/signin', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(401);
  });

  it('a zone member added, re-roled and removed on A gains and loses access on B within one second', async () => {
    const owner = await signUp(a, 'owner');
    const member = await signUp(a, 'member');
    const zone = await call(a, 'POST', '/api/zones', { token: owner.token, body: { name: 'Cluster zone' } });
    expect(zone.status).toBe(201);
    const zoneId: string = zone.body.id;
    const read = () => call(b, 'GET', `/api/zones/${zoneId}`, { token: member.token });
    const createHub = () =>
      call(b, 'POST', `/api/zones/${zoneId}/hubs`, { token: member.token, body: { name: 'Hub' } });
    expect((await read()).status).toBe(404); // not a member: B caches that it has no role here

    // Nobody is added directly: the owner (only a verified address may invite) invites, and the
    // member (address verified) accepts on A.
    await psql(dbUrl, 'UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [owner.id]);
    let invitationId = '';
    await within(
      ONE_SECOND,
      async () => {
        const invited = await call(a, 'POST', `/api/zones/${zoneId}/members`, {
          token: owner.token,
          body: { email: member.email, role: 'viewer' },
        });
        if (invited.status === 202) invitationId = invited.body.invitation.id;
        return invited.status === 202;
      },
      'invitation sent on A once the owner is verified',
    );
    await psql(dbUrl, 'UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [
      member.id,
    ]);
    await within(
      ONE_SECOND,
      async () =>
        (
          await call(a, 'POST', `/api/invitations/${invitationId}/accept`, {
            token: member.token,
          })
        ).status === 200,
      'invitation accepted on A',
    );
    await within(ONE_SECOND, async () => (await read()).status === 200, 'membership on B');
    expect((await createHub()).status).toBe(403); // a viewer may not

    const raised = await call(a, 'PATCH', `/api/zones/${zoneId}/members/${member.id}`, {
      token: owner.token,
      body: { role: 'admin' },
    });
    expect(raised.status).toBe(200);
    await within(ONE_SECOND, async () => (await createHub()).status === 201, 'new role on B');

    const removed = await call(a, 'DELETE', `/api/zones/${zoneId}/members/${member.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    await within(ONE_SECOND, async () => (await read()).status === 404, 'removal on B');
  });

  it('a token signed out on A is refused by B at once: the very next request', async () => {
    const user = await signUp(a, 'signout');
    // Several rounds, so a lucky poll cannot explain the result (a poll runs once a second).
    for (let round = 0; round < 8; round++) {
      const { tokens } = await signIn(b, user.email);
      expect((await me(b, tokens.accessToken)).status).toBe(200); // cached as alive on B
      expect((await me(a, tokens.accessToken)).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/signout', { token: tokens.accessToken })).status).toBe(204);
      const next = await me(b, tokens.accessToken);
      expect({ round, status: next.status }).toEqual({ round, status: 401 });
    }
  });

  it('a session revoked on A, and all sessions signed out on A, are refused by B at once', async () => {
    const user = await signUp(a, 'revoke');
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await signIn(b, user.email)).tokens.accessToken);
    for (const t of sessions) expect((await me(b, t)).status).toBe(200);

    // Revoke the second session from the first, on A.
    const list = await call(a, 'GET', '/api/auth/sessions', { token: sessions[1] });
    const target = (list.body.sessions as { id: string; current: boolean }[]).find((s) => s.current)!;
    const revoked = await call(a, 'DELETE', `/api/auth/sessions/${target.id}`, { token: sessions[0] });
    expect(revoked.status).toBe(204);
    expect((await me(b, sessions[1])).status).toBe(401);
    expect((await me(b, sessions[0])).status).toBe(200);

    // Sign out everywhere else from the first, on A: the third dies on B at once.
    const all = await call(a, 'POST', '/api/auth/signout-all', { token: sessions[0] });
    expect(all.status).toBe(204);
    expect((await me(b, sessions[2])).status).toBe(401);
  });

  it('a session revoked with psql is refused by both nodes within one second', async () => {
    const user = await signUp(a, 'psql-revoke');
    expect((await me(a, user.token)).status).toBe(200);
    expect((await me(b, user.token)).status).toBe(200);
    await psql(dbUrl, `UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [user.id]);
    await Promise.all(
      [a, b].map((node) =>
        within(
          ONE_SECOND,
          async () => (await me(node, user.token)).status === 401,
          `revoked on ${node.name}`,
        ),
      ),
    );
  });

  it('a rate limit counts attempts made on both nodes together', async () => {
    const user = await signUp(a, 'limited');
    const wrong = (node: ServerNode) =>
      call(node, 'POST', '/api/auth/signin', { body: { email: user.email, password: 'not the password' } });
    // Alternating nodes: each node alone sees half the attempts, the limit sees them all.
    for (let i = 0; i < SIGNIN_LIMIT; i++) {
      const res = await wrong(i % 2 ? b : a);
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    for (const node of [a, b]) {
      const over = await wrong(node);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RATE_LIMITED');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Even the right password waits now, on either node (attempts are counted before the check).
    expect(
      (await call(b, 'POST', '/api/auth/signin', { body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(429);
  });

  it('with its LISTEN connection killed, B still sees changes within one second and listens again', async () => {
    const pidOf = async () =>
      (
        await psql<{ pid: number; port: number }>(
          dbUrl,
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'atrium-change-feed'`,
        )
      ).map((r) => r.pid);
    const before = await pidOf();
    expect(before).toHaveLength(2);
    // Kill both nodes' listeners (which one is B's is not visible from here).
    await psql(dbUrl, 'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    const name = `fallback_${randomBytes(3).toString('hex')}`;
    const created = await call(a, 'POST', '/api/routes', {
      token: adminToken,
      body: { name, path: `/cluster/${name}`, component_name: 'ClusterPage', is_public: true },
    });
    expect(created.status).toBe(201);
    // Heard by the poll (at most one interval after the commit, plus its read) or by the
    // listener reopened 250 ms later, whichever comes first: a second, with room for the read.
    await within(
      ONE_SECOND + 250,
      async () =>
        ((await call(b, 'GET', '/api/routes')).body as { name: string }[]).some((r) => r.name === name),
      'route on B without LISTEN',
    );
    // Both reconnect by themselves (backoff from 250 ms).
    await within(
      10_000,
      async () => {
        const now = await pidOf();
        return now.length === 2 && now.every((p) => !before.includes(p));
      },
      'listeners back',
    );
  });
});
