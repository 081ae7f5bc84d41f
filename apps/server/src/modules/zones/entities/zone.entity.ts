import { zonesCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A workspace: members with zone roles, hubs inside. `is_active` false = archived (read-only content).
 * Derived from the `zones` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type ZoneEntity = CollectionRow<typeof zonesCollection>;

export const ZoneEntity = entitySchemaFromCollection(zonesCollection, {
  indices: [
    { name: 'zones_created_by_idx', columns: ['created_by'] },
    // On (lower(name), id): an expression TypeORM cannot describe, so it leaves the index alone.
    { name: 'zones_name_idx', columns: ['name', 'id'], synchronize: false },
  ],
  checks: [{ name: 'zones_name_check', expression: 'char_length(name) BETWEEN 1 AND 100' }],
});
