import fc from 'fast-check';
import {
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  PROTOTYPE_KEYS,
  nested,
  withOwnKey,
  WRONG_TYPE_VALUES,
} from './hostile-values.js';

/** The subset of JSON Schema (2020-12 and OpenAPI 3.0 flavours) the document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  unevaluatedProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  example?: unknown;
  description?: string;
}

/**
 * Where generated values come from besides the schema: the values of rows that exist (ids in
 * paths and bodies, known emails and passwords), looked up by the field's name. Returns
 * undefined when nothing real fits; the schema alone then decides.
 */
export type RealValues = (name: string | undefined, schema: JsonSchema) => readonly unknown[] | undefined;

/** How far a generated value strays from the schema. */
type Mode = 'strict' | 'mixed';

const UUID_PATTERN = /^\^?\[0-9a-fA-F\]\{8\}-/;

/**
 * fast-check arbitraries for the values a JSON schema describes: valid ones (`strict`), and
 * `mixed` ones where every position may instead hold a boundary value (lengths and numbers at
 * and just past their limits, empty, huge) or a hostile one (wrong type, SQL, filter patterns,
 * prototype keys, null bytes, deep nesting). Unknown keywords are ignored, so a schema added
 * later never stops generation.
 */
export class SchemaArbitraries {
  constructor(
    private readonly resolveRef: (ref: string) => JsonSchema | undefined,
    private readonly realValues: RealValues,
  ) {}

  /**
   * Arbitraries already built, by schema object and field name: a large schema (the collection
   * meta-schema repeats its field shapes dozens of times) is otherwise rebuilt for every mode.
   */
  private readonly memo = new Map<string, WeakMap<JsonSchema, fc.Arbitrary<unknown>>>();
  /** Schemas being built: met again inside themselves (a JSON value's `$ref` to itself), a cycle. */
  private readonly building = new Set<JsonSchema>();

  private memoized(
    kind: string,
    schema: JsonSchema,
    name: string | undefined,
    build: () => fc.Arbitrary<unknown>,
  ) {
    const key = `${kind}:${name ?? ''}`;
    let bySchema = this.memo.get(key);
    if (!bySchema) this.memo.set(key, (bySchema = new WeakMap()));
    let arb = bySchema.get(schema);
    if (arb) return arb;
    // A schema that contains itself (the meta-schema's JSON value): any JSON below this point.
    if (this.building.has(schema)) return fc.jsonValue({ maxDepth: 2 });
    this.building.add(schema);
    try {
      arb = build();
    } finally {
      this.building.delete(schema);
    }
    bySchema.set(schema, arb);
    return arb;
  }

  /** Values the schema accepts (as far as generation can tell), often real ones. */
  strict(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
    return this.memoized('strict', schema, name, () => this.valid(schema, name, 'strict', 0));
  }

  /** Mostly valid shapes with any position possibly at a boundary or hostile. */
  mixed(schema: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
    return this.memoized(`mixed${depth}`, schema, name, () =>
      fc.oneof(
        { weight: 6, arbitrary: this.valid(schema, name, 'mixed', depth) },
        { weight: 2, arbitrary: this.boundary(schema, name) },
        { weight: 1, arbitrary: this.hostile() },
      ),
    );
  }

