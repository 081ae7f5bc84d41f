#!/usr/bin/env node
// `npm start`: builds what changed, then runs the server in this process (signals reach it
// directly, so SIGTERM shuts down gracefully). When every build output is newer than every
// input the build step is skipped outright — Nx's own cache check alone costs ~2 s, which
// matters for the "start to healthy ≤ 5 s" goal; any doubt (a missing output, a newer source)
// runs the Nx build, whose cache then does the rest.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.app.json',
  'apps/client/src',
  'apps/client/public',
  'apps/client/index.html',
  'apps/client/vite',
  'apps/client/vite.config.ts',
  'apps/client/package.json',
  'libs/schema/src',
  'libs/schema/package.json',
  'libs/ui/src',
  'libs/ui/package.json',
  'seeds/routes.json',
];
const outputs = ['apps/server/dist/main.js', 'apps/client/dist/index.html', 'libs/schema/dist/index.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

function upToDate() {
  if (!outputs.every((o) => existsSync(join(root, o)))) return false;
  const oldestOutput = Math.min(...outputs.map((o) => statSync(join(root, o)).mtimeMs));
  const newestInput = Math.max(...inputs.map((i) => newest(join(root, i))));
  return oldestOutput > newestInput;
}

if (!upToDate()) {
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('Build failed: see above.');
    process.exit(r.status ?? 1);
  }
}
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
