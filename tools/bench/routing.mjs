#!/usr/bin/env node
// Routing benchmarks (issue 3), run after a build: `node tools/bench/routing.mjs`.
//
// 1. Route tree: the client's own code (apps/client/src/routing: describeRoutes + buildRouteTree)
//    and TanStack Router's matcher, bundled for Node with `vite build --ssr` into a temporary
//    folder and run in a child process with NODE_ENV=production, on 10,000 generated routes;
//    then the same code as a production browser bundle in headless Chromium, where the client
//    really runs (its V8 is newer than Node 20's). Goals: building the tree ≤ 15 ms, matching a
//    URL ≤ 5 µs — both runtimes are printed and judged.
// 2. Start-up: the built server on an embedded database, headless Chromium (playwright-core),
//    loopback. From navigation start to the landing page painted: first-contentful-paint and the
//    landing hero's element timing (h1 elementtiming="landing-hero"). Goal ≤ 1 s.
// 3. Initial JS (gzip) of the built client. Goal ≤ 150 kB.
//
// Bounded (about a minute) and always exits 0; prints the figures and writes
// tools/bench/results/routing.json.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialJsGzip } from './client-size.mjs';
import { freePort, root, stopOnExit, waitHealthy } from './lib.mjs';

const require = createRequire(join(root, 'apps/client/package.json'));
const results = { at: new Date().toISOString() };
const GOALS = { build_ms: 15, match_us: 5, paint_ms: 1000, initial_js_kb: 150 };
const verdict = (ok) => (ok ? '✓' : '✗');
const deadline = setTimeout(
  () => {
    console.log('\nrouting bench: time limit reached, stopping.');
    process.exit(0);
  },
  Number(process.env.BENCH_TIME_LIMIT_MS ?? 180_000),
);
deadline.unref();

function runChild(args, env, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`exit ${code}: ${err.slice(-2000)}`));
    });
  });
}

const BENCH_OPTIONS = {
  routes: Number(process.env.BENCH_ROUTES ?? 10_000),
  runs: Number(process.env.BENCH_RUNS ?? 25),
  lookups: Number(process.env.BENCH_LOOKUPS ?? 200_000),
};

/**
 * Bundles the routing bench twice into a temporary folder: for Node (`vite build --ssr`, run in a
 * child process with NODE_ENV=production) and for the browser (one production IIFE script that
 * headless Chromium loads). Returns both figures; the browser's is null when Chromium is missing.
 */
async function routeTreeBench() {
  const manifestFile = join(root, 'apps/client/dist/component-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('apps/client/dist/component-manifest.json is missing: build first');
  // Inside node_modules so the bundle's bare imports (react, @tanstack/*) resolve from the workspace.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'atrium-routing-bench-'));
  try {
    const { build } = await import(require.resolve('vite'));
    const common = {
      configFile: false,
      root,
      logLevel: 'silent',
      resolve: {
        alias: [{ find: /^@atrium\/schema$/, replacement: join(root, 'libs/schema/src/index.ts') }],
      },
    };
    await build({
      ...common,
      build: {
        ssr: join(root, 'tools/bench/routing-bench-entry.ts'),
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'routing-bench.mjs', format: 'es' } },
      },
    });
    await build({
      ...common,
      mode: 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: {
          entry: join(root, 'tools/bench/routing-bench-browser.ts'),
          formats: ['iife'],
          name: 'atriumRoutingBenchBundle',
          fileName: () => 'routing-bench-browser.js',
        },
      },
    });
    const out = await runChild(
      [join(outDir, 'routing-bench.mjs')],
      { NODE_ENV: 'production', BENCH_MANIFEST: manifestFile },
      120_000,
    );
    const node = JSON.parse(out.trim().split('\n').at(-1));
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    let browser;
    try {
      browser = await inChromium(async (chromiumBrowser) => {
        const page = await chromiumBrowser.newPage();
        await page.goto('about:blank');
        await page.addScriptTag({ path: join(outDir, 'routing-bench-browser.js') });
        return page.evaluate((options) => globalThis.atriumRoutingBench(options), {
          ...BENCH_OPTIONS,
          manifest: { keys: manifest.keys, folders: manifest.folders },
        });
      });
    } catch (error) {
      browser = { error: String(error?.message ?? error) };
    }
    return { node, browser };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Runs `fn` with a headless Chromium (STACK.md), closed afterwards. */
