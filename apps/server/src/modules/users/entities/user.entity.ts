import { usersCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * An account. Its secrets are `internal` in the declaration: left out of every select unless asked.
 * Derived from the `users` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type UserEntity = CollectionRow<typeof usersCollection>;

export const UserEntity = entitySchemaFromCollection(usersCollection);
