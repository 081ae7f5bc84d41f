import { Logger } from '@nestjs/common';
import { LogsService } from './logs.service.js';

describe('LogsService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('redacts sensitive keys and patterns again on the server, at the entry level', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const n = new LogsService().ingest(
      {
        source: 'web',
        version: '1.0.0',
        entries: [
          {
            timestamp: '2026-01-01T00:00:00.000Z',
            level: 'error',
            message: 'failed for jane@example.com with Bearer abc.def.ghi',
            context: { password: 'hunter2', nested: { accessToken: 'x', ok: 'fine' } },
          },
          { timestamp: '2026-01-01T00:00:00.000Z', level: 'info', message: 'hello' },
        ],
      },
      { ip: '127.0.0.1', requestId: 'r1' },
    );
    expect(n).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    const payload = error.mock.calls[0][0] as Record<string, unknown>;
    expect(JSON.stringify(payload)).not.toMatch(/jane@example\.com|hunter2|abc\.def\.ghi/);
    expect(payload).toMatchObject({
      client: true,
      client_level: 'error',
      client_context: { password: '[REDACTED]', nested: { accessToken: '[REDACTED]', ok: 'fine' } },
      request_id: 'r1',
    });
  });

  it('writes a client’s critical entry as an error, never at the server’s fatal level', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const fatal = jest.spyOn(Logger.prototype, 'fatal').mockImplementation(() => undefined);
    new LogsService().ingest(
      {
        source: 'web',
        version: '1.0.0',
        entries: [{ timestamp: '2026-01-01T00:00:00.000Z', level: 'critical', message: 'boom' }],
      },
      { ip: '127.0.0.1', requestId: 'r2' },
    );
    expect(fatal).not.toHaveBeenCalled();
    expect(error.mock.calls[0][0]).toMatchObject({ client: true, client_level: 'critical', message: 'boom' });
  });
});
