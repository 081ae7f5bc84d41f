import { builtinCollection, collectionSelectList } from '@atrium/schema';
import type { SelectListOptions } from '@atrium/schema';

/**
 * The SELECT / RETURNING list of a built-in collection's table, from its declaration (libs/schema
 * collections/builtin): the statements repositories keep in SQL name no column by hand, so a
 * column added to a declaration (and its migration) is read everywhere at once. Internal columns
 * (secrets) are left out unless `internal` is asked.
 */
export function builtinColumns(name: string, options: SelectListOptions = {}): string {
  const collection = builtinCollection(name);
  if (!collection) throw new Error(`No built-in collection "${name}"`);
  return collectionSelectList(collection, options);
}
