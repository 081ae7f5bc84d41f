/**
 * The client logger (specification §3 "Log entry", §4 "Log buffer", §9): entries at or above
 * a minimum level are kept in memory (last 1000) and in localStorage (last 100), optionally
 * printed, and sent to POST /api/logs in batches — when 50 are waiting, at once for an error,
 * every 30 s and when the page is hidden or unloaded. A failed send is retried up to 3 times,
 * waiting 2, 4 and 8 s (2^n s). In production, messages, context and metadata are redacted
 * with libs/schema's helpers before they are stored or sent. The logger and those helpers are one
 * chunk, loaded at start (lib/app-logger.ts); the redactor stays an asynchronous option, and an
 * entry logged before it is ready waits for it.
 */
import type { LogBatch, LogEntry, LogLevel } from '@atrium/schema';
import { LogMethods, logUncaught, type LogContext } from './log-methods';
import * as redaction from './log-redaction';

/** Least to most severe (the same order as libs/schema's LOG_LEVELS). */
export const LOG_LEVEL_ORDER: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'critical'];
export type Environment = 'development' | 'test' | 'production';
export const ENVIRONMENT_LOG_LEVELS: Readonly<Record<Environment, LogLevel>> = {
  development: 'debug',
  test: 'warn',
  production: 'info',
};
/** In a browser the minimum level is warn, whatever the environment. */
export const BROWSER_MIN_LOG_LEVEL: LogLevel = 'warn';
export const LOG_BUFFER_SIZE = 50;
export const LOG_FLUSH_INTERVAL_MS = 30_000;
export const LOG_MAX_RETRIES = 3;
export const LOG_HISTORY_LIMIT = 1000;
export const LOG_STORAGE_LIMIT = 100;
export const LOG_STORAGE_KEY = 'atrium-logs';
const MAX_BATCH = 100; // libs/schema LOG_BATCH_MAX_ENTRIES
const MAX_MESSAGE = 10_000; // libs/schema LOG_MESSAGE_MAX_LENGTH

/** 2^n seconds before retry n (1-based): 2 s, 4 s, 8 s. */
export function retryBackoffMs(retry: number): number {
  return 2 ** retry * 1000;
}

export function rankOf(level: LogLevel): number {
  return LOG_LEVEL_ORDER.indexOf(level);
}

export type LogTransport = (batch: LogBatch) => Promise<void>;
export type LogBeacon = (batch: LogBatch) => boolean;

export interface LoggerOptions {
  environment: Environment;
  minLevel: LogLevel;
  /** Print entries to the console too. */
  console: boolean;
  /** Redact secrets and personal data (on in production). */
  redact: boolean;
  /** Where the redaction rules come from (default: their own lazily loaded chunk). */
  redactor?: () => Promise<Redactor>;
  source: string;
  version: string;
  /** Sends a batch; rejects on failure. Null: entries are only kept locally. */
  transport: LogTransport | null;
  /** Sends a batch while the page unloads (sendBeacon); false when it could not be queued. */
  beacon?: LogBeacon | null;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Extra metadata for each entry (the current path, say). */
  metadata?: () => Record<string, unknown>;
}

export type { LogContext };

/** Redacts secrets and personal data (libs/schema's `redactText` / `redactValue`). */
export interface Redactor {
  redactText(text: string): string;
  redactValue(value: unknown): unknown;
}

/**
 * The redaction rules. They come in the logger's own chunk (lib/app-logger.ts loads it at start),
 * not with the first page; a dynamic import of their own would put Vite's preload helper in a
 * chunk of its own, counted in the first page's JavaScript.
 */
export const loadRedactor = (): Promise<Redactor> => Promise.resolve(redaction);

/** What a call to the logger captured, before redaction. */
interface RawEntry {
  timestamp: string;
  level: LogLevel;
  text: string;
  context?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

function toContext(context: LogContext): Record<string, unknown> | undefined {
  if (context === undefined || context === null) return undefined;
  if (context instanceof Error) {
    return { error: { name: context.name, message: context.message, stack: context.stack } };
  }
  if (typeof context === 'object' && !Array.isArray(context)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(context)) {
      out[key] =
        value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
    }
    return out;
  }
  return { value: context };
}

