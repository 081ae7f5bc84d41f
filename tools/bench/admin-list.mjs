#!/usr/bin/env node
// The generated admin list in the browser (issue 11), after a build: node tools/bench/admin-list.mjs.
// On PostgreSQL (a temporary database created on CLUSTER_DATABASE_URL, default this machine's
// server, dropped at the end), the built server and client, headless Chromium (playwright-core,
// CHROMIUM_PATH or /usr/bin/chromium), loopback:
//   1. an integrator collection registered through POST /api/schemas, filled with 100,000 rows;
//   2. signed in as the platform admin, on /admin/collections, a click on the collection's row
//      navigates client-side to /admin/collections/<name>; from the click (performance.mark) to
//      the first page of rows painted (the frame after they are in the DOM). Goal ≤ 300 ms.
//      Measured RUNS times (back to the list in between), median and worst printed;
//   3. "Scroll (1,000 a load)" in Rows per page, then scrolling to the end until 10,000 rows are
//      loaded (long tasks recorded for information), back to the top, and a measured scroll
//      through the 10,000 loaded rows at 10 rows a frame (about 24,000 px/s): long tasks (PerformanceObserver
//      'longtask') and frame times (requestAnimationFrame). Goal: no long task > 50 ms (60 fps).
// Results in tools/bench/results/admin-list.json. Bounded (BENCH_TIME_LIMIT_MS, default 240 s);
// always exits 0.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiCall,
  databaseUrlOn,
  median,
  pgQuery,
  postgresBenchEnv,
  reportGoals,
  root,
  startNode,
  writeResults,
} from './lib.mjs';

const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ROWS = 100_000;
const LOADED = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROWS_PER_FRAME = Number(process.env.BENCH_ROWS_PER_FRAME ?? 10);
const GOALS = { first_page_ms: 300, long_task_ms: 50 };
const require = createRequire(join(root, 'apps/client/package.json'));
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-admin-list-'));
const dbName = `atrium_bench_admin_list_${process.pid}`;
const admin = { email: 'list-bench-admin@example.com', password: 'list-bench-password' };
const COLLECTION = {
  name: 'bench_rows',
  label: 'Bench row',
  fields: [
    { name: 'n', type: 'integer', required: true, unique: true },
    { name: 'title', type: 'string', required: true, max: 200 },
    { name: 'category', type: 'enum', options: ['a', 'b', 'c', 'd'], required: true, default: 'a' },
    { name: 'price', type: 'number' },
    { name: 'done', type: 'boolean', required: true, default: false },
    { name: 'due_on', type: 'date' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true, display_field: 'name' },
  ],
  list: { columns: ['n', 'title', 'category', 'price', 'done', 'due_on', 'zone_id'], sort: [{ field: 'n' }] },
};
const deadline = setTimeout(
  () => {
    console.log('\nadmin-list bench: time limit reached, stopping.');
    process.exit(0);
  },
  Number(process.env.BENCH_TIME_LIMIT_MS ?? 240_000),
);
deadline.unref();

/** apiCall that throws on anything but 2xx. */
async function call(base, method, path, options) {
  const res = await apiCall(base, method, path, options);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const pct = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const round = (x) => Math.round(x * 10) / 10;

/** In the page: clicks the collection's row and resolves with ms from the click to the rows painted. */
const TIME_FIRST_PAGE = ({ rowLabel, tableLabel }) =>
  new Promise((resolve) => {
    const target = [...document.querySelectorAll('tr')].find(
      (r) => r.getAttribute('aria-label') === rowLabel,
    );
    performance.clearMarks('admin-list:click');
    const start = performance.mark('admin-list:click').startTime;
    target.click();
    const rowSelector = `table[aria-label="${tableLabel}"] tbody tr[aria-label]`;
    const check = () => {
      if (document.querySelector(rowSelector)) {
        // In the DOM at this frame; painted when the next frame starts.
        requestAnimationFrame(() => {
          const end = performance.mark('admin-list:first-page').startTime;
          resolve(end - start);
        });
      } else requestAnimationFrame(check);
    };
    check();
  });

/** In the page: long tasks from now on, kept in window.__longTasks. */
const OBSERVE_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
};

