import {
  COLLECTION_ACTIONS,
  type CollectionAction,
  type CollectionFieldInput,
  type CollectionInput,
  type FieldType,
} from '@atrium/schema';

/**
 * The schema builder's model: what the admin edits (text as typed), turned into a collection
 * schema by `builderToSchema`. The server's dry run checks the result with every rule of
 * validateCollection; nothing here second-guesses it.
 */

export interface BuilderField {
  /** Stable key for React lists (not part of the schema). */
  key: number;
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  /** Bounds as typed: lengths for string/text, values for number/integer. */
  min: string;
  max: string;
  /** Enum options, one a line. */
  options: string;
  /** Relation target and the field of it that names a row. */
  target: string;
  displayField: string;
}

export type BuilderScope = 'all' | 'own' | 'zone_member';

export interface BuilderGrant {
  key: number;
  role: string;
  actions: CollectionAction[];
  scope: BuilderScope;
  /** The relation to zones (or uuid) that `zone_member` checks. */
  scopeField: string;
}

export interface BuilderState {
  name: string;
  label: string;
  labelPlural: string;
  description: string;
  fields: BuilderField[];
  grants: BuilderGrant[];
}

let nextKey = 1;

export function newBuilderField(patch: Partial<BuilderField> = {}): BuilderField {
  return {
    key: nextKey++,
    name: '',
    label: '',
    type: 'string',
    required: false,
    unique: false,
    min: '',
    max: '',
    options: '',
    target: '',
    displayField: '',
    ...patch,
  };
}

export function newBuilderGrant(patch: Partial<BuilderGrant> = {}): BuilderGrant {
  return { key: nextKey++, role: 'user', actions: ['read'], scope: 'all', scopeField: '', ...patch };
}

/** A new collection's starting point: a required title and a members' read grant. */
export function initialBuilderState(): BuilderState {
  return {
    name: '',
    label: '',
    labelPlural: '',
    description: '',
    fields: [newBuilderField({ name: 'title', type: 'string', required: true, max: '200' })],
    grants: [newBuilderGrant()],
  };
}

/** Types whose bounds are lengths, and types whose bounds are values. */
const LENGTH_TYPES: ReadonlySet<FieldType> = new Set(['string', 'text']);
const VALUE_TYPES: ReadonlySet<FieldType> = new Set(['number', 'integer']);

export function boundsKind(type: FieldType): 'length' | 'value' | null {
  if (LENGTH_TYPES.has(type)) return 'length';
  if (VALUE_TYPES.has(type)) return 'value';
  return null;
}

/** A bound as the schema takes it: a number, or the text as typed (the dry run names the problem). */
function bound(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

export function enumOptionsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  ];
}

function fieldToSchema(field: BuilderField): CollectionFieldInput {
  const out: Record<string, unknown> = { name: field.name.trim(), type: field.type };
  if (field.label.trim()) out.label = field.label.trim();
  if (field.required) out.required = true;
  if (field.unique) out.unique = true;
  if (boundsKind(field.type)) {
    const min = bound(field.min);
    const max = bound(field.max);
    if (min !== undefined) out.min = min;
    if (max !== undefined) out.max = max;
  }
  if (field.type === 'enum') out.options = enumOptionsOf(field.options);
  if (field.type === 'relation') {
    out.target = field.target.trim();
    // A required relation keeps its rows from losing their target; an optional one lets go.
    out.on_delete = field.required ? 'restrict' : 'set_null';
    if (field.displayField.trim()) out.display_field = field.displayField.trim();
  }
  return out as CollectionFieldInput;
}

function grantToSchema(grant: BuilderGrant) {
  const actions = COLLECTION_ACTIONS.filter((a) => grant.actions.includes(a));
  if (grant.scope === 'all') return actions;
  return {
    actions,
    scope:
      grant.scope === 'own'
        ? { kind: 'own' as const, field: 'created_by' }
        : { kind: 'zone_member' as const, field: grant.scopeField.trim() },
  };
}

/** Columns a generated list shows by default. */
const LIST_COLUMNS = 6;

/**
 * The collection schema the builder describes: fields in order, a list view of the first fields
 * (searching its text fields), and a grant per role that has at least one action.
 */
export function builderToSchema(state: BuilderState): CollectionInput {
  const fields = state.fields.map(fieldToSchema);
  const names = fields.map((f) => f.name).filter(Boolean);
  const searchable = fields
    .filter((f) => f.name && (f.type === 'string' || f.type === 'text'))
    .map((f) => f.name)
    .slice(0, 20);
  const permissions: Record<string, ReturnType<typeof grantToSchema>> = {};
  for (const grant of state.grants) {
    if (grant.role.trim() && grant.actions.length > 0) permissions[grant.role.trim()] = grantToSchema(grant);
  }
  const schema: Record<string, unknown> = { name: state.name.trim(), label: state.label.trim() };
  if (state.labelPlural.trim()) schema.label_plural = state.labelPlural.trim();
  if (state.description.trim()) schema.description = state.description.trim();
  schema.fields = fields;
  if (names.length > 0) {
    schema.list = {
      columns: names.slice(0, LIST_COLUMNS),
      ...(searchable.length > 0 ? { searchable } : {}),
    };
  }
  schema.permissions = permissions;
  return schema as CollectionInput;
}

/**
 * Where a dry-run problem belongs: `fields[2].max` → field 2 (its `max`), `permissions.user…` →
 * that role, anything else → the collection.
 */
export function problemTarget(
  path: string,
):
  | { kind: 'field'; index: number; key: string }
  | { kind: 'role'; role: string }
  | { kind: 'collection'; key: string } {
  const field = /^fields(?:\[(\d+)\]|\.(\d+))\.?(.*)$/.exec(path);
  if (field) return { kind: 'field', index: Number(field[1] ?? field[2]), key: field[3] ?? '' };
  const role = /^permissions\.([a-z][a-z0-9_]*)/.exec(path);
  if (role) return { kind: 'role', role: role[1] };
  return { kind: 'collection', key: path };
}
