import type { CollectionField, FieldOfType } from '@atrium/schema';

/** `due_date` → `Due date`. */
export function humanizeFieldName(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: its own, else its name in words. */
export function fieldLabel(field: Pick<CollectionField, 'name' | 'label'>): string {
  return field.label ?? humanizeFieldName(field.name);
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
