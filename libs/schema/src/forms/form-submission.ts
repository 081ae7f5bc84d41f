import { z } from 'zod';
import { countParamSchema } from '../common/count-param.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { linkProblem } from '../common/link.js';
import type { FormField, FormSchema } from './form-definition.js';
import {
  FORM_DATA_MAX_BYTES,
  FORM_EMAIL_MAX_LENGTH,
  FORM_SUBMISSIONS_DEFAULT_LIMIT,
  FORM_SUBMISSIONS_MAX_LIMIT,
  FORM_SUBMISSIONS_MAX_OFFSET,
  FORM_TEXT_MAX_LENGTH,
  FORM_TEXTAREA_MAX_LENGTH,
  FORM_URL_MAX_LENGTH,
} from './form-limits.js';

/** The words of a submission's problems, shared by the server's details and the form renderer. */
export const FORM_SUBMISSION_MESSAGES = Object.freeze({
  REQUIRED: 'Required',
  MUST_BE_TEXT: 'Must be text',
  MUST_BE_NUMBER: 'Must be a number',
  MUST_BE_CHECKED: 'Must be checked',
  MUST_BE_TRUE_OR_FALSE: 'Must be true or false',
  INVALID_EMAIL: 'Must be an email address',
  INVALID_URL: 'Must be a link starting with http:// or https://',
  INVALID_DATE: 'Must be a date (YYYY-MM-DD)',
  NOT_AN_OPTION: 'Must be one of the options',
  CHOSEN_TWICE: 'Chosen twice',
  MUST_BE_LIST: 'Must be a list of options',
  TOO_LARGE: `The answers must be at most ${FORM_DATA_MAX_BYTES / 1024} KB`,
  NOT_AN_OBJECT: 'Must be an object of answers by field key',
});
const M = FORM_SUBMISSION_MESSAGES;

/** Bytes of `text` in UTF-8 (no TextEncoder: the library compiles without DOM or Node types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date `YYYY-MM-DD` (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return d <= days;
}

const emailCheck = z.email();

/** The longest answer a text-like field takes: its `max`, else the type's own bound. */
export function formFieldMaxLength(field: FormField): number {
  const cap =
    field.type === 'textarea'
      ? FORM_TEXTAREA_MAX_LENGTH
      : field.type === 'email'
        ? FORM_EMAIL_MAX_LENGTH
        : field.type === 'url'
          ? FORM_URL_MAX_LENGTH
          : FORM_TEXT_MAX_LENGTH;
  return field.max === undefined ? cap : Math.min(field.max, cap);
}

/** An empty answer: nothing typed, nothing chosen. Optional fields leave it out of the data. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The problem of one non-empty answer, or null; `value` is the answer as normalised. */
function answerProblem(field: FormField, value: unknown): string | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'url': {
      if (typeof value !== 'string') return M.MUST_BE_TEXT;
      const max = formFieldMaxLength(field);
      if (value.length > max) return `Must be at most ${max} characters`;
      if (field.min !== undefined && value.length < field.min)
        return `Must be at least ${field.min} characters`;
      if (field.type === 'text' && /[\r\n]/.test(value)) return 'Must be one line';
      if (field.type === 'email' && !emailCheck.safeParse(value).success) return M.INVALID_EMAIL;
      if (field.type === 'url' && linkProblem(value, { paths: false, maxLength: max }) !== null) {
        return M.INVALID_URL;
      }
      return null;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return M.MUST_BE_NUMBER;
      if (field.min !== undefined && value < field.min) return `Must be at least ${field.min}`;
      if (field.max !== undefined && value > field.max) return `Must be at most ${field.max}`;
      return null;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : M.INVALID_DATE;
    case 'checkbox':
      return typeof value === 'boolean' ? null : M.MUST_BE_TRUE_OR_FALSE;
    case 'select':
    case 'radio':
      if (typeof value !== 'string') return M.MUST_BE_TEXT;
      return (field.options ?? []).includes(value) ? null : M.NOT_AN_OPTION;
    case 'multiselect': {
      if (!Array.isArray(value)) return M.MUST_BE_LIST;
      const options = field.options ?? [];
      if (value.length > options.length) return M.CHOSEN_TWICE;
      const seen = new Set<string>();
      for (const choice of value) {
        if (typeof choice !== 'string' || !options.includes(choice)) return M.NOT_AN_OPTION;
        if (seen.has(choice)) return M.CHOSEN_TWICE;
        seen.add(choice);
      }
      if (field.min !== undefined && value.length < field.min) return `Choose at least ${field.min}`;
      if (field.max !== undefined && value.length > field.max) return `Choose at most ${field.max}`;
      return null;
    }
  }
}

/** Text answers are kept as typed except for surrounding spaces. */
function normalise(field: FormField, value: unknown): unknown {
  return typeof value === 'string' && field.type !== 'textarea' ? value.trim() : value;
}

export type SubmissionData = Record<string, string | number | boolean | string[]>;

/** Levels of objects and arrays a submission's `data` may hold: data → a multiselect's list. */
const ANSWER_MAX_DEPTH = 2;

