import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

const MINUTE = 60_000;

/** 1 s, 2 s, 4 s … doubling per failed attempt, never more than 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** The specification's query defaults (section 9). */
export const queryDefaults = {
  queries: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    refetchOnWindowFocus: true,
    retry: 1,
    retryDelay,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
