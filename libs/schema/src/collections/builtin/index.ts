import { collectionSchema, type Collection, type CollectionInput } from '../collection-schema.js';
import { withTranslations } from './builtin-translations.js';
import { dashboardsCollection } from './dashboards.collection.js';
import { hubsCollection } from './hubs.collection.js';
import { modulesCollection } from './modules.collection.js';
import { navigationCollection } from './navigation.collection.js';
import { rolesCollection } from './roles.collection.js';
import { routesCollection } from './routes.collection.js';
import { userProfilesCollection } from './user-profiles.collection.js';
import { usersCollection } from './users.collection.js';
import { zoneMembersCollection } from './zone-members.collection.js';
import { zonesCollection } from './zones.collection.js';

/** The declarations themselves, literal types kept (defineCollection): `CollectionRow<typeof routesCollection>`. */
export {
  dashboardsCollection,
  hubsCollection,
  modulesCollection,
  navigationCollection,
  rolesCollection,
  routesCollection,
  userProfilesCollection,
  usersCollection,
  zoneMembersCollection,
  zonesCollection,
};

/**
 * Atrium's own tables as collections, as written (before defaults). Each column of each table is
 * declared here once; apps/server/test/schema/builtin-collections.spec.ts fails when a migration
 * and a declaration disagree. Roles have no table yet (the platform roles are user_profiles.role,
 * the zone roles zone_members.role). Their texts in other languages are in builtin-translations.ts.
 */
export const BUILTIN_COLLECTION_INPUTS: readonly CollectionInput[] = Object.freeze(
  [
    routesCollection,
    usersCollection,
    userProfilesCollection,
    rolesCollection,
    zonesCollection,
    zoneMembersCollection,
    hubsCollection,
    modulesCollection,
    dashboardsCollection,
    navigationCollection,
  ].map(withTranslations),
);

let parsed: readonly Collection[] | undefined;

/**
 * The built-in collections, parsed (defaults filled), on first use (importing the library runs
 * nothing). A test checks them with every rule of validateCollection.
 */
export function builtinCollections(): readonly Collection[] {
  parsed ??= Object.freeze(BUILTIN_COLLECTION_INPUTS.map((input) => collectionSchema.parse(input)));
  return parsed;
}

/** The built-in collection of that name, if any. */
export function builtinCollection(name: string): Collection | undefined {
  return builtinCollections().find((collection) => collection.name === name);
}
