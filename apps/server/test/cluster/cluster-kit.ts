import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

/**
 * Several real server processes (the built `dist/main.js`, as deployed) on one PostgreSQL
 * database. Unlike the in-process test app, each node here is its own Node process with its own
 * caches, so a change is only seen by the other node if it travels through the database.
 */

export const SERVER_MAIN = resolve(__dirname, '../../dist/main.js');
const DEFAULT_SERVER_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server the nodes share. On the PostgreSQL pass of `npm test` that is the one
 * DATABASE_URL names; on the PGlite pass two processes cannot share one embedded database, so the
 * file uses CLUSTER_DATABASE_URL or this machine's PostgreSQL (it then runs in both passes), and
 * fails, saying so, when there is none — it never passes without having run.
 */
export async function sharedPostgres(): Promise<string> {
  const url = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `Several nodes need a shared PostgreSQL server and none answered at ${url.replace(/:[^:@/]*@/, ':***@')} ` +
        `(${(err as Error).message}). Start one there or set CLUSTER_DATABASE_URL.`,
      { cause: err },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  return url;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on that server, dropped (with its connections) by `drop()`. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atrium_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = '/' + name;
  return {
    url: u.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** SQL on the shared database, as an operator with psql would run it. */
export async function psql<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
    s.on('error', reject);
  });
}

export interface ServerNode {
  name: string;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `node dist/main.js` with `env` (NODE_ENV=test, its own DATA_DIR, silent logs, loopback,
 * a free port) and resolves once GET /api/health answers 200. Whatever it wrote to stderr is
 * kept for the error if it dies first.
 */
export async function startNode(name: string, env: Record<string, string>): Promise<ServerNode> {
  if (!existsSync(SERVER_MAIN))
    throw new Error(
      `${SERVER_MAIN} is missing: build first (npx nx run-many -t build -p @atrium/schema @atrium/server)`,
    );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-${name}-`));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    if (stderr.length < 20_000) stderr += d.toString();
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  let dead = false;
  void exited.then(() => (dead = true));
  for (;;) {
    if (dead) {
      await stop();
      throw new Error(`node ${name} exited before it was healthy:\n${stderr}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`node ${name} not healthy after 60 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { name, url, process: child, stop };
}

/** The cluster specs' platform admin, created by the nodes' first start (ADMIN_EMAIL). */
export const CLUSTER_ADMIN = Object.freeze({
  email: 'cluster-admin@example.com',
  password: 'cluster-admin-password',
});

/**
 * The environment of every node of one cluster on `databaseUrl`: one JWT secret and one key for
 * secrets at rest (TOTP seeds) on every node, or one node could not read another's; no demo data;
 * CLUSTER_ADMIN as the first admin; `extra` on top.
 */
export function clusterEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    ...extra,
  };
}

/**
 * Nodes a and b started together on `env`, as an orchestrator starts them (both migrate and seed
 * the same empty database). If either fails to start, the other is stopped and the failure thrown.
 */
export async function startTwoNodes(env: Record<string, string>): Promise<{ a: ServerNode; b: ServerNode }> {
  const started = await Promise.allSettled([startNode('a', env), startNode('b', env)]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  const [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerNode>).value);
  return { a, b };
}

/** A JSON request to a node; the parsed body (or undefined) with the status. */
export async function call(
  node: ServerNode,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the body it expects
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(node.url + path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * Polls `probe` until it returns true and resolves with the milliseconds that took; rejects once
 * `withinMs` has passed (the bound under test). Tight polling: the first look is immediate.
 */
export async function within(withinMs: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - t0;
    if (performance.now() - t0 > withinMs) throw new Error(`${what}: not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
