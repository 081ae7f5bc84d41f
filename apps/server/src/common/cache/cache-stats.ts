/**
 * Hits and misses of the in-memory caches, by cache name, for GET /api/metrics. Plain counters
 * in this process (an increment per lookup, no labels to hash); the metrics module reads them when
 * it is scraped. A cache reports under the name it was given; several instances of one name
 * (one per app, as in tests) add up.
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCounts>();

/** The counters of the cache called `name` (created at zero on first use). */
export function cacheCounts(name: string): CacheCounts {
  let c = counts.get(name);
  if (!c) counts.set(name, (c = { hits: 0, misses: 0 }));
  return c;
}

/** Every cache's counters, by name. */
export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return counts;
}
