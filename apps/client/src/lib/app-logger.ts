import type { LogEntry, LogLevel } from '@atrium/schema';
import { API_BASE_URL } from '../api/http';
import { LogMethods, logUncaught, type LogContext } from './log-methods';
import type { Logger } from './logger';

/** A call made before the logger's code arrived, with the moment it was made. */
interface EarlyCall {
  level: LogLevel;
  message: string;
  context?: LogContext;
  timestamp: string;
}

/** Calls kept while the logger loads (it loads at start, in milliseconds); later ones are dropped. */
const EARLY_LIMIT = 100;

/**
 * The application's logger, as the app sees it. The logger itself (lib/logger.ts: buffering,
 * storage, batching, retries, redaction) is a chunk of its own that `main.tsx` starts loading at
 * once, so it is not part of the first chunk's budget (issue 13: initial JS ≤ 150 kB gzip). Calls
 * made before it arrives are kept, with their time, and recorded when it does; uncaught errors and
 * rejections are listened for from the start, as before.
 */
class AppLogger extends LogMethods {
  private real: Logger | null = null;
  private loading: Promise<Logger> | null = null;
  private early: EarlyCall[] = [];

  override log(level: LogLevel, message: string, context?: LogContext): void {
    if (this.real) this.real.log(level, message, context);
    else if (this.early.length < EARLY_LIMIT)
      this.early.push({ level, message, context, timestamp: new Date().toISOString() });
  }

  /** The entries recorded (empty until the logger has loaded). */
  history(): readonly LogEntry[] {
    return this.real?.history() ?? [];
  }

  /** Loads the logger (once) and records the calls made before it arrived. */
  load(): Promise<Logger> {
    this.loading ??= import('./logger').then(({ Logger, browserLoggerOptions }) => {
      const real = new Logger(browserLoggerOptions(import.meta.env, API_BASE_URL, __APP_VERSION__));
      for (const call of this.early.splice(0))
        real.log(call.level, call.message, call.context, call.timestamp);
      this.real = real;
      return real;
    });
    return this.loading;
  }

  /**
   * Loads the logger and starts its timers and listeners. Until it has loaded, uncaught errors and
   * rejections are caught here, so none is missed in between.
   */
  start(target: Window = window): void {
    const stopCatching = logUncaught(this, target);
    this.load().then(
      (real) => {
        stopCatching();
        real.start(target);
      },
      // The chunk did not load (offline, a new deployment): the next start() tries again.
      () => {
        this.loading = null;
      },
    );
  }
}

export const logger = new AppLogger();
