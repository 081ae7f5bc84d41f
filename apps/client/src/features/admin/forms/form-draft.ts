import type { AdminForm, FormSettings, UpdateFormInput } from '@atrium/schema';
import { fromFormSchema, toFormSchema, type DraftField } from './builder-state';

/** What the builder edits: the form's texts, fields (as typed) and settings. */
export interface FormDraft {
  title: string;
  description: string;
  fields: DraftField[];
  settings: FormSettings;
}

/** A saved form as the builder's draft. */
export const draftOf = (form: AdminForm): FormDraft => ({
  title: form.title,
  description: form.description ?? '',
  fields: fromFormSchema(form.schema),
  settings: form.settings,
});

/** The PATCH body of a draft. */
export const payloadOf = (draft: FormDraft) =>
  ({
    title: draft.title,
    description: draft.description.trim() === '' ? null : draft.description,
    schema: toFormSchema(draft.fields),
    settings: draft.settings,
  }) satisfies UpdateFormInput;

/**
 * JSON with every object's keys in order and undefined values left out, so two values that would
 * be saved alike read alike: the server stores settings as jsonb, which answers its keys in its own
 * order, not in the order the builder set them.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Whether the draft would save anything: its PATCH body differs from the one of the form as last
 * saved (or published). Only what is sent counts: a field's uid, or a label's trailing space that
 * the body trims, does not.
 */
export function hasUnsavedChanges(draft: FormDraft, saved: AdminForm): boolean {
  return canonicalJson(payloadOf(draft)) !== canonicalJson(payloadOf(draftOf(saved)));
}
