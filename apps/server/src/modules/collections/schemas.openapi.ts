import type { OpenAPIObject } from '@nestjs/swagger';
import { collectionJsonSchema, collectionSchema, schemaVersionSchema } from '@atrium/schema';
import { z } from 'zod';

/** The collection meta-schema's name among the document's components. */
export const COLLECTION_COMPONENT = 'Collection';
const COMPONENTS = '#/components/schemas/';

type Json = Record<string, unknown>;

/** A copy of a JSON Schema with each `$ref` rewritten by `to`. */
function rewriteRefs(node: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, to));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? to(value) : rewriteRefs(value, to),
    ]),
  );
}

/**
 * The collection meta-schema (libs/schema/collection.schema.json) as components of the document:
 * `Collection`, and each of its shared parts as `Collection_<part>`, its `#/$defs/…` references
 * pointing to them, so any OpenAPI tool resolves them from the document's root.
 */
export function collectionComponents(): Record<string, Json> {
  const {
    $schema: _dialect,
    $id: _id,
    $defs,
    ...collection
  } = collectionJsonSchema() as Json & {
    $defs?: Record<string, Json>;
  };
  const nameOf = (def: string) =>
    `${COLLECTION_COMPONENT}_${def.replace(/[^A-Za-z0-9_]/g, '').replace(/^_+/, '')}`;
  const to = (ref: string) => (ref.startsWith('#/$defs/') ? `${COMPONENTS}${nameOf(ref.slice(8))}` : ref);
  const out: Record<string, Json> = { [COLLECTION_COMPONENT]: rewriteRefs(collection, to) as Json };
  for (const [def, schema] of Object.entries($defs ?? {})) out[nameOf(def)] = rewriteRefs(schema, to) as Json;
  return out;
}

/**
 * One entry of GET /schemas/:name/versions as JSON Schema, made from `schemaVersionSchema`, its
 * `before` and `after` referring to the Collection component (a stored collection is a valid
 * collection schema: an export file is made of them and imported with the same checks).
 */
export function schemaVersionJsonSchema(): Json {
  const {
    $schema: _dialect,
    $defs: _unused,
    ...version
  } = z.toJSONSchema(schemaVersionSchema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema !== collectionSchema) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Json)[key];
      (ctx.jsonSchema as Json).$ref = `${COMPONENTS}${COLLECTION_COMPONENT}`;
    },
  }) as Json;
  // The collection's own shared parts were left behind in $defs: nothing may still point there.
  if (JSON.stringify(version).includes('"#/$defs/'))
    throw new Error('schemaVersionJsonSchema: a $defs reference is left');
  return version;
}

/** Adds the components the /schemas entries refer to. */
export function documentSchemasApi(doc: OpenAPIObject): void {
  doc.components ??= {};
  doc.components.schemas = { ...doc.components.schemas, ...collectionComponents() };
}