/** In the page: scrolls the table's box to its end until `want` rows are loaded; the time it took. */
const LOAD_WHILE_SCROLLING = (want) =>
  new Promise((resolve, reject) => {
    const box = document.querySelector('[data-slot="data-table-scroll"]');
    const pager = () =>
      document.querySelector('nav[aria-label="Pagination"] p[aria-live]')?.textContent ?? '';
    const loaded = () => Number((pager().match(/–([\d,]+)/)?.[1] ?? '0').replaceAll(',', ''));
    const t0 = performance.now();
    const step = () => {
      if (loaded() >= want) return resolve({ ms: performance.now() - t0, pager: pager() });
      if (performance.now() - t0 > 60_000) return reject(new Error(`stuck at "${pager()}"`));
      box.scrollTop = box.scrollHeight;
      requestAnimationFrame(step);
    };
    step();
  });

/**
 * In the page: scrolls from the top through `rows` rows, `perFrame` a frame, as a wheel or a
 * dragged scrollbar would (the position is kept here and written once a frame, never read back,
 * so the harness forces no layout of its own); frame times and long tasks.
 */
const MEASURED_SCROLL = ({ rows, perFrame, rowHeight }) =>
  new Promise((resolve) => {
    const box = document.querySelector('[data-slot="data-table-scroll"]');
    box.scrollTop = 0;
    const end = rows * rowHeight - box.clientHeight;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__longTasks = [];
        const frames = [];
        let last = performance.now();
        let pos = 0;
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          if (pos >= end) {
            // One more frame so the last scroll's work is counted.
            requestAnimationFrame((t) => {
              frames.push(t - last);
              resolve({ frames, longTasks: [...window.__longTasks], scrolledTo: box.scrollTop });
            });
            return;
          }
          pos = Math.min(end, pos + perFrame * rowHeight);
          box.scrollTop = pos;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    );
  });

