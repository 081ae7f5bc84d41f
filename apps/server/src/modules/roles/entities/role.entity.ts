import { rolesCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A platform role. System roles are seeded and fixed; custom ones come from POST /api/roles.
 * Derived from the `roles` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type RoleEntity = CollectionRow<typeof rolesCollection>;

export const RoleEntity = entitySchemaFromCollection(rolesCollection, {
  checks: [
    { name: 'roles_name_check', expression: `name ~ '^[a-z][a-z0-9_]*$' AND length(name) <= 63` },
    { name: 'roles_label_check', expression: 'length(label) BETWEEN 1 AND 100' },
    { name: 'roles_description_check', expression: 'length(description) <= 500' },
  ],
});
