#!/usr/bin/env node
// The table API (issue 11), loopback, bounded (about 3 minutes with BENCH_DURATION=8), after a
// build: node tools/bench/rest.mjs. On PostgreSQL (a temporary database created on
// CLUSTER_DATABASE_URL, default this machine's server, dropped at the end):
//   1. an integrator collection registered through POST /api/schemas, filled with 100,000 rows;
//   2. as a zone member (the grant's zone_member scope applies), loaded with wrk:
//        GET /api/rest/bench_items?n=eq.K&limit=1          by an indexed filter (goal ≥ 3,000 req/s)
//        GET …?n=gte.K&order=n&limit=100                    a page of 100 (goal ≥ 1,000 req/s)
//        the same page with zone(name) embedded            (goal ≤ 1.5× the cost without)
//      each against a bare Fastify + pg handler running the same SQL (tools/bench/rest-bare-server.mjs:
//      the text the API builds, taken from the built modules, with the same values, on a pool
//      opened as the API's read pool is), alternating so both meet the same machine (goal ≥ 0.7×
//      the bare handler). The machine is shared: each rate is the mean of alternating runs, each
//      ratio the median of the rounds' own ratios (compareAlternating in lib.mjs).
//   3. for context, GET /api/auth/me on the same node: the floor of any authenticated request
//      (token check, and on PostgreSQL the session's liveness read per event-loop turn), which
//      the bare handler does not pay.
// Results in tools/bench/results/rest.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareAlternating,
  databaseUrlOn,
  fmt,
  load,
  pgQuery,
  postgresBenchEnv,
  reportGoals,
  root,
  startNode,
  writeResults,
} from './lib.mjs';

const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const ROUNDS = 9;
const ROWS = 100_000;
const GOALS = { one_rps: 3000, page_rps: 1000, ratio: 0.7, embed_cost: 1.5 };
const dist = join(root, 'apps/server/dist');
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-rest-'));
const dbName = `atrium_bench_rest_${process.pid}`;
const admin = { email: 'rest-bench-admin@example.com', password: 'rest-bench-password' };
const member = { email: 'rest-bench-member@example.com', password: 'rest-bench-password' };

const COLLECTION = {
  name: 'bench_items',
  label: 'Bench item',
  fields: [
    { name: 'n', type: 'integer', required: true, unique: true },
    { name: 'title', type: 'string', required: true, max: 200 },
    { name: 'category', type: 'enum', options: ['a', 'b', 'c', 'd'], required: true, default: 'a' },
    { name: 'price', type: 'number' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true },
  ],
  permissions: { user: { actions: ['read'], scope: { kind: 'zone_member', field: 'zone_id' } } },
};
const K = ROWS / 2;
const COLUMNS = 'id,n,title,category,price,created_at';
const REQUESTS = [
  { key: 'one', label: `limit 1, n=eq.${K} (unique index)`, query: `n=eq.${K}&limit=1` },
  {
    key: 'page',
    label: 'limit 100, n=gte.K ordered by n',
    query: `select=${COLUMNS},zone_id&n=gte.${K}&order=n&limit=100`,
  },
  {
    key: 'page_embed',
    label: 'the same page with zone(name)',
    query: `select=${COLUMNS},zone(name)&n=gte.${K}&order=n&limit=100`,
  },
];

const adminQuery = pgQuery;

async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return text;
}

/** The statements the built API runs for each request, from its own modules (same text, same values). */
async function apiStatements(userId) {
  const schema = await import('@atrium/schema');
  const { collectionAccess } = await import(join(dist, 'modules/rest/rest-access.js'));
  const { parseRestQuery } = await import(join(dist, 'modules/rest/rest-query.js'));
  const { buildReadStatement } = await import(join(dist, 'modules/rest/rest-sql.js'));
  const access = collectionAccess(schema.collectionSchema.parse(COLLECTION), 'user');
  const accessTo = (name) => {
    const c = schema.builtinCollection(name);
    return c ? collectionAccess(c, 'user') : null;
  };
  return REQUESTS.map((r, i) => {
    const parsed = parseRestQuery(Object.fromEntries(new URLSearchParams(r.query)), access, {
      mode: 'read',
      accessTo,
    });
    const st = buildReadStatement(access, parsed, { userId }, { count: false });
    return { name: `bare_${i}`, text: st.text, values: st.values };
  });
}

