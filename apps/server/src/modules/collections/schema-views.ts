import { isAdminRole, resolveRolePermission } from '@atrium/schema';
import type { Collection, SchemaEntry } from '@atrium/schema';

/** Stored facts about a registered collection that GET /schemas shows beside its schema. */
export interface RegistryMeta {
  version: number;
  updated_at: Date;
}

/**
 * A collection as `role` may see it, or null when the role may not read it (deny by default:
 * a role the schema does not name sees nothing, not even the collection's name).
 *
 * Internal fields (a password hash) are never shown, not even to admins. Others see only the
 * fields they may read — a hidden column's name would invite probing — and only their own role's
 * grant; list and form layout keep only what is left.
 */
export function schemaEntryFor(
  collection: Collection,
  role: string,
  builtin: boolean,
  meta: RegistryMeta | undefined,
): SchemaEntry | null {
  const access = resolveRolePermission(collection, role);
  if (!access || !access.actions.includes('read')) return null;
  const visible = new Set(access.readFields);
  const admin = isAdminRole(role);
  const keep = (name: string) => visible.has(name);
  const schema: Collection = {
    ...collection,
    fields: collection.fields.filter((f) => keep(f.name)),
    system_fields: collection.system_fields.filter(keep),
    permissions: admin
      ? collection.permissions
      : Object.hasOwn(collection.permissions, role)
        ? { [role]: collection.permissions[role] }
        : {},
  };
  if (collection.list) {
    const columns = collection.list.columns.filter(keep);
    schema.list =
      columns.length === 0
        ? undefined
        : {
            ...collection.list,
            columns,
            ...(collection.list.sort && { sort: collection.list.sort.filter((s) => keep(s.field)) }),
            ...(collection.list.searchable && { searchable: collection.list.searchable.filter(keep) }),
          };
  }
  if (collection.form) {
    const sections = collection.form.sections
      .map((s) => ({ ...s, fields: s.fields.filter(keep) }))
      .filter((s) => s.fields.length > 0);
    schema.form = sections.length === 0 ? undefined : { sections };
  }
  // Others see the default grant only when it is theirs (their role is not named).
  if (!admin && Object.hasOwn(collection.permissions, role)) delete schema.default_permission;
  if (schema.list === undefined) delete schema.list;
  if (schema.form === undefined) delete schema.form;
  return {
    name: collection.name,
    builtin,
    version: meta?.version ?? null,
    updated_at: meta?.updated_at.toISOString() ?? null,
    schema,
    access: {
      actions: access.actions,
      read_fields: access.readFields,
      write_fields: access.writeFields,
      scope: access.scope,
    },
  };
}
