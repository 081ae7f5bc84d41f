// Shared helpers for the benchmark scripts: start the built server, wait for health, load test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createRequire } from 'node:module';

export const root = new URL('../..', import.meta.url).pathname;

/** node-postgres, from the server's dependencies. */
export const { Client: PgClient } = createRequire(join(root, 'apps/server/package.json'))('pg');

/** One statement on a short-lived connection (creating and dropping bench databases); its rows. */
export async function pgQuery(url, sql, params = []) {
  const c = new PgClient({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** A JSON API call: `{status, body}` with the body parsed (undefined when empty). */
export async function apiCall(baseUrl, method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Servers a bench started and has not stopped. A bench that gives up (a server not healthy in
 * time, its time limit, an exception) exits without reaching its `finally`; these are signalled
 * on the way out, so no orphan server keeps its port and its CPU for the next run.
 */
const running = new Set();
let reaperInstalled = false;
export function stopOnExit(child, { group = false } = {}) {
  running.add({ child, group });
  child.once('exit', () => {
    for (const entry of running) if (entry.child === child) running.delete(entry);
  });
  if (!reaperInstalled) {
    reaperInstalled = true;
    process.on('exit', () => {
      for (const { child: c, group: g } of running) {
        try {
          if (g) process.kill(-c.pid, 'SIGTERM');
          else c.kill('SIGTERM');
        } catch {
          /* already gone */
        }
      }
    });
  }
  return child;
}

export async function waitHealthy(url, timeoutMs = 60_000) {
  const start = performance.now();
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200) return performance.now() - start;
    } catch {
      /* not up yet */
    }
    if (performance.now() - start > timeoutMs) throw new Error(`not healthy after ${timeoutMs} ms: ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts `node <script>` with env; resolves once /api/health (or `healthPath`) answers 200. */
export async function startNode(script, env, healthPath = '/api/health') {
  const port = await freePort();
  const t0 = performance.now();
  // BENCH_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is passed to every server started here.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopOnExit(child);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let early;
  const died = exited.then((code) => {
    early = new Error(`${script} exited with code ${code} before it was healthy`);
  });
  try {
    await Promise.race([waitHealthy(`http://127.0.0.1:${port}${healthPath}`), died]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  if (early) throw early;
  const readyMs = performance.now() - t0;
  return {
    port,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

function ms(value, unit) {
  const n = Number(value);
  return Math.round((unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n) * 100) / 100;
}

/** wrk (C, one thread: the other core is the server's) when installed; autocannon otherwise. */
function loadWrk(url, { connections, duration, headers, method, body }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  // A method or body other than GET needs a Lua script (wrk has no flag for them).
  let scriptDir;
  if (method || body !== undefined) {
    scriptDir = mkdtempSync(join(tmpdir(), 'atrium-wrk-'));
    const script = join(scriptDir, 'request.lua');
    writeFileSync(
      script,
      `wrk.method = ${JSON.stringify(method ?? 'GET')}\n` +
        (body !== undefined ? `wrk.body = ${JSON.stringify(body)}\n` : ''),
    );
    args.push('-s', script);
  }
  args.push(url);
  // Asynchronous, so a load can overlap another measurement (e.g. routes during sign-ins).
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (scriptDir) rmSync(scriptDir, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`wrk failed: ${err}`));
      else resolve(parseWrk(out));
    });
  });
}

function parseWrk(out) {
  const pct = (p) => {
    const m = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
    return m ? ms(m[1], m[2]) : NaN;
  };
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const errors = out.match(/Socket errors: (.*)/)?.[1];
  return {
    tool: 'wrk',
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]) * 10) / 10,
    p50: pct(50),
    p99: pct(99),
    non2xx,
    errors: errors ? 1 : 0,
  };
}

/** Loads `url` for `duration` seconds; `method` and `body` (a string) are optional (GET by default). */
export function load(url, { connections = 50, duration = 8, headers = {}, method, body } = {}) {
  if (WRK && !process.env.BENCH_AUTOCANNON)
    return loadWrk(url, { connections, duration, headers, method, body });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers,
        pipelining: 1,
        ...(method ? { method } : {}),
        ...(body !== undefined ? { body } : {}),
      },
      (err, res) => {
        if (err) return reject(err);
        resolve({
          tool: 'autocannon',
          rps: Math.round(res.requests.average),
          p50: res.latency.p50,
          p99: res.latency.p99,
          non2xx: res.non2xx,
          errors: res.errors,
          statuses: Object.fromEntries(
            Object.entries(res)
              .filter(([k]) => /^\dxx$/.test(k))
              .map(([k, v]) => [k, v]),
          ),
        });
      },
    );
  });
}

/** The middle value (the upper one of the two middle values of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function fmt(r) {
  return `${String(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;
}

/** Headless Debian Chromium (CHROMIUM_PATH overrides) through playwright-core. */
export async function launchChromium() {
  const require = createRequire(join(root, 'apps/client/package.json'));
  const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
}

