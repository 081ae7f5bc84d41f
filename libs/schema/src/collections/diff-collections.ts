import { STRING_DEFAULT_MAX_LENGTH, TEXT_DEFAULT_MAX_LENGTH } from './collection-limits.js';
import type { Collection, CollectionField } from './collection-schema.js';
import { enumOptionValues } from './field-value.js';

/**
 * What changes between two versions of a collection, each change classified:
 *
 * - **additive**: existing rows stay valid and no data is lost — a new collection, a new optional
 *   field (or one with a default), a relaxed constraint, a new default, labels, UI hints, list and
 *   form layout, permissions. The registry applies these at once.
 * - **destructive**: data may be lost, existing rows may no longer fit, or a consumer of the table
 *   breaks — a dropped collection or field, a type change, required or unique added, a bound
 *   narrowed, enum options removed, a renamed table, a changed key. The registry refuses these
 *   unless the change is confirmed (after its dry run showed the rows it would touch).
 *
 * Both versions must be validated collections (`validateCollection(...).collection`).
 */
export type CollectionChangeKind = 'additive' | 'destructive';

export type CollectionChangeType =
  | 'collection_created'
  | 'collection_dropped'
  | 'collection_renamed'
  | 'table_renamed'
  | 'primary_key_changed'
  | 'system_field_added'
  | 'system_field_removed'
  | 'field_added'
  | 'field_removed'
  | 'field_type_changed'
  | 'required_added'
  | 'required_removed'
  | 'unique_added'
  | 'unique_removed'
  | 'constraint_narrowed'
  | 'constraint_relaxed'
  | 'default_changed'
  | 'relation_changed'
  | 'presentation_changed'
  | 'permissions_changed';

export interface CollectionChange {
  kind: CollectionChangeKind;
  change: CollectionChangeType;
  /** The field concerned, when the change is about one field. */
  field?: string;
  /** Where in the schema, like `fields.title.max` (fields by name: indexes move between versions). */
  path: string;
  message: string;
}

/** JSON equality that ignores key order. */
function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

const PRESENTATION_KEYS = [
  'label',
  'help',
  'placeholder',
  'hidden',
  'readonly',
  'internal',
  'widget',
  'display_field',
  'translations',
];

/**
 * What a type change does to values that do convert but lose something on the way (said in the
 * dry run before it is confirmed); any other change refuses a value that does not convert.
 */
const LOSSY_CONVERSIONS: Readonly<Record<string, string>> = {
  'number>integer':
    'fractions are rounded to whole numbers (halves to even: 2.5 becomes 2), and values that do not fit stop the change',
  // The column stays uuid: nothing converts, but a value naming no row of the target breaks the
  // new foreign key (counted by the server as for a relation's new target).
  'uuid>relation': 'values naming no row of the target would point nowhere',
};

export function diffCollections(before: Collection | null, after: Collection | null): CollectionChange[] {
  if (!before && !after) return [];
  if (!before) {
    return [
      {
        kind: 'additive',
        change: 'collection_created',
        path: '',
        message: `New collection "${after!.name}" (table "${after!.table}")`,
      },
    ];
  }
  if (!after) {
    return [
      {
        kind: 'destructive',
        change: 'collection_dropped',
        path: '',
        message: `Collection "${before.name}" and all its rows are dropped`,
      },
    ];
  }
  const changes: CollectionChange[] = [];
  const push = (
    kind: CollectionChangeKind,
    change: CollectionChangeType,
    path: string,
    message: string,
    field?: string,
  ) =>
    changes.push(
      field === undefined ? { kind, change, path, message } : { kind, change, field, path, message },
    );

  if (before.name !== after.name) {
    push(
      'destructive',
      'collection_renamed',
      'name',
      `Renamed from "${before.name}" to "${after.name}": its API path changes`,
    );
  }
  if (before.table !== after.table) {
    push(
      'destructive',
      'table_renamed',
      'table',
      `Table renamed from "${before.table}" to "${after.table}": queries naming it break`,
    );
  }
  if (!sameJson(before.primary_key ?? ['id'], after.primary_key ?? ['id'])) {
    push('destructive', 'primary_key_changed', 'primary_key', 'The primary key changes');
  }
  for (const name of before.system_fields) {
    if (!after.system_fields.includes(name)) {
      push(
        'destructive',
        'system_field_removed',
        'system_fields',
        `System field "${name}" and its values are dropped`,
        name,
      );
    }
  }
  for (const name of after.system_fields) {
    if (!before.system_fields.includes(name))
      push('additive', 'system_field_added', 'system_fields', `System field "${name}" added`, name);
  }

  const beforeFields = new Map(before.fields.map((f) => [f.name, f]));
  const afterFields = new Map(after.fields.map((f) => [f.name, f]));
  for (const field of before.fields) {
    if (!afterFields.has(field.name)) {
      push(
        'destructive',
        'field_removed',
        `fields.${field.name}`,
        `Field "${field.name}" and its values are dropped`,
        field.name,
      );
    }
  }
  for (const field of after.fields) {
    const old = beforeFields.get(field.name);
    if (!old) {
      const hasDefault = defaultOf(field) !== undefined || defaultFn(field) !== undefined;
      if (field.required && !hasDefault) {
        push(
          'destructive',
          'field_added',
          `fields.${field.name}`,
          `Required field "${field.name}" has no default: existing rows would have no value for it`,
          field.name,
        );
      } else {
        push(
          'additive',
          'field_added',
          `fields.${field.name}`,
          `New field "${field.name}" (${field.type})`,
          field.name,
        );
      }
      continue;
    }
    changes.push(...fieldChanges(old, field));
  }

  const presentation = [
    'label',
    'label_plural',
    'icon',
    'description',
    'translations',
    'list',
    'form',
  ] as const;
  const changedPresentation: string[] = presentation.filter((key) => !sameJson(before[key], after[key]));
  const order = (c: Collection) =>
    c.fields.map((f) => f.name).filter((n) => beforeFields.has(n) && afterFields.has(n));
  if (!sameJson(order(before), order(after))) changedPresentation.push('fields order');
  if (changedPresentation.length > 0) {
    push('additive', 'presentation_changed', '', `Presentation changed: ${changedPresentation.join(', ')}`);
  }
  const roles = new Set([...Object.keys(before.permissions), ...Object.keys(after.permissions)]);
  const changedRoles = [...roles].filter((r) => !sameJson(before.permissions[r], after.permissions[r]));
  if (changedRoles.length > 0) {
    push(
      'additive',
      'permissions_changed',
      'permissions',
      `Permissions changed for ${changedRoles.map((r) => `"${r}"`).join(', ')}`,
    );
  }
  return changes;
}

