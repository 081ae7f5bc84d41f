/** Outcome of counting one event against a limit. */
export interface RateLimitState {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (≥ 1). */
  retryAfterS: number;
}

/**
 * Fixed-window counters. This in-memory store counts per process, which is what one node (and
 * embedded PGlite) needs; a shared store (Redis when REDIS_URL is set, per ARCHITECTURE.md) can
 * implement the same three calls.
 */
export interface RateLimitStore {
  increment(key: string, windowS: number): RateLimitState;
  peek(key: string): RateLimitState | undefined;
  reset(key: string): void;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly maxKeys = 200_000,
    private readonly now: () => number = Date.now,
  ) {}

  increment(key: string, windowS: number): RateLimitState {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.makeRoom(now);
      w = { count: 0, resetAt: now + windowS * 1000 };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  peek(key: string): RateLimitState | undefined {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return undefined;
    return { count: w.count, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Bounded memory: sweep expired windows now and then; if still full, drop the oldest. */
  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys && now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.ceil(this.maxKeys / 10);
      for (const k of this.windows.keys()) {
        this.windows.delete(k);
        if (--drop === 0) break;
      }
    }
  }
}
