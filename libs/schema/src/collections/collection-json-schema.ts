import { z } from 'zod';
import { COLLECTION_SCHEMA_ID, collectionSchema } from './collection-schema.js';

/**
 * The meta-schema as JSON Schema (draft 2020-12), for integrators' editors: a collection file
 * that starts with `"$schema": "<relative path>/collection.schema.json"` is checked and completed
 * as it is typed. It describes the shape only; `validateCollection` (and `npm run schema:check`)
 * adds the rules that relate parts to one another. Published as libs/schema/collection.schema.json,
 * which a test keeps equal to this.
 */
export function collectionJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(collectionSchema, { io: 'input', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = generated;
  // `default_permission` is for built-in collections only (validateCollection refuses it in
  // others), so integrators' editors do not offer it: an integrator names each role.
  const { default_permission: _builtinOnly, ...properties } = rest.properties as Record<string, unknown>;
  rest.properties = properties;
  return {
    $schema,
    $id: COLLECTION_SCHEMA_ID,
    title: 'Atrium collection',
    description:
      'A collection of the Atrium schema engine: a table, its fields, list and form layout, and role permissions.',
    ...rest,
  };
}
