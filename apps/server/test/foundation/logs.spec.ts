import { request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOG_BATCH_MAX_BYTES, LOG_CONTEXT_MAX_BYTES, LOG_CONTEXT_MAX_DEPTH } from '@atrium/schema';
import { LogsService } from '../../src/modules/logs/logs.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const entry = (over: Record<string, unknown> = {}) => ({
  timestamp: new Date().toISOString(),
  level: 'error',
  message: 'Something broke',
  ...over,
});

describe('POST /api/logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('accepts a valid batch with 202', async () => {
    const res = await t
      .http()
      .post('/api/logs')
      .send({
        entries: [entry(), entry({ level: 'info', context: { password: 'hunter2' } })],
        source: 'web',
        version: '1.0.0',
      })
      .expect(202);
    expect(res.body).toEqual({ accepted: 2 });
  });

  it('is answered under /.netlify/functions/logs', async () => {
    await t
      .http()
      .post('/.netlify/functions/logs')
      .send({ entries: [entry()], source: 'web', version: '1' })
      .expect(202);
  });

  it.each([
    ['no entries', { entries: [], source: 'web', version: '1' }, 'entries'],
    [
      'too many entries',
      { entries: Array.from({ length: 101 }, () => entry()), source: 'web', version: '1' },
      'entries',
    ],
    ['bad level', { entries: [entry({ level: 'loud' })], source: 'web', version: '1' }, 'entries.0.level'],
    [
      'message not a string',
      { entries: [entry({ message: 42 })], source: 'web', version: '1' },
      'entries.0.message',
    ],
    ['unknown key', { entries: [entry()], source: 'web', version: '1', extra: true }, ''],
    ['array body', [entry()], ''],
  ])('%s → 400 naming %s', async (_n, payload, path) => {
    const res = await t
      .http()
      .post('/api/logs')
      .send(payload as object);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

/** POSTs `body` without Content-Length (Transfer-Encoding: chunked), in 16 KiB chunks. */
function postChunked(
  t: TestApp,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Record<string, unknown> }> {
  const server = t.app.getHttpServer() as Server;
  const listening = server.listening
    ? Promise.resolve()
    : new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return listening.then(
    () =>
      new Promise((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/logs',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
            );
          },
        );
        req.on('error', reject);
        for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.slice(i, i + 16 * 1024));
        req.end();
      }),
  );
}

const batchOf = (entries: unknown[]) => ({ entries, source: 'web', version: '1.0.0' });
/** A valid batch of about 150 kB of JSON. */
const batch150k = () => batchOf(Array.from({ length: 15 }, () => entry({ message: 'x'.repeat(9_999) })));

function expectLimited(
  res: { status: number; headers: Record<string, unknown>; body: unknown },
  maxS: number,
) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    message: expect.any(String),
    timestamp: expect.any(String),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxS).toBe(true);
}

