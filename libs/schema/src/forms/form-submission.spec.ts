import { describe, expect, it } from 'vitest';
import type { FormSchema } from './form-definition.js';
import { FORM_SUBMISSION_MESSAGES as M, submissionSchema, utf8Length } from './form-submission.js';

const form: FormSchema = {
  fields: [
    { key: 'name', type: 'text', label: 'Name', required: true, min: 2, max: 20 },
    { key: 'bio', type: 'textarea', label: 'Bio', max: 50 },
    { key: 'email', type: 'email', label: 'Email' },
    { key: 'site', type: 'url', label: 'Site' },
    { key: 'age', type: 'number', label: 'Age', min: 0, max: 130 },
    { key: 'born', type: 'date', label: 'Born' },
    { key: 'agree', type: 'checkbox', label: 'I agree', required: true },
    { key: 'news', type: 'checkbox', label: 'Newsletter' },
    { key: 'size', type: 'select', label: 'Size', options: ['S', 'M', 'L'] },
    { key: 'colour', type: 'radio', label: 'Colour', options: ['red', 'blue'] },
    { key: 'tags', type: 'multiselect', label: 'Tags', options: ['a', 'b', 'c'], min: 1, max: 2 },
  ],
};
const validate = (data: unknown) => submissionSchema(form).safeParse(data);
const errors = (data: unknown) => {
  const result = validate(data);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const minimal = { name: 'Ada', agree: true };

describe('submissionSchema', () => {
  it('accepts a full submission and keeps the answers, text trimmed', () => {
    const data = {
      name: '  Ada  ',
      bio: ' line one\nline two ',
      email: 'ada@example.com',
      site: 'https://example.com/x',
      age: 36,
      born: '1815-12-10',
      agree: true,
      news: false,
      size: 'M',
      colour: 'blue',
      tags: ['a', 'c'],
    };
    const result = validate(data);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...data, name: 'Ada' });
  });

  it('leaves out empty answers of optional fields', () => {
    expect(
      validate({ ...minimal, bio: '', email: '   ', age: null, tags: undefined, size: '' }).data,
    ).toEqual(minimal);
  });

  it.each([
    ['a missing required text', { agree: true }, { name: M.REQUIRED }],
    ['blank required text', { name: '   ', agree: true }, { name: M.REQUIRED }],
    ['an unchecked required box', { name: 'Ada', agree: false }, { agree: M.MUST_BE_CHECKED }],
    ['an unknown key', { ...minimal, admin: true }, { admin: 'Unrecognized key: "admin"' }],
    ['text too short', { ...minimal, name: 'A' }, { name: 'Must be at least 2 characters' }],
    ['text too long', { ...minimal, name: 'x'.repeat(21) }, { name: 'Must be at most 20 characters' }],
    ['two lines in a text field', { ...minimal, name: 'Ada\nLovelace' }, { name: 'Must be one line' }],
    ['a number for text', { ...minimal, name: 42 }, { name: M.MUST_BE_TEXT }],
    ['a textarea over max', { ...minimal, bio: 'x'.repeat(51) }, { bio: 'Must be at most 50 characters' }],
    ['a bad email', { ...minimal, email: 'ada@' }, { email: M.INVALID_EMAIL }],
    ['a javascript: link', { ...minimal, site: 'javascript:alert(1)' }, { site: M.INVALID_URL }],
    ['a path for a URL', { ...minimal, site: '/home' }, { site: M.INVALID_URL }],
    ['a number as text', { ...minimal, age: '36' }, { age: M.MUST_BE_NUMBER }],
    ['a number below min', { ...minimal, age: -1 }, { age: 'Must be at least 0' }],
    ['a number above max', { ...minimal, age: 131 }, { age: 'Must be at most 130' }],
    ['a date that does not exist', { ...minimal, born: '2025-02-29' }, { born: M.INVALID_DATE }],
    ['a date-time for a date', { ...minimal, born: '2025-01-01T00:00:00Z' }, { born: M.INVALID_DATE }],
    ['a checkbox as text', { ...minimal, news: 'yes' }, { news: M.MUST_BE_TRUE_OR_FALSE }],
    ['a choice not offered', { ...minimal, size: 'XL' }, { size: M.NOT_AN_OPTION }],
    ['a choice of another case', { ...minimal, colour: 'Red' }, { colour: M.NOT_AN_OPTION }],
    ['a prototype name as a choice', { ...minimal, size: 'constructor' }, { size: M.NOT_AN_OPTION }],
    ['a multiselect as text', { ...minimal, tags: 'a' }, { tags: M.MUST_BE_LIST }],
    ['a multiselect with an unknown option', { ...minimal, tags: ['a', 'z'] }, { tags: M.NOT_AN_OPTION }],
    ['a multiselect choosing one twice', { ...minimal, tags: ['a', 'a'] }, { tags: M.CHOSEN_TWICE }],
    ['a multiselect over max', { ...minimal, tags: ['a', 'b', 'c'] }, { tags: 'Choose at most 2' }],
  ])('refuses %s, naming the field', (_name, data, expected) => {
    expect(errors(data)).toEqual(expected);
  });

  it('names every bad field at once', () => {
    expect(Object.keys(errors({ age: 'x', size: 'XL' })).sort()).toEqual(['age', 'agree', 'name', 'size']);
  });

  it.each([
    ['null', null],
    ['an array', [minimal]],
    ['text', 'name=Ada'],
  ])('refuses %s as data', (_name, data) => {
    expect(errors(data)).toEqual({ '': M.NOT_AN_OBJECT });
  });

  it('refuses data over 64 KB before looking at any answer', () => {
    const big = { ...minimal, bio: 'x'.repeat(70_000), unknown: 1 };
    expect(errors(big)).toEqual({ '': M.TOO_LARGE });
  });

  it('refuses an answer nested thousands of levels deep at its key, without overflowing the stack', () => {
    const deep = (levels: number, inner: string) =>
      JSON.parse('{"a":'.repeat(levels) + inner + '}'.repeat(levels));
    expect(errors({ ...minimal, name: deep(10_000, '1') })).toEqual({ name: M.MUST_BE_TEXT });
    expect(errors({ ...minimal, tags: [JSON.parse('['.repeat(10_000) + ']'.repeat(10_000))] })).toEqual({
      tags: M.NOT_AN_OPTION,
    });
    expect(errors({ ...minimal, extra: deep(10_000, '1') })).toEqual({ extra: 'Unrecognized key: "extra"' });
  });

  it('counts bytes, not characters, toward the 64 KB', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    const multiByte = { ...minimal, bio: '€'.repeat(22_000) }; // 66 KB in UTF-8, 22,000 characters
    expect(errors(multiByte)).toEqual({ '': M.TOO_LARGE });
  });

  it('takes a multiselect with no min empty when optional', () => {
    const loose: FormSchema = { fields: [{ key: 't', type: 'multiselect', label: 'T', options: ['a'] }] };
    expect(submissionSchema(loose).safeParse({ t: [] }).data).toEqual({});
  });
});
