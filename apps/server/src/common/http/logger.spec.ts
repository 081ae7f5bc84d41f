import { Writable } from 'node:stream';
import { pino } from 'pino';
import { PinoNestLogger } from './logger.js';

/** A Nest logger over pino at `level`, and the lines it wrote. */
function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new PinoNestLogger(pino({ level }, sink)), lines };
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
