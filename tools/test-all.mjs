#!/usr/bin/env node
// `npm test`: builds, then runs every suite — Vitest (libs, client), Jest (server API tests on a
// real database) and Playwright (Chromium) — and ends with one line: `N passed, N failed`.
// DATABASE_URL set → the server suites run on that PostgreSQL server (fresh databases);
// unset → embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INITIAL_JS_GOAL_BYTES, initialJsGzip } from './bench/client-size.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(join(out, 'counts'), { recursive: true, force: true });
mkdirSync(join(out, 'counts'), { recursive: true });

const timings = [];
function run(label, cmd, args, opts = {}) {
  console.log(`\n━━ ${label} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: opts.cwd ?? root,
    env: { ...process.env, ...opts.env },
  });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return r.status ?? 1;
}

// TEST_DATABASE_SUITES_ONLY=1 runs only what depends on the database (server API tests and the
// browser tests); .ci/run sets it for its second pass, on PostgreSQL, because the type check and
// the Vitest suites never touch a database and already ran in the first.
const databaseSuitesOnly = process.env.TEST_DATABASE_SUITES_ONLY === '1';

const suites = [];
let passed = 0;
let failed = 0;

// The names of what failed, printed again just above the last line: a CI log is often read from
// its tail, and the failure itself may be thousands of lines further up.
const failures = [];
const relative = (path) => (path.startsWith(root) ? path.slice(root.length) : path);

/** Jest and Vitest write the same JSON report shape. */
function jestCounts(file, label) {
  const j = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load has no tests; count it as a failure so it cannot pass silently.
  const broken = j.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
  for (const s of broken)
    failures.push(
      `${label}: ${relative(s.name)} did not load: ${String(s.message).split('\n').find(Boolean) ?? ''}`,
    );
  for (const s of j.testResults)
    for (const t of s.assertionResults)
      if (t.status === 'failed') failures.push(`${label}: ${relative(s.name)} › ${t.fullName ?? t.title}`);
  return { passed: j.numPassedTests, failed: j.numFailedTests + broken.length };
}
function playwrightCounts(file, label) {
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const s = j.stats ?? {};
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky' || test.status === 'skipped')
          failures.push(
            `${label}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status === 'skipped' ? 'did not run' : test.status})`,
          );
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file && child.title ? [...titles, child.title] : titles);
  };
  for (const suite of j.suites ?? []) walk(suite, []);
  for (const e of j.errors ?? [])
    failures.push(`${label}: ${String(e.message).split('\n').find(Boolean) ?? 'error'}`);
  // The suite has no test.skip: a skipped test is one that did not run because an earlier test of
  // its serial group failed, and counts as failed so that it cannot vanish from the totals.
  return {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (s.skipped ?? 0) + (j.errors?.length ?? 0),
  };
}

function record(label, status, file, counter) {
  let c = { passed: 0, failed: 0 };
  if (existsSync(file)) {
    try {
      c = counter(file, label);
    } catch {
      c = { passed: 0, failed: 1 };
      failures.push(`${label}: its report ${relative(file)} could not be read`);
    }
  }
  if (status !== 0 && c.failed === 0) {
    c.failed = 1; // a crash with no report is still a failure
    failures.push(`${label}: exited with ${status} and no failed test in its report`);
  }
  passed += c.passed;
  failed += c.failed;
  suites.push(`${label}: ${c.passed} passed, ${c.failed} failed`);
}

const build = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
if (build !== 0) {
  console.log('\nbuild failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// Vite, Vitest and Jest (@swc/jest) strip types without checking them, and the builds of the server
// and libs/schema compile their sources only (tsconfig.app.json / tsconfig.lib.json leave the specs
// out): every project's `typecheck` (tsc --noEmit on its tsconfig.json, sources and tests) runs here.
// A wrong type in a test can hide a wrong assertion. Each is cached by nx on its inputs.
if (!databaseSuitesOnly) {
  const status = run('typecheck (server, client, libs/schema, libs/ui; tests included)', 'npx', [
    'nx',
    'run-many',
    '-t',
    'typecheck',
    '--output-style=static',
  ]);
  passed += status === 0 ? 1 : 0;
  failed += status === 0 ? 0 : 1;
  if (status !== 0) failures.push('typecheck: tsc reported errors (above)');
  suites.push(`typecheck: ${status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

// The browser tests are no nx project: Playwright strips their types too (about 5 s of tsc).
if (!databaseSuitesOnly) {
  const status = run('typecheck (e2e)', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']);
  passed += status === 0 ? 1 : 0;
  failed += status === 0 ? 0 : 1;
  if (status !== 0) failures.push('typecheck (e2e): tsc reported errors (above)');
  suites.push(`typecheck (e2e): ${status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

// ESLint over the whole workspace (eslint.config.js), warnings counted as failures as in
// `npm run lint`: about a minute on 2 cores.
if (!databaseSuitesOnly) {
  const status = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  passed += status === 0 ? 1 : 0;
  failed += status === 0 ? 0 : 1;
  if (status !== 0) failures.push('lint: eslint reported problems (above)');
  suites.push(`lint: ${status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

// The built client's initial JS (every script index.html loads or preloads) within its goal: a
// size, not a timing, so it is checked on every run rather than only by `npm run bench`.
if (!databaseSuitesOnly) {
  const { gzip, files } = initialJsGzip();
  const ok = files.length > 0 && gzip <= INITIAL_JS_GOAL_BYTES;
  console.log(
    `\n━━ initial JS ━━ ${(gzip / 1024).toFixed(1)} KiB gzip in ${files.length} files (goal ≤ ${INITIAL_JS_GOAL_BYTES / 1024} KiB)`,
  );
  passed += ok ? 1 : 0;
  failed += ok ? 0 : 1;
  if (!ok) failures.push(`initial JS: ${(gzip / 1024).toFixed(1)} KiB gzip, over the goal`);
  suites.push(`initial JS: ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

// The interface's translations: catalogues in step with the sources, every offered language
// complete, no user-visible literal outside the Lingui macros (tools/i18n/check.mjs).
if (!databaseSuitesOnly) {
  const file = join(out, 'counts', 'i18n.json');
  rmSync(file, { force: true });
  const status = run('i18n catalogues', 'node', [join(root, 'tools/i18n/check.mjs'), '--json', file]);
  record('i18n', status, file, (f) => JSON.parse(readFileSync(f, 'utf8')));
}

for (const [label, dir] of databaseSuitesOnly
  ? []
  : [
      ['libs/schema', 'libs/schema'],
      ['libs/ui', 'libs/ui'],
      ['apps/client', 'apps/client'],
    ]) {
  const file = join(out, 'counts', `${label.replace('/', '-')}.json`);
  const status = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      cwd: join(root, dir),
    },
  );
  record(label, status, file, jestCounts);
}

// CI's time limit for the server suite too: .ci/run gives its second pass TEST_SERVER_DEADLINE
// (Unix seconds) and what the first pass's server suite took (TEST_SERVER_EXPECTED_S). On a machine
// so slow that this pass's server suite would end past the deadline it is not run, and the summary
// says so (it ran, on the same build, on PGlite in the first pass); CI fails at 90 minutes, and
// nothing lands then. Unset (any `npm test` but CI's second pass): it always runs.
const serverDeadline = Number(process.env.TEST_SERVER_DEADLINE ?? 0);
const serverExpected = Number(process.env.TEST_SERVER_EXPECTED_S ?? 0);
const serverLeft = serverDeadline - Date.now() / 1000;
if (serverDeadline > 0 && serverExpected > serverLeft) {
  const note = `apps/server: not run in this pass (about ${Math.round(serverExpected)} s expected, ${Math.max(0, Math.round(serverLeft))} s left before CI's time limit)`;
  console.log(`\n━━ ${note}`);
  suites.push(note);
} else {
  const file = join(out, 'counts', 'server.json');
  const status = run(
    `apps/server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    'node',
    [
      '--experimental-vm-modules',
      join(root, 'node_modules/jest/bin/jest.js'),
      // Two workers, one per core: each test file has its own database (a fresh PostgreSQL one, or
      // its own in-memory PGlite), so files never share state. On this two-core machine the PGlite
      // pass took 12 min instead of 24 min in band (1,501 tests, same results).
      '--maxWorkers=2',
      '--json',
      `--outputFile=${file}`,
    ],
    { cwd: join(root, 'apps/server') },
  );
  record('apps/server', status, file, jestCounts);
}

// CI's time limit: .ci/run gives its second pass a deadline (TEST_E2E_DEADLINE, Unix seconds) and
// what the first pass's browser tests took (TEST_E2E_EXPECTED_S). When the browser tests would end
// past the deadline they are not run in this pass, and the summary says so: they ran, on the same
// build, in the first pass. Unset (any `npm test` but CI's second pass): they always run.
const e2eDeadline = Number(process.env.TEST_E2E_DEADLINE ?? 0);
const e2eExpected = Number(process.env.TEST_E2E_EXPECTED_S ?? 0);
const e2eLeft = e2eDeadline - Date.now() / 1000;
if (e2eDeadline > 0 && e2eExpected > e2eLeft) {
  const note = `e2e: not run in this pass (about ${Math.round(e2eExpected)} s expected, ${Math.max(0, Math.round(e2eLeft))} s left before CI's time limit)`;
  console.log(`\n━━ ${note}`);
  suites.push(note);
} else {
  const file = join(out, 'e2e.json');
  rmSync(file, { force: true });
  const status = run('e2e (Playwright, Chromium)', 'node', [join(root, 'tools/run-e2e.mjs')]);
  record('e2e', status, file, playwrightCounts);
}

console.log(`\ntime: ${timings.join(', ')}`);
console.log('\n' + suites.join('\n'));
if (failures.length) console.log('\nfailed:\n' + failures.map((f) => `  ${f}`).join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
