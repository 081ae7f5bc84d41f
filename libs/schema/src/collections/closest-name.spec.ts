import { describe, expect, it } from 'vitest';
import { closestName, SUGGESTION_MAX_LENGTH, withSuggestion } from './closest-name.js';

const KEYS = ['name', 'label', 'required', 'unique', 'readonly', 'min', 'max', 'on_delete', 'widget'];

describe('closestName', () => {
  it.each([
    ['requird', 'required'],
    ['Required', 'required'],
    ['lable', 'label'],
    ['nme', 'name'],
    ['ondelete', 'on_delete'],
    ['widgets', 'widget'],
  ])('suggests %s → %s', (written, expected) => {
    expect(closestName(written, KEYS)).toBe(expected);
  });

  it.each([
    ['colour', 'no name is close'],
    ['mix', 'min and max are as close'],
    ['', 'nothing was written'],
    ['name', 'it is a known name itself'],
  ])('suggests nothing for "%s" (%s)', (written) => {
    expect(closestName(written, KEYS)).toBeUndefined();
  });

  it(`suggests nothing for a name over ${SUGGESTION_MAX_LENGTH} characters`, () => {
    const long = 'required'.padEnd(SUGGESTION_MAX_LENGTH + 1, 'd');
    expect(closestName(long, [...KEYS, long.slice(0, -1)])).toBeUndefined();
    expect(closestName(long.slice(0, -1), [long.slice(0, -2)])).toBe(long.slice(0, -2));
  });
});

describe('withSuggestion', () => {
  it('appends the suggestion to the message, or leaves it as it is', () => {
    expect(withSuggestion('Unknown key "requird"', 'requird', KEYS)).toBe(
      'Unknown key "requird"; did you mean "required"?',
    );
    expect(withSuggestion('Unknown key "colour"', 'colour', KEYS)).toBe('Unknown key "colour"');
  });

  it('looks only at texts (a value or a known option of another kind suggests nothing)', () => {
    expect(withSuggestion('Expected 32 or 64', 33, [32, 64])).toBe('Expected 32 or 64');
    expect(withSuggestion('x', 'tru', [true, 'false'])).toBe('x');
  });
});
