import type { LogBatch } from '@atrium/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_MIN_LOG_LEVEL,
  ENVIRONMENT_LOG_LEVELS,
  LOG_BUFFER_SIZE,
  LOG_FLUSH_INTERVAL_MS,
  LOG_HISTORY_LIMIT,
  LOG_STORAGE_KEY,
  LOG_STORAGE_LIMIT,
  Logger,
  browserLoggerOptions,
  retryBackoffMs,
  type LoggerOptions,
} from './logger';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function createLogger(patch: Partial<LoggerOptions> = {}) {
  const sent: LogBatch[] = [];
  const transport = vi.fn(async (batch: LogBatch) => {
    sent.push(batch);
  });
  const storage = memoryStorage();
  const logger = new Logger({
    environment: 'development',
    minLevel: 'debug',
    console: false,
    redact: false,
    source: 'web',
    version: '1.2.3',
    transport,
    storage,
    ...patch,
  });
  return { logger, sent, transport, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('levels', () => {
  it('are set by environment, with warn as the browser minimum', () => {
    expect(ENVIRONMENT_LOG_LEVELS).toEqual({ development: 'debug', test: 'warn', production: 'info' });
    expect(BROWSER_MIN_LOG_LEVEL).toBe('warn');
  });

  it('drops entries below the minimum level', () => {
    const { logger } = createLogger({ minLevel: 'warn', transport: null });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.critical('c');
    expect(logger.history().map((e) => e.level)).toEqual(['warn', 'critical']);
  });

  it('configures a production browser build: warn, console off, redacting, sending to /api/logs', () => {
    const options = browserLoggerOptions({ MODE: 'production', DEV: false }, '/api', '9.9.9');
    expect(options).toMatchObject({
      environment: 'production',
      minLevel: 'warn',
      console: false,
      redact: true,
      source: 'web',
      version: '9.9.9',
    });
    expect(options.transport).toBeTypeOf('function');
  });

  it('does not send from tests, and logs at debug to the console on the dev server', () => {
    expect(browserLoggerOptions({ MODE: 'test', DEV: true }, '/api', '1').transport).toBeNull();
    expect(browserLoggerOptions({ MODE: 'development', DEV: true }, '/api', '1')).toMatchObject({
      minLevel: 'debug',
      console: true,
      redact: false,
    });
  });
});

describe('entries', () => {
  it('have the log entry shape', () => {
    const { logger } = createLogger({ metadata: () => ({ path: '/x' }) });
    logger.warn('Slow response', { ms: 1200 });
    expect(logger.history()[0]).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      level: 'warn',
      message: 'Slow response',
      sanitized: false,
      context: { ms: 1200 },
      metadata: { path: '/x' },
    });
  });

  it('turn errors into plain objects', () => {
    const { logger } = createLogger({ transport: null });
    logger.error('Boom', new TypeError('bad'));
    logger.error('Wrapped', { cause: new Error('inner'), id: 3 });
    expect(logger.history()[0].context).toMatchObject({ error: { name: 'TypeError', message: 'bad' } });
    expect(logger.history()[1].context).toMatchObject({ cause: { name: 'Error', message: 'inner' }, id: 3 });
  });

  it('redact secrets and personal data in production', async () => {
    const { logger, sent } = createLogger({
      redact: true,
      metadata: () => ({ sessionId: 's-1', path: '/p' }),
    });
    logger.error('Sign-in failed for jane@example.com with password=hunter2', {
      email: 'jane@example.com',
      accessToken: 'abc',
      attempt: 2,
    });
    // Nothing is stored or sent until the redaction rules have loaded.
    expect(logger.history()).toEqual([]);
    expect(sent).toEqual([]);
    await logger.ready();
    const [entry] = logger.history();
    expect(entry.sanitized).toBe(true);
    expect(entry.message).toBe('Sign-in failed for [REDACTED] with password=[REDACTED]');
    expect(entry.context).toEqual({ email: '[REDACTED]', accessToken: '[REDACTED]', attempt: 2 });
    expect(entry.metadata).toEqual({ sessionId: '[REDACTED]', path: '/p' });
    expect(JSON.stringify(sent)).not.toMatch(/jane|hunter2|abc/);
  });

  it('keep entries logged before the redaction rules arrive, in order, and retry a failed load', async () => {
    let attempts = 0;
    const { logger } = createLogger({
      redact: true,
      transport: null,
      redactor: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { redactText: (text) => text.replace('secret', '[REDACTED]'), redactValue: (value) => value };
      },
    });
    logger.warn('first secret');
    await logger.ready();
    expect(logger.history()).toEqual([]);
    logger.error('second secret');
    await logger.ready();
    expect(attempts).toBe(2);
    expect(logger.history().map((e) => e.message)).toEqual(['first [REDACTED]', 'second [REDACTED]']);
    expect(logger.history().every((e) => e.sanitized)).toBe(true);
  });

  it('leave data as is outside production', () => {
    const { logger } = createLogger({ transport: null });
    logger.warn('jane@example.com', { token: 't' });
    expect(logger.history()[0]).toMatchObject({
      message: 'jane@example.com',
      context: { token: 't' },
      sanitized: false,
    });
  });

  it('truncate very long messages to 10 000 characters', () => {
    const { logger } = createLogger({ transport: null });
    logger.warn('x'.repeat(20_000));
    expect(logger.history()[0].message).toHaveLength(10_000);
  });
});