async function inChromium(fn) {
  const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SECRETS_KEY: 'b'.repeat(64), // required in production (TOTP secrets at rest)
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopOnExit(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}

/** Reads paint timings in the page; resolves once the hero's element timing is in. */
const READ_PAINT = () =>
  new Promise((resolve) => {
    const out = {};
    out.fcp = null;
    const nav = performance.getEntriesByType('navigation')[0];
    out.dom_content_loaded = nav ? nav.domContentLoadedEventEnd : null;
    const done = () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      if (fcp) out.fcp = fcp.startTime;
      if (out.fcp === null || out.hero === undefined) return; // keep waiting (the 5 s timer ends it)
      resolve(out);
    };
    // Observed (buffered), not read once: the paint entry can arrive just after the hero's
    // element timing, when both land in the same frame.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') {
          out.fcp = entry.startTime;
          done();
        }
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier === 'landing-hero') {
          out.hero = entry.renderTime || entry.loadTime;
          done();
        }
      }
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) out.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(out), 5000);
  });

async function paintBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-routing-bench-'));
  const server = await startServer(dataDir);
  try {
    return await inChromium((browser) => measurePaint(browser, server.url));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePaint(browser, url) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url + '/', { waitUntil: 'commit' });
    await page.locator('#hero-title').waitFor({ timeout: 15_000 });
    const first = await page.evaluate(READ_PAINT);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#hero-title').waitFor({ timeout: 15_000 });
    const again = await page.evaluate(READ_PAINT);
    await context.close();
    if (i > 0) {
      cold.push(first); // the first visit warms the server; it is not counted
      warm.push(again);
    }
  }
  const median = (list, key) => {
    const values = list
      .map((r) => r[key])
      .filter((v) => typeof v === 'number')
      .sort((a, b) => a - b);
    return values.length ? Math.round(values[Math.floor(values.length / 2)]) : null;
  };
  const min = (list, key) => {
    const values = list.map((r) => r[key]).filter((v) => typeof v === 'number');
    return values.length ? Math.round(Math.min(...values)) : null;
  };
  const summary = (list) => ({
    first_contentful_paint_ms: median(list, 'fcp'),
    landing_hero_painted_ms: median(list, 'hero'),
    landing_hero_painted_min_ms: min(list, 'hero'),
    largest_contentful_paint_ms: median(list, 'lcp'),
    dom_content_loaded_ms: median(list, 'dom_content_loaded'),
  });
  return { runs: cold.length, cold_cache: summary(cold), warm_cache: summary(warm) };
}

/** A fixed CPU workload, printed so runs on different machines (or a busy one) can be compared. */
function referenceWorkloadMs() {
  const start = performance.now();
  const values = [];
  for (let i = 0; i < 1e6; i++) values.push((i * 7919) % 1000003);
  values.sort((a, b) => a - b);
  return Math.round(performance.now() - start);
}
results.reference_sort_1e6_ms = referenceWorkloadMs();
const load = (await import('node:os')).loadavg();
results.load_average = load.map((v) => Math.round(v * 100) / 100);
console.log(
  `Atrium routing benchmarks (loopback, NODE_ENV=production; load average ${results.load_average.join(', ')} on ${(await import('node:os')).cpus().length} CPUs)`,
);
console.log(
  `Reference workload (sort 10^6 numbers in Node): ${results.reference_sort_1e6_ms} ms — compare machines and runs with it.`,
);
console.log(
  'Times are wall-clock medians of repeated runs, with the fastest run (min) as the least disturbed one.\n',
);

