import { z } from 'zod';
import type { ApiErrorBody, ApiErrorDetail } from './api-error.js';
import { isoTimestampSchema } from './common/iso-timestamp.js';

/** zod schema of {@link ApiErrorDetail}. */
export const apiErrorDetailSchema: z.ZodType<ApiErrorDetail> = z.object({
  path: z.string(),
  message: z.string(),
});

/** zod schema of {@link ApiErrorBody} (the server's tests and the OpenAPI document use it). */
export const apiErrorBodySchema: z.ZodType<ApiErrorBody> = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  timestamp: isoTimestampSchema,
  details: z.array(apiErrorDetailSchema).optional(),
  stack: z.string().optional(),
});

/** True when `body` has the full shape of an API error body. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return apiErrorBodySchema.safeParse(body).success;
}
