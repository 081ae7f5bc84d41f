import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

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
