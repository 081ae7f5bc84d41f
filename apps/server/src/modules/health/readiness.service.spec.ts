import type { HttpAdapterHost } from '@nestjs/core';
import type { HealthService } from './health.service.js';
import { ReadinessService } from './readiness.service.js';

function readiness(ping: () => Promise<number | null>) {
  const health = { pingDatabase: ping } as unknown as HealthService;
  return new ReadinessService({} as HttpAdapterHost, health);
}

describe('ReadinessService', () => {
  it('is not ready while starting, ready once bootstrapped with the database answering', async () => {
    const r = readiness(async () => 1.5);
    expect(await r.check()).toEqual({ ready: false, reason: 'starting' });
    r.onApplicationBootstrap();
    expect(await r.check()).toEqual({ ready: true });
  });

  it('is not ready without a database', async () => {
    const r = readiness(async () => null);
    r.onApplicationBootstrap();
    expect(await r.check()).toEqual({ ready: false, reason: 'database' });
  });

  it('draining wins, even over a ping that was already running, and is final', async () => {
    let answer!: (v: number) => void;
    const r = readiness(() => new Promise((resolve) => (answer = resolve)));
    r.onApplicationBootstrap();
    const pending = r.check();
    r.drain();
    answer(1);
    expect(await pending).toEqual({ ready: false, reason: 'draining' });
    r.onApplicationBootstrap();
    expect(await r.check()).toEqual({ ready: false, reason: 'draining' });
  });
});
