import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppException } from '../../common/errors/app.exception.js';
import type { AppConfig, RateLimitConfig } from '../../config/app-config.js';
import { RateLimitService } from './rate-limit.service.js';

function service(
  limits: Partial<RateLimitConfig> = {},
  redisUrl?: string,
  redisKeyPrefix = 'atrium-unit:',
): RateLimitService {
  const rateLimits: RateLimitConfig = {
    signinFailures: { max: 10, windowS: 900 },
    authPerIp: { max: 60, windowS: 60 },
    mailPerAddress: { max: 5, windowS: 3600 },
    invitationMailPerAddress: { max: 5, windowS: 3600 },
    invitesPerUser: { max: 50, windowS: 3600 },
    submissionsPerUser: { max: 60, windowS: 3600 },
    logsPerIp: { max: 120, windowS: 60 },
    logBytesPerIp: { max: 1024 * 1024, windowS: 60 },
    apiKeyFailuresPerIp: { max: 20, windowS: 900 },
    ...limits,
  };
  return new RateLimitService({ rateLimits, redisUrl, redisKeyPrefix } as AppConfig);
}

/** Settles every promise; counts how many were let through and how many refused with `status`. */
async function tally(promises: Promise<unknown>[], status: number) {
  const results = await Promise.allSettled(promises);
  const refused = results.filter(
    (r) => r.status === 'rejected' && r.reason instanceof AppException && r.reason.status === status,
  );
  return { passed: results.filter((r) => r.status === 'fulfilled').length, refused: refused.length, results };
}

const CHARGE_LIMITS: Partial<RateLimitConfig> = {
  invitesPerUser: { max: 5, windowS: 3600 },
  invitationMailPerAddress: { max: 1, windowS: 3600 },
};

/**
 * 30 concurrent invitations by one inviter (limit 5), every third to an address already mailed
 * (limit 1): at most 5 go on, and afterwards only those stay counted against the inviter.
 */
async function concurrentCharges(limits: RateLimitService): Promise<void> {
  const work = jest.fn(async () => undefined);
  // Those addresses refuse after the inviter's point was taken, which is then given back.
  for (let i = 0; i < 30; i += 3) await limits.consume('invitationMailPerAddress', `a${i}`);
  const { passed, refused } = await tally(
    Array.from({ length: 30 }, (_, i) =>
      limits.charged(async (charge) => {
        await charge.take('invitesPerUser', 'inviter');
        await charge.take('invitationMailPerAddress', `a${i}`);
        await work();
      }),
    ),
    429,
  );
  expect(work).toHaveBeenCalledTimes(passed);
  expect(passed).toBeGreaterThan(0);
  expect(passed).toBeLessThanOrEqual(5);
  expect(passed + refused).toBe(30);
  // Only the charges that went on are still counted: the inviter has exactly the rest left.
  for (let i = passed; i < 5; i++) await limits.consume('invitesPerUser', 'inviter');
  await expect(limits.tryConsume('invitesPerUser', 'inviter')).resolves.toBe(false);
}

