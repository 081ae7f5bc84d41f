import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Serialised responses keyed by the raw query string: a warm hit costs one Map lookup, no
 * parsing, no JSON work. Bounded; cleared as a whole when the routes table changes.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedBody | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: unknown): CachedBody {
    const body = JSON.stringify(value);
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
