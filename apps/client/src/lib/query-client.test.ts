import { describe, expect, it } from 'vitest';
import { createQueryClient, queryDefaults, retryDelay } from './query-client';

describe('query client defaults', () => {
  it('uses the specification defaults', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(5 * 60_000);
    expect(options?.gcTime).toBe(10 * 60_000);
    expect(options?.refetchOnWindowFocus).toBe(true);
    expect(options?.retry).toBe(1);
    expect(options?.retryDelay).toBe(queryDefaults.queries.retryDelay);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
  ])('waits exponentially, capped at 30 s (attempt %i → %i ms)', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });
});
