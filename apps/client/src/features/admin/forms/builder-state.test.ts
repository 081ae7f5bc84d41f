import { describe, expect, it } from 'vitest';
import {
  fromFormSchema,
  keyFromLabel,
  newField,
  problemsByField,
  toFormSchema,
  uniqueKey,
  updateField,
} from './builder-state';

describe('keyFromLabel', () => {
  it.each([
    ['First name', 'first_name'],
    ['  E-mail address? ', 'e_mail_address'],
    ['Crème brûlée', 'creme_brulee'],
    ['2nd choice', 'f_2nd_choice'],
    ['名前', 'field'],
    ['x'.repeat(80), 'x'.repeat(63)],
  ])('%s → %s', (label, key) => {
    expect(keyFromLabel(label)).toBe(key);
  });
});

describe('the builder fields', () => {
  it('gives a new field a key unique among the others', () => {
    expect(uniqueKey('name', new Set(['name', 'name_2']))).toBe('name_3');
    const a = newField('text', 'Name', []);
    const b = newField('text', 'Name', [a]);
    expect([a.key, b.key]).toEqual(['name', 'name_2']);
  });

  it('moves the key with the label until the key is edited', () => {
    let fields = [newField('text', 'Question', [])];
    const uid = fields[0].uid;
    fields = updateField(fields, uid, { label: 'Your email' });
    expect(fields[0].key).toBe('your_email');
    fields = updateField(fields, uid, { key: 'contact' });
    fields = updateField(fields, uid, { label: 'Something else' });
    expect(fields[0].key).toBe('contact');
  });

  it('turns the draft into the API schema and back', () => {
    const select = { ...newField('select', 'Size', []), options: ' S \n\nM\n', required: true };
    const number = { ...newField('number', 'Age', [select]), min: '0', max: '', help: ' years ' };
    const schema = toFormSchema([select, number]);
    expect(schema).toEqual({
      fields: [
        { key: 'size', type: 'select', label: 'Size', required: true, options: ['S', 'M'] },
        { key: 'age', type: 'number', label: 'Age', min: 0, help: 'years' },
      ],
    });
    expect(toFormSchema(fromFormSchema(schema))).toEqual(schema);
  });

  it('files the server problems under the field they name', () => {
    const fields = [newField('text', 'A', []), newField('select', 'B', [])];
    const { byField, other } = problemsByField(fields, [
      { path: 'schema.fields.1.options', message: 'A select field needs options' },
      { path: 'title', message: 'Must not be empty' },
    ]);
    expect(byField.get(fields[1].uid)?.get('options')).toBe('A select field needs options');
    expect(other.get('title')).toBe('Must not be empty');
  });
});
