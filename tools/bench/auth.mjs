#!/usr/bin/env node
// Accounts benchmarks (issue 4), loopback, bounded, standalone after a build:
//  - authenticated GET /api/auth/me vs the same endpoint with token checking switched off after
//    the first request (tools/bench/auth-unguarded-server.mjs patches the built server in its
//    own process; the server has no such setting), same run;
//  - sign-in throughput vs 2 cores ÷ the time of one argon2 hash measured here;
//  - GET /api/routes p99 while sign-ins saturate the CPU.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, load, root, startNode } from './lib.mjs';

const require = createRequire(join(root, 'apps/server/package.json'));
const argon2 = require('argon2');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-auth-'));
const main = join(root, 'apps/server/dist/main.js');
const baseEnv = {
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_SIGNIN_FAILURES: '1000000',
};
const email = 'bench@atrium.local';
const password = 'bench-password-123';

async function signUpAndIn(url) {
  await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Bench' }),
  });
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).tokens.accessToken;
}

const results = {};
try {
  console.log('Atrium accounts benchmarks\n');
  // 1. /auth/me with and without authentication, same run.
  const dataDir = join(work, 'data');
  let server = await startNode(main, { ...baseEnv, DATA_DIR: dataDir });
  const token = await signUpAndIn(server.url);
  const auth = { authorization: `Bearer ${token}` };
  await load(`${server.url}/api/auth/me`, { connections: 50, duration: 2, headers: auth });
  const me = await load(`${server.url}/api/auth/me`, { connections: 50, duration: DURATION, headers: auth });

  // 2. Sign-in throughput.
  const t0 = performance.now();
  const N = 10;
  for (let i = 0; i < N; i++)
    await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const hashMs = (performance.now() - t0) / N;
  const ideal = 2 / (hashMs / 1000);
  const signin = {
    connections: 8,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  };
  // Sign-ins alone: the throughput goal compares them with the hash alone, so nothing else may
  // compete for the two cores while they are counted.
  const signins = await load(`${server.url}/api/auth/signin`, signin);
  // 3. Routes p99 while sign-ins saturate the CPU (a second, separate window).
  const [, routesDuring] = await Promise.all([
    load(`${server.url}/api/auth/signin`, signin),
    new Promise((r) => setTimeout(r, 1000)).then(() =>
      load(`${server.url}/api/routes`, {
        connections: 10,
        duration: DURATION - 2,
        headers: { 'accept-encoding': 'br' },
      }),
    ),
  ]);
  const refused = await fetch(`${server.url}/api/auth/me`, {
    headers: { authorization: 'Bearer not.a.token' },
  });
  if (refused.status !== 401) throw new Error(`the real server accepted a forged token (${refused.status})`);
  const signinRps = signins.rps;
  const non2xx = signins.non2xx;
  await server.stop();

  server = await startNode(join(root, 'tools/bench/auth-unguarded-server.mjs'), {
    ...baseEnv,
    DATA_DIR: dataDir,
  });
  const token2 = await signUpAndIn(server.url);
  const auth2 = { authorization: `Bearer ${token2}` };
  await load(`${server.url}/api/auth/me`, { connections: 50, duration: 2, headers: auth2 });
  const meOff = await load(`${server.url}/api/auth/me`, {
    connections: 50,
    duration: DURATION,
    headers: auth2,
  });
  // The comparison means something only if checking really is off there: a token that is not
  // one must be accepted by the patched server (the real one refused it above).
  const forged = await fetch(`${server.url}/api/auth/me`, {
    headers: { authorization: 'Bearer not.a.token' },
  });
  if (forged.status !== 200)
    throw new Error(`auth-unguarded-server did not switch checking off (${forged.status})`);
  await server.stop();

  results.auth_me = {
    authenticated: me,
    auth_off: meOff,
    ratio: Math.round((me.rps / meOff.rps) * 100) / 100,
  };
  results.signin = {
    argon2_hash_ms: Math.round(hashMs * 10) / 10,
    ideal_rps: Math.round(ideal * 10) / 10,
    measured_rps: signinRps,
    ratio: Math.round((signinRps / ideal) * 100) / 100,
    non2xx,
  };
  results.routes_during_signins = routesDuring;
  console.log(`GET /api/auth/me (50 connections, ${DURATION} s)`);
  console.log(`  authenticated   ${fmt(me)}`);
  console.log(`  auth off        ${fmt(meOff)}`);
  console.log(`  ratio           ${results.auth_me.ratio}×`);
  console.log(
    `\nsign-in: one argon2id hash ${results.signin.argon2_hash_ms} ms → ideal 2 cores ÷ hash = ${results.signin.ideal_rps}/s`,
  );
  console.log(
    `  measured        ${signinRps} sign-ins/s (${results.signin.ratio}× ideal${non2xx ? `, ${non2xx} non-2xx` : ''})`,
  );
  console.log(`GET /api/routes while sign-ins saturate the CPU: ${fmt(routesDuring)}`);
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/auth.json'),
    JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
