import { describe, expect, it } from 'vitest';
import { createFormSchema, formFieldSchema, formSchemaSchema, updateFormSchema } from './form-definition.js';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('a form field', () => {
  it.each([
    ['a text field', { key: 'name', type: 'text', label: 'Name' }],
    [
      'a required text field with length bounds',
      { key: 'bio', type: 'textarea', label: 'Bio', required: true, min: 0, max: 500 },
    ],
    [
      'a number field with negative bounds',
      { key: 'temp', type: 'number', label: 'Temp', min: -10.5, max: 40 },
    ],
    ['a select field', { key: 'size', type: 'select', label: 'Size', options: ['S', 'M', 'L'] }],
    [
      'a multiselect with a count bound',
      { key: 'tags', type: 'multiselect', label: 'Tags', options: ['a', 'b'], max: 2 },
    ],
    [
      'a checkbox with help',
      { key: 'agree', type: 'checkbox', label: 'I agree', help: 'Read the terms\nfirst' },
    ],
  ])('accepts %s', (_name, field) => {
    expect(problems(formFieldSchema.safeParse(field))).toEqual([]);
  });

  it.each([
    [
      'a key that is not snake_case',
      { key: 'First Name', type: 'text', label: 'x' },
      'key: Must be snake_case',
    ],
    ['a key of 64 characters', { key: 'a'.repeat(64), type: 'text', label: 'x' }, 'key: Must be at most 63'],
    ['an unknown type', { key: 'a', type: 'file', label: 'x' }, 'type: Type must be one of'],
    ['an empty label', { key: 'a', type: 'text', label: '  ' }, 'label: Must not be empty'],
    [
      'a label of 201 characters',
      { key: 'a', type: 'text', label: 'x'.repeat(201) },
      'label: Must be at most 200',
    ],
    ['min above max', { key: 'a', type: 'number', label: 'x', min: 5, max: 1 }, 'max: Must be at least min'],
    ['a fractional length', { key: 'a', type: 'text', label: 'x', max: 1.5 }, 'max: Must be a whole number'],
    ['a negative length', { key: 'a', type: 'text', label: 'x', min: -1 }, 'min: Must be a whole number'],
    ['min on a date', { key: 'a', type: 'date', label: 'x', min: 1 }, 'min: A date field takes no min'],
    [
      'a select without options',
      { key: 'a', type: 'select', label: 'x' },
      'options: A select field needs options',
    ],
    [
      'a radio with no options',
      { key: 'a', type: 'radio', label: 'x', options: [] },
      'options: A radio field needs options',
    ],
    [
      'options on a text field',
      { key: 'a', type: 'text', label: 'x', options: ['a'] },
      'options: A text field takes no options',
    ],
    [
      'an option listed twice',
      { key: 'a', type: 'select', label: 'x', options: ['a', 'a'] },
      'options.1: "a" is listed twice',
    ],
    [
      '101 options',
      { key: 'a', type: 'select', label: 'x', options: Array.from({ length: 101 }, (_, i) => `o${i}`) },
      'options: At most 100 options',
    ],
    [
      'an option of 201 characters',
      { key: 'a', type: 'select', label: 'x', options: ['x'.repeat(201)] },
      'options.0: Must be at most 200',
    ],
    ['an unknown key', { key: 'a', type: 'text', label: 'x', pattern: '.*' }, 'Unrecognized key'],
    [
      'required as text',
      { key: 'a', type: 'text', label: 'x', required: 'yes' },
      'required: Must be true or false',
    ],
  ])('refuses %s', (_name, field, expected) => {
    expect(problems(formFieldSchema.safeParse(field)).join('\n')).toContain(expected);
  });
});

describe('a form schema', () => {
  it('refuses a key used twice, at the second field', () => {
    const result = formSchemaSchema.safeParse({
      fields: [
        { key: 'a', type: 'text', label: 'A' },
        { key: 'a', type: 'email', label: 'B' },
      ],
    });
    expect(problems(result)).toEqual(['fields.1.key: Key "a" is used twice']);
  });

  it('refuses 101 fields and takes 100', () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `f${i}`, type: 'text', label: `F${i}` }));
    expect(problems(formSchemaSchema.safeParse({ fields: fields(100) }))).toEqual([]);
    expect(problems(formSchemaSchema.safeParse({ fields: fields(101) }))).toEqual([
      'fields: At most 100 fields',
    ]);
  });
});

describe('create and update payloads', () => {
  it('fills an empty schema and settings on create', () => {
    expect(createFormSchema.parse({ name: 'feedback', title: 'Feedback' })).toEqual({
      name: 'feedback',
      title: 'Feedback',
      schema: { fields: [] },
      settings: {},
    });
  });

  it.each([
    ['a name with a dash', { name: 'my-form', title: 'T' }, 'name: Must be snake_case'],
    ['no title', { name: 'a' }, 'title:'],
    [
      'a role that is not a role name',
      { name: 'a', title: 'T', settings: { roles: ['Admin!'] } },
      'settings.roles.0',
    ],
    ['an unknown setting', { name: 'a', title: 'T', settings: { theme: 'dark' } }, 'Unrecognized key'],
    [
      'allow_multiple as text',
      { name: 'a', title: 'T', settings: { allow_multiple: 'no' } },
      'settings.allow_multiple',
    ],
  ])('refuses %s', (_name, body, expected) => {
    expect(problems(createFormSchema.safeParse(body)).join('\n')).toContain(expected);
  });

  it('refuses an empty patch', () => {
    expect(problems(updateFormSchema.safeParse({}))).toEqual([
      ': Nothing to update: send name, title, description, schema or settings',
    ]);
  });
});
