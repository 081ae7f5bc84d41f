import { z } from 'zod';
import { ZONE_ROLES } from '../permissions/permission-vocabulary.js';
import { ICON_NAME_PATTERN } from '../zones/zone-limits.js';
import { wholeNumberSchema } from '../common/value-schemas.js';
import {
  COLLECTION_MAX_FIELDS,
  DESCRIPTION_MAX_LENGTH,
  ENUM_MAX_OPTIONS,
  ENUM_OPTION_MAX_LENGTH,
  FIELD_PATTERN_MAX_LENGTH,
  FORM_MAX_SECTIONS,
  IDENTIFIER_MAX_LENGTH,
  JSON_MAX_BYTES_CAP,
  LABEL_MAX_LENGTH,
  LIST_MAX_COLUMNS,
  LIST_MAX_SEARCHABLE,
  LIST_MAX_SORT,
  PLACEHOLDER_MAX_LENGTH,
  PRIMARY_KEY_MAX_FIELDS,
  STRING_MAX_LENGTH_CAP,
  TEXT_MAX_LENGTH_CAP,
  TRANSLATIONS_MAX_LANGUAGES,
} from './collection-limits.js';

/**
 * The collection meta-schema: what an integrator writes (as a JSON file or in the schema builder)
 * to get a table, a table API, OpenAPI entries and an admin screen. Plain JSON: no functions, no
 * React nodes, icons as names. Types and bounds are checked here; the rules that relate one part
 * to another (list columns name existing fields, a default fits its field…) are checked by
 * `validateCollection`, which is the one entry point for untrusted input. README.md beside this
 * file explains the choices (primary key, system fields, row scopes, destructive changes).
 */

/** `$id` of the published JSON Schema (libs/schema/collection.schema.json). */
export const COLLECTION_SCHEMA_ID = 'urn:atrium:collection-schema:1';
/** File name of the published JSON Schema; a relative `$schema` path must end with it. */
export const COLLECTION_SCHEMA_FILE_NAME = 'collection.schema.json';

/** snake_case ASCII identifiers: usable unquoted as PostgreSQL names and as query parameters. */
export const IDENTIFIER_PATTERN = /^[a-z][a-z0-9_]*$/;

export const identifierSchema = z
  .string()
  // An empty name is missing, not mis-cased: said first, and alone.
  .min(1, { error: 'Must not be empty', abort: true })
  .max(IDENTIFIER_MAX_LENGTH, `Must be at most ${IDENTIFIER_MAX_LENGTH} characters (PostgreSQL's limit)`)
  .regex(IDENTIFIER_PATTERN, 'Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"');

const labelSchema = z.string().min(1, 'Must not be empty').max(LABEL_MAX_LENGTH);
const descriptionSchema = z.string().max(DESCRIPTION_MAX_LENGTH);
const iconSchema = z
  .string()
  .regex(
    ICON_NAME_PATTERN,
    'Icon must be an icon name such as "table" (lowercase letters, digits and dashes)',
  );

/** The field types. */
export const FIELD_TYPES = Object.freeze([
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'uuid',
  'enum',
  'json',
  'relation',
] as const);
export type FieldType = (typeof FIELD_TYPES)[number];

/** Columns every collection may carry, maintained by the engine (see README.md). */
export const SYSTEM_FIELDS = Object.freeze(['created_at', 'updated_at', 'created_by'] as const);
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** What a relation does when the row it points to is deleted. */
export const ON_DELETE_ACTIONS = Object.freeze(['restrict', 'cascade', 'set_null'] as const);
export type OnDeleteAction = (typeof ON_DELETE_ACTIONS)[number];

/** The four actions a role may be granted on a collection. */
export const COLLECTION_ACTIONS = Object.freeze(['create', 'read', 'update', 'delete'] as const);
export type CollectionAction = (typeof COLLECTION_ACTIONS)[number];

const lengthSchema = (cap: number) => wholeNumberSchema(0, cap);
const patternSchema = z.string().min(1).max(FIELD_PATTERN_MAX_LENGTH).meta({
  description:
    'RE2 regular expression searched in the value (unanchored, as in JSON Schema: use ^…$ for a whole value). No backreferences or lookaround.',
});

/**
 * A language tag as the interface's languages are named (`de`, `de-DE`, `ja-JP`, `zh-Hant-TW`):
 * a translation is used for that exact tag, else for its language (`de-DE` → `de`).
 */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/;
const languageTagSchema = z
  .string()
  .regex(LANGUAGE_TAG_PATTERN, 'Must be a language tag such as "de" or "de-DE"');

