import { Writable } from 'node:stream';
import { pino } from 'pino';
import { LazyChildLogger, PinoNestLogger } from './logger.js';

/** A stream that keeps each JSON line written to it in `lines`. */
function sinkInto(lines: Array<Record<string, unknown>>): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
}

/** A Nest logger over pino at `level`, and the lines it wrote. */
function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  return { logger: new PinoNestLogger(pino({ level }, sinkInto(lines))), lines };
}

describe('PinoNestLogger', () => {
  it("keeps Nest's module and route wiring out of info logs, and shows it at debug", () => {
    const info = capture('info');
    info.logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    info.logger.log('AppModule dependencies initialized', 'InstanceLoader');
    info.logger.log('HealthController {/api/health}:', 'RoutesResolver');
    info.logger.log('Nest application successfully started', 'NestApplication');
    expect(info.lines.map((l) => l.msg)).toEqual(['Nest application successfully started']);

    const debug = capture('debug');
    debug.logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(debug.lines).toEqual([
      expect.objectContaining({
        level: 20,
        context: 'RouterExplorer',
        msg: 'Mapped {/api/health, GET} route',
      }),
    ]);
  });

  it('writes errors with their stack and context', () => {
    const { logger, lines } = capture('info');
    logger.error('boom', 'Error: boom\n    at x', 'ExceptionsHandler');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'boom',
        context: 'ExceptionsHandler',
        stack: 'Error: boom\n    at x',
      }),
    ]);
  });
});

describe('LazyChildLogger (req.log)', () => {
  function root(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level, redact: { paths: ['token'], censor: '[REDACTED]' } }, sinkInto(lines));
    const child = jest.spyOn(logger, 'child');
    return { logger, lines, child };
  }

  it('makes no pino child for a request that logs nothing at an enabled level', () => {
    const { logger, lines, child } = root('warn');
    const log = new LazyChildLogger(logger, { reqId: 'r1' }, {});
    log.info({ token: 'secret' }, 'request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.level).toBe('warn');
  });

  it("writes enabled lines through one child with the request's bindings, redaction kept", () => {
    const { logger, lines, child } = root('info');
    const log = new LazyChildLogger(logger, { reqId: 'r2' }, {});
    log.info({ token: 'secret', status: 200 }, 'request');
    log.error({ err: new Error('boom') }, 'request failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'r2', token: '[REDACTED]', status: 200, msg: 'request', level: 30 }),
      expect.objectContaining({ reqId: 'r2', msg: 'request failed', level: 50 }),
    ]);
  });

  it("follows a level set on it and the root's level changed at run time", () => {
    const { logger, lines } = root('warn');
    const log = new LazyChildLogger(logger, { reqId: 'r3' }, {});
    logger.level = 'info';
    log.info('now on');
    log.level = 'error';
    log.warn('now off');
    expect(lines.map((l) => l.msg)).toEqual(['now on']);
  });
});
