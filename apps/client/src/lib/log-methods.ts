import type { LogLevel } from '@atrium/schema';

export type LogContext = Record<string, unknown> | Error | unknown;

/**
 * The per-level methods every logger of the app has, on top of its own `log`. Shared by the
 * logger (lib/logger.ts) and the facade the app uses while it loads (lib/app-logger.ts); this
 * module is small and in the first chunk, the logger is not.
 */
export abstract class LogMethods {
  abstract log(level: LogLevel, message: string, context?: LogContext): void;

  debug(message: string, context?: LogContext): void {
    this.log('debug', message, context);
  }
  info(message: string, context?: LogContext): void {
    this.log('info', message, context);
  }
  warn(message: string, context?: LogContext): void {
    this.log('warn', message, context);
  }
  error(message: string, context?: LogContext): void {
    this.log('error', message, context);
  }
  critical(message: string, context?: LogContext): void {
    this.log('critical', message, context);
  }
}

/**
 * Logs the page's uncaught errors and unhandled rejections through `logger` (at error level)
 * until the returned function is called.
 */
export function logUncaught(logger: LogMethods, target: Window): () => void {
  const onError = (event: ErrorEvent) =>
    logger.error(
      event.message || 'Uncaught error',
      event.error ?? { source: event.filename, line: event.lineno },
    );
  const onRejection = (event: PromiseRejectionEvent) =>
    logger.error('Unhandled promise rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
