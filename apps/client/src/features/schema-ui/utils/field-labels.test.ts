import { describe, expect, it } from 'vitest';
import { fieldLabel, formFieldLabel, humanizeFieldName } from './field-labels';

describe('fieldLabel', () => {
  it('names a field by its label, else by its name in words', () => {
    expect(fieldLabel({ name: 'due_date', label: 'Due' })).toBe('Due');
    expect(fieldLabel({ name: 'due_date' })).toBe('Due date');
    expect(humanizeFieldName('__odd__name')).toBe('Odd name');
  });

  it('names an unlabelled relation after the row it points at, without "_id"', () => {
    // An integrator's `zone_id` relation read "Zone id" in the form, the column and the CSV
    // import's messages.
    expect(fieldLabel({ name: 'zone_id', type: 'relation' })).toBe('Zone');
    expect(fieldLabel({ name: 'assignee_id', type: 'relation', label: 'Owner' })).toBe('Owner');
    // Only a relation, and only a real suffix.
    expect(fieldLabel({ name: 'external_id', type: 'string' })).toBe('External id');
    expect(fieldLabel({ name: '_id', type: 'relation' })).toBe('Id');
    expect(fieldLabel({ name: 'zone', type: 'relation' })).toBe('Zone');
  });
});

describe('formFieldLabel', () => {
  it('marks an optional field, never a switch (always on or off)', () => {
    expect(formFieldLabel({ name: 'due_date', required: false })).toBe('Due date (optional)');
    expect(formFieldLabel({ name: 'title', required: true })).toBe('Title');
    expect(formFieldLabel({ name: 'done', type: 'boolean', required: false })).toBe('Done');
  });
});
