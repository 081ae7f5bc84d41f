import { builtinCollection, collectionSchema } from '@atrium/schema';
import type { Collection } from '@atrium/schema';
import { collectionAccess } from '../../src/modules/rest/rest-access.js';
import type { CollectionAccess } from '../../src/modules/rest/rest-access.js';
import { TASKS } from './rest-kit.js';

/**
 * `tasks` (rest-kit.ts: one field of each type; members read and write the rows of their zones,
 * never `secret`) resolved as RestCatalog resolves it, for the table API's unit tests
 * (src/modules/rest/*.spec.ts; kept here so fixtures stay out of the server build).
 */
export const tasksCollection: Collection = collectionSchema.parse(TASKS);

/** The role's access to `tasks` or a built-in collection (as RestCatalog resolves it). */
export function accessTo(name: string, role = 'user'): CollectionAccess | null {
  const lookup = (n: string) => (n === 'tasks' ? tasksCollection : builtinCollection(n));
  const collection = lookup(name);
  return collection ? collectionAccess(collection, role, lookup) : null;
}

export function tasksAccess(role = 'user'): CollectionAccess {
  return accessTo('tasks', role)!;
}

/**
 * The role's access to a variant of `tasks` (a retyped field, say), resolved as for `tasksAccess`;
 * throws when the role has none, so that a test never goes on with null.
 */
export function tasksVariantAccess(variant: Collection, role = 'user'): CollectionAccess {
  const access = collectionAccess(variant, role, (n) =>
    n === variant.name ? variant : builtinCollection(n),
  );
  if (!access) throw new Error(`role ${role} has no access to ${variant.name}`);
  return access;
}
