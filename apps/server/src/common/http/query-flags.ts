import { z } from 'zod';

/** A `true`/`false` query flag; absent means false. */
export const queryFlag = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .optional()
  .transform((v) => v === 'true');

/** `?all=true` on hub and module lists: inactive rows too (for those who may edit them). Any other parameter is refused. */
export const allQuerySchema = z.strictObject({ all: queryFlag });
export type AllQuery = z.output<typeof allQuerySchema>;
