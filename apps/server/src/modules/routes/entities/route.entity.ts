import { routesCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A page of the app as data: the client builds its router from these rows.
 * Derived from the `routes` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type RouteEntity = CollectionRow<typeof routesCollection>;

export const RouteEntity = entitySchemaFromCollection(routesCollection, {
  indices: [{ name: 'routes_created_at_idx', columns: ['created_at', 'id'] }],
});
