#!/usr/bin/env node
// Schema change under read load (issue 11 goal: adding a field to a 100,000-row collection
// blocks concurrent reads for ≤ 100 ms), loopback, bounded (about 30 s), standalone after a build:
//   npx nx run-many -t build -p @atrium/schema @atrium/server && node tools/bench/schema-change.mjs
// Starts the built server on a temporary database on CLUSTER_DATABASE_URL (default: this
// machine's PostgreSQL), registers a collection through POST /api/schemas and fills it with
// 100,000 rows. Readers (their own connections, BENCH_READERS, default 4) then look rows up by id
// back to back, and, when the table API answers, one more reader does the same through
// GET /api/rest/<collection>. Meanwhile PATCH /api/schemas/<collection> adds, one after the
// other: an optional text field, a required integer with a default and a CHECK, and a relation
// to zones (foreign key NOT VALID, validated and indexed after commit); then, apart from the
// goal, a unique field, whose index is built under the lock. For each change: how long
// the PATCH took, and the longest read that overlapped it against the longest read of the quiet
// baseline before — the stall a reader saw. Results in tools/bench/results/schema-change.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCall, PgClient, pgQuery, postgresBenchEnv, root, startNode, writeResults } from './lib.mjs';

const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_SCHEMA_ROWS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const BASELINE_MS = 3000;
const GAP_MS = 1500;
const GOAL_STALL_MS = 100;
const COLLECTION = 'bench_items';
const main = join(root, 'apps/server/dist/main.js');
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-schema-'));
const dbName = `atrium_bench_schema_${process.pid}`;
const admin = { email: 'schema-bench@example.com', password: 'schema-bench-password' };

const adminQuery = (sql) => pgQuery(SERVER_URL, sql);
const call = (node, method, path, opts) => apiCall(node.url, method, path, opts);

