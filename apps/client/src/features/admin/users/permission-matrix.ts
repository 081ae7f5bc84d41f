import {
  COLLECTION_ACTIONS,
  collectionColumns,
  roleGrant,
  type Collection,
  type CollectionAction,
  type RolePermission,
  type RowScope,
  type SchemaChangeReport,
} from '@atrium/schema';
import { t } from '@lingui/core/macro';

/**
 * The permission matrix's model: one role's grant on one collection, as the collection's schema
 * holds it (`permissions[role]`), edited as a draft and written back into the schema. Pure.
 */

/** A grant as the matrix edits it: `undefined` field lists mean "every field it can". */
export interface GrantDraft {
  actions: CollectionAction[];
  read_fields?: string[];
  write_fields?: string[];
  scope: RowScope;
}

export const NO_GRANT: GrantDraft = Object.freeze({ actions: [], scope: { kind: 'all' } }) as GrantDraft;

/**
 * The role's grant in the schema — a built-in collection's `default_permission` for a role it does
 * not name (navigation: every role reads its menu) — or no grant (deny by default).
 */
export function grantOf(
  collection: Pick<Collection, 'permissions' | 'default_permission'>,
  role: string,
): GrantDraft {
  const grant = roleGrant(collection, role);
  if (!grant) return NO_GRANT;
  return {
    actions: [...grant.actions],
    ...(grant.read_fields ? { read_fields: [...grant.read_fields] } : {}),
    ...(grant.write_fields ? { write_fields: [...grant.write_fields] } : {}),
    scope: grant.scope,
  };
}

/** Equal grants (actions in any order, field lists as sets). */
export function sameGrant(a: GrantDraft, b: GrantDraft): boolean {
  const sameSet = (x?: readonly string[], y?: readonly string[]) =>
    x === undefined || y === undefined ? x === y : x.length === y.length && x.every((v) => y.includes(v));
  return (
    sameSet(a.actions, b.actions) &&
    sameSet(a.read_fields, b.read_fields) &&
    sameSet(a.write_fields, b.write_fields) &&
    JSON.stringify(a.scope) === JSON.stringify(b.scope)
  );
}

/** The draft with an action switched on or off (actions kept in the schema's order). */
export function toggleAction(grant: GrantDraft, action: CollectionAction, on: boolean): GrantDraft {
  const actions = COLLECTION_ACTIONS.filter((a) => (a === action ? on : grant.actions.includes(a)));
  return { ...grant, actions };
}

/**
 * The schema with the role's grant replaced: a grant without actions removes the role (a role
 * not named has no access); field lists and the scope are written only when they narrow.
 */
export function withGrant(collection: Collection, role: string, grant: GrantDraft): Collection {
  const { [role]: _previous, ...others } = collection.permissions;
  if (grant.actions.length === 0) return { ...collection, permissions: others };
  const next: RolePermission = {
    actions: grant.actions,
    ...(grant.read_fields ? { read_fields: grant.read_fields } : {}),
    ...(grant.write_fields ? { write_fields: grant.write_fields } : {}),
    scope: grant.scope,
  };
  return { ...collection, permissions: { ...others, [role]: next } };
}

/** The collection's columns a grant may name: readable (every column) and writable (its own fields). */
export function grantableFields(collection: Collection): { readable: string[]; writable: string[] } {
  const columns = collectionColumns(collection).filter((c) => !c.field.internal);
  return {
    readable: columns.map((c) => c.name),
    writable: columns.filter((c) => c.origin === 'field' && !c.field.readonly).map((c) => c.name),
  };
}

/**
 * Fields a row scope can go through: `own` a uuid or a relation to users, `zone_member` to zones.
 * For `own`, `created_by` comes first when the collection keeps it: "rows they created" means the
 * same here as in the schema builder, which writes `{kind: 'own', field: 'created_by'}`.
 */
