import { describe, expect, it } from 'vitest';
import { collectionJsonSchema } from './collection-json-schema.js';
import { COLLECTION_SCHEMA_ID, FIELD_TYPES } from './collection-schema.js';

/**
 * libs/schema/collection.schema.json is the published meta-schema integrators' editors load. It
 * is generated: `npm run -w @atrium/schema schema:json` rewrites it; this test fails while the
 * committed file differs from what the zod meta-schema generates.
 */
describe('the published JSON Schema', () => {
  const schema = collectionJsonSchema();

  it('is the committed libs/schema/collection.schema.json', async () => {
    await expect(`${JSON.stringify(schema, null, 2)}\n`).toMatchFileSnapshot('../../collection.schema.json');
  });

  it('names itself and its draft', () => {
    expect(schema.$id).toBe(COLLECTION_SCHEMA_ID);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes what an author writes: defaults optional, unknown keys refused', () => {
    expect(schema.required).toEqual(['name', 'label', 'fields']);
    expect(schema.additionalProperties).toBe(false);
    const fields = (
      schema.properties as Record<string, { items: { oneOf: { properties: { type: { const: string } } }[] } }>
    ).fields;
    expect(fields.items.oneOf.map((v) => v.properties.type.const)).toEqual([...FIELD_TYPES]);
  });

  it('describes each key an author types, for an editor to show beside its completion', () => {
    type Node = { properties: Record<string, { description?: string }> };
    const props = (schema as unknown as Node).properties;
    const undescribed = (node: Node, keys: string[]) =>
      keys.filter((key) => !node.properties[key]?.description);
    expect(
      undescribed(schema as unknown as Node, ['name', 'label', 'label_plural', 'icon', 'description']),
    ).toEqual([]);
    expect(undescribed(schema as unknown as Node, ['fields', 'list', 'form', 'permissions'])).toEqual([]);
    const variants = (props.fields as unknown as { items: { oneOf: Node[] } }).items.oneOf;
    for (const variant of variants) {
      expect(
        undescribed(variant, [
          'name',
          'label',
          'help',
          'placeholder',
          'required',
          'unique',
          'readonly',
          'hidden',
        ]),
      ).toEqual([]);
    }
  });

  it('contains no reference to anything outside itself', () => {
    const refs = JSON.stringify(schema).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const ref of refs) expect(ref).toMatch(/^"\$ref":"#/);
  });
});
