import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

/** What a request logs carries its request id, though its logger is made only when it logs. */
describe('request logs', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await startTestApp({}, { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  it('names the request id the answer carries, and never the token', async () => {
    const res = await t.http().get('/api/zones').set('authorization', 'Bearer not-a-token').expect(401);
    const id = res.headers['x-request-id'];
    expect(id).toEqual(expect.any(String));
    const refused = lines.filter((l) => l.msg === 'request refused' && l.reqId === id);
    expect(refused).toEqual([expect.objectContaining({ status: 401, code: 'UNAUTHENTICATED' })]);
    expect(JSON.stringify(lines)).not.toContain('not-a-token');
  });

  it("keeps the caller's own request id", async () => {
    await t.http().get('/api/zones').set('x-request-id', 'trace-42_abc').expect(401);
    expect(lines.some((l) => l.msg === 'request refused' && l.reqId === 'trace-42_abc')).toBe(true);
  });

  it('logs each request that completes, with its id, status and time', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        reqId: res.headers['x-request-id'],
        url: '/api/health',
        status: 200,
      }),
    );
  });

  it("never keeps an opened mail link's token, nor another sensitive parameter", async () => {
    const token = 'Mq8u-0UfaHeqjH9zZaKoUrMbBXWoWA9qBwOfEzgXOJQ';
    const res = await t.http().get(`/reset-password?token=${token}`);
    const logged = lines.find((l) => l.msg === 'request' && l.reqId === res.headers['x-request-id']);
    expect(logged).toEqual(expect.objectContaining({ url: '/reset-password?token=[REDACTED]' }));
    const search = await t.http().get('/api/health?email=ada@example.com&verbose=1');
    const line = lines.find((l) => l.msg === 'request' && l.reqId === search.headers['x-request-id']);
    expect(line?.url).toBe('/api/health?email=[REDACTED]&verbose=1');
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
  });

  it("names an unmatched path without its query, in the answer and in the log: a link scanner's fetch of a mail link keeps no token", async () => {
    const token = 'Zt3q-9JkVv0pNc4sWq1eRb7yUi2oPa5sDf8gHj6kLl0';
    // `/.netlify/functions` answers as `/api`: its unmatched paths too (the router saw the
    // rewritten URL, Nest's message the one sent).
    for (const path of ['/api/no-such-call', '/reset-password', '/.netlify/functions/no-such-call']) {
      const res = await t.http().get(`${path}?token=${token}`).set('accept', '*/*').expect(404);
      expect(res.body).toEqual(expect.objectContaining({ code: 'NOT_FOUND', message: `Cannot GET ${path}` }));
      const refused = lines.find(
        (l) => l.msg === 'request refused' && l.reqId === res.headers['x-request-id'],
      );
      expect(refused).toEqual(expect.objectContaining({ status: 404, reason: `Cannot GET ${path}` }));
    }
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
