import { z } from 'zod';
import { booleanSchema } from '../common/value-schemas.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { createPayloadSchema, declaredField, declaredMax } from '../collections/collection-payload.js';
import { hubsCollection } from '../collections/builtin/hubs.collection.js';
import {
  containerUpdatePayloadSchema,
  descriptionValueSchema,
  displayNameValueSchema,
  iconValueSchema,
} from './zone-payloads.js';

/**
 * Body of POST /zones/:zoneId/hubs, derived from the `hubs` declaration (icon defaults to
 * `layers`, is_active to true). Strict: `zone_id` comes from the path, `order_index` from the
 * ordering endpoint (a new hub goes last), ids from the server.
 */
export const hubCreateSchema = createPayloadSchema(
  hubsCollection,
  {
    name: displayNameValueSchema(declaredMax(hubsCollection, 'name')),
    icon: iconValueSchema(declaredField(hubsCollection, 'icon').pattern, 'building'),
    description: descriptionValueSchema(declaredMax(hubsCollection, 'description')),
    is_active: booleanSchema(),
  },
  { nullWhenAbsent: true },
);
export type HubCreateInput = z.input<typeof hubCreateSchema>;
export type HubCreate = z.output<typeof hubCreateSchema>;

/** Body of PATCH …/hubs/:hubId; `is_active: false` hides the hub from the default list. */
export const hubUpdateSchema = containerUpdatePayloadSchema(hubsCollection);
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
