import {
  IMPLIED_ID_FIELD,
  SYSTEM_FIELD_DEFINITIONS,
  type CollectionField,
  type FieldOfType,
} from '@atrium/schema';
import { i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `due_date` → `Due date`. */
export function humanizeFieldName(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The engine's own columns (the implied id, the system fields), named in the reader's language. */
const ENGINE_LABELS = new Map<unknown, MessageDescriptor>([
  [IMPLIED_ID_FIELD, msg`ID`],
  [SYSTEM_FIELD_DEFINITIONS.created_at, msg`Created`],
  [SYSTEM_FIELD_DEFINITIONS.updated_at, msg`Updated`],
  [SYSTEM_FIELD_DEFINITIONS.created_by, msg`Created by`],
]);

/**
 * A field's label: its own (in the reader's language when the schema translates it, see
 * localize-collection.ts), else its name in words — a relation's without its `_id` (`zone_id` →
 * "Zone", the row it points at, as Directus and Strapi name a relation). The engine's own columns
 * are named by the app.
 */
export function fieldLabel(field: Pick<CollectionField, 'name' | 'label'> & { type?: string }): string {
  const engine = ENGINE_LABELS.get(field);
  if (engine) return activeI18n._(engine);
  if (field.label) return field.label;
  const name = field.type === 'relation' && /._id$/.test(field.name) ? field.name.slice(0, -3) : field.name;
  return humanizeFieldName(name);
}

/**
 * A writable field's label in the record form: an optional field says so ("Due date
 * (optional)"), in the reader's language. A switch never does: it is always on or off, and
 * saves false when left off.
 */
export function formFieldLabel(
  field: Pick<CollectionField, 'name' | 'label' | 'required'> & { type?: string },
): string {
  const label = fieldLabel(field);
  return field.required || field.type === 'boolean' ? label : activeI18n._(msg`${label} (optional)`);
}

/** An enum field's options as `{ value, label }` (a bare string is its own label). */
export function enumOptions(field: FieldOfType<'enum'>): { value: string; label: string }[] {
  return field.options.map((option) =>
    typeof option === 'string'
      ? { value: option, label: option }
      : { value: option.value, label: option.label ?? option.value },
  );
}

/** The label of one enum value (the value itself when it is not an option any more). */
export function enumLabel(field: FieldOfType<'enum'>, value: string): string {
  return enumOptions(field).find((option) => option.value === value)?.label ?? value;
}

/** Shortens a UUID for a cell: `3f1c2b7e…`. */
export function shortUuid(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}
