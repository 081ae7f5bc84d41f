// Shared helpers for the benchmark scripts: start the built server, wait for health, load test.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export const root = new URL('../..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitHealthy(url, timeoutMs = 60_000) {
  const start = performance.now();
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200) return performance.now() - start;
    } catch {
      /* not up yet */
    }
    if (performance.now() - start > timeoutMs) throw new Error(`not healthy after ${timeoutMs} ms: ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts `node <script>` with env; resolves once /api/health (or `healthPath`) answers 200. */
export async function startNode(script, env, healthPath = '/api/health') {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await waitHealthy(`http://127.0.0.1:${port}${healthPath}`);
  const readyMs = performance.now() - t0;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export function load(url, { connections = 50, duration = 8, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, pipelining: 1 }, (err, res) => {
      if (err) return reject(err);
      resolve({
        rps: Math.round(res.requests.average),
        p50: res.latency.p50,
        p99: res.latency.p99,
        non2xx: res.non2xx,
        errors: res.errors,
        statuses: Object.fromEntries(
          Object.entries(res).filter(([k]) => /^\dxx$/.test(k)).map(([k, v]) => [k, v]),
        ),
      });
    });
  });
}

export function fmt(r) {
  return `${String(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;
}
