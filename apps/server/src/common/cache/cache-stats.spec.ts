import { ResponseCache } from '../http/cached-response.js';
import { cacheCounts } from './cache-stats.js';
import { RevalidatingCache } from './revalidating-cache.js';

describe('cache hit and miss counters', () => {
  it('RevalidatingCache: a lookup served from memory is a hit, one that waits for the load a miss', async () => {
    const counts = cacheCounts('spec_revalidating');
    const cache = new RevalidatingCache(async (id) => `row ${id}`, {
      name: 'spec_revalidating',
      maxAgeMs: 60_000,
      maxEntries: 10,
    });
    expect(cache.peek('a')).toBeUndefined(); // a peek that finds nothing is not a lookup yet
    expect(counts).toEqual({ hits: 0, misses: 0 });
    await Promise.all([cache.get('a'), cache.get('a')]); // two lookups share one load
    expect(counts).toEqual({ hits: 0, misses: 2 });
    expect(cache.get('a')).toBe('row a');
    expect(cache.peek('a')).toBe('row a');
    expect(counts).toEqual({ hits: 2, misses: 2 });
    cache.invalidate('a');
    await cache.get('a');
    expect(counts).toEqual({ hits: 2, misses: 3 });
  });

  it('ResponseCache: each get is a hit or a miss', () => {
    const counts = cacheCounts('spec_responses');
    const cache = new ResponseCache('spec_responses');
    expect(cache.get('q')).toBeUndefined();
    cache.set('q', [1]);
    expect(cache.get('q')).toBeDefined();
    expect(cache.get('q')).toBeDefined();
    expect(counts).toEqual({ hits: 2, misses: 1 });
  });

  it('caches of one name add up', () => {
    const a = new ResponseCache('spec_shared');
    const b = new ResponseCache('spec_shared');
    a.get('x');
    b.get('y');
    expect(cacheCounts('spec_shared').misses).toBe(2);
  });
});
