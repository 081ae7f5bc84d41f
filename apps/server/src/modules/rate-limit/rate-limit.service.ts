import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppException } from '../../common/errors/app.exception.js';
import type { AppConfig, RateLimitConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export type RateLimitName = keyof RateLimitConfig;

export function rateLimited(retryAfterS: number): AppException {
  return new AppException(429, 'RATE_LIMITED', 'Too many requests. Try again later.', undefined, {
    'retry-after': String(retryAfterS),
  });
}

/** The shared store could not be asked, and this limit guards a secret: refuse rather than guess. */
export function limitsUnavailable(): AppException {
  return new AppException(
    503,
    'UNAVAILABLE',
    'This is temporarily unavailable. Try again in a moment.',
    undefined,
    { 'retry-after': '5' },
  );
}

/**
 * Limits that guard a secret (password, second factor). When Redis cannot be reached they refuse
 * with 503 instead of falling back to per-node memory, which would multiply the guesses an
 * attacker gets by the number of nodes. The other limits are flood guards: they fall back to
 * per-node counting (rate-limiter-flexible's insuranceLimiter) so an outage does not take sign-up,
 * refresh or log intake down with it.
 */
const FAIL_CLOSED: ReadonlySet<RateLimitName> = new Set<RateLimitName>(['signinFailures']);

/** A refund this close to the end of its window is skipped (it could land in the next window). */
const REFUND_MARGIN_MS = 1000;

function retryAfterS(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * One counted attempt at a secret (see `RateLimitService.attempt`). The point was taken before
 * the check; settle it with `fail()` (keep it), `clear()` (a success that resets the counter) or
 * neither — then `release()` in a `finally` gives it back.
 */
export class LimitedAttempt {
  private state: 'open' | 'failed' | 'settled' = 'open';

  constructor(
    private readonly service: RateLimitService,
    private readonly name: RateLimitName,
    private readonly key: string,
    /** Date.now() when the window of the consumed point ends. */
    private readonly windowEndsAt: number,
  ) {}

  /** The check failed: the point stays counted. */
  fail(): void {
    if (this.state === 'open') this.state = 'failed';
  }

  /** The check passed and clears the earlier failures too (a successful sign-in). */
  async clear(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'settled';
    await this.service.reset(this.name, this.key);
  }

  /**
   * Gives the point back unless the attempt failed or was cleared. Call it in `finally`: a check
   * that passed, or never ran to a verdict (the account is disabled, a second factor is missing,
   * the database failed), is not a failure.
   */
  async release(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'settled';
    if (Date.now() < this.windowEndsAt - REFUND_MARGIN_MS) await this.service.refund(this.name, this.key);
  }
}

/**
 * The points one request took from one or more limits (`RateLimitService.charged`). Each `take`
 * counts an event before the request goes on (one atomic increment, refused with 429 over the
 * limit), so concurrent requests cannot slip past a limit; when the request then fails — refused
 * by a later limit or check, or its transaction rolled back — every point it took is given back,
 * so a refused request counts against no limit.
 */
export class LimitCharge {
  private readonly taken: LimitedAttempt[] = [];

  constructor(private readonly service: RateLimitService) {}

  /**
   * Counts one event of `name` for `key`; over the limit, 429 (and `charged` gives back the points
   * taken before). The refused event is not kept either: a refusal counts against no limit, not
   * even its own, so points given back later free real room.
   */
  async take(name: RateLimitName, key: string): Promise<void> {
    this.taken.push(await this.service.attempt(name, key, { keepRefused: false }));
  }

  /** Gives back every point taken (see LimitedAttempt.release: not into the next window). */
  async giveBack(): Promise<void> {
    const taken = this.taken.splice(0);
    await Promise.all(taken.map((attempt) => attempt.release()));
  }
}

/**
 * The abuse limits of API.md (all configurable): failed sign-ins per account, auth requests per
 * client IP, mails per address, log intake per client IP. Fixed windows counted by
 * rate-limiter-flexible: in process memory, or in Redis when REDIS_URL is set so every node
 * shares them. Over a limit → 429 RATE_LIMITED with Retry-After. See README.md.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();
  private readonly redis?: Redis;
  private redisDownLogged = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true, // connected in onModuleInit, so start-up can report it
        // Fail fast instead of queueing: a request must not wait on a Redis that is away.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 5000,
        disconnectTimeout: 500, // shutdown does not wait long on a half-open socket
        retryStrategy: (times) => Math.min(times * 200, 2000), // keeps reconnecting
      });
      this.redis.on('error', (err: Error) => {
        if (this.redisDownLogged) return;
        this.redisDownLogged = true;
        this.logger.error(`Redis for rate limits is unreachable (${err.message}); retrying`);
      });
      this.redis.on('ready', () => {
        if (this.redisDownLogged) this.logger.log('Redis for rate limits is back');
        this.redisDownLogged = false;
      });
    }
    for (const name of Object.keys(config.rateLimits) as RateLimitName[]) {
      const { max, windowS } = config.rateLimits[name];
      const keyPrefix = `${config.redisKeyPrefix}rl:${name}`;
      const memory = () => new RateLimiterMemory({ keyPrefix, points: max, duration: windowS });
      this.limiters.set(
        name,
        this.redis
          ? new RateLimiterRedis({
              storeClient: this.redis,
              keyPrefix,
              points: max,
              duration: windowS,
              rejectIfRedisNotReady: true,
              ...(FAIL_CLOSED.has(name) ? {} : { insuranceLimiter: memory() }),
            })
          : memory(),
      );
    }
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.connect();
      this.logger.log('rate-limit counters are shared through Redis');
    } catch {
      // Logged by the error listener; ioredis keeps reconnecting. Until then the secret-guarding
      // limits answer 503 and the others count per node.
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Counts `points` events atomically; throws 429 when this goes over the limit. */
  async consume(name: RateLimitName, key: string, points = 1): Promise<void> {
    await this.take(name, key, points);
  }

  /**
   * Counts one attempt at a secret BEFORE it is checked, atomically (one increment in memory or
   * one Lua script in Redis), so N concurrent attempts can never evaluate more than the limit:
   * the (limit+1)th is refused with 429 without being checked. Settle the returned attempt.
   */
  async attempt(
    name: RateLimitName,
    key: string,
    { keepRefused = true }: { keepRefused?: boolean } = {},
  ): Promise<LimitedAttempt> {
    const res = await this.take(name, key, 1, keepRefused);
    return new LimitedAttempt(this, name, key, Date.now() + res.msBeforeNext);
  }

  /**
   * Runs `work` with a charge it takes its points through (`charge.take`); the points stay
   * counted when `work` finishes and are given back when it throws. For a request limited several
   * ways (an invitation: per inviter and per address), a refusal by the second limit then costs
   * the first nothing, and neither is charged for a request that created nothing.
   */
  async charged<T>(work: (charge: LimitCharge) => Promise<T>): Promise<T> {
    const charge = new LimitCharge(this);
    try {
      return await work(charge);
    } catch (err) {
      await charge.giveBack();
      throw err;
    }
  }

  /** True when this event is still under the limit; counts it either way, never throws. */
  async tryConsume(name: RateLimitName, key: string): Promise<boolean> {
    try {
      await this.take(name, key, 1);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Seconds until `key` may go on when its count of `name` has reached the limit; 0 while under it.
   * Reads without counting (the API key check asks before looking a key up, and counts only
   * failures, so concurrent requests with a right key never use up the budget). A store failure
   * reads as under the limit (a flood guard; see README.md).
   */
  async blockedFor(name: RateLimitName, key: string): Promise<number> {
    try {
      const res = await this.limiter(name).get(key);
      if (res && res.consumedPoints >= this.config.rateLimits[name].max) return retryAfterS(res.msBeforeNext);
      return 0;
    } catch {
      return 0;
    }
  }

  /** Forgets every event of this key (best effort: a store failure is logged, not thrown). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).delete(key);
    } catch (err) {
      this.logger.warn(`could not reset a ${name} counter: ${(err as Error).message}`);
    }
  }

  /** Gives events back (best effort). */
  async refund(name: RateLimitName, key: string, points = 1): Promise<void> {
    try {
      await this.limiter(name).reward(key, points);
    } catch (err) {
      this.logger.warn(`could not refund a ${name} attempt: ${(err as Error).message}`);
    }
  }

  /**
   * Counts `points` events, atomically. Over the limit the events stay counted (a refused attempt
   * changes nothing: the counter is past the limit until the window ends) unless `keepRefused` is
   * false, when they are given back (not within a second of the window's end).
   */
  private async take(
    name: RateLimitName,
    key: string,
    points: number,
    keepRefused = true,
  ): Promise<RateLimiterRes> {
    try {
      return await this.limiter(name).consume(key, points);
    } catch (rej) {
      if (rej instanceof RateLimiterRes) {
        if (!keepRefused && rej.msBeforeNext > REFUND_MARGIN_MS) await this.refund(name, key, points);
        throw rateLimited(retryAfterS(rej.msBeforeNext));
      }
      // The store failed (the error listener has logged the outage). Only a fail-closed limit gets
      // here: the others fell back to their insurance limiter.
      throw limitsUnavailable();
    }
  }
}
