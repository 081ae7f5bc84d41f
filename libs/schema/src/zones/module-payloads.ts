import { z } from 'zod';
import { booleanSchema } from '../common/value-schemas.js';
import { modulesCollection } from '../collections/builtin/modules.collection.js';
import { createPayloadShape, declaredMax, updatePayloadSchema } from '../collections/collection-payload.js';
import { moduleTypeSchema, parseModuleConfig } from './module-registry.js';
import { displayNameValueSchema, NOTHING_TO_UPDATE } from './zone-payloads.js';

/**
 * The module payloads, derived from the `modules` declaration (a file of their own: the
 * declaration reads the registry's types, so the registry cannot read the declaration).
 */
const moduleValues = {
  name: displayNameValueSchema(declaredMax(modulesCollection, 'name')),
  // The registry is the one list of types: the declaration's enum options are made from it too.
  type: moduleTypeSchema,
  // Checked against the type's own config schema below (a rule across two fields).
  config: z.unknown(),
  is_active: booleanSchema(),
};

/**
 * Body of POST …/hubs/:hubId/modules: `{name, type, config?, is_active?}`. The config is checked
 * against the type's schema (defaults filled). Strict: `hub_id`, ids and `order_index` are refused.
 */
export const moduleCreateSchema = z
  .strictObject(createPayloadShape(modulesCollection, moduleValues))
  .transform((value, ctx) => {
    const parsed = parseModuleConfig(value.type, value.config);
    if (!parsed.success) {
      for (const issue of parsed.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { ...value, config: parsed.data as Record<string, unknown> };
  });
export type ModuleCreateInput = z.input<typeof moduleCreateSchema>;
export type ModuleCreate = z.output<typeof moduleCreateSchema>;

/**
 * Body of PATCH …/modules/:moduleId. `config` replaces the whole config and is checked against the
 * module's (unchangeable) type by the server with {@link parseModuleConfig}; `type` is refused.
 */
export const moduleUpdateSchema = updatePayloadSchema(
  modulesCollection,
  {
    name: moduleValues.name,
    // Only its shape here: the module's stored type decides the rest (the server checks it).
    config: z.record(z.string(), z.unknown()),
    is_active: moduleValues.is_active,
  },
  NOTHING_TO_UPDATE,
);
export type ModuleUpdateInput = z.input<typeof moduleUpdateSchema>;
export type ModuleUpdate = z.output<typeof moduleUpdateSchema>;
