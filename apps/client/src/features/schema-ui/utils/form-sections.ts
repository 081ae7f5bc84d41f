import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { collectionColumns, type Collection, type CollectionField, type RecordMode } from '@atrium/schema';

/**
 * Which fields a record form shows and how. Kept apart from record-form.ts (the values and their
 * zod) so a list or a read-only view can use it without loading the field validators and re2js.
 */

/**
 * A client may write the field: declared, not read-only, not internal. The same rule as
 * `isWritableField` of libs/schema, whose module brings the field validators along
 * (form-sections.test.ts checks they agree).
 */
export function isFormWritable(field: CollectionField): boolean {
  return !field.readonly && !field.internal;
}

type Schema = Pick<Collection, 'fields' | 'primary_key' | 'system_fields' | 'form'>;

export interface FormEntry {
  field: CollectionField;
  /** False: shown read-only (a read-only, system or not-granted field of an existing record). */
  writable: boolean;
}

export interface FormSection {
  label?: string;
  description?: string;
  entries: FormEntry[];
}

/**
 * The form's sections: the schema's `form.sections` when it has them, else one section of every
 * field that is not hidden. Writable fields are inputs; on an existing record, read-only ones are
 * shown as values, and the system fields (created, updated) close the form; a new record shows
 * only what can be written. Hidden fields appear only where a section names them.
 */
export function formSections(
  collection: Schema,
  mode: RecordMode,
  writable?: readonly string[],
  /** The language of the sections this function names (the active one when omitted). */
  i18n: I18n = activeI18n,
): FormSection[] {
  const allowed = writable ? new Set(writable) : null;
  const columns = collectionColumns(collection).filter((c) => !c.field.internal);
  const entryOf = (name: string): FormEntry | null => {
    const column = columns.find((c) => c.name === name);
    if (!column) return null;
    const canWrite =
      column.origin === 'field' && isFormWritable(column.field) && (!allowed || allowed.has(name));
    if (!canWrite && mode === 'create') return null;
    return { field: column.field, writable: canWrite };
  };
  const sections: FormSection[] = collection.form
    ? collection.form.sections.map((s) => ({
        label: s.label,
        description: s.description,
        entries: s.fields.map(entryOf).filter((e): e is FormEntry => e !== null),
      }))
    : [
        {
          entries: columns
            .filter((c) => c.origin === 'field' && !c.field.hidden)
            .map((c) => entryOf(c.name))
            .filter((e): e is FormEntry => e !== null),
        },
      ];
  if (mode === 'update') {
    const named = new Set(sections.flatMap((s) => s.entries.map((e) => e.field.name)));
    const record = columns
      .filter((c) => c.origin !== 'field' && !named.has(c.name))
      .map((c) => ({ field: c.field, writable: false }));
    if (record.length > 0) sections.push({ label: i18n._(msg`Record`), entries: record });
  }
  return sections.filter((s) => s.entries.length > 0);
}
