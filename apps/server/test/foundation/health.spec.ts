import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

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

  it('sends the security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

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
