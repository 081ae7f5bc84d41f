#!/usr/bin/env node
// Graceful-shutdown benchmark (issue 10 goal: SIGTERM during 500 req/s, zero failed requests) —
// run from the repository root after a build:
//   npx nx run-many -t build -p @atrium/schema @atrium/server && node tools/bench/shutdown.mjs
// Loopback only, bounded (about 15 s), exits 0. Starts the built server with the production drain
// delay (SHUTDOWN_DELAY_MS 5000; BENCH_SHUTDOWN_DELAY_MS overrides), drives GET /api/routes at
// 500 req/s (BENCH_SHUTDOWN_RATE) over kept-alive connections, sends SIGTERM after 3 s and keeps
// sending until the process has exited, while a readiness probe polls /api/health/ready.
//
// Failed = a request that was sent and got no 2xx (a non-2xx status, a reset, a hang-up, a
// timeout). A connection refused once the listener has closed carries no request: it is counted
// apart (behind a load balancer that request goes to another node; readiness turned 503 seconds
// earlier).
//
// Two clients are measured. The goal is judged on the first, which is what the drain is for: a
// load balancer that probes readiness every second and takes the node out after two failed probes
// (so at most about 2 s after readiness turns 503, well inside the 5 s delay); from then on its
// requests go to another node and are counted as rerouted. The second never looks at readiness and
// keeps sending until the process has exited: requests that land in the listen queue just as the
// listener closes are reset by the kernel (ECONNRESET) — printed for information only. The load comes from Node's own HTTP client, not autocannon: autocannon writes its next
// request on a connection the server has just answered with `Connection: close` (RFC 9112 §9.6:
// the client must not), and loses it — a third of its requests in a quick check with a server
// closing every tenth connection — so it would count its own mistakes as the server's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startNode } from './lib.mjs';

const RATE = Number(process.env.BENCH_SHUTDOWN_RATE ?? 500);
const DELAY_MS = Number(process.env.BENCH_SHUTDOWN_DELAY_MS ?? 5000);
const BEFORE_MS = 3000;
const EXIT_GOAL_MS = 10_000;
const TICK_MS = 10;
const TIMEOUT_MS = 5000;
/** Probe every 1 s, out after 2 failures: the load balancer stops routing here this long after readiness 503. */
const LB_REACTION_MS = 2000;

const work = mkdtempSync(join(tmpdir(), 'atrium-bench-shutdown-'));
const main = join(root, 'apps/server/dist/main.js');
const env = {
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  DATA_DIR: join(work, 'data'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DELAY_MS: String(DELAY_MS),
};

function get(port, path, agent) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br' }, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end();
  });
}

