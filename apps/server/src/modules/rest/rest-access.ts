import {
  collectionColumnSpec,
  collectionColumns,
  resolveRolePermission,
  resolveRowScope,
  writeRowScope,
} from '@atrium/schema';
import type {
  Collection,
  CollectionAction,
  CollectionColumn,
  CollectionLookup,
  ColumnSpec,
  ResolvedPermission,
  ResolvedRowScope,
} from '@atrium/schema';

/**
 * What one platform role may do on one collection, resolved once and kept (see RestCatalog):
 * the grant (resolveRolePermission), the columns it may read, and their types for the filter
 * parser. Every identifier the table API puts in SQL is a key of `readable` (or of the key /
 * writable lists derived from the same collection), so the request can only name what the
 * schema declares and the role may read.
 */
export interface CollectionAccess {
  collection: Collection;
  role: string;
  permission: ResolvedPermission;
  /**
   * The grant's row scope with its relation path resolved to tables; `none` when the path no
   * longer resolves (a target or field gone since the schema was checked): no rows, deny by default.
   */
  rowScope: ResolvedRowScope;
  /**
   * The rows it may write (update, delete, and where a written row must land): `rowScope` with
   * its zone parts narrowed to the zone roles that change content (writeRowScope) — a zone's
   * viewer reads its rows and changes none.
   */
  writeScope: ResolvedRowScope;
  /** Columns the role may select, filter, order and embed on, in table order. */
  readable: ReadonlyMap<string, CollectionColumn>;
  /** `readable` as the filter parser's whitelist (column → filter type). */
  spec: ColumnSpec;
  /** Every column of the table by name (for rendering rows and typing written values). */
  columns: ReadonlyMap<string, CollectionColumn>;
  /** The primary key: the order's tie-breaker, so pages are stable. */
  key: readonly string[];
}

/**
 * The role's access to the collection, or null when the schema grants it nothing (deny by
 * default; the caller then answers as for an unknown collection). Platform admins get every
 * action, row and non-internal column (resolveRolePermission). `lookup` finds the collections a
 * row scope's relation path goes through.
 */
export function collectionAccess(
  collection: Collection,
  role: string,
  lookup: CollectionLookup = () => undefined,
): CollectionAccess | null {
  const permission = resolveRolePermission(collection, role);
  if (!permission) return null;
  const rowScope = resolveRowScope(collection, permission.scope, lookup).scope ?? { kind: 'none' };
  const all = collectionColumns(collection);
  const readableNames = new Set(permission.readFields);
  const readable = new Map(
    all.filter((c) => !c.field.internal && readableNames.has(c.name)).map((c) => [c.name, c] as const),
  );
  return {
    collection,
    role,
    permission,
    rowScope,
    writeScope: writeRowScope(rowScope),
    readable,
    spec: collectionColumnSpec(collection, [...readable.keys()]),
    columns: new Map(all.map((c) => [c.name, c] as const)),
    key: collection.primary_key ?? ['id'],
  };
}

export function mayDo(access: CollectionAccess, action: CollectionAction): boolean {
  return access.permission.actions.includes(action);
}
