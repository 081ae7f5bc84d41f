import {
  FORM_CHOICE_TYPES,
  FORM_FIELD_KEY_MAX_LENGTH,
  formBoundsMeaning,
  type FormField,
  type FormFieldType,
  type FormSchema,
} from '@atrium/schema';

/** A field in the builder: the definition as typed, plus a stable id for the list and drag and drop. */
export interface DraftField {
  uid: string;
  key: string;
  /** The admin typed the key: it no longer follows the label. */
  keyEdited: boolean;
  type: FormFieldType;
  label: string;
  required: boolean;
  /** Bounds as typed ('' = none). */
  min: string;
  max: string;
  /** One option per line, as typed. */
  options: string;
  placeholder: string;
  help: string;
}

let counter = 0;
const nextUid = () => `f${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A field key from a label, as a column name: lower-case ASCII letters, digits and `_` (accents
 * dropped, other characters as `_`), starting with a letter, at most 63 characters; `field` when
 * nothing is left ("名前" has no ASCII letter).
 */
export function keyFromLabel(label: string): string {
  const ascii = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const key = /^[a-z]/.test(ascii) ? ascii : ascii ? `f_${ascii}` : 'field';
  return key.slice(0, FORM_FIELD_KEY_MAX_LENGTH).replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`… the first not in `taken`. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const key = base.slice(0, FORM_FIELD_KEY_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(key)) return key;
  }
}

/** A new field of a type, labelled `label`, its key unique among `fields`; `options` for a choice type. */
export function newField(
  type: FormFieldType,
  label: string,
  fields: readonly DraftField[],
  options: readonly string[] = [],
): DraftField {
  const taken = new Set(fields.map((f) => f.key));
  return {
    uid: nextUid(),
    key: uniqueKey(keyFromLabel(label), taken),
    keyEdited: false,
    type,
    label,
    required: false,
    min: '',
    max: '',
    options: FORM_CHOICE_TYPES.has(type) ? options.join('\n') : '',
    placeholder: '',
    help: '',
  };
}

/** A change to one field; a new label moves the key along until the key was typed. */
export function updateField(
  fields: readonly DraftField[],
  uid: string,
  change: Partial<Omit<DraftField, 'uid'>>,
): DraftField[] {
  return fields.map((f) => {
    if (f.uid !== uid) return f;
    const next = { ...f, ...change };
    if (change.key !== undefined) next.keyEdited = true;
    else if (change.label !== undefined && !f.keyEdited) {
      const taken = new Set(fields.filter((o) => o.uid !== uid).map((o) => o.key));
      next.key = uniqueKey(keyFromLabel(change.label), taken);
    }
    if (change.type !== undefined && formBoundsMeaning(change.type) === null) {
      next.min = '';
      next.max = '';
    }
    return next;
  });
}

/** A bound as typed: '' is none; anything else a number (NaN is left for the schema to refuse). */
const bound = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The fields as the API takes them: empty texts and bounds left out, options one per line. */
export function toFormSchema(fields: readonly DraftField[]): FormSchema {
  return {
    fields: fields.map((f) => {
      const field: FormField = { key: f.key, type: f.type, label: f.label.trim() };
      if (f.required) field.required = true;
      if (formBoundsMeaning(f.type) !== null) {
        const min = bound(f.min);
        const max = bound(f.max);
        if (min !== undefined) field.min = min;
        if (max !== undefined) field.max = max;
      }
      if (FORM_CHOICE_TYPES.has(f.type)) {
        field.options = f.options
          .split('\n')
          .map((o) => o.trim())
          .filter((o) => o !== '');
      }
      if (f.placeholder.trim()) field.placeholder = f.placeholder.trim();
      if (f.help.trim()) field.help = f.help.trim();
      return field;
    }),
  };
}

/** A saved schema as builder fields (keys count as typed: they are what submissions hold). */
export function fromFormSchema(schema: FormSchema): DraftField[] {
  return schema.fields.map((f) => ({
    uid: nextUid(),
    key: f.key,
    keyEdited: true,
    type: f.type,
    label: f.label,
    required: f.required === true,
    min: f.min === undefined ? '' : String(f.min),
    max: f.max === undefined ? '' : String(f.max),
    options: (f.options ?? []).join('\n'),
    placeholder: f.placeholder ?? '',
    help: f.help ?? '',
  }));
}

/** Moves the item at `from` to `to`. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Problems by field uid and by other path (`title`, `settings.roles`…), from zod issues or the
 * server's details, whose paths are `schema.fields.<index>.<prop>`.
 */
export function problemsByField(
  fields: readonly DraftField[],
  issues: readonly { path: string; message: string }[],
): { byField: Map<string, Map<string, string>>; other: Map<string, string> } {
  const byField = new Map<string, Map<string, string>>();
  const other = new Map<string, string>();
  for (const { path, message } of issues) {
    const m = /^schema\.fields\.(\d+)(?:\.([a-z_]+))?/.exec(path);
    const field = m ? fields[Number(m[1])] : undefined;
    if (m && field) {
      const own = byField.get(field.uid) ?? new Map<string, string>();
      const prop = m[2] ?? 'field';
      if (!own.has(prop)) own.set(prop, message);
      byField.set(field.uid, own);
    } else if (!other.has(path)) {
      other.set(path, message);
    }
  }
  return { byField, other };
}
