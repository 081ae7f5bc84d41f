import { isAdminRole } from '../routes/fallback-routes.js';
import { collectionColumns } from './collection-columns.js';
import { isWritableField } from './collection-record.js';
import {
  COLLECTION_ACTIONS,
  type Collection,
  type CollectionAction,
  type RolePermission,
  type RowScope,
} from './collection-schema.js';

/** What one role may do on one collection, with the defaults of its grant filled in. */
export interface ResolvedPermission {
  actions: readonly CollectionAction[];
  /** Columns it may select, filter, order and embed on. */
  readFields: readonly string[];
  /** Fields it may set on create and update. */
  writeFields: readonly string[];
  scope: RowScope;
}

/**
 * The grant a collection's schema gives `role`: its own entry in `permissions`, else a built-in
 * collection's `default_permission`, else none (deny by default). Admin roles are not listed.
 */
export function roleGrant(
  collection: Pick<Collection, 'permissions' | 'default_permission'>,
  role: string,
): RolePermission | undefined {
  return Object.hasOwn(collection.permissions, role)
    ? collection.permissions[role]
    : collection.default_permission;
}

/**
 * A role's permission on a collection, or null when it has none (deny by default: a role the
 * schema does not name gets nothing — unless a built-in collection declares a
 * `default_permission`, the grant of every role it does not name, as `navigation` does).
 *
 * Platform admins (ADMIN_ROLES) have every action on every row, and may read and write every
 * field a client can: the admin screens of every collection rely on it. Nobody reads or writes
 * `internal` fields, and nobody writes read-only ones, whatever the grant lists. A grant without
 * `read_fields` reads every column; with it, it reads those and always the primary key (a row it
 * may read is found, changed and linked by its key; the key tells nothing the row does not). A
 * grant without `write_fields` writes every writable field it may read — when it may create or
 * update at all (else it writes none): hiding a column hides it from writes too, so that neither
 * a refusal nor a unique conflict can tell what it holds. A field listed in `write_fields` is
 * written even if unread (a write-only field, such as a secret answer).
 */
export function resolveRolePermission(
  collection: Pick<
    Collection,
    'primary_key' | 'fields' | 'system_fields' | 'permissions' | 'default_permission'
  >,
  role: string,
): ResolvedPermission | null {
  const columns = collectionColumns(collection).filter((c) => !c.field.internal);
  const readable = columns.map((c) => c.name);
  const writable = columns.filter((c) => c.origin === 'field' && isWritableField(c.field)).map((c) => c.name);
  if (isAdminRole(role)) {
    return {
      actions: COLLECTION_ACTIONS,
      readFields: readable,
      writeFields: writable,
      scope: { kind: 'all' },
    };
  }
  const grant = roleGrant(collection, role);
  if (!grant) return null;
  const only = (names: readonly string[] | undefined, from: string[]) =>
    names === undefined ? from : from.filter((name) => names.includes(name));
  const key = new Set(collection.primary_key ?? ['id']);
  const listed = grant.read_fields;
  const readFields =
    listed === undefined ? readable : readable.filter((name) => key.has(name) || listed.includes(name));
  // A grant that neither creates nor updates writes no field (and names none to its reader).
  const writes = grant.actions.includes('create') || grant.actions.includes('update');
  return {
    actions: grant.actions,
    readFields,
    writeFields: writes ? only(grant.write_fields ?? readFields, writable) : [],
    scope: grant.scope,
  };
}
