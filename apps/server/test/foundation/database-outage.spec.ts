import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, connect } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { pino } from 'pino';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { RELAXED_LIMITS } from '../support/users.js';
import { pgliteTemplate } from '../support/pglite-template.js';

/**
 * PostgreSQL stopped under load, without stopping the machine's PostgreSQL (other tests use it):
 * the server reaches its database through a TCP proxy, and "stopping the database" closes the
 * proxy — every open connection is cut and new ones are refused, as when the server process
 * stops — then reopens it on the same port.
 *
 * The database behind the proxy is a fresh database on the PostgreSQL server of DATABASE_URL
 * (the PostgreSQL run), or, on the PGlite run, PGlite served over the Postgres wire protocol by
 * pglite-socket, standing in for a PostgreSQL server: the server under test then runs exactly as
 * against PostgreSQL (DATABASE_URL, node-postgres pool, error mapping, recovery), with a pool of
 * one connection because PGlite has a single backend. (The embedded database itself lives inside
 * the server's process: it cannot stop while the server runs.)
 */

interface Remote {
  kind: 'postgres' | 'pglite';
  host: string;
  port: number;
  /** URL of the same database through another host:port (the proxy). */
  urlVia(port: number): string;
  /** Reads the database directly, bypassing the proxy. */
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function startRemote(): Promise<Remote> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `atrium_outage_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const direct = new URL(serverUrl);
    direct.pathname = '/' + name;
    return {
      kind: 'postgres',
      host: direct.hostname,
      port: Number(direct.port || 5432),
      urlVia(port) {
        const u = new URL(direct.toString());
        u.hostname = '127.0.0.1';
        u.port = String(port);
        return u.toString();
      },
      async query<T>(sql: string) {
        const c = new Client({ connectionString: direct.toString() });
        await c.connect();
        try {
          return (await c.query(sql)).rows as T[];
        } finally {
          await c.end();
        }
      },
      async close() {
        const c = new Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create({ loadDataDir: pgliteTemplate() });
  // Room for the server's pool (one) and the change feed's LISTEN connection, which it drops
  // after its first probe finds no notification delivered.
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 2 });
  await server.start();
  const port = Number(server.getServerConn().split(':')[1]);
  return {
    kind: 'pglite',
    host: '127.0.0.1',
    port,
    urlVia: (p) => `postgresql://postgres:postgres@127.0.0.1:${p}/postgres`,
    async query<T>(sql: string) {
      return (await db.query<T>(sql)).rows;
    },
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

/** A TCP proxy that can be switched off (connections cut, new ones refused) and on again. */
class SwitchableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

interface Answer {
  path: string;
  method: string;
  status: number;
  body: { code?: string; error?: string; message?: string; timestamp?: string; name?: string };
  ms: number;
  at: number;
}

function call(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : headers,
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed: Answer['body'];
          try {
            parsed = text ? (JSON.parse(text) as Answer['body']) : {};
          } catch {
            parsed = {};
          }
          const at = performance.now();
          resolve({ path, method, status: res.statusCode ?? 0, body: parsed, ms: at - started, at });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`database stopped under load (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite standing in for PostgreSQL'} behind a TCP proxy)`, () => {
  let remote: Remote;
  let proxy: SwitchableProxy;
  let app: NestFastifyApplication;
  let port: number;
  let dataDir: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });

