import type { z } from 'zod';
import { collectionColumns } from './collection-columns.js';
import type { CollectionColumn } from './collection-columns.js';
import { collectionRecordSchema } from './collection-record.js';
import type { RecordSchemaOptions } from './collection-record.js';
import { collectionSchema } from './collection-schema.js';
import type { Collection, CollectionInput, SystemField } from './collection-schema.js';

/**
 * Types derived from a collection declaration, so the row, the payloads and the column lists of a
 * table are written once (its declaration) and every other shape follows from it:
 *
 * - {@link CollectionRow}: a row as the server's code holds it — TypeORM's entity of the table
 *   (apps/server `entitySchemaFromCollection`) and what the pg driver returns: `datetime` is a
 *   `Date`, a 64-bit integer a decimal string (pg's int8), `date` a `YYYY-MM-DD` string.
 * - {@link CollectionRowJson}: the same row as the API sends it (JSON): date-times as ISO strings,
 *   64-bit integers as numbers (the table API renders rows in SQL, `json_agg`).
 * - {@link CollectionCreate} / {@link CollectionUpdate}: what {@link collectionWriteSchemas}
 *   accepts (`collectionRecordSchema`): writable fields only, date-times as ISO strings.
 *
 * The mapping, per field type: string, text, uuid, relation → string; enum → the union of its
 * option values; number, integer → number; boolean → boolean; json → `Record<string, unknown>`
 * (shape object), `unknown[]` (shape array) or `unknown`. A field is nullable unless `required` or
 * part of the primary key. The implied `id` and the system fields are added as
 * `collectionColumns` adds them. Internal columns are in `CollectionRow` only.
 *
 * Literal types are needed for this, so declarations are written with {@link defineCollection}
 * (a `const` type parameter keeps `"path"`, `true` and the enum options as literals).
 */

/** Returns its argument, typed with its literal types (names, flags, enum options) kept. */
export function defineCollection<const C extends CollectionInput>(declaration: C): C {
  return declaration;
}

/** A declaration's fields as written (a union of the field objects). */
export type DeclaredField<C extends CollectionInput> = C['fields'][number];

type EnumValue<O> = O extends string ? O : O extends { value: infer V extends string } ? V : never;

/** Where a value lives: `row` (TypeORM / pg driver), `json` (the API's rows), `write` (payloads). */
export type ValueForm = 'row' | 'json' | 'write';

/** The TypeScript type of one field's value (never null; see {@link CollectionRow} for nullability). */
export type FieldValueType<F, Form extends ValueForm = 'row'> = F extends {
  type: 'string' | 'text' | 'uuid' | 'relation' | 'date';
}
  ? string
  : F extends { type: 'enum'; options: readonly (infer O)[] }
    ? EnumValue<O>
    : F extends { type: 'number' }
      ? number
      : F extends { type: 'integer' }
        ? Form extends 'row'
          ? F extends { bits: 64 }
            ? string
            : number
          : number
        : F extends { type: 'boolean' }
          ? boolean
          : F extends { type: 'datetime' }
            ? Form extends 'row'
              ? Date
              : string
            : F extends { type: 'json' }
              ? F extends { shape: 'object' }
                ? Record<string, unknown>
                : F extends { shape: 'array' }
                  ? unknown[]
                  : unknown
              : never;

type PrimaryKeyOf<C extends CollectionInput> = C extends { primary_key: readonly (infer K)[] } ? K : never;

/** The system fields of a declaration: the three defaults when it names none. */
export type DeclaredSystemFields<C extends CollectionInput> = C extends {
  system_fields: readonly (infer S)[];
}
  ? S & SystemField
  : SystemField;

type IsRequired<F, Keys> = F extends { required: true } ? true : F extends { name: Keys } ? true : false;

type FieldColumns<C extends CollectionInput, Form extends ValueForm, Only> = {
  [
    F in DeclaredField<C> as F extends { name: infer N extends string } ? (F extends Only ? N : never) : never
  ]: IsRequired<F, PrimaryKeyOf<C>> extends true ? FieldValueType<F, Form> : FieldValueType<F, Form> | null;
};

type SystemColumns<S extends SystemField, Form extends ValueForm> = {
  [K in S]: K extends 'created_by' ? string | null : Form extends 'row' ? Date : string;
};

