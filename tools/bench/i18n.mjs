#!/usr/bin/env node
// Language benchmark (issue 13), run after a build: `node tools/bench/i18n.mjs`.
//
// The built server (NODE_ENV=production, a fresh embedded database) and headless Chromium,
// signed in on the preferences page. Measures:
// - which catalogue chunks the browser fetches: at the first page load (one: the start language)
//   and at each switch (one more, only for a language not seen before), and each chunk's gzip size
//   (goal ≤ 15 kB);
// - how long the page takes to show the new language once the account has saved it, with the
//   catalogue already cached: from the end of the PATCH's response (resource timing) to the frame
//   painted after the page's text changed (goal ≤ 100 ms), median of several en ⇄ de switches;
// - the initial JS (goal ≤ 150 kB gzip, the same figure `npm run bench` prints).
// Bounded and always exits 0; writes tools/bench/results/i18n.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_GOAL_BYTES, catalogueSizes } from '../i18n/catalogues.mjs';
import { INITIAL_JS_GOAL_BYTES, initialJsGzip } from './client-size.mjs';
import { root, signInThroughForm, stopAfter, withBenchServerAndBrowser } from './lib.mjs';

const SWITCH_GOAL_MS = 100;
const RUNS = Number(process.env.BENCH_I18N_RUNS ?? 6);

stopAfter('i18n', 150_000);

/**
 * Runs in the page: resolves with the ms from the end of the next preferences PATCH response to
 * the frame painted after the save button's text (the page's language) changed.
 */
const WAIT_SWITCH = () =>
  new Promise((resolve) => {
    const button = () => document.querySelector('form button[type="submit"]');
    const before = button()?.textContent;
    let patchEnd = null;
    let changedAt = null;
    const done = () => {
      if (patchEnd === null || changedAt === null) return;
      observer.disconnect();
      perf.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - patchEnd), 0));
    };
    const perf = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.includes('/users/me/preferences')) patchEnd = entry.responseEnd;
      }
      done();
    });
    perf.observe({ type: 'resource' });
    const observer = new MutationObserver(() => {
      if (changedAt === null && button()?.textContent !== before) changedAt = performance.now();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => resolve(null), 15_000);
  });

/** The area (`core`, `workspace`…) from a catalogue chunk's path: `assets/i18n-de-admin-….js`. */
const area = (path) => /\/assets\/i18n-\w+-(\w+)-/.exec(path)?.[1] ?? path;
const catalogueChunk = (url) => /\/assets\/i18n-\w+-\w+-[\w-]+\.js$/.test(new URL(url).pathname);

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (request) => {
    if (catalogueChunk(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await signInThroughForm(page, url);
  await page.waitForLoadState('networkidle'); // the dashboard's own chunks are in
  fetched.length = 0; // from here: a fresh load of the preferences page (a core page)
  await page.goto(url + '/settings/preferences');
  await page.locator('#pref-language').waitFor();
  const atStart = [...fetched];

  const switchTo = async (tag) => {
    const timing = page.evaluate(WAIT_SWITCH);
    await page.waitForTimeout(30); // the observers are in place before the save
    await page.locator('#pref-language').selectOption(tag);
    await page.locator('form button[type="submit"]').click();
    return timing;
  };
  const first = {};
  const chunksBefore = fetched.length;
  first.de = await switchTo('de-DE');
  const deChunks = fetched.slice(chunksBefore);
  const cached = [];
  for (let i = 0; i < RUNS; i++) {
    cached.push(await switchTo(i % 2 === 0 ? 'en-US' : 'de-DE'));
  }
  const beforeJa = fetched.length;
  first.ja = await switchTo('ja-JP');
  const jaChunks = fetched.slice(beforeJa);
  await switchTo('en-US');
  await context.close();

  const values = cached.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  const unique = [...new Set(fetched)];
  return {
    chunks_at_start: atStart.map(area),
    chunks_for_first_de: deChunks.map(area),
    chunks_for_first_ja: jaChunks.map(area),
    chunks_total: unique.length,
    first_switch_ms: { de: first.de && Math.round(first.de), ja: first.ja && Math.round(first.ja) },
    cached_switch_median_ms: values.length ? Math.round(values[Math.floor(values.length / 2)]) : null,
    cached_switch_max_ms: values.length ? Math.round(values[values.length - 1]) : null,
    runs: values.length,
  };
}

const main = () => withBenchServerAndBrowser('i18n', measure);

try {
  const result = await main();
  const sizes = await catalogueSizes();
  const initial = initialJsGzip();
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log('Languages, headless Chromium, signed in on the preferences page:');
  const sameAreas = (list) => list.join() === result.chunks_at_start.join();
  console.log(
    `  catalogue chunks fetched: loading the preferences page ${result.chunks_at_start.join(' + ')} (English); switching to German ${result.chunks_for_first_de.join(' + ')}; to Japanese ${result.chunks_for_first_ja.join(' + ')} (goal: only the chosen language's, only the areas in use) ${mark(result.chunks_at_start.length > 0 && sameAreas(result.chunks_for_first_de) && sameAreas(result.chunks_for_first_ja))}`,
  );
  for (const [name, bytes] of Object.entries(sizes)) {
    console.log(
      `  catalogue ${name}: ${(bytes / 1000).toFixed(1)} kB gzip  goal ≤ 15 kB ${mark(bytes <= CATALOGUE_GOAL_BYTES)}`,
    );
  }
  console.log(
    `  switch with the catalogue cached: median ${result.cached_switch_median_ms} ms (max ${result.cached_switch_max_ms}, ${result.runs} switches)  goal ≤ ${SWITCH_GOAL_MS} ms ${mark(result.cached_switch_median_ms !== null && result.cached_switch_median_ms <= SWITCH_GOAL_MS)}`,
  );
  console.log(
    `  first switch (catalogue fetched): de ${result.first_switch_ms.de} ms, ja ${result.first_switch_ms.ja} ms`,
  );
  console.log(
    `  initial JS: ${(initial.gzip / 1024).toFixed(1)} KiB gzip (${initial.gzip} B)  goal ≤ 150 kB ${mark(initial.gzip <= INITIAL_JS_GOAL_BYTES)}`,
  );
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/i18n.json'),
    JSON.stringify(
      { at: new Date().toISOString(), initial_js_gzip: initial.gzip, catalogue_gzip_bytes: sizes, ...result },
      null,
      2,
    ),
  );
} catch (error) {
  console.log(`i18n bench failed: ${error?.stack ?? error}`);
}
process.exit(0);
