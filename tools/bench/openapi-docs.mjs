#!/usr/bin/env node
// API docs document benchmark — run from the repository root after a build:
//   npx nx run-many -t build -p @atrium/schema @atrium/server && node tools/bench/openapi-docs.mjs
// Loopback only, bounded (about a minute), exits 0. Starts the built server in production mode on
// a temporary embedded database, imports 200 collections of 30 fields through
// POST /api/schemas/import (an outside probe's setup: the document was then 15.6 MB for an admin
// and took 4-5 s to serve), then fetches GET /api/docs/json as the platform admin and as a member
// (granted a quarter of the collections, with half of their fields): the document's size, the
// time to serve it the first time after the import (built) and again (cached per role), and the
// longest GET /api/health/live answered meanwhile (fired every 2 ms: the event-loop stall while
// the document is built and serialised). The Swagger UI page's script, which names the document's
// URL, is timed too. Goal: admin document under 3 MB, its first serve under 1 s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCall, BENCH_ADMIN, median, requireBuild, startBenchServer, writeResults } from './lib.mjs';

const COLLECTIONS = Number(process.env.BENCH_DOCS_COLLECTIONS ?? 200);
const FIELDS = 30;
const CACHED_REPS = 5;
const HEALTH_EVERY_MS = 2;
const GOALS = { admin_bytes_max: 3 * 1024 * 1024, admin_first_ms_max: 1000 };

const name = (i) => `bench_docs_${String(i).padStart(3, '0')}`;

/** 30 fields of every kind, labelled and explained as an integrator's are; one relation to the previous collection. */
function collection(i) {
  const fields = [];
  const kinds = [
    'string',
    'text',
    'integer',
    'number',
    'boolean',
    'enum',
    'date',
    'datetime',
    'uuid',
    'json',
  ];
  for (let f = 0; fields.length < FIELDS - 2; f++) {
    const type = kinds[f % kinds.length];
    const field = {
      name: `${type}_field_${f}`,
      type,
      label: `${type[0].toUpperCase()}${type.slice(1)} field ${f}`,
      help: `What the ${type} field number ${f} of collection ${i} holds, as its integrator explains it.`,
    };
    if (type === 'string') field.max = 200;
    if (type === 'integer') Object.assign(field, { min: 0, max: 1000 });
    if (type === 'enum') field.options = ['planned', 'active', 'blocked', 'done'];
    if (type === 'json') field.shape = 'object';
    fields.push(field);
  }
  fields.push({ name: 'zone_id', type: 'relation', target: 'zones', label: 'Zone', on_delete: 'cascade' });
  fields.push({
    name: 'parent_id',
    type: 'relation',
    target: i > 0 ? name(i - 1) : 'users',
    label: 'Parent',
    on_delete: 'set_null',
  });
  const out = {
    name: name(i),
    label: `Bench item ${i}`,
    label_plural: `Bench items ${i}`,
    description: `Collection ${i} of the API docs benchmark.`,
    fields,
  };
  // A member (platform role `user`) reads a quarter of the collections, half of their fields.
  if (i % 4 === 0) {
    const readable = fields.filter((_, k) => k % 2 === 0).map((f) => f.name);
    out.permissions = {
      user: {
        actions: ['read', 'create', 'update'],
        read_fields: ['id', ...readable],
        write_fields: readable.filter((n) => !n.startsWith('uuid')),
      },
    };
  }
  return out;
}

/** One request; its time, status and size in bytes. */
async function timedFetch(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, ms: performance.now() - t0, bytes };
}

