#!/usr/bin/env node
// Two nodes on one PostgreSQL (issue 10), loopback, bounded, standalone after a build:
//  - 100 route changes made through node A (PATCH /api/routes/:id): for each, the time from A's
//    answer until node B serves the change (B polled back to back), p50/p99/max against the goal
//    p99 ≤ 1 s;
//  - 100 sign-outs through A: the time until B refuses the signed-out token, and how many of B's
//    answers still accepted it (the goal is none: refused by the very next request);
//  - authenticated GET /api/auth/me on a PostgreSQL node, where each request reads its session's
//    liveness from the database (batched per event-loop turn).
// The database: a temporary one created on CLUSTER_DATABASE_URL (default: this machine's
// PostgreSQL) and dropped at the end. Results in tools/bench/results/cluster.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCall, fmt, load, pgQuery, postgresBenchEnv, root, startNode, writeResults } from './lib.mjs';

const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CHANGES = 100;
const SIGNOUTS = 100;
const GOAL_P99_MS = 1000;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const main = join(root, 'apps/server/dist/main.js');
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-cluster-'));
const dbName = `atrium_bench_cluster_${process.pid}`;
const admin = { email: 'cluster-bench@example.com', password: 'cluster-bench-password' };

const adminQuery = (sql) => pgQuery(SERVER_URL, sql);
const call = (node, method, path, opts) => apiCall(node.url, method, path, opts);

async function signIn(node, email, password) {
  const res = await call(node, 'POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokens.accessToken;
}

function stats(samples) {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const r = (v) => Math.round(v * 100) / 100;
  return { n: sorted.length, p50: r(at(50)), p99: r(at(99)), max: r(sorted.at(-1)) };
}

/** Asks B back to back until `seen` says yes; the milliseconds and the stale answers before it. */
async function untilSeen(ask, seen, limitMs = 10_000) {
  const t0 = performance.now();
  let stale = 0;
  for (;;) {
    if (seen(await ask())) return { ms: performance.now() - t0, stale };
    stale++;
    if (performance.now() - t0 > limitMs) throw new Error(`not seen within ${limitMs} ms`);
  }
}

const results = {};
const nodes = [];
let created = false;
try {
  console.log('Atrium: two nodes on one PostgreSQL\n');
  await adminQuery(`CREATE DATABASE ${dbName}`);
  created = true;
  const u = new URL(SERVER_URL);
  u.pathname = `/${dbName}`;
  const env = (name) => ({
    ...postgresBenchEnv(admin),
    DATABASE_URL: u.toString(),
    DATA_DIR: join(work, name),
    RATE_LIMIT_SIGNIN_FAILURES: '1000000',
  });
  // Started together, as an orchestrator would: they take turns migrating the empty database.
  const [a, b] = await Promise.all([startNode(main, env('a')), startNode(main, env('b'))]);
  nodes.push(a, b);
  const token = await signIn(a, admin.email, admin.password);

  // 1. Route changes through A, seen on B.
  const name = 'bench_cluster_route';
  const route = await call(a, 'POST', '/api/routes', {
    token,
    body: { name, path: '/bench-cluster/0', component_name: 'BenchPage', is_public: true },
  });
  if (route.status !== 201) throw new Error(`route create failed: ${route.status}`);
  const askB = () => call(b, 'GET', `/api/routes?name=eq.${name}`);
  await untilSeen(askB, (r) => r.body?.[0]?.path === '/bench-cluster/0');
  const seenMs = [];
  const writeMs = [];
  let staleRoutes = 0;
  for (let i = 1; i <= CHANGES; i++) {
    const path = `/bench-cluster/${i}`;
    const t0 = performance.now();
    const res = await call(a, 'PATCH', `/api/routes/${route.body.id}`, { token, body: { path } });
    if (res.status !== 200) throw new Error(`route patch failed: ${res.status}`);
    writeMs.push(performance.now() - t0);
    const seen = await untilSeen(askB, (r) => r.body?.[0]?.path === path);
    seenMs.push(seen.ms);
    staleRoutes += seen.stale;
  }
  results.route_change_seen_on_b_ms = { ...stats(seenMs), stale_answers: staleRoutes };
  results.route_patch_on_a_ms = stats(writeMs);

  // 2. Sign-outs through A, refused on B.
  const user = { email: 'cluster-bench-user@example.com', password: 'cluster-bench-user-pw' };
  const signup = await call(a, 'POST', '/api/auth/signup', { body: { ...user, first_name: 'Bench' } });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  const refusedMs = [];
  let staleTokens = 0;
  for (let i = 0; i < SIGNOUTS; i++) {
    const t = await signIn(b, user.email, user.password);
    if ((await call(b, 'GET', '/api/auth/me', { token: t })).status !== 200)
      throw new Error('fresh token refused');
    const out = await call(a, 'POST', '/api/auth/signout', { token: t });
    if (out.status !== 204) throw new Error(`sign-out failed: ${out.status}`);
    const seen = await untilSeen(
      () => call(b, 'GET', '/api/auth/me', { token: t }),
      (r) => r.status === 401,
    );
    refusedMs.push(seen.ms);
    staleTokens += seen.stale;
  }
  results.signed_out_token_refused_on_b_ms = { ...stats(refusedMs), accepted_after_signout: staleTokens };

  // 3. What the per-request liveness read costs: authenticated /auth/me on node B.
  const meToken = await signIn(b, user.email, user.password);
  const headers = { authorization: `Bearer ${meToken}` };
  await load(`${b.url}/api/auth/me`, { connections: 50, duration: 2, headers });
  results.auth_me_postgres = await load(`${b.url}/api/auth/me`, {
    connections: 50,
    duration: DURATION,
    headers,
  });

  const r = results.route_change_seen_on_b_ms;
  const s = results.signed_out_token_refused_on_b_ms;
  console.log(`route change on A → served by B (${CHANGES} PATCHes, B polled back to back):`);
  console.log(
    `  p50 ${r.p50} ms   p99 ${r.p99} ms   max ${r.max} ms   (goal p99 ≤ ${GOAL_P99_MS} ms: ${r.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}; ${r.stale_answers} stale answers in all)`,
  );
  console.log(
    `  the PATCH itself on A: p50 ${results.route_patch_on_a_ms.p50} ms   p99 ${results.route_patch_on_a_ms.p99} ms`,
  );
  console.log(`sign-out on A → token refused by B (${SIGNOUTS} sign-outs):`);
  console.log(
    `  p50 ${s.p50} ms   p99 ${s.p99} ms   max ${s.max} ms   accepted by B after the sign-out: ${s.accepted_after_signout} (goal 0)`,
  );
  console.log(
    `GET /api/auth/me on a PostgreSQL node (liveness read per request, 50 connections, ${DURATION} s):`,
  );
  console.log(`  ${fmt(results.auth_me_postgres)}`);
  writeResults('cluster.json', { at: new Date().toISOString(), ...results });
} finally {
  await Promise.all(nodes.map((n) => n.stop()));
  if (created) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