const results = { rows: ROWS, at: new Date().toISOString() };
let api;
let created = false;
let browser;
try {
  console.log(`Atrium admin list in Chromium (${ROWS.toLocaleString('en')} rows on PostgreSQL, loopback)\n`);
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  if (!existsSync(join(process.env.CLIENT_DIST_DIR ?? join(root, 'apps/client/dist'), 'index.html')))
    throw new Error('apps/client/dist is missing: build first');
  await pgQuery(SERVER_URL, `CREATE DATABASE ${dbName}`);
  created = true;
  const databaseUrl = databaseUrlOn(SERVER_URL, dbName);
  api = await startNode(join(root, 'apps/server/dist/main.js'), {
    ...postgresBenchEnv(admin),
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data'),
  });

  const signin = await call(api.url, 'POST', '/api/auth/signin', { body: admin });
  const token = signin.tokens.accessToken;
  await call(api.url, 'POST', '/api/schemas', { token, body: COLLECTION });
  const zone = await call(api.url, 'POST', '/api/zones', { token, body: { name: 'Bench zone' } });
  const t0 = performance.now();
  await pgQuery(
    databaseUrl,
    `INSERT INTO bench_rows (n, title, category, price, done, due_on, zone_id)
     SELECT i, 'Row ' || i, (ARRAY['a','b','c','d'])[1 + i % 4], i * 1.5, i % 3 = 0,
            date '2025-01-01' + (i % 365), $1
     FROM generate_series(1, ${ROWS}) i`,
    [zone.id],
  );
  await pgQuery(databaseUrl, 'ANALYZE bench_rows');
  console.log(`filled ${ROWS.toLocaleString('en')} rows in ${Math.round(performance.now() - t0)} ms`);

  const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`${api.url}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);

  // The list of collections, reached as a user does (client-side from the dashboard).
  const openList = async () => {
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/collections');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page
      .getByRole('table', { name: 'Collections' })
      .getByRole('row', { name: 'Bench row (bench_rows)' })
      .waitFor();
  };
  const firstPage = [];
  for (let i = 0; i < RUNS; i++) {
    await openList();
    const ms = await page.evaluate(TIME_FIRST_PAGE, {
      rowLabel: 'Bench row (bench_rows)',
      tableLabel: 'Bench rows',
    });
    if (!page.url().endsWith('/admin/collections/bench_rows')) throw new Error(`landed on ${page.url()}`);
    await page.getByText(/^1–25 of 100,000$/).waitFor();
    firstPage.push(Math.round(ms));
  }
  results.first_page_ms = { runs: firstPage, median: median(firstPage), worst: Math.max(...firstPage) };
  console.log(
    `\nclick on the collection → first page of rows painted (client-side navigation, ${RUNS} runs):\n` +
      `  median ${results.first_page_ms.median} ms, worst ${results.first_page_ms.worst} ms (runs: ${firstPage.join(', ')}; goal ≤ ${GOALS.first_page_ms} ms)`,
  );

  // Scroll mode: load 10,000 rows, then the measured scroll through them.
  await page.evaluate(OBSERVE_LONG_TASKS);
  await page.getByLabel('Rows per page').selectOption('scroll');
  await page.getByText(/^1–1,000 of 100,000/).waitFor();
  const loading = await page.evaluate(LOAD_WHILE_SCROLLING, LOADED);
  const loadTasks = await page.evaluate(() => window.__longTasks);
  results.loading = {
    rows: LOADED,
    ms: Math.round(loading.ms),
    pager: loading.pager,
    long_tasks: loadTasks.length,
    max_long_task_ms: round(Math.max(0, ...loadTasks)),
  };
  console.log(
    `\nloading ${LOADED.toLocaleString('en')} rows while scrolling (1,000 a load): ${results.loading.ms} ms, ` +
      `pager "${loading.pager}"; long tasks ${loadTasks.length}, longest ${results.loading.max_long_task_ms} ms (information)`,
  );
  const rowHeight = await page.evaluate(
    () =>
      document.querySelector('table[aria-label="Bench rows"] tbody tr[aria-label]').getBoundingClientRect()
        .height,
  );
  // BENCH_PROFILE=1: a CPU profile of the measured scroll, its heaviest functions printed (self time).
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const scroll = await page.evaluate(MEASURED_SCROLL, { rows: LOADED, perFrame: ROWS_PER_FRAME, rowHeight });
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const dt = profile.timeDeltas ?? [];
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const f = byId.get(id).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log('\nprofile of the measured scroll (self ms):');
    for (const [k, v] of top) console.log(`  ${Math.round(v)}  ${k}`);
  }
  const frames = scroll.frames.slice(1);
  const slow = frames.filter((f) => f > 16.7 + 0.5).length;
  results.scroll = {
    rows: LOADED,
    rows_per_frame: ROWS_PER_FRAME,
    frames: frames.length,
    frames_over_16_7_ms: slow,
    p50_frame_ms: round(pct(frames, 50)),
    p95_frame_ms: round(pct(frames, 95)),
    max_frame_ms: round(Math.max(...frames)),
    long_tasks: scroll.longTasks.length,
    max_long_task_ms: round(Math.max(0, ...scroll.longTasks)),
  };
  console.log(
    `\nscrolling through the ${LOADED.toLocaleString('en')} loaded rows (${ROWS_PER_FRAME} rows a frame, ${frames.length} frames):\n` +
      `  frame time p50 ${results.scroll.p50_frame_ms} ms, p95 ${results.scroll.p95_frame_ms} ms, max ${results.scroll.max_frame_ms} ms; ` +
      `${slow} frames over 16.7 ms\n` +
      `  long tasks: ${scroll.longTasks.length}, longest ${results.scroll.max_long_task_ms} ms (goal: none over ${GOALS.long_task_ms} ms)`,
  );
  const met = {
    first_page: results.first_page_ms.median <= GOALS.first_page_ms,
    scroll_60fps: results.scroll.max_long_task_ms <= GOALS.long_task_ms,
  };
  reportGoals(results, GOALS, met);
  writeResults('admin-list.json', results);
} catch (error) {
  console.log(`admin-list bench failed: ${error?.stack ?? error}`);
} finally {
  await browser?.close().catch(() => undefined);
  await api?.stop();
  if (created)
    await pgQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
