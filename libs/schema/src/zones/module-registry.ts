import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { linkSchema } from '../common/link.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { booleanSchema, wholeNumberSchema } from '../common/value-schemas.js';

/**
 * An http(s) URL with a host and no user name, at most 2048 characters: the shared link rule
 * (`linkProblem`) without app paths, surrounding spaces trimmed.
 */
export const httpUrlSchema = linkSchema({ paths: false, trim: true });

const markdownConfig = z.strictObject({
  content: z.string().max(100_000, 'Content must be at most 100000 characters').default(''),
});

const collectionConfig = z.strictObject({
  /** The collection (schema engine) the module shows; null until chosen. */
  collection: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Collection must be a collection name (lowercase letters, digits, _)')
    .nullable()
    .default(null),
  view: z.enum(['table', 'board', 'list']).default('table'),
  page_size: wholeNumberSchema(1, 1000).default(50),
  /**
   * The board's columns: the options of this field (a choice or yes/no field of the collection).
   * null, or a field the collection no longer has or the reader may not read: the first such field.
   */
  board_field: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Board field must be a field name (lowercase letters, digits, _)')
    .nullable()
    .default(null),
  /**
   * The cards' order within a board column: this number field, ascending (empty last). Dragging a
   * card to a place in a column renumbers that column's cards in one request. null, or a field the
   * collection no longer has or the reader may not read: the list's sort, and cards only change
   * columns.
   */
  order_field: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Order field must be a field name (lowercase letters, digits, _)')
    .nullable()
    .default(null),
});

const formConfig = z.strictObject({
  /** The published form the module shows; null until chosen. */
  form_id: z.string().regex(UUID_PATTERN, 'Invalid form id').nullable().default(null),
  submit_label: safeTextSchema(60).default('Submit'),
  success_message: safeTextSchema(500).default('Thank you!'),
});

const linkConfig = z.strictObject({
  url: httpUrlSchema,
  open_in_new_tab: booleanSchema().default(true),
});

/**
 * The module registry: every type a module may have, with the schema of its `config`. A module's
 * `type` never changes after creation (its config would stop making sense).
 */
export const MODULE_TYPES = Object.freeze({
  markdown: {
    label: 'Page',
    description: 'A rich text page written in Markdown.',
    icon: 'file-text',
    config: markdownConfig,
  },
  collection: {
    label: 'Database',
    description: 'A view (table, board or list) over a collection.',
    icon: 'table',
    config: collectionConfig,
  },
  form: {
    label: 'Form',
    description: 'A published form that members fill in.',
    icon: 'clipboard-list',
    config: formConfig,
  },
  link: { label: 'Link', description: 'A link to another site or tool.', icon: 'link', config: linkConfig },
});

export type ModuleType = keyof typeof MODULE_TYPES;
export const MODULE_TYPE_NAMES = Object.freeze(Object.keys(MODULE_TYPES) as ModuleType[]);
export const moduleTypeSchema = z.enum(MODULE_TYPE_NAMES as [ModuleType, ...ModuleType[]], {
  error: `Type must be one of: ${MODULE_TYPE_NAMES.join(', ')}`,
});
export type ModuleConfig<T extends ModuleType = ModuleType> = z.output<(typeof MODULE_TYPES)[T]['config']>;

export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MODULE_TYPES, value);
}

/** One issue of a config, with its path from the payload root (`config.url`). */
export interface ConfigIssue {
  path: (string | number)[];
  message: string;
}

/** Validates `config` for a module type, filling defaults; issues are pathed under `config`. */
export function parseModuleConfig(
  type: ModuleType,
  config: unknown,
): { success: true; data: ModuleConfig } | { success: false; issues: ConfigIssue[] } {
  const result = MODULE_TYPES[type].config.safeParse(config ?? {});
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((i) => ({
      path: ['config', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      message: i.message,
    })),
  };
}

/** A module as the API returns it. */
export const hubModuleSchema = z.object({
  id: z.string(),
  hub_id: z.string(),
  name: z.string(),
  type: moduleTypeSchema,
  config: z.record(z.string(), z.unknown()),
  order_index: z.number().int(),
  is_active: z.boolean(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type HubModule = z.infer<typeof hubModuleSchema>;

/** An entry of GET /module-types. */
export interface ModuleTypeInfo {
  type: ModuleType;
  label: string;
  description: string;
  icon: string;
  /** JSON Schema of the config (input form: defaulted fields are optional). */
  config_schema: Record<string, unknown>;
  /** The config a new module of this type gets when none is sent (null when one is required). */
  default_config: Record<string, unknown> | null;
}

/** The registry as GET /module-types returns it. */
export function listModuleTypes(): ModuleTypeInfo[] {
  return MODULE_TYPE_NAMES.map((type) => {
    const entry = MODULE_TYPES[type];
    const defaults = entry.config.safeParse({});
    return {
      type,
      label: entry.label,
      description: entry.description,
      icon: entry.icon,
      config_schema: z.toJSONSchema(entry.config, { io: 'input' }) as Record<string, unknown>,
      default_config: defaults.success ? (defaults.data as Record<string, unknown>) : null,
    };
  });
}