const servers = [];
const results = { rows: ROWS, connections: CONNECTIONS };
let created = false;
try {
  console.log(
    `Atrium table API on PostgreSQL (${ROWS.toLocaleString('en')} rows, loopback, 2-core machine)\n`,
  );
  await adminQuery(SERVER_URL, `CREATE DATABASE ${dbName}`);
  created = true;
  const databaseUrl = databaseUrlOn(SERVER_URL, dbName);
  const api = await startNode(join(dist, 'main.js'), {
    ...postgresBenchEnv(admin),
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data'),
  });
  servers.push(api);

  const adminToken = JSON.parse(await call(api.url, 'POST', '/api/auth/signin', { body: admin })).tokens
    .accessToken;
  await call(api.url, 'POST', '/api/schemas', { token: adminToken, body: COLLECTION });
  const signup = JSON.parse(await call(api.url, 'POST', '/api/auth/signup', { body: member }));
  const token = signup.tokens.accessToken;
  const zone = JSON.parse(await call(api.url, 'POST', '/api/zones', { token, body: { name: 'Bench zone' } }));
  const t0 = performance.now();
  await adminQuery(
    databaseUrl,
    `INSERT INTO bench_items (n, title, category, price, zone_id, created_by)
     SELECT i, 'Item ' || i, (ARRAY['a','b','c','d'])[1 + i % 4], i * 1.5, $1, $2 FROM generate_series(1, ${ROWS}) i`,
    [zone.id, signup.user.id],
  );
  // VACUUM as well as ANALYZE: autovacuum would otherwise visit the 100,000 fresh rows in the middle
  // of a measurement (a whole core for seconds on this machine), as it does after any bulk load.
  await adminQuery(databaseUrl, 'VACUUM ANALYZE bench_items');
  console.log(`filled ${ROWS.toLocaleString('en')} rows in ${Math.round(performance.now() - t0)} ms`);

  const statements = await apiStatements(signup.user.id);
  const bare = await startNode(join(root, 'tools/bench/rest-bare-server.mjs'), {
    DATABASE_URL: databaseUrl,
    BARE_STATEMENTS: JSON.stringify(statements),
  });
  servers.push(bare);

  const auth = { authorization: `Bearer ${token}` };
  for (const [i, r] of REQUESTS.entries()) {
    // The same rows from both: the bare handler runs exactly the API's SQL.
    const fromApi = await (
      await fetch(`${api.url}/api/rest/bench_items?${r.query}`, { headers: auth })
    ).text();
    const fromBare = await (await fetch(`${bare.url}/read/${i}`)).text();
    if (fromApi !== fromBare || JSON.parse(fromApi).length === 0) {
      throw new Error(
        `${r.key}: the API and the bare handler disagree:\n${fromApi.slice(0, 300)}\n${fromBare.slice(0, 300)}`,
      );
    }
  }

  for (const [i, r] of REQUESTS.entries()) {
    const [a, b, paired] = await compareAlternating(
      `${api.url}/api/rest/bench_items?${r.query}`,
      `${bare.url}/read/${i}`,
      {
        connections: CONNECTIONS,
        duration: DURATION,
        rounds: ROUNDS,
        headersA: auth,
      },
    );
    const tx = await load(`${bare.url}/tx/${i}`, {
      connections: CONNECTIONS,
      duration: Math.max(2, Math.round(DURATION / 2)),
    });
    results[r.key] = {
      query: r.query,
      api: a,
      bare: b,
      bare_in_transaction: tx,
      ratio: paired.ratio,
      ratio_of_means: paired.of_means,
    };
    console.log(
      `\nGET /api/rest/bench_items?${r.query}\n  (${r.label}; ${CONNECTIONS} connections, alternating ${ROUNDS} × ${Math.max(2, Math.round(DURATION / 4))} s)`,
    );
    console.log(`  table API        ${fmt(a)}   (runs: ${a.runs.join(', ')})`);
    console.log(`  bare Fastify+pg  ${fmt(b)}   (runs: ${b.runs.join(', ')})`);
    console.log(
      `  ratio            ${results[r.key].ratio}× the bare handler, median of the rounds (goal ≥ ${GOALS.ratio}×; of the means: ${paired.of_means}×)`,
    );
    console.log(`  (bare, in BEGIN READ ONLY + SET LOCAL … COMMIT on one pool: ${tx.rps} req/s)`);
    if (a.non2xx || b.non2xx) console.log(`  (!) non-2xx: API ${a.non2xx}, bare ${b.non2xx}`);
  }

  const meUrl = `${api.url}/api/auth/me`;
  await load(meUrl, { connections: CONNECTIONS, duration: 2, headers: auth });
  const me = await load(meUrl, {
    connections: CONNECTIONS,
    duration: Math.max(2, Math.round(DURATION / 2)),
    headers: auth,
  });
  results.auth_me = me;
  // Requests per second if a request cost the auth floor plus the bare handler's SQL, nothing else.
  const floor = (bareRps) => Math.round(1 / (1 / me.rps + 1 / bareRps));
  console.log(`
GET /api/auth/me (the authenticated floor, same node): ${fmt(me)}`);
  for (const r of REQUESTS) {
    results[r.key].auth_plus_bare_rps = floor(results[r.key].bare.rps);
    console.log(
      `  ${r.key.padEnd(10)} auth floor + bare SQL ≈ ${results[r.key].auth_plus_bare_rps} req/s; the table API did ${results[r.key].api.rps}`,
    );
  }

  const embedCost = Math.round((results.page.api.rps / results.page_embed.api.rps) * 100) / 100;
  results.embed_cost = embedCost;
  console.log(
    `\nembedding zone(name) in a page of 100 costs ${embedCost}× the page without it (goal ≤ ${GOALS.embed_cost}×)`,
  );

  const met = {
    one_rps: results.one.api.rps >= GOALS.one_rps,
    page_rps: results.page.api.rps >= GOALS.page_rps,
    one_ratio: results.one.ratio >= GOALS.ratio,
    page_ratio: results.page.ratio >= GOALS.ratio,
    embed_cost: embedCost <= GOALS.embed_cost,
  };
  reportGoals(results, GOALS, met);
  writeResults('rest.json', { at: new Date().toISOString(), ...results });
} finally {
  for (const s of servers) await s.stop();
  if (created)
    await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
