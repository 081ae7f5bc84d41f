import { describe, expect, it } from 'vitest';
import { logger } from './app-logger';

describe('the app logger', () => {
  it('records calls made before its code arrived, at the time they were made', async () => {
    const before = new Date().toISOString();
    logger.error('Early failure', { step: 1 });
    expect(logger.history()).toHaveLength(0);
    const real = await logger.load();
    const early = real.history().find((e) => e.message === 'Early failure');
    expect(early).toMatchObject({ level: 'error', context: { step: 1 } });
    expect(early!.timestamp >= before && early!.timestamp <= new Date().toISOString()).toBe(true);
    logger.warn('Later');
    expect(logger.history().at(-1)).toMatchObject({ level: 'warn', message: 'Later' });
  });

  it('catches an uncaught error thrown while its code loads, and records it once', async () => {
    const target = new EventTarget() as unknown as Window;
    Object.defineProperty(target, 'document', { value: new EventTarget() });
    logger.start(target);
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: 'Boom at start', error: new Error('boom') }),
    );
    await logger.load();
    await Promise.resolve();
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: 'Boom later', error: new Error('later') }),
    );
    const messages = logger.history().map((e) => e.message);
    expect(messages.filter((m) => m === 'Boom at start')).toHaveLength(1);
    expect(messages.filter((m) => m === 'Boom later')).toHaveLength(1);
  });
});