/** `request` while GET /api/health/live is fired every HEALTH_EVERY_MS: its answer and the slowest health answer. */
async function underHealthFire(base, request) {
  const health = [];
  let done = false;
  const fire = (async () => {
    const pending = [];
    while (!done) {
      pending.push(timedFetch(`${base}/api/health/live`).then((r) => health.push(r.ms)));
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
    await Promise.all(pending);
  })();
  await new Promise((r) => setTimeout(r, 1));
  const answer = await request();
  done = true;
  await fire;
  return { ...answer, stall_ms: Math.max(0, ...health) };
}

const round = (ms) => Math.round(ms * 10) / 10;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

requireBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-openapi-docs-bench-'));
const server = await startBenchServer(dataDir);
const results = { collections: COLLECTIONS, fields: FIELDS };
try {
  console.log(`API docs document: ${COLLECTIONS} collections of ${FIELDS} fields\n`);
  const signin = await apiCall(server.url, 'POST', '/api/auth/signin', { body: BENCH_ADMIN });
  if (signin.status !== 200) throw new Error(`admin sign-in: ${signin.status}`);
  const admin = { authorization: `Bearer ${signin.body.tokens.accessToken}` };
  const signup = await apiCall(server.url, 'POST', '/api/auth/signup', {
    body: { email: 'docs-bench-member@example.com', password: 'docs-bench-member-password-1' },
  });
  if (signup.status !== 201) throw new Error(`member sign-up: ${signup.status}`);
  const member = { authorization: `Bearer ${signup.body.tokens.accessToken}` };

  // The documents before the import (built-in collections only), for scale.
  const emptyAdmin = await timedFetch(`${server.url}/api/docs/json`, admin);
  results.before_import_admin_bytes = emptyAdmin.bytes;

  const t0 = performance.now();
  const imported = await apiCall(server.url, 'POST', '/api/schemas/import', {
    token: signin.body.tokens.accessToken,
    body: {
      format: 'atrium-collections',
      version: 1,
      collections: Array.from({ length: COLLECTIONS }, (_, i) => collection(i)),
    },
  });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
  results.import_ms = Math.round(performance.now() - t0);
  console.log(
    `imported in ${results.import_ms} ms; admin document before the import: ${mb(emptyAdmin.bytes)}\n`,
  );

  for (const [who, headers] of [
    ['admin', admin],
    ['member', member],
  ]) {
    const url = `${server.url}/api/docs/json`;
    const first = await underHealthFire(server.url, () => timedFetch(url, headers));
    if (first.status !== 200) throw new Error(`${who} document: ${first.status}`);
    // BENCH_DOCS_DUMP=<dir>: keep each document to look into (<dir>/admin.json, member.json).
    if (process.env.BENCH_DOCS_DUMP) {
      const res = await fetch(url, { headers });
      writeFileSync(join(process.env.BENCH_DOCS_DUMP, `${who}.json`), await res.text());
    }
    const again = [];
    for (let i = 0; i < CACHED_REPS; i++)
      again.push(await underHealthFire(server.url, () => timedFetch(url, headers)));
    const ui = await underHealthFire(server.url, () =>
      timedFetch(`${server.url}/api/docs/swagger-ui-init.js`, headers),
    );
    results[who] = {
      bytes: first.bytes,
      first_ms: round(first.ms),
      first_stall_ms: round(first.stall_ms),
      cached_ms: round(median(again.map((r) => r.ms))),
      cached_stall_ms: round(median(again.map((r) => r.stall_ms))),
      swagger_ui_init_ms: round(ui.ms),
      swagger_ui_init_bytes: ui.bytes,
    };
    const r = results[who];
    console.log(
      `${who.padEnd(6)}  ${mb(r.bytes).padStart(9)}   first ${String(r.first_ms).padStart(7)} ms (health waited ${r.first_stall_ms} ms)   ` +
        `cached ${String(r.cached_ms).padStart(6)} ms (health waited ${r.cached_stall_ms} ms)   swagger-ui-init.js ${r.swagger_ui_init_ms} ms`,
    );
  }

  const met = {
    admin_under_3_mb: results.admin.bytes < GOALS.admin_bytes_max,
    admin_first_under_1_s: results.admin.first_ms < GOALS.admin_first_ms_max,
  };
  results.goals = { ...GOALS, met };
  console.log(
    `\ngoals met: ${Object.entries(met)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
  writeResults('openapi-docs.json', { at: new Date().toISOString(), ...results });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