  beforeAll(async () => {
    remote = await startRemote();
    proxy = new SwitchableProxy(remote);
    await proxy.start();
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      DATABASE_URL: remote.urlVia(proxy.port),
      DATABASE_POOL_MAX: remote.kind === 'pglite' ? '1' : '10',
      ...RELAXED_LIMITS,
    });
    ({ app } = await createApp(config, { logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.getHttpServer().address() as AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await app?.close();
    await proxy?.stop();
    await remote?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 UNAVAILABLE fast while it is down, recovers by itself when it is back, and keeps every acknowledged write', async () => {
    // An admin, for a write that needs the database (POST /api/routes).
    const signup = await call(
      port,
      agent,
      'POST',
      '/api/auth/signup',
      {},
      {
        email: `outage.${randomBytes(3).toString('hex')}@example.com`,
        password: 'outage-test-password',
        first_name: 'Outage',
      },
    );
    expect(signup.status).toBe(201);
    const me = signup.body as unknown as { user: { id: string }; tokens: { accessToken: string } };
    await remote.query(`UPDATE user_profiles SET role = 'admin' WHERE id = '${me.user.id}'`);
    app.get(UsersService).invalidate(me.user.id);
    const auth = { authorization: `Bearer ${me.tokens.accessToken}` };

    type Phase = 'up' | 'down' | 'back';
    let phase: Phase = 'up';
    let running = true;
    const answers: (Answer & { phase: Phase })[] = [];
    const acknowledged: string[] = [];
    let n = 0;
    const record = (a: Answer) => {
      answers.push({ ...a, phase });
      return a;
    };

    // Writers: each creates routes one after another; readers list them (a write drops the cached
    // list, so the next read goes to the database); a probe asks liveness and readiness.
    const writer = async () => {
      while (running) {
        const name = `outage_${n++}`;
        const a = record(
          await call(port, agent, 'POST', '/api/routes', auth, {
            name,
            path: `/${name.replace('_', '-')}`,
            component_name: 'HealthPage',
          }),
        );
        if (a.status === 201) acknowledged.push(name);
        else if (a.status === 503) await sleep(20);
      }
    };
    const reader = async () => {
      while (running) {
        const a = record(await call(port, agent, 'GET', '/api/routes?name=like.outage_*', auth));
        if (a.status !== 200) await sleep(20);
      }
    };
    const probe = async () => {
      while (running) {
        record(await call(port, agent, 'GET', '/api/health/live'));
        record(await call(port, agent, 'GET', '/api/health/ready'));
        await sleep(50);
      }
    };
    const load = Promise.all([writer(), writer(), writer(), reader(), probe()]);

    await sleep(1000);
    const writesBefore = acknowledged.length;
    phase = 'down';
    await proxy.stop();
    const downAt = performance.now();
    await sleep(2500);
    phase = 'back';
    await proxy.start();
    const backAt = performance.now();
    // Recovered: a write and readiness succeed again, by themselves.
    let recoveredAt: number | undefined;
    while (performance.now() - backAt < 12_000) {
      const since = answers.filter((a) => a.at > backAt);
      const wrote = since.find((a) => a.method === 'POST' && a.status === 201);
      const ready = since.find((a) => a.path === '/api/health/ready' && a.status === 200);
      if (wrote && ready) {
        recoveredAt = Math.max(wrote.at, ready.at);
        break;
      }
      await sleep(50);
    }
    await sleep(1000);
    running = false;
    await load;

    // Never a 500, never a hang: whatever could not reach the database is 503 UNAVAILABLE in the
    // API error shape.
    const failures = answers.filter((a) => a.status >= 500);
    expect(failures.filter((a) => a.status !== 503)).toEqual([]);
    for (const a of failures) {
      expect(a.body).toEqual({
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
        message: expect.any(String),
        timestamp: expect.any(String),
      });
    }
    expect(answers.filter((a) => a.status >= 400 && a.status < 500)).toEqual([]);
    const slowest = Math.max(...answers.filter((a) => a.at > downAt).map((a) => a.ms));
    expect(slowest).toBeLessThan(3000);

    // The outage was real: writes and readiness failed while it lasted, liveness never did.
    const down = answers.filter((a) => a.phase === 'down' && a.at > downAt + 200);
    expect(down.some((a) => a.method === 'POST' && a.status === 503)).toBe(true);
    expect(down.filter((a) => a.path === '/api/health/ready').every((a) => a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.path === '/api/health/live').every((a) => a.status === 200)).toBe(true);

    // Back within 10 s of the database, with writes before and after it.
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - backAt).toBeLessThan(10_000);
    expect(writesBefore).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(writesBefore);

    // Every acknowledged write is in the database (read directly, not through the server).
    const stored = new Set(
      (await remote.query<{ name: string }>("SELECT name FROM routes WHERE name LIKE 'outage\\_%'")).map(
        (r) => r.name,
      ),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  }, 120_000);
});
