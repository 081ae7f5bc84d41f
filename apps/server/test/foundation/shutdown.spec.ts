import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Runs the built server (`npm run build` first; Nx's test target depends on it). */
const main = resolve(__dirname, '../../dist/main.js');

function waitForReady(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolveReady, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/running at http:\/\/localhost:(\d+)/);
      if (m) resolveReady(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

function startServer(env: Record<string, string>): {
  child: ReturnType<typeof spawn>;
  dataDir: string;
  ready: Promise<number>;
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-shutdown-'));
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  };
  delete full.DATABASE_URL; // embedded database: these tests are about the process, not the store
  const child = spawn(process.execPath, [main], { env: full, stdio: ['ignore', 'pipe', 'pipe'] });
  return { child, dataDir, ready: waitForReady(child) };
}

interface Answer {
  status: number;
  at: number;
}

/** One GET; rejects with the socket error (ECONNREFUSED once the listener is closed). */
function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, at: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('under a steady stream of requests: readiness fails first, every request sent gets a 2xx, exit 0 within 10 s', async () => {
    const { child, dataDir, ready } = startServer({ SHUTDOWN_DELAY_MS: '700' });
    // Keep-alive connections, as a load balancer or browser holds them.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const port = await ready;
      const exited = new Promise<{ code: number | null; at: number }>((r) =>
        child.once('exit', (code) => r({ code, at: performance.now() })),
      );
      let sigtermAt = Infinity;
      let refusedAt = Infinity;
      const failures: string[] = [];
      let served = 0;
      let servedAfterSigterm = 0;

      // Eight clients, each sending its next request as soon as the last is answered: a cached
      // read and one that goes to the database.
      const client = async (i: number) => {
        for (let n = 0; ; n++) {
          const path = (n + i) % 2 ? '/api/routes' : '/api/health';
          try {
            const res = await get(port, path, agent);
            if (res.status >= 200 && res.status < 300) {
              served++;
              if (res.at > sigtermAt) servedAfterSigterm++;
            } else failures.push(`${path} → ${res.status}`);
          } catch (err) {
            // Refused: the listener is closed, so this request was never sent. Anything else
            // (a reset, a hang-up) lost a request that was sent.
            if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
              refusedAt = Math.min(refusedAt, performance.now());
              return;
            }
            failures.push(`${path} → ${(err as Error).message}`);
            return;
          }
        }
      };
      // A load balancer's readiness probe: a new connection every 20 ms.
      const probes: Answer[] = [];
      const prober = async () => {
        for (;;) {
          try {
            probes.push(await get(port, '/api/health/ready', false));
          } catch {
            return; // refused: the listener is closed
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const traffic = Promise.all([...Array.from({ length: 8 }, (_, i) => client(i)), prober()]);
      await new Promise((r) => setTimeout(r, 700));
      sigtermAt = performance.now();
      child.kill('SIGTERM');
      await traffic;
      const exit = await exited;

      expect(failures).toEqual([]);
      expect(served).toBeGreaterThan(50);
      expect(servedAfterSigterm).toBeGreaterThan(0); // it kept serving during the delay
      // Ready until the signal; 503 after it, before the listener closed.
      expect(probes.filter((p) => p.at < sigtermAt).every((p) => p.status === 200)).toBe(true);
      const first503 = probes.find((p) => p.at > sigtermAt && p.status === 503);
      expect(first503).toBeDefined();
      expect(first503!.at).toBeLessThan(refusedAt);
      expect(Number.isFinite(refusedAt)).toBe(true);
      expect(exit.code).toBe(0);
      expect(exit.at - sigtermAt).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('on SIGTERM finishes the in-flight request, refuses new ones and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-shutdown-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    delete env.DATABASE_URL; // embedded database: this test is about the process, not the store
    const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const port = await waitForReady(child);
      let refusedNew: boolean | undefined;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

      // Start a request and hold its body back: it is in flight when SIGTERM arrives.
      const body = JSON.stringify({
        entries: [{ timestamp: new Date().toISOString(), level: 'info', message: 'in flight' }],
        source: 'test',
        version: '1',
      });
      const response = new Promise<{ status: number; body: string }>((resolveRes, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/logs',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let data = '';
            res.on('data', (c) => (data += c));
            res.on('end', () => resolveRes({ status: res.statusCode ?? 0, body: data }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => {
            // A new connection now is refused: the listener is closed while the old request runs.
            const probe = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, () => {
              refusedNew = false;
            });
            probe.on('error', () => {
              refusedNew = true;
              req.end(body.slice(10));
            });
            probe.end();
          }, 300);
        }, 200);
      });

      const res = await response;
      expect(refusedNew).toBe(true);
      expect(res.status).toBe(202);
      expect(JSON.parse(res.body)).toEqual({ accepted: 1 });
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
