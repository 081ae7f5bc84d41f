import { collectionColumns, type Collection, type CollectionField, type FieldOfType } from '@atrium/schema';
import { fieldLabel, humanizeFieldName } from './field-labels';

/** How a relation field is shown: the target's row embedded under `embed`, its `displayField`. */
export interface RelationDisplay {
  field: string;
  target: string;
  /** The target collection as the reader knows it (its plural label, "Roadmap items"), not its name. */
  targetLabel: string;
  /** The key the target row is embedded under (`zone(id,name)` → `zone`), or null. */
  embed: string | null;
  /**
   * How the select names that embed: `zone`, or `_owner:owner` (an alias) for a relation with no
   * name of its own that clashes with no column (two relations to users: `owner`, `created_by`).
   */
  embedSelect: string | null;
  /** The target's field shown instead of the id (null: the short id is shown). */
  displayField: string | null;
  /** That field's label, as its column and form name it (`title` → "Title"). */
  displayLabel?: string;
  /** True when the display field is text a picker can search with `ilike`. */
  searchable: boolean;
}

type Schema = Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'list'> &
  Partial<Pick<Collection, 'label' | 'label_plural'>>;

/**
 * The field of `target` that names a row: the relation's `display_field` when the caller may read
 * it, else the first text field of the target's list, else its first text field.
 */
export function displayFieldOf(target: Schema | undefined, preferred?: string): string | null {
  if (!target) return null;
  const fields = target.fields.filter((f) => !f.internal);
  if (preferred && fields.some((f) => f.name === preferred)) return preferred;
  const text = (f: CollectionField | undefined) =>
    f !== undefined && (f.type === 'string' || f.type === 'text');
  const listed = target.list?.columns.map((name) => fields.find((f) => f.name === name)).find(text);
  return listed?.name ?? fields.find((f) => text(f) && !f.hidden)?.name ?? null;
}

/**
 * The name under which the table API embeds a relation's target without clashing with a column:
 * `zone_id` → `zone`; else the target's name when it is the only relation to it. The server
 * resolves both to this field (rest-query.ts `relationField`).
 */
export function relationEmbedName(collection: Schema, field: FieldOfType<'relation'>): string | null {
  const columns = new Set(collectionColumns(collection).map((c) => c.name));
  const relations = collectionColumns(collection)
    .map((c) => c.field)
    .filter((f): f is FieldOfType<'relation'> => f.type === 'relation');
  if (field.name.endsWith('_id')) {
    const short = field.name.slice(0, -3);
    if (short !== '' && !columns.has(short)) return short;
  }
  const sameTarget = relations.filter((r) => r.target === field.target);
  if (sameTarget.length === 1 && !columns.has(field.target)) return field.target;
  return null;
}

/**
 * Every relation column of `collection` (system `created_by` included) with how it is shown.
 * Targets come from `collections` (the schemas the caller may read): a target that is not there
 * is not embedded, so a list never asks for a relation the caller cannot read.
 */
export function relationDisplays(
  collection: Schema,
  collections: readonly Schema[],
): Map<string, RelationDisplay> {
  const displays = new Map<string, RelationDisplay>();
  for (const { field } of collectionColumns(collection)) {
    if (field.type !== 'relation' || field.internal) continue;
    const target = collections.find((c) => c.name === field.target);
    const displayField = displayFieldOf(target, field.display_field);
    const natural = displayField ? relationEmbedName(collection, field) : null;
    // A column name starts with a letter: `_<field>` is never one.
    const embed = displayField ? (natural ?? `_${field.name}`) : null;
    const shown = target?.fields.find((f) => f.name === displayField);
    const type = shown?.type;
    displays.set(field.name, {
      field: field.name,
      target: field.target,
      targetLabel: target?.label_plural ?? target?.label ?? humanizeFieldName(field.target),
      embed,
      embedSelect: displayField ? (natural ?? `${embed}:${field.name}`) : null,
      displayField,
      displayLabel: shown ? fieldLabel(shown) : undefined,
      searchable: type === 'string' || type === 'text' || type === 'enum',
    });
  }
  return displays;
}