  /**
   * A valid value with exactly one position wrong (at a boundary or hostile), so that the rest
   * passes validation and the wrong part reaches the code behind it: a log batch whose one
   * message is 'token' × 600, a module whose one name holds a NUL byte.
   */
  mutated(schema0: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.deref(schema0);
    const leaf = fc.oneof(this.boundary(schema, name), this.hostile());
    if (depth > 6) return leaf;
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return fc.oneof(...variants.map((v) => this.mutated(v, name, depth + 1)));
    const props = Object.keys(schema.properties ?? {});
    if (primaryType(schema) === 'object' && props.length) {
      return fc.constantFrom(...props).chain((key) => {
        const wrong = this.mutated(schema.properties![key], key, depth + 1);
        return fc
          .tuple(this.objectOf(schema, 'strict', depth, false), wrong)
          .map(([o, v]) => withOwnKey(key, v, o as Record<string, unknown>));
      });
    }
    if (primaryType(schema) === 'array' && schema.items) {
      const items = fc.array(this.strict(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
      return fc
        .tuple(items, this.mutated(schema.items, singular(name), depth + 1), fc.nat())
        .map(([xs, v, at]) => {
          const out = [...xs];
          out.splice(at % (xs.length + 1), 0, v);
          return out;
        });
    }
    return leaf;
  }

  /** Values just inside, on and just past the schema's limits. */
  boundary(schema0: JsonSchema, name?: string): fc.Arbitrary<unknown> {
    return this.memoized('boundary', schema0, name, () => this.buildBoundary(schema0, name));
  }

  private buildBoundary(schema0: JsonSchema, name?: string): fc.Arbitrary<unknown> {
    const schema = this.deref(schema0);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return fc.oneof(...variants.map((s) => this.boundary(s, name)));
    if (schema.enum?.length) {
      const strs = schema.enum.filter((e): e is string => typeof e === 'string');
      return fc.constantFrom(
        ...schema.enum,
        ...strs.flatMap((e) => [e.toUpperCase(), ` ${e}`, `${e}\u0000`, e.slice(0, -1)]),
      );
    }
    switch (primaryType(schema)) {
      case 'string': {
        const fixed = fc.constantFrom(...stringBoundaries(schema));
        if (!this.realValues(name, schema)) return fixed;
        // Real values slightly wrong: another case, padded, with a NUL, too long.
        const mangled = this.real(name, schema, fc.constant('')).chain((r) =>
          fc.constantFrom(
            String(r).toUpperCase(),
            ` ${String(r)} `,
            `${String(r)}\u0000`,
            String(r) + 'x'.repeat(300),
          ),
        );
        return fc.oneof(fixed, mangled);
      }
      case 'integer':
      case 'number':
        return fc.constantFrom(...numberBoundaries(schema));
      case 'boolean':
        return fc.constantFrom('true', 0, 1, 'false', null);
      case 'array': {
        const item = schema.items ?? {};
        const max = schema.maxItems ?? 100;
        return fc.oneof(
          fc.constant([]),
          fc.array(this.strict(item), { minLength: max, maxLength: max }),
          fc.array(this.strict(item), { minLength: max + 1, maxLength: max + 1 }),
          this.strict(item).map((v) => Array.from({ length: Math.max(max * 10, 1000) }, () => v)),
        );
      }
      case 'object':
        return fc.oneof(
          fc.constant({}),
          this.objectOf(schema, 'strict', 0, true),
          this.objectOf(schema, 'strict', 0, false).map((o) => ({
            ...(o as object),
            ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`extra_${i}`, i])),
          })),
        );
      default:
        return fc.constantFrom(null, {}, [], '', 0, nested(100));
    }
  }

  /** Values that ignore the schema entirely. */
  hostile(): fc.Arbitrary<unknown> {
    return (this.hostileArbitrary ??= this.buildHostile());
  }

  private hostileArbitrary: fc.Arbitrary<unknown> | undefined;

  private buildHostile(): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
      { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPE_VALUES) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
          .map(([k, v]) => withOwnKey(k, v)),
      },
    );
  }

  private valid(
    schema0: JsonSchema,
    name: string | undefined,
    mode: Mode,
    depth: number,
  ): fc.Arbitrary<unknown> {
    const schema = this.deref(schema0);
    const base = this.validBySchema(schema, name, mode, depth);
    if (!this.realValues(name, schema)) return base;
    return fc.oneof({ weight: 3, arbitrary: this.real(name, schema, base) }, { weight: 1, arbitrary: base });
  }

  /**
   * One of the real values for the field, looked up when the value is generated (the rows that
   * exist change while the fuzzer runs, the arbitrary does not); `fallback` when there is none.
   */
  private real(
    name: string | undefined,
    schema: JsonSchema,
    fallback: fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> {
    return fc.tuple(fc.nat(), fallback).map(([i, f]) => {
      const values = this.realValues(name, schema);
      return values?.length ? values[i % values.length] : f;
    });
  }

  private validBySchema(
    schema: JsonSchema,
    name: string | undefined,
    mode: Mode,
    depth: number,
  ): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return fc.oneof(...variants.map((s) => this.valid(s, name, mode, depth)));
    if (Array.isArray(schema.type)) {
      return fc.oneof(...schema.type.map((type) => this.valid({ ...schema, type }, name, mode, depth)));
    }
    const nullable = schema.nullable ? [fc.constant(null)] : [];
    const arb = this.validOfType(schema, name, mode, depth);
    return nullable.length ? fc.oneof(arb, ...nullable) : arb;
  }

  private validOfType(
    schema: JsonSchema,
    name: string | undefined,
    mode: Mode,
    depth: number,
  ): fc.Arbitrary<unknown> {
    switch (primaryType(schema)) {
      case 'string':
        return validString(schema, mode);
      case 'integer': {
        const max = Math.floor(schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000);
        const any = fc.integer({
          min: Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000),
          max,
        });
        // Counts and offsets are rarely negative: without a documented minimum, mostly small naturals.
        if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) return any;
        return fc.oneof(
          { weight: 3, arbitrary: fc.nat({ max: Math.max(0, Math.min(max, 100)) }) },
          { weight: 1, arbitrary: any },
        );
      }
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e9,
          max: schema.maximum ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.child(schema.items ?? {}, singular(name), mode, depth), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
        });
      case 'object':
        return this.objectOf(schema, mode, depth, false);
      default:
        // `{}`: any JSON at all.
        return fc.jsonValue({ maxDepth: 3 });
    }
  }

  private child(
    schema: JsonSchema,
    name: string | undefined,
    mode: Mode,
    depth: number,
  ): fc.Arbitrary<unknown> {
    if (depth > 6) return this.strict(schema, name);
    return mode === 'strict' ? this.strict(schema, name) : this.mixed(schema, name, depth + 1);
  }

  /** An object with every required property, some optional ones and, where allowed, extra keys. */
  private objectOf(
    schema: JsonSchema,
    mode: Mode,
    depth: number,
    requiredOnly: boolean,
  ): fc.Arbitrary<unknown> {
    const props = schema.properties ?? {};
    const required = schema.required ?? [];
    const keys = Object.keys(props).filter((k) => !requiredOnly || required.includes(k));
    const record = fc.record(Object.fromEntries(keys.map((k) => [k, this.child(props[k], k, mode, depth)])), {
      requiredKeys: required.filter((k) => keys.includes(k)),
    });
    const extra = schema.additionalProperties;
    if (requiredOnly || extra === false) return record;
    const extraSchema = typeof extra === 'object' ? extra : {};
    const extraKeys = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom(...PROTOTYPE_KEYS, 'role', 'is_admin', 'id', 'user_id', 'email'),
    );
    return fc
      .tuple(
        record,
        fc.array(fc.tuple(extraKeys, this.child(extraSchema, undefined, mode, depth)), { maxLength: 2 }),
      )
      .map(([o, extras]) => {
        let out = o as Record<string, unknown>;
        for (const [k, v] of extras) out = withOwnKey(k, v, out);
        return out;
      });
  }

  /**
   * The schema with its references followed and its composition flattened: a `$ref` with
   * keywords beside it (2020-12) and an `allOf` become one schema whose properties and required
   * keys are all of theirs (the table API's bodies refer to the collection's fields, adding their
   * own required keys), and `unevaluatedProperties: false` (unknown keys refused, the referred
   * properties counting as known) is read as `additionalProperties: false` over that union.
   */
  private deref(schema: JsonSchema): JsonSchema {
    let s = schema;
    for (let i = 0; s.$ref && i < 10; i++) {
      const { $ref, ...beside } = s;
      const target = this.resolveRef($ref) ?? {};
      s = Object.keys(beside).length ? mergeSchemas(target, beside) : target;
    }
    if (s.allOf?.length) {
      const { allOf, ...rest } = s;
      s = [...allOf.map((part) => this.deref(part)), rest].reduce<JsonSchema>(mergeSchemas, {});
    }
    if (s.unevaluatedProperties !== undefined) {
      const { unevaluatedProperties, ...rest } = s;
      s = { ...rest, additionalProperties: rest.additionalProperties ?? unevaluatedProperties };
    }
    return s;
  }
}

