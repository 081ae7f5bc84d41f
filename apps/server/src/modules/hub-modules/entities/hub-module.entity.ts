import { modulesCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A module of a hub: a type from the module registry and that type's config.
 * Derived from the `modules` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type HubModuleEntity = CollectionRow<typeof modulesCollection>;

export const HubModuleEntity = entitySchemaFromCollection(modulesCollection, {
  indices: [{ name: 'modules_hub_order_idx', columns: ['hub_id', 'order_index', 'created_at', 'id'] }],
  checks: [
    { name: 'modules_name_check', expression: 'char_length(name) BETWEEN 1 AND 100' },
    { name: 'modules_config_check', expression: `jsonb_typeof(config) = 'object'` },
  ],
});
