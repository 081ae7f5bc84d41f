#!/usr/bin/env node
// Runs the Playwright suite against the built app. With DATABASE_URL set, the server under test
// gets a fresh database on that PostgreSQL server (dropped afterwards); otherwise embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url + '/../../apps/server/');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e: no Chromium at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

async function adminQuery(url, sql) {
  const { Client } = require('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const env = { ...process.env };
let dbName;
if (process.env.DATABASE_URL) {
  dbName = `atrium_e2e_${randomBytes(4).toString('hex')}`;
  await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${dbName}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = '/' + dbName;
  env.E2E_DATABASE_URL = u.toString();
}
delete env.DATABASE_URL;
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
if (dbName)
  await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(
    () => {},
  );
process.exit(r.status ?? 1);