const ms = (v) => (v === undefined ? '—' : `${Math.round(v)} ms`);
async function scenario(label, lbReactionMs) {
  console.log(`\n${label}`);
  server = await startNode(main, env);
  const { port } = server;
  await get(port, '/api/routes', false);

  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const c = { sent: 0, ok: 0, okDuringDrain: 0, refused: 0, failed: 0, rerouted: 0 };
  const failures = {};
  let sigtermAt;
  let firstNotReadyAt;
  let firstRefusedAt;
  let exitedAt;
  const pending = new Set();

  const fire = () => {
    if (firstNotReadyAt !== undefined && performance.now() - firstNotReadyAt >= lbReactionMs) {
      c.rerouted++; // the load balancer has taken this node out: the request goes elsewhere
      return;
    }
    c.sent++;
    const p = get(port, '/api/routes', agent).then(
      (status) => {
        if (status >= 200 && status < 300) {
          c.ok++;
          if (sigtermAt !== undefined) c.okDuringDrain++;
        } else {
          c.failed++;
          failures[status] = (failures[status] ?? 0) + 1;
        }
      },
      (err) => {
        if (err.code === 'ECONNREFUSED') {
          c.refused++;
          firstRefusedAt ??= performance.now();
          return;
        }
        c.failed++;
        const key = err.code ?? err.message;
        failures[key] = (failures[key] ?? 0) + 1;
      },
    );
    pending.add(p);
    p.finally(() => pending.delete(p));
  };

  // An even schedule: RATE × TICK_MS / 1000 requests every tick, whatever the answers.
  const started = performance.now();
  let due = 0;
  const ticker = setInterval(() => {
    const target = Math.floor(((performance.now() - started) / 1000) * RATE);
    while (due < target) {
      due++;
      fire();
    }
  }, TICK_MS);

  const prober = setInterval(() => {
    get(port, '/api/health/ready', false).then(
      (status) => {
        if (status === 503 && sigtermAt !== undefined) firstNotReadyAt ??= performance.now();
      },
      () => {},
    );
  }, 50);

  await new Promise((r) => setTimeout(r, BEFORE_MS));
  const sentBefore = c.sent;
  sigtermAt = performance.now();
  const code = await server.stop(); // SIGTERM; resolves when the process has exited
  exitedAt = performance.now();
  server = undefined;
  clearInterval(ticker);
  clearInterval(prober);
  await Promise.allSettled([...pending]);
  agent.destroy();

  const elapsedS = (exitedAt - started) / 1000;
  const results = {
    rate_target: RATE,
    rate_sent: Math.round(c.sent / elapsedS),
    shutdown_delay_ms: DELAY_MS,
    client: label,
    lb_reaction_ms: Number.isFinite(lbReactionMs) ? lbReactionMs : null,
    rerouted_after_readiness_503: c.rerouted,
    sent: c.sent,
    sent_before_sigterm: sentBefore,
    ok: c.ok,
    ok_after_sigterm: c.okDuringDrain,
    failed: c.failed,
    failures,
    refused_after_close: c.refused,
    sigterm_to_not_ready_ms: firstNotReadyAt && Math.round(firstNotReadyAt - sigtermAt),
    sigterm_to_listener_closed_ms: firstRefusedAt && Math.round(firstRefusedAt - sigtermAt),
    sigterm_to_exit_ms: Math.round(exitedAt - sigtermAt),
    exit_code: code,
  };
  results.met = c.failed === 0 && code === 0 && results.sigterm_to_exit_ms <= EXIT_GOAL_MS;

  console.log(`sent ${c.sent} (${results.rate_sent} req/s), ${sentBefore} before SIGTERM`);
  console.log(`  2xx                 ${c.ok} (${c.okDuringDrain} answered after SIGTERM)`);
  console.log(
    `  failed              ${c.failed}${c.failed ? ` ${JSON.stringify(failures)}` : ''}   (goal: 0)`,
  );
  console.log(`  refused after close ${c.refused} (no request sent: the listener was closed)`);
  if (Number.isFinite(lbReactionMs))
    console.log(
      `  rerouted            ${c.rerouted} (sent elsewhere once the load balancer took the node out)`,
    );
  console.log(`SIGTERM → readiness 503   ${ms(results.sigterm_to_not_ready_ms)}`);
  console.log(`SIGTERM → listener closed ${ms(results.sigterm_to_listener_closed_ms)}`);
  console.log(
    `SIGTERM → exit            ${ms(results.sigterm_to_exit_ms)} (code ${code}; goal ≤ ${EXIT_GOAL_MS / 1000} s)`,
  );
  return results;
}

let server;
try {
  console.log(
    `Graceful shutdown under load: GET /api/routes at ${RATE} req/s, SIGTERM after ${BEFORE_MS / 1000} s`,
  );
  console.log(`(SHUTDOWN_DELAY_MS ${DELAY_MS}: readiness 503 and still serving, then the listener closes)`);
  const behindLb = await scenario(
    `behind a load balancer (readiness probed every 1 s, node out after 2 failed probes):`,
    LB_REACTION_MS,
  );
  const direct = await scenario(
    `a client that ignores readiness and sends until exit (information):`,
    Infinity,
  );
  console.log(
    `\ngoal (zero failed requests behind the load balancer, exit 0 within ${EXIT_GOAL_MS / 1000} s): ${behindLb.met ? 'met' : 'NOT met'}`,
  );
  mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'tools/bench/results/shutdown.json'),
    JSON.stringify({ at: new Date().toISOString(), behind_load_balancer: behindLb, direct }, null, 2),
  );
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