type IdColumn<C extends CollectionInput> = C extends { primary_key: readonly string[] }
  ? Record<never, never>
  : { id: string };

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** Every column of the table, internal ones included, as the server's code holds a row. */
export type CollectionRow<C extends CollectionInput> = Flatten<
  IdColumn<C> & FieldColumns<C, 'row', unknown> & SystemColumns<DeclaredSystemFields<C>, 'row'>
>;

/** The columns a client may ever see: {@link CollectionRow} without the internal ones. */
export type CollectionPublicRow<C extends CollectionInput> = Omit<
  CollectionRow<C>,
  NameOf<Extract<DeclaredField<C>, { internal: true }>>
>;

/** A row as the API sends it (JSON): no internal columns, date-times as ISO strings. */
export type CollectionRowJson<C extends CollectionInput> = Flatten<
  Omit<
    IdColumn<C> & FieldColumns<C, 'json', unknown> & SystemColumns<DeclaredSystemFields<C>, 'json'>,
    NameOf<Extract<DeclaredField<C>, { internal: true }>>
  >
>;

type WritableField<C extends CollectionInput> = Exclude<
  DeclaredField<C>,
  { readonly: true } | { internal: true }
>;
type HasDefault<F> = F extends { default: unknown } ? true : F extends { default_fn: string } ? true : false;
type NeededOnCreate<C extends CollectionInput> =
  Extract<WritableField<C>, { required: true }> extends infer F
    ? F extends unknown
      ? HasDefault<F> extends true
        ? never
        : F
      : never
    : never;

type NameOf<F> = F extends { name: infer N extends string } ? N : never;

type WriteValue<F> = F extends { required: true }
  ? FieldValueType<F, 'write'>
  : FieldValueType<F, 'write'> | null;

/** A create payload: required fields without a default must be given; optional ones may be null. */
export type CollectionCreate<C extends CollectionInput> = Flatten<
  { [F in NeededOnCreate<C> as NameOf<F>]: WriteValue<F> } & {
    [F in Exclude<WritableField<C>, NeededOnCreate<C>> as NameOf<F>]?: WriteValue<F>;
  }
>;

/** An update payload: any writable field (at least one, checked by the schema); required ones not null. */
export type CollectionUpdate<C extends CollectionInput> = Flatten<{
  [F in WritableField<C> as NameOf<F>]?: WriteValue<F>;
}>;

export interface CollectionWriteSchemas<C extends CollectionInput> {
  create: z.ZodType<CollectionCreate<C>>;
  update: z.ZodType<CollectionUpdate<C>>;
}

/**
 * The create and update zod schemas of a declaration (`collectionRecordSchema`, typed with
 * {@link CollectionCreate} and {@link CollectionUpdate}). Parses the declaration first, so it
 * throws on an invalid one: call it with trusted (built-in) declarations; untrusted ones go
 * through `validateCollection`.
 */
export function collectionWriteSchemas<const C extends CollectionInput>(
  declaration: C,
  options: RecordSchemaOptions = {},
): CollectionWriteSchemas<C> {
  const collection = collectionSchema.parse(declaration);
  return {
    create: collectionRecordSchema(collection, 'create', options) as unknown as z.ZodType<
      CollectionCreate<C>
    >,
    update: collectionRecordSchema(collection, 'update', options) as unknown as z.ZodType<
      CollectionUpdate<C>
    >,
  };
}

export interface SelectListOptions {
  /** Prefix each column with this table alias (`z.id, z.name`). */
  alias?: string;
  /** Include the internal columns (the auth domain's own reads). Default false. */
  internal?: boolean;
  /** Leave these columns out. */
  except?: readonly string[];
}

/** The columns of a collection's table, internal ones left out unless asked. */
export function collectionColumnNames(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  options: Pick<SelectListOptions, 'internal' | 'except'> = {},
): string[] {
  const except = new Set(options.except ?? []);
  return collectionColumns(collection)
    .filter((c: CollectionColumn) => (options.internal || !c.field.internal) && !except.has(c.name))
    .map((c) => c.name);
}

/**
 * A SELECT (or RETURNING) list of a collection's columns, for the statements a repository keeps in
 * SQL: `id, path, name, …` or, with an alias, `r.id, r.path, …`. Names are snake_case identifiers
 * (checked by the meta-schema), so they need no quoting.
 */
export function collectionSelectList(
  collection: Pick<Collection, 'primary_key' | 'fields' | 'system_fields'>,
  options: SelectListOptions = {},
): string {
  const prefix = options.alias ? `${options.alias}.` : '';
  return collectionColumnNames(collection, options)
    .map((name) => prefix + name)
    .join(', ');
}