/** Prints the figures of one runtime (Node or Chromium) of the route-tree bench. */
function printTree(label, tree) {
  const build = tree.build_ms.median;
  const total = build + tree.router_update_ms.median;
  const ms = (v) => v.toFixed(2);
  console.log(
    `route tree in ${label}, ${tree.routes.toLocaleString('en')} routes (${tree.registered} registered, median of ${tree.runs} runs)`,
  );
  console.log(
    `  rows → route tree (describe + createRoute ×N)   ${ms(build)} ms  (min ${ms(tree.build_ms.min)}, p95 ${ms(tree.build_ms.p95)})  goal ≤ ${GOALS.build_ms} ms ${verdict(build <= GOALS.build_ms)}`,
  );
  if (typeof tree.build_cpu_ms.median === 'number' && !Number.isNaN(tree.build_cpu_ms.median))
    console.log(
      `    CPU time of this process (shared machine: the work, not the wait) ${ms(tree.build_cpu_ms.median)} ms  (min ${ms(tree.build_cpu_ms.min)})`,
    );
  console.log(
    `    of which describing the rows                   ${ms(tree.describe_ms.median)} ms  (min ${ms(tree.describe_ms.min)})`,
  );
  console.log(
    `  TanStack router.update (processes the tree)      ${ms(tree.router_update_ms.median)} ms  (min ${ms(tree.router_update_ms.min)}, p95 ${ms(tree.router_update_ms.p95)})`,
  );
  console.log(`  rows → router ready, together                    ${ms(total)} ms`);
  console.log(`  JSON body → route records                        ${ms(tree.parse_ms.median)} ms`);
  const match = tree.match_us;
  console.log(
    `  match a URL, uncached (${match.lookups.toLocaleString('en')} distinct URLs, 5 rounds) ${ms(match.uncached)} µs  (min ${ms(match.uncached_min)})  goal ≤ ${GOALS.match_us} µs ${verdict(match.uncached <= GOALS.match_us)}`,
  );
  if (typeof match.uncached_cpu === 'number')
    console.log(
      `    CPU time per URL, all threads (GC helpers too) ${ms(match.uncached_cpu)} µs  (min ${ms(match.uncached_cpu_min)})`,
    );
  console.log(`  match a URL, router's match cache hit            ${ms(match.cached)} µs`);
  console.log(`  (URLs matched exactly: ${Math.round(match.urls_matched * 100)} %)`);
}

try {
  const tree = await routeTreeBench();
  results.route_tree = tree.node;
  results.route_tree_chromium = tree.browser;
  printTree('Node (NODE_ENV=production)', tree.node);
  console.log();
  if (tree.browser.error) console.log(`route tree in Chromium: could not run (${tree.browser.error})`);
  else printTree('headless Chromium (production bundle, where the client runs)', tree.browser);
} catch (error) {
  results.route_tree = { error: String(error?.message ?? error) };
  console.log(`route tree bench failed: ${results.route_tree.error}`);
}

try {
  const paint = await paintBench();
  results.landing_paint = paint;
  const hero = paint.cold_cache.landing_hero_painted_ms;
  console.log(`\nnavigation start → landing painted, headless Chromium (median of ${paint.runs})`);
  console.log(
    `  cold cache: first-contentful-paint ${paint.cold_cache.first_contentful_paint_ms} ms, hero painted ${hero} ms (min ${paint.cold_cache.landing_hero_painted_min_ms})  goal ≤ ${GOALS.paint_ms} ms ${verdict(hero !== null && hero <= GOALS.paint_ms)}`,
  );
  console.log(
    `  warm cache: first-contentful-paint ${paint.warm_cache.first_contentful_paint_ms} ms, hero painted ${paint.warm_cache.landing_hero_painted_ms} ms (min ${paint.warm_cache.landing_hero_painted_min_ms})`,
  );
} catch (error) {
  results.landing_paint = { error: String(error?.message ?? error) };
  console.log(`\nlanding paint bench failed: ${results.landing_paint.error}`);
}

try {
  const size = initialJsGzip();
  const kb = Math.round(size.gzip / 102.4) / 10;
  results.initial_js = {
    gzip_kb: kb,
    raw_kb: Math.round(size.raw / 102.4) / 10,
    files: size.files.map((f) => f.file),
  };
  console.log(
    `\ninitial JS: ${kb} kB gzip in ${size.files.length} files  goal ≤ ${GOALS.initial_js_kb} kB ${verdict(kb <= GOALS.initial_js_kb)}`,
  );
} catch (error) {
  results.initial_js = { error: String(error?.message ?? error) };
  console.log(`\ninitial JS: could not measure (${results.initial_js.error})`);
}

mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
writeFileSync(join(root, 'tools/bench/results/routing.json'), JSON.stringify(results, null, 2));
process.exit(0);
