import { z } from 'zod';
import type { DeclaredField } from './collection-row.js';
import type { CollectionInput } from './collection-schema.js';

/**
 * Domain payloads (POST/PATCH bodies of /zones, /routes, /navigation…) derived from a built-in
 * collection declaration, so a column's nullability, default and bounds are written once — in
 * the declaration — and the payload follows it:
 *
 * - the keys: each must be a declared, writable field of the collection (checked when the schema
 *   is built, and by collection-payload.spec.ts);
 * - create: a required field without a default must be sent; a required field with a `default`
 *   gets that default; an optional field may be left out or be null;
 * - update: every key may be left out; only optional fields may be null; at least one key;
 * - strict: any other key is refused.
 *
 * The value of each key is the payload's own zod schema — its messages are the API's (the
 * table API's `fieldValueSchema` words them for forms) and it may add rules a declaration cannot
 * express (trimming, path checks, cross-field refinements) — but its bounds are read from the
 * declared field with {@link declaredField}: `safeTextSchema(declaredField(zones, 'name').max)`.
 */

type NameOf<F> = F extends { name: infer N extends string } ? N : never;
type PrimaryKeyOf<C extends CollectionInput> = C extends { primary_key: readonly (infer K)[] } ? K : never;

/** The names of a declaration's fields, as written. */
export type DeclaredFieldName<C extends CollectionInput> = NameOf<DeclaredField<C>>;
/** The declared field of that name, literal types kept (`max: 100`, `default: 'layers'`). */
export type DeclaredFieldNamed<C extends CollectionInput, N> = Extract<DeclaredField<C>, { name: N }>;

/** The field of a (built-in) declaration by name; throws when the declaration has none. */
export function declaredField<const C extends CollectionInput, const N extends DeclaredFieldName<C>>(
  collection: C,
  name: N,
): DeclaredFieldNamed<C, N> {
  const field = collection.fields.find((f) => f.name === name);
  if (!field) throw new Error(`Collection "${collection.name}" declares no field "${name}"`);
  return field as DeclaredFieldNamed<C, N>;
}

/** A field's declared max length; throws when the declaration states none (the payload needs one). */
export function declaredMax<const C extends CollectionInput, const N extends DeclaredFieldName<C>>(
  collection: C,
  name: N,
): number {
  const field = declaredField(collection, name) as { max?: unknown };
  if (typeof field.max !== 'number') throw new Error(`"${collection.name}.${name}" declares no max`);
  return field.max;
}

type IsRequired<C extends CollectionInput, F> = F extends { required: true }
  ? true
  : F extends { name: PrimaryKeyOf<C> }
    ? true
    : false;

/** The value schemas of a payload, one per declared field it accepts. */
export type PayloadValues<C extends CollectionInput> = { [K in DeclaredFieldName<C>]?: z.ZodType };
type NoOtherKeys<C extends CollectionInput, V> = { [K in Exclude<keyof V, DeclaredFieldName<C>>]: never };

type AbsentAsNull<S extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<S>>,
  z.ZodTransform<z.output<S> | null, z.output<S> | null | undefined>
>;

type CreateEntry<C extends CollectionInput, F, S extends z.ZodType, NullWhenAbsent> =
  IsRequired<C, F> extends true
    ? F extends { default: unknown }
      ? z.ZodDefault<S>
      : F extends { default_fn: string }
        ? z.ZodOptional<S>
        : S
    : NullWhenAbsent extends true
      ? AbsentAsNull<S>
      : z.ZodOptional<z.ZodNullable<S>>;

type UpdateEntry<C extends CollectionInput, F, S extends z.ZodType> =
  IsRequired<C, F> extends true ? z.ZodOptional<S> : z.ZodOptional<z.ZodNullable<S>>;

export type CreatePayloadShape<C extends CollectionInput, V, NullWhenAbsent = false> = {
  -readonly [K in keyof V & string]: CreateEntry<
    C,
    DeclaredFieldNamed<C, K>,
    V[K] & z.ZodType,
    NullWhenAbsent
  >;
};
export type UpdatePayloadShape<C extends CollectionInput, V> = {
  -readonly [K in keyof V & string]: UpdateEntry<C, DeclaredFieldNamed<C, K>, V[K] & z.ZodType>;
};