export function scopeFields(collection: Collection, kind: 'own' | 'zone_member'): string[] {
  const wanted = kind === 'own' ? 'users' : 'zones';
  const names = collectionColumns(collection)
    .filter((c) => !c.field.internal)
    .filter(
      (c) =>
        (c.field.type === 'uuid' && c.origin !== 'id') ||
        (c.field.type === 'relation' && c.field.target === wanted),
    )
    .map((c) => c.name);
  if (kind !== 'own' || !names.includes('created_by')) return names;
  return ['created_by', ...names.filter((n) => n !== 'created_by')];
}

/** The scope kinds this screen edits; the others (flag, role, all_of) come from schema files and are kept as they are. */
export type EditableScopeKind = 'all' | 'own' | 'zone_member';

export function isEditableScope(kind: RowScope['kind']): kind is EditableScopeKind {
  return kind === 'all' || kind === 'own' || kind === 'zone_member';
}

type SingleScope = Exclude<RowScope, { kind: 'all' | 'all_of' }>;

// These run when a screen renders (never at module load), in the active language.
function singleScopeSummary(scope: SingleScope): string {
  const field = scope.field;
  switch (scope.kind) {
    case 'own':
      return scope.zone_peers
        ? t`their own rows and those of their zones' members (${field})`
        : t`rows they created (${field})`;
    case 'zone_member': {
      // The zone read through relations (a module's is its hub's): "hub_id → zone_id".
      const path = [...(scope.via ?? []), field].join(' → ');
      const zones = scope.include_null
        ? t`rows of their zones or of none (${path})`
        : t`rows of their zones (${path})`;
      if (!scope.inactive) return zones;
      const flag = [...(scope.inactive.via ?? []), scope.inactive.field].join(' → ');
      const roles = scope.inactive.zone_roles.join(', ');
      return t`${zones}, inactive ones (${flag}) only for zone ${roles}`;
    }
    case 'flag':
      return t`rows where ${field}`;
    case 'role':
      return t`rows for their role (${field})`;
  }
}

/** A row scope in words: "every row", "rows of their zones (zone_id)", "rows where is_active and …". */
export function scopeSummary(scope: RowScope): string {
  if (scope.kind === 'all') return t`every row`;
  if (scope.kind === 'all_of')
    return scope.of.map(singleScopeSummary).reduce((all, next) => t`${all} and ${next}`);
  return singleScopeSummary(scope);
}

/** One line for a cell: "All fields · every row", "Reads 3 of 8, writes 2 · rows of their zones". */
export function grantSummary(grant: GrantDraft, collection: Collection): string {
  if (grant.actions.length === 0) return t`No access`;
  const { readable, writable } = grantableFields(collection);
  // As the server resolves it: the key is always read; without write_fields, what it reads is written.
  const key = collection.primary_key ?? ['id'];
  const reads =
    grant.read_fields && readable.filter((f) => key.includes(f) || grant.read_fields!.includes(f));
  const readCount = reads?.length;
  const readableCount = readable.length;
  const writesListed = grant.write_fields ?? (reads && writable.filter((f) => reads.includes(f)));
  const writeCount =
    writesListed && grant.actions.some((a) => a === 'create' || a === 'update')
      ? writesListed.length
      : undefined;
  const writableCount = writable.length;
  const fields =
    readCount !== undefined && writeCount !== undefined
      ? t`Reads ${readCount} of ${readableCount}, writes ${writeCount} of ${writableCount}`
      : readCount !== undefined
        ? t`Reads ${readCount} of ${readableCount}`
        : writeCount !== undefined
          ? t`Writes ${writeCount} of ${writableCount}`
          : t`All fields`;
  const scope = scopeSummary(grant.scope);
  return `${fields} · ${scope}`;
}

/**
 * Why a dry run's report must not be applied from the matrix, or null: only permission changes
 * may go through here. Anything else (fields this screen does not see would be dropped, say)
 * belongs in the schema builder.
 */
export function notOnlyPermissions(report: Pick<SchemaChangeReport, 'changes'>): string | null {
  const other = report.changes.filter((c) => c.change !== 'permissions_changed');
  if (other.length === 0) return null;
  // The changes' messages are the server's words.
  const changes = other.map((c) => c.message).join('; ');
  return t`Saving would also change the schema (${changes}); change it in the schema instead.`;
}
