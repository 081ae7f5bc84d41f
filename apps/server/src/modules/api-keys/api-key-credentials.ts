import { Injectable, Logger } from '@nestjs/common';
import { looksLikeApiKey } from '@atrium/schema';
import { BatchLoader } from '../../common/cache/batch-loader.js';
import { hashToken } from '../auth/access-token.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyState } from './api-keys.repository.js';

/** last_used_at is written at most this often per key. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * Checks an API key sent with a request (README.md). Each attempt is counted against the client
 * IP's failure budget BEFORE the key is looked at (one atomic increment; over the budget: 429
 * without a lookup), and given back when the key turns out live, so only failures — malformed,
 * unknown, revoked or expired keys — use up the budget.
 *
 * The key's state is read from the database on every request, by the key's SHA-256 through a
 * unique index (the reads of one event-loop turn share one query, BatchLoader), so a revocation or
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
    const attempt = await this.limits.attempt('apiKeyFailuresPerIp', ip);
    try {
      const state = looksLikeApiKey(token) ? await this.fresh.load(hashToken(token)) : undefined;
      if (!state || state.revoked || (state.expiresAt !== null && state.expiresAt <= Date.now())) {
        attempt.fail();
        return undefined;
      }
      this.touch(state.id);
      return state;
    } finally {
      await attempt.release();
    }
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