export interface CreatePayloadOptions<NullWhenAbsent extends boolean> {
  /** An optional field left out is stored as null, and the parsed body says so (`description: null`). */
  nullWhenAbsent?: NullWhenAbsent;
}

interface FieldFacts {
  required: boolean;
  default?: unknown;
  hasDefault: boolean;
}

/** What the payload needs of a declared field; throws for a field no payload may write. */
function fieldFacts(collection: CollectionInput, name: string): FieldFacts {
  const field = collection.fields.find((f) => f.name === name);
  if (!field) throw new Error(`Collection "${collection.name}" declares no field "${name}"`);
  if (field.readonly || field.internal) {
    throw new Error(`"${collection.name}.${name}" is not writable, so no payload may carry it`);
  }
  const required = field.required === true || (collection.primary_key ?? []).includes(name);
  const declaredDefault = 'default' in field ? field.default : undefined;
  const defaultFn = 'default_fn' in field ? field.default_fn : undefined;
  return {
    required,
    default: declaredDefault,
    hasDefault: declaredDefault !== undefined || defaultFn !== undefined,
  };
}

/** The keys of a create body: nullability, optionality and defaults as declared. */
export function createPayloadShape<
  const C extends CollectionInput,
  const V extends PayloadValues<C>,
  const NullWhenAbsent extends boolean = false,
>(
  collection: C,
  values: V & NoOtherKeys<C, V>,
  options: CreatePayloadOptions<NullWhenAbsent> = {},
): CreatePayloadShape<C, V, NullWhenAbsent> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, value] of Object.entries(values as Record<string, z.ZodType>)) {
    const facts = fieldFacts(collection, name);
    if (facts.required) {
      shape[name] =
        facts.default !== undefined
          ? value.default(facts.default as never)
          : facts.hasDefault
            ? value.optional()
            : value;
    } else {
      const nullable = value.nullable().optional();
      shape[name] = options.nullWhenAbsent ? nullable.transform((v) => v ?? null) : nullable;
    }
  }
  return shape as CreatePayloadShape<C, V, NullWhenAbsent>;
}

/** The keys of an update body: all optional, null only where the column is nullable. */
export function updatePayloadShape<const C extends CollectionInput, const V extends PayloadValues<C>>(
  collection: C,
  values: V & NoOtherKeys<C, V>,
): UpdatePayloadShape<C, V> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, value] of Object.entries(values as Record<string, z.ZodType>)) {
    const facts = fieldFacts(collection, name);
    shape[name] = facts.required ? value.optional() : value.nullable().optional();
  }
  return shape as UpdatePayloadShape<C, V>;
}

/** A strict create body derived from the declaration (see {@link createPayloadShape}). */
export function createPayloadSchema<
  const C extends CollectionInput,
  const V extends PayloadValues<C>,
  const NullWhenAbsent extends boolean = false,
>(collection: C, values: V & NoOtherKeys<C, V>, options: CreatePayloadOptions<NullWhenAbsent> = {}) {
  return z.strictObject(createPayloadShape(collection, values, options));
}

/** True when a body sets at least one key. */
export function setsSomething(value: object): boolean {
  return Object.values(value).some((v) => v !== undefined);
}

/**
 * A refinement's `when`: run only once the object parsed without a problem. A body's emptiness
 * ("Nothing to update") is checked on what parsed, so a body holding only an unknown key would
 * otherwise be answered twice — the unknown key, and nothing to update, which is the same mistake.
 */
export function whenParsed(payload: z.core.ParsePayload): boolean {
  return payload.issues.length === 0;
}

/**
 * A strict update body derived from the declaration (see {@link updatePayloadShape}), refused with
 * `nothingToUpdate` when it sets no key (each API words that its own way).
 */
export function updatePayloadSchema<const C extends CollectionInput, const V extends PayloadValues<C>>(
  collection: C,
  values: V & NoOtherKeys<C, V>,
  nothingToUpdate: string,
) {
  return z.strictObject(updatePayloadShape(collection, values)).refine(setsSomething, {
    message: nothingToUpdate,
    when: whenParsed,
  });
}
