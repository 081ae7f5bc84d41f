import { z } from 'zod';

export const HEALTH_STATUSES = Object.freeze(['ok', 'degraded', 'down'] as const);

/** Body of `GET /health` (200 when usable, 503 when down). */
export const healthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  database: z.object({
    status: z.enum(['up', 'down']),
    latency_ms: z.number().nonnegative().nullable(),
  }),
  version: z.string(),
  uptime_s: z.number().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
export type HealthStatus = Health['status'];
