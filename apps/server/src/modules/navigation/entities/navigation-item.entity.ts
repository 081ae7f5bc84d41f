import { navigationCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A menu entry (migration Navigation): the table behind GET /api/navigation.
 * Derived from the `navigation` declaration (libs/schema collections/builtin): the columns are
 * declared there once; the indexes and checks below are the migration's, by name.
 */
export type NavigationItemEntity = CollectionRow<typeof navigationCollection>;

export const NavigationItemEntity = entitySchemaFromCollection(navigationCollection, {
  indices: [
    { name: 'navigation_parent_order_idx', columns: ['parent_id', 'order_index'] },
    { name: 'navigation_zone_idx', columns: ['zone_id'] },
  ],
  checks: [
    { name: 'navigation_title_check', expression: 'char_length(title) BETWEEN 1 AND 200' },
    { name: 'navigation_metadata_check', expression: `jsonb_typeof(metadata) = 'object'` },
    { name: 'navigation_check', expression: 'parent_id IS DISTINCT FROM id' },
  ],
});