/** The benchmarks' admin account, created by the server at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/** The built server in production mode on a fresh embedded database in `dataDir`, with BENCH_ADMIN. */
export function startBenchServer(dataDir) {
  const env = { ...process.env };
  delete env.DATABASE_URL; // always the embedded database, fresh
  return startNode(join(root, 'apps/server/dist/main.js'), {
    ...env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SECRETS_KEY: 'b'.repeat(64),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
}

/** Signs `account` in through the app's sign-in form and waits for the dashboard. */
export async function signInThroughForm(page, url, account = BENCH_ADMIN) {
  await page.goto(url + '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Ends a browser benchmark after `defaultMs` (BENCH_TIME_LIMIT_MS overrides), exiting 0. */
export function stopAfter(name, defaultMs) {
  const deadline = setTimeout(
    () => {
      console.log(`\n${name} bench: time limit reached, stopping.`);
      process.exit(0);
    },
    Number(process.env.BENCH_TIME_LIMIT_MS ?? defaultMs),
  );
  deadline.unref();
}

/** Throws unless the server and the client have been built. */
export function requireBuild() {
  if (
    !existsSync(join(root, 'apps/server/dist/main.js')) ||
    !existsSync(join(root, 'apps/client/dist/index.html'))
  )
    throw new Error('build first (apps/server/dist and apps/client/dist)');
}

/**
 * Builds checked, the production server on a fresh embedded database and Chromium started:
 * runs `fn(browser, url)` and always stops both.
 */
export async function withBenchServerAndBrowser(name, fn) {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-${name}-bench-`));
  const server = await startBenchServer(dataDir);
  try {
    const browser = await launchChromium();
    try {
      return await fn(browser, server.url);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Loads `url` in 1-second runs until two runs in a row agree within 5 % (at most `maxRuns`): a
 * server just started, or just switched to another request, needs a few seconds before its
 * figure stands still (JIT, heap sizing, pool connections), and a comparison of a warm server
 * with a cold one measures the warm-up, not the request.
 */
export async function warmUp(url, { connections = 50, headers = {}, maxRuns = 8 } = {}) {
  let last = 0;
  for (let i = 0; i < maxRuns; i++) {
    const { rps } = await load(url, { connections, duration: 1, headers });
    if (i > 0 && Math.abs(rps - last) <= 0.05 * Math.max(rps, last)) return rps;
    last = rps;
  }
  return last;
}

/**
 * Alternating runs of two URLs after warming each up (warmUp), so both meet the same machine:
 * `rounds` pairs of runs of a quarter of the bench's `duration` each (at least 2 s), the order
 * swapped every round. Returns the mean of each and the ratio A/B as the median of the rounds'
 * own ratios: on a shared 2-core machine the bare handler's throughput was seen to swing from
 * 15,000 to 30,000 req/s between consecutive 2-s runs, and a ratio of means over 3 pairs moved
 * with whichever run met such a swing; the two runs of one round meet the same machine.
 * The ratios keep three decimals: a goal of 0.7× must not be met by a 0.697 rounded up.
 */
export async function compareAlternating(
  a,
  b,
  { connections = 50, duration, rounds = 9, headersA = {}, headersB = {} },
) {
  const slice = Math.max(2, Math.round(duration / 4));
  await warmUp(a, { connections, headers: headersA });
  await warmUp(b, { connections, headers: headersB });
  const runsA = [];
  const runsB = [];
  for (let i = 0; i < rounds; i++) {
    const runA = () => load(a, { connections, duration: slice, headers: headersA });
    const runB = () => load(b, { connections, duration: slice, headers: headersB });
    if (i % 2 === 0) {
      runsA.push(await runA());
      runsB.push(await runB());
    } else {
      runsB.push(await runB());
      runsA.push(await runA());
    }
  }
  const mean = (runs) => ({
    ...runs[runs.length - 1],
    rps: Math.round(runs.reduce((s, r) => s + r.rps, 0) / runs.length),
    runs: runs.map((r) => r.rps),
    non2xx: runs.reduce((s, r) => s + (r.non2xx ?? 0), 0),
  });
  const [meanA, meanB] = [mean(runsA), mean(runsB)];
  const ratio = median(runsA.map((r, i) => r.rps / runsB[i].rps));
  return [
    meanA,
    meanB,
    // Three decimals, so a goal compared with it is not met by rounding (0.697 is not 0.7).
    { ratio: Math.round(ratio * 1000) / 1000, of_means: Math.round((meanA.rps / meanB.rps) * 1000) / 1000 },
  ];
}

/** `serverUrl` (a PostgreSQL server) with the database `dbName`: where a bench's temporary database is. */
export function databaseUrlOn(serverUrl, dbName) {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/**
 * The environment of the built server in a bench on PostgreSQL: production mode, no demo data,
 * `admin` created at start, the per-IP sign-in limit out of the way. Add DATABASE_URL and DATA_DIR.
 */
export function postgresBenchEnv(admin) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SECRETS_KEY: 'b'.repeat(64),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_AUTH_PER_IP: '1000000',
  };
}

/** Records which goals were met in `results.goals` and prints them ("goals met: rps yes, ratio NO"). */
export function reportGoals(results, goals, met) {
  results.goals = { ...goals, met };
  console.log(
    `\ngoals met: ${Object.entries(met)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
}

/** Writes `data` as JSON to tools/bench/results/`file`. */
export function writeResults(file, data) {
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(join(root, 'tools/bench/results', file), JSON.stringify(data, null, 2));
}