function primaryType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.format || schema.pattern || schema.maxLength !== undefined) return 'string';
  return undefined;
}

function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...a, ...b };
  if (a.properties || b.properties) merged.properties = { ...a.properties, ...b.properties };
  if (a.required || b.required)
    merged.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  return merged;
}

function singular(name: string | undefined): string | undefined {
  return name?.endsWith('s') ? name.slice(0, -1) : name;
}

/** Compiled once per pattern: fast-check's regex compilation costs milliseconds each. */
const PATTERN_ARBITRARIES = new Map<string, fc.Arbitrary<string> | undefined>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  if (!PATTERN_ARBITRARIES.has(pattern)) {
    let arb: fc.Arbitrary<string> | undefined;
    try {
      arb = fc.stringMatching(new RegExp(pattern, 'u'));
    } catch {
      arb = undefined;
    }
    PATTERN_ARBITRARIES.set(pattern, arb);
  }
  return PATTERN_ARBITRARIES.get(pattern);
}

function validString(schema: JsonSchema, mode: Mode): fc.Arbitrary<string> {
  // Names and titles are rarely allowed empty even where the document sets no minimum (the
  // boundary values send '' anyway).
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'uuid' || (schema.pattern && UUID_PATTERN.test(schema.pattern))) return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  const fromPattern = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
  if (fromPattern) return fromPattern;
  if (schema.format === 'email') {
    return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
  }
  const units =
    mode === 'strict'
      ? [fc.string({ minLength: min, maxLength: max })]
      : [
          fc.string({ minLength: min, maxLength: max }),
          fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
          fc.string({ minLength: min, maxLength: max, unit: 'binary' }),
        ];
  return fc.oneof(...units);
}

function stringBoundaries(schema: JsonSchema): string[] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const out = new Set<string>(['', ' ', '\u0000']);
  out.add('a'.repeat(min));
  if (min > 0) out.add('a'.repeat(min - 1));
  if (max !== undefined) {
    out.add('a'.repeat(max));
    out.add('a'.repeat(max + 1));
    out.add('é'.repeat(max));
    out.add('😀'.repeat(max)); // max code points, twice as many UTF-16 units
    out.add('a'.repeat(max * 10 + 1));
  } else {
    out.add('a'.repeat(10_000));
  }
  return [...out];
}

function numberBoundaries(schema: JsonSchema): unknown[] {
  const out: unknown[] = [0, -1, 1, 1.5, ...HOSTILE_NUMBERS];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (bound === undefined) continue;
    out.push(bound, bound - 1, bound + 1, bound + 0.5);
  }
  return out;
}