const r1 = (v) => Math.round(v * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One reader: looks rows up by id back to back, recording [start, end] of every read. */
function reader(read, ids) {
  const samples = [];
  let running = true;
  let errors = 0;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const start = performance.now();
      try {
        await read(ids[i % ids.length]);
      } catch {
        errors++;
      }
      samples.push([start, performance.now()]);
    }
  })();
  return {
    samples,
    get errors() {
      return errors;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The longest read among those that overlapped [from, to]. */
function longestOverlapping(readers, from, to) {
  if (readers.length === 0) return { longest: 0, count: 0 };
  let longest = 0;
  let count = 0;
  for (const r of readers) {
    for (const [start, end] of r.samples) {
      if (end >= from && start <= to) {
        count++;
        longest = Math.max(longest, end - start);
      }
    }
  }
  return { longest, count };
}

const fields = [
  { name: 'title', type: 'string', required: true, max: 200 },
  { name: 'qty', type: 'integer' },
];
const changes = [
  ['optional text field', { name: 'notes', type: 'text' }],
  [
    'required integer with a default and a check',
    { name: 'rank', type: 'integer', required: true, default: 3, min: 0 },
  ],
  ['relation to zones', { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'set_null' }],
  // Not under the goal: its unique index is built inside the transaction (README, "Locks").
  ['unique field (index built under the lock)', { name: 'code', type: 'string', unique: true }, false],
];

const results = { rows: ROWS, readers: READERS, goal_stall_ms: GOAL_STALL_MS, changes: [] };
let node;
let created = false;
const clients = [];
try {
  console.log(`Schema change under read load: ${ROWS} rows, ${READERS} readers by id\n`);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  created = true;
  const u = new URL(SERVER_URL);
  u.pathname = `/${dbName}`;
  node = await startNode(main, {
    ...postgresBenchEnv(admin),
    DATABASE_URL: u.toString(),
    DATA_DIR: join(work, 'data'),
  });
  const signin = await call(node, 'POST', '/api/auth/signin', { body: admin });
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  const token = signin.body.tokens.accessToken;
  const schema = { name: COLLECTION, label: 'Bench item', fields, permissions: {} };
  const createRes = await call(node, 'POST', '/api/schemas', { token, body: schema });
  if (createRes.status !== 201)
    throw new Error(`create failed: ${createRes.status} ${JSON.stringify(createRes.body)}`);

  const db = new PgClient({ connectionString: u.toString() });
  await db.connect();
  clients.push(db);
  const t0 = performance.now();
  await db.query(
    `INSERT INTO ${COLLECTION} (title, qty) SELECT 'item ' || g, g % 1000 FROM generate_series(1, $1) g`,
    [ROWS],
  );
  await db.query(`ANALYZE ${COLLECTION}`);
  console.log(`filled ${ROWS} rows in ${Math.round(performance.now() - t0)} ms`);
  const ids = (await db.query(`SELECT id FROM ${COLLECTION} ORDER BY random() LIMIT 2000`)).rows.map(
    (r) => r.id,
  );

  const readers = [];
  for (let i = 0; i < READERS; i++) {
    const c = new PgClient({ connectionString: u.toString() });
    await c.connect();
    clients.push(c);
    readers.push(
      reader((id) => c.query(`SELECT id, title, qty FROM ${COLLECTION} WHERE id = $1`, [id]), ids),
    );
  }
  // Through the table API too, when it is there (it reads the collection by the same lock).
  const probe = await call(node, 'GET', `/api/rest/${COLLECTION}?id=eq.${ids[0]}&limit=1`, { token });
  const httpReader = probe.status === 200;
  if (httpReader) {
    readers.push(
      reader(async (id) => {
        const res = await fetch(`${node.url}/api/rest/${COLLECTION}?id=eq.${id}&limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(String(res.status));
      }, ids),
    );
  }
  results.http_reader = httpReader;
  console.log(
    `readers: ${READERS} on PostgreSQL${httpReader ? ' + 1 through GET /api/rest' : ' (GET /api/rest not available)'}`,
  );

  await sleep(500); // warm up
  const baseFrom = performance.now();
  await sleep(BASELINE_MS);
  const baseline = longestOverlapping(readers, baseFrom, performance.now());
  results.baseline_longest_read_ms = r1(baseline.longest);
  console.log(
    `baseline (${BASELINE_MS / 1000} s, ${baseline.count} reads): longest read ${r1(baseline.longest)} ms\n`,
  );

  const current = [...fields];
  for (const [label, field, underGoal = true] of changes) {
    current.push(field);
    const from = performance.now();
    const res = await call(node, 'PATCH', `/api/schemas/${COLLECTION}`, {
      token,
      body: { ...schema, fields: current },
    });
    const to = performance.now();
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(200); // reads that started during the change finish
    const during = longestOverlapping(readers, from, to);
    const dbOnly = longestOverlapping(readers.slice(0, READERS), from, to);
    const viaHttp = longestOverlapping(readers.slice(READERS), from, to);
    const entry = {
      change: label,
      under_goal: underGoal,
      patch_ms: r1(to - from),
      reads_overlapping: during.count,
      longest_read_ms: r1(during.longest),
      longest_db_read_ms: r1(dbOnly.longest),
      longest_http_read_ms: httpReader ? r1(viaHttp.longest) : null,
      stall_ms: r1(Math.max(0, during.longest - baseline.longest)),
      sql: res.body.sql,
      sql_after_commit: res.body.sql_after_commit,
    };
    results.changes.push(entry);
    console.log(
      `${label.padEnd(44)} PATCH ${String(entry.patch_ms).padStart(6)} ms   ` +
        `longest overlapping read ${String(entry.longest_read_ms).padStart(6)} ms (${during.count} reads; ` +
        `SQL ${entry.longest_db_read_ms} ms${httpReader ? `, HTTP ${entry.longest_http_read_ms} ms` : ''})` +
        (underGoal ? '' : '  (not under the goal)'),
    );
    await sleep(GAP_MS);
  }
  for (const r of readers) await r.stop();
  results.read_errors = readers.reduce((n, r) => n + r.errors, 0);
  const worst = Math.max(...results.changes.filter((c) => c.under_goal).map((c) => c.longest_read_ms));
  results.longest_read_during_changes_ms = worst;
  results.met = worst <= GOAL_STALL_MS && results.read_errors === 0;
  console.log(
    `\nlongest read during an added field: ${worst} ms (baseline ${results.baseline_longest_read_ms} ms; goal ≤ ${GOAL_STALL_MS} ms): ${results.met ? 'met' : 'NOT met'}` +
      (results.read_errors ? `; ${results.read_errors} reads failed` : ''),
  );

  writeResults('schema-change.json', { at: new Date().toISOString(), ...results });
} finally {
  for (const c of clients) await c.end().catch(() => undefined);
  await node?.stop();
  if (created) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
