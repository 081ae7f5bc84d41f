#!/usr/bin/env node
// Navigation (issue 12), loopback, bounded (about 2 minutes with BENCH_DURATION=8), after a build:
// node tools/bench/navigation.mjs. With 10,000 navigation rows :
//   1. in-process, from the built server and library (apps/server/dist, libs/schema/dist): a
//      caller's first answer, the filter and the serialised list (NavigationMenus.list; goal
//      ≤ 5 ms), and, for context, the tree built from it (buildNavigationTree, which the client runs);
//   2. on PostgreSQL (a temporary database on CLUSTER_DATABASE_URL, default this machine's,
//      dropped at the end; the rows inserted with SQL): GET /api/navigation as a signed-in member,
//      served from the node's cache, against a bare Fastify handler sending the same bytes
//      (tools/bench/bare-fastify.mjs), alternating (goals ≥ 8,000 req/s and ≥ 0.7× the bare one);
//      both with Accept-Encoding: br, as browsers send it;
//   3. on the same node: the builder's Save, PUT /api/navigation/tree, moving 1,000 items, 11 times
//      (goal ≤ 200 ms, the median of the last 8: the first three run code still being compiled).
// Results in tools/bench/results/navigation.json.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareAlternating,
  databaseUrlOn,
  fmt,
  load,
  median,
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
const ITEMS = 10_000;
const MOVED = 1_000;
const GOALS = { tree_ms: 5, rps: 8000, ratio: 0.7, reorder_ms: 200 };
const SAVES = 11;
const COLD_SAVES = 3;
const dist = join(root, 'apps/server/dist');
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-nav-'));
const dbName = `atrium_bench_nav_${process.pid}`;
const admin = { email: 'nav-bench-admin@example.com', password: 'nav-bench-password' };
const member = { email: 'nav-bench-member@example.com', password: 'nav-bench-password' };

