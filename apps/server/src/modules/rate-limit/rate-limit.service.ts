import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors/app.exception.js';
import type { RateLimit, RateLimitConfig } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MemoryRateLimitStore } from './rate-limit.store.js';
import type { RateLimitStore } from './rate-limit.store.js';

export type RateLimitName = keyof RateLimitConfig;

export function rateLimited(retryAfterS: number): AppException {
  return new AppException(429, 'RATE_LIMITED', 'Too many requests. Try again later.', undefined, {
    'retry-after': String(retryAfterS),
  });
}

/**
 * The abuse limits of API.md (all configurable): failed sign-ins per account, auth requests per
 * client IP, mails per address. Over a limit → 429 RATE_LIMITED with Retry-After.
 */
@Injectable()
export class RateLimitService {
  private readonly store: RateLimitStore = new MemoryRateLimitStore();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private limit(name: RateLimitName): RateLimit {
    return this.config.rateLimits[name];
  }

  /** Counts one event; throws 429 when this event goes over the limit. */
  consume(name: RateLimitName, key: string): void {
    const { max, windowS } = this.limit(name);
    const s = this.store.increment(`${name}:${key}`, windowS);
    if (s.count > max) throw rateLimited(s.retryAfterS);
  }

  /** Counts one event without refusing it (a failure that is answered anyway). */
  record(name: RateLimitName, key: string): void {
    this.store.increment(`${name}:${key}`, this.limit(name).windowS);
  }

  /** Throws 429 when the limit is already used up; counts nothing. */
  assertUnder(name: RateLimitName, key: string): void {
    const s = this.store.peek(`${name}:${key}`);
    if (s && s.count >= this.limit(name).max) throw rateLimited(s.retryAfterS);
  }

  /** True when one more event would still be under the limit (counts it if so). */
  tryConsume(name: RateLimitName, key: string): boolean {
    const { max, windowS } = this.limit(name);
    const s = this.store.peek(`${name}:${key}`);
    if (s && s.count >= max) return false;
    this.store.increment(`${name}:${key}`, windowS);
    return true;
  }

  reset(name: RateLimitName, key: string): void {
    this.store.reset(`${name}:${key}`);
  }
}
