import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
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

describe('graceful shutdown', () => {
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
  });
});
