#!/usr/bin/env node
// Sign-in limits under concurrency (issue 10), loopback, bounded, standalone after a build.
// Goal: with 200 concurrent clients, sign-in limits refuse every attempt past the limit, counted.
//
// Each scenario fires 200 clients at POST /api/auth/signin at once with wrong passwords and counts
// the answers: 401 SIGNIN_FAILED means the password was checked, 429 RATE_LIMITED means the attempt
// was refused unchecked. With RATE_LIMIT_SIGNIN_FAILURES=10 exactly 10 attempts per account may be
// checked, whatever the concurrency. RATE_LIMIT_AUTH_PER_IP is raised so the per-IP limit (every
// client here is 127.0.0.1) is not what refuses. Then the same clients keep at it for a few seconds
// (a sustained flood), and no further attempt may be checked. Scenarios:
//  1. one node, counters in memory: one account (200 clients), and 5 accounts (40 clients each);
//  2. two nodes sharing Redis (REDIS_URL, else 127.0.0.1:6379 when it answers): the 200 clients
//     alternate between the nodes, and the limit still counts them together.
// Exits 1 when any attempt past the limit was checked.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createConnection } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startNode } from './lib.mjs';

const CLIENTS = 200;
const LIMIT = 10;
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 3000);
const main = join(root, 'apps/server/dist/main.js');
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-limits-'));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const baseEnv = {
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_SIGNIN_FAILURES: String(LIMIT),
  RATE_LIMIT_SIGNIN_WINDOW: '15m',
};
// One keep-alive socket per client, all open at once.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

/** POSTs JSON; resolves with the status, the parsed body and the headers. */
function post(url, path, payload) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(text), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(url, email, password) {
  const res = await post(url, '/api/auth/signin', { email, password });
  return { status: res.status, code: res.body.code, retryAfter: res.headers['retry-after'] };
}

async function signUp(url, email) {
  const res = await post(url, '/api/auth/signup', {
    email,
    password: 'the right password 1',
    first_name: 'Bench',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Adds one answer to `tally` (per account): checked (401), refused (429) or anything else. */
function count(tally, email, r) {
  const t = (tally[email] ??= { checked: 0, refused: 0, other: 0 });
  if (r.status === 401 && r.code === 'SIGNIN_FAILED') t.checked++;
  else if (r.status === 429 && r.code === 'RATE_LIMITED' && Number(r.retryAfter) >= 1) t.refused++;
  else t.other++;
}

/**
 * 200 clients at once (client i signs in to accounts[i % n] on urls[i % urls.length]), then the
 * same 200 clients in a loop for FLOOD_MS. Returns the counts per account and the figures.
 */
async function scenario(label, urls, accounts) {
  const burst = {};
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      signIn(urls[i % urls.length], accounts[i % accounts.length], `wrong password ${i}`),
    ),
  );
  const burstMs = performance.now() - t0;
  answers.forEach((r, i) => count(burst, accounts[i % accounts.length], r));

  const flood = {};
  const latencies = [];
  const until = performance.now() + FLOOD_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const email = accounts[i % accounts.length];
      const url = urls[i % urls.length];
      while (performance.now() < until) {
        const s = performance.now();
        count(flood, email, await signIn(url, email, 'still wrong'));
        latencies.push(performance.now() - s);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) / 10;

  const perAccount = accounts.map((email) => ({
    burst: burst[email] ?? { checked: 0, refused: 0, other: 0 },
    flood: flood[email] ?? { checked: 0, refused: 0, other: 0 },
  }));
  const sum = (k, f) => perAccount.reduce((n, a) => n + a[k][f], 0);
  const result = {
    nodes: urls.length,
    accounts: accounts.length,
    clients: CLIENTS,
    limit_per_account: LIMIT,
    burst: {
      checked: sum('burst', 'checked'),
      refused: sum('burst', 'refused'),
      other: sum('burst', 'other'),
      ms: Math.round(burstMs),
    },
    flood: {
      ms: FLOOD_MS,
      requests: latencies.length,
      checked: sum('flood', 'checked'),
      refused: sum('flood', 'refused'),
      other: sum('flood', 'other'),
      refused_per_s: Math.round(latencies.length / (FLOOD_MS / 1000)),
      p50_ms: pct(0.5),
      p99_ms: pct(0.99),
    },
    // The goal: per account, exactly LIMIT attempts checked and every other one refused.
    ok: perAccount.every(
      (a) => a.burst.checked === LIMIT && a.burst.other === 0 && a.flood.checked === 0 && a.flood.other === 0,
    ),
  };
  const b = result.burst;
  const f = result.flood;
  console.log(`${label}`);
  console.log(
    `  burst: ${CLIENTS} clients at once → ${b.checked} checked (401), ${b.refused} refused (429)${b.other ? `, ${b.other} other` : ''} in ${b.ms} ms; limit ${LIMIT} × ${accounts.length} account(s) = ${LIMIT * accounts.length}`,
  );
  console.log(
    `  flood: ${f.requests} more attempts in ${FLOOD_MS / 1000} s (${f.refused_per_s}/s, p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms) → ${f.checked} checked, ${f.refused} refused${f.other ? `, ${f.other} other` : ''}`,
  );
  console.log(
    `  ${result.ok ? 'refused every attempt past the limit' : 'FAILED: attempts past the limit were checked'}`,
  );
  return result;
}

/** A second of attempts on a throwaway account, so the figures are not the server's first ones. */
async function warmUp(url) {
  const until = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (performance.now() < until) await signIn(url, 'warm-up@bench.local', 'wrong password');
    }),
  );
}