/**
 * Texts in other languages, by language tag (Directus's `translations`): each text as `T`'s keys.
 * The schema's own texts are the fallback for a language that has none.
 */
const translationsOf = <T extends z.ZodType>(texts: T) =>
  z
    .record(languageTagSchema, texts)
    .refine((value) => Object.keys(value).length <= TRANSLATIONS_MAX_LANGUAGES, {
      message: `At most ${TRANSLATIONS_MAX_LANGUAGES} languages`,
    })
    .optional()
    .meta({ description: 'Texts in other languages, by language tag ("de", "de-DE").' });

const fieldTranslationsSchema = translationsOf(
  z.strictObject({
    label: labelSchema.optional(),
    help: descriptionSchema.optional(),
    placeholder: z.string().max(PLACEHOLDER_MAX_LENGTH).optional(),
    /** Labels of an enum's options, by option value. */
    options: z
      .record(z.string().min(1).max(ENUM_OPTION_MAX_LENGTH), z.string().min(1).max(ENUM_OPTION_MAX_LENGTH))
      .refine((value) => Object.keys(value).length <= ENUM_MAX_OPTIONS, {
        message: `At most ${ENUM_MAX_OPTIONS} options`,
      })
      .optional(),
  }),
);

/**
 * The inputs a form may show for a field, by type (`widget`). Without one, a form shows the type's
 * usual input (a text input, a textarea, a switch, a select, a relation search).
 */
export const FIELD_WIDGETS = Object.freeze({
  string: ['input', 'email', 'url', 'password', 'color', 'icon'],
  text: ['textarea', 'markdown', 'code'],
  number: ['input', 'slider'],
  integer: ['input', 'slider'],
  boolean: ['checkbox', 'switch'],
  date: ['date'],
  datetime: ['datetime'],
  uuid: [],
  enum: ['select', 'radio'],
  json: ['code', 'tags'],
  relation: ['select', 'autocomplete'],
} as const satisfies Record<FieldType, readonly string[]>);

/** The types a list's search box can look in (`list.searchable`): text, and an enum's values. */
export const SEARCHABLE_FIELD_TYPES: ReadonlySet<FieldType> = new Set(['string', 'text', 'enum']);

/** Keys every field has: its name, validation flags and UI hints. */
const fieldBase = {
  name: identifierSchema.meta({ description: 'Column name (snake_case).' }),
  label: labelSchema
    .optional()
    .meta({ description: 'Label of the input and the column (default: from the name).' }),
  help: descriptionSchema.optional().meta({ description: 'Help text shown under the input.' }),
  placeholder: z
    .string()
    .max(PLACEHOLDER_MAX_LENGTH)
    .optional()
    .meta({ description: 'Shown in the empty input.' }),
  /** NOT NULL; on create a value must be given unless the field has a default. */
  required: z
    .boolean()
    .default(false)
    .meta({ description: 'NOT NULL: a value must be given on create unless the field has a default.' }),
  unique: z.boolean().default(false).meta({ description: 'No two rows share a value (a unique index).' }),
  /** Shown but never written through the table API or the form. */
  readonly: z
    .boolean()
    .default(false)
    .meta({ description: 'Shown, never written through the table API or the form.' }),
  /** Left out of the list and the form unless named there; still readable. */
  hidden: z
    .boolean()
    .default(false)
    .meta({ description: 'Left out of the list and the form unless named there; still readable.' }),
  /**
   * Built-in collections only: a column kept by the server's own code (a password hash, a 2FA
   * secret), never read or written through the table API and never shown.
   */
  internal: z.boolean().default(false),
  translations: fieldTranslationsSchema,
};

const stringField = z.strictObject({
  type: z.literal('string'),
  ...fieldBase,
  /** `case_insensitive`: unique on lower(value), as for e-mail addresses. */
  unique: z
    .union([z.boolean(), z.literal('case_insensitive')], {
      error: 'Expected true, false or "case_insensitive"',
    })
    .default(false)
    .meta({
      description:
        'No two rows share a value; "case_insensitive": not even differing in case (e-mail addresses).',
    }),
  min: lengthSchema(STRING_MAX_LENGTH_CAP).optional().meta({ description: 'Fewest characters.' }),
  max: lengthSchema(STRING_MAX_LENGTH_CAP)
    .optional()
    .meta({ description: 'Most characters (default 1000, at most 10000).' }),
  length: lengthSchema(STRING_MAX_LENGTH_CAP).optional().meta({ description: 'Exact number of characters.' }),
  pattern: patternSchema.optional(),
  format: z.enum(['email', 'url']).optional(),
  default: z.string().optional(),
  widget: z.enum(FIELD_WIDGETS.string).optional(),
});

