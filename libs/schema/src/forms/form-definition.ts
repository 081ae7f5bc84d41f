import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { booleanSchema, numberSchema } from '../common/value-schemas.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_NAME_PATTERN } from '../users/role-limits.js';
import {
  FORM_HELP_MAX_LENGTH,
  FORM_LABEL_MAX_LENGTH,
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  FORM_MAX_ROLES,
  FORM_NAME_MAX_LENGTH,
  FORM_OPTION_MAX_LENGTH,
  FORM_PLACEHOLDER_MAX_LENGTH,
  FORM_SUBMIT_LABEL_MAX_LENGTH,
  FORM_SUCCESS_MESSAGE_MAX_LENGTH,
} from './form-limits.js';

/**
 * A form as data (API.md "Forms"): `{name, title, description?, schema: {fields}, settings}`.
 * The definition is checked here, by the server on every write and by the builder as the admin
 * types; what a submission must look like is built from it by `submissionSchema`
 * (form-submission.ts).
 */

/** The field types a form may hold, in the order the builder's library lists them. */
export const FORM_FIELD_TYPES = Object.freeze([
  'text',
  'textarea',
  'email',
  'url',
  'number',
  'date',
  'checkbox',
  'select',
  'multiselect',
  'radio',
] as const);
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types whose answer is one or more of `options`: they need at least one. */
export const FORM_CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['select', 'radio', 'multiselect']);
/** Types whose `min`/`max` bound the answer's length in characters. */
export const FORM_LENGTH_TYPES: ReadonlySet<FormFieldType> = new Set(['text', 'textarea', 'email', 'url']);
/** What `min`/`max` mean per type; a type not listed takes neither. */
export function formBoundsMeaning(type: FormFieldType): 'length' | 'value' | 'count' | null {
  if (FORM_LENGTH_TYPES.has(type)) return 'length';
  if (type === 'number') return 'value';
  if (type === 'multiselect') return 'count';
  return null;
}

/** A field key: snake_case like a column name (and a CSV header), at most 63 characters. */
export const FORM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const FORM_FIELD_KEY_MAX_LENGTH = 63;

const keySchema = z
  .string({ error: 'Must be text' })
  .min(1, { error: 'Must not be empty', abort: true })
  .max(FORM_FIELD_KEY_MAX_LENGTH, `Must be at most ${FORM_FIELD_KEY_MAX_LENGTH} characters`)
  .regex(
    FORM_FIELD_KEY_PATTERN,
    'Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"',
  );

/** One line of text: a label, an option, a placeholder. */
function lineSchema(max: number) {
  return safeTextSchema(max).refine((s) => !/[\t\n\r]/.test(s), { message: 'Must be one line' });
}

const requiredLine = (max: number) =>
  z.string({ error: 'Must be text' }).pipe(lineSchema(max).pipe(z.string().min(1, 'Must not be empty')));

const optionsSchema = z
  .array(requiredLine(FORM_OPTION_MAX_LENGTH), { error: 'Must be a list of texts' })
  .max(FORM_MAX_OPTIONS, `At most ${FORM_MAX_OPTIONS} options`);

export const formFieldSchema = z
  .strictObject({
    key: keySchema,
    type: z.enum(FORM_FIELD_TYPES, { error: `Type must be one of: ${FORM_FIELD_TYPES.join(', ')}` }),
    label: requiredLine(FORM_LABEL_MAX_LENGTH),
    required: booleanSchema().optional(),
    min: numberSchema().optional(),
    max: numberSchema().optional(),
    options: optionsSchema.optional(),
    placeholder: lineSchema(FORM_PLACEHOLDER_MAX_LENGTH).optional(),
    help: safeTextSchema(FORM_HELP_MAX_LENGTH).optional(),
  })
  .superRefine((field, ctx) => {
    const meaning = formBoundsMeaning(field.type);
    for (const bound of ['min', 'max'] as const) {
      const value = field[bound];
      if (value === undefined) continue;
      if (meaning === null) {
        // Spelled out per bound, so the client's translation of each is found by its whole text.
        const message =
          bound === 'min' ? `A ${field.type} field takes no min` : `A ${field.type} field takes no max`;
        ctx.addIssue({ code: 'custom', path: [bound], message });
      } else if (meaning !== 'value' && (!Number.isInteger(value) || value < 0)) {
        ctx.addIssue({ code: 'custom', path: [bound], message: 'Must be a whole number of at least 0' });
      }
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'Must be at least min' });
    }
    if (FORM_CHOICE_TYPES.has(field.type)) {
      if (!field.options || field.options.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: `A ${field.type} field needs options` });
      } else {
        const seen = new Set<string>();
        field.options.forEach((option, i) => {
          if (seen.has(option)) {
            ctx.addIssue({ code: 'custom', path: ['options', i], message: `"${option}" is listed twice` });
          }
          seen.add(option);
        });
      }
    } else if (field.options !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `A ${field.type} field takes no options` });
    }
  });
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** `schema` of a form: its fields in the order they are shown, keys unique. */
export const formSchemaSchema = z.strictObject({
  fields: z
    .array(formFieldSchema, { error: 'Must be a list of fields' })
    .max(FORM_MAX_FIELDS, `At most ${FORM_MAX_FIELDS} fields`)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, i) => {
        if (seen.has(field.key)) {
          ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `Key "${field.key}" is used twice` });
        }
        seen.add(field.key);
      });
    }),
});
export type FormSchema = z.output<typeof formSchemaSchema>;

