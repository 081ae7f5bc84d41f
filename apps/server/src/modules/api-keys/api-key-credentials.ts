import { Injectable, Logger } from '@nestjs/common';
import { looksLikeApiKey } from '@atrium/schema';
import { BatchLoader } from '../../common/cache/batch-loader.js';
import { hashToken } from '../auth/access-token.service.js';
import { RateLimitService, rateLimited } from '../rate-limit/rate-limit.service.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyState } from './api-keys.repository.js';

const FAILURES = 'apiKeyFailuresPerIp';

/** last_used_at is written at most this often per key. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * Checks an API key sent with a request (README.md). The client IP's count of failed key attempts
 * is read BEFORE the key is looked at (over the budget: 429 without a lookup), and a failure —
 * a malformed, unknown, revoked or expired key — is counted. A live key counts nothing, so any
 * number of concurrent requests with a right key never use up the budget. (Counting every attempt
 * before the check and giving live ones back, as sign-in does, refused a script's 50 concurrent
 * requests with 429, and kept refusing it for the whole window.) Guesses made concurrently may
 * each pass the read before their failures are counted: the overshoot is bounded by the requests
 * in flight, against 256-bit keys.
 *
 * The key's state is read from the database on every request, by the key's SHA-256 through a
 * unique index (the reads waiting meanwhile share one query, BatchLoader), so a revocation or
 * an expiry made on any node refuses the key on every node from the very next request.
 */
@Injectable()
export class ApiKeyCredentials {
  private readonly logger = new Logger('ApiKeys');
  private readonly fresh = new BatchLoader((hashes) => this.repository.findStatesByHash(hashes));
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly limits: RateLimitService,
  ) {}

  /** The live key of `token`, or undefined; 429 (thrown) when this IP has failed too often. */
  async verify(token: string, ip: string): Promise<ApiKeyState | undefined> {
    const wait = await this.limits.blockedFor(FAILURES, ip);
    if (wait > 0) throw rateLimited(wait);
    const state = looksLikeApiKey(token) ? await this.fresh.load(hashToken(token)) : undefined;
    if (!state || state.revoked || (state.expiresAt !== null && state.expiresAt <= Date.now())) {
      await this.limits.tryConsume(FAILURES, ip);
      return undefined;
    }
    this.touch(state.id);
    return state;
  }

  /** Records use of a key, at most once a minute per node (and per key in the database). */
  private touch(id: string): void {
    const now = Date.now();
    const last = this.touchedAt.get(id);
    if (last !== undefined && now - last < API_KEY_TOUCH_INTERVAL_MS) return;
    if (this.touchedAt.size > 100_000) this.touchedAt.clear();
    this.touchedAt.set(id, now);
    this.repository
      .touch(id)
      .catch((err: unknown) => this.logger.warn(`API key touch failed: ${(err as Error).message}`));
  }
}