const textField = z.strictObject({
  type: z.literal('text'),
  ...fieldBase,
  min: lengthSchema(TEXT_MAX_LENGTH_CAP).optional(),
  max: lengthSchema(TEXT_MAX_LENGTH_CAP)
    .optional()
    .meta({ description: 'Most characters (default 100000, at most 1000000).' }),
  pattern: patternSchema.optional(),
  default: z.string().optional(),
  widget: z.enum(FIELD_WIDGETS.text).optional(),
});

const numberField = z.strictObject({
  type: z.literal('number'),
  ...fieldBase,
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.number().optional(),
  widget: z.enum(FIELD_WIDGETS.number).optional(),
});

const integerField = z.strictObject({
  type: z.literal('integer'),
  ...fieldBase,
  /** 32-bit `integer` (default) or 64-bit `bigint`; values beyond 2^53 are refused either way. */
  bits: z.union([z.literal(32), z.literal(64)], { error: 'Expected 32 or 64' }).default(32),
  min: wholeNumberSchema().optional(),
  max: wholeNumberSchema().optional(),
  default: wholeNumberSchema().optional(),
  widget: z.enum(FIELD_WIDGETS.integer).optional(),
});

const booleanField = z.strictObject({
  type: z.literal('boolean'),
  ...fieldBase,
  default: z.boolean().optional(),
  widget: z.enum(FIELD_WIDGETS.boolean).optional(),
});

const dateField = z.strictObject({
  type: z.literal('date'),
  ...fieldBase,
  default: z.string().optional().meta({ description: 'A date as YYYY-MM-DD.' }),
  /** `today`: the current date when the row is created. */
  default_fn: z.literal('today').optional(),
  widget: z.enum(FIELD_WIDGETS.date).optional(),
});

const datetimeField = z.strictObject({
  type: z.literal('datetime'),
  ...fieldBase,
  default: z.string().optional().meta({ description: 'An ISO 8601 date-time with an offset.' }),
  /** `now`: the transaction's start time; `clock_timestamp`: the moment of the insert itself. */
  default_fn: z.enum(['now', 'clock_timestamp']).optional(),
  widget: z.enum(FIELD_WIDGETS.datetime).optional(),
});

const uuidField = z.strictObject({
  type: z.literal('uuid'),
  ...fieldBase,
  default: z.string().optional(),
  default_fn: z.literal('gen_random_uuid').optional(),
});

export const enumOptionSchema = z.union(
  [
    z.string().min(1).max(ENUM_OPTION_MAX_LENGTH),
    z.strictObject({
      value: z.string().min(1).max(ENUM_OPTION_MAX_LENGTH),
      label: z.string().min(1).max(ENUM_OPTION_MAX_LENGTH).optional(),
    }),
  ],
  { error: 'Expected an option: a string or {value, label}' },
);
export type EnumOption = z.output<typeof enumOptionSchema>;

const enumField = z.strictObject({
  type: z.literal('enum'),
  ...fieldBase,
  options: z
    .array(enumOptionSchema)
    .min(1, 'An enum needs at least one option')
    .max(ENUM_MAX_OPTIONS, `At most ${ENUM_MAX_OPTIONS} options`),
  default: z.string().optional(),
  widget: z.enum(FIELD_WIDGETS.enum).optional(),
});

const jsonField = z.strictObject({
  type: z.literal('json'),
  ...fieldBase,
  /** What a value must be: any JSON (default), an object or an array. */
  shape: z.enum(['any', 'object', 'array']).default('any'),
  max_bytes: wholeNumberSchema(2, JSON_MAX_BYTES_CAP).optional(),
  default: z.json().optional(),
  widget: z.enum(FIELD_WIDGETS.json).optional(),
});

const relationField = z.strictObject({
  type: z.literal('relation'),
  ...fieldBase,
  /** The collection pointed to (many-to-one): the column holds the target row's `id`. */
  target: identifierSchema,
  on_delete: z.enum(ON_DELETE_ACTIONS).default('restrict'),
  /** The target's field shown in pickers and lists instead of the id. */
  display_field: identifierSchema.optional(),
  widget: z.enum(FIELD_WIDGETS.relation).optional(),
});

export const collectionFieldSchema = z.discriminatedUnion(
  'type',
  [
    stringField,
    textField,
    numberField,
    integerField,
    booleanField,
    dateField,
    datetimeField,
    uuidField,
    enumField,
    jsonField,
    relationField,
  ],
  { error: `Unknown field type; expected one of ${FIELD_TYPES.join(', ')}` },
);
export type CollectionField = z.output<typeof collectionFieldSchema>;
export type CollectionFieldInput = z.input<typeof collectionFieldSchema>;
export type FieldOfType<T extends FieldType> = Extract<CollectionField, { type: T }>;

