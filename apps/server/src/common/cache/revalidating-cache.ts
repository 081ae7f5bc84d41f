import { cacheCounts } from './cache-stats.js';
import type { CacheCounts } from './cache-stats.js';

/**
 * An in-memory cache of rows by id, for state read on every request (sessions, users).
 *
 * - `peek(id)` is synchronous: a warm hit costs one Map lookup and no database round trip.
 * - `get(id)` loads a miss once (concurrent callers share the load).
 * - `invalidate(id)` drops an entry at once (local writes); `revalidate(stale)` asks the database
 *   which cached ids changed, in one query, and drops them (writes made by other nodes, heard
 *   through the change feed). Revalidation only ever removes entries.
 * - A load that started before an invalidation of its id (or before a revalidation) is not
 *   stored, so a read racing a revocation cannot put the old row back.
 * - Entries older than `maxAgeMs`, or that `usable` rejects, are reloaded; the age bound limits
 *   staleness if the change feed stops.
 * - Lookups answered from memory count as hits and lookups that wait for the database as misses,
 *   under `name` (cache-stats.ts, exported by GET /api/metrics).
 */
export class RevalidatingCache<V> {
  private readonly entries = new Map<string, { value: V; loadedAt: number }>();
  private readonly loading = new Map<string, Promise<V | undefined>>();
  private epoch = 0;
  /** While a revalidation runs, nothing cached is trusted (reads go to the database). */
  private revalidating = 0;
  private readonly counts: CacheCounts;

  constructor(
    private readonly load: (id: string) => Promise<V | undefined>,
    private readonly opts: {
      maxAgeMs: number;
      maxEntries: number;
      now?: () => number;
      usable?: (value: V) => boolean;
      /** Label of its hit and miss counters in GET /api/metrics. */
      name?: string;
    },
  ) {
    this.counts = cacheCounts(opts.name ?? 'other');
  }

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** The cached value if present and fresh; never touches the database. */
  peek(id: string): V | undefined {
    if (this.revalidating) return undefined;
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (this.now() - e.loadedAt > this.opts.maxAgeMs || (this.opts.usable && !this.opts.usable(e.value))) {
      this.entries.delete(id);
      return undefined;
    }
    this.counts.hits++;
    return e.value;
  }

  /** The cached value, or the loaded one (undefined = no such row; not cached). */
  get(id: string): V | undefined | Promise<V | undefined> {
    const hit = this.peek(id);
    if (hit !== undefined) return hit;
    this.counts.misses++;
    let pending = this.loading.get(id);
    if (!pending) {
      const epoch = this.epoch;
      pending = this.load(id).then(
        (value) => {
          const current = this.loading.get(id) === pending;
          if (current) this.loading.delete(id);
          if (value !== undefined && current && epoch === this.epoch) this.store(id, value);
          return value;
        },
        (err: unknown) => {
          if (this.loading.get(id) === pending) this.loading.delete(id);
          throw err;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  invalidate(...ids: string[]): void {
    for (const id of ids) {
      this.entries.delete(id);
      this.loading.delete(id);
    }
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * Drops the cached ids that `stale` reports as changed. From the moment it is called until the
   * answer is in, the cache serves nothing (so a change signal takes effect at once), and loads
   * already in flight are not stored.
   */
  async revalidate(stale: (cached: Map<string, V>) => Promise<Iterable<string>>): Promise<void> {
    this.epoch++;
    this.loading.clear();
    if (!this.entries.size) return;
    const cached = new Map([...this.entries].map(([id, e]) => [id, e.value]));
    this.revalidating++;
    try {
      for (const id of await stale(cached)) this.entries.delete(id);
    } catch {
      // Could not ask: forget everything rather than keep what may be stale.
      this.entries.clear();
    } finally {
      this.revalidating--;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private store(id: string, value: V): void {
    if (this.entries.size >= this.opts.maxEntries && !this.entries.has(id)) {
      // Maps keep insertion order: drop the oldest tenth.
      let drop = Math.max(1, Math.floor(this.opts.maxEntries / 10));
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--drop === 0) break;
      }
    }
    this.entries.set(id, { value, loadedAt: this.now() });
  }
}
