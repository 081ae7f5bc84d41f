import { userProfilesCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * One row per user (same id); `role` is the platform role, `guest` when the row is missing.
 * Derived from the `userProfiles` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type UserProfileEntity = CollectionRow<typeof userProfilesCollection>;

export const UserProfileEntity = entitySchemaFromCollection(userProfilesCollection, {
  indices: [{ name: 'user_profiles_role_idx', columns: ['role'] }],
});
