import { zoneMembersCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A user's membership of a zone, with the zone role (owner, admin, member, viewer).
 * Derived from the `zoneMembers` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type ZoneMemberEntity = CollectionRow<typeof zoneMembersCollection>;

export const ZoneMemberEntity = entitySchemaFromCollection(zoneMembersCollection, {
  indices: [{ name: 'zone_members_user_idx', columns: ['user_id'] }],
  checks: [{ name: 'zone_members_role_check', expression: `role IN ('owner', 'admin', 'member', 'viewer')` }],
});