/** At most this many relations a row scope follows before its field (`via`). */
export const ROW_SCOPE_MAX_VIA = 3;

/**
 * Relation fields followed from the collection before the scope's `field` is read, each on the
 * previous one's target: `["hub_id"]` on modules reads `field` on the module's hub.
 */
const rowScopeViaSchema = z.array(identifierSchema).min(1).max(ROW_SCOPE_MAX_VIA);

/** At most this many scopes an `all_of` scope combines. */
export const ROW_SCOPE_MAX_PARTS = 8;

const zoneRolesSchema = z.array(z.enum(ZONE_ROLES)).min(1).max(ZONE_ROLES.length);

/**
 * The scopes that test one thing about a row (README.md, "Row scopes"). `own`: rows whose `field`
 * (a uuid or a relation to users, usually the `created_by` system field) is the caller's user id;
 * with `zone_peers`, also rows whose `field` is a user who shares a zone with the caller (to read:
 * writes keep to the caller's own rows). `zone_member`: rows whose `field` (a uuid or a relation to zones) is a zone the caller is a
 * member of, with one of `zone_roles` when given; `include_null` (no `via`): rows whose `field` is
 * null too (rows of no zone, for everyone). With `via`, `field` is read at the end of that relation
 * path (a module's zone is its hub's `zone_id`: `via: ["hub_id"], field: "zone_id"`). `inactive`
 * (zone scopes): rows whose boolean `inactive.field` is false are read only by members whose zone
 * role is one of `inactive.zone_roles`, in zones that are not archived (those who may edit them);
 * with `inactive.include_archived`, in archived zones too (those who manage them). With
 * `inactive.via`, the flag is read at the end of that relation path from the row (a module of an
 * inactive hub: `via: ["hub_id"], field: "is_active"`).
 * `flag`: rows whose boolean `field` is true. `role`: rows whose `field` (a string or enum naming
 * a platform role) is null or the caller's platform role.
 */
const singleRowScopes = [
  z.strictObject({
    kind: z.literal('own'),
    field: identifierSchema,
    via: rowScopeViaSchema.optional(),
    zone_peers: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('zone_member'),
    field: identifierSchema,
    via: rowScopeViaSchema.optional(),
    zone_roles: zoneRolesSchema.optional(),
    include_null: z.boolean().optional(),
    inactive: z
      .strictObject({
        field: identifierSchema,
        zone_roles: zoneRolesSchema,
        via: rowScopeViaSchema.optional(),
        include_archived: z.boolean().optional(),
      })
      .optional(),
  }),
  z.strictObject({ kind: z.literal('flag'), field: identifierSchema }),
  z.strictObject({ kind: z.literal('role'), field: identifierSchema }),
] as const;

const singleRowScopeSchema = z.discriminatedUnion('kind', [...singleRowScopes], {
  error: 'Unknown row scope; expected kind "own", "zone_member", "flag" or "role"',
});
export type SingleRowScope = z.output<typeof singleRowScopeSchema>;

/**
 * Which rows a role's grant covers: `all` (every row), one of the single scopes above, or
 * `all_of`: the rows in every one of `of` (2 to ROW_SCOPE_MAX_PARTS single scopes; not nested).
 */
export const rowScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    ...singleRowScopes,
    z.strictObject({
      kind: z.literal('all_of'),
      of: z.array(singleRowScopeSchema).min(2).max(ROW_SCOPE_MAX_PARTS),
    }),
  ],
  { error: 'Unknown row scope; expected kind "all", "own", "zone_member", "flag", "role" or "all_of"' },
);
export type RowScope = z.output<typeof rowScopeSchema>;

const actionsSchema = z.array(z.enum(COLLECTION_ACTIONS)).max(COLLECTION_ACTIONS.length * 2);
const fieldListSchema = z.array(identifierSchema).max(COLLECTION_MAX_FIELDS + 4);

/**
 * One role's grant: its actions, the fields it may read and write (absent: all it can), and the
 * rows it covers (absent: all). `["read", "create"]` is shorthand for `{actions: [...]}`.
 */
export const rolePermissionSchema = z
  .union(
    [
      actionsSchema,
      z.strictObject({
        actions: actionsSchema,
        read_fields: fieldListSchema.optional(),
        write_fields: fieldListSchema.optional(),
        scope: rowScopeSchema.optional(),
      }),
    ],
    { error: 'Expected a list of actions or {actions, read_fields?, write_fields?, scope?}' },
  )
  .transform((value) => {
    const grant = Array.isArray(value) ? { actions: value } : value;
    return {
      ...grant,
      actions: COLLECTION_ACTIONS.filter((a) => grant.actions.includes(a)),
      scope: grant.scope ?? ({ kind: 'all' } as RowScope),
    };
  });