const idOf = (i) => `6e617662-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** 100 roots, 4,900 children under them, 5,000 grandchildren; every 10th item for admins. */
function navigationSeeds() {
  const navigation = [];
  for (let i = 0; i < ITEMS; i++) {
    const parent = i < 100 ? null : i < 5000 ? idOf(i % 100) : idOf(100 + (i % 4900));
    navigation.push({
      id: idOf(i),
      title: `Item ${i}`,
      path: `/dashboard?item=${i}`,
      icon: 'circle',
      type: 'internal',
      parent_id: parent,
      order_index: (i * 7919) % 1000,
      required_role: i % 10 === 9 ? 'admin' : null,
      metadata: {},
    });
  }
  return { navigation };
}

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
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return text;
}

const servers = [];
const results = { items: ITEMS, connections: CONNECTIONS };
let created = false;
try {
  console.log(`Atrium navigation (${ITEMS.toLocaleString('en')} items, loopback, 2-core machine)\n`);
  const seedsDir = join(work, 'seeds');
  mkdirSync(seedsDir);
  copyFileSync(join(root, 'seeds/routes.json'), join(seedsDir, 'routes.json'));
  const seeds = navigationSeeds();

  // 1. The server's own code, in-process. A change loads a snapshot of the table (its rows, here
  // decoded from JSON where the server has the driver decode them; each item serialised once into
  // one buffer: NavigationMenus); a caller's first
  // GET /navigation then filters it and puts the answer together (NavigationMenus.list), and the
  // client builds the tree from that list (buildNavigationTree, the same function in the browser).
  const { buildNavigationTree } = await import('@atrium/schema');
  const { NavigationMenus } = await import(join(dist, 'modules/navigation/navigation-menus.js'));
  const updatedAt = new Date().toISOString();
  const allJson = JSON.stringify(
    seeds.navigation.map((s) => ({
      id: s.id,
      title: s.title,
      label: null,
      path: s.path,
      href: null,
      icon: s.icon,
      description: null,
      type: s.type,
      parent_id: s.parent_id,
      order_index: s.order_index,
      is_active: true,
      is_visible: true,
      required_role: s.required_role,
      zone_id: null,
      metadata: s.metadata,
      updated_at: updatedAt,
    })),
  );
  const round = (x) => Math.round(x * 100) / 100;
  const snapshotTimes = [];
  const listTimes = [];
  const treeTimes = [];
  let bytes = 0;
  let inProcess = 0;
  for (let i = 0; i < 60; i++) {
    let t0 = performance.now();
    const menus = new NavigationMenus(JSON.parse(allJson));
    snapshotTimes.push(performance.now() - t0);
    t0 = performance.now();
    const answer = menus.list('admin', []);
    listTimes.push(performance.now() - t0);
    bytes = answer.body.length;
    const items = JSON.parse(answer.body.toString());
    inProcess = items.length;
    t0 = performance.now();
    buildNavigationTree(items);
    treeTimes.push(performance.now() - t0);
  }
  const stats = (xs) => ({
    median_ms: round(median(xs.slice(10))),
    max_ms: round(Math.max(...xs.slice(10))),
  });
  results.tree = {
    list: stats(listTimes),
    build_tree: stats(treeTimes),
    snapshot: stats(snapshotTimes),
    listed: inProcess,
    json_bytes: bytes,
    load_average: loadavg()[0],
  };
  // The server's part is the list: GET /navigation answers `[item]` (API.md), and the client
  // builds the tree from it (in the browser, the sidebar bench's first paint includes it).
  results.tree.median_ms = results.tree.list.median_ms;
  results.tree.with_tree_ms = round(results.tree.list.median_ms + results.tree.build_tree.median_ms);
  console.log(
    `A caller's first GET /navigation of ${ITEMS.toLocaleString('en')} items (an admin: all ${inProcess.toLocaleString('en')}, ${Math.round(bytes / 1024)} kB), in-process:`,
  );
  console.log(
    `  the server: filtered and serialised (NavigationMenus.list)   median ${results.tree.list.median_ms} ms, max ${results.tree.list.max_ms} ms (goal ≤ ${GOALS.tree_ms} ms; machine load average ${results.tree.load_average.toFixed(1)})`,
  );
  console.log(
    `  the client: the tree built from it (buildNavigationTree)     median ${results.tree.build_tree.median_ms} ms, max ${results.tree.build_tree.max_ms} ms`,
  );
  console.log(
    `  both, were the tree built on the server                      median ${results.tree.with_tree_ms} ms`,
  );
  console.log(
    `  (once per change: the rows decoded and each item serialised, median ${results.tree.snapshot.median_ms} ms)`,
  );

  // 2. and 3. On PostgreSQL: 10,000 rows inserted with SQL (the node hears of them through the
  // change feed), then the cached read, then the builder's Save.
  const common = {
    ...postgresBenchEnv(admin),
    SEEDS_DIR: seedsDir,
  };
  await pgQuery(SERVER_URL, `CREATE DATABASE ${dbName}`);
  created = true;
  const databaseUrl = databaseUrlOn(SERVER_URL, dbName);
  const pg = await startNode(join(dist, 'main.js'), {
    ...common,
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data-pg'),
  });
  servers.push(pg);
  const id = (expr) => `('6e617662-0000-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`;
  await pgQuery(
    databaseUrl,
    `INSERT INTO navigation (id, title, path, icon, type, parent_id, order_index, required_role)
     SELECT ${id('i')}, 'Item ' || i, '/dashboard?item=' || i, 'circle', 'internal',
            CASE WHEN i < 100 THEN NULL WHEN i < 5000 THEN ${id('i % 100')} ELSE ${id('100 + i % 4900')} END,
            (i * 7919) % 1000, CASE WHEN i % 10 = 9 THEN 'admin' END
       FROM generate_series(0, ${ITEMS - 1}) i`,
  );
  const adminToken = JSON.parse(await call(pg.url, 'POST', '/api/auth/signin', { body: admin })).tokens
    .accessToken;
  const signup = JSON.parse(await call(pg.url, 'POST', '/api/auth/signup', { body: member }));
  const auth = { authorization: `Bearer ${signup.tokens.accessToken}`, 'accept-encoding': 'br' };
  let body = '';
  for (let tries = 0; tries < 100; tries++) {
    body = await call(pg.url, 'GET', '/api/navigation', { token: signup.tokens.accessToken });
    if (JSON.parse(body).length >= ITEMS * 0.9) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const listed = JSON.parse(body).length;
  const bodyFile = join(work, 'navigation.json');
  writeFileSync(bodyFile, body);
  const bare = await startNode(join(root, 'tools/bench/bare-fastify.mjs'), { BARE_BODY_FILE: bodyFile });
  servers.push(bare);
  const [api, baseline, paired] = await compareAlternating(
    `${pg.url}/api/navigation`,
    `${bare.url}/api/routes`,
    {
      connections: CONNECTIONS,
      duration: DURATION,
      rounds: ROUNDS,
      headersA: auth,
      headersB: { 'accept-encoding': 'br' },
    },
  );
  results.get = {
    listed,
    body_bytes: Buffer.byteLength(body),
    api,
    bare: baseline,
    ratio: paired.ratio,
    ratio_of_means: paired.of_means,
  };
  console.log(
    `\nGET /api/navigation as a member on PostgreSQL (${listed.toLocaleString('en')} items, ${Math.round(results.get.body_bytes / 1024)} kB JSON, br; ${CONNECTIONS} connections, alternating ${ROUNDS} × ${Math.max(2, Math.round(DURATION / 4))} s)`,
  );
  console.log(`  Atrium (cached)     ${fmt(api)}   (runs: ${api.runs.join(', ')})`);
  console.log(`  bare Fastify        ${fmt(baseline)}   (runs: ${baseline.runs.join(', ')})`);
  console.log(
    `  ratio               ${results.get.ratio}× the bare handler, median of the rounds (goal ≥ ${GOALS.ratio}×, ≥ ${GOALS.rps} req/s; of the means: ${paired.of_means}×)`,
  );
  if (api.non2xx || baseline.non2xx) console.log(`  (!) non-2xx: API ${api.non2xx}, bare ${baseline.non2xx}`);
  // For context: the floor of any authenticated request on this node (the token check and, on
  // PostgreSQL, the session's liveness read per event-loop turn), which the bare handler does not pay.
  const meUrl = `${pg.url}/api/auth/me`;
  await load(meUrl, { connections: CONNECTIONS, duration: 2, headers: auth });
  const me = await load(meUrl, {
    connections: CONNECTIONS,
    duration: Math.max(2, Math.round(DURATION / 2)),
    headers: auth,
  });
  results.get.auth_me = me;
  console.log(`  GET /api/auth/me    ${fmt(me)}   (the authenticated floor, same node)`);
  await bare.stop();
  servers.splice(servers.indexOf(bare), 1);

  // The builder's Save (PUT /navigation/tree, the whole draft in one request): 1,000 items moved,
  // 11 times. The first three are left out of the median: the server's code for a Save is still
  // being compiled (they took 290-300 ms where the next ones took 150-220).
  const reorderTimes = [];
  for (let run = 0; run < SAVES; run++) {
    // Items 5000… move between second-level parents, each run to a new place.
    const items = [];
    for (let k = 0; k < MOVED; k++) {
      const i = 5000 + k;
      items.push({
        id: idOf(i),
        parent_id: idOf(100 + ((k + run * 37) % 4900)),
        order_index: (k * 13 + run) % 1000,
      });
    }
    const t0 = performance.now();
    await call(pg.url, 'PUT', '/api/navigation/tree', { token: adminToken, body: { update: items } });
    reorderTimes.push(performance.now() - t0);
  }
  const warmReorders = reorderTimes.slice(COLD_SAVES);
  results.reorder = {
    moved: MOVED,
    median_ms: Math.round(median(warmReorders)),
    max_ms: Math.round(Math.max(...warmReorders)),
    runs_ms: reorderTimes.map((t) => Math.round(t)),
  };
  console.log(
    `\nPUT /api/navigation/tree (the builder's Save) moving ${MOVED.toLocaleString('en')} items on PostgreSQL (${ITEMS.toLocaleString('en')} rows): median ${results.reorder.median_ms} ms, max ${results.reorder.max_ms} ms of the last ${SAVES - COLD_SAVES} (runs: ${results.reorder.runs_ms.join(', ')}; goal ≤ ${GOALS.reorder_ms} ms)`,
  );

  const met = {
    tree_ms: results.tree.median_ms <= GOALS.tree_ms,
    rps: results.get.api.rps >= GOALS.rps,
    ratio: results.get.ratio >= GOALS.ratio,
    reorder_ms: results.reorder.median_ms <= GOALS.reorder_ms,
  };
  reportGoals(results, GOALS, met);
  writeResults('navigation.json', { at: new Date().toISOString(), ...results });
} finally {
  for (const s of servers) await s.stop();
  if (created)
    await pgQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