describe('keeping', () => {
  it('keeps the last 1000 in memory and the last 100 in localStorage', () => {
    const { logger, storage } = createLogger({ transport: null });
    for (let i = 0; i < LOG_HISTORY_LIMIT + 20; i++) logger.info(`m${i}`);
    expect(logger.history()).toHaveLength(1000);
    expect(logger.history()[0].message).toBe('m20');
    const stored = JSON.parse(storage.getItem(LOG_STORAGE_KEY) ?? '[]') as { message: string }[];
    expect(stored).toHaveLength(LOG_STORAGE_LIMIT);
    expect(stored.at(-1)?.message).toBe('m1019');
    expect(stored[0].message).toBe('m920');
  });

  it('survives a storage that throws', () => {
    const { logger } = createLogger({
      transport: null,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      },
    });
    logger.warn('still kept');
    expect(logger.history()).toHaveLength(1);
  });
});

describe('buffering and sending', () => {
  it('flushes when 50 entries are waiting', async () => {
    const { logger, sent } = createLogger();
    for (let i = 0; i < LOG_BUFFER_SIZE - 1; i++) logger.info(`m${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    expect(logger.pending()).toHaveLength(49);
    logger.info('the 50th');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0].entries).toHaveLength(50);
    expect(sent[0]).toMatchObject({ source: 'web', version: '1.2.3' });
    expect(logger.pending()).toHaveLength(0);
  });

  it.each(['error', 'critical'] as const)('flushes at once on an %s entry', async (level) => {
    const { logger, sent } = createLogger();
    logger.info('before');
    logger[level]('now');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.entries.map((e) => e.message))).toEqual([['before', 'now']]);
  });

  it('flushes every 30 s once started', async () => {
    const { logger, sent } = createLogger();
    const stop = logger.start();
    logger.info('queued');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1); // nothing new: nothing sent
    stop();
  });

  it('sends on page unload with sendBeacon, else through the transport', async () => {
    const beacon = vi.fn(() => true);
    const { logger, sent } = createLogger({ beacon });
    const stop = logger.start();
    logger.info('bye');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledOnce();
    expect((beacon.mock.calls[0] as unknown as [LogBatch])[0].entries[0].message).toBe('bye');
    expect(sent).toHaveLength(0);

    beacon.mockReturnValue(false);
    logger.info('again');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.entries[0].message)).toEqual(['again']);
    stop();
  });

  it('logs uncaught errors and rejections once started', () => {
    const { logger } = createLogger({ transport: null });
    const stop = logger.start();
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaboom', error: new Error('kaboom') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(logger.history().map((e) => e.message)).toEqual(['kaboom', 'Unhandled promise rejection']);
  });

  it('retries a failed send 3 times, waiting 2, 4 and 8 s, then gives up', async () => {
    const { logger, transport } = createLogger();
    transport.mockRejectedValue(new Error('offline'));
    logger.error('lost?');
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(transport).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(transport).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport).toHaveBeenCalledTimes(4);
    expect(logger.history()).toHaveLength(1); // still kept locally
    expect([1, 2, 3].map(retryBackoffMs)).toEqual([2000, 4000, 8000]);
  });

  it('succeeds on a retry', async () => {
    const { logger, transport, sent } = createLogger();
    transport.mockRejectedValueOnce(new Error('blip'));
    logger.error('eventually');
    await vi.advanceTimersByTimeAsync(2000);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(sent).toHaveLength(1);
  });

  it('splits what waits into batches of at most 100', async () => {
    const { logger, sent, transport } = createLogger();
    transport.mockRejectedValueOnce(new Error('x')); // the first flush fails and is retried later
    for (let i = 0; i < 49; i++) logger.info(`a${i}`);
    logger.error('first');
    for (let i = 0; i < 130; i++) logger.debug(`b${i}`); // flushes at 50 and 100 more
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent.every((b) => b.entries.length <= 100)).toBe(true);
    expect(sent.reduce((n, b) => n + b.entries.length, 0)).toBe(150);
  });
});