/** Whether `value` nests objects or arrays more than `levels` deep. Iterative, so any depth is safe. */
function nestedDeeperThan(value: unknown, levels: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= levels) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The zod schema of a submission's `data` for a form: the one rule the server validates with and
 * the form renderer (react-hook-form's resolver) checks as the member types. Pure: built from the
 * form's schema alone, no pattern made from it (options are compared as strings, emails and URLs
 * checked by fixed rules).
 *
 * - keys the form does not have are refused (each at its key);
 * - an empty answer (missing, null, blank text, no choice) of an optional field is left out; of a
 *   required field it is 'Required' — a required checkbox must be checked (an "I agree" box);
 * - types: text-like fields take text (trimmed; textarea kept as typed), `number` a finite number,
 *   `date` YYYY-MM-DD, `checkbox` true/false, `select`/`radio` one option, `multiselect` a list of
 *   distinct options;
 * - `min`/`max`: characters of text, the value of a number, how many options of a multiselect;
 * - the whole `data`, as JSON, at most 64 KB (checked first, before any answer; data nested deeper
 *   than an answer can be is not measured but refused at its keys).
 */
export function submissionSchema(form: FormSchema) {
  const byKey = new Map(form.fields.map((f) => [f.key, f]));
  return z.unknown().transform((input, ctx): SubmissionData => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      ctx.addIssue({ code: 'custom', message: M.NOT_AN_OBJECT });
      return z.NEVER;
    }
    // JSON.stringify recurses, and overflows the stack on a few thousand levels of nesting (a
    // 20 KB body of brackets answered 500). No answer nests deeper than a list of options, so
    // deeper data is not measured: the checks below refuse it at its key (a type, or an unknown key).
    if (
      !nestedDeeperThan(input, ANSWER_MAX_DEPTH) &&
      utf8Length(JSON.stringify(input)) > FORM_DATA_MAX_BYTES
    ) {
      ctx.addIssue({ code: 'custom', message: M.TOO_LARGE });
      return z.NEVER;
    }
    const record = input as Record<string, unknown>;
    const out: SubmissionData = {};
    let failed = false;
    for (const key of Object.keys(record)) {
      if (!byKey.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Unrecognized key: "${key}"` });
        failed = true;
      }
    }
    for (const field of form.fields) {
      const raw = Object.prototype.hasOwnProperty.call(record, field.key) ? record[field.key] : undefined;
      const value = normalise(field, raw);
      const unchecked = field.type === 'checkbox' && value === false && field.required;
      if (isEmpty(value) || unchecked) {
        if (field.required) {
          ctx.addIssue({
            code: 'custom',
            path: [field.key],
            message: unchecked ? M.MUST_BE_CHECKED : M.REQUIRED,
          });
          failed = true;
        }
        continue;
      }
      const problem = answerProblem(field, value);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', path: [field.key], message: problem });
        failed = true;
        continue;
      }
      out[field.key] = value as SubmissionData[string];
    }
    return failed ? z.NEVER : out;
  });
}

/** Body of POST /forms/:id/submissions. */
export const submitFormBodySchema = z.strictObject({
  data: z.unknown().refine((v) => v !== undefined, { message: M.REQUIRED }),
});

/** A submission as its submitter gets it back (201) and as the admin list shows it. */
export const formSubmissionSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  form_version: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  submitted_by: z.string().nullable(),
  submitted_by_email: z.string().nullable().optional(),
  submitted_at: isoTimestampSchema,
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** Query of GET /forms/:id/submissions: paging, and `format=csv` for a file of them all. */
export const listSubmissionsQuerySchema = z.strictObject({
  limit: countParamSchema(1, FORM_SUBMISSIONS_MAX_LIMIT).default(FORM_SUBMISSIONS_DEFAULT_LIMIT),
  offset: countParamSchema(0, FORM_SUBMISSIONS_MAX_OFFSET).default(0),
  format: z.enum(['json', 'csv'], { error: 'Must be json or csv' }).default('json'),
});
export type ListSubmissionsQuery = z.output<typeof listSubmissionsQuerySchema>;

/** Query of DELETE /forms/:id: `force=true` deletes a form that has submissions, with them. */
export const deleteFormQuerySchema = z.strictObject({
  force: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type DeleteFormQuery = z.output<typeof deleteFormQuerySchema>;

/** The messages the forms endpoints answer with. */
export const FORM_MESSAGES = Object.freeze({
  INVALID_FORM: 'Invalid form',
  INVALID_QUERY: 'Invalid query',
  /** GET /forms's paging, search or status (as 'Invalid API key query' for GET /api-keys). */
  INVALID_LIST_QUERY: 'Invalid form query',
  INVALID_SUBMISSION: 'Invalid submission',
  NOT_FOUND: 'Form not found',
  NAME_TAKEN: (name: string) => `A form named "${name}" already exists`,
  HAS_SUBMISSIONS: (n: number) =>
    `The form has ${n} submission${n === 1 ? '' : 's'}: delete with ?force=true to delete them too`,
  ALREADY_SUBMITTED: 'You have already submitted this form',
  NOTHING_TO_PUBLISH: 'Add at least one field before publishing',
  /** A role named in `settings.roles` that is not a platform role (as the navigation's required role). */
  UNKNOWN_ROLE: (role: string) => `Role "${role}" does not exist`,
});