function redisAnswers(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const s = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('error', () => done(false));
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (d) => done(String(d).startsWith('+PONG') || String(d).startsWith('-NOAUTH')));
  });
}

const results = {};
const servers = [];
try {
  console.log(`Atrium sign-in limits under ${CLIENTS} concurrent clients (limit ${LIMIT} per account)\n`);
  const one = await startNode(main, { ...baseEnv, DATA_DIR: join(work, 'memory') });
  servers.push(one);
  await warmUp(one.url);
  results.memory_one_account = await scenario(
    'one node (memory), one account:',
    [one.url],
    ['victim@bench.local'],
  );
  const five = Array.from({ length: 5 }, (_, i) => `user${i}@bench.local`);
  for (const email of five.slice(0, 3)) await signUp(one.url, email); // existing and unknown accounts alike
  results.memory_five_accounts = await scenario('one node (memory), 5 accounts (3 exist):', [one.url], five);
  await one.stop();
  servers.length = 0;

  if (await redisAnswers(redisUrl)) {
    const prefix = `atrium-bench:${randomBytes(4).toString('hex')}:`;
    const env = { ...baseEnv, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const [a, b] = await Promise.all([
      startNode(main, { ...env, DATA_DIR: join(work, 'redis-a') }),
      startNode(main, { ...env, DATA_DIR: join(work, 'redis-b') }),
    ]);
    servers.push(a, b);
    await Promise.all([warmUp(a.url), warmUp(b.url)]);
    results.redis_two_nodes = await scenario(
      'two nodes sharing Redis, one account, clients alternating between the nodes:',
      [a.url, b.url],
      ['victim@bench.local'],
    );
    await Promise.all([a.stop(), b.stop()]);
    servers.length = 0;
  } else {
    console.log(`two nodes sharing Redis: skipped (no Redis answers at ${redisUrl})`);
  }

  const ok = Object.values(results).every((r) => r.ok);
  console.log(
    `\n${ok ? 'refused every attempt past the limit' : 'FAILED'} (${Object.keys(results).length} scenarios)`,
  );
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/signin-limits.json'),
    JSON.stringify({ at: new Date().toISOString(), ok, ...results }, null, 2),
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