describe('RateLimitService (memory)', () => {
  it('reads whether a key is at its limit without counting (blockedFor)', async () => {
    const limits = service({ apiKeyFailuresPerIp: { max: 2, windowS: 60 } });
    expect(await limits.blockedFor('apiKeyFailuresPerIp', '10.0.0.9')).toBe(0);
    expect(await limits.blockedFor('apiKeyFailuresPerIp', '10.0.0.9')).toBe(0); // reading counts nothing
    await limits.tryConsume('apiKeyFailuresPerIp', '10.0.0.9');
    expect(await limits.blockedFor('apiKeyFailuresPerIp', '10.0.0.9')).toBe(0);
    await limits.tryConsume('apiKeyFailuresPerIp', '10.0.0.9');
    const wait = await limits.blockedFor('apiKeyFailuresPerIp', '10.0.0.9');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limits.blockedFor('apiKeyFailuresPerIp', '10.0.0.10')).toBe(0);
  });

  it('counts an attempt before it is checked: of 30 concurrent attempts with limit 10, only 10 are checked', async () => {
    const limits = service();
    const check = jest.fn(async () => false); // a wrong password, say
    const attemptOnce = async () => {
      const attempt = await limits.attempt('signinFailures', 'jane@example.com');
      try {
        if (!(await check())) attempt.fail();
      } finally {
        await attempt.release();
      }
    };
    const { passed, refused, results } = await tally(
      Array.from({ length: 30 }, () => attemptOnce()),
      429,
    );
    expect(check).toHaveBeenCalledTimes(10);
    expect({ passed, refused }).toEqual({ passed: 10, refused: 20 });
    const err = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult)
      .reason as AppException;
    expect(err.code).toBe('RATE_LIMITED');
    expect(Number(err.headers?.['retry-after'])).toBeGreaterThanOrEqual(899);
    // Another key has its own budget.
    await expect(limits.attempt('signinFailures', 'other@example.com')).resolves.toBeDefined();
  });

  it('a released attempt is given back, a failed one kept, a cleared one resets the counter', async () => {
    const limits = service({ signinFailures: { max: 2, windowS: 900 } });
    const key = 'k';
    for (let i = 0; i < 5; i++) await (await limits.attempt('signinFailures', key)).release(); // all passed
    const failed = await limits.attempt('signinFailures', key);
    failed.fail();
    await failed.release();
    await (await limits.attempt('signinFailures', key)).clear(); // 2nd point, then reset
    const a = await limits.attempt('signinFailures', key);
    a.fail();
    const b = await limits.attempt('signinFailures', key);
    b.fail();
    await expect(limits.attempt('signinFailures', key)).rejects.toMatchObject({ status: 429 });
  });

  it('does not give a point back into the next window (a refund within a second of the end is skipped)', async () => {
    const limits = service({ signinFailures: { max: 1, windowS: 1 } });
    await (await limits.attempt('signinFailures', 'k')).release();
    await expect(limits.attempt('signinFailures', 'k')).rejects.toMatchObject({ status: 429 });
  });

  it('consumes several points at once (bytes) and says how long to wait', async () => {
    const limits = service({ logBytesPerIp: { max: 1000, windowS: 60 } });
    await limits.consume('logBytesPerIp', '10.0.0.1', 600);
    await limits.consume('logBytesPerIp', '10.0.0.1', 400);
    const err = await limits.consume('logBytesPerIp', '10.0.0.1', 1).catch((e: AppException) => e);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number((err as AppException).headers?.['retry-after'])).toBeLessThanOrEqual(60);
    await limits.consume('logBytesPerIp', '10.0.0.2', 1000);
  });

  it('a charge whose second limit refuses gives the first its point back; a finished one keeps both', async () => {
    const limits = service({
      invitesPerUser: { max: 3, windowS: 3600 },
      invitationMailPerAddress: { max: 1, windowS: 3600 },
    });
    const inviteTo = (address: string) =>
      limits.charged(async (charge) => {
        await charge.take('invitesPerUser', 'inviter');
        await charge.take('invitationMailPerAddress', address);
        return address;
      });
    await expect(inviteTo('full@example.com')).resolves.toBe('full@example.com');
    for (let i = 0; i < 5; i++) {
      await expect(inviteTo('full@example.com')).rejects.toMatchObject({ status: 429 });
    }
    // The five refusals cost the inviter nothing: two more of three go, then the inviter is over.
    await inviteTo('b@example.com');
    await inviteTo('c@example.com');
    await expect(inviteTo('d@example.com')).rejects.toMatchObject({ status: 429 });
    // d's address point was never taken (the inviter refused first), so it is still free.
    await expect(limits.tryConsume('invitationMailPerAddress', 'd@example.com')).resolves.toBe(true);
  });

  it('a charge gives its points back when the work after them fails (a rolled-back transaction)', async () => {
    const limits = service({ invitesPerUser: { max: 1, windowS: 3600 } });
    const failure = new Error('the insert failed');
    await expect(
      limits.charged(async (charge) => {
        await charge.take('invitesPerUser', 'inviter');
        throw failure;
      }),
    ).rejects.toBe(failure);
    await limits.charged((charge) => charge.take('invitesPerUser', 'inviter'));
    await expect(limits.charged((charge) => charge.take('invitesPerUser', 'inviter'))).rejects.toMatchObject({
      status: 429,
    });
  });

  it('charges count before they go on: of 30 concurrent ones with limit 5, at most 5 go on, and refusals are given back', () =>
    concurrentCharges(service(CHARGE_LIMITS)));

  it('tryConsume answers false over the limit instead of throwing', async () => {
    const limits = service({ mailPerAddress: { max: 1, windowS: 60 } });
    expect(await limits.tryConsume('mailPerAddress', 'a@b.c')).toBe(true);
    expect(await limits.tryConsume('mailPerAddress', 'a@b.c')).toBe(false);
  });
});

describe('RateLimitService with an unreachable Redis', () => {
  let limits: RateLimitService;
  beforeAll(async () => {
    limits = service({ authPerIp: { max: 2, windowS: 60 } }, 'redis://127.0.0.1:1');
    await limits.onModuleInit(); // logs and carries on; ioredis keeps retrying
  });
  afterAll(() => limits.onApplicationShutdown());

  it('refuses attempts at a secret with 503 UNAVAILABLE at once (fails closed), checking nothing', async () => {
    const started = performance.now();
    const err = await limits.attempt('signinFailures', 'jane@example.com').catch((e: AppException) => e);
    expect(err).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts flood limits per node meanwhile (insurance limiter), so they still hold', async () => {
    await limits.consume('authPerIp', '10.0.0.9');
    await limits.consume('authPerIp', '10.0.0.9');
    await expect(limits.consume('authPerIp', '10.0.0.9')).rejects.toMatchObject({ status: 429 });
  });
});

describe('RateLimitService (Redis: REDIS_URL or redis://127.0.0.1:6379)', () => {
  let limits: RateLimitService;
  let redis: Redis;
  const prefix = `atrium-unit-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000 });
    redis.on('error', () => undefined);
    await redis.connect().catch((err: Error) => {
      throw new Error(
        `This test needs Redis at ${url} (start redis-server or set REDIS_URL): ${err.message}`,
      );
    });
    limits = service(CHARGE_LIMITS, url, prefix);
    await limits.onModuleInit();
  });
  afterAll(async () => {
    await limits.onApplicationShutdown();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('charges in Redis: of 30 concurrent ones with limit 5, at most 5 go on, and refusals are given back', () =>
    concurrentCharges(limits));
});