const defaultOf = (f: CollectionField): unknown => ('default' in f ? f.default : undefined);
const defaultFn = (f: CollectionField): string | undefined => ('default_fn' in f ? f.default_fn : undefined);

/** Types a column can move to without touching its values: all are text columns. */
const WIDENING: ReadonlySet<string> = new Set(['string>text', 'enum>string', 'enum>text']);

function effectiveMaxLength(field: CollectionField): number | undefined {
  if (field.type === 'string') return field.length ?? field.max ?? STRING_DEFAULT_MAX_LENGTH;
  if (field.type === 'text') return field.max ?? TEXT_DEFAULT_MAX_LENGTH;
  return undefined;
}
function effectiveMinLength(field: CollectionField): number | undefined {
  if (field.type === 'string') return field.length ?? field.min;
  if (field.type === 'text') return field.min;
  return undefined;
}

function fieldChanges(old: CollectionField, field: CollectionField): CollectionChange[] {
  const changes: CollectionChange[] = [];
  const name = field.name;
  const push = (kind: CollectionChangeKind, change: CollectionChangeType, key: string, message: string) =>
    changes.push({
      kind,
      change,
      field: name,
      path: `fields.${name}${key ? `.${key}` : ''}`,
      message: `Field "${name}": ${message}`,
    });
  const narrowed = (key: string, message: string) =>
    push('destructive', 'constraint_narrowed', key, `${message}; existing rows may not fit`);
  const relaxed = (key: string, message: string) => push('additive', 'constraint_relaxed', key, message);

  if (old.type !== field.type) {
    if (!WIDENING.has(`${old.type}>${field.type}`)) {
      push(
        'destructive',
        'field_type_changed',
        'type',
        `type changes from ${old.type} to ${field.type}; ${LOSSY_CONVERSIONS[`${old.type}>${field.type}`] ?? 'values may not convert'}`,
      );
      return changes;
    }
    push(
      'additive',
      'field_type_changed',
      'type',
      `type changes from ${old.type} to ${field.type} (same column type, no value changes)`,
    );
  }
  if (old.type === 'integer' && field.type === 'integer' && old.bits !== field.bits) {
    push(
      'destructive',
      'field_type_changed',
      'bits',
      `size changes from ${old.bits} to ${field.bits} bits; the table is rewritten`,
    );
  }
  if (!old.required && field.required)
    push('destructive', 'required_added', 'required', 'becomes required; rows without a value would not fit');
  if (old.required && !field.required) push('additive', 'required_removed', 'required', 'becomes optional');
  const uniqueRank = (u: boolean | 'case_insensitive') => (u === 'case_insensitive' ? 2 : u ? 1 : 0);
  const [u0, u1] = [uniqueRank(old.unique), uniqueRank(field.unique)];
  if (u1 > u0)
    push(
      'destructive',
      'unique_added',
      'unique',
      `becomes unique${u1 === 2 ? ' (ignoring case)' : ''}; existing duplicates would not fit`,
    );
  if (u1 < u0)
    push(
      'additive',
      'unique_removed',
      'unique',
      u1 === 0 ? 'no longer unique' : 'unique, now case-sensitive',
    );

  // Lengths (string, text, and the enum a string came from have none).
  const [maxLen0, maxLen1] = [effectiveMaxLength(old), effectiveMaxLength(field)];
  if (maxLen0 !== undefined && maxLen1 !== undefined && maxLen1 !== maxLen0) {
    if (maxLen1 < maxLen0) narrowed('max', `at most ${maxLen1} characters instead of ${maxLen0}`);
    else relaxed('max', `at most ${maxLen1} characters instead of ${maxLen0}`);
  } else if (maxLen0 === undefined && maxLen1 !== undefined) {
    // An enum becoming text keeps its values: narrowed only when one of them is longer.
    const longest =
      old.type === 'enum' ? Math.max(...enumOptionValues(old).map((v) => [...v].length)) : Infinity;
    if (longest > maxLen1) {
      narrowed(
        'max',
        old.type === 'enum'
          ? `at most ${maxLen1} characters, fewer than its longest option (${longest})`
          : `at most ${maxLen1} characters`,
      );
    }
  }
  const [minLen0, minLen1] = [effectiveMinLength(old) ?? 0, effectiveMinLength(field) ?? 0];
  if (minLen1 > minLen0) narrowed('min', `at least ${minLen1} characters instead of ${minLen0}`);
  if (minLen1 < minLen0) relaxed('min', `at least ${minLen1} characters instead of ${minLen0}`);
  const pattern = (f: CollectionField) => ('pattern' in f ? f.pattern : undefined);
  if (pattern(old) !== pattern(field)) {
    if (pattern(field) === undefined) relaxed('pattern', 'pattern removed');
    else narrowed('pattern', `must match ${pattern(field)}`);
  }
  const format = (f: CollectionField) => (f.type === 'string' ? f.format : undefined);
  if (format(old) !== format(field)) {
    if (format(field) === undefined) relaxed('format', 'format removed');
    else narrowed('format', `must be ${format(field) === 'email' ? 'an e-mail address' : 'a URL'}`);
  }

  // Numeric bounds.
  if (
    (old.type === 'number' || old.type === 'integer') &&
    (field.type === 'number' || field.type === 'integer')
  ) {
    const [min0, min1] = [old.min ?? -Infinity, field.min ?? -Infinity];
    if (min1 > min0) narrowed('min', `at least ${min1}`);
    if (min1 < min0) relaxed('min', field.min === undefined ? 'no minimum' : `at least ${min1}`);
    const [max0, max1] = [old.max ?? Infinity, field.max ?? Infinity];
    if (max1 < max0) narrowed('max', `at most ${max1}`);
    if (max1 > max0) relaxed('max', field.max === undefined ? 'no maximum' : `at most ${max1}`);
  }

  if (old.type === 'enum' && field.type === 'enum') {
    const [values0, values1] = [enumOptionValues(old), enumOptionValues(field)];
    const removed = values0.filter((v) => !values1.includes(v));
    const added = values1.filter((v) => !values0.includes(v));
    if (removed.length > 0) narrowed('options', `options ${removed.map((v) => `"${v}"`).join(', ')} removed`);
    if (added.length > 0) relaxed('options', `options ${added.map((v) => `"${v}"`).join(', ')} added`);
  }
  if (old.type === 'json' && field.type === 'json') {
    if (old.shape !== field.shape) {
      if (field.shape === 'any') relaxed('shape', 'any JSON value accepted');
      else narrowed('shape', `must be a JSON ${field.shape}`);
    }
    const [b0, b1] = [old.max_bytes ?? Infinity, field.max_bytes ?? Infinity];
    if (b1 < b0) narrowed('max_bytes', `at most ${b1} bytes`);
    if (b1 > b0)
      relaxed('max_bytes', field.max_bytes === undefined ? 'default size limit' : `at most ${b1} bytes`);
  }
  if (old.type === 'relation' && field.type === 'relation') {
    if (old.target !== field.target) {
      push(
        'destructive',
        'relation_changed',
        'target',
        `points to "${field.target}" instead of "${old.target}"; existing references break`,
      );
    }
    if (old.on_delete !== field.on_delete) {
      push(
        field.on_delete === 'cascade' ? 'destructive' : 'additive',
        'relation_changed',
        'on_delete',
        field.on_delete === 'cascade'
          ? `deleting a "${field.target}" row will now delete the rows pointing to it`
          : `on delete: ${field.on_delete} instead of ${old.on_delete}`,
      );
    }
  }

  if (!sameJson(defaultOf(old), defaultOf(field)) || defaultFn(old) !== defaultFn(field)) {
    push('additive', 'default_changed', 'default', 'default changes (existing rows keep their values)');
  }
  const hints = PRESENTATION_KEYS.filter(
    (key) => !sameJson((old as Record<string, unknown>)[key], (field as Record<string, unknown>)[key]),
  );
  if (hints.length > 0) push('additive', 'presentation_changed', '', `${hints.join(', ')} changed`);
  return changes;
}