describe('POST /api/logs limits', () => {
  let t: TestApp;
  let ingest: jest.SpyInstance;
  let ip = 0;
  /** Each test is its own client (TRUST_PROXY lets X-Forwarded-For name it), so budgets do not mix. */
  const client = () => `198.51.100.${++ip}`;
  const post = (from: string, payload: unknown) =>
    t
      .http()
      .post('/api/logs')
      .set('x-forwarded-for', from)
      .send(payload as object);

  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGS_PER_IP: '5',
      RATE_LIMIT_LOGS_BYTES_PER_IP: '400000',
      RATE_LIMIT_LOGS_WINDOW: '60',
    });
  });
  beforeEach(() => {
    ingest = jest.spyOn(t.app.get(LogsService), 'ingest');
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('over the requests per client IP → 429 with Retry-After in the API shape; nothing is logged', async () => {
    const from = client();
    for (let i = 0; i < 5; i++) await post(from, batchOf([entry()])).expect(202);
    expect(ingest).toHaveBeenCalledTimes(5);
    const res = await post(from, batchOf([entry()]));
    expectLimited(res, 60);
    expect(ingest).toHaveBeenCalledTimes(5);
    await post(client(), batchOf([entry()])).expect(202); // another client is not affected
  });

  it('over the bytes per client IP → 429, counted from Content-Length before the body is read', async () => {
    const from = client();
    const big = batch150k();
    await post(from, big).expect(202);
    await post(from, big).expect(202);
    expectLimited(await post(from, big), 60); // would pass 400,000 bytes
    expect(ingest).toHaveBeenCalledTimes(2);
    await post(client(), big).expect(202); // another client has its own budget
  });

  it('a body over the route limit (256 KiB, below the global 1 MiB) → 413 before it is read', async () => {
    const entries = Array.from({ length: 30 }, () => entry({ message: 'y'.repeat(9_999) }));
    const body = batchOf(entries);
    expect(JSON.stringify(body).length).toBeGreaterThan(LOG_BATCH_MAX_BYTES);
    const res = await post(client(), body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    expect(ingest).not.toHaveBeenCalled();
  });

  it('a chunked body (no Content-Length) is bounded too: 413 past the route limit, its bytes charged otherwise', async () => {
    const huge = JSON.stringify(
      batchOf(Array.from({ length: 40 }, () => entry({ message: 'z'.repeat(9_999) }))),
    );
    const from = client();
    const tooBig = await postChunked(t, huge, { 'x-forwarded-for': from });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(ingest).not.toHaveBeenCalled();

    const other = client();
    const big = JSON.stringify(batch150k());
    expect((await postChunked(t, big, { 'x-forwarded-for': other })).status).toBe(202);
    expect((await postChunked(t, big, { 'x-forwarded-for': other })).status).toBe(202);
    const third = await postChunked(t, big, { 'x-forwarded-for': other });
    expectLimited(third, 60);
    expect(ingest).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'context nested too deeply',
      { context: nested(LOG_CONTEXT_MAX_DEPTH + 1) },
      'entries.0.context',
      'nested too deeply',
    ],
    [
      'metadata nested too deeply',
      { metadata: { a: [[[[[[[[1]]]]]]]] } },
      'entries.0.metadata',
      'nested too deeply',
    ],
    [
      'context too large',
      { context: { s: 'x'.repeat(LOG_CONTEXT_MAX_BYTES) } },
      'entries.0.context',
      'too large',
    ],
    [
      'metadata too large',
      { metadata: { s: 'é'.repeat(LOG_CONTEXT_MAX_BYTES / 2) } },
      'entries.0.metadata',
      'too large',
    ],
  ])('%s → 400 VALIDATION_FAILED naming it; nothing is logged', async (_n, over, path, words) => {
    const res = await post(client(), batchOf([entry(), entry(over)]));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([
      { path: path.replace('0', '1'), message: expect.stringContaining(words) },
    ]);
    expect(ingest).not.toHaveBeenCalled();
  });

  it('a hostile context (100,000 levels deep, within the body limit) is refused in milliseconds', async () => {
    const depth = 100_000;
    const body = `{"entries":[{"timestamp":"${new Date().toISOString()}","level":"info","message":"m","context":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}],"source":"web","version":"1"}`;
    expect(body.length).toBeLessThan(LOG_BATCH_MAX_BYTES);
    const started = performance.now();
    const res = await t
      .http()
      .post('/api/logs')
      .set('x-forwarded-for', client())
      .set('content-type', 'application/json')
      .send(body);
    const ms = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'entries.0.context', message: expect.stringContaining('nested too deeply') },
    ]);
    // Linear work answers in milliseconds; a walk that revisited levels (quadratic: 10^10 steps)
    // would take minutes. The bound leaves room for a busy CI machine (it once took 326 ms while
    // two Jest workers ran on 2 cores), and still fails on that.
    expect(ms).toBeLessThan(2_000);
    expect(ingest).not.toHaveBeenCalled();
  });
});

function nested(levels: number): Record<string, unknown> {
  let v: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i++) v = { a: v };
  return v;
}