export type RolePermission = z.output<typeof rolePermissionSchema>;

/** A role name: a platform role (user_profiles.role) such as `user` or a custom one. */
export const roleNameSchema = identifierSchema;

const listViewSchema = z.strictObject({
  columns: z.array(identifierSchema).min(1).max(LIST_MAX_COLUMNS),
  sort: z
    .array(z.strictObject({ field: identifierSchema, direction: z.enum(['asc', 'desc']).default('asc') }))
    .max(LIST_MAX_SORT)
    .optional(),
  /** Text fields the list's search box looks in. */
  searchable: z.array(identifierSchema).max(LIST_MAX_SEARCHABLE).optional(),
  page_size: wholeNumberSchema(1, 1000).optional(),
});
export type ListView = z.output<typeof listViewSchema>;

const formLayoutSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        label: labelSchema.optional(),
        description: descriptionSchema.optional(),
        translations: translationsOf(
          z.strictObject({ label: labelSchema.optional(), description: descriptionSchema.optional() }),
        ),
        fields: z
          .array(identifierSchema)
          .min(1)
          .max(COLLECTION_MAX_FIELDS + 4),
      }),
    )
    .min(1)
    .max(FORM_MAX_SECTIONS),
});
export type FormLayout = z.output<typeof formLayoutSchema>;

/**
 * A collection schema. Without `primary_key` the table gets an `id uuid` primary key filled by
 * the database; `system_fields` (all three by default) are added and kept by the engine.
 */
export const collectionSchema = z
  .strictObject({
    $schema: z
      .string()
      .max(500)
      .optional()
      .meta({
        description: `"${COLLECTION_SCHEMA_ID}" or a relative path to ${COLLECTION_SCHEMA_FILE_NAME}.`,
      }),
    name: identifierSchema.meta({ description: 'Collection name, used in /api/rest/<name>.' }),
    table: identifierSchema.optional().meta({ description: 'Table name (default: the collection name).' }),
    label: labelSchema.meta({ description: 'One row, as shown in the admin screens ("Product").' }),
    label_plural: labelSchema
      .optional()
      .meta({ description: 'Several rows ("Products"; default: the label).' }),
    icon: iconSchema
      .optional()
      .meta({ description: 'A lucide icon name, drawn in the list and on its page.' }),
    description: descriptionSchema.optional().meta({ description: 'Shown under the title of its page.' }),
    translations: translationsOf(
      z.strictObject({
        label: labelSchema.optional(),
        label_plural: labelSchema.optional(),
        description: descriptionSchema.optional(),
      }),
    ),
    primary_key: z
      .array(identifierSchema)
      .min(1)
      .max(PRIMARY_KEY_MAX_FIELDS)
      .optional()
      .meta({ description: 'Built-in collections only: the key columns instead of the implied id.' }),
    system_fields: z
      .array(z.enum(SYSTEM_FIELDS))
      .max(SYSTEM_FIELDS.length)
      .default([...SYSTEM_FIELDS])
      .meta({ description: 'Engine-kept columns (default: created_at, updated_at, created_by).' }),
    fields: z
      .array(collectionFieldSchema)
      .max(COLLECTION_MAX_FIELDS, `At most ${COLLECTION_MAX_FIELDS} fields`)
      .meta({ description: 'The columns, each by its type (an id uuid primary key is implied).' }),
    list: listViewSchema
      .optional()
      .meta({ description: 'The list view: columns, default sort, searchable fields, rows per page.' }),
    form: formLayoutSchema
      .optional()
      .meta({ description: 'The record form: its sections and their fields.' }),
    permissions: z
      .record(roleNameSchema, rolePermissionSchema)
      .default({})
      .meta({ description: 'Grants per platform role; a role not named has no access. Admins have all.' }),
    default_permission: rolePermissionSchema.optional().meta({
      description:
        'Built-in collections only: the grant of every platform role `permissions` does not name (custom roles and guest included).',
    }),
  })
  .transform(({ $schema: _ignored, ...collection }) => ({
    ...collection,
    table: collection.table ?? collection.name,
  }));

/** A collection as written (defaults optional). */
export type CollectionInput = z.input<typeof collectionSchema>;
/** A validated collection, defaults filled in and `table` set. */
export type Collection = z.output<typeof collectionSchema>;
