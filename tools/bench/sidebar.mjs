#!/usr/bin/env node
// Sidebar benchmark (issue 12), run after a build: `node tools/bench/sidebar.mjs`.
//
// The shell's menu code (apps/client/src/features/shell: menuFromItems + MenuTree) bundled for
// production as one browser script and run in headless Chromium with the built client's CSS:
// 5,000 navigation rows → the tree → React's commit → style and layout → the next frame painted,
// in a sidebar-sized scrolling column, median of 15 runs after 3 warm-ups. Two shapes: all 5,000
// at the top level (every row on screen: the list renders only the rows in view), and grouped
// (100 groups of 50, the current page's group open; closed groups render no children).
// Goal: first paint ≤ 50 ms. Bounded and always exits 0; writes tools/bench/results/sidebar.json.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(join(root, 'apps/client/package.json'));
const GOAL_MS = 50;
const COUNT = Number(process.env.BENCH_SIDEBAR_ITEMS ?? 5000);
const deadline = setTimeout(
  () => {
    console.log('\nsidebar bench: time limit reached, stopping.');
    process.exit(0);
  },
  Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000),
);
deadline.unref();

const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-sync'];

async function main() {
  const cssDir = join(root, 'apps/client/dist/assets');
  const css = existsSync(cssDir) ? readdirSync(cssDir).filter((f) => f.endsWith('.css')) : [];
  if (css.length === 0) throw new Error('apps/client/dist/assets has no CSS: build first');
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'atrium-sidebar-bench-'));
  try {
    const { build } = await import(require.resolve('vite'));
    const react = (await import(require.resolve('@vitejs/plugin-react'))).default;
    const { lingui } = await import(require.resolve('@lingui/vite-plugin'));
    const { getConfig } = await import(require.resolve('@lingui/conf'));
    const babelPlugin = await import(require.resolve('@rolldown/plugin-babel'));
    // As the client builds (apps/client/vite.config.ts): Lingui's macros become catalogue look-ups,
    // and the English catalogue is compiled from its .po file.
    const configPath = join(root, 'apps/client/lingui.config.ts');
    const linguiConfig = getConfig({ configPath });
    const linguiMacros = babelPlugin.defineRolldownBabelPreset({
      preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
      rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
    });
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      mode: 'production',
      plugins: [babelPlugin.default({ presets: [linguiMacros] }), react(), lingui({ configPath })],
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __APP_VERSION__: '"bench"' },
      resolve: {
        alias: [
          { find: /^@atrium\/schema$/, replacement: join(root, 'libs/schema/src/index.ts') },
          { find: /^@atrium\/ui$/, replacement: join(root, 'libs/ui/src/index.ts') },
          { find: /^@\//, replacement: join(root, 'apps/client/src') + '/' },
        ],
      },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: {
          entry: join(root, 'tools/bench/sidebar-bench-browser.ts'),
          formats: ['iife'],
          name: 'atriumSidebarBenchBundle',
          fileName: () => 'sidebar-bench-browser.js',
        },
      },
    });
    const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.setContent('<!doctype html><html><head></head><body></body></html>');
      for (const file of css) await page.addStyleTag({ path: join(cssDir, file) });
      await page.addScriptTag({ path: join(outDir, 'sidebar-bench-browser.js') });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const result = await page.evaluate((count) => globalThis.atriumSidebarBench({ count }), COUNT);
      if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

try {
  const result = await main();
  console.log(
    `Sidebar with ${COUNT.toLocaleString('en')} navigation items, headless Chromium (median of ${result.runs}; load average ${loadavg()[0].toFixed(1)}):`,
  );
  for (const shape of ['flat', 'grouped']) {
    const r = result[shape];
    const ok = r.paint_ms_median <= GOAL_MS;
    console.log(
      `  ${shape.padEnd(8)} first paint ${r.paint_ms_median.toFixed(1)} ms (max ${r.paint_ms_max.toFixed(1)}), ` +
        `render + layout ${r.layout_ms_median.toFixed(1)} ms, ${r.rows_in_dom} rows in the DOM  ` +
        `goal ≤ ${GOAL_MS} ms ${ok ? '✓' : '✗'}`,
    );
  }
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/sidebar.json'),
    JSON.stringify(
      { at: new Date().toISOString(), goal_ms: GOAL_MS, load_average: loadavg()[0], ...result },
      null,
      2,
    ),
  );
} catch (error) {
  console.log(`sidebar bench failed: ${error?.stack ?? error}`);
}
process.exit(0);
