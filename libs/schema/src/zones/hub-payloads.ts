import { z } from 'zod';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { DEFAULT_HUB_ICON } from './zone-limits.js';
import {
  containerUpdateSchema,
  descriptionSchema,
  displayNameSchema,
  iconNameSchema,
} from './zone-payloads.js';

/**
 * Body of POST /zones/:zoneId/hubs. Strict: `zone_id` comes from the path, `order_index` from the
 * ordering endpoint (a new hub goes last), ids from the server.
 */
export const hubCreateSchema = z.strictObject({
  name: displayNameSchema,
  icon: iconNameSchema.default(DEFAULT_HUB_ICON),
  description: descriptionSchema.optional().transform((d) => d ?? null),
  is_active: z.boolean().default(true),
});
export type HubCreateInput = z.input<typeof hubCreateSchema>;
export type HubCreate = z.output<typeof hubCreateSchema>;

/** Body of PATCH …/hubs/:hubId; `is_active: false` hides the hub from the default list. */
export const hubUpdateSchema = containerUpdateSchema;
export type HubUpdateInput = z.input<typeof hubUpdateSchema>;
export type HubUpdate = z.output<typeof hubUpdateSchema>;

/** A hub as the API returns it. */
export const hubSchema = z.object({
  id: z.string(),
  zone_id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  order_index: z.number().int(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Hub = z.infer<typeof hubSchema>;
