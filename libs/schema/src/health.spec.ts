import { describe, expect, it } from 'vitest';
import { healthSchema } from './health.js';

describe('healthSchema', () => {
  it('accepts healthy and down reports', () => {
    const ok = { status: 'ok', database: { status: 'up', latency_ms: 3.2 }, version: '0.1.0', uptime_s: 12 };
    expect(healthSchema.parse(ok)).toEqual(ok);
    const down = {
      status: 'down',
      database: { status: 'down', latency_ms: null },
      version: '0.1.0',
      uptime_s: 0,
    };
    expect(healthSchema.parse(down)).toEqual(down);
  });

  it.each([
    { status: 'fine', database: { status: 'up', latency_ms: 1 }, version: '1', uptime_s: 1 },
    { status: 'ok', database: { status: 'sideways', latency_ms: 1 }, version: '1', uptime_s: 1 },
    { status: 'ok', database: { status: 'up' }, version: '1', uptime_s: 1 },
    { status: 'ok', database: { status: 'up', latency_ms: 1 }, uptime_s: 1 },
    { status: 'ok', database: { status: 'up', latency_ms: 1 }, version: '1', uptime_s: -1 },
  ])('rejects %j', (body) => {
    expect(healthSchema.safeParse(body).success).toBe(false);
  });
});
