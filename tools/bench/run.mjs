#!/usr/bin/env node
// npm run bench — loopback only, bounded (about a minute), stops by itself. Prints the figures the
// issues set goals for and writes them to tools/bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialJsGzip } from './client-size.mjs';
import { fmt, freePort, load, root, startNode, stopOnExit, waitHealthy } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const results = {};
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-'));

function routeSeeds(n) {
  const routes = [];
  for (let i = 0; i < n; i++) {
    routes.push({
      name: `bench_route_${String(i).padStart(4, '0')}`,
      path: `/bench/${i}/items/:itemId`,
      component_name: 'BenchPage',
      layout: i % 2 ? 'Authenticated' : 'Public',
      is_public: i % 2 === 0,
      is_active: true,
      metadata: i % 3 === 0 ? { dynamic: true } : { guard_type: 'auth' },
    });
  }
  return { routes };
}

const seedsDir = join(work, 'seeds');
mkdirSync(seedsDir);
writeFileSync(join(seedsDir, 'routes.json'), JSON.stringify(routeSeeds(1000)));
const serverEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SECRETS_KEY: 'b'.repeat(64), // required in production (TOTP secrets at rest)
  DATA_DIR: join(work, 'data'),
  SEEDS_DIR: seedsDir,
  LOG_LEVEL: 'warn',
};
const serverMain = join(root, 'apps/server/dist/main.js');

try {
  console.log('Atrium benchmarks (loopback, 2-core machine)\n');

  // Start-up: the first start creates the embedded database; the goal is about the second.
  const first = await startNode(serverMain, serverEnv);
  await first.stop();
  let server = await startNode(serverMain, serverEnv);
  results.startup_ms = {
    fresh_database: Math.round(first.readyMs),
    existing_database: Math.round(server.readyMs),
  };
  console.log(
    `start-up to healthy: ${results.startup_ms.existing_database} ms on an existing embedded database (first start: ${results.startup_ms.fresh_database} ms)`,
  );

  // The same through the README's command: `npm start` (build check + server) to healthy.
  await server.stop();
  const npmPort = await freePort();
  const t0 = performance.now();
  const npmStart = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(npmPort), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  stopOnExit(npmStart, { group: true });
  await waitHealthy(`http://127.0.0.1:${npmPort}/api/health`);
  results.startup_ms.npm_start_existing_database = Math.round(performance.now() - t0);
  process.kill(-npmStart.pid, 'SIGTERM');
  await new Promise((r) => npmStart.once('exit', r));
  console.log(
    `npm start to healthy: ${results.startup_ms.npm_start_existing_database} ms on the same database`,
  );
  server = await startNode(serverMain, serverEnv);

  const url = `${server.url}/api/routes`;
  const res = await fetch(url);
  const body = await res.text();
  const rows = JSON.parse(body).length;
  const etag = res.headers.get('etag');
  writeFileSync(join(work, 'body.json'), body);

  // What a browser sends: the compressed body is served from the cache too.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const brBytes = Number((await fetch(url, { headers: browser })).headers.get('content-length'));
  await load(url, { connections: CONNECTIONS, duration: 2, headers: browser }); // warm-up
  const api200 = await load(url, { connections: CONNECTIONS, duration: DURATION, headers: browser });
  const api304 = await load(url, {
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { ...browser, 'if-none-match': etag },
  });
  const api200identity = await load(url, { connections: CONNECTIONS, duration: DURATION });
  await server.stop();

  const bare = await startNode(join(root, 'tools/bench/bare-fastify.mjs'), {
    BARE_BODY_FILE: join(work, 'body.json'),
  });
  await load(`${bare.url}/api/routes`, { connections: CONNECTIONS, duration: 2, headers: browser });
  const bare200 = await load(`${bare.url}/api/routes`, {
    connections: CONNECTIONS,
    duration: DURATION,
    headers: browser,
  });
  const bare200identity = await load(`${bare.url}/api/routes`, {
    connections: CONNECTIONS,
    duration: DURATION,
  });
  await bare.stop();

  results.routes = {
    rows,
    body_bytes: body.length,
    connections: CONNECTIONS,
    br_bytes: brBytes,
    api_200: api200,
    api_304: api304,
    bare_fastify_200: bare200,
    ratio_200: Math.round((api200.rps / bare200.rps) * 100) / 100,
    api_200_identity: api200identity,
    bare_fastify_200_identity: bare200identity,
    ratio_200_identity: Math.round((api200identity.rps / bare200identity.rps) * 100) / 100,
  };
  console.log(
    `\nGET /api/routes (${rows} rows, ${(body.length / 1024).toFixed(0)} kB, ${CONNECTIONS} connections, ${DURATION} s each)`,
  );
  console.log(
    `  browser-like request (Accept-Encoding: gzip, deflate, br → ${(brBytes / 1024).toFixed(1)} kB brotli):`,
  );
  console.log(`    Atrium 200      ${fmt(api200)}`);
  console.log(`    Atrium 304      ${fmt(api304)}`);
  console.log(`    bare Fastify    ${fmt(bare200)}`);
  console.log(`    ratio (200)     ${results.routes.ratio_200}× the bare handler`);
  console.log(`  uncompressed (no Accept-Encoding):`);
  console.log(`    Atrium 200      ${fmt(api200identity)}`);
  console.log(`    bare Fastify    ${fmt(bare200identity)}`);
  console.log(`    ratio (200)     ${results.routes.ratio_200_identity}× the bare handler`);
  if (api200.non2xx || api200.errors) console.log(`  (!) non-2xx ${api200.non2xx}, errors ${api200.errors}`);

  const size = initialJsGzip();
  results.client_initial_js = {
    gzip_kb: Math.round(size.gzip / 102.4) / 10,
    raw_kb: Math.round(size.raw / 102.4) / 10,
    files: size.files.length,
  };
  console.log(
    `\nclient initial JS: ${results.client_initial_js.gzip_kb} kB gzip (${results.client_initial_js.raw_kb} kB raw, ${size.files.length} files)`,
  );

  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/latest.json'),
    JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The other areas' benchmarks, each standalone and bounded (a missing one is skipped). One that
// ends with an error (a crash, or signin-limits.mjs's refused limit) is named at the end and makes the
// run exit non-zero, so a broken script cannot pass unseen.
const crashed = [];
for (const script of [
  'routing.mjs',
  'sidebar.mjs',
  'auth.mjs',
  'zones.mjs',
  'hostile.mjs',
  'cluster.mjs',
  'signin-limits.mjs',
  'shutdown.mjs',
  'schema-change.mjs',
  'rest.mjs',
  'admin-list.mjs',
  'navigation.mjs',
  'dashboard.mjs',
  'i18n.mjs',
  'openapi-docs.mjs',
]) {
  const file = join(root, 'tools/bench', script);
  if (!existsSync(file)) continue;
  console.log(`\n──── ${script} ────`);
  const run = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) crashed.push(`${script} (${run.signal ?? `exit ${run.status}`})`);
}
if (crashed.length > 0) {
  console.error(`\nbenchmark scripts that ended with an error: ${crashed.join(', ')}`);
  process.exitCode = 1;
}
