import type { LoggerService } from '@nestjs/common';
import { pino } from 'pino';
import type { Logger as PinoLogger } from 'pino';

/** Values under these keys never reach the log, whatever logs them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'refreshToken',
  '*.refreshToken',
];

export function createRootLogger(level: string, pretty: boolean): PinoLogger {
  return pino({
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    base: { app: 'atrium' },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } } }
      : {}),
  });
}

/**
 * Nest's wiring reports — a line per module initialised and per route mapped (about sixty at
 * start) — say nothing an operator acts on, so they are debug, not info: `npm start` then shows
 * the start-up banner instead of a screen of JSON. LOG_LEVEL=debug brings them back.
 */
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's own logs (bootstrap, modules) go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    params: unknown[],
  ) {
    const context =
      typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      this.logger[level]({ context, ...(message as object) });
    } else if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else {
      this.logger[level]({ context }, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]) {
    const context = params[params.length - 1];
    this.write(
      typeof context === 'string' && WIRING_CONTEXTS.has(context) ? 'debug' : 'info',
      message,
      params,
    );
  }
  error(message: unknown, ...params: unknown[]) {
    // Nest passes (message, stack?, context?)
    const stack = params.length >= 2 && typeof params[0] === 'string' ? params[0] : undefined;
    if (stack) this.logger.error({ context: params[params.length - 1], stack }, String(message));
    else this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
}
