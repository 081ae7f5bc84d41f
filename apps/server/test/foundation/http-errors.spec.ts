import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

describe('HTTP errors come back in the API error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['malformed JSON', 'application/json', '{"entries": [', 400, 'VALIDATION_FAILED'],
    ['empty JSON body', 'application/json', '', 400, 'VALIDATION_FAILED'],
    ['wrong content type', 'text/plain', 'hello', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['xml', 'application/xml', '<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('%s → %i %s', async (_name, type, payload, status, code) => {
    const res = await t.http().post('/api/logs').set('content-type', type).send(payload);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ...errorShape, code });
    expect(res.body.stack).toBeUndefined();
  });

  it('oversized body → 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ entries: [], source: 'x'.repeat(1024 * 1024 + 10), version: '1' });
    const res = await t.http().post('/api/logs').set('content-type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ ...errorShape, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('unknown API path → 404 NOT_FOUND in the error shape, also under /.netlify/functions', async () => {
    for (const path of ['/api/nope', '/.netlify/functions/nope']) {
      const res = await t.http().get(path).expect(404);
      expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND' });
    }
  });

  it('serves the OpenAPI document listing the routes and health endpoints', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/routes', '/api/routes/by-name/{name}', '/api/logs']),
    );
    const ui = await t.http().get('/api/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