const roleNameSchema = z
  .string({ error: 'Must be text' })
  .max(ROLE_NAME_MAX_LENGTH)
  .regex(ROLE_NAME_PATTERN, 'Must be a role name (snake_case)');

/**
 * `settings` of a form. `allow_multiple` false: one submission per user. `roles`: who may see and
 * submit it once published (absent or empty: any signed-in user; admins always may).
 */
export const formSettingsSchema = z.strictObject({
  submit_label: lineSchema(FORM_SUBMIT_LABEL_MAX_LENGTH).optional(),
  success_message: safeTextSchema(FORM_SUCCESS_MESSAGE_MAX_LENGTH).optional(),
  allow_multiple: booleanSchema().optional(),
  roles: z
    .array(roleNameSchema, { error: 'Must be a list of role names' })
    .max(FORM_MAX_ROLES, `At most ${FORM_MAX_ROLES} roles`)
    .optional(),
});
export type FormSettings = z.output<typeof formSettingsSchema>;

/** A form's name: a slug like a collection name, unique. */
export const formNameSchema = z
  .string({ error: 'Must be text' })
  .min(1, { error: 'Must not be empty', abort: true })
  .max(FORM_NAME_MAX_LENGTH, `Must be at most ${FORM_NAME_MAX_LENGTH} characters`)
  .regex(
    FORM_FIELD_KEY_PATTERN,
    'Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"',
  );

const titleSchema = z.string({ error: 'Must be text' }).pipe(requiredLine(FORM_LABEL_MAX_LENGTH));
const descriptionSchema = safeTextSchema(FORM_HELP_MAX_LENGTH).nullable();

/** Body of POST /forms. */
export const createFormSchema = z.strictObject({
  name: formNameSchema,
  title: titleSchema,
  description: descriptionSchema.optional(),
  schema: formSchemaSchema.default({ fields: [] }),
  settings: formSettingsSchema.default({}),
});
export type CreateFormInput = z.input<typeof createFormSchema>;
export type CreateForm = z.output<typeof createFormSchema>;

/** Body of PATCH /forms/:id: any of the create keys; the draft changes, never a published version. */
export const updateFormSchema = z
  .strictObject({
    name: formNameSchema.optional(),
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    schema: formSchemaSchema.optional(),
    settings: formSettingsSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Nothing to update: send name, title, description, schema or settings',
  });
export type UpdateFormInput = z.input<typeof updateFormSchema>;
export type UpdateForm = z.output<typeof updateFormSchema>;

/**
 * A published form as a member sees it (GET /forms, GET /forms/:id for members, GET
 * /forms/:id/published for anyone who may submit): the published version, never the draft.
 */
export const publishedFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  schema: formSchemaSchema,
  settings: formSettingsSchema,
  version: z.number().int(),
  published_at: isoTimestampSchema,
});
export type PublishedForm = z.infer<typeof publishedFormSchema>;

/** Where a form stands: `draft` until its first publish, then `published` (there is no unpublish). */
export const FORM_STATUSES = ['draft', 'published'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A form as an admin sees it: the draft, its status, and what is published (null: nothing yet). */
export const adminFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  schema: formSchemaSchema,
  settings: formSettingsSchema,
  status: z.enum(FORM_STATUSES),
  published_version: z.number().int().nullable(),
  /** Whether the draft differs from the published version (false when nothing is published). */
  has_unpublished_changes: z.boolean(),
  submission_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
  published: publishedFormSchema.nullable(),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

/** Answer of POST /forms/:id/publish. */
export const publishResultSchema = z.object({ id: z.string(), version: z.number().int() });
export type PublishResult = z.infer<typeof publishResultSchema>;
