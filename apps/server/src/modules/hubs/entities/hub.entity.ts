import { hubsCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A section of a zone; holds modules and dashboards. `zone_id` never changes.
 * Derived from the `hubs` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type HubEntity = CollectionRow<typeof hubsCollection>;

export const HubEntity = entitySchemaFromCollection(hubsCollection, {
  indices: [{ name: 'hubs_zone_order_idx', columns: ['zone_id', 'order_index', 'created_at', 'id'] }],
  checks: [{ name: 'hubs_name_check', expression: 'char_length(name) BETWEEN 1 AND 100' }],
});