export class Logger extends LogMethods {
  private readonly kept: LogEntry[] = [];
  private buffer: LogEntry[] = [];
  private interval: ReturnType<typeof setInterval> | undefined;
  private readonly detach: (() => void)[] = [];
  private redactor: Redactor | null = null;
  private redactorLoad: Promise<void> | null = null;
  /** Entries logged before the redactor arrived, oldest first. */
  private waiting: RawEntry[] = [];

  constructor(readonly options: LoggerOptions) {
    super();
  }

  /** True when entries of `level` are recorded. */
  enabled(level: LogLevel): boolean {
    return rankOf(level) >= rankOf(this.options.minLevel);
  }

  /** `timestamp`: when the call was made, if earlier than now (a call kept while the logger loaded). */
  override log(level: LogLevel, message: string, context?: LogContext, timestamp?: string): void {
    if (!this.enabled(level)) return;
    const raw = this.capture(level, message, context, timestamp);
    if (this.options.redact && !this.redactor) {
      // Nothing unredacted is stored or sent: the entry waits for the rules (milliseconds).
      this.waiting.push(raw);
      void this.ready();
      return;
    }
    this.record(this.entry(raw));
  }

  /**
   * Resolves once entries can be redacted (at once when redaction is off) and every entry that
   * waited for the rules is recorded. A failed load is retried on the next call.
   */
  ready(): Promise<void> {
    if (!this.options.redact || this.redactor) return Promise.resolve();
    this.redactorLoad ??= (this.options.redactor ?? loadRedactor)().then(
      (redactor) => {
        this.redactor = redactor;
        const waiting = this.waiting;
        this.waiting = [];
        for (const raw of waiting) this.record(this.entry(raw));
      },
      () => {
        this.redactorLoad = null;
      },
    );
    return this.redactorLoad;
  }

  private record(entry: LogEntry): void {
    this.keep(entry);
    if (this.options.console) this.print(entry);
    if (!this.options.transport) return;
    this.buffer.push(entry);
    if (this.buffer.length >= LOG_BUFFER_SIZE || rankOf(entry.level) >= rankOf('error')) void this.flush();
  }

  /** The entries kept in memory (oldest first, at most 1000). */
  history(): readonly LogEntry[] {
    return this.kept;
  }

  /** Entries waiting to be sent. */
  pending(): readonly LogEntry[] {
    return this.buffer;
  }

  /** Sends what is waiting. Failed batches are retried in the background. */
  async flush(): Promise<void> {
    const { transport } = this.options;
    if (!transport || this.buffer.length === 0) return;
    const entries = this.buffer;
    this.buffer = [];
    const sends: Promise<void>[] = [];
    for (let i = 0; i < entries.length; i += MAX_BATCH) {
      sends.push(this.send(transport, this.batch(entries.slice(i, i + MAX_BATCH)), 0));
    }
    await Promise.all(sends);
  }

  /** Sends what is waiting while the page goes away: sendBeacon, else the transport (keepalive). */
  flushOnUnload(): void {
    if (this.buffer.length === 0) return;
    const entries = this.buffer;
    this.buffer = [];
    for (let i = 0; i < entries.length; i += MAX_BATCH) {
      const batch = this.batch(entries.slice(i, i + MAX_BATCH));
      if (this.options.beacon?.(batch)) continue;
      void this.options.transport?.(batch).catch(() => {});
    }
  }

