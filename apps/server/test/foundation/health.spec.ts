import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReadinessService } from '../../src/modules/health/readiness.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const apiError = (code: string, message: string) => ({
  error: expect.any(String),
  code,
  message,
  timestamp: expect.any(String),
});

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports ok with the database latency, version and uptime', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up', latency_ms: expect.any(Number) },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptime_s: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is answered under /.netlify/functions too', async () => {
    const res = await t.http().get('/.netlify/functions/health').expect(200);
    expect(res.body.status).toBe('ok');
  });

  it('sends the security headers of an API answer', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Document-only headers are not sent with JSON.
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it.each(['/api/docs', '/some/client/page'])(
    'sends the security headers of a document on %s',
    async (path) => {
      const res = await t.http().get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
    },
  );

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const ok = await t.http().get('/api/health').set('x-request-id', 'abc-123');
    expect(ok.headers['x-request-id']).toBe('abc-123');
    const bad = await t.http().get('/api/health').set('x-request-id', 'bad id with spaces <script>');
    expect(bad.headers['x-request-id']).not.toContain('<');
  });

  it('answers 503 with status down when the database is gone', async () => {
    const other = await startTestApp();
    try {
      await other.dataSource.destroy();
      const res = await other.http().get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'down', database: { status: 'down', latency_ms: null } });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/health/live · GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('live answers 200 without asking the database, never cached', async () => {
    const res = await t.http().get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'live' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 once started with the database up, never cached', async () => {
    const res = await t.http().get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.http().get('/.netlify/functions/health/ready')).status).toBe(200);
  });

  it('both are public and in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs/json').expect(200)).body;
    expect(doc.paths['/api/health/live'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/health/ready'].get.responses['503']).toBeDefined();
  });

  it('without a database: ready is 503 UNAVAILABLE in the API error shape, live still 200', async () => {
    // In development too, where unexpected failures carry their stack: this one is a state.
    const other = await startTestApp({ NODE_ENV: 'development' });
    try {
      await other.dataSource.destroy();
      const res = await other.http().get('/api/health/ready').expect(503);
      expect(res.body).toEqual(apiError('UNAVAILABLE', 'Not ready: the database is not answering'));
      expect(res.headers['cache-control']).toBe('no-store');
      await other.http().get('/api/health/live').expect(200);
    } finally {
      await other.close();
    }
  });

  it('draining: ready is 503 at once while requests are still served; once closing, a kept-alive connection gets its next answer, then is closed', async () => {
    const other = await startTestApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let closing: Promise<void> | undefined;
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const server = other.app.getHttpServer();
      const { port } = server.address() as AddressInfo;
      const get = (path: string) =>
        new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
            );
          });
          req.on('error', reject);
          req.end();
        });
      expect(await get('/api/routes')).toMatchObject({ status: 200, connection: 'keep-alive' });
      other.app.get(ReadinessService).drain();
      const ready = await get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual(apiError('UNAVAILABLE', 'Not ready: the node is shutting down'));
      // Still served, on the same kept-alive connection.
      expect(await get('/api/routes')).toMatchObject({ status: 200, connection: 'keep-alive' });
      expect(await get('/api/health/live')).toMatchObject({ status: 200, connection: 'keep-alive' });

      // The listener closes; the idle kept-alive connection is not cut at once (Node would): the
      // request this client sends on it now is answered, with Connection: close.
      closing = other.close();
      while (server.listening) await new Promise((r) => setTimeout(r, 5));
      expect(await get('/api/routes')).toMatchObject({ status: 200, connection: 'close' });
      await closing;
    } finally {
      agent.destroy();
      await (closing ?? other.close());
    }
  });
});
