import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheCounts } from '../cache/cache-stats.js';
import type { CacheCounts } from '../cache/cache-stats.js';

/**
 * A response serialised once and reused: its JSON, a strong ETag, and gzip / brotli encodings
 * made on first demand. A warm hit costs a Map lookup and a write, never JSON or compression work.
 * Each encoding is its own representation with its own strong tag (`"…-gzip"`, `"…-br"`, as
 * Apache does), so a validator never names two different byte sequences.
 */
export class CachedBody {
  private gz?: Buffer;
  private br?: Buffer;
  private readonly tags: Partial<Record<Encoding, string>> = {};

  /**
   * `body` as it is sent; `etag` defaults to a digest of it. A caller that already knows what
   * determines the bytes (the navigation menus: a snapshot's digest and the filter's key) passes a
   * tag derived from that instead of hashing megabytes again.
   */
  constructor(
    readonly body: Buffer,
    readonly etag: string = `"${createHash('sha1').update(body).digest('base64url')}"`,
  ) {}

  /** `value` serialised. */
  static of(value: unknown): CachedBody {
    return new CachedBody(Buffer.from(JSON.stringify(value)));
  }

  /** The ETag of the body sent in `encoding`. */
  etagFor(encoding: Encoding): string {
    if (encoding === 'identity') return this.etag;
    return (this.tags[encoding] ??= `${this.etag.slice(0, -1)}-${encoding}"`);
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'br') {
      return (this.br ??= brotliCompressSync(this.body, {
        params: { [zc.BROTLI_PARAM_QUALITY]: 5, [zc.BROTLI_PARAM_SIZE_HINT]: this.body.length },
      }));
    }
    if (encoding === 'gzip') return (this.gz ??= gzipSync(this.body, { level: 6 }));
    return this.body;
  }
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
const MIN_COMPRESS_BYTES = 1024;

/** Picks br, then gzip, from an Accept-Encoding header (q=0 excludes a coding). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (token === 'br') br = true;
    else if (token === 'gzip' || token === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** The tag of the body whatever its encoding: `"x-gzip"` and `"x-br"` are `"x"`. */
function baseTag(tag: string): string {
  if (tag.endsWith('-gzip"')) return `${tag.slice(0, -6)}"`;
  if (tag.endsWith('-br"')) return `${tag.slice(0, -4)}"`;
  return tag;
}

/**
 * True when an If-None-Match header names this ETag in any encoding (or is `*`): weak comparison,
 * as RFC 9110 has it for If-None-Match; the client's copy holds the same content.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => baseTag(t.trim().replace(/^W\//, '')) === etag);
}

/**
 * Sends a cached body: 304 when the client has it, else the best encoding the client accepts.
 * Revalidated on every use (`no-cache` with the ETag) unless `maxAgeS` lets a shared answer be
 * reused that long; an answer that depends on who asks (the default) is `private` and varies by
 * Authorization, so no shared cache keeps one user's menu for another; `shared` is for answers
 * that are the same for everyone (the public menu, the active theme). JSON unless `contentType`.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  opts: { shared?: boolean; maxAgeS?: number; contentType?: string } = {},
): void {
  const encoding =
    cached.body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const cacheControl = !opts.shared
    ? 'private, no-cache'
    : opts.maxAgeS
      ? `public, max-age=${opts.maxAgeS}`
      : 'no-cache';
  reply
    .header('etag', cached.etagFor(encoding))
    .header('cache-control', cacheControl)
    .header('vary', opts.shared ? 'Accept-Encoding' : 'Accept-Encoding, Authorization');
  if (etagMatches(req.headers['if-none-match'], cached.etag)) {
    reply.status(304).send();
    return;
  }
  reply.header('content-type', opts.contentType ?? 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(cached.encoded(encoding));
}

/**
 * Serialised responses by key, bounded; cleared as a whole when the data behind them changes.
 * Lookups count as hits or misses under `name` (GET /api/metrics).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly counts: CacheCounts;

  constructor(
    name: string,
    private readonly maxEntries = 500,
  ) {
    this.counts = cacheCounts(name);
  }

  get(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    if (hit) this.counts.hits++;
    else this.counts.misses++;
    return hit;
  }

  set(key: string, value: unknown): CachedBody {
    return this.put(key, CachedBody.of(value));
  }

  /** Stores a response made by the caller. */
  put(key: string, entry: CachedBody): CachedBody {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
