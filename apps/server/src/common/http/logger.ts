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

type LevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger (`req.log`) that makes its pino child only when a line is written at an
 * enabled level. Fastify asks for a child per request (bindings `{ reqId }`); pino builds the
 * child's serialised bindings at once, through the redaction paths, which a request that logs
 * nothing (most, at the default level) paid for on every call: about 1.3 kB of garbage and a few
 * microseconds, measured on the cached menu under load. Lines written keep the child's bindings.
 */
export class LazyChildLogger {
  private made?: PinoLogger;

  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: Record<string, unknown>,
  ) {}

  private real(): PinoLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelName, args: unknown[]): void {
    // A child made already may have a level of its own (set through `level`).
    const logger = this.made ?? (this.parent.isLevelEnabled(level) ? this.real() : undefined);
    (logger?.[level] as ((...a: unknown[]) => void) | undefined)?.apply(logger, args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): PinoLogger {
    return this.real().child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }
  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use (LazyChildLogger). */
export function lazyChildLoggerFactory(
  logger: PinoLogger,
  bindings: Record<string, unknown>,
  options: Record<string, unknown>,
): LazyChildLogger {
  return new LazyChildLogger(logger, bindings, options);
}
