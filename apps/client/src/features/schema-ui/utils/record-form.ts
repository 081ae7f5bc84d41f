import {
  collectionRecordSchema,
  fieldHasDefault,
  jsonErrorPosition,
  MUST_BE_A_NUMBER,
  NOTHING_TO_WRITE,
  type Collection,
  type CollectionField,
  type RecordMode,
} from '@atrium/schema';
import { t } from '@lingui/core/macro';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CollectionRecord } from '../api/collections-api';
import type { FormEntry } from './form-sections';

/** What the form holds per field: text as typed, a boolean for switches. */
export type FormValue = string | boolean;
export type RecordFormValues = Record<string, FormValue>;
import { isoToWallTime, wallTimeToIso } from './zoned-time';

/**
 * A record form's values: typed text in, API values out, checked with the collection's zod.
 * This module pulls in the zod of field values (and re2js for patterns): it belongs to the lazy
 * SchemaForm chunk; what a list needs (the sections) is in form-sections.ts.
 */

function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A stored value (or a field's default, for a new record) as the form holds it. */
export function toFormValue(field: CollectionField, value: unknown, timeZone: string): FormValue {
  if (field.type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'datetime':
      return typeof value === 'string' ? isoToWallTime(value, timeZone) : '';
    case 'json':
      return prettyJson(value);
    case 'number':
    case 'integer':
      return typeof value === 'number' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/**
 * The form's starting values: the record's own, or for a new record each field's literal default
 * (a database function such as `now` is left to the database: the field starts empty).
 */
export function initialFormValues(
  entries: readonly FormEntry[],
  record: CollectionRecord | undefined,
  timeZone: string,
  /** A new record's values set by where it was started (a board's column), before the schema's defaults. */
  prefill?: CollectionRecord,
): RecordFormValues {
  const values: RecordFormValues = {};
  for (const { field } of entries) {
    const value = record
      ? record[field.name]
      : prefill && field.name in prefill
        ? prefill[field.name]
        : 'default' in field
          ? field.default
          : undefined;
    values[field.name] = toFormValue(field, value, timeZone);
  }
  return values;
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

/** A form value as the API takes it (text typed into a number input → a number, and so on). */
export function fromFormValue(field: CollectionField, value: FormValue, timeZone: string): Converted {
  if (field.type === 'boolean') return { ok: true, value: value === true };
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'number':
    case 'integer':
      // Number('') is 0: empty input never reaches here. NaN is refused by the schema with its message.
      return { ok: true, value: Number(text.trim()) };
    case 'datetime': {
      const iso = wallTimeToIso(text, timeZone);
      return iso ? { ok: true, value: iso } : { ok: false, message: t`Must be a date and time` };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        // Runs when the form is checked (an event), so the active language is the user's. The
        // place, not the engine's reason: JSON.parse words it in English whatever the language.
        const at = jsonErrorPosition(text);
        const line = at?.line ?? 1;
        const column = at?.column ?? 1;
        return {
          ok: false,
          message: at ? t`Must be valid JSON (line ${line}, column ${column})` : t`Must be valid JSON`,
        };
      }
    default:
      return { ok: true, value: text };
  }
}

function isEmpty(field: CollectionField, value: FormValue | undefined): boolean {
  if (field.type === 'boolean') return false;
  return (
    typeof value !== 'string' ||
    (field.type === 'string' || field.type === 'text' ? value === '' : value.trim() === '')
  );
}

export interface RecordFormOptions {
  mode: RecordMode;
  entries: readonly FormEntry[];
  /** What the form started from: in an edit, only fields that differ are sent. */
  initial: RecordFormValues;
  timeZone: string;
}

/**
 * The form's values as the body of a POST (create) or PATCH (update), with the problems found
 * converting them. Create: empty fields are left out (the database fills defaults). Update: only
 * changed fields, an emptied one as null; emptying a required field is "Required" here rather
 * than the schema's "Must not be null".
 */
export function formValuesToRecord(
  values: RecordFormValues,
  { mode, entries, initial, timeZone }: RecordFormOptions,
): { record: CollectionRecord; problems: Record<string, string> } {
  const record: CollectionRecord = {};
  const problems: Record<string, string> = {};
  for (const { field, writable } of entries) {
    if (!writable) continue;
    const value = values[field.name];
    if (mode === 'update' && value === initial[field.name]) continue;
    if (isEmpty(field, value)) {
      if (mode === 'update') {
        if (field.required) problems[field.name] = t`Required`;
        else record[field.name] = null;
      } else if (field.required && !fieldHasDefault(field)) {
        problems[field.name] = t`Required`;
      }
      continue;
    }
    const converted = fromFormValue(field, value ?? '', timeZone);
    if (converted.ok) record[field.name] = converted.value;
    else problems[field.name] = converted.message;
  }
  return { record, problems };
}

/**
 * The form's resolver: values converted (formValuesToRecord), then checked with the collection's
 * own zod — `collectionRecordSchema`, the schema the table API validates the same body with — so
 * the browser and the server refuse the same values with the same messages. Resolves to the body
 * to send.
 */
export function recordFormResolver(
  collection: Pick<Collection, 'fields' | 'primary_key' | 'system_fields'>,
  options: RecordFormOptions & {
    writable?: readonly string[];
    /** A screen's own checks of the body (field → message), ahead of the collection's zod. */
    validate?: (record: CollectionRecord) => Readonly<Record<string, string>>;
  },
): Resolver<RecordFormValues, unknown, CollectionRecord> {
  const schema = collectionRecordSchema(collection, options.mode, { writable: options.writable });
  return async (values, _context, { fields }) => {
    const { record, problems } = formValuesToRecord(values, options);
    const errors: Record<string, { type: string; message: string }> = {};
    // Text a number input cannot read ("4-", "1e999") reaches the form as '' — saved, it would be
    // an empty field (in an edit, the stored number erased) without a word. The input knows.
    for (const { field, writable } of options.entries) {
      if (!writable || (field.type !== 'number' && field.type !== 'integer')) continue;
      const ref = fields[field.name]?.ref as { validity?: ValidityState } | undefined;
      if (ref?.validity?.badInput) errors[field.name] = { type: 'format', message: MUST_BE_A_NUMBER };
    }
    for (const [name, message] of Object.entries(problems)) errors[name] ??= { type: 'format', message };
    for (const [name, message] of Object.entries(options.validate?.(record) ?? {}))
      errors[name] ??= { type: 'validate', message };
    const result = schema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path.length > 0 ? String(issue.path[0]) : 'root';
        // Nothing to write in an edit: the save bar says so instead of an error.
        const message = issue.message === NOTHING_TO_WRITE ? t`Nothing changed` : issue.message;
        errors[name] ??= { type: issue.code, message };
      }
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<RecordFormValues> };
    }
    return { values: result.data as CollectionRecord, errors: {} };
  };
}