  /** Starts the 30 s flush and the unload, error and unhandled-rejection listeners. */
  start(target: Window = window): () => void {
    this.stop();
    void this.ready();
    this.interval = setInterval(() => void this.flush(), LOG_FLUSH_INTERVAL_MS);
    const onHide = () => this.flushOnUnload();
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') this.flushOnUnload();
    };
    target.addEventListener('pagehide', onHide);
    target.document.addEventListener('visibilitychange', onVisibility);
    this.detach.push(
      () => target.removeEventListener('pagehide', onHide),
      () => target.document.removeEventListener('visibilitychange', onVisibility),
      logUncaught(this, target),
    );
    return () => this.stop();
  }

  stop(): void {
    if (this.interval !== undefined) clearInterval(this.interval);
    this.interval = undefined;
    for (const off of this.detach.splice(0)) off();
  }

  private async send(transport: LogTransport, batch: LogBatch, retry: number): Promise<void> {
    try {
      await transport(batch);
    } catch {
      if (retry >= LOG_MAX_RETRIES) return; // given up: the entries stay in history and storage
      await new Promise((resolve) => setTimeout(resolve, retryBackoffMs(retry + 1)));
      await this.send(transport, batch, retry + 1);
    }
  }

  private batch(entries: LogEntry[]): LogBatch {
    return { entries, source: this.options.source, version: this.options.version };
  }

  private capture(level: LogLevel, message: string, context: LogContext, timestamp?: string): RawEntry {
    return {
      timestamp: timestamp ?? new Date().toISOString(),
      level,
      text: String(message).slice(0, MAX_MESSAGE),
      context: toContext(context),
      metadata: this.options.metadata?.(),
    };
  }

  /** The entry as stored and sent: redacted when the options say so (the redactor is loaded). */
  private entry({ timestamp, level, text, context, metadata }: RawEntry): LogEntry {
    const r = this.options.redact ? this.redactor : null;
    const entry: LogEntry = {
      timestamp,
      level,
      message: r ? r.redactText(text).slice(0, MAX_MESSAGE) : text,
      sanitized: r !== null,
    };
    if (context) entry.context = r ? (r.redactValue(context) as Record<string, unknown>) : context;
    if (metadata) entry.metadata = r ? (r.redactValue(metadata) as Record<string, unknown>) : metadata;
    return entry;
  }

  private keep(entry: LogEntry): void {
    this.kept.push(entry);
    if (this.kept.length > LOG_HISTORY_LIMIT) this.kept.splice(0, this.kept.length - LOG_HISTORY_LIMIT);
    const { storage } = this.options;
    if (!storage) return;
    try {
      storage.setItem(LOG_STORAGE_KEY, JSON.stringify(this.kept.slice(-LOG_STORAGE_LIMIT)));
    } catch {
      // storage full or disabled: memory still has the entry
    }
  }

  private print(entry: LogEntry): void {
    const args: unknown[] = [`[${entry.level}] ${entry.message}`];
    if (entry.context) args.push(entry.context);
    if (rankOf(entry.level) >= rankOf('error')) console.error(...args);
    else console.warn(...args);
  }
}

function environmentOf(mode: string): Environment {
  return mode === 'production' || mode === 'test' ? mode : 'development';
}

function fetchTransport(url: string): LogTransport {
  return async (batch) => {
    // Plain fetch, not api/http's request(): a 401 here must not sign the user out.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`Log send failed: ${response.status}`);
  };
}

function beaconTransport(url: string): LogBeacon {
  return (batch) => {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The browser logger's settings: minimum level warn, console off, redaction in production,
 * sending to `${apiBase}/logs` (not under test). On the Vite dev server the console is on at
 * the development level (debug), since that is where a developer looks.
 */
export function browserLoggerOptions(
  env: { MODE: string; DEV: boolean },
  apiBase: string,
  version: string,
): LoggerOptions {
  const environment = environmentOf(env.MODE);
  const endpoint = environment === 'test' ? null : `${apiBase}/logs`;
  return {
    environment,
    minLevel:
      env.DEV && environment === 'development' ? ENVIRONMENT_LOG_LEVELS.development : BROWSER_MIN_LOG_LEVEL,
    console: env.DEV && environment === 'development',
    redact: environment === 'production',
    source: 'web',
    version,
    transport: endpoint ? fetchTransport(endpoint) : null,
    beacon: endpoint ? beaconTransport(endpoint) : null,
    storage: safeLocalStorage(),
    metadata: () => (typeof location === 'undefined' ? {} : { path: location.pathname }),
  };
}
