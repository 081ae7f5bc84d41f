import type { AdminForm } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { newField, updateField } from './builder-state';
import { draftOf, hasUnsavedChanges, payloadOf, type FormDraft } from './form-draft';

const saved: AdminForm = {
  id: 'f1',
  name: 'feedback',
  title: 'Feedback',
  description: null,
  schema: {
    fields: [
      { key: 'name', type: 'text', label: 'Your name', required: true },
      { key: 'size', type: 'select', label: 'Size', options: ['S', 'M'] },
    ],
  },
  settings: { submit_label: 'Send', allow_multiple: true },
  status: 'draft',
  published_version: null,
  has_unpublished_changes: false,
  submission_count: 0,
  created_by: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  published: null,
};

/** The form as the server answers a save of `draft` (PATCH /forms/:id). */
const savedAs = (draft: FormDraft): AdminForm => ({ ...saved, ...payloadOf(draft) });

describe('hasUnsavedChanges', () => {
  it('is false for the form as it was loaded', () => {
    expect(hasUnsavedChanges(draftOf(saved), saved)).toBe(false);
  });

  it('is true once a label is edited, and false again once it reads as saved', () => {
    const draft = draftOf(saved);
    const uid = draft.fields[0].uid;
    const edited = { ...draft, fields: updateField(draft.fields, uid, { label: 'Full name' }) };
    expect(hasUnsavedChanges(edited, saved)).toBe(true);
    const back = { ...edited, fields: updateField(edited.fields, uid, { label: 'Your name' }) };
    expect(hasUnsavedChanges(back, saved)).toBe(false);
  });

  it.each([
    ['the title', (d: FormDraft) => ({ ...d, title: 'Feedback 2025' })],
    ['the description', (d: FormDraft) => ({ ...d, description: 'Tell us' })],
    [
      'a new field',
      (d: FormDraft) => ({ ...d, fields: [...d.fields, newField('email', 'Email', d.fields)] }),
    ],
    ['a removed field', (d: FormDraft) => ({ ...d, fields: d.fields.slice(1) })],
    ['the fields reordered', (d: FormDraft) => ({ ...d, fields: [...d.fields].reverse() })],
    [
      'an option',
      (d: FormDraft) => ({ ...d, fields: updateField(d.fields, d.fields[1].uid, { options: 'S\nM\nL' }) }),
    ],
    ['a setting', (d: FormDraft) => ({ ...d, settings: { ...d.settings, allow_multiple: false } })],
  ])('is true after a change to %s', (_what, change) => {
    expect(hasUnsavedChanges(change(draftOf(saved)), saved)).toBe(true);
  });

  it('is false for what the save would not send: spaces the body trims, an empty description', () => {
    const draft = draftOf(saved);
    const padded = {
      ...draft,
      description: '   ',
      fields: updateField(draft.fields, draft.fields[0].uid, { label: ' Your name ' }),
    };
    expect(hasUnsavedChanges(padded, saved)).toBe(false);
  });

  it('is false when the server answers the settings in another key order (jsonb)', () => {
    const draft = {
      ...draftOf(saved),
      settings: { submit_label: 'Go', allow_multiple: false, roles: ['user'] },
    };
    const answer = {
      ...savedAs(draft),
      settings: { roles: ['user'], allow_multiple: false, submit_label: 'Go' },
    };
    expect(hasUnsavedChanges(draft, answer)).toBe(false);
  });

  it('is cleared by a save: the saved form becomes the comparison, until the next edit', () => {
    let draft = draftOf(saved);
    draft = { ...draft, fields: updateField(draft.fields, draft.fields[0].uid, { label: 'Full name' }) };
    expect(hasUnsavedChanges(draft, saved)).toBe(true);
    const afterSave = savedAs(draft);
    expect(hasUnsavedChanges(draft, afterSave)).toBe(false);
    draft = { ...draft, title: 'Another title' };
    expect(hasUnsavedChanges(draft, afterSave)).toBe(true);
  });
});
